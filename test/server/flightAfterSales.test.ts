/**
 * Flight refunds and changes on the reference server, on orders made through the real flow (bookV3 → company
 * payment → ticketing job → issued): fees at the 2-hour cut-off ± 1 minute and the 50-yuan minimum, refund under an
 * Idempotency-Key, scope, the refund job (seats, tickets, money back), withdrawal, changes with a fare difference
 * paid at the cashier, changes with nothing to pay, cancellation and expiry of an unpaid change.
 */
import { randomBytes } from 'node:crypto';
import type { TravellerInput } from '../../src/api/contract/booking';
import type {
  ApplyTkChangeData,
  ChangeAddData,
  ChangeFeeData,
  ChangeOrderDetail,
  ChangeQueryFlightData,
  FlightBookData,
  FlightCabin,
  FlightItem,
  FlightOrderDetail,
  MoreRefundInfoData,
  QueryFlightData,
  RefundAddData,
  RefundOrderDetail,
  RefundQuoteData,
} from '../../src/api/contract/flight';
import type { PaySubjectData } from '../../src/api/contract/pay';
import { demoIdNumber } from '../../server/src/db/seed/bookingKit';
import { DEMO, call, cipher, createTestApp, login, type TestApp } from './helpers/testApp';
import { seatsSold } from './helpers/bookFlight';

let t: TestApp;
const tok: Record<string, string> = {};
const key = () => `as-${randomBytes(8).toString('hex')}`;
const HOUR = 3600_000;
const MIN = 60_000;

/** The project's `call` with the token, idempotency key and language these tests pass positionally. */
const post = <D>(url: string, body: unknown, token: string, idem?: string, lang?: string) =>
  call<D>(t.app, url, body, { token, idempotencyKey: idem, lang });

const O = '/obt/flight/order';
const db = () => t.app.obt.db;

const ZHANGSAN: TravellerInput = {
  psgName: '张三',
  psgType: 1,
  idType: 'ID',
  idno: demoIdNumber('110105', '1990-03-15', 1, 'M'),
  sex: 'M',
  born: '1990-03-15',
  phoneNumber: '13800000001',
  empId: DEMO.zhangsan.id,
};
const LINA: TravellerInput = {
  psgName: '李娜',
  psgType: 1,
  idType: 'ID',
  idno: demoIdNumber('110105', '1991-08-12', 212, 'F'),
  sex: 'F',
  born: '1991-08-12',
  phoneNumber: '13900000001',
  contactsId: '72001',
};
const XIAOBAO: TravellerInput = {
  psgName: '张小宝',
  psgType: 2,
  idType: 'ID',
  idno: demoIdNumber('110105', '2019-05-20', 351, 'M'),
  sex: 'M',
  born: '2019-05-20',
  phoneNumber: '',
  contactsId: '72002',
  guardianIndex: 0,
};
/** An infant frequent traveller of 张三, added in beforeAll. */
const BABY: TravellerInput = {
  psgName: '张小小',
  psgType: 3,
  idType: 'ID',
  idno: demoIdNumber('110105', '2025-06-01', 11, 'M'),
  sex: 'M',
  born: '2025-06-01',
  phoneNumber: '',
  contactsId: '72901',
  guardianIndex: 0,
};

async function flights(
  route: { depCity: string; arrCity: string },
  date: string,
  cabinClass: 'Y' | 'C' = 'Y',
): Promise<FlightItem[]> {
  const res = await call<QueryFlightData>(
    t.app,
    '/obt/flight/v3/shopping/queryFlight',
    { ...route, depDate: date, cabinClass, travellers: [{ empId: DEMO.zhangsan.id }] },
    { token: tok.zhangsan },
  );
  if (res.code !== 1) throw new Error(JSON.stringify(res));
  return res.data.flights;
}

/**
 * 张三 books (a compliant fare when there is one, else with a typed violation reason), pays with the company account
 * and the tickets are issued.
 */
