/**
 * The hotel order after booking (SPEC §7 Hotel orders, §5 cancellation rules, §9): a prepaid order paid at the
 * cashier goes to the hotel and is confirmed by a persisted step (jobs.runDue), completes after check-out, and
 * appears in the order centre, the calendar, the messages, the invoice list and the confirmation PDF; an onsite plan
 * goes straight to the hotel; cancelling inside the free window returns everything and releases the rooms, after
 * the deadline charges the first night, and a non-cancellable plan is refused; another company's or employee's
 * order answers as not found. Dates come from the injected clock.
 */
import type { HotelOrderCancelData, HotelOrderDetail } from '../../src/api/contract/hotel';
import { addCalendarDays, chinaDayStartMs, chinaToday, toEpochMs } from '../../src/domain/time';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { companyBalanceFen, insertApprovedRequest } from './helpers/fixtures';
import {
  bookHotel,
  findPlan,
  getCall,
  insertOverBudgetRule,
  newKey,
  payFromCompanyAccount,
  roomsSold,
} from './helpers/bookHotel';

let t: TestApp;
const tokens: Record<string, string> = {};
const today = chinaToday(START_MS);
const CAP_FEN = 50_000;

beforeAll(async () => {
  t = await createTestApp();
  tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  tokens.qianqi = await login(t.app, DEMO.qianqi.phone);
  tokens.fengli = await login(t.app, DEMO.fengli.phone);
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  t.clock.ms = START_MS;
  tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
});

const status = async (orderId: string) =>
  (await t.app.obt.db.selectFrom('orders').select('order_status').where('id', '=', orderId).executeTakeFirstOrThrow())
    .order_status;
const detail = (orderId: string, token = tokens.zhangsan!) =>
  getCall<HotelOrderDetail>(t.app, '/obt/hotel/order/hotelOrderDetail', { orderId }, { token });
const cancel = (orderId: string, idem: string = newKey()) =>
  getCall<HotelOrderCancelData>(
    t.app,
    '/obt/hotel/order/hotelOrderCancel',
    { orderId },
    { token: tokens.zhangsan!, idempotencyKey: idem },
  );
const pay = (orderId: string) => payFromCompanyAccount(t.app, tokens.zhangsan!, orderId);
/** Lets the demo hotel confirm (3–8 s). */
const confirmNow = async () => {
  t.clock.advance(9000);
  await t.app.obt.jobs.runDue();
};

