/**
 * Order lifecycle: checked transitions per order type with a timeline and messages; markOrdersPaid runs the paid
 * handler of the order type inside the same transaction (a failing handler rolls the payment back).
 */
import { BizError } from '../../server/src/lib/errors';
import {
  markOrdersPaid,
  orderCreated,
  orderTimeline,
  orderTransition,
  type PaidHandler,
} from '../../server/src/modules/orders/lifecycle';
import { registerProduct } from '../../server/src/modules/orders/products';
import { DEFAULT_TRANSITIONS, canTransition, transitionsOf } from '../../server/src/modules/orders/transitions';
import { ORDER_TYPE } from '../../src/domain/codes';
import { ORDER_STATUSES } from '../../src/domain/orderStatus';
import { insertOrder } from './helpers/fixtures';
import { insertPayable } from './helpers/payFixtures';
import { DEMO, type TestApp, createTestApp } from './helpers/testApp';

const OTHER: number = ORDER_TYPE.other;
const HANDLER_TYPE = ORDER_TYPE.travel;

let t: TestApp;
/** What the test product does when one of its orders is paid (each test sets it). */
let onPaid: PaidHandler = async () => undefined;

beforeAll(async () => {
  t = await createTestApp();
  // A test product owning HANDLER_TYPE, registered on this app like build() registers the real ones.
  registerProduct(t.app.obt, {
    name: 'test',
    orderTypes: [HANDLER_TYPE],
    transitions: {},
    onPaid: { [HANDLER_TYPE]: (trx, orderId, ctx) => onPaid(trx, orderId, ctx) },
    routes: [],
  });
});

afterAll(async () => {
  await t.close();
});

