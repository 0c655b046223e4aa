/**
 * The demo waitlist order (demo orders on): 张三 sees a failed, fully refunded waitlist order in his lists, paid from
 * the company account and refunded the way a real one is (payment recorded, the refund to that payment).
 */
import type { BenchListItem, BenchOrderDetail } from '../../src/api/contract/trainBench';
import { seedBenchDemo } from '../../server/src/modules/trainBench/seed';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoOrders: true });
});
afterAll(async () => {
  await t.close();
});

it('seeds one paid, then refunded waitlist order for 张三, listed and readable, and only once', async () => {
  const token = await login(t.app, DEMO.zhangsan.phone);
  const list = await call<unknown, BenchListItem>(t.app, '/obt/train/hbOrder/list', {}, { token });
  expect(list.list).toHaveLength(1);
  const [row] = list.list;
  expect(row).toMatchObject({ orderStatus: 'refunded', fromName: '北京南', toName: '上海虹桥' });
  const res = await t.app.inject({
    method: 'GET',
    url: '/obt/train/hbOrder/detail',
    query: { orderId: row!.orderId },
    headers: { authorization: `Bearer ${token}` },
  });
  const detail = (JSON.parse(res.body) as { data: BenchOrderDetail }).data;
  // Paid (not shown as unpaid), then refunded in full to the company account.
  expect(detail.paid).toBe(true);
  expect(detail.actions).toEqual({ cancel: false, pay: false });
  expect(detail.refunds).toEqual([
    expect.objectContaining({ reason: 'grabFailed', amount: detail.amount, method: 'company' }),
  ]);
  expect(detail.timeline.map((e) => e.status)).toEqual(['awaitingPayment', 'paid', 'grabbing', 'refunded']);
  expect(detail.timeline.at(-1)?.note).toContain('1-7');

  // The payment is recorded as the cashier records a company-account payment, and the refund names it.
  const db = t.app.obt.db;
  const order = await db
    .selectFrom('orders')
    .select(['pay_id', 'paid_at', 'total_fen'])
    .where('id', '=', row!.orderId)
    .executeTakeFirstOrThrow();
  expect(order.pay_id).not.toBeNull();
  const payment = await db.selectFrom('payments').selectAll().where('id', '=', order.pay_id!).executeTakeFirstOrThrow();
  expect(payment).toMatchObject({ method: 'company', status: 'paid', amount_fen: Number(order.total_fen) });
  expect(Number(payment.paid_at)).toBe(Number(order.paid_at));
  const linked = await db
    .selectFrom('payment_orders')
    .select(['order_id', 'amount_fen'])
    .where('payment_id', '=', payment.id)
    .execute();
  expect(linked.map((l) => [l.order_id, Number(l.amount_fen)])).toEqual([[row!.orderId, Number(order.total_fen)]]);
  const refund = await db
    .selectFrom('train_bench_refunds')
    .select(['payment_id', 'amount_fen'])
    .where('order_id', '=', row!.orderId)
    .executeTakeFirstOrThrow();
  expect(refund).toEqual({ payment_id: payment.id, amount_fen: Number(order.total_fen) });
  // The booker was told why and when the money comes back.
  const messages = await db.selectFrom('messages').select('title').where('order_id', '=', row!.orderId).execute();
  expect(messages.map((m) => m.title)).toContain('候补失败，已全额退款');
  // No grab is left to run for it.
  await t.app.obt.jobs.runDue();
  expect(
    (await call<unknown, BenchListItem>(t.app, '/obt/train/hbOrder/list', {}, { token })).list[0]?.orderStatus,
  ).toBe('refunded');

  await seedBenchDemo(db, { nowMs: t.clock.ms, demoOrders: true });
  const again = await call<unknown, BenchListItem>(t.app, '/obt/train/hbOrder/list', {}, { token });
  expect(again.list).toHaveLength(1);
});
