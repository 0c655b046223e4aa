/**
 * The order kit's creation functions (orders/creation.ts): the order row with its travellers and their documents,
 * the first timeline row, the pay deadline and the expiry job, all in the caller's transaction; refund and change
 * sub-orders; a real flight booking stores its travellers' documents and date range; the migration fills them for
 * orders booked before it; the server says validation codes as the client does.
 */
import * as orderKit from '../../server/src/db/migrations/20261125_0801_order_kit';
import * as flightDocuments from '../../server/src/db/migrations/20261125_0803_flight_documents';
import type { Db } from '../../server/src/db';
import { validationText } from '../../server/src/i18n/messages';
import { businessNo } from '../../server/src/lib/businessNo';
import { newId } from '../../server/src/lib/crypto';
import {
  createChildOrder,
  createOrder,
  type OrderDraft,
  type ParentOrder,
} from '../../server/src/modules/orders/creation';
import { VALIDATION_CODES } from '../../src/domain/validationCodes';
import { enUS } from '../../src/i18n/en-US';
import { zhCN } from '../../src/i18n/zh-CN';
import { ZHANGSAN_ID_NO, bookCompliantFlight } from './helpers/bookFlight';
import { DEMO, START_MS, createTestApp, login, type TestApp } from './helpers/testApp';

const PAY_LIMIT_MS = 15 * 60_000;
let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.obt.db;
});

afterAll(async () => {
  await t.close();
});

function draft(over: Partial<OrderDraft> = {}): OrderDraft {
  return {
    corpId: DEMO.corpId,
    empId: DEMO.zhangsan.id,
    deptId: DEMO.rdDept,
    orderNoPrefix: 'HT',
    orderType: 11007,
    productType: 10903,
    status: 'awaitingPayment',
    totalFen: 56_800,
    title: '上海 希尔顿 2晚',
    travelDate: '2026-03-10',
    travelEndDate: '2026-03-12',
    travellers: [
      {
        name: '张三',
        empId: DEMO.zhangsan.id,
        deptId: DEMO.rdDept,
        idType: 'ID',
        idno: ZHANGSAN_ID_NO,
        psgType: 1,
        phone: '13800000001',
      },
      { name: 'SMITH/JOHN', empId: null, deptId: null, idType: 'PASSPORT', idno: 'E12345678', psgType: 2, phone: '' },
    ],
    note: 'booked',
    expiryJob: { kind: 'test.expire' },
    holdJob: { kind: 'test.hold', afterMs: 30 * 60_000 },
    ...over,
  };
}

const opts = { nowMs: START_MS, actorEmpId: DEMO.zhangsan.id };

async function orderRow(id: string) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

async function travellers(orderId: string) {
  return db
    .selectFrom('order_travellers')
    .select(['name', 'emp_id', 'dept_id', 'seq', 'id_type', 'idno', 'psg_type', 'phone'])
    .where('order_id', '=', orderId)
    .orderBy('seq')
    .execute();
}

