/**
 * Booking through a trip request (issue 4; SPEC §4 trip-request date rules: range type 0 plan dates, 1 request dates
 * ± tolerance days, 2 route dates ± tolerance; §6 bookStyle 2; §7 list4Book, detail4Book): the windows per company
 * rule, the checks of server/src/modules/trip/booking.ts (window, traveller, product, budget) and a leg's booked
 * state (route status 3) and its release.
 */
import type { CcsqdBookItem, CcsqdDetail, CcsqdDetail4Book, CcsqdListItem } from '../../src/api/contract/trip';
import { BizError } from '../../server/src/lib/errors';
import { translate } from '../../server/src/i18n/messages';
import { checkBookingAgainstRequest, markRouteBooked, releaseRoute } from '../../server/src/modules/trip/booking';
import { PARAM_TRIP_DATE_RANGE_TYPE } from '../../server/src/modules/trip/present';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { FLIGHT_LEG, addTrip, approvedDemoTrip, attachment, authFor, costCenterOf, tripBody } from './tripFixtures';

let t: TestApp;
const tokens: Record<string, string> = {};
let demoTrip: string;
let demo2Trip: string;
let draftTrip: string;

beforeAll(async () => {
  t = await createTestApp();
  tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  tokens.lisi = await login(t.app, DEMO.lisi.phone);
  tokens.zhaoliu = await login(t.app, DEMO.zhaoliu.phone, { compId: DEMO.corpId });
  tokens.zhaoliu2 = await login(t.app, DEMO.zhaoliu.phone, { compId: DEMO.corp2Id });
  // DEMO: range type 1, tolerance 2 days. Request 03-10..03-12, flight leg 03-10, hotel 03-10..03-12.
  demoTrip = await approvedDemoTrip(t.app, tokens.zhangsan, tokens.lisi, tripBody(DEMO.zhangsan.id), {
    corpId: DEMO.corpId,
    empId: DEMO.zhangsan.id,
  });
  // DEMO2: range type 2, tolerance 1 day. Request 03-10..03-14, flight leg 03-12; approved at once (no rule).
  const url = await attachment(t.app, DEMO.corp2Id, DEMO.zhaoliu2.id);
  const res = await addTrip(
    t.app,
    tokens.zhaoliu2,
    tripBody(DEMO.zhaoliu2.id, {
      addMethod: 2,
      url,
      costCenterId: await costCenterOf(t.app, DEMO.corp2Id),
      dateEnd: '2026-03-14',
      vipRoute: [{ ...FLIGHT_LEG, dateBegin: '2026-03-12' }],
    }),
  );
  demo2Trip = res.data.ccsqdId;
  draftTrip = (await addTrip(t.app, tokens.zhangsan, tripBody(DEMO.zhangsan.id))).data.ccsqdId;
});
afterAll(async () => {
  await t.close();
});

const detail4Book = (token: string, ccsqdId: string, product?: string) =>
  call<CcsqdDetail4Book>(t.app, '/obt/vipCcsqd/detail4Book', { ccsqdId, product }, { token });