const db = () => t.app.obt.db;
const now = () => t.app.obt.now().getTime();
const statusOf = async (id: string) =>
  await db()
    .selectFrom('orders')
    .select(['order_status', 'paid_at', 'pay_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

async function order(status: string, orderType = OTHER): Promise<string> {
  return insertOrder(t.app, {
    corpId: DEMO.corpId,
    empId: DEMO.zhangsan.id,
    deptId: DEMO.rdDept,
    createdAt: now(),
    status,
    orderType,
  });
}

describe('transition tables', () => {
  it('only names statuses of the shared vocabulary', () => {
    const tables = t.app.obt.products.all().flatMap((p) => Object.values(p.transitions));
    expect(tables.length).toBeGreaterThan(0);
    for (const table of [DEFAULT_TRANSITIONS, ...tables]) {
      for (const [from, next] of Object.entries(table)) {
        expect(ORDER_STATUSES).toContain(from);
        for (const to of next ?? []) expect(ORDER_STATUSES).toContain(to);
      }
    }
  });

  it('knows the flight steps', () => {
    expect(canTransition(ORDER_TYPE.flight, 'paid', 'ticketing')).toBe(true);
    expect(canTransition(ORDER_TYPE.flight, 'ticketing', 'issued')).toBe(true);
    expect(canTransition(ORDER_TYPE.flight, 'issued', 'awaitingPayment')).toBe(false);
    expect(canTransition(ORDER_TYPE.flight, 'cancelled', 'paid')).toBe(false);
    expect(canTransition(ORDER_TYPE.flightChange, 'awaitingPayment', 'paid')).toBe(true);
  });

  it('takes the product tables from the registered products, the default for the others', () => {
    expect(transitionsOf(ORDER_TYPE.flight)).toBe(
      t.app.obt.products.byOrderType(ORDER_TYPE.flight)?.transitions[ORDER_TYPE.flight],
    );
    expect(transitionsOf(OTHER)).toBe(DEFAULT_TRANSITIONS);
  });
});

describe('orderTransition', () => {
  it('moves the order, appends the timeline and writes the booker a message', async () => {
    const id = await order('awaitingSubmission');
    await db()
      .transaction()
      .execute(async (trx) => {
        await orderCreated(trx, id, 'booked', { nowMs: now(), actorEmpId: DEMO.zhangsan.id });
        await orderTransition(trx, id, ['awaitingSubmission'], 'awaitingPayment', 'no approval needed', {
          nowMs: now(),
        });
        await orderTransition(trx, id, ['awaitingPayment'], 'cancelled', 'cancelled by the booker', {
          nowMs: now(),
          actorEmpId: DEMO.zhangsan.id,
        });
      });
    expect((await statusOf(id)).order_status).toBe('cancelled');
    const row = await db().selectFrom('orders').select('pay_deadline').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.pay_deadline).toBe(now() + 15 * 60_000);
    const timeline = await orderTimeline(db(), id);
    expect(timeline.map((e) => [e.seq, e.from_status, e.to_status])).toEqual([
      [1, '', 'awaitingSubmission'],
      [2, 'awaitingSubmission', 'awaitingPayment'],
      [3, 'awaitingPayment', 'cancelled'],
    ]);
    const messages = await db().selectFrom('messages').select(['title', 'emp_id']).where('order_id', '=', id).execute();
    expect(messages).toEqual([{ title: '订单已取消', emp_id: DEMO.zhangsan.id }]);
  });

  it('refuses a step that is not in the table (code 2) and changes nothing', async () => {
    const id = await order('cancelled');
    const attempt = db()
      .transaction()
      .execute((trx) => orderTransition(trx, id, ['cancelled'], 'paid', 'revive', { nowMs: now() }));
    await expect(attempt).rejects.toMatchObject({ code: 2, key: 'orderTransitionRefused' });
    const issued = await order('issued', ORDER_TYPE.flight);
    await expect(
      db()
        .transaction()
        .execute((trx) => orderTransition(trx, issued, ['issued'], 'awaitingPayment', 'back', { nowMs: now() })),
    ).rejects.toBeInstanceOf(BizError);
    expect((await statusOf(id)).order_status).toBe('cancelled');
    expect(await orderTimeline(db(), id)).toEqual([]);
  });

  it('refuses when the status moved on meanwhile, and unknown orders', async () => {
    const id = await order('paid');
    await expect(
      db()
        .transaction()
        .execute((trx) => orderTransition(trx, id, ['awaitingPayment'], 'paid', 'pay again', { nowMs: now() })),
    ).rejects.toMatchObject({ code: 2, key: 'orderStatusChanged' });
    await expect(
      db()
        .transaction()
        .execute((trx) => orderTransition(trx, 'missing', ['paid'], 'confirmed', 'x', { nowMs: now() })),
    ).rejects.toMatchObject({ code: 404 });
  });
});

describe('markOrdersPaid', () => {
  it('marks each order paid once, records the payment and runs the registered handler in the transaction', async () => {
    const seen: string[] = [];
    onPaid = async (trx, orderId) => {
      seen.push(orderId);
      await orderTransition(trx, orderId, ['paid'], 'processing', 'handed to the supplier', { nowMs: now() });
    };
    const a = await insertPayable(t.app, {
      corpId: DEMO.corpId,
      empId: DEMO.zhangsan.id,
      deptId: DEMO.rdDept,
      orderType: HANDLER_TYPE,
    });
    const b = await insertPayable(t.app, { corpId: DEMO.corpId, empId: DEMO.zhangsan.id, deptId: DEMO.rdDept });
    await db()
      .transaction()
      .execute((trx) => markOrdersPaid(t.app.obt, trx, [a, b, a], 'pay-1', { nowMs: now() }));
    expect(seen).toEqual([a]);
    expect(await statusOf(a)).toEqual({ order_status: 'processing', paid_at: now(), pay_id: 'pay-1' });
    expect(await statusOf(b)).toEqual({ order_status: 'paid', paid_at: now(), pay_id: 'pay-1' });
    const paidMessages = await db()
      .selectFrom('messages')
      .select('order_id')
      .where('order_id', 'in', [a, b])
      .where('title', '=', '支付成功')
      .execute();
    expect(paidMessages).toHaveLength(2);
  });

  it('rolls everything back when a handler fails or an order is not awaiting payment', async () => {
    onPaid = async () => {
      throw new Error('supplier down');
    };
    const a = await insertPayable(t.app, {
      corpId: DEMO.corpId,
      empId: DEMO.zhangsan.id,
      deptId: DEMO.rdDept,
      orderType: HANDLER_TYPE,
    });
    await expect(
      db()
        .transaction()
        .execute((trx) => markOrdersPaid(t.app.obt, trx, [a], 'pay-2', { nowMs: now() })),
    ).rejects.toThrow('supplier down');
    expect(await statusOf(a)).toEqual({ order_status: 'awaitingPayment', paid_at: null, pay_id: null });
    expect(await orderTimeline(db(), a)).toEqual([]);

    const ok = await insertPayable(t.app, { corpId: DEMO.corpId, empId: DEMO.zhangsan.id, deptId: DEMO.rdDept });
    const done = await order('paid');
    await expect(
      db()
        .transaction()
        .execute((trx) => markOrdersPaid(t.app.obt, trx, [ok, done], 'pay-3', { nowMs: now() })),
    ).rejects.toMatchObject({ key: 'orderStatusChanged' });
    expect((await statusOf(ok)).order_status).toBe('awaitingPayment');
  });
});
