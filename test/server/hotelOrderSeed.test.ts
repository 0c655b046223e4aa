/**
 * The hotel orders' demo data: the demo company's service fee of ¥10 per room and night, and with demo orders 张三's
 * two nights in a company-agreement hotel in Beijing a week ahead, booked through the real booking (rooms taken from
 * the supplier's stock) and confirmed by the hotel once the jobs run.
 */
import { addCalendarDays, chinaToday } from '../../src/domain/time';
import { DEMO, START_MS, createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demoOrders: true });
});

afterAll(async () => {
  await t.close();
});

it('seeds the service fee and one confirmed stay for 张三', async () => {
  const db = t.app.obt.db;
  const fee = await db
    .selectFrom('parameters')
    .select('value')
    .where('corp_id', '=', DEMO.corpId)
    .where('param_no', '=', 'booking.serviceFeeFen.10903')
    .executeTakeFirstOrThrow();
  expect(fee.value).toBe('1000');
  const rows = await db
    .selectFrom('hotel_orders as h')
    .innerJoin('orders as o', 'o.id', 'h.order_id')
    .select(['o.id', 'o.emp_id', 'o.order_status', 'h.check_in', 'h.nights', 'h.plan_key', 'h.pay_type'])
    .execute();
  expect(rows).toHaveLength(1);
  const checkIn = addCalendarDays(chinaToday(START_MS), 7);
  expect(rows[0]).toMatchObject({ emp_id: DEMO.zhangsan.id, check_in: checkIn, nights: 2, pay_type: 'onsite' });
  const sold = await db
    .selectFrom('supplier_inventory')
    .select('sold')
    .where('product', '=', 'hotel')
    .where('day', '=', checkIn)
    .execute();
  expect(sold.reduce((s, r) => s + Number(r.sold), 0)).toBe(1);
  t.clock.advance(9000);
  await t.app.obt.jobs.runDue();
  const after = await db
    .selectFrom('orders')
    .select('order_status')
    .where('id', '=', rows[0]!.id)
    .executeTakeFirstOrThrow();
  expect(after.order_status).toBe('confirmed');
});