async function events(orderId: string) {
  return db
    .selectFrom('order_events')
    .select(['seq', 'from_status', 'to_status', 'note', 'actor_emp_id', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('seq')
    .execute();
}

async function jobsOf(orderId: string) {
  const rows = await db.selectFrom('jobs').select(['kind', 'run_at', 'payload']).execute();
  return rows
    .filter((r) => r.payload.includes(orderId))
    .map((r) => ({ kind: r.kind, runAt: Number(r.run_at), payload: JSON.parse(r.payload) as unknown }));
}

describe('createOrder', () => {
  it('writes the order, its travellers with their documents, the first timeline row, deadline and expiry job', async () => {
    const created = await db.transaction().execute((trx) => createOrder(trx, draft(), opts));
    expect(created.orderNo).toMatch(/^HT\d{16}$/);
    expect(created.payDeadline).toBe(START_MS + PAY_LIMIT_MS);

    const order = await orderRow(created.orderId);
    expect(order).toMatchObject({
      corp_id: DEMO.corpId,
      emp_id: DEMO.zhangsan.id,
      order_no: created.orderNo,
      order_type: 11007,
      product_type: 10903,
      order_status: 'awaitingPayment',
      title: '上海 希尔顿 2晚',
      travel_date: '2026-03-10',
      travel_end_date: '2026-03-12',
      transfer_flag: 0,
      approval_required: 0,
      remark: '',
    });
    expect(Number(order?.total_fen)).toBe(56_800);
    expect(Number(order?.pay_deadline)).toBe(START_MS + PAY_LIMIT_MS);
    expect(Number(order?.created_at)).toBe(START_MS);

    expect(await travellers(created.orderId)).toEqual([
      {
        name: '张三',
        emp_id: DEMO.zhangsan.id,
        dept_id: DEMO.rdDept,
        seq: 0,
        id_type: 'ID',
        idno: ZHANGSAN_ID_NO,
        psg_type: 1,
        phone: '13800000001',
      },
      {
        name: 'SMITH/JOHN',
        emp_id: null,
        dept_id: null,
        seq: 1,
        id_type: 'PASSPORT',
        idno: 'E12345678',
        psg_type: 2,
        phone: '',
      },
    ]);
    const timeline = await events(created.orderId);
    expect(timeline).toHaveLength(1);
    expect(timeline[0]).toMatchObject({
      seq: 1,
      from_status: '',
      to_status: 'awaitingPayment',
      note: 'booked',
      actor_emp_id: DEMO.zhangsan.id,
    });
    expect(await jobsOf(created.orderId)).toEqual([
      { kind: 'test.expire', runAt: START_MS + PAY_LIMIT_MS, payload: { orderId: created.orderId } },
    ]);
  });

  it('an order not awaiting payment has no deadline and schedules its hold job instead', async () => {
    const created = await db
      .transaction()
      .execute((trx) => createOrder(trx, draft({ status: 'awaitingSubmission', travelEndDate: undefined }), opts));
    expect(created.payDeadline).toBeNull();
    const order = await orderRow(created.orderId);
    expect(order?.pay_deadline).toBeNull();
    // One day: the range ends on the travel day.
    expect(order?.travel_end_date).toBe('2026-03-10');
    expect((await events(created.orderId))[0]?.to_status).toBe('awaitingSubmission');
    expect(await jobsOf(created.orderId)).toEqual([
      { kind: 'test.hold', runAt: START_MS + 30 * 60_000, payload: { orderId: created.orderId } },
    ]);
  });

  it('rolls back with the caller transaction: no order, travellers, timeline or job is left', async () => {
    let orderId = '';
    await expect(
      db.transaction().execute(async (trx) => {
        orderId = (await createOrder(trx, draft(), opts)).orderId;
        throw new Error('refused after creating');
      }),
    ).rejects.toThrow('refused after creating');
    expect(orderId).not.toBe('');
    expect(await orderRow(orderId)).toBeUndefined();
    expect(await travellers(orderId)).toEqual([]);
    expect(await events(orderId)).toEqual([]);
    expect(await jobsOf(orderId)).toEqual([]);
  });
});

describe('order numbers of several instances on one database (issue 17)', () => {
  /** Another instance's order with `orderNo` (it counts its own sequence of the same second). */
  async function takenElsewhere(orderNo: string): Promise<void> {
    await db
      .insertInto('orders')
      .values({
        id: newId(START_MS),
        corp_id: DEMO.corpId,
        emp_id: DEMO.zhangsan.id,
        dept_id: DEMO.rdDept,
        order_no: orderNo,
        order_type: 11007,
        product_type: 10903,
        order_status: 'awaitingPayment',
        total_fen: 100,
        title: 'other instance',
        travel_date: '2026-03-10',
        travel_end_date: '2026-03-10',
        transfer_flag: 0,
        is_show_guarantee: 0,
        created_at: START_MS,
        updated_at: START_MS,
      })
      .execute();
  }

  it('a number another instance already gave out is drawn again, not a failed booking', async () => {
    // The other instance counts through the same part of this second's sequence, ahead of this one: the next 30
    // numbers this process would give are taken.
    const at = START_MS + 41_000;
    const seen = businessNo('QA', at);
    const next = Number(seen.slice(-4));
    const taken = new Set<string>();
    for (let i = 1; i <= 30; i += 1) {
      const orderNo = `${seen.slice(0, -4)}${String((next + i) % 10_000).padStart(4, '0')}`;
      taken.add(orderNo);
      await takenElsewhere(orderNo);
    }
    const created = [];
    for (let i = 0; i < 5; i += 1) {
      created.push(
        await db
          .transaction()
          .execute((trx) => createOrder(trx, draft({ orderNoPrefix: 'QA' }), { ...opts, nowMs: at })),
      );
    }
    const numbers = created.map((c) => c.orderNo);
    expect(new Set(numbers).size).toBe(5);
    for (const n of numbers) {
      expect(n).toMatch(/^QA\d{16}$/);
      expect(n.slice(2, 14)).toBe(seen.slice(2, 14));
      expect(taken.has(n)).toBe(false);
    }
    // Each order is whole: its row and travellers are there under the number it reports.
    for (const c of created) {
      expect((await orderRow(c.orderId))?.order_no).toBe(c.orderNo);
      expect(await travellers(c.orderId)).toHaveLength(2);
    }
  });
});

describe('createChildOrder', () => {
  let parent: ParentOrder & { order_no: string };

  beforeAll(async () => {
    const { orderId } = await db.transaction().execute((trx) => createOrder(trx, draft(), opts));
    const row = await orderRow(orderId);
    if (!row) throw new Error('parent missing');
    parent = row;
  });

  it('a refund copies the parent facts and travellers with their documents, with its own first timeline row', async () => {
    const at = START_MS + 60_000;
    const sub = await db
      .transaction()
      .execute((trx) =>
        createChildOrder(
          trx,
          parent,
          'refund',
          12_300,
          { orderType: 11008, orderNoPrefix: 'HTR', status: 'refunding', title: '退订 酒店', remark: '行程取消' },
          { nowMs: at, actorEmpId: DEMO.lisi.id },
        ),
      );
    expect(sub.orderNo).toMatch(/^HTR\d{16}$/);
    expect(sub.payDeadline).toBeNull();
    const row = await orderRow(sub.orderId);
    expect(row).toMatchObject({
      corp_id: parent.corp_id,
      emp_id: parent.emp_id,
      dept_id: parent.dept_id,
      order_type: 11008,
      product_type: parent.product_type,
      order_status: 'refunding',
      title: '退订 酒店',
      travel_date: '2026-03-10',
      travel_end_date: '2026-03-12',
      remark: '行程取消',
    });
    expect(Number(row?.total_fen)).toBe(12_300);
    expect(await travellers(sub.orderId)).toEqual(await travellers(parent.id));
    const timeline = await events(sub.orderId);
    expect(timeline).toHaveLength(1);
    expect(timeline[0]).toMatchObject({
      from_status: '',
      to_status: 'refunding',
      note: `refund of ${parent.order_no}`,
      actor_emp_id: DEMO.lisi.id,
    });
    expect(await jobsOf(sub.orderId)).toEqual([]);
  });

  it('a change awaiting payment has its own dates, deadline and expiry job with the product payload', async () => {
    const sub = await db.transaction().execute((trx) =>
      createChildOrder(
        trx,
        parent,
        'change',
        5_000,
        {
          orderType: 11003,
          orderNoPrefix: 'TKC',
          status: 'awaitingPayment',
          title: '改签',
          travelDate: '2026-03-11',
          remark: '',
          expiryJob: { kind: 'test.changeExpire', payload: { changeId: 'x' } },
        },
        opts,
      ),
    );
    expect(sub.payDeadline).toBe(START_MS + PAY_LIMIT_MS);
    const row = await orderRow(sub.orderId);
    expect(row).toMatchObject({ travel_date: '2026-03-11', travel_end_date: '2026-03-11' });
    expect((await events(sub.orderId))[0]?.note).toBe(`change of ${parent.order_no}`);
    const jobs = await db.selectFrom('jobs').select(['kind', 'run_at', 'payload']).execute();
    expect(jobs.filter((j) => j.kind === 'test.changeExpire')).toEqual([
      { kind: 'test.changeExpire', run_at: START_MS + PAY_LIMIT_MS, payload: JSON.stringify({ changeId: 'x' }) },
    ]);
  });
});

describe('flight booking through the kit', () => {
  let orderId = '';

  beforeAll(async () => {
    const token = await login(t.app, DEMO.zhangsan.phone);
    orderId = (await bookCompliantFlight(t.app, token)).orderId;
  });

  it('stores the traveller document on order_travellers and the flight day as the range', async () => {
    expect(await travellers(orderId)).toEqual([
      {
        name: '张三',
        emp_id: DEMO.zhangsan.id,
        dept_id: expect.any(String),
        seq: 0,
        id_type: 'ID',
        idno: ZHANGSAN_ID_NO,
        psg_type: 1,
        phone: '13800000001',
      },
    ]);
    expect(await orderRow(orderId)).toMatchObject({ travel_date: '2026-03-09', travel_end_date: '2026-03-09' });
  });

  it('the migration fills documents and ranges of orders booked before it from the flight rows', async () => {
    // Back to before the kit (0803 puts the documents on the flight rows again), then forward through both.
    await flightDocuments.down(db as never);
    await orderKit.down(db as never);
    await orderKit.up(db as never);
    await flightDocuments.up(db as never);
    expect(await travellers(orderId)).toMatchObject([
      { name: '张三', id_type: 'ID', idno: ZHANGSAN_ID_NO, psg_type: 1, phone: '13800000001' },
    ]);
    expect(await orderRow(orderId)).toMatchObject({ travel_date: '2026-03-09', travel_end_date: '2026-03-09' });
  });
});

describe('validation texts', () => {
  it('the server says every validation code with the words of the client dictionaries', () => {
    for (const code of VALIDATION_CODES) {
      expect(validationText('zh-CN', code)).toBe(zhCN[`v.${code}`]);
      expect(validationText('en-US', code)).toBe(enUS[`v.${code}`]);
    }
  });
});