describe('hotel order lifecycle', () => {
  it('paid → processing → confirmed by the hotel → completed after check-out, and shows everywhere', async () => {
    const checkIn = addCalendarDays(today, 7);
    const checkOut = addCalendarDays(checkIn, 2);
    const { plan } = await findPlan(t.app, checkIn, checkOut, START_MS, {
      payType: 'prepay',
      cancel: 'limited',
      maxAvgFen: CAP_FEN,
    });
    const booked = await bookHotel(t.app, tokens.zhangsan!, plan);
    let d = await detail(booked.orderId);
    expect(d.data).toMatchObject({
      orderStatus: 'awaitingPayment',
      checkIn,
      checkOut,
      nights: 2,
      rooms: 1,
      confirmationNo: '',
      actions: { pay: true, cancel: true, refund: false, guarantee: false },
      plan: { payType: 'prepay' },
    });
    expect(d.data.nightly.map((n) => n.date)).toEqual([checkIn, addCalendarDays(checkIn, 1)]);
    expect(d.data.priceLines.map((l) => l.label)).toEqual([checkIn, addCalendarDays(checkIn, 1), '服务费']);
    expect(d.data.guests[0]).toMatchObject({ name: '张三', roomIndex: 0, phoneNumber: '138****0001' });
    expect(d.data.guests[0]!.idno).toContain('*');

    expect((await pay(booked.orderId)).code).toBe(1);
    expect(await status(booked.orderId)).toBe('processing');
    await confirmNow();
    d = await detail(booked.orderId);
    expect(d.data.orderStatus).toBe('confirmed');
    expect(d.data.confirmationNo).toMatch(/^HC\d{8}$/);
    expect(d.data.timeline.map((e) => e.status)).toEqual(['awaitingPayment', 'paid', 'processing', 'confirmed']);
    expect(d.data).toMatchObject({ paid: true, actions: { pay: false, cancel: true, refund: true } });

    // The order centre, the calendar and the invoice list find it (each lists rows keyed by their own id field).
    const places: [url: string, body: object, idKey: string, expected: object][] = [
      ['/obt/allOrderList', {}, 'id', { orderType: 11007 }],
      [
        '/obt/order/scheduleList',
        { dateStart: checkIn, dateEnd: checkIn },
        'orderId',
        { date: checkIn, time: '18:00' },
      ],
      ['/obt/invoice/orderList', {}, 'orderId', { orderType: 11007 }],
    ];
    for (const [url, body, idKey, expected] of places) {
      const found = await call<unknown, Record<string, unknown>>(t.app, url, body, { token: tokens.zhangsan });
      expect(found.list.find((row) => row[idKey] === booked.orderId)).toMatchObject(expected);
    }
    const messages = await t.app.obt.db
      .selectFrom('messages')
      .select(['order_type', 'emp_id', 'title'])
      .where('order_id', '=', booked.orderId)
      .execute();
    expect(messages.map((m) => m.title)).toEqual(expect.arrayContaining(['支付成功', '预订成功']));
    expect(messages.every((m) => m.order_type === 11007 && m.emp_id === DEMO.zhangsan.id)).toBe(true);
    // The booking confirmation as a PDF (the product's document).
    const { statusCode, headers } = await t.app.inject({
      url: `/obt/pdf/itinerary/${booked.orderId}`,
      method: 'GET',
      headers: { authorization: `Bearer ${tokens.zhangsan}` },
    });
    expect([statusCode, String(headers['content-type'])]).toEqual([200, expect.stringContaining('application/pdf')]);

    // After check-out (noon of the check-out day): completed.
    t.clock.ms = chinaDayStartMs(checkOut) + 12 * 3_600_000 + 1000;
    await t.app.obt.jobs.runDue();
    expect(await status(booked.orderId)).toBe('completed');
  });

  it('an onsite plan without a guarantee goes straight to the hotel and is confirmed', async () => {
    const checkIn = addCalendarDays(today, 20);
    const checkOut = addCalendarDays(checkIn, 1);
    const { plan } = await findPlan(t.app, checkIn, checkOut, START_MS, {
      payType: 'onsite',
      guarantee: 'late',
      maxAvgFen: CAP_FEN,
    });
    const booked = await bookHotel(t.app, tokens.zhangsan!, plan, { arrivalTime: '18:00' });
    expect(booked).toMatchObject({ nextStep: 'confirm', payType: 'onsite', guaranteeRequired: false, payDeadline: '' });
    expect(await status(booked.orderId)).toBe('processing');
    expect((await detail(booked.orderId)).data.actions).toMatchObject({ pay: false, guarantee: false, cancel: true });
    await confirmNow();
    expect(await status(booked.orderId)).toBe('confirmed');
    // Nothing was paid: cancelling costs nothing and releases the room.
    const sold = await roomsSold(t.app, plan, checkIn);
    const res = await cancel(booked.orderId);
    expect(res.data).toMatchObject({ orderStatus: 'cancelled', penalty: 0 });
    expect(await roomsSold(t.app, plan, checkIn)).toBe(sold - 1);
  });

  it('cancel inside the free window returns everything paid and releases the rooms (idempotent)', async () => {
    const checkIn = addCalendarDays(today, 9);
    const checkOut = addCalendarDays(checkIn, 2);
    const { plan } = await findPlan(t.app, checkIn, checkOut, START_MS, {
      payType: 'prepay',
      cancel: 'limited',
      maxAvgFen: CAP_FEN,
    });
    const before = await companyBalanceFen(t.app, DEMO.corpId);
    const booked = await bookHotel(t.app, tokens.zhangsan!, plan);
    expect((await pay(booked.orderId)).code).toBe(1);
    await confirmNow();
    expect(await companyBalanceFen(t.app, DEMO.corpId)).toBe(before - Math.round(booked.amount * 100));
    const sold = await roomsSold(t.app, plan, checkIn);
    const key = newKey();
    const res = await cancel(booked.orderId, key);
    expect(res.data).toMatchObject({ orderStatus: 'cancelled', penalty: 0 });
    expect((await cancel(booked.orderId, key)).data).toEqual(res.data);
    expect((await cancel(booked.orderId)).data).toMatchObject({ orderStatus: 'cancelled', penalty: 0 });
    expect(await companyBalanceFen(t.app, DEMO.corpId)).toBe(before);
    expect(await roomsSold(t.app, plan, checkIn)).toBe(sold - 1);
    expect(await roomsSold(t.app, plan, addCalendarDays(checkIn, 1))).toBe(sold - 1);
  });

  it('cancel after the free deadline charges the first night; a non-cancellable plan is refused', async () => {
    const checkIn = addCalendarDays(today, 11);
    const checkOut = addCalendarDays(checkIn, 2);
    const { plan } = await findPlan(t.app, checkIn, checkOut, START_MS, {
      payType: 'prepay',
      cancel: 'limited',
      maxAvgFen: CAP_FEN,
    });
    const before = await companyBalanceFen(t.app, DEMO.corpId);
    const booked = await bookHotel(t.app, tokens.zhangsan!, plan);
    expect((await pay(booked.orderId)).code).toBe(1);
    await confirmNow();
    const late = toEpochMs(plan.cancel.freeUntil) + 2 * 60_000;
    expect(late).toBeLessThan(chinaDayStartMs(addCalendarDays(checkIn, 1)));
    t.clock.ms = late;
    tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
    const res = await cancel(booked.orderId);
    const firstNight = plan.nightlyFen[0]!;
    expect(res.data).toMatchObject({ orderStatus: 'cancelled', penalty: firstNight / 100 });
    // Back: the rooms less the first night (the service fee is kept after the deadline).
    expect(await companyBalanceFen(t.app, DEMO.corpId)).toBe(before - firstNight - 2 * 1000);
    const d = await detail(booked.orderId);
    expect(d.data.timeline.at(-1)?.note).toContain(`扣除${(firstNight / 100).toFixed(2)}元`);

    t.clock.ms = START_MS;
    tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
    const strict = await findPlan(t.app, checkIn, checkOut, START_MS, {
      payType: 'prepay',
      cancel: 'none',
      maxAvgFen: CAP_FEN,
    });
    const fixed = await bookHotel(t.app, tokens.zhangsan!, strict.plan, { confirmDuplicate: true });
    expect((await detail(fixed.orderId)).data.actions.cancel).toBe(true);
    expect((await pay(fixed.orderId)).code).toBe(1);
    expect((await detail(fixed.orderId)).data.actions.cancel).toBe(false);
    const refused = await cancel(fixed.orderId);
    expect(refused.code).toBe(2);
    expect(refused.tips).toBe('该价格计划预订后不可取消');
  });

  it("another company's or another employee's order answers as not found", async () => {
    const checkIn = addCalendarDays(today, 25);
    const { plan } = await findPlan(t.app, checkIn, addCalendarDays(checkIn, 1), START_MS, {
      payType: 'prepay',
      maxAvgFen: CAP_FEN,
    });
    const booked = await bookHotel(t.app, tokens.zhangsan!, plan);
    for (const token of [tokens.fengli!, tokens.qianqi!]) {
      const d = await detail(booked.orderId, token);
      expect(d.code).not.toBe(1);
      expect(d.data).toBeFalsy();
      const c = await getCall(
        t.app,
        '/obt/hotel/order/hotelOrderCancel',
        { orderId: booked.orderId },
        { token, idempotencyKey: newKey() },
      );
      expect(c.code).not.toBe(1);
    }
    expect(await status(booked.orderId)).toBe('awaitingPayment');
  });
});

