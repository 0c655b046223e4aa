/**
 * The booking contact mobile sent masked (issue 15: contact prefilled from the signed-in employee, whose own mobile
 * the client has only as 138****0001): the booker's own mask books with the real number; any other masked value is
 * refused on linkTel, and nothing is booked.
 */
import { randomBytes } from 'node:crypto';
import type { FlightBookData, FlightItem, QueryFlightData } from '../../src/api/contract/flight';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { DEMO_PEOPLE, demoTraveller } from './helpers/fixtures';

let t: TestApp;
let token = '';
const DATE = '2026-03-09';

async function fare(route: { depCity: string; arrCity: string }): Promise<FlightItem> {
  const res = await call<QueryFlightData>(
    t.app,
    '/obt/flight/v3/shopping/queryFlight',
    { ...route, depDate: DATE, cabinClass: 'Y', travellers: [{ empId: DEMO.zhangsan.id }] },
    { token },
  );
  const f = res.data.flights.find((x) => x.lowest.policy?.compliant && x.lowest.seats >= 3);
  if (!f) throw new Error('no compliant fare');
  return f;
}

async function book(linkTel: string, route = { depCity: 'BJS', arrCity: 'SHA' }) {
  const f = await fare(route);
  const body = {
    fareKeys: [f.lowest.fareKey],
    tripType: 1,
    psgList: [demoTraveller(DEMO_PEOPLE.zhangsan, {}, 1)],
    linkman: '张三',
    linkTel,
    // The same trip is booked more than once here: the duplicate question is not what is tested.
    confirmDuplicate: true,
  };
  return call<FlightBookData>(t.app, '/obt/flight/order/bookV3', body, {
    token,
    idempotencyKey: `test-${randomBytes(8).toString('hex')}`,
  });
}

const storedTel = async (orderId: string) =>
  (await t.app.obt.db.selectFrom('orders').select('link_tel').where('id', '=', orderId).executeTakeFirstOrThrow())
    .link_tel;
const orderCount = async () =>
  Number(
    (
      await t.app.obt.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app, DEMO.zhangsan.phone);
});
afterAll(async () => {
  await t.close();
});

it("books with the booker's real mobile when the booker's own masked mobile is sent", async () => {
  const res = await book('138****0001');
  expect(res.code).toBe(1);
  expect(await storedTel(res.data.orderId)).toBe(DEMO.zhangsan.phone);
});

it('keeps a plain mobile as sent', async () => {
  const res = await book('13912345678', { depCity: 'SHA', arrCity: 'CAN' });
  expect(res.code).toBe(1);
  expect(await storedTel(res.data.orderId)).toBe('13912345678');
});

it("refuses another person's masked mobile on linkTel and books nothing", async () => {
  const before = await orderCount();
  // 李四's mobile as masked (13800000002): not the booker's, so it names nobody the booker may use.
  const res = await book('138****0002');
  expect(res).toMatchObject({ code: 2, tips: '联系电话 格式不正确' });
  expect(await orderCount()).toBe(before);
});

it('refuses a value that is neither a mobile nor a masked one', async () => {
  for (const linkTel of ['138***0001', '1380000000*', '12345']) {
    expect(await book(linkTel)).toMatchObject({ code: 2, tips: expect.stringContaining('联系电话') });
  }
});
