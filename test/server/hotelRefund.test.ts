/**
 * Hotel refunds (SPEC §2 /ht/htOrder/htRefund, §7 applyHotelRefund, hotelRefundAdd, hotelRefundCancel,
 * hotelRefundDetail, hotelRefundList; order type 11008): the nights that may be refunded, a refund of some nights
 * (a sub-order holding the order refunding, idempotent), withdrawn while applied, given to the hotel and answered by
 * persisted steps (jobs.runDue): those nights' rooms back, the money back to the company account, the order
 * partRefunded, then refunded when every night is. Dates come from the injected clock.
 */
import type { HotelOrderDetail } from '../../src/api/contract/hotel';
import type {
  ApplyHotelRefundData,
  HotelRefundAddData,
  HotelRefundDetail,
  HotelRefundListItem,
} from '../../src/api/contract/hotelAfterSales';
import { addCalendarDays, chinaToday } from '../../src/domain/time';
import { DEMO, START_MS, createTestApp, login, type TestApp } from './helpers/testApp';
import { companyBalanceFen } from './helpers/fixtures';
import { bookHotel, findPlan, getCall, newKey, payFromCompanyAccount, roomsSold } from './helpers/bookHotel';

let t: TestApp;
const tokens: Record<string, string> = {};
const today = chinaToday(START_MS);
const CHECK_IN = addCalendarDays(today, 7);
const CHECK_OUT = addCalendarDays(CHECK_IN, 3);
const NIGHT2 = addCalendarDays(CHECK_IN, 1);
const NIGHT3 = addCalendarDays(CHECK_IN, 2);

beforeAll(async () => {
  t = await createTestApp();
  tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  tokens.fengli = await login(t.app, DEMO.fengli.phone);
});

afterAll(async () => {
  await t.close();
});

const O = '/obt/hotel/order';
const get = <D>(path: string, query: Record<string, string>, idem?: string, token = tokens.zhangsan!) =>
  getCall<D>(t.app, `${O}/${path}`, query, { token, ...(idem ? { idempotencyKey: idem } : {}) });
const status = async (orderId: string) =>
  (await t.app.obt.db.selectFrom('orders').select('order_status').where('id', '=', orderId).executeTakeFirstOrThrow())
    .order_status;
const step = async (ms: number) => {
  t.clock.advance(ms);
  await t.app.obt.jobs.runDue();
};

