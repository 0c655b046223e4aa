/**
 * Train booking end to end on the reference server (SPEC §5 train, §7 Train booking and orders, §9): validOrder's
 * reasons and the 05:00–23:59 booking hours, trBookOrder under an Idempotency-Key, no overselling of the last seat,
 * booking scope of the order reads, transfer orders, cancel and seat release, payment → ticketing → issued through
 * the job runner, expiry, the order centre, calendar and invoices, and a trip-request booking over budget waiting
 * for approval. Dates come from the injected clock.
 */
import type {
  TrSearchTransferData,
  TrainBookData,
  TrainOrderDetail,
  ValidOrderData,
} from '../../src/api/contract/train';
import type { ScheduleListItem } from '../../src/api/contract/orders';
import { addCalendarDays, chinaDayStartMs, chinaToday } from '../../src/domain/time';
import { reserveSeats, trainBySeatKey } from '../../server/src/suppliers/train';
import { DEMO, START_MS, call, cipher, createTestApp, login, type TestApp } from './helpers/testApp';
import {
  TRAIN_PEOPLE,
  bookBody,
  bookCompliantTrain,
  getCall,
  newKey,
  pickSeat,
  searchTrains,
  trainPsg,
  trainSeatsSold,
  type TrainPerson,
} from './helpers/bookTrain';
import { companyBalanceFen, insertApprovedRequest, withPasswordlessCompanyAccount } from './helpers/fixtures';

let t: TestApp;
const tokens: Record<string, string> = {};
const today = chinaToday(START_MS);
const DATE = addCalendarDays(today, 7);

beforeAll(async () => {
  t = await createTestApp();
  tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  tokens.qianqi = await login(t.app, DEMO.qianqi.phone);
  tokens.wangwu = await login(t.app, DEMO.wangwu.phone);
  tokens.fengli = await login(t.app, DEMO.fengli.phone);
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  t.clock.ms = START_MS;
});

const book = (token: string, body: unknown, idem: string = newKey(), url = '/obt/train/trBookOrder') =>
  call<TrainBookData>(t.app, url, body, { token, idempotencyKey: idem });
const detail = (token: string, orderId: string, path = 'trOrderDetail') =>
  getCall<TrainOrderDetail>(t.app, `/obt/train/${path}`, { orderId }, { token });
const cancel = (token: string, orderId: string, idem: string = newKey()) =>
  getCall<TrainOrderDetail>(t.app, '/obt/train/trOrderCancel', { orderId }, { token, idempotencyKey: idem });
const validOrder = (token: string, body: unknown) =>
  call<ValidOrderData>(t.app, '/obt/train/validOrder', body, { token });
const status = async (orderId: string) =>
  (await t.app.obt.db.selectFrom('orders').select('order_status').where('id', '=', orderId).executeTakeFirstOrThrow())
    .order_status;

async function compliantSeat(date = DATE, skip: string[] = []) {
  const data = await searchTrains(t.app, tokens.zhangsan!, {
    fromStation: 'VNP',
    toStation: 'AOH',
    date,
    empId: DEMO.zhangsan.id,
  });
  return pickSeat(data, 'O', 2, skip);
}

