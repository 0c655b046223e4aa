/**
 * Hotel booking on the reference server (SPEC §5 hotel, §7 Hotel booking, §8 messages, §9 limits): book and v2/book
 * under an Idempotency-Key (same key → same order), never overselling the last room, the 4-hour arrival lead, rooms
 * and guests, the guest note, the ticked cancellation rules (H083), priceValidate and a changed price, the nightly
 * cap (a reason, or blocked when the company must comply), duplicates (checkSameOrder), the service fee, and a trip
 * request's accommodation budget (over it: a reason and approval). Dates come from the injected clock.
 */
import type {
  HotelBookData,
  HotelPriceValidateData,
  HotelSameOrderData,
  ServiceFeeData,
} from '../../src/api/contract/hotel';
import { addCalendarDays, chinaToday } from '../../src/domain/time';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { DEMO_PEOPLE, insertApprovedRequest } from './helpers/fixtures';
import {
  bookHotel,
  bookHotelCall,
  findPlan,
  getCall,
  hotelBookBody,
  hotelGuest,
  insertOverBudgetRule,
  newKey,
  roomsSold,
} from './helpers/bookHotel';

let t: TestApp;
const tokens: Record<string, string> = {};
const today = chinaToday(START_MS);
const IN = addCalendarDays(today, 7);
const OUT = addCalendarDays(IN, 2);
/** 张三 (rank L1) may spend ¥500 a night in Beijing (tier 1). */
const CAP_FEN = 50_000;
const zhang = () => hotelGuest(DEMO_PEOPLE.zhangsan);

beforeAll(async () => {
  t = await createTestApp();
  tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  tokens.qianqi = await login(t.app, DEMO.qianqi.phone);
  await insertOverBudgetRule(t.app);
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  t.clock.ms = START_MS;
});

const status = async (orderId: string) =>
  (await t.app.obt.db.selectFrom('orders').select('order_status').where('id', '=', orderId).executeTakeFirstOrThrow())
    .order_status;

