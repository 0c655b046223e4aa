/** Demo train orders (issue 12): seeded only with demo orders, issued with coach, seat and ticket number. */
import type { TrainOrderDetail } from '../../src/api/contract/train';
import { DEMO, createTestApp, login, type TestApp } from './helpers/testApp';
import { getCall } from './helpers/bookTrain';

let t: TestApp;

afterEach(async () => {
  await t.close();
});

it('seeds an issued train order for 张三 when demo orders are on', async () => {
  t = await createTestApp({ demoOrders: true });
  const row = await t.app.obt.db
    .selectFrom('orders')
    .select(['id', 'order_status'])
    .where('order_type', '=', 11009)
    .executeTakeFirstOrThrow();
  expect(row.order_status).toBe('issued');
  const token = await login(t.app, DEMO.zhangsan.phone);
  const d = await getCall<TrainOrderDetail>(t.app, '/obt/train/trOrderDetail', { orderId: row.id }, { token });
  expect(d.data.legs[0]).toMatchObject({ seatType: 'O' });
  expect(d.data.passengers[0]!.tickets[0]!.ticketNo).toMatch(/^E\d{9}$/);
  expect(d.data.passengers[0]!.tickets[0]!.seatNo).not.toBe('');
});

it('seeds no train order without demo orders', async () => {
  t = await createTestApp();
  const rows = await t.app.obt.db.selectFrom('train_orders').select('order_id').execute();
  expect(rows).toEqual([]);
});