describe('validOrder and the booking hours (SPEC §5: 05:00–23:59 China time)', () => {
  it('refuses at 04:59 and accepts at 05:00 and 23:59', async () => {
    const { seat } = await compliantSeat();
    const body = { seatKeys: [seat.seatKey], psgList: [trainPsg(TRAIN_PEOPLE.zhangsan)] };
    const tomorrow = chinaDayStartMs(addCalendarDays(today, 1));
    // An idle session times out: log in again at each moment.
    const at = async (ms: number) => {
      t.clock.ms = ms;
      return login(t.app, DEMO.zhangsan.phone);
    };
    let tk = await at(tomorrow + (4 * 60 + 59) * 60_000);
    const closed = await validOrder(tk, body);
    expect(closed.data).toMatchObject({ valid: false, reason: 'maintenance' });
    expect(closed.data.message).toContain('05:00');
    const refused = await book(tk, bookBody(body.seatKeys, body.psgList));
    expect(refused.code).toBe(2);
    expect(refused.tips).toBe(closed.data.message);

    tk = await at(tomorrow + 5 * 60 * 60_000);
    expect((await validOrder(tk, body)).data).toEqual({ valid: true, reason: '', message: '' });
    tk = await at(tomorrow + (23 * 60 + 59) * 60_000 + 59_000);
    expect((await validOrder(tk, body)).data.valid).toBe(true);
    // Logging in again signed the first session out: back to the start with a new one.
    t.clock.ms = START_MS;
    tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  });

  it('names the other problems: passengers, shared phones, price, sold out, sale range', async () => {
    const { seat } = await compliantSeat();
    const zs = trainPsg(TRAIN_PEOPLE.zhangsan);
    const reason = async (body: Record<string, unknown>) =>
      (await validOrder(tokens.zhangsan!, { seatKeys: [seat.seatKey], psgList: [zs], ...body })).data;

    expect(await reason({ psgList: [] })).toMatchObject({ reason: 'passengerCount', message: '每个订单需1至5名乘客' });
    const ten = Array.from({ length: 10 }, () => zs);
    expect((await reason({ psgList: ten })).reason).toBe('passengerCount');
    // 王五 books for the whole company: two of his passengers with one phone.
    const sharing = [
      trainPsg(TRAIN_PEOPLE.wangwu),
      trainPsg(TRAIN_PEOPLE.qianqi, { phoneNumber: TRAIN_PEOPLE.wangwu.phone }),
    ];
    const shared = await validOrder(tokens.wangwu!, { seatKeys: [seat.seatKey], psgList: sharing });
    expect(shared.data).toMatchObject({ valid: false, reason: 'sharedPhone', message: '多名乘客不能使用同一手机号码' });
    const changed = await reason({ prices: [seat.price + 10] });
    expect(changed.reason).toBe('priceChanged');
    expect(changed.seats?.[0]).toMatchObject({ seatKey: seat.seatKey, price: seat.price });
    expect((await reason({ prices: [seat.price] })).valid).toBe(true);

    const far = await searchTrains(t.app, tokens.zhangsan!, {
      fromStation: 'VNP',
      toStation: 'AOH',
      date: addCalendarDays(today, 14),
    });
    const soldOut = far.trains
      .filter((tr) => tr.saleDateTime === 'reservable' && !tr.runTime.startsWith('99'))
      .flatMap((tr) => tr.seats)
      .find((s) => s.seatCount === 0 && s.isBench);
    expect(soldOut).toBeDefined();
    expect((await reason({ seatKeys: [soldOut!.seatKey] })).reason).toBe('soldOut');
    const later = trainBySeatKey(seat.seatKey, START_MS)!;
    const laterKey = seat.seatKey.replace(`_${later.run.depDate}_`, `_${addCalendarDays(today, 15)}_`);
    expect((await reason({ seatKeys: [laterKey] })).reason).toBe('outOfRange');
    expect((await reason({ seatKeys: ['nonsense-seat-key'] })).reason).toBe('seatInvalid');
  });
});