async function issued(
  psgList: TravellerInput[],
  date: string,
  route = { depCity: 'BJS', arrCity: 'SHA' },
  cabinClass: 'Y' | 'C' = 'Y',
): Promise<{ orderId: string; flight: FlightItem }> {
  const list = (await flights(route, date, cabinClass)).filter((f) => f.lowest.seats >= 3 && f.stops === 0);
  const flight = list.find((f) => f.lowest.policy?.compliant) ?? list[0];
  if (!flight) throw new Error('no fare');
  const booked = await post<FlightBookData>(
    `${O}/bookV3`,
    {
      fareKeys: [flight.lowest.fareKey],
      tripType: 1,
      psgList,
      linkman: '张三',
      linkTel: '13800000001',
      confirmDuplicate: true,
      violationReasonText: '客户临时改期',
    },
    tok.zhangsan,
    key(),
  );
  if (booked.code !== 1) throw new Error(JSON.stringify(booked));
  const orderId = booked.data.orderId;
  const paid = await payCompany([orderId]);
  if (paid.code !== 1) throw new Error(JSON.stringify(paid));
  t.clock.advance(3000);
  await t.app.obt.jobs.runDue();
  t.clock.advance(4000);
  await t.app.obt.jobs.runDue();
  expect(await statusOf(orderId)).toBe('issued');
  return { orderId, flight };
}

const payCompany = (orderIds: string[], payScene = 1) =>
  post<{ status: string }>(
    '/obt/pay/online',
    { orderList: orderIds, payPwd: cipher('123456'), payScene, subjectBeanList: [{ subjectId: 'company' }] },
    tok.zhangsan,
    key(),
  );

const statusOf = async (orderId: string) =>
  (await db().selectFrom('orders').select('order_status').where('id', '=', orderId).executeTakeFirstOrThrow())
    .order_status;
const rangesOf = (orderId: string) =>
  db().selectFrom('flight_ranges').selectAll().where('order_id', '=', orderId).orderBy('seq').execute();
const passengersOf = (orderId: string) =>
  db().selectFrom('flight_passengers').selectAll().where('order_id', '=', orderId).orderBy('seq').execute();
const orderDetail = (orderId: string) => post<FlightOrderDetail>(`${O}/orderDetail`, { orderId }, tok.zhangsan);

function sold(flightNo: string, date: string, cabinCode: string): Promise<number> {
  return seatsSold(t.app, flightNo, date, cabinCode);
}

const balance = async () =>
  Number(
    (
      await db()
        .selectFrom('corp_pay_settings')
        .select('balance_fen')
        .where('corp_id', '=', DEMO.corpId)
        .executeTakeFirstOrThrow()
    ).balance_fen,
  );

const quote = (orderId: string, extra: Record<string, unknown> = {}, token = tok.zhangsan, lang?: string) =>
  post<RefundQuoteData>(`${O}/applyRefund`, { orderId, psgIds: [], rangeIds: [], ...extra }, token, undefined, lang);

async function refundBody(orderId: string, extra: Record<string, unknown> = {}) {
  const [range] = await rangesOf(orderId);
  const psgs = await passengersOf(orderId);
  return {
    orderId,
    psgIds: psgs.map((p) => p.id),
    rangeIds: [range!.id],
    refundType: 1,
    refundReasonVip: '行程变更',
    ...extra,
  };
}

/** Moves the clock (days ahead) and logs in again: the session would have timed out meanwhile. */
async function jumpTo(ms: number): Promise<void> {
  t.clock.ms = ms;
  tok.zhangsan = await login(t.app, DEMO.zhangsan.phone);
}

/** Fares of a new date for the order's only segment (tkChangeQueryFlight). */
async function changeOptions(orderId: string, depDate: string) {
  const [range] = await rangesOf(orderId);
  const res = await post<ChangeQueryFlightData>(
    `${O}/tkChangeQueryFlight`,
    { orderId, rangeId: range!.id, depDate },
    tok.zhangsan,
  );
  expect(res.code).toBe(1);
  return { range: range!, flights: res.data.flights };
}

async function changeBody(orderId: string, fareKey: string, extra: Record<string, unknown> = {}) {
  const [range] = await rangesOf(orderId);
  const psgs = await passengersOf(orderId);
  return {
    orderId,
    rangeId: range!.id,
    psgIds: psgs.map((p) => p.id),
    fareKey,
    changeType: 1,
    changeReason: '行程变更',
    ...extra,
  };
}

/** The cheapest fare (of another day, so never the current one) with seats that passes `test`. */
function fareWhere(options: ChangeQueryFlightData['flights'], test: (c: FlightCabin) => boolean): FlightCabin {
  const fares = options
    .flatMap((o) => o.cabins)
    .filter((c) => c.seats >= 3 && test(c))
    .sort((a, b) => a.price - b.price);
  if (!fares[0]) throw new Error('no such fare');
  return fares[0];
}

