/**
 * Flight booking end to end on the reference server: bookV3 under an Idempotency-Key, scope, 40-minute rule, policy
 * and violation reasons, no overselling, cancel and seat release, payment → ticketing job → issued, expiry.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  CheckSameOrderData,
  FlightBookData,
  FlightItem,
  FlightOrderDetail,
  QueryFlightData,
  ScheduleOrderItem,
} from '../../src/api/contract/flight';
import type { TravellerInput } from '../../src/api/contract/booking';
import { statementLog } from '../../server/src/db';
import { demoIdNumber } from '../../server/src/db/seed/bookingKit';
import { flightOn } from '../../server/src/suppliers/flight';
import { DEMO, START_MS, call, cipher, createTestApp, login, type TestApp } from './helpers/testApp';
import { seatsSold } from './helpers/bookFlight';
import { queryPlan } from './helpers/queryPlan';
import { DEMO_PEOPLE, demoTraveller, type DemoPerson } from './helpers/fixtures';

let t: TestApp;
const tokens: Record<string, string> = {};
const DATE = '2026-03-09';
const key = () => `test-${randomBytes(8).toString('hex')}`;

/** The project's `call` with the token and idempotency key these tests pass positionally. */
const post = <D>(app: FastifyInstance, url: string, body: unknown, token: string, idem?: string) =>
  call<D>(app, url, body, { token, idempotencyKey: idem });

const book = (token: string, body: Record<string, unknown>, idem: string | undefined = key()) =>
  post<FlightBookData>(t.app, '/obt/flight/order/bookV3', body, token, idem);
const detail = (token: string, orderId: string) =>
  post<FlightOrderDetail>(t.app, '/obt/flight/order/orderDetail', { orderId }, token);
const cancel = (token: string, orderId: string, idem: string = key()) =>
  post<{ orderId: string; orderStatus: string }>(t.app, '/obt/flight/order/cancelPnr', { orderId }, token, idem);

const PEOPLE = DEMO_PEOPLE;

const psg = (p: DemoPerson, seq = 1): TravellerInput => demoTraveller(p, {}, seq);

async function search(token: string, body: Record<string, unknown>): Promise<FlightItem[]> {
  const res = await call<QueryFlightData>(t.app, '/obt/flight/v3/shopping/queryFlight', body, { token });
  if (res.code !== 1) throw new Error(JSON.stringify(res));
  return res.data.flights;
}

/** A compliant economy fare for the traveller (the cheapest complying flight of the day). */
async function compliantFare(token: string, empId: string, route = { depCity: 'BJS', arrCity: 'SHA' }, date = DATE) {
  const flights = await search(token, { ...route, depDate: date, cabinClass: 'Y', travellers: [{ empId }] });
  const f = flights.find((x) => x.lowest.policy?.compliant && x.lowest.seats >= 3);
  if (!f) throw new Error('no compliant fare');
  return f;
}

function bookBody(fareKeys: string[], psgList: TravellerInput[], extra: Record<string, unknown> = {}) {
  return { fareKeys, tripType: 1, psgList, linkman: '张三', linkTel: '13800000001', ...extra };
}

function sold(flightNo: string, date: string, cabinCode: string): Promise<number> {
  return seatsSold(t.app, flightNo, date, cabinCode);
}

const status = async (orderId: string) =>
  (await t.app.obt.db.selectFrom('orders').select('order_status').where('id', '=', orderId).executeTakeFirstOrThrow())
    .order_status;

beforeAll(async () => {
  t = await createTestApp();
  tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  tokens.lisi = await login(t.app, DEMO.lisi.phone);
  tokens.wangwu = await login(t.app, DEMO.wangwu.phone);
  tokens.fengli = await login(t.app, DEMO.fengli.phone);
  tokens.sunba = await login(t.app, DEMO.sunba.phone);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.clock.ms = START_MS;
});