describe('trBookOrder', () => {
  it('books once per Idempotency-Key, takes the seats and answers the same order again', async () => {
    const { seat } = await compliantSeat();
    const before = await trainSeatsSold(t.app, seat.seatKey, START_MS);
    const body = bookBody([seat.seatKey], [trainPsg(TRAIN_PEOPLE.zhangsan)]);
    const idem = newKey();
    const first = await book(tokens.zhangsan!, body, idem);
    expect(first.code).toBe(1);
    expect(first.data).toMatchObject({ nextStep: 'pay', transferFlag: 0, amount: seat.price });
    expect(first.data.orderNo).toMatch(/^TR/);
    const again = await book(tokens.zhangsan!, body, idem);
    expect(again.data).toEqual(first.data);
    expect(await trainSeatsSold(t.app, seat.seatKey, START_MS)).toBe(before + 1);

    const d = await detail(tokens.zhangsan!, first.data.orderId);
    expect(d.code).toBe(1);
    expect(d.data).toMatchObject({
      orderStatus: 'awaitingPayment',
      orderType: 11009,
      transferFlag: 0,
      linkTel: '138****0001',
      actions: { cancel: true, pay: true, refund: false, change: false },
    });
    expect(d.data.legs).toHaveLength(1);
    expect(d.data.legs[0]).toMatchObject({ seatType: 'O', seatName: '二等座', price: seat.price });
    expect(d.data.passengers[0]).toMatchObject({ psgName: '张三', phoneNumber: '138****0001' });
    expect(d.data.passengers[0]!.idno).toContain('*');
    expect(d.data.passengers[0]!.tickets).toEqual([
      expect.objectContaining({ coach: '', seatNo: '', ticketNo: '', price: seat.price }),
    ]);
    expect(d.data.priceLines[0]).toMatchObject({ kind: 'fare', label: '成人票', count: 1, amount: seat.price });
  });

  it('answers another company or another employee outside the scope as not found', async () => {
    const { booked } = await bookCompliantTrain(t.app, tokens.zhangsan!, DATE);
    expect((await detail(tokens.fengli!, booked.orderId)).code).toBe(404);
    expect((await detail(tokens.qianqi!, booked.orderId)).code).toBe(404);
    expect((await cancel(tokens.qianqi!, booked.orderId)).code).toBe(404);
    // 王五 books for the whole company (scope 3).
    expect((await detail(tokens.wangwu!, booked.orderId)).code).toBe(1);
  });

  it('sells the last seat once when two bookings race for it', async () => {
    const { seat, train } = await compliantSeat(DATE, ['G1']);
    const { seat: supplierSeat } = trainBySeatKey(seat.seatKey, START_MS)!;
    const sold = await trainSeatsSold(t.app, seat.seatKey, START_MS);
    const ok = await reserveSeats(t.app.obt.db, train.trainId, 'O', supplierSeat.capacity - sold - 1, START_MS);
    expect(ok).toBe(true);
    const body = (p: TrainPerson) => bookBody([seat.seatKey], [trainPsg(p)]);
    const [a, b] = await Promise.all([
      book(tokens.zhangsan!, body(TRAIN_PEOPLE.zhangsan)),
      book(tokens.zhangsan!, body(TRAIN_PEOPLE.qianqi)),
    ]);
    expect([a.code, b.code].sort()).toEqual([1, 2]);
    expect(await trainSeatsSold(t.app, seat.seatKey, START_MS)).toBe(supplierSeat.capacity);
    const search = await searchTrains(t.app, tokens.zhangsan!, { fromStation: 'VNP', toStation: 'AOH', date: DATE });
    const now = search.trains.find((x) => x.trainId === train.trainId)!.seats.find((s) => s.seatType === 'O')!;
    expect(now).toMatchObject({ seatCount: 0, isBench: true });
  });

  it('needs a reason for a seat above the standard and keeps the violation', async () => {
    const data = await searchTrains(t.app, tokens.zhangsan!, {
      fromStation: 'VNP',
      toStation: 'AOH',
      date: DATE,
      empId: DEMO.zhangsan.id,
    });
    const first = data.trains.flatMap((x) => x.seats).find((s) => s.seatType === 'M' && s.seatCount > 0)!;
    expect(first.wb).toBe(1);
    const body = bookBody([first.seatKey], [trainPsg(TRAIN_PEOPLE.zhangsan)]);
    const missing = await book(tokens.zhangsan!, body);
    expect(missing.code).toBe(2);
    const res = await book(tokens.zhangsan!, { ...body, violationReasonText: '会议时间紧急' });
    expect(res.code).toBe(1);
    const d = await detail(tokens.zhangsan!, res.data.orderId);
    expect(d.data.violations).toEqual([{ item: 'seatClass', reason: '会议时间紧急' }]);
    expect(d.data.violationReason).toBe('会议时间紧急');
  });
});