beforeAll(async () => {
  t = await createTestApp();
  tok.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  tok.qianqi = await login(t.app, DEMO.qianqi.phone);
  tok.lisi = await login(t.app, DEMO.lisi.phone);
  tok.fengli = await login(t.app, DEMO.fengli.phone);
  const nowMs = t.app.obt.now().getTime();
  await db()
    .insertInto('frequent_travellers')
    .values({
      id: '72901',
      corp_id: DEMO.corpId,
      owner_emp_id: DEMO.zhangsan.id,
      name: '张小小',
      en_name: 'ZHANG/XIAOXIAO',
      relation: '子女',
      sex: 'M',
      born: '2025-06-01',
      phone: '',
      email: '',
      created_at: nowMs,
      updated_at: nowMs,
    })
    .execute();
});

afterAll(async () => {
  await t.close();
});

describe('refund', () => {
  it('offers the reasons and the proof rules', async () => {
    const res = await post<MoreRefundInfoData>(`${O}/moreRefundInfo`, {}, tok.zhangsan);
    expect(res.code).toBe(1);
    expect(res.data.reasons.find((r) => r.code === 'illness')).toMatchObject({ type: 2, proofRequired: true });
    expect(res.data.reasons.find((r) => r.code === 'plan')).toMatchObject({ type: 1, proofRequired: false });
    expect(res.data.proofFormats).toContain('png');
    expect(res.data.ruleText).toContain('60%');
  });

  it('refunds once for a repeated key, then processes the refund: seats, ticket, order and money', async () => {
    const { orderId, flight } = await issued([ZHANGSAN], '2026-03-05');
    const [range] = await rangesOf(orderId);
    const before = await sold(flight.flightNo, '2026-03-05', range!.cabin_code);
    const money = await balance();
    const q = await quote(orderId);
    expect(q.code).toBe(1);
    expect(q.data.allowed).toBe(true);
    const fareFen = Number(range!.adult_fare_fen);
    const taxFen = Number(range!.construction_fen) + Number(range!.fuel_fen);
    const feeFen = Math.max(5000, Math.round(fareFen * 0.6));
    expect(q.data.items).toEqual([
      {
        psgId: expect.any(String),
        rangeId: range!.id,
        fare: fareFen / 100,
        tax: taxFen / 100,
        fee: feeFen / 100,
        refund: (fareFen - feeFen + taxFen) / 100,
      },
    ]);

    const body = await refundBody(orderId);
    const k = key();
    const first = await post<RefundAddData>(`${O}/refundAdd`, body, tok.zhangsan, k);
    expect(first.code).toBe(1);
    expect(first.data).toMatchObject({ status: 'refunding', totalFee: feeFen / 100 });
    const again = await post<RefundAddData>(`${O}/refundAdd`, body, tok.zhangsan, k);
    expect(again).toEqual(first);
    const other = await post<RefundAddData>(`${O}/refundAdd`, body, tok.zhangsan, key());
    expect(other.code).toBe(2);
    expect(other.tips).toBe('该订单有正在办理的退改申请，请办理完成后再试');
    expect(await post(`${O}/refundAdd`, body, tok.zhangsan)).toMatchObject({ code: 2 });
    const refunds = await db().selectFrom('flight_refunds').select('id').where('order_id', '=', orderId).execute();
    expect(refunds).toHaveLength(1);

    const refundId = first.data.refundId;
    expect(await statusOf(orderId)).toBe('refunding');
    expect(await statusOf(refundId)).toBe('refunding');
    expect((await passengersOf(orderId))[0]!.ticket_status).toBe('refunding');
    const sub = await db().selectFrom('orders').selectAll().where('id', '=', refundId).executeTakeFirstOrThrow();
    expect(sub).toMatchObject({ order_type: 11002, emp_id: DEMO.zhangsan.id, total_fen: fareFen - feeFen + taxFen });

    // The airline answers a few seconds later.
    t.clock.advance(3500);
    await t.app.obt.jobs.runDue();
    expect(await statusOf(refundId)).toBe('refunded');
    expect(await statusOf(orderId)).toBe('refunded');
    expect((await passengersOf(orderId))[0]!.ticket_status).toBe('refunded');
    expect((await rangesOf(orderId))[0]).toMatchObject({ status: 'refunded', seats: 0 });
    expect(await sold(flight.flightNo, '2026-03-05', range!.cabin_code)).toBe(before - 1);
    expect(await balance()).toBe(money + fareFen - feeFen + taxFen);
    const stored = await db()
      .selectFrom('flight_refunds')
      .selectAll()
      .where('id', '=', refundId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ payment_method: 'company', returned_fen: fareFen - feeFen + taxFen });

    const d = await post<RefundOrderDetail>(`${O}/refundOrderDetail`, { refundId }, tok.zhangsan);
    expect(d.code).toBe(1);
    expect(d.data).toMatchObject({ refundId, orderId, status: 'refunded', canCancel: false, reason: '行程变更' });
    expect(d.data.timeline.map((e) => e.status)).toEqual(['refunding', 'refunded']);
    // The order centre opens it with the refund's own id as orderId.
    expect(
      (await post<RefundOrderDetail>(`${O}/refundOrderDetail`, { orderId: refundId }, tok.zhangsan)).data.refundId,
    ).toBe(refundId);
    expect((await post<RefundOrderDetail>(`${O}/refundOrderDetail`, { orderId }, tok.zhangsan)).data.refundId).toBe(
      refundId,
    );
    const messages = await db()
      .selectFrom('messages')
      .select('title')
      .where('order_id', '=', refundId)
      .orderBy('created_at')
      .execute();
    expect(messages.map((m) => m.title)).toEqual(['退票申请已提交', '退款成功']);
    // Nothing left to refund.
    expect((await quote(orderId)).data.allowed).toBe(false);
    // The flight order's detail lists its refund order.
    expect((await orderDetail(orderId)).data.refunds).toEqual([
      { refundId, status: 'refunded', amount: expect.any(Number) },
    ]);
  });

  it("answers another company's or an out-of-scope order as not found; the department booker sees it", async () => {
    const { orderId } = await issued([ZHANGSAN], '2026-03-06');
    const body = await refundBody(orderId);
    for (const token of [tok.fengli, tok.qianqi]) {
      expect((await quote(orderId, {}, token)).code).toBe(404);
      expect((await post(`${O}/refundAdd`, body, token, key())).code).toBe(404);
      expect((await post(`${O}/applyTkChange`, { orderId }, token)).code).toBe(404);
    }
    expect((await quote(orderId, {}, tok.lisi)).data.allowed).toBe(true);
    const added = await post<RefundAddData>(`${O}/refundAdd`, body, tok.zhangsan, key());
    for (const token of [tok.fengli, tok.qianqi]) {
      const d = await post(`${O}/refundOrderDetail`, { refundId: added.data.refundId }, token);
      expect(d.code).toBe(404);
      expect((await post(`${O}/refundCancel`, { refundId: added.data.refundId }, token, key())).code).toBe(404);
    }
  });

  it('withdraws a refund still being processed and restores the order; a processed one cannot be withdrawn', async () => {
    const { orderId } = await issued([ZHANGSAN], '2026-03-06');
    const added = await post<RefundAddData>(`${O}/refundAdd`, await refundBody(orderId), tok.zhangsan, key());
    const refundId = added.data.refundId;
    const cancelled = await post<{ status: string }>(`${O}/refundCancel`, { refundId }, tok.zhangsan, key());
    expect(cancelled).toMatchObject({ code: 1, data: { status: 'cancelled' } });
    expect(await statusOf(orderId)).toBe('issued');
    expect((await passengersOf(orderId))[0]!.ticket_status).toBe('');
    // The job finds it withdrawn and leaves it alone.
    t.clock.advance(3500);
    await t.app.obt.jobs.runDue();
    expect(await statusOf(refundId)).toBe('cancelled');
    expect(await statusOf(orderId)).toBe('issued');

    const second = await post<RefundAddData>(`${O}/refundAdd`, await refundBody(orderId), tok.zhangsan, key());
    expect(second.code).toBe(1);
    t.clock.advance(3500);
    await t.app.obt.jobs.runDue();
    const late = await post(`${O}/refundCancel`, { refundId: second.data.refundId }, tok.zhangsan, key());
    expect(late).toMatchObject({ code: 2, tips: '退票申请已处理，不能撤销' });
  });

  it('refunds part of the passengers, keeps children with an adult and frees involuntary refunds with proof', async () => {
    const { orderId } = await issued([ZHANGSAN, LINA, XIAOBAO], '2026-03-07');
    const [range] = await rangesOf(orderId);
    const [zhang, lina, bao] = await passengersOf(orderId);
    const base = { orderId, rangeIds: [range!.id], refundType: 1, refundReasonVip: '行程变更' };
    const leave = await post(`${O}/refundAdd`, { ...base, psgIds: [zhang!.id, lina!.id] }, tok.zhangsan, key());
    expect(leave).toMatchObject({ code: 2, tips: '儿童和婴儿须由成人陪同乘机，请一并退票' });

    const noProof = { ...base, psgIds: [lina!.id], refundType: 2, refundReasonVip: '因病无法乘机' };
    expect(await post(`${O}/refundAdd`, noProof, tok.zhangsan, key())).toMatchObject({
      code: 2,
      tips: '非自愿退票须上传证明材料',
    });
    const free = await quote(orderId, { psgIds: [lina!.id], rangeIds: [range!.id], refundType: 2 });
    expect(free.data.items[0]!.fee).toBe(0);
    const added = await post<RefundAddData>(
      `${O}/refundAdd`,
      { ...noProof, refundProveUrl: 'https://files.example.com/proof.png' },
      tok.zhangsan,
      key(),
    );
    expect(added.code).toBe(1);
    expect(added.data.totalFee).toBe(0);
    t.clock.advance(3500);
    await t.app.obt.jobs.runDue();
    expect(await statusOf(orderId)).toBe('partRefunded');
    const psgs = await passengersOf(orderId);
    expect(psgs.map((p) => p.ticket_status)).toEqual(['', 'refunded', '']);
    expect((await rangesOf(orderId))[0]).toMatchObject({ status: 'active', seats: 2 });
    // The rest can still be refunded, together.
    const rest = await quote(orderId, { psgIds: [zhang!.id, bao!.id], rangeIds: [range!.id] });
    expect(rest.data.allowed).toBe(true);
    const detail = await orderDetail(orderId);
    expect(detail.data.orderStatus).toBe('partRefunded');
  });

  it('refuses unissued and international orders, by name', async () => {
    const f = (await flights({ depCity: 'BJS', arrCity: 'SHA' }, '2026-03-08')).find((x) => x.lowest.policy?.compliant);
    const booked = await post<FlightBookData>(
      `${O}/bookV3`,
      {
        fareKeys: [f!.lowest.fareKey],
        tripType: 1,
        psgList: [ZHANGSAN],
        linkman: '张三',
        linkTel: '13800000001',
        confirmDuplicate: true,
      },
      tok.zhangsan,
      key(),
    );
    const unpaid = await quote(booked.data.orderId);
    expect(unpaid.data).toMatchObject({ allowed: false, reason: '订单尚未出票，不能办理退改签' });

    const intl = 'intl-order-1';
    await db()
      .insertInto('orders')
      .values({
        id: intl,
        corp_id: DEMO.corpId,
        emp_id: DEMO.zhangsan.id,
        dept_id: DEMO.rdDept,
        order_no: 'GJ0001',
        order_type: 11004,
        product_type: 10902,
        order_status: 'issued',
        total_fen: 500000,
        title: '北京-东京',
        travel_date: '2026-03-20',
        transfer_flag: 0,
        is_show_guarantee: 0,
        ccsqd_id: null,
        created_at: t.app.obt.now().getTime(),
        updated_at: t.app.obt.now().getTime(),
      })
      .execute();
    const msg = '国际机票暂不支持线上退改签，请联系客服处理';
    expect((await quote(intl)).data).toMatchObject({ allowed: false, reason: msg });
    expect((await quote(intl, {}, tok.zhangsan, 'en-US')).data.reason).toBe(
      'International air tickets do not support online refund and change for now; please contact customer service',
    );
    const add = await post(
      `${O}/refundAdd`,
      { orderId: intl, psgIds: ['x'], rangeIds: ['y'], refundType: 1, refundReasonVip: '行程变更' },
      tok.zhangsan,
      key(),
    );
    expect(add).toMatchObject({ code: 2, tips: msg });
    expect(await post(`${O}/applyTkChange`, { orderId: intl }, tok.zhangsan)).toMatchObject({ code: 2, tips: msg });
  });
});