describe('bookV3', () => {
  it('books a compliant fare for myself: awaiting payment, price computed on the server', async () => {
    const f = await compliantFare(tokens.zhangsan, DEMO.zhangsan.id);
    const res = await book(tokens.zhangsan, {
      ...bookBody([f.lowest.fareKey], [psg(PEOPLE.zhangsan)]),
      // The client's numbers are never read: there is nothing like a price in the request to trust.
    });
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ nextStep: 'pay', orderNo: expect.stringMatching(/^TK\d{16}$/) });
    // fare + taxes + 20 yuan service fee (DEMO).
    expect(res.data.amount).toBeCloseTo(f.lowest.price + f.tax + 20, 2);
    expect(res.data.payDeadline).toBe('2026-03-02 10:15:00');

    const d = await detail(tokens.zhangsan, res.data.orderId);
    expect(d.code).toBe(1);
    expect(d.data).toMatchObject({
      orderStatus: 'awaitingPayment',
      tripType: 1,
      amount: res.data.amount,
      actions: { cancel: true, pay: true, refund: false },
      linkTel: '138****0001',
    });
    expect(d.data.passengers[0]).toMatchObject({ psgName: '张三', phoneNumber: '138****0001' });
    expect(d.data.passengers[0]!.idno).toMatch(/^110\*+\d{3}[\dX]$/);
    expect(d.data.ranges[0]!.flight.flightNo).toBe(f.flightNo);
    expect(d.data.priceLines.map((l) => l.kind)).toEqual(['fare', 'tax', 'serviceFee']);
    expect(d.data.timeline).toEqual([expect.objectContaining({ status: 'awaitingPayment', note: '订单已提交' })]);
    expect(await sold(f.flightNo, DATE, f.lowest.cabinCode)).toBe(1);

    const list = await call(t.app, '/obt/allOrderList', {}, { token: tokens.zhangsan });
    expect(list.list.map((o) => o.id)).toContain(res.data.orderId);
  });

  it('makes one order when the same key is sent twice', async () => {
    const f = await compliantFare(tokens.zhangsan, DEMO.zhangsan.id, { depCity: 'SHA', arrCity: 'CAN' });
    const body = bookBody([f.lowest.fareKey], [psg(PEOPLE.zhangsan)]);
    const idem = key();
    const count = async () =>
      Number(
        (
          await t.app.obt.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const first = await book(tokens.zhangsan, body, idem);
    const again = await book(tokens.zhangsan, body, idem);
    expect(first.code).toBe(1);
    expect(again).toEqual(first);
    expect(await count()).toBe(before + 1);
    expect(await sold(f.flightNo, DATE, f.lowest.cabinCode)).toBe(1);
  });

  it('refuses a booking without an Idempotency-Key', async () => {
    const f = await compliantFare(tokens.zhangsan, DEMO.zhangsan.id);
    const res = await book(tokens.zhangsan, bookBody([f.lowest.fareKey], [psg(PEOPLE.zhangsan)]), undefined);
    expect(res.code).toBe(2);
  });

  it('lets a department booker book for a department employee, not a plain employee', async () => {
    const f = await compliantFare(tokens.lisi, DEMO.qianqi.id, { depCity: 'BJS', arrCity: 'CTU' });
    const byLisi = await book(tokens.lisi, bookBody([f.lowest.fareKey], [psg(PEOPLE.qianqi)]));
    expect(byLisi.code).toBe(1);
    const byZhang = await book(tokens.zhangsan, bookBody([f.lowest.fareKey], [psg(PEOPLE.qianqi)]), key());
    expect(byZhang.code).toBe(2);
    expect(byZhang.tips).toContain('钱七');
    // Nor for an outsider without bookOutside.
    const outsider = await book(tokens.zhangsan, {
      ...bookBody([f.lowest.fareKey], [{ ...psg(PEOPLE.qianqi), empId: undefined, psgName: '路人甲' }]),
    });
    expect(outsider.code).toBe(2);
  });

  it('answers not found for an order of another company', async () => {
    const f = await compliantFare(tokens.zhangsan, DEMO.zhangsan.id, { depCity: 'SHA', arrCity: 'CTU' });
    const res = await book(tokens.zhangsan, bookBody([f.lowest.fareKey], [psg(PEOPLE.zhangsan)]));
    expect(res.code).toBe(1);
    const other = await detail(tokens.fengli, res.data.orderId);
    expect(other.code).toBe(404);
    expect((await cancel(tokens.fengli, res.data.orderId)).code).toBe(404);
    // A manager of another department does not see it either; mine and the company administrator do.
    expect((await detail(tokens.sunba, res.data.orderId)).code).toBe(404);
    expect((await detail(tokens.lisi, res.data.orderId)).code).toBe(1);
    expect((await detail(tokens.wangwu, res.data.orderId)).code).toBe(1);
  });

  it('refuses a flight within 40 minutes of departure', async () => {
    const flights = await search(tokens.wangwu, { depCity: 'BJS', arrCity: 'SHA', depDate: '2026-03-02' });
    const f = flights.find((x) => x.depTime >= '2026-03-02 14:00')!;
    const depMs = Date.parse(`${f.depTime.replace(' ', 'T')}:00+08:00`);
    t.clock.ms = depMs - 50 * 60_000;
    const fresh = (await search(tokens.wangwu, { depCity: 'BJS', arrCity: 'SHA', depDate: '2026-03-02' })).find(
      (x) => x.flightNo === f.flightNo,
    )!;
    t.clock.ms = depMs - 40 * 60_000;
    const res = await book(tokens.wangwu, bookBody([fresh.lowest.fareKey], [psg(PEOPLE.wangwu)]));
    expect(res.code).toBe(2);
    expect(res.tips).toContain('40');
    t.clock.ms = depMs - 41 * 60_000;
    const ok = await book(tokens.wangwu, bookBody([fresh.lowest.fareKey], [psg(PEOPLE.wangwu)]));
    expect(ok.code).toBe(1);
  });

  it('requires a violation reason for a non-compliant fare and keeps it on the order', async () => {
    const flights = await search(tokens.zhangsan, {
      depCity: 'BJS',
      arrCity: 'CAN',
      depDate: DATE,
      cabinClass: 'C',
      travellers: [{ empId: DEMO.zhangsan.id }],
    });
    const f = flights.find((x) => x.lowest.seats >= 1 && x.lowest.policy?.compliant === false)!;
    const body = bookBody([f.lowest.fareKey], [psg(PEOPLE.zhangsan)]);
    const missing = await book(tokens.zhangsan, body);
    expect(missing.code).toBe(2);
    expect(missing.tips).toContain('违规原因');

    const reasons = await call(t.app, '/obt/vipWbyy/list', { cplx: '10901' }, { token: tokens.zhangsan });
    const reason = reasons.list[0] as { id: string; text: string };
    const res = await book(tokens.zhangsan, { ...body, violationReasonId: reason.id });
    expect(res.code).toBe(1);
    const d = await detail(tokens.zhangsan, res.data.orderId);
    expect(d.data.violationReason).toBe(reason.text);
    const typed = await book(tokens.zhangsan, { ...body, violationReasonText: '客户临时改期', confirmDuplicate: true });
    expect(typed.code).toBe(1);
  });

  it('blocks a violation where the company requires compliance, and waits for approval there', async () => {
    const flights = await search(tokens.fengli, {
      depCity: 'BJS',
      arrCity: 'CAN',
      depDate: DATE,
      travellers: [{ empId: DEMO.fengli.id }],
    });
    const f = flights.find((x) => x.lowest.policy?.compliant && x.lowest.seats >= 1)!;
    const noCostCentre = await book(tokens.fengli, bookBody([f.lowest.fareKey], [psg(PEOPLE.fengli)]));
    expect(noCostCentre.code).toBe(2);
    const centres = await call(t.app, '/obt/costCenterFindList', {}, { token: tokens.fengli });
    const costCenterId = String((centres.list[0] as { costCenterId: string }).costCenterId);
    const ok = await book(tokens.fengli, bookBody([f.lowest.fareKey], [psg(PEOPLE.fengli)], { costCenterId }));
    expect(ok.code).toBe(1);
    expect(ok.data).toMatchObject({ nextStep: 'awaitingSubmission', payDeadline: '' });
    expect(await status(ok.data.orderId)).toBe('awaitingSubmission');

    // First class is above the L3 standard (economy and business): DEMO2 requires compliance, so no reason helps.
    const first = await search(tokens.fengli, {
      depCity: 'BJS',
      arrCity: 'CAN',
      depDate: DATE,
      cabinClass: 'F',
      travellers: [{ empId: DEMO.fengli.id }],
    });
    const firstClass = first.find((x) => x.lowest.policy?.compliant === false && x.lowest.seats > 0)!;
    expect(firstClass).toBeDefined();
    const blocked = await book(
      tokens.fengli,
      bookBody([firstClass.lowest.fareKey], [psg(PEOPLE.fengli)], { costCenterId, violationReasonText: '会议' }),
    );
    expect(blocked.code).toBe(2);
    expect(blocked.tips).toContain('差旅标准');
  });

  it('finds duplicates and asks before booking the same trip again', async () => {
    const f = await compliantFare(tokens.wangwu, DEMO.wangwu.id, { depCity: 'SHA', arrCity: 'SZX' });
    const body = bookBody([f.lowest.fareKey], [psg(PEOPLE.wangwu)]);
    const first = await book(tokens.wangwu, body);
    expect(first.code).toBe(1);
    const check = await call<CheckSameOrderData>(
      t.app,
      '/obt/flight/checkSameOrder',
      { fareKeys: [f.lowest.fareKey], travellers: [{ empId: DEMO.wangwu.id }], psgNames: ['王五'] },
      { token: tokens.wangwu },
    );
    expect(check.data.duplicates).toEqual([
      expect.objectContaining({ orderId: first.data.orderId, psgName: '王五', flightNo: f.flightNo }),
    ]);
    const again = await book(tokens.wangwu, body);
    expect(again.code).toBe(2);
    const confirmed = await book(tokens.wangwu, { ...body, confirmDuplicate: true });
    expect(confirmed.code).toBe(1);

    const schedule = await call<unknown, ScheduleOrderItem>(
      t.app,
      '/obt/flight/order/scheduleOrder',
      {},
      {
        token: tokens.wangwu,
      },
    );
    expect(schedule.list.map((s) => s.orderId)).toContain(first.data.orderId);
    expect(schedule.list[0]).toMatchObject({ flightNo: expect.any(String), dep: { code: expect.any(String) } });
  });

  it('finds a duplicate on any flight of a trip of several, each flight searched on its index', async () => {
    const there = await compliantFare(tokens.wangwu, DEMO.wangwu.id, { depCity: 'SHA', arrCity: 'CTU' });
    const back = await compliantFare(tokens.wangwu, DEMO.wangwu.id, { depCity: 'CTU', arrCity: 'SHA' }, '2026-03-11');
    const first = await book(tokens.wangwu, bookBody([back.lowest.fareKey], [psg(PEOPLE.wangwu)]));
    expect(first.code).toBe(1);
    const log = statementLog(t.app.obt.db);
    const seen: string[] = [];
    if (log) log.listener = (text) => seen.push(text);
    const check = await call<CheckSameOrderData>(
      t.app,
      '/obt/flight/checkSameOrder',
      { fareKeys: [there.lowest.fareKey, back.lowest.fareKey], travellers: [{ empId: DEMO.wangwu.id }], psgNames: [] },
      { token: tokens.wangwu },
    );
    if (log) log.listener = undefined;
    expect(check.data.duplicates).toEqual([
      expect.objectContaining({ orderId: first.data.orderId, flightNo: back.flightNo }),
    ]);
    const again = await book(
      tokens.wangwu,
      bookBody([there.lowest.fareKey, back.lowest.fareKey], [psg(PEOPLE.wangwu)]),
    );
    expect(again.code).toBe(2);
    if (!log) return; // The plan below is SQLite's.
    const dupRead = seen.find((text) => /from "flight_ranges" as "r"/.test(text) && /"p"\."emp_id"/.test(text));
    expect(dupRead).toBeDefined();
    const ranges = (await queryPlan(t.app.obt.db, dupRead!)).filter((d) => /^SEARCH r /.test(d));
    // One search per flight, on company, flight and day (not every range of the company).
    expect(ranges.length).toBeGreaterThanOrEqual(2);
    for (const d of ranges) expect(d).toMatch(/flight_ranges_flight \(corp_id=\? AND flight_no=\? AND dep_date=\?\)/);
  });

  it('prices insurance from the company products and children by the domestic rules', async () => {
    const f = await compliantFare(tokens.wangwu, DEMO.wangwu.id, { depCity: 'CTU', arrCity: 'SHA' });
    const products = await call(t.app, '/obt/bx/getBxcpList', { cplx: '10901' }, { token: tokens.wangwu });
    const bx = products.list[0] as { bxid: string; saleprice: number };
    const child: TravellerInput = {
      psgName: '王小五',
      psgType: 1, // the server recomputes it from the birth date
      idType: 'ID',
      idno: demoIdNumber('440305', '2018-06-01', 7, 'M'),
      sex: 'M',
      born: '2018-06-01',
      phoneNumber: '',
      guardianIndex: 0,
    };
    await t.app.obt.db.updateTable('employees').set({ book_outside: 1 }).where('id', '=', DEMO.wangwu.id).execute();
    const res = await book(
      tokens.wangwu,
      bookBody([f.lowest.fareKey], [psg(PEOPLE.wangwu), child], {
        insurance: [
          { psgIndex: 0, bxid: bx.bxid },
          { psgIndex: 1, bxid: bx.bxid },
        ],
      }),
    );
    expect(res.code).toBe(1);
    const d = await detail(tokens.wangwu, res.data.orderId);
    const lines = d.data.priceLines;
    const childFare = lines.find((l) => l.kind === 'fare' && l.label.includes('儿童'))!;
    expect(childFare.amount % 10).toBe(0);
    expect(lines.find((l) => l.kind === 'insurance')).toMatchObject({ count: 2, unitPrice: bx.saleprice });
    expect(lines.find((l) => l.kind === 'serviceFee')).toMatchObject({ count: 2, unitPrice: 20 });
    const sum = lines.reduce((s, l) => s + Math.round(l.amount * 100), 0);
    expect(Math.round(res.data.amount * 100)).toBe(sum);
    expect(d.data.passengers[1]).toMatchObject({ psgType: 2, insurance: [expect.objectContaining({ bxid: bx.bxid })] });
    await t.app.obt.db.updateTable('employees').set({ book_outside: 0 }).where('id', '=', DEMO.wangwu.id).execute();
  });
});