describe('prices, children, insurance and the rail account', () => {
  it('prices a child ticket at half, a free child at nothing, and the insurance per passenger and train', async () => {
    const data = await searchTrains(t.app, tokens.wangwu!, { fromStation: 'VNP', toStation: 'AOH', date: DATE });
    const { seat } = pickSeat(data, 'O', 3);
    const bx = await t.app.obt.db
      .selectFrom('insurance_products')
      .select(['id', 'price_fen'])
      .where('corp_id', '=', DEMO.corpId)
      .where('cplx', '=', '10904')
      .executeTakeFirstOrThrow();
    const sold = await trainSeatsSold(t.app, seat.seatKey, START_MS);
    const res = await book(
      tokens.wangwu!,
      bookBody(
        [seat.seatKey],
        [
          trainPsg(TRAIN_PEOPLE.wangwu),
          trainPsg(TRAIN_PEOPLE.qianqi, { heightBand: 'child' }),
          trainPsg(TRAIN_PEOPLE.zhangsan, { heightBand: 'free' }),
        ],
        { insurance: [{ psgIndex: 0, bxid: bx.id }] },
      ),
    );
    expect(res.code).toBe(1);
    const childFen = Math.round((seat.price * 100) / 2 / 50) * 50;
    const bxFen = Number(bx.price_fen);
    expect(Math.round(res.data.amount * 100)).toBe(Math.round(seat.price * 100) + childFen + bxFen);
    // The free child takes no seat.
    expect(await trainSeatsSold(t.app, seat.seatKey, START_MS)).toBe(sold + 2);
    const d = await detail(tokens.wangwu!, res.data.orderId);
    expect(d.data.priceLines.map((l) => [l.kind, l.label, l.count])).toEqual([
      ['fare', '成人票', 1],
      ['fare', '儿童票', 1],
      ['fare', '免票儿童', 1],
      ['insurance', '铁路意外险', 1],
    ]);
    expect(d.data.passengers[0]!.insurance).toEqual([{ bxid: bx.id, bxmc: '铁路意外险', price: bxFen / 100 }]);
    expect(d.data.passengers.map((p) => p.tickets[0]!.price)).toEqual([seat.price, childFen / 100, 0]);
  });

  it('checks the rail account booked with', async () => {
    const { seat } = await compliantSeat();
    const res = await validOrder(tokens.zhangsan!, {
      seatKeys: [seat.seatKey],
      psgList: [trainPsg(TRAIN_PEOPLE.zhangsan)],
      railAccountId: 'no-such-account',
    });
    expect(res.data).toMatchObject({ valid: false, reason: 'notFound' });
    expect(res.data.message).not.toBe('');
    const refused = await book(
      tokens.zhangsan!,
      bookBody([seat.seatKey], [trainPsg(TRAIN_PEOPLE.zhangsan)], { railAccountId: 'no-such-account' }),
    );
    expect(refused).toMatchObject({ code: 2, tips: res.data.message });
  });
});

describe('transfer orders', () => {
  it('books two trains as one order with transferFlag 1', async () => {
    const plans = await call<TrSearchTransferData>(
      t.app,
      '/obt/train/trSearchTransfer',
      { fromStation: 'BJS', toStation: 'SIA', date: DATE, travellers: [{ empId: DEMO.zhangsan.id }] },
      { token: tokens.zhangsan },
    );
    const plan = plans.data.plans.find((p) =>
      p.legs.every((leg) => leg.seats.some((s) => s.seatType === 'O' && s.seatCount > 0 && s.wb === 0)),
    )!;
    expect(plan).toBeDefined();
    const keys = plan.legs.map((leg) => leg.seats.find((s) => s.seatType === 'O')!.seatKey);
    expect(
      (
        await book(
          tokens.zhangsan!,
          bookBody([keys[0]!], [trainPsg(TRAIN_PEOPLE.zhangsan)]),
          newKey(),
          '/obt/train/bookTransfer',
        )
      ).code,
    ).toBe(2);
    const res = await book(
      tokens.zhangsan!,
      bookBody(keys, [trainPsg(TRAIN_PEOPLE.zhangsan)]),
      newKey(),
      '/obt/train/bookTransfer',
    );
    expect(res.code).toBe(1);
    expect(res.data.transferFlag).toBe(1);
    const flag = await call<{ transferFlag: number }>(
      t.app,
      '/obt/train/isTrainSferOrder',
      { orderId: res.data.orderId },
      { token: tokens.zhangsan },
    );
    expect(flag.data.transferFlag).toBe(1);
    const d = await detail(tokens.zhangsan!, res.data.orderId, 'trainSferOrderDetail');
    expect(d.data.transferFlag).toBe(1);
    expect(d.data.legs.map((l) => l.train.trainCode)).toEqual(plan.legs.map((l) => l.trainCode));
    expect(d.data.passengers[0]!.tickets).toHaveLength(2);
    expect(d.data.priceLines.filter((l) => l.kind === 'fare').map((l) => l.label)).toEqual([
      '第1程成人票',
      '第2程成人票',
    ]);
  });
});

