/**
 * Demo car orders (issue 14, demo mode with demo orders): 张三's instant ride completed last week (driver, stages,
 * actual fare, invoiceable), a paid airport drop-off in 3 days that the dispatch takes up at use time − 30 minutes,
 * and a ride cancelled while calling; the car standards of the demo ranks are seeded with them.
 */
import type { CarOrderDetail, CarOrderListItem } from '../../src/api/contract/car';
import { ORDER_TYPE } from '../../src/domain/codes';
import { toEpochMs } from '../../src/domain/time';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { getCall, orderStatus } from './helpers/bookCar';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ demoOrders: true });
  token = await login(t.app, DEMO.zhangsan.phone);
});

afterAll(async () => {
  await t.close();
});

it('seeds a completed ride, a paid airport drop-off handed to the dispatch and a cancelled ride', async () => {
  const rows = await t.app.obt.db
    .selectFrom('car_orders as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .select(['o.id', 'o.order_status', 'o.order_type', 'c.use_type', 'c.use_time'])
    .where('o.corp_id', '=', DEMO.corpId)
    .orderBy('c.use_time')
    .execute();
  expect(rows.map((r) => [r.order_status, r.order_type])).toEqual([
    ['completed', ORDER_TYPE.carRealTime],
    ['cancelled', ORDER_TYPE.carRealTime],
    ['paid', ORDER_TYPE.car],
  ]);
  expect(await t.app.obt.db.selectFrom('car_standards').select('rank_id').execute()).not.toHaveLength(0);

  const done = await getCall<CarOrderDetail>(
    t.app,
    '/obt/car/QueryCarOrderDetail',
    { orderId: rows[0]!.id },
    { token },
  );
  expect(done.code).toBe(1);
  expect(done.data.driver?.plate).toMatch(/^京A/);
  expect(done.data.actualPrice).toBeGreaterThan(0);
  expect(done.data.stages.map((s) => s.status)).toEqual([
    'dispatching',
    'dispatched',
    'driverArrived',
    'inService',
    'awaitingPayment',
    'completed',
  ]);
  const listed = await call<unknown, CarOrderListItem>(t.app, '/obt/vehicles/order/list', {}, { token });
  expect(listed.list.map((r) => r.orderId)).toEqual(expect.arrayContaining(rows.map((r) => r.id)));

  const paid = rows[2]!;
  await t.app.obt.jobs.runDue();
  expect(await orderStatus(t.app, paid.id)).toBe('paid');
  t.clock.ms = Math.max(START_MS, toEpochMs(paid.use_time) - 30 * 60_000 + 1000);
  await t.app.obt.jobs.runDue();
  expect(['dispatching', 'dispatched']).toContain(await orderStatus(t.app, paid.id));
});
