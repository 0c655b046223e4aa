/** Row factories for list and badge tests: real rows in the real tables. */
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { TravellerInput } from '../../../src/api/contract/booking';
import { demoIdNumber } from '../../../server/src/db/seed/bookingKit';
import { DEMO } from './testApp';

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

/** Demo employees as the seed knows them: the facts their seeded ID cards are derived from (demoIdNumber). */
export const DEMO_PEOPLE = {
  zhangsan: {
    empId: DEMO.zhangsan.id,
    name: '张三',
    born: '1990-03-15',
    area: '110105',
    phone: '13800000001',
    sex: 'M',
  },
  qianqi: { empId: DEMO.qianqi.id, name: '钱七', born: '1995-09-09', area: '330106', phone: '13800000011', sex: 'F' },
  wangwu: { empId: DEMO.wangwu.id, name: '王五', born: '1978-11-23', area: '440305', phone: '13800000003', sex: 'M' },
  fengli: { empId: DEMO.fengli.id, name: '冯立', born: '1980-10-10', area: '110108', phone: '13800000021', sex: 'M' },
} as const;

export type DemoPerson = (typeof DEMO_PEOPLE)[keyof typeof DEMO_PEOPLE];

/** A demo person as a booking's traveller, with the seeded ID card (`seq` of the demo number) and any changes. */
export function demoTraveller(p: DemoPerson, over: Partial<TravellerInput> = {}, seq = 1): TravellerInput {
  return {
    psgName: p.name,
    psgType: 1,
    idType: 'ID',
    idno: demoIdNumber(p.area, p.born, seq, p.sex),
    sex: p.sex,
    born: p.born,
    phoneNumber: p.phone,
    empId: p.empId,
    ...over,
  };
}

/**
 * An approved trip request of the demo company's 张三 (traveller too) with one leg of `product`; the transport
 * budget in yuan. Answers its ids and number.
 */
export async function insertApprovedRequest(
  app: FastifyInstance,
  o: {
    corpId: string;
    empId: string;
    deptId: string;
    jtysYuan: number;
    /** The request's travel window and the leg's day. */
    begin: string;
    end: string;
    legDate: string;
    routeType: string;
    product: string;
    dep?: string;
    arr?: string;
    status?: number;
    createdAt: number;
  },
): Promise<{ ccsqdId: string; routeId: string; ccsqdNo: string }> {
  const ccsqdId = rid();
  const routeId = rid();
  const ccsqdNo = `SQ${ccsqdId}`;
  const db = app.obt.db;
  await db
    .insertInto('ccsqd')
    .values({
      id: ccsqdId,
      corp_id: o.corpId,
      emp_id: o.empId,
      dept_id: o.deptId,
      ccsqd_no: ccsqdNo,
      ccr: '张三',
      ccsy: '客户拜访',
      mdd: '上海',
      date_begin: o.begin,
      date_end: o.end,
      status: o.status ?? 2,
      jtys_fen: o.jtysYuan * 100,
      zsys_fen: 0,
      qtys_fen: 0,
      zys_fen: o.jtysYuan * 100,
      project_id: null,
      cost_center_id: null,
      remark: '',
      created_at: o.createdAt,
      updated_at: o.createdAt,
    })
    .execute();
  await db
    .insertInto('ccsqd_persons')
    .values({
      id: rid(),
      ccsqd_id: ccsqdId,
      corp_id: o.corpId,
      emp_id: o.empId,
      name: '张三',
      phone_number: '13800000001',
      seq: 0,
    })
    .execute();
  await db
    .insertInto('ccsqd_routes')
    .values({
      id: routeId,
      ccsqd_id: ccsqdId,
      corp_id: o.corpId,
      seq: 1,
      route_type: o.routeType,
      product: o.product,
      dep_city: o.dep ?? 'BJS',
      dep_city_name: '北京',
      arr_city: o.arr ?? 'SHA',
      arr_city_name: '上海',
      date_begin: o.legDate,
      date_end: '',
      cost_fen: 0,
      supplier: '',
      supplier_id: '',
      remark: '',
      status: 0,
      booked_order_id: null,
      booked_amount_fen: 0,
      booked_at: null,
      created_at: o.createdAt,
      updated_at: o.createdAt,
    })
    .execute();
  return { ccsqdId, routeId, ccsqdNo };
}

/**
 * Runs `body` while the company pays from its account without a payment password (approved orders are then paid at
 * once), with the balance before; the settings and balance are put back afterwards.
 */
export async function withPasswordlessCompanyAccount(
  app: FastifyInstance,
  corpId: string,
  body: (balanceBeforeFen: number) => Promise<void>,
): Promise<void> {
  const db = app.obt.db;
  const settings = await db
    .selectFrom('corp_pay_settings')
    .selectAll()
    .where('corp_id', '=', corpId)
    .executeTakeFirstOrThrow();
  await db.updateTable('corp_pay_settings').set({ pay_pwd_hash: null }).where('corp_id', '=', corpId).execute();
  try {
    await body(Number(settings.balance_fen));
  } finally {
    await db
      .updateTable('corp_pay_settings')
      .set({ pay_pwd_hash: settings.pay_pwd_hash, balance_fen: settings.balance_fen })
      .where('corp_id', '=', corpId)
      .execute();
  }
}

/** The company's account balance (fen). */
export async function companyBalanceFen(app: FastifyInstance, corpId: string): Promise<number> {
  const row = await app.obt.db
    .selectFrom('corp_pay_settings')
    .select('balance_fen')
    .where('corp_id', '=', corpId)
    .executeTakeFirstOrThrow();
  return Number(row.balance_fen);
}