describe('seats', () => {
  it('sells exactly the last 3 seats to 20 concurrent bookings', async () => {
    const f = await compliantFare(tokens.wangwu, DEMO.wangwu.id, { depCity: 'BJS', arrCity: 'KMG' });
    const fare = flightOn(f.flightNo, DATE)!.fares.find((x) => x.cabinCode === f.lowest.cabinCode)!;
    await t.app.obt.db
      .insertInto('supplier_inventory')
      .values({
        product: 'flight',
        item_key: f.flightNo,
        day: DATE,
        class_code: fare.cabinCode,
        capacity: fare.capacity,
        sold: fare.capacity - 3,
        updated_at: START_MS,
      })
      .execute();
    const body = bookBody([f.lowest.fareKey], [psg(PEOPLE.wangwu)], { confirmDuplicate: true });
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(tokens.wangwu, body, key())));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(3);
    expect(answers.filter((a) => a.code === 2)).toHaveLength(17);
    expect(await sold(f.flightNo, DATE, fare.cabinCode)).toBe(fare.capacity);
  });

  it('releases the seats when an unpaid order is cancelled (idempotent)', async () => {
    const f = await compliantFare(tokens.wangwu, DEMO.wangwu.id, { depCity: 'CAN', arrCity: 'BJS' });
    const before = await sold(f.flightNo, DATE, f.lowest.cabinCode);
    const res = await book(
      tokens.wangwu,
      bookBody([f.lowest.fareKey], [psg(PEOPLE.wangwu)], { confirmDuplicate: true }),
    );
    expect(await sold(f.flightNo, DATE, f.lowest.cabinCode)).toBe(before + 1);
    const c = await cancel(tokens.wangwu, res.data.orderId);
    expect(c).toMatchObject({ code: 1, data: { orderStatus: 'cancelled' } });
    expect(await sold(f.flightNo, DATE, f.lowest.cabinCode)).toBe(before);
    expect((await cancel(tokens.wangwu, res.data.orderId)).code).toBe(1);
    expect(await sold(f.flightNo, DATE, f.lowest.cabinCode)).toBe(before);
    const d = await detail(tokens.wangwu, res.data.orderId);
    expect(d.data.actions.cancel).toBe(false);
    expect(d.data.timeline.map((e) => e.status)).toEqual(['awaitingPayment', 'cancelled']);
  });
});