describe('cancel, payment, ticketing and expiry', () => {
  it('cancels an unpaid order, gives the seats back, and answers the same when asked again', async () => {
    const { seat } = await compliantSeat();
    const before = await trainSeatsSold(t.app, seat.seatKey, START_MS);
    const res = await book(tokens.zhangsan!, bookBody([seat.seatKey], [trainPsg(TRAIN_PEOPLE.zhangsan)]));
    expect(await trainSeatsSold(t.app, seat.seatKey, START_MS)).toBe(before + 1);
    const unpaid = await call<unknown, { orderId: string }>(
      t.app,
      '/obt/train/queryNoPay4Param',
      {},
      {
        token: tokens.zhangsan,
      },
    );
    expect(unpaid.list.map((o) => o.orderId)).toContain(res.data.orderId);

    const idem = newKey();
    const first = await cancel(tokens.zhangsan!, res.data.orderId, idem);
    expect(first.code).toBe(1);
    expect(first.data.orderStatus).toBe('cancelled');
    expect(await trainSeatsSold(t.app, seat.seatKey, START_MS)).toBe(before);
    expect((await cancel(tokens.zhangsan!, res.data.orderId, idem)).data).toEqual(first.data);
    const again = await cancel(tokens.zhangsan!, res.data.orderId);
    expect(again.data.orderStatus).toBe('cancelled');
    expect(await trainSeatsSold(t.app, seat.seatKey, START_MS)).toBe(before);
    const after = await call<unknown, { orderId: string }>(
      t.app,
      '/obt/train/queryNoPay4Param',
      {},
      {
        token: tokens.zhangsan,
      },
    );
    expect(after.list.map((o) => o.orderId)).not.toContain(res.data.orderId);
  });

  it('issues tickets through the job runner after payment and shows the order everywhere', async () => {
    const { booked, train } = await bookCompliantTrain(t.app, tokens.zhangsan!, DATE);
    const pay = await call<{ status: string }>(
      t.app,
      '/obt/pay/online',
      {
        orderList: [booked.orderId],
        payPwd: cipher('123456'),
        payScene: 1,
        subjectBeanList: [{ subjectId: 'company' }],
      },
      { token: tokens.zhangsan, idempotencyKey: newKey() },
    );
    expect(pay.code).toBe(1);
    expect(await status(booked.orderId)).toBe('paid');
    t.clock.advance(2500);
    await t.app.obt.jobs.runDue();
    expect(['ticketing', 'issued']).toContain(await status(booked.orderId));
    t.clock.advance(5000);
    await t.app.obt.jobs.runDue();
    expect(await status(booked.orderId)).toBe('issued');

    const d = await detail(tokens.zhangsan!, booked.orderId);
    const ticket = d.data.passengers[0]!.tickets[0]!;
    expect(ticket).toMatchObject({ ticketStatus: 'issued' });
    expect(ticket.ticketNo).toMatch(/^E\d{9}$/);
    expect(ticket.coach).toMatch(/^\d{2}$/);
    expect(ticket.seatNo).toMatch(/^\d{2}[ABCDF]$/);
    expect(d.data.timeline.map((e) => e.status)).toEqual(['awaitingPayment', 'paid', 'ticketing', 'issued']);
    expect(d.data).toMatchObject({ paid: true, actions: { cancel: false, pay: false, refund: true, change: true } });
    expect((await cancel(tokens.zhangsan!, booked.orderId)).code).toBe(2);

    // The order centre, the calendar and the invoice list find it.
    const list = await call<unknown, { id: string; orderType: number }>(
      t.app,
      '/obt/allOrderList',
      {},
      {
        token: tokens.zhangsan,
      },
    );
    expect(list.list.find((o) => o.id === booked.orderId)).toMatchObject({ orderType: 11009 });
    const cal = await call<unknown, ScheduleListItem>(
      t.app,
      '/obt/order/scheduleList',
      { dateStart: DATE, dateEnd: DATE },
      { token: tokens.zhangsan },
    );
    expect(cal.list.find((s) => s.orderId === booked.orderId)).toMatchObject({
      orderType: 11009,
      date: DATE,
      time: train.depTime.slice(11, 16),
      title: `北京-上海 ${train.trainCode}`,
    });
    const inv = await call<unknown, { orderId: string; orderType: number }>(
      t.app,
      '/obt/invoice/orderList',
      {},
      {
        token: tokens.zhangsan,
      },
    );
    expect(inv.list.find((o) => o.orderId === booked.orderId)).toMatchObject({ orderType: 11009 });

    // The booker's messages: paid and issued.
    const messages = await t.app.obt.db
      .selectFrom('messages')
      .select(['order_type', 'emp_id'])
      .where('order_id', '=', booked.orderId)
      .execute();
    expect(messages.length).toBeGreaterThanOrEqual(2);
    expect(messages.every((m) => m.order_type === 11009 && m.emp_id === DEMO.zhangsan.id)).toBe(true);

    // The itinerary PDF of an issued order.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/obt/pdf/itinerary/${booked.orderId}`,
      headers: { authorization: `Bearer ${tokens.zhangsan}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    // The resend-itinerary mail: the train, the seat and ticket, the PDF link, no full document number.
    const sent = await call(
      t.app,
      '/obt/smsEmail',
      { sendScene: 1, emailUrl: 'zs@example.com', orderNo: booked.orderNo },
      { token: tokens.zhangsan, host: 'obt.example.com' },
    );
    expect(sent.code).toBe(1);
    const outbox = await call<unknown, { subject: string; body: string }>(
      t.app,
      '/obt/dev/outbox',
      {},
      {
        token: tokens.zhangsan,
      },
    );
    const mail = outbox.list[0]!;
    expect(mail.subject).toBe(`火车票行程单 ${booked.orderNo}`);
    expect(mail.body).toContain(train.trainCode);
    expect(mail.body).toContain(ticket.ticketNo);
    expect(mail.body).toContain(`/obt/pdf/itinerary/${booked.orderId}`);
    expect(mail.body).not.toMatch(/\d{17}[\dX]/);

    // Four hours before departure, refunds and changes close (SPEC §5).
    // (An idle session times out: log in again then, and back at the start afterwards.)
    t.clock.ms = Date.parse(`${train.depTime.replace(' ', 'T')}:00+08:00`) - 3 * 3600_000;
    const late = await login(t.app, DEMO.zhangsan.phone);
    expect((await detail(late, booked.orderId)).data.actions).toMatchObject({ refund: false, change: false });
    t.clock.ms = START_MS;
    tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  });

  it('cancels an unpaid order at the payment deadline and gives its seats back', async () => {
    // A day no other test books, so no other order expires with it.
    const { seat } = await compliantSeat(addCalendarDays(DATE, 1));
    const before = await trainSeatsSold(t.app, seat.seatKey, START_MS);
    const res = await book(tokens.zhangsan!, bookBody([seat.seatKey], [trainPsg(TRAIN_PEOPLE.zhangsan)]));
    t.clock.advance(14 * 60_000);
    await t.app.obt.jobs.runDue();
    expect(await status(res.data.orderId)).toBe('awaitingPayment');
    t.clock.advance(60_000 + 1);
    await t.app.obt.jobs.runDue();
    expect(await status(res.data.orderId)).toBe('cancelled');
    expect(await trainSeatsSold(t.app, seat.seatKey, START_MS)).toBe(before);
  });
});

describe('booking through a trip request', () => {
  const approvedRequest = (jtysYuan: number): Promise<{ ccsqdId: string; routeId: string }> =>
    insertApprovedRequest(t.app, {
      corpId: DEMO.corpId,
      empId: DEMO.zhangsan.id,
      deptId: DEMO.rdDept,
      jtysYuan,
      begin: addCalendarDays(DATE, -1),
      end: addCalendarDays(DATE, 2),
      legDate: DATE,
      routeType: 'train',
      product: '10904',
      createdAt: START_MS,
    });

  // The company's rule: over-budget train bookings are approved by 李四.
  beforeAll(async () => {
    tokens.lisi = await login(t.app, DEMO.lisi.phone);
    const db = t.app.obt.db;
    await db
      .insertInto('approval_rules')
      .values({
        id: 'T91002',
        corp_id: DEMO.corpId,
        name: '超预算火车票审批',
        product: '10904',
        dept_ids: '',
        violation: 1,
        violate_items: 'overBudget',
        sort: 25,
        is_valid: 1,
        created_at: START_MS,
        updated_at: START_MS,
      })
      .execute();
    await db
      .insertInto('approval_rule_levels')
      .values({ id: 'T91002-1', rule_id: 'T91002', corp_id: DEMO.corpId, level: 1, name: '' })
      .execute();
    await db
      .insertInto('approval_rule_approvers')
      .values({ rule_id: 'T91002', level: 1, emp_id: DEMO.lisi.id, corp_id: DEMO.corpId, sort: 0 })
      .execute();
  });

  const post = <D>(url: string, body: unknown, token: string, idem?: string) =>
    call<D>(t.app, url, body, { token, ...(idem ? { idempotencyKey: idem } : {}) });

  async function overBudgetOrder() {
    const req = await approvedRequest(100);
    const { seat } = await compliantSeat();
    const res = await book(
      tokens.zhangsan!,
      bookBody([seat.seatKey], [trainPsg(TRAIN_PEOPLE.zhangsan)], {
        ccsqdId: req.ccsqdId,
        routeId: req.routeId,
        overBudgetReasonText: '临时改期',
      }),
    );
    expect(res.code).toBe(1);
    return { ...req, seat, orderId: res.data.orderId };
  }

  async function sendForApproval(orderId: string) {
    const info = await post<{ required: boolean; spgzId: string; levels: { level: number }[] }>(
      '/obt/vipSpgzGetInfo',
      { orderId, orderType: 11009 },
      tokens.zhangsan!,
    );
    expect(info.data).toMatchObject({ required: true, spgzId: 'T91002' });
    const sent = await post(
      '/obt/vipBpmSendAppNew',
      {
        orderId,
        orderType: 11009,
        spgzId: info.data.spgzId,
        sendApps: info.data.levels.map((l) => ({ level: l.level, empIds: [DEMO.lisi.id] })),
        appRemark: '客户会议改期',
      },
      tokens.zhangsan!,
      newKey(),
    );
    expect(sent.code).toBe(1);
  }

  async function decide(orderId: string, completeState: 1 | 2) {
    const chain = await post<{ canAct: string }>('/obt/orderApproveList', { orderId, orderType: 11009 }, tokens.lisi!);
    expect(chain.data.canAct).not.toBe('');
    const res = await post<{ instanceState: string }>(
      '/obt/vipBpmReceiveAppResult',
      { workItemId: chain.data.canAct, completeState, ...(completeState === 2 ? { appRemark: '预算不足' } : {}) },
      tokens.lisi!,
    );
    expect(res.tips).toBe('');
    return res.data.instanceState;
  }

  it('approved → awaiting payment with a fresh deadline; rejected → seats and the route back', async () => {
    const a = await overBudgetOrder();
    await sendForApproval(a.orderId);
    expect(await status(a.orderId)).toBe('inApproval');
    t.clock.advance(10 * 60_000);
    expect(await decide(a.orderId, 1)).toBe('approved');
    expect(await status(a.orderId)).toBe('awaitingPayment');
    const d = await detail(tokens.zhangsan!, a.orderId);
    expect(d.data.actions).toMatchObject({ pay: true, cancel: true });
    // Unpaid 15 minutes after the approval: cancelled by its expiry.
    t.clock.advance(15 * 60_000 + 1);
    await t.app.obt.jobs.runDue();
    expect(await status(a.orderId)).toBe('cancelled');

    const r = await overBudgetOrder();
    const before = await trainSeatsSold(t.app, r.seat.seatKey, START_MS);
    await sendForApproval(r.orderId);
    expect(await decide(r.orderId, 2)).toBe('rejected');
    expect(await status(r.orderId)).toBe('rejected');
    expect(await trainSeatsSold(t.app, r.seat.seatKey, START_MS)).toBe(before - 1);
    const route = await t.app.obt.db
      .selectFrom('ccsqd_routes')
      .select('status')
      .where('id', '=', r.routeId)
      .executeTakeFirstOrThrow();
    expect(route.status).toBe(0);
  });

  it('cancelling an order in approval ends the approval and gives the seats back', async () => {
    const o = await overBudgetOrder();
    await sendForApproval(o.orderId);
    const before = await trainSeatsSold(t.app, o.seat.seatKey, START_MS);
    const res = await cancel(tokens.zhangsan!, o.orderId);
    expect(res.data.orderStatus).toBe('cancelled');
    expect(await trainSeatsSold(t.app, o.seat.seatKey, START_MS)).toBe(before - 1);
    const chain = await post<{ canAct: string }>(
      '/obt/orderApproveList',
      { orderId: o.orderId, orderType: 11009 },
      tokens.lisi!,
    );
    expect(chain.data.canAct).toBe('');
  });

  it('a company account without a payment password pays on approval and ticketing starts', async () => {
    await withPasswordlessCompanyAccount(t.app, DEMO.corpId, async (balanceBefore) => {
      const o = await overBudgetOrder();
      const amountFen = Number(
        (
          await t.app.obt.db
            .selectFrom('orders')
            .select('total_fen')
            .where('id', '=', o.orderId)
            .executeTakeFirstOrThrow()
        ).total_fen,
      );
      await sendForApproval(o.orderId);
      expect(await decide(o.orderId, 1)).toBe('approved');
      expect(await status(o.orderId)).toBe('paid');
      expect(await companyBalanceFen(t.app, DEMO.corpId)).toBe(balanceBefore - amountFen);
      t.clock.advance(2000);
      await t.app.obt.jobs.runDue();
      expect(await status(o.orderId)).toBe('ticketing');
      t.clock.advance(4000);
      await t.app.obt.jobs.runDue();
      expect(await status(o.orderId)).toBe('issued');
    });
  });

  it('over the transport budget: a reason, the violation overBudget, and the order waits for approval', async () => {
    const db = t.app.obt.db;
    const req = await approvedRequest(100);
    const { seat } = await compliantSeat();
    const body = bookBody([seat.seatKey], [trainPsg(TRAIN_PEOPLE.zhangsan)], {
      ccsqdId: req.ccsqdId,
      routeId: req.routeId,
    });
    const missing = await book(tokens.zhangsan!, body);
    expect(missing.code).toBe(2);
    const res = await book(tokens.zhangsan!, { ...body, overBudgetReasonText: '临时改期' });
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ nextStep: 'awaitingSubmission', payDeadline: '' });
    expect(await status(res.data.orderId)).toBe('awaitingSubmission');
    const d = await detail(tokens.zhangsan!, res.data.orderId);
    expect(d.data.violations).toEqual([{ item: 'overBudget', reason: '临时改期' }]);
    expect(d.data).toMatchObject({ ccsqdId: req.ccsqdId, routeId: req.routeId, actions: { cancel: true, pay: false } });
    const route = await db
      .selectFrom('ccsqd_routes')
      .select(['status', 'booked_order_id'])
      .where('id', '=', req.routeId)
      .executeTakeFirstOrThrow();
    expect(route).toMatchObject({ status: 3, booked_order_id: res.data.orderId });

    // Never sent: cancelled after 30 minutes, seats and the route given back.
    const sold = await trainSeatsSold(t.app, seat.seatKey, START_MS);
    t.clock.advance(30 * 60_000 + 1);
    await t.app.obt.jobs.runDue();
    expect(await status(res.data.orderId)).toBe('cancelled');
    expect(await trainSeatsSold(t.app, seat.seatKey, START_MS)).toBe(sold - 1);
    const freed = await db
      .selectFrom('ccsqd_routes')
      .select('status')
      .where('id', '=', req.routeId)
      .executeTakeFirstOrThrow();
    expect(freed.status).toBe(0);
  });
});
