/** Row factories for list and badge tests: real rows in the real tables. */
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';

const rid = () => randomBytes(8).toString('hex');

export interface OrderSeed {
  corpId: string;
  empId: string;
  deptId: string;
  createdAt: number;
  status?: string;
  orderType?: number;
  travelDate?: string;
  totalFen?: number;
  travellers?: { empId: string | null; deptId: string | null; name: string }[];
  orderNo?: string;
}

export async function insertOrder(app: FastifyInstance, o: OrderSeed): Promise<string> {
  const id = rid();
  const db = app.obt.db;
  await db
    .insertInto('orders')
    .values({
      id,
      corp_id: o.corpId,
      emp_id: o.empId,
      dept_id: o.deptId,
      order_no: o.orderNo ?? `T${rid()}`,
      order_type: o.orderType ?? 11001,
      product_type: 0,
      order_status: o.status ?? 'issued',
      total_fen: o.totalFen ?? 123456,
      title: '北京-上海 CA1501',
      travel_date: o.travelDate ?? '2026-03-05',
      transfer_flag: 0,
      is_show_guarantee: 0,
      ccsqd_id: null,
      created_at: o.createdAt,
      updated_at: o.createdAt,
    })
    .execute();
  const travellers = o.travellers ?? [];
  if (travellers.length > 0) {
    await db
      .insertInto('order_travellers')
      .values(
        travellers.map((t, seq) => ({
          id: rid(),
          order_id: id,
          corp_id: o.corpId,
          emp_id: t.empId,
          dept_id: t.deptId,
          name: t.name,
          seq,
        })),
      )
      .execute();
  }
  return id;
}

export async function insertMessage(
  app: FastifyInstance,
  m: { corpId: string; empId: string; createdAt: number; isRead?: 0 | 1; yycj?: 1 | 2; title?: string },
): Promise<string> {
  const id = rid();
  await app.obt.db
    .insertInto('messages')
    .values({
      id,
      corp_id: m.corpId,
      emp_id: m.empId,
      yycj: m.yycj ?? 1,
      title: m.title ?? '出票成功',
      content: '您的机票已出票',
      order_id: 'o1',
      order_type: 11001,
      work_item_id: '',
      is_read: m.isRead ?? 0,
      created_at: m.createdAt,
      read_at: null,
    })
    .execute();
  return id;
}

export async function insertWorkItem(
  app: FastifyInstance,
  w: {
    corpId: string;
    approverId: string;
    applicantId: string;
    state: 'pending' | 'approved' | 'rejected';
    createdAt: number;
    level?: number;
  },
): Promise<string> {
  const id = rid();
  await app.obt.db
    .insertInto('approval_work_items')
    .values({
      id,
      corp_id: w.corpId,
      approver_emp_id: w.approverId,
      applicant_emp_id: w.applicantId,
      order_id: rid(),
      order_type: 11001,
      order_no: `T${rid()}`,
      title: '北京-上海',
      level: w.level ?? 1,
      state: w.state,
      remark: '',
      created_at: w.createdAt,
      decided_at: w.state === 'pending' ? null : w.createdAt + 1000,
    })
    .execute();
  return id;
}

export async function insertCcsqd(
  app: FastifyInstance,
  c: { corpId: string; empId: string; deptId: string; status: number; createdAt: number; mdd?: string },
): Promise<string> {
  const id = rid();
  await app.obt.db
    .insertInto('ccsqd')
    .values({
      id,
      corp_id: c.corpId,
      emp_id: c.empId,
      dept_id: c.deptId,
      ccsqd_no: `SQ${rid()}`,
      ccr: '张三',
      ccsy: '客户拜访',
      mdd: c.mdd ?? '上海',
      date_begin: '2026-03-10',
      date_end: '2026-03-12',
      status: c.status,
      jtys_fen: 150000,
      zsys_fen: 90000,
      qtys_fen: 10050,
      zys_fen: 250050,
      project_id: null,
      cost_center_id: null,
      remark: '',
      created_at: c.createdAt,
      updated_at: c.createdAt,
    })
    .execute();
  return id;
}