describe('change', () => {
  it('lists what may be changed and the flights of the new date, the same cabin class first', async () => {
    const { orderId } = await issued([ZHANGSAN], '2026-03-05', { depCity: 'SHA', arrCity: 'CAN' });
    const apply = await post<ApplyTkChangeData>(`${O}/applyTkChange`, { orderId }, tok.zhangsan);
    expect(apply.code).toBe(1);
    const [range] = await rangesOf(orderId);
    expect(apply.data.ranges).toHaveLength(1);
    expect(apply.data.ranges[0]).toMatchObject({ rangeId: range!.id, changeable: true, reason: '' });
    expect(apply.data.ranges[0]!.psgIds).toHaveLength(1);
    expect(apply.data.ruleText).toContain('40%');

    const { flights: options } = await changeOptions(orderId, '2026-03-06');
    expect(options.length).toBeGreaterThan(0);
    for (const o of options) {
      expect(o.flight.dep.cityCode).toBe('SHA');
      expect(o.flight.arr.cityCode).toBe('CAN');
      expect(o.cabins[0]!.cabinClass).toBe('Y');
      expect(o.flight.lowest.cabinClass).toBe('Y');
      expect(o.cabins.every((c) => c.fareKey !== '')).toBe(true);
    }
    const past = await post(
      `${O}/tkChangeQueryFlight`,
      { orderId, rangeId: range!.id, depDate: '2026-03-01' },
      tok.zhangsan,
    );
    expect(past.code).toBe(2);
  });

  it('changes to a dearer fare: awaiting payment, paid at the cashier, then changed with new tickets', async () => {
    const { orderId, flight } = await issued([ZHANGSAN], '2026-03-05', { depCity: 'BJS', arrCity: 'CTU' });
    const { range, flights: options } = await changeOptions(orderId, '2026-03-06');
    const oldFare = Number(range.adult_fare_fen);
    const target = fareWhere(options, (c) => c.price * 100 > oldFare && c.cabinClass === 'Y');
    const targetFlight = options.find((o) => o.cabins.includes(target))!.flight;
    const body = await changeBody(orderId, target.fareKey);

    const fee = await post<ChangeFeeData>(`${O}/queryChangeFee`, body, tok.zhangsan);
    expect(fee.code).toBe(1);
    const feeFen = Math.max(5000, Math.round(oldFare * 0.4));
    const diffFen = Math.round(target.price * 100) - oldFare;
    expect(fee.data).toEqual({
      items: [
        {
          psgId: body.psgIds[0],
          changeFee: feeFen / 100,
          fareDifference: diffFen / 100,
          total: (feeFen + diffFen) / 100,
        },
      ],
      totalChangeFee: feeFen / 100,
      totalFareDifference: diffFen / 100,
      total: (feeFen + diffFen) / 100,
    });

    const oldSold = await sold(range.flight_no, range.dep_date, range.cabin_code);
    const newSold = await sold(targetFlight.flightNo, '2026-03-06', target.cabinCode);
    const k = key();
    const added = await post<ChangeAddData>(`${O}/tkChangeOrderAdd`, body, tok.zhangsan, k);
    expect(added.code).toBe(1);
    expect(added.data).toMatchObject({ status: 'awaitingPayment', amount: (feeFen + diffFen) / 100 });
    expect(added.data.payOrderId).toBe(added.data.changeId);
    expect(await post(`${O}/tkChangeOrderAdd`, body, tok.zhangsan, k)).toEqual(added);
    const changeId = added.data.changeId;
    expect(await statusOf(orderId)).toBe('changing');
    expect(await sold(targetFlight.flightNo, '2026-03-06', target.cabinCode)).toBe(newSold + 1);
    // Another change or a refund waits for this one.
    expect((await post(`${O}/tkChangeOrderAdd`, body, tok.zhangsan, key())).code).toBe(2);
    expect((await quote(orderId)).data.allowed).toBe(false);

    // The cashier takes it like any order awaiting payment.
    const subject = await post<PaySubjectData>('/obt/getPaySubject', { orderIds: [changeId] }, tok.zhangsan);
    expect(subject.code).toBe(1);
    expect(subject.data.amount).toBe((feeFen + diffFen) / 100);
    expect(subject.data.orders[0]).toMatchObject({ orderId: changeId, orderType: 11003 });
    const money = await balance();
    const paid = await payCompany([changeId], 2);
    expect(paid.code).toBe(1);
    expect(await balance()).toBe(money - feeFen - diffFen);

    expect(await statusOf(changeId)).toBe('changed');
    expect(await statusOf(orderId)).toBe('changed');
    const [moved] = await rangesOf(orderId);
    expect(moved).toMatchObject({
      id: range.id,
      flight_no: targetFlight.flightNo,
      dep_date: '2026-03-06',
      cabin_code: target.cabinCode,
      adult_fare_fen: Math.round(target.price * 100),
      status: 'active',
    });
    const [psg] = await passengersOf(orderId);
    expect(psg!.ticket_status).toBe('changed');
    expect(psg!.ticket_no).toMatch(/^\d{13}$/);
    const item = await db()
      .selectFrom('flight_change_items')
      .selectAll()
      .where('change_id', '=', changeId)
      .executeTakeFirstOrThrow();
    expect(item.new_ticket_no).toBe(psg!.ticket_no);
    expect(item.old_ticket_no).not.toBe(psg!.ticket_no);
    expect(await sold(range.flight_no, range.dep_date, range.cabin_code)).toBe(oldSold - 1);

    const d = await post<ChangeOrderDetail>(`${O}/detail`, { changeId }, tok.zhangsan);
    expect(d.code).toBe(1);
    expect(d.data).toMatchObject({ changeId, orderId, status: 'changed', payOrderId: '', canCancel: false });
    expect(d.data.oldRange.flight.flightNo).toBe(flight.flightNo);
    expect(d.data.newRange.flight.flightNo).toBe(targetFlight.flightNo);
    expect(d.data.timeline.map((e) => e.status)).toEqual(['awaitingPayment', 'paid', 'changing', 'changed']);
    expect((await orderDetail(orderId)).data.ranges[0]!.flight.flightNo).toBe(targetFlight.flightNo);
    expect((await post(`${O}/detail`, { changeId }, tok.fengli)).code).toBe(404);

    // A changed ticket can be refunded: the fee is on the new fare.
    const q = await quote(orderId);
    expect(q.data.allowed).toBe(true);
    expect(q.data.items[0]!.fare).toBe(target.price);
  });

  it('completes at once when there is nothing to pay (involuntary, cheaper fare)', async () => {
    // Business class today, economy tomorrow: no fare difference, and no fee for an involuntary change.
    const { orderId } = await issued([ZHANGSAN], '2026-03-07', { depCity: 'BJS', arrCity: 'SHA' }, 'C');
    const { range, flights: options } = await changeOptions(orderId, '2026-03-08');
    const oldFare = Number(range.adult_fare_fen);
    const target = fareWhere(options, (c) => c.price * 100 <= oldFare);
    const added = await post<ChangeAddData>(
      `${O}/tkChangeOrderAdd`,
      await changeBody(orderId, target.fareKey, { changeType: 2, changeReason: '航班取消' }),
      tok.zhangsan,
      key(),
    );
    expect(added.code).toBe(1);
    expect(added.data).toMatchObject({ status: 'changed', amount: 0, payOrderId: '', payDeadline: '' });
    expect(await statusOf(orderId)).toBe('changed');
    expect((await rangesOf(orderId))[0]!.cabin_code).toBe(target.cabinCode);
  });

  it('must take every passenger of the segment; a cancelled or expired change gives its seats back', async () => {
    const { orderId } = await issued([ZHANGSAN, LINA], '2026-03-05', { depCity: 'CAN', arrCity: 'BJS' });
    const { range, flights: options } = await changeOptions(orderId, '2026-03-07');
    const target = fareWhere(options, (c) => c.price * 100 > Number(range.adult_fare_fen));
    const targetFlight = options.find((o) => o.cabins.includes(target))!.flight;
    const body = await changeBody(orderId, target.fareKey);
    const one = await post(`${O}/queryChangeFee`, { ...body, psgIds: [body.psgIds[0]] }, tok.zhangsan);
    expect(one).toMatchObject({ code: 2, tips: '改签须包含该航段的全部乘机人' });

    const before = await sold(targetFlight.flightNo, '2026-03-07', target.cabinCode);
    const added = await post<ChangeAddData>(`${O}/tkChangeOrderAdd`, body, tok.zhangsan, key());
    expect(added.code).toBe(1);
    expect(await sold(targetFlight.flightNo, '2026-03-07', target.cabinCode)).toBe(before + 2);
    expect((await passengersOf(orderId)).map((p) => p.ticket_status)).toEqual(['changing', 'changing']);
    const cancelled = await post<{ status: string }>(
      `${O}/cancelChangeOrder`,
      { changeId: added.data.changeId },
      tok.zhangsan,
      key(),
    );
    expect(cancelled).toMatchObject({ code: 1, data: { status: 'cancelled' } });
    expect(await sold(targetFlight.flightNo, '2026-03-07', target.cabinCode)).toBe(before);
    expect(await statusOf(orderId)).toBe('issued');
    expect((await passengersOf(orderId)).map((p) => p.ticket_status)).toEqual(['', '']);
    expect((await payCompany([added.data.changeId], 2)).code).toBe(2);

    // Left unpaid: cancelled at the deadline.
    t.clock.advance(1000);
    const fresh = await changeOptions(orderId, '2026-03-07');
    const again = fareWhere(fresh.flights, (c) => c.price * 100 > Number(range.adult_fare_fen));
    const unpaid = await post<ChangeAddData>(
      `${O}/tkChangeOrderAdd`,
      await changeBody(orderId, again.fareKey),
      tok.zhangsan,
      key(),
    );
    expect(unpaid.code).toBe(1);
    t.clock.advance(15 * MIN + 1000);
    await t.app.obt.jobs.runDue();
    expect(await statusOf(unpaid.data.changeId)).toBe('cancelled');
    expect(await statusOf(orderId)).toBe('issued');
    const d = await post<ChangeOrderDetail>(`${O}/detail`, { orderId }, tok.zhangsan);
    expect(d.data).toMatchObject({ changeId: unpaid.data.changeId, status: 'cancelled', payOrderId: '' });
    expect(d.data.timeline.map((e) => e.status)).toEqual(['awaitingPayment', 'cancelled']);
  });
});