async function bizError(p: Promise<unknown>): Promise<BizError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof BizError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('list4Book and listForChoose', () => {
  it('lists approved, not ended requests with a leg of the product, for the traveller', async () => {
    const flights = await call<{ total: number }, CcsqdBookItem>(
      t.app,
      '/obt/vipCcsqd/list4Book',
      { product: '10901' },
      { token: tokens.zhangsan },
    );
    expect(flights.list.map((r) => r.ccsqdId)).toEqual([demoTrip]);
    expect(flights.list[0]).toMatchObject({ status: 2, routeCount: 1, openRouteCount: 1 });
    const trains = await call<{ total: number }, CcsqdBookItem>(
      t.app,
      '/obt/vipCcsqd/list4Book',
      { product: '10904' },
      { token: tokens.zhangsan },
    );
    expect(trains.data.total).toBe(0);
    const any = await call<{ total: number }, CcsqdBookItem>(
      t.app,
      '/obt/vipCcsqd/list4Book',
      {},
      { token: tokens.zhangsan },
    );
    expect(any.list[0]).toMatchObject({ ccsqdId: demoTrip, routeCount: 2 });
    const forOther = await call<{ total: number }, CcsqdBookItem>(
      t.app,
      '/obt/vipCcsqd/list4Book',
      { product: '10901', travellerEmpId: DEMO.zhaoliu.id },
      { token: tokens.zhangsan },
    );
    expect(forOther.data.total).toBe(0);
    const choose = await call<{ total: number }, CcsqdListItem>(
      t.app,
      '/obt/vipCcsqd/listForChoose',
      {},
      { token: tokens.zhangsan },
    );
    expect(choose.list.map((r) => r.ccsqdId)).toEqual([demoTrip]);
    // Other employees see nothing of it.
    const other = await call<{ total: number }>(t.app, '/obt/vipCcsqd/list4Book', {}, { token: tokens.zhaoliu });
    expect(other.data.total).toBe(0);
  });

  it('drops a request once its window has ended (request end + tolerance before today)', async () => {
    const at = t.clock.ms;
    try {
      // 2026-03-14 (end 03-12 + 2 days) is still open; 03-15 is not. (Sessions time out: log in at each moment.)
      t.clock.ms = Date.parse('2026-03-14T02:00:00Z');
      const on14 = await login(t.app, DEMO.zhangsan.phone);
      const open = await call<{ total: number }>(t.app, '/obt/vipCcsqd/list4Book', {}, { token: on14 });
      expect(open.data.total).toBe(1);
      t.clock.ms = Date.parse('2026-03-15T02:00:00Z');
      const on15 = await login(t.app, DEMO.zhangsan.phone);
      const ended = await call<{ total: number }>(t.app, '/obt/vipCcsqd/list4Book', {}, { token: on15 });
      expect(ended.data.total).toBe(0);
    } finally {
      t.clock.ms = at;
      tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
    }
  });
});

describe('detail4Book windows per range type (SPEC §4)', () => {
  it('range type 1 (DEMO, 2 days): the request dates ± 2 days for every leg', async () => {
    const d = await detail4Book(tokens.zhangsan, demoTrip, '10901');
    expect(d.data).toMatchObject({
      dateRule: { rangeType: 1, toleranceDays: 2 },
      windowFrom: '2026-03-08',
      windowTo: '2026-03-14',
      jtys: 1500,
      remainingTransport: 1500,
      remainingAccommodation: 900,
    });
    expect(d.data.routes).toHaveLength(1);
    expect(d.data.routes[0]).toMatchObject({ routeType: 'flight', windowFrom: '2026-03-08', windowTo: '2026-03-14' });
    expect(d.data.travellers.map((p) => p.empId)).toEqual([DEMO.zhangsan.id]);
  });

  it('range type 2 (DEMO2, 1 day): the leg’s own date ± 1 day', async () => {
    const d = await detail4Book(tokens.zhaoliu2, demo2Trip, '10901');
    expect(d.data).toMatchObject({
      dateRule: { rangeType: 2, toleranceDays: 1 },
      windowFrom: '2026-03-09',
      windowTo: '2026-03-15',
    });
    expect(d.data.routes[0]).toMatchObject({
      dateBegin: '2026-03-12',
      windowFrom: '2026-03-11',
      windowTo: '2026-03-13',
    });
  });

  it('range type 0: the plan dates exactly', async () => {
    const db = t.app.obt.db;
    const set = (v: string) =>
      db
        .updateTable('parameters')
        .set({ value: v })
        .where('corp_id', '=', DEMO.corpId)
        .where('param_no', '=', PARAM_TRIP_DATE_RANGE_TYPE)
        .execute();
    await set('0');
    try {
      const d = await detail4Book(tokens.zhangsan, demoTrip, '10901');
      expect(d.data).toMatchObject({
        dateRule: { rangeType: 0, toleranceDays: 0 },
        windowFrom: '2026-03-10',
        windowTo: '2026-03-12',
      });
      expect(d.data.routes[0]).toMatchObject({ windowFrom: '2026-03-10', windowTo: '2026-03-12' });
    } finally {
      await set('1');
    }
  });

  it('refuses a request that is not approved, and answers not found to other employees', async () => {
    expect(await detail4Book(tokens.zhangsan, draftTrip)).toMatchObject({ code: 2 });
    expect((await detail4Book(tokens.zhaoliu, demoTrip)).code).toBe(404);
  });
});