describe('book', () => {
  it('books a compliant prepaid plan once per Idempotency-Key; v1 and v2 share the implementation', async () => {
    const { plan } = await findPlan(t.app, IN, OUT, START_MS, {
      payType: 'prepay',
      maxAvgFen: CAP_FEN,
      cancel: 'limited',
    });
    const before = await roomsSold(t.app, plan, IN);
    const body = hotelBookBody(plan, [zhang()]);
    const key = newKey();
    const first = await bookHotelCall(t.app, tokens.zhangsan!, body, key);
    expect(first.code).toBe(1);
    const again = await bookHotelCall(t.app, tokens.zhangsan!, body, key);
    expect(again.data.orderId).toBe(first.data.orderId);
    const fee = 10 * 2; // the demo company's ¥10 per room and night
    expect(first.data).toMatchObject({
      nextStep: 'pay',
      payType: 'prepay',
      guaranteeRequired: false,
      amount: plan.totalFen / 100 + fee,
    });
    expect(first.data.payDeadline).not.toBe('');
    expect(await roomsSold(t.app, plan, IN)).toBe(before + 1);
    expect(await roomsSold(t.app, plan, addCalendarDays(IN, 1))).toBeGreaterThanOrEqual(1);
    expect(await status(first.data.orderId)).toBe('awaitingPayment');

    const v1 = await bookHotelCall(t.app, tokens.zhangsan!, body, newKey(), '/obt/hotel/order/book');
    // The same guest on the same nights: a duplicate unless confirmed.
    expect(v1.code).toBe(2);
    expect(v1.tips).toContain('张三');
    const confirmed = await bookHotelCall(
      t.app,
      tokens.zhangsan!,
      { ...body, confirmDuplicate: true },
      newKey(),
      '/obt/hotel/order/book',
    );
    expect(confirmed.code).toBe(1);
    expect(confirmed.data.orderId).not.toBe(first.data.orderId);

    const same = await call<HotelSameOrderData>(
      t.app,
      '/obt/hotel/gn/shopping/v2/checkSameOrder',
      { checkIn: addCalendarDays(IN, 1), checkOut: addCalendarDays(IN, 5), guests: [{ empId: DEMO.zhangsan.id }] },
      { token: tokens.zhangsan },
    );
    expect(same.data.orders.map((o) => o.orderId)).toEqual(
      expect.arrayContaining([first.data.orderId, confirmed.data.orderId]),
    );
    const apart = await call<HotelSameOrderData>(
      t.app,
      '/obt/hotel/gn/shopping/v2/checkSameOrder',
      { checkIn: OUT, checkOut: addCalendarDays(OUT, 1), guests: [{ empId: DEMO.zhangsan.id }] },
      { token: tokens.zhangsan },
    );
    expect(apart.data.orders).toEqual([]);
  });

  it('sells the last room once when two bookings race for it', async () => {
    const stayIn = addCalendarDays(today, 20);
    const stayOut = addCalendarDays(stayIn, 1);
    const { plan } = await findPlan(t.app, stayIn, stayOut, START_MS, { payType: 'prepay', maxAvgFen: CAP_FEN });
    // Leave one room: sell the rest straight from the kit inventory.
    const db = t.app.obt.db;
    const left = plan.roomsLeft;
    if (left > 1) {
      const { reserveRooms } = await import('../../server/src/suppliers/hotel');
      expect(await db.transaction().execute((trx) => reserveRooms(trx, plan.planKey, left - 1, START_MS))).toBe(true);
    }
    const body = (p: typeof DEMO_PEOPLE.zhangsan | typeof DEMO_PEOPLE.qianqi) =>
      hotelBookBody(plan, [hotelGuest(p)], { confirmDuplicate: true });
    const [a, b] = await Promise.all([
      bookHotelCall(t.app, tokens.zhangsan!, body(DEMO_PEOPLE.zhangsan)),
      bookHotelCall(t.app, tokens.qianqi!, body(DEMO_PEOPLE.qianqi)),
    ]);
    const codes = [a.code, b.code].sort();
    expect(codes).toEqual([1, 2]);
    const loser = a.code === 2 ? a : b;
    expect(loser.tips).toMatch(/满房|已失效/);
    expect(await roomsSold(t.app, plan, stayIn)).toBe(left);
  });

  it('needs the latest arrival at least 4 hours ahead when checking in today (boundary included)', async () => {
    const stayOut = addCalendarDays(today, 1);
    const { plan } = await findPlan(t.app, today, stayOut, START_MS, { payType: 'prepay', maxAvgFen: CAP_FEN });
    // 10:00 now: 14:00 is exactly 4 hours ahead.
    const ok = await bookHotelCall(t.app, tokens.zhangsan!, hotelBookBody(plan, [zhang()], { arrivalTime: '14:00' }));
    expect(ok.code).toBe(1);
    t.clock.advance(60_000);
    const late = await bookHotelCall(
      t.app,
      tokens.zhangsan!,
      hotelBookBody(plan, [zhang()], { arrivalTime: '14:00', confirmDuplicate: true }),
    );
    expect(late.code).toBe(2);
    expect(late.tips).toBe('最晚到店时间需在当前时间4小时之后');
    const en = await call(
      t.app,
      '/obt/hotel/order/v2/book',
      hotelBookBody(plan, [zhang()], { arrivalTime: '14:00', confirmDuplicate: true }),
      { token: tokens.zhangsan, idempotencyKey: newKey(), lang: 'en-US' },
    );
    expect(en.tips).toBe('The latest arrival must be at least 4 hours from now');
  });

  it('refuses rooms without guests, more than 10 guests, a long note, unticked rules and a past stay', async () => {
    const { plan, room } = await findPlan(t.app, IN, OUT, START_MS, {
      payType: 'prepay',
      maxAvgFen: CAP_FEN,
      minRoomsLeft: 3,
    });
    const refuse = async (body: unknown, tips: string) => {
      const res = await bookHotelCall(t.app, tokens.zhangsan!, body);
      expect(res.code).toBe(2);
      expect(res.tips).toBe(tips);
    };
    await refuse(hotelBookBody(plan, [zhang()], { rooms: 2 }), '每间房至少需要一位入住人');
    await refuse(hotelBookBody(plan, [], { rooms: 1 }), '请至少选择一位入住人');
    await refuse(hotelBookBody(plan, [zhang()], { rooms: 0 }), '请至少选择一间房');
    const eleven = Array.from({ length: 11 }, (_, i) => hotelGuest(DEMO_PEOPLE.zhangsan, i % 3));
    await refuse(hotelBookBody(plan, eleven), '入住人最多10位');
    await refuse(hotelBookBody(plan, [zhang()], { guestNote: '静'.repeat(51) }), '给酒店的备注不能超过50个字');
    await refuse(hotelBookBody(plan, [zhang()], { cancelRuleAccepted: false }), '请阅读并勾选取消规则');
    const crowd = Array.from({ length: room.maxOccupancy + 1 }, () => zhang());
    await refuse(hotelBookBody(plan, crowd), `每间房最多入住${room.maxOccupancy}人`);
    const past = plan.planKey.replace(IN, addCalendarDays(today, -1));
    await refuse(hotelBookBody(plan, [zhang()], { planKey: past }), '入住日期已过，请重新选择');
    // A note of exactly 50 characters is fine.
    const fifty = await bookHotelCall(
      t.app,
      tokens.zhangsan!,
      hotelBookBody(plan, [zhang()], { guestNote: '静'.repeat(50), confirmDuplicate: true }),
    );
    expect(fifty.code).toBe(1);
  });

  it('refuses a price that changed (priceValidate says so and gives the plan at today’s price)', async () => {
    const { plan } = await findPlan(t.app, IN, OUT, START_MS, { payType: 'prepay', maxAvgFen: CAP_FEN });
    const seen = plan.avgFen / 100 - 10;
    const valid = await call<HotelPriceValidateData>(
      t.app,
      '/obt/hotel/gn/shopping/v2/priceValidate',
      { planKey: plan.planKey, rooms: 1, avgPrice: seen },
      { token: tokens.zhangsan },
    );
    expect(valid.data).toMatchObject({ valid: false, reason: 'priceChanged' });
    expect(valid.data.message).toContain('酒店价格已变化');
    expect(valid.data.plan?.avgPrice).toBe(plan.avgFen / 100);
    const good = await call<HotelPriceValidateData>(
      t.app,
      '/obt/hotel/gn/shopping/priceValidate',
      { planKey: plan.planKey, rooms: 1, avgPrice: plan.avgFen / 100 },
      { token: tokens.zhangsan },
    );
    expect(good.data).toEqual({ valid: true, reason: '', message: '' });
    const full = await call<HotelPriceValidateData>(
      t.app,
      '/obt/hotel/gn/shopping/priceValidate',
      { planKey: plan.planKey, rooms: plan.roomsLeft + 1, avgPrice: plan.avgFen / 100 },
      { token: tokens.zhangsan },
    );
    expect(full.data).toMatchObject({ valid: false, reason: 'full', message: '该酒店在所选时段已满房' });
    const expired = await call<HotelPriceValidateData>(
      t.app,
      '/obt/hotel/gn/shopping/priceValidate',
      { planKey: `${plan.planKey}x`, rooms: 1, avgPrice: 1 },
      { token: tokens.zhangsan, lang: 'en-US' },
    );
    expect(expired.data).toMatchObject({
      valid: false,
      reason: 'expired',
      message: 'The price plan has expired, please search again',
    });
    const res = await bookHotelCall(t.app, tokens.zhangsan!, hotelBookBody(plan, [zhang()], { avgPrice: seen }));
    expect(res.code).toBe(2);
    expect(res.tips).toContain('酒店价格已变化');
  });

  it('above the nightly cap: a reason is needed; the company that must comply blocks it', async () => {
    const { plan } = await findPlan(t.app, IN, OUT, START_MS, { payType: 'prepay', minAvgFen: CAP_FEN });
    const body = hotelBookBody(plan, [zhang()], { confirmDuplicate: true });
    const missing = await bookHotelCall(t.app, tokens.zhangsan!, body);
    expect(missing.code).toBe(2);
    expect(missing.tips).toBe('所选房型超出差旅标准，请选择或填写超标原因');
    const withReason = await bookHotelCall(t.app, tokens.zhangsan!, { ...body, violationReasonText: '会议指定酒店' });
    expect(withReason.code).toBe(1);
    const row = await t.app.obt.db
      .selectFrom('hotel_orders')
      .select('violations_json')
      .where('order_id', '=', withReason.data.orderId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.violations_json)).toEqual([{ item: 'hotelOverCap', reason: '会议指定酒店' }]);

    await t.app.obt.db
      .insertInto('parameters')
      .values({ corp_id: DEMO.corpId, param_no: 'booking.mustComply.10903', value: '1', name: '' })
      .execute();
    try {
      const blocked = await bookHotelCall(t.app, tokens.zhangsan!, { ...body, violationReasonText: '会议指定酒店' });
      expect(blocked.code).toBe(2);
      expect(blocked.tips).toBe('差旅标准违规，不能预订');
      // A plan within the cap still books.
      const { plan: cheap } = await findPlan(t.app, IN, OUT, START_MS, { payType: 'prepay', maxAvgFen: CAP_FEN });
      const fine = await bookHotelCall(
        t.app,
        tokens.zhangsan!,
        hotelBookBody(cheap, [zhang()], { confirmDuplicate: true }),
      );
      expect(fine.code).toBe(1);
    } finally {
      await t.app.obt.db.deleteFrom('parameters').where('param_no', '=', 'booking.mustComply.10903').execute();
    }
  });

  it('through a trip request: counts against the accommodation budget; over it needs a reason and approval', async () => {
    const stayIn = addCalendarDays(today, 10);
    const stayOut = addCalendarDays(stayIn, 1);
    const { plan } = await findPlan(t.app, stayIn, stayOut, START_MS, { payType: 'prepay', maxAvgFen: CAP_FEN });
    const request = async (zsysYuan: number) => {
      const req = await insertApprovedRequest(t.app, {
        corpId: DEMO.corpId,
        empId: DEMO.zhangsan.id,
        deptId: DEMO.rdDept,
        jtysYuan: 0,
        begin: stayIn,
        end: stayOut,
        legDate: stayIn,
        routeType: 'hotel',
        product: '10903',
        arr: 'BJS',
        createdAt: START_MS,
      });
      await t.app.obt.db
        .updateTable('ccsqd')
        .set({ zsys_fen: zsysYuan * 100, zys_fen: zsysYuan * 100 })
        .where('id', '=', req.ccsqdId)
        .execute();
      return req;
    };
    const roomy = await request(5000);
    const within = await bookHotelCall(
      t.app,
      tokens.zhangsan!,
      hotelBookBody(plan, [zhang()], { ccsqdId: roomy.ccsqdId, routeId: roomy.routeId, confirmDuplicate: true }),
    );
    expect(within.code).toBe(1);
    expect(within.data.nextStep).toBe('pay');
    const route = await t.app.obt.db
      .selectFrom('ccsqd_routes')
      .select(['status', 'booked_order_id', 'booked_amount_fen'])
      .where('id', '=', roomy.routeId)
      .executeTakeFirstOrThrow();
    expect(route).toMatchObject({ status: 3, booked_order_id: within.data.orderId });
    expect(Number(route.booked_amount_fen)).toBe(Math.round(within.data.amount * 100));

    const tight = await request(1);
    const body = hotelBookBody(plan, [zhang()], {
      ccsqdId: tight.ccsqdId,
      routeId: tight.routeId,
      confirmDuplicate: true,
    });
    const missing = await bookHotelCall(t.app, tokens.zhangsan!, body);
    expect(missing.code).toBe(2);
    const over = await bookHotelCall(t.app, tokens.zhangsan!, { ...body, overBudgetReasonText: '旺季房价上涨' });
    expect(over.code).toBe(1);
    expect(over.data).toMatchObject({ nextStep: 'awaitingSubmission', payDeadline: '' });
    expect(await status(over.data.orderId)).toBe('awaitingSubmission');
    const d = await getCall<{ violations: unknown[]; ccsqdId: string }>(
      t.app,
      '/obt/hotel/order/hotelOrderDetail',
      { orderId: over.data.orderId },
      { token: tokens.zhangsan! },
    );
    expect(d.data.violations).toEqual([{ item: 'overBudget', reason: '旺季房价上涨' }]);
    expect(d.data.ccsqdId).toBe(tight.ccsqdId);

    // Never sent for approval: cancelled after 30 minutes; the first, never paid, at its 15-minute deadline. Both
    // give their rooms back.
    const sold = await roomsSold(t.app, plan, stayIn);
    t.clock.advance(30 * 60_000 + 1);
    await t.app.obt.jobs.runDue();
    expect(await status(over.data.orderId)).toBe('cancelled');
    expect(await status(within.data.orderId)).toBe('cancelled');
    expect(await roomsSold(t.app, plan, stayIn)).toBe(sold - 2);
    const freed = await t.app.obt.db
      .selectFrom('ccsqd_routes')
      .select('status')
      .where('id', 'in', [roomy.routeId, tight.routeId])
      .execute();
    expect(freed.map((r) => r.status)).toEqual([0, 0]);
  });

  it('answers the service fee per room and night (fwf/matchQuery)', async () => {
    const fee = await call<ServiceFeeData>(
      t.app,
      '/obt/fwf/matchQuery',
      { productType: 10903, rooms: 2, nights: 3 },
      { token: tokens.zhangsan },
    );
    expect(fee.data).toEqual({ fee: 60, basis: 'perRoomNight', unitFee: 10 });
  });

  it('another employee outside the booking scope cannot be booked as a guest', async () => {
    const { plan } = await findPlan(t.app, IN, OUT, START_MS, { payType: 'prepay', maxAvgFen: CAP_FEN });
    const res = await bookHotelCall(
      t.app,
      tokens.qianqi!,
      hotelBookBody(plan, [hotelGuest(DEMO_PEOPLE.zhangsan)], { confirmDuplicate: true }),
    );
    expect(res.code).toBe(2);
    const booked: HotelBookData = await bookHotel(t.app, tokens.zhangsan!, plan, { confirmDuplicate: true });
    expect(booked.orderNo).toMatch(/^HT/);
  });
});

describe('checkSameOrder asks only about the booker own people', () => {
  it("another employee's frequent traveller: no stays are told (issue 16, access)", async () => {
    const stayIn = addCalendarDays(today, 25);
    const stayOut = addCalendarDays(stayIn, 1);
    const { plan } = await findPlan(t.app, stayIn, stayOut, START_MS, { payType: 'prepay', maxAvgFen: CAP_FEN });
    // 张三's frequent traveller 李娜 (seed contact 72001) stays one night.
    const lina = { ...zhang(), empId: undefined, contactsId: '72001', psgName: '李娜' };
    const booked = await bookHotelCall(t.app, tokens.zhangsan!, hotelBookBody(plan, [lina]), newKey());
    expect(booked.code).toBe(1);
    const ask = (token: string) =>
      call<HotelSameOrderData>(
        t.app,
        '/obt/hotel/gn/shopping/v2/checkSameOrder',
        { checkIn: stayIn, checkOut: stayOut, guests: [{ contactsId: '72001' }] },
        { token },
      );
    expect((await ask(tokens.zhangsan!)).data.orders.map((o) => o.orderId)).toContain(booked.data.orderId);
    expect((await ask(tokens.qianqi!)).data.orders).toEqual([]);
  });
});