describe('hotel refunds', () => {
  it('refunds some nights, then the rest: rooms and money back, partRefunded then refunded', async () => {
    t.clock.ms = START_MS;
    const { plan } = await findPlan(t.app, CHECK_IN, CHECK_OUT, START_MS, {
      payType: 'prepay',
      cancel: 'limited',
      maxAvgFen: 50_000,
    });
    const booked = await bookHotel(t.app, tokens.zhangsan!, plan);
    const before = await companyBalanceFen(t.app, DEMO.corpId);
    const paid = await payFromCompanyAccount(t.app, tokens.zhangsan!, booked.orderId);
    expect(paid.code).toBe(1);
    const paidFen = Math.round(booked.amount * 100);
    expect(await companyBalanceFen(t.app, DEMO.corpId)).toBe(before - paidFen);
    await step(9000);
    expect(await status(booked.orderId)).toBe('confirmed');

    const apply = await get<ApplyHotelRefundData>('applyHotelRefund', { orderId: booked.orderId });
    expect(apply.data).toMatchObject({ orderId: booked.orderId, rooms: 1, penalty: 0, busy: false });
    expect(apply.data.nights.map((n) => [n.date, n.allowed])).toEqual([
      [CHECK_IN, true],
      [NIGHT2, true],
      [NIGHT3, true],
    ]);
    expect(apply.data.reasons.map((r) => r.code)).toEqual(['planChanged', 'hotelIssue', 'duplicate', 'other']);
    expect(apply.data.ruleText).toContain('可免费取消');
    // Another company's employee: not found.
    expect((await get('applyHotelRefund', { orderId: booked.orderId }, undefined, tokens.fengli!)).code).not.toBe(1);

    // 'other' needs a text; an unknown night is refused.
    expect(
      (await get('hotelRefundAdd', { orderId: booked.orderId, nights: NIGHT3, reasonCode: 'other' }, newKey())).tips,
    ).toBe('请填写退房原因');
    expect(
      (await get('hotelRefundAdd', { orderId: booked.orderId, nights: CHECK_OUT, reasonCode: 'planChanged' }, newKey()))
        .tips,
    ).toBe('请选择可退的日期');

    const sold = await roomsSold(t.app, plan, NIGHT3);
    const key = newKey();
    const add = await get<HotelRefundAddData>(
      'hotelRefundAdd',
      { orderId: booked.orderId, nights: NIGHT3, reasonCode: 'planChanged' },
      key,
    );
    expect(add.code).toBe(1);
    expect(add.data).toMatchObject({ status: 'applied', penalty: 0, amount: plan.nightlyFen[2]! / 100 });
    expect(add.data.refundNo).toMatch(/^HTR/);
    const again = await get<HotelRefundAddData>(
      'hotelRefundAdd',
      { orderId: booked.orderId, nights: NIGHT3, reasonCode: 'planChanged' },
      key,
    );
    expect(again.data).toEqual(add.data);
    expect(await status(booked.orderId)).toBe('refunding');
    // One refund at a time.
    const busy = await get(
      'hotelRefundAdd',
      { orderId: booked.orderId, nights: NIGHT2, reasonCode: 'duplicate' },
      newKey(),
    );
    expect(busy.tips).toBe('该订单有退房申请正在处理中');

    await step(3500);
    let r = await get<HotelRefundDetail>('hotelRefundDetail', { refundId: add.data.refundId });
    expect(r.data).toMatchObject({
      status: 'hotelConfirming',
      cancellable: false,
      nights: [NIGHT3],
      reason: '行程变更',
    });
    expect((await get('hotelRefundCancel', { refundId: add.data.refundId }, newKey())).tips).toBe(
      '退房申请已提交酒店确认，不能撤销',
    );
    await step(5500);
    r = await get<HotelRefundDetail>('hotelRefundDetail', { refundId: add.data.refundId });
    expect(r.data).toMatchObject({ status: 'refunded', amount: plan.nightlyFen[2]! / 100, orderId: booked.orderId });
    expect(r.data.timeline.map((e) => e.status)).toEqual(['refunding', 'refunding', 'refunding', 'refunded']);
    expect(await status(booked.orderId)).toBe('partRefunded');
    expect(await roomsSold(t.app, plan, NIGHT3)).toBe(sold - 1);
    expect(await companyBalanceFen(t.app, DEMO.corpId)).toBe(before - paidFen + plan.nightlyFen[2]!);

    const d = await get<HotelOrderDetail>('hotelOrderDetail', { orderId: booked.orderId });
    expect(d.data.refunds).toEqual([
      { refundId: add.data.refundId, status: 'refunded', amount: plan.nightlyFen[2]! / 100 },
    ]);
    expect(d.data.actions.refund).toBe(true);
    const again2 = await get<ApplyHotelRefundData>('applyHotelRefund', { orderId: booked.orderId });
    expect(again2.data.nights.find((n) => n.date === NIGHT3)).toMatchObject({ allowed: false, reasonText: '已退' });

    // A refund withdrawn while applied: the order is back where it was.
    const w = await get<HotelRefundAddData>(
      'hotelRefundAdd',
      { orderId: booked.orderId, nights: NIGHT2, reasonCode: 'other', reasonText: '会议取消' },
      newKey(),
    );
    expect(w.code).toBe(1);
    const withdrawn = await get<HotelRefundDetail>('hotelRefundCancel', { refundId: w.data.refundId }, newKey());
    expect(withdrawn.data).toMatchObject({ status: 'cancelled', cancellable: false, reason: '会议取消' });
    expect(await status(booked.orderId)).toBe('partRefunded');
    await step(10_000);
    expect((await get<HotelRefundDetail>('hotelRefundDetail', { refundId: w.data.refundId })).data.status).toBe(
      'cancelled',
    );

    // The rest: every night refunded → refunded.
    const rest = await get<HotelRefundAddData>(
      'hotelRefundAdd',
      { orderId: booked.orderId, nights: `${CHECK_IN},${NIGHT2}`, reasonCode: 'hotelIssue' },
      newKey(),
    );
    expect(rest.code).toBe(1);
    await step(3500);
    await step(5500);
    expect(await status(booked.orderId)).toBe('refunded');
    const refunds = await t.app.inject({
      method: 'GET',
      url: `${O}/hotelRefundList`,
      query: { orderId: booked.orderId },
      headers: { authorization: `Bearer ${tokens.zhangsan}` },
    });
    const listed = (JSON.parse(refunds.body) as { list: HotelRefundListItem[] }).list;
    expect(listed.map((x) => x.status)).toEqual(['refunded', 'cancelled', 'refunded']);
    expect(listed[0]?.nights).toEqual([CHECK_IN, NIGHT2]);
    const rows = await t.app.obt.db
      .selectFrom('hotel_refunds')
      .select(['status'])
      .where('order_id', '=', booked.orderId)
      .execute();
    expect(rows.map((x) => x.status).sort()).toEqual(['cancelled', 'refunded', 'refunded']);
    // Everything paid for the rooms came back (the service fee is not refunded with nights).
    expect(await companyBalanceFen(t.app, DEMO.corpId)).toBe(before - paidFen + plan.totalFen);
    expect(paidFen - plan.totalFen).toBe(3 * 1000);
  });
});
