/** The demo seed (issue 4 plan "Seed"): date rules per company and one approved request of 张三 to book from. */
import type { CcsqdBookItem, CcsqdDetail4Book } from '../../src/api/contract/trip';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demoOrders: true });
});
afterAll(async () => {
  await t.close();
});

it('seeds an approved Shanghai → Beijing request of 张三 a few days ahead, bookable under DEMO’s rule', async () => {
  const token = await login(t.app, DEMO.zhangsan.phone);
  const list = await call<{ total: number }, CcsqdBookItem>(
    t.app,
    '/obt/vipCcsqd/list4Book',
    { product: '10901' },
    { token },
  );
  expect(list.list).toHaveLength(1);
  expect(list.list[0]).toMatchObject({ ccsqdNo: 'SQ0000000001', status: 2, routeCount: 2, openRouteCount: 2 });
  const d = await call<CcsqdDetail4Book>(
    t.app,
    '/obt/vipCcsqd/detail4Book',
    { ccsqdId: list.list[0]?.ccsqdId, product: '10901' },
    { token },
  );
  // Test clock: 2026-03-02; the trip runs 03-07..03-09, DEMO rule type 1 ± 2 days.
  expect(d.data).toMatchObject({
    dateBegin: '2026-03-07',
    dateEnd: '2026-03-09',
    dateRule: { rangeType: 1, toleranceDays: 2 },
    windowFrom: '2026-03-05',
    windowTo: '2026-03-11',
  });
  expect(d.data.routes[0]).toMatchObject({ depCity: 'SHA', arrCity: 'BJS', dateBegin: '2026-03-07', status: 0 });
});