describe('fees at the 2-hour cut-off', () => {
  it('refund: 60% at 2 h + 1 min and at exactly 2 h, refused at 2 h − 1 min; change: 40% then 60%', async () => {
    const { orderId } = await issued([ZHANGSAN], '2026-03-12');
    const [range] = await rangesOf(orderId);
    const dep = Number(range!.dep_at);
    const fareFen = Number(range!.adult_fare_fen);
    const refundFee = Math.max(5000, Math.round(fareFen * 0.6)) / 100;
    // A fare of the next day to change to (searched now: fees do not depend on when it was found).
    const { flights: options } = await changeOptions(orderId, '2026-03-13');
    const target = fareWhere(options, () => true);
    const changeFee = async () =>
      (await post<ChangeFeeData>(`${O}/queryChangeFee`, await changeBody(orderId, target.fareKey), tok.zhangsan)).data
        .totalChangeFee;

    await jumpTo(dep - 2 * HOUR - MIN);
    let q = await quote(orderId);
    expect(q.data).toMatchObject({ allowed: true, totalFee: refundFee });
    expect(await changeFee()).toBe(Math.max(5000, Math.round(fareFen * 0.4)) / 100);

    t.clock.ms = dep - 2 * HOUR;
    q = await quote(orderId);
    expect(q.data).toMatchObject({ allowed: true, totalFee: refundFee });

    t.clock.ms = dep - 2 * HOUR + MIN;
    q = await quote(orderId);
    expect(q.data).toMatchObject({ allowed: false, reason: '航班起飞前2小时内不支持退票' });
    const refused = await post(`${O}/refundAdd`, await refundBody(orderId), tok.zhangsan, key());
    expect(refused).toMatchObject({ code: 2, tips: '航班起飞前2小时内不支持退票' });
    expect(await changeFee()).toBe(Math.max(5000, Math.round(fareFen * 0.6)) / 100);

    // After departure nothing can be changed.
    t.clock.ms = dep + MIN;
    const apply = await post<ApplyTkChangeData>(`${O}/applyTkChange`, { orderId }, tok.zhangsan);
    expect(apply.data.ranges[0]).toMatchObject({ changeable: false, reason: '航班已起飞，不能改签' });
  });

  it('charges at least 50 yuan', async () => {
    // Beijing–Hohhot: the full fare is 1000 yuan, an infant's 100 yuan; 40% of it is below the minimum.
    const { orderId } = await issued([ZHANGSAN, BABY], '2026-03-14', { depCity: 'BJS', arrCity: 'HET' });
    const [, baby] = await passengersOf(orderId);
    expect(baby!.psg_type).toBe(3);
    const { flights: options } = await changeOptions(orderId, '2026-03-15');
    const target = fareWhere(options, (c) => c.cabinClass === 'Y');
    const fee = await post<ChangeFeeData>(
      `${O}/queryChangeFee`,
      await changeBody(orderId, target.fareKey),
      tok.zhangsan,
    );
    expect(fee.code).toBe(1);
    expect(fee.data.items.find((i) => i.psgId === baby!.id)!.changeFee).toBe(50);

    // A refund of a cheap fare (60% of 80 yuan is 48): 50 yuan.
    await db().updateTable('flight_ranges').set({ adult_fare_fen: 8000 }).where('order_id', '=', orderId).execute();
    const [adult] = await passengersOf(orderId);
    const q = await quote(orderId);
    expect(q.data.allowed).toBe(true);
    expect(q.data.items.find((i) => i.psgId === adult!.id)).toMatchObject({ fare: 80, fee: 50 });
  });
});