describe('checkBookingAgainstRequest (server/src/modules/trip/booking.ts)', () => {
  const check = async (empId: string, q: Partial<Parameters<typeof checkBookingAgainstRequest>[2]>) =>
    checkBookingAgainstRequest(t.app.obt.db, await authFor(t.app, empId), {
      ccsqdId: demoTrip,
      product: '10901',
      dates: ['2026-03-10'],
      travellerEmpIds: [DEMO.zhangsan.id],
      amountFen: 100_000,
      ...q,
    });

  it('accepts dates inside the window and finds the open flight leg; within budget', async () => {
    const r = await check(DEMO.zhangsan.id, { dates: ['2026-03-08'] });
    expect(r).toMatchObject({ ccsqdId: demoTrip, overBudget: false, remainingFen: 150_000, alreadyBooked: false });
    const d = await detail4Book(tokens.zhangsan, demoTrip, '10901');
    expect(r.routeId).toBe(d.data.routes[0]?.routeId);
  });

  it('refuses a date outside the window and says the allowed window', async () => {
    const err = await bizError(check(DEMO.zhangsan.id, { dates: ['2026-03-10', '2026-03-15'] }));
    expect(err.key).toBe('tripDateOutsideWindow');
    expect(translate('zh-CN', err.key, err.params)).toBe(
      '2026-03-15 不在出差申请允许的预订日期范围内（2026-03-08 至 2026-03-14）',
    );
  });

  it('flags a booking above the remaining transport budget as over budget', async () => {
    expect((await check(DEMO.zhangsan.id, { amountFen: 150_000 })).overBudget).toBe(false);
    expect((await check(DEMO.zhangsan.id, { amountFen: 150_001 })).overBudget).toBe(true);
  });

  it('refuses a traveller who is not on the request, a leg of another product, someone else’s or an unapproved request', async () => {
    const notOn = await bizError(check(DEMO.zhangsan.id, { travellerEmpIds: [DEMO.zhangsan.id, DEMO.qianqi.id] }));
    expect(notOn.key).toBe('tripTravellerNotOnRequest');
    expect(notOn.params).toMatchObject({ name: '钱七' });

    const info = await call<CcsqdDetail>(
      t.app,
      '/obt/vipCcsqd/info',
      { ccsqdId: demoTrip },
      { token: tokens.zhangsan },
    );
    const hotel = info.data.vipRoute.find((r) => r.routeType === 'hotel');
    expect((await bizError(check(DEMO.zhangsan.id, { routeId: hotel?.routeId }))).key).toBe('tripRouteWrongProduct');
    expect((await bizError(check(DEMO.zhangsan.id, { product: '10904' }))).key).toBe('tripNoRouteForProduct');
    expect((await bizError(check(DEMO.zhaoliu.id, {}))).key).toBe('tripRequestNotFound');
    expect((await bizError(check(DEMO.zhangsan.id, { ccsqdId: draftTrip }))).key).toBe('tripRequestNotApproved');
  });

  it('markRouteBooked → route status 3 with the order, budget used; releaseRoute → open again', async () => {
    const db = t.app.obt.db;
    const first = await check(DEMO.zhangsan.id, {});
    await markRouteBooked(db, first.routeId, 'order-1', 120_000, START_MS);
    const booked = await call<CcsqdDetail>(
      t.app,
      '/obt/vipCcsqd/info',
      { ccsqdId: demoTrip },
      { token: tokens.zhangsan },
    );
    expect(booked.data.vipRoute.find((r) => r.routeId === first.routeId)).toMatchObject({
      status: 3,
      bookedOrderId: 'order-1',
      bookedAmount: 1200,
    });
    expect(booked.data).toMatchObject({ bookedTransport: 1200, remainingTransport: 300 });
    const list = await call<{ total: number }, CcsqdBookItem>(
      t.app,
      '/obt/vipCcsqd/list4Book',
      { product: '10901' },
      { token: tokens.zhangsan },
    );
    expect(list.list[0]).toMatchObject({ routeCount: 1, openRouteCount: 0 });

    // Booking the same leg again: 'already booked, continue?' and the rest of the budget.
    const again = await check(DEMO.zhangsan.id, { amountFen: 40_000 });
    expect(again).toMatchObject({
      routeId: first.routeId,
      alreadyBooked: true,
      remainingFen: 30_000,
      overBudget: true,
    });

    await releaseRoute(db, 'order-1', START_MS + 1000);
    const freed = await call<CcsqdDetail>(
      t.app,
      '/obt/vipCcsqd/info',
      { ccsqdId: demoTrip },
      { token: tokens.zhangsan },
    );
    expect(freed.data.vipRoute.find((r) => r.routeId === first.routeId)).toMatchObject({
      status: 0,
      bookedOrderId: '',
      bookedAmount: 0,
    });
    expect(freed.data.remainingTransport).toBe(1500);
  });
});