describe('approval of an onsite booking', () => {
  it('over the accommodation budget: sent, approved by 李四, then to the hotel without payment', async () => {
    await insertOverBudgetRule(t.app);
    tokens.lisi = await login(t.app, DEMO.lisi.phone);
    const checkIn = addCalendarDays(today, 30);
    const checkOut = addCalendarDays(checkIn, 1);
    const { plan } = await findPlan(t.app, checkIn, checkOut, START_MS, {
      payType: 'onsite',
      guarantee: 'late',
      maxAvgFen: CAP_FEN,
    });
    const trip = await insertApprovedRequest(t.app, {
      corpId: DEMO.corpId,
      empId: DEMO.zhangsan.id,
      deptId: DEMO.rdDept,
      jtysYuan: 0,
      begin: checkIn,
      end: checkOut,
      legDate: checkIn,
      routeType: 'hotel',
      product: '10903',
      createdAt: START_MS,
    });
    const booked = await bookHotel(t.app, tokens.zhangsan!, plan, {
      ccsqdId: trip.ccsqdId,
      routeId: trip.routeId,
      overBudgetReasonText: '展会期间',
    });
    expect(booked).toMatchObject({ nextStep: 'awaitingSubmission', payType: 'onsite' });

    const asBooker = { token: tokens.zhangsan!, idempotencyKey: newKey() };
    const subject = { orderId: booked.orderId, orderType: 11007 };
    const rule = await call<{ spgzId: string; levels: { level: number }[] }>(t.app, '/obt/vipSpgzGetInfo', subject, {
      token: tokens.zhangsan,
    });
    expect(rule.data.spgzId).toBe('H91002');
    const sendApps = rule.data.levels.map(({ level }) => ({ level, empIds: [DEMO.lisi.id] }));
    const sent = await call(
      t.app,
      '/obt/vipBpmSendAppNew',
      { ...subject, spgzId: 'H91002', sendApps, appRemark: '展会' },
      asBooker,
    );
    expect(sent.tips).toBe('');
    expect(await status(booked.orderId)).toBe('inApproval');
    const chain = await call<{ canAct: string }>(t.app, '/obt/orderApproveList', subject, { token: tokens.lisi });
    const decided = await call(
      t.app,
      '/obt/vipBpmReceiveAppResult',
      { workItemId: chain.data.canAct, completeState: 1 },
      {
        token: tokens.lisi,
      },
    );
    expect(decided.code).toBe(1);
    // Never to the cashier: straight to the hotel, confirmed a few seconds later.
    expect(await status(booked.orderId)).toBe('processing');
    await confirmNow();
    const d = await detail(booked.orderId);
    expect(d.data).toMatchObject({ orderStatus: 'confirmed', paid: false, actions: { pay: false } });
    expect(d.data.timeline.map((e) => e.status)).toEqual([
      'awaitingSubmission',
      'inApproval',
      'processing',
      'confirmed',
    ]);
  });
});