describe('payment, ticketing and expiry', () => {
  it('issues tickets through the job runner after payment', async () => {
    const f = await compliantFare(tokens.wangwu, DEMO.wangwu.id, { depCity: 'SZX', arrCity: 'BJS' });
    const res = await book(
      tokens.wangwu,
      bookBody([f.lowest.fareKey], [psg(PEOPLE.wangwu)], { confirmDuplicate: true }),
    );
    const pay = await post<{ status: string }>(
      t.app,
      '/obt/pay/online',
      {
        orderList: [res.data.orderId],
        payPwd: cipher('123456'),
        payScene: 1,
        subjectBeanList: [{ subjectId: 'company' }],
      },
      tokens.wangwu,
      key(),
    );
    expect(pay.code).toBe(1);
    expect(await status(res.data.orderId)).toBe('paid');
    t.clock.advance(2500);
    await t.app.obt.jobs.runDue();
    expect(['ticketing', 'issued']).toContain(await status(res.data.orderId));
    t.clock.advance(3500);
    await t.app.obt.jobs.runDue();
    expect(await status(res.data.orderId)).toBe('issued');
    const d = await detail(tokens.wangwu, res.data.orderId);
    const prefix = { CA: '999', MU: '781', CZ: '784', HU: '880', ZH: '479' }[f.airline.code as 'CA'];
    expect(d.data.passengers[0]!.ticketNo).toMatch(/^\d{13}$/);
    if (prefix) expect(d.data.passengers[0]!.ticketNo.startsWith(prefix)).toBe(true);
    expect(d.data.timeline.map((e) => e.status)).toEqual(['awaitingPayment', 'paid', 'ticketing', 'issued']);
    expect(d.data).toMatchObject({ paid: true, actions: { cancel: false, pay: false, refund: true, change: true } });
    expect((await cancel(tokens.wangwu, res.data.orderId)).code).toBe(2);
    // The expiry job of a paid order does nothing.
    t.clock.advance(20 * 60_000);
    await t.app.obt.jobs.runDue();
    expect(await status(res.data.orderId)).toBe('issued');
  });

  it('cancels an unpaid order at the payment deadline and releases its seats', async () => {
    const f = await compliantFare(tokens.wangwu, DEMO.wangwu.id, { depCity: 'HGH', arrCity: 'CTU' });
    const before = await sold(f.flightNo, DATE, f.lowest.cabinCode);
    const res = await book(
      tokens.wangwu,
      bookBody([f.lowest.fareKey], [psg(PEOPLE.wangwu)], { confirmDuplicate: true }),
    );
    expect(res.code).toBe(1);
    t.clock.advance(14 * 60_000);
    await t.app.obt.jobs.runDue();
    expect(await status(res.data.orderId)).toBe('awaitingPayment');
    t.clock.advance(60_000 + 1);
    await t.app.obt.jobs.runDue();
    expect(await status(res.data.orderId)).toBe('cancelled');
    expect(await sold(f.flightNo, DATE, f.lowest.cabinCode)).toBe(before);
  });
});
