/**
 * Domestic flights booked through a trip request and sent for approval (issue 4, A3): the request's date window and
 * travellers, the transport budget (over it: violation `overBudget` with a reason, approval by the DEMO rule), the
 * route leg booked and freed again, and the order moving on by the approval outcome (approved → awaiting payment
 * with its expiry job, or paid from a company account without a payment password; rejected → seats back).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TravellerInput } from '../../src/api/contract/booking';
import type { FlightBookData, FlightItem, FlightOrderDetail, QueryFlightData } from '../../src/api/contract/flight';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { seatsSold } from './helpers/bookFlight';
import {
  DEMO_PEOPLE,
  companyBalanceFen,
  demoTraveller,
  insertApprovedRequest,
  withPasswordlessCompanyAccount,
  type DemoPerson,
} from './helpers/fixtures';

let t: TestApp;
const tokens: Record<string, string> = {};
const DATE = '2026-03-09';
const key = () => `test-${randomBytes(8).toString('hex')}`;

/** The project's `call` with the token and idempotency key these tests pass positionally. */
const post = <D>(app: FastifyInstance, url: string, body: unknown, token: string, idem?: string) =>
  call<D>(app, url, body, { token, idempotencyKey: idem });

const book = (token: string, body: Record<string, unknown>) =>
  post<FlightBookData>(t.app, '/obt/flight/order/bookV3', body, token, key());
const detail = (token: string, orderId: string) =>
  post<FlightOrderDetail>(t.app, '/obt/flight/order/orderDetail', { orderId }, token);
const cancel = (token: string, orderId: string) =>
  post<{ orderStatus: string }>(t.app, '/obt/flight/order/cancelPnr', { orderId }, token, key());

const ZHANGSAN = DEMO_PEOPLE.zhangsan;
const QIANQI = DEMO_PEOPLE.qianqi;

const psg = (p: DemoPerson, phone: string): TravellerInput => demoTraveller(p, { phoneNumber: phone });

async function compliantFare(token: string, route: { depCity: string; arrCity: string }, date = DATE) {
  const res = await call<QueryFlightData>(
    t.app,
    '/obt/flight/v3/shopping/queryFlight',
    { ...route, depDate: date, cabinClass: 'Y', travellers: [{ empId: DEMO.zhangsan.id }] },
    { token },
  );
  const f = res.data.flights.find((x: FlightItem) => x.lowest.policy?.compliant && x.lowest.seats >= 3);
  if (!f) throw new Error('no compliant fare');
  return f;
}

function bookBody(fareKey: string, extra: Record<string, unknown> = {}) {
  return {
    fareKeys: [fareKey],
    tripType: 1,
    psgList: [psg(ZHANGSAN, '13800000001')],
    linkman: '张三',
    linkTel: '13800000001',
    ...extra,
  };
}

/** An approved DEMO request of 张三 with one flight leg; budgets in yuan. */
const approvedRequest = (opts: {
  jtys: number;
  dep?: string;
  arr?: string;
  begin?: string;
  end?: string;
  status?: number;
}): Promise<{ ccsqdId: string; routeId: string; ccsqdNo: string }> =>
  insertApprovedRequest(t.app, {
    corpId: DEMO.corpId,
    empId: DEMO.zhangsan.id,
    deptId: DEMO.rdDept,
    jtysYuan: opts.jtys,
    begin: opts.begin ?? DATE,
    end: opts.end ?? '2026-03-11',
    legDate: opts.begin ?? DATE,
    routeType: 'flight',
    product: '10901',
    ...(opts.dep ? { dep: opts.dep } : {}),
    ...(opts.arr ? { arr: opts.arr } : {}),
    ...(opts.status !== undefined ? { status: opts.status } : {}),
    createdAt: START_MS,
  });

const route = (routeId: string) =>
  t.app.obt.db
    .selectFrom('ccsqd_routes')
    .select(['status', 'booked_order_id', 'booked_amount_fen'])
    .where('id', '=', routeId)
    .executeTakeFirstOrThrow();

const order = (orderId: string) =>
  t.app.obt.db
    .selectFrom('orders')
    .select(['order_status', 'pay_deadline', 'approval_required', 'violation_reason'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

function sold(flightNo: string, cabinCode: string, date = DATE): Promise<number> {
  return seatsSold(t.app, flightNo, date, cabinCode);
}

const reasonId = async () =>
  (
    await t.app.obt.db
      .selectFrom('violation_reasons')
      .select('id')
      .where('corp_id', '=', DEMO.corpId)
      .where('cplx', '=', '10901')
      .where('is_valid', '=', 1)
      .executeTakeFirstOrThrow()
  ).id;

/** Books an over-budget fare through a request with a reason: the order waits for approval submission. */
async function overBudgetOrder(route: { depCity: string; arrCity: string }) {
  const req = await approvedRequest({ jtys: 100, dep: route.depCity, arr: route.arrCity });
  const f = await compliantFare(tokens.zhangsan, route);
  const res = await book(
    tokens.zhangsan,
    bookBody(f.lowest.fareKey, { ccsqdId: req.ccsqdId, routeId: req.routeId, overBudgetReasonId: await reasonId() }),
  );
  expect(res.code).toBe(1);
  return { ...req, flight: f, orderId: res.data.orderId, booked: res.data };
}

/** Sends an order for approval with 李四 as the approver (A1's /approval/Send calls). */
async function sendForApproval(orderId: string) {
  const info = await post<{ required: boolean; spgzId: string; levels: { level: number }[] }>(
    t.app,
    '/obt/vipSpgzGetInfo',
    { orderId, orderType: 11001 },
    tokens.zhangsan,
  );
  expect(info.code).toBe(1);
  expect(info.data.required).toBe(true);
  const sent = await post<{ state: string }>(
    t.app,
    '/obt/vipBpmSendAppNew',
    {
      orderId,
      orderType: 11001,
      spgzId: info.data.spgzId,
      sendApps: info.data.levels.map((l) => ({ level: l.level, empIds: [DEMO.lisi.id] })),
      appRemark: '客户会议改期，需改签高价航班',
    },
    tokens.zhangsan,
    key(),
  );
  expect(sent.code).toBe(1);
}

async function decide(orderId: string, completeState: 1 | 2, appRemark = '') {
  const chain = await post<{ canAct: string }>(
    t.app,
    '/obt/orderApproveList',
    { orderId, orderType: 11001 },
    tokens.lisi,
  );
  expect(chain.code).toBe(1);
  expect(chain.data.canAct).not.toBe('');
  const res = await post<{ instanceState: string }>(
    t.app,
    '/obt/vipBpmReceiveAppResult',
    { workItemId: chain.data.canAct, completeState, ...(appRemark ? { appRemark } : {}) },
    tokens.lisi,
  );
  expect(res.code).toBe(1);
  return res.data;
}

beforeAll(async () => {
  t = await createTestApp();
  tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  tokens.lisi = await login(t.app, DEMO.lisi.phone);
  // The DEMO date rule of the plan: request dates ± 2 days.
  const db = t.app.obt.db;
  await db
    .deleteFrom('parameters')
    .where('corp_id', '=', DEMO.corpId)
    .where('param_no', 'in', ['trip.dateRangeType', 'trip.dateToleranceDays'])
    .execute();
  await db
    .insertInto('parameters')
    .values([
      { corp_id: DEMO.corpId, param_no: 'trip.dateRangeType', value: '1', name: 'trip date range type' },
      { corp_id: DEMO.corpId, param_no: 'trip.dateToleranceDays', value: '2', name: 'trip date tolerance' },
    ])
    .execute();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.clock.ms = START_MS;
});

describe('bookV3 through a trip request', () => {
  it('books inside the window and budget: straight to payment, the leg booked, freed again on cancel', async () => {
    const req = await approvedRequest({ jtys: 5000 });
    const f = await compliantFare(tokens.zhangsan, { depCity: 'BJS', arrCity: 'SHA' });
    const res = await book(tokens.zhangsan, bookBody(f.lowest.fareKey, { ccsqdId: req.ccsqdId, routeId: req.routeId }));
    expect(res.code).toBe(1);
    expect(res.data.nextStep).toBe('pay');

    const leg = await route(req.routeId);
    expect(leg).toMatchObject({ status: 3, booked_order_id: res.data.orderId });
    expect(Number(leg.booked_amount_fen)).toBe(Math.round(res.data.amount * 100));

    const d = await detail(tokens.zhangsan, res.data.orderId);
    expect(d.data).toMatchObject({
      ccsqdId: req.ccsqdId,
      ccsqdNo: req.ccsqdNo,
      routeId: req.routeId,
      violations: [],
      orderStatus: 'awaitingPayment',
    });

    // The request's detail4Book shows the leg booked.
    const book4 = await post<{ routes: { routeId: string; status: number }[] }>(
      t.app,
      '/obt/vipCcsqd/detail4Book',
      { ccsqdId: req.ccsqdId, product: '10901' },
      tokens.zhangsan,
    );
    expect(book4.data.routes.find((r) => r.routeId === req.routeId)?.status).toBe(3);

    expect((await cancel(tokens.zhangsan, res.data.orderId)).code).toBe(1);
    expect(await route(req.routeId)).toMatchObject({ status: 0, booked_order_id: null });
  });

  it('refuses dates outside the window and names the window', async () => {
    const req = await approvedRequest({ jtys: 5000, begin: '2026-03-20', end: '2026-03-22' });
    const f = await compliantFare(tokens.zhangsan, { depCity: 'BJS', arrCity: 'SHA' });
    const res = await book(tokens.zhangsan, bookBody(f.lowest.fareKey, { ccsqdId: req.ccsqdId, routeId: req.routeId }));
    expect(res.code).toBe(2);
    expect(res.tips).toContain('2026-03-18');
    expect(res.tips).toContain('2026-03-24');
    expect(await route(req.routeId)).toMatchObject({ status: 0 });
  });

  it('refuses a request that is not approved, and a request of somebody else', async () => {
    const draft = await approvedRequest({ jtys: 5000, status: 0 });
    const f = await compliantFare(tokens.zhangsan, { depCity: 'BJS', arrCity: 'SHA' });
    const notApproved = await book(
      tokens.zhangsan,
      bookBody(f.lowest.fareKey, { ccsqdId: draft.ccsqdId, routeId: draft.routeId }),
    );
    expect(notApproved.code).toBe(2);

    const req = await approvedRequest({ jtys: 5000 });
    // 李四 is neither the applicant nor a traveller of 张三's request.
    const lisiBook = await book(
      tokens.lisi,
      bookBody(f.lowest.fareKey, {
        ccsqdId: req.ccsqdId,
        routeId: req.routeId,
        psgList: [psg(QIANQI, '13800000011')],
      }),
    );
    expect(lisiBook.code).toBe(2);
    expect(await route(req.routeId)).toMatchObject({ status: 0 });
  });

  it('asks before booking a leg again, then moves the leg to the new order', async () => {
    const req = await approvedRequest({ jtys: 50000, dep: 'SHA', arr: 'CAN' });
    const f = await compliantFare(tokens.zhangsan, { depCity: 'SHA', arrCity: 'CAN' });
    const first = await book(
      tokens.zhangsan,
      bookBody(f.lowest.fareKey, { ccsqdId: req.ccsqdId, routeId: req.routeId }),
    );
    expect(first.code).toBe(1);
    const again = await book(
      tokens.zhangsan,
      bookBody(f.lowest.fareKey, { ccsqdId: req.ccsqdId, routeId: req.routeId, confirmDuplicate: true }),
    );
    expect(again.code).toBe(2);
    expect(again.tips).toBe('该行程已预订，是否继续？');
    const confirmed = await book(
      tokens.zhangsan,
      bookBody(f.lowest.fareKey, {
        ccsqdId: req.ccsqdId,
        routeId: req.routeId,
        confirmDuplicate: true,
        confirmRouteBooked: true,
      }),
    );
    expect(confirmed.code).toBe(1);
    expect(await route(req.routeId)).toMatchObject({ status: 3, booked_order_id: confirmed.data.orderId });
  });

  it('over budget needs a reason; with one the order waits for approval (DEMO rule 超预算机票审批)', async () => {
    const req = await approvedRequest({ jtys: 100, dep: 'BJS', arr: 'CTU' });
    const f = await compliantFare(tokens.zhangsan, { depCity: 'BJS', arrCity: 'CTU' });
    const body = bookBody(f.lowest.fareKey, { ccsqdId: req.ccsqdId, routeId: req.routeId });
    const missing = await book(tokens.zhangsan, body);
    expect(missing.code).toBe(2);
    expect(missing.tips).toBe('超出出差申请的交通预算，请选择或填写超预算原因');
    expect(await route(req.routeId)).toMatchObject({ status: 0 });

    const id = await reasonId();
    const res = await book(tokens.zhangsan, { ...body, overBudgetReasonId: id });
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ nextStep: 'awaitingSubmission', payDeadline: '' });
    expect(await order(res.data.orderId)).toMatchObject({ order_status: 'awaitingSubmission', approval_required: 1 });
    const d = await detail(tokens.zhangsan, res.data.orderId);
    expect(d.data.violations).toEqual([{ item: 'overBudget', reason: expect.any(String) }]);
    expect(d.data.violations?.[0]?.reason).not.toBe('');
    expect(d.data.actions.cancel).toBe(true);
    expect(await route(req.routeId)).toMatchObject({ status: 3, booked_order_id: res.data.orderId });
  });

  it('a plain policy violation without a request still goes straight to payment in DEMO', async () => {
    const res = await call<QueryFlightData>(
      t.app,
      '/obt/flight/v3/shopping/queryFlight',
      { depCity: 'BJS', arrCity: 'SHA', depDate: DATE, cabinClass: 'C', travellers: [{ empId: DEMO.zhangsan.id }] },
      { token: tokens.zhangsan },
    );
    const f = res.data.flights.find((x) => x.lowest.policy && !x.lowest.policy.compliant && x.lowest.seats > 0);
    if (!f) throw new Error('no violating fare');
    const booked = await book(tokens.zhangsan, bookBody(f.lowest.fareKey, { violationReasonId: await reasonId() }));
    expect(booked.code).toBe(1);
    expect(booked.data.nextStep).toBe('pay');
  });
});

describe('the approval outcome of a flight order', () => {
  it('sent → in approval; approved → awaiting payment with a fresh deadline and its expiry job', async () => {
    const o = await overBudgetOrder({ depCity: 'SHA', arrCity: 'CTU' });
    await sendForApproval(o.orderId);
    expect((await order(o.orderId)).order_status).toBe('inApproval');

    t.clock.advance(60 * 60_000);
    const decided = await decide(o.orderId, 1);
    expect(decided.instanceState).toBe('approved');
    const row = await order(o.orderId);
    expect(row.order_status).toBe('awaitingPayment');
    expect(Number(row.pay_deadline)).toBe(t.clock.ms + 15 * 60_000);
    const jobs = await t.app.obt.db
      .selectFrom('jobs')
      .select(['kind', 'run_at', 'payload'])
      .where('kind', '=', 'flight.expire')
      .execute();
    expect(
      jobs.some((j) => String(j.payload).includes(o.orderId) && Number(j.run_at) === t.clock.ms + 15 * 60_000),
    ).toBe(true);
    const d = await detail(tokens.zhangsan, o.orderId);
    expect(d.data.actions.pay).toBe(true);
    expect(d.data.timeline.map((e) => e.status)).toEqual(['awaitingSubmission', 'inApproval', 'awaitingPayment']);

    // Unpaid past the new deadline: cancelled, seats and the leg given back.
    t.clock.advance(16 * 60_000);
    await t.app.obt.jobs.runDue();
    expect((await order(o.orderId)).order_status).toBe('cancelled');
    expect(await route(o.routeId)).toMatchObject({ status: 0 });
  });

  it('rejected → rejected, seats back and the leg free again', async () => {
    const o = await overBudgetOrder({ depCity: 'CAN', arrCity: 'SHA' });
    const before = await sold(o.flight.flightNo, o.flight.lowest.cabinCode);
    await sendForApproval(o.orderId);
    const decided = await decide(o.orderId, 2, '预算不足，请改订经济舱低价航班');
    expect(decided.instanceState).toBe('rejected');
    expect((await order(o.orderId)).order_status).toBe('rejected');
    expect(await sold(o.flight.flightNo, o.flight.lowest.cabinCode)).toBe(before - 1);
    expect(await route(o.routeId)).toMatchObject({ status: 0, booked_order_id: null });
    const messages = await t.app.obt.db
      .selectFrom('messages')
      .select(['title', 'order_id'])
      .where('emp_id', '=', DEMO.zhangsan.id)
      .where('order_id', '=', o.orderId)
      .execute();
    expect(messages.length).toBeGreaterThan(0);
  });

  it('withdrawn → awaiting submission again; cancelling in approval terminates it and frees the leg', async () => {
    const o = await overBudgetOrder({ depCity: 'CTU', arrCity: 'SHA' });
    await sendForApproval(o.orderId);
    const withdrawn = await post(t.app, '/obt/cancelApp', { orderId: o.orderId, orderType: 11001 }, tokens.zhangsan);
    expect(withdrawn.code).toBe(1);
    expect((await order(o.orderId)).order_status).toBe('awaitingSubmission');

    t.clock.advance(60_000);
    await sendForApproval(o.orderId);
    const before = await sold(o.flight.flightNo, o.flight.lowest.cabinCode);
    const cancelled = await cancel(tokens.zhangsan, o.orderId);
    expect(cancelled.code).toBe(1);
    expect((await order(o.orderId)).order_status).toBe('cancelled');
    expect(await sold(o.flight.flightNo, o.flight.lowest.cabinCode)).toBe(before - 1);
    expect(await route(o.routeId)).toMatchObject({ status: 0 });
    const chain = await post<{ state: string }>(
      t.app,
      '/obt/orderApproveList',
      { orderId: o.orderId, orderType: 11001 },
      tokens.zhangsan,
    );
    expect(chain.data.state).toBe('terminated');
    // The approver has nothing left to act on.
    const pending = await t.app.obt.db
      .selectFrom('approval_work_items')
      .select('state')
      .where('order_id', '=', o.orderId)
      .where('state', '=', 'pending')
      .execute();
    expect(pending).toEqual([]);
  });

  it('a company account without a payment password pays on approval and ticketing starts', async () => {
    await withPasswordlessCompanyAccount(t.app, DEMO.corpId, async (balanceBefore) => {
      const o = await overBudgetOrder({ depCity: 'SHA', arrCity: 'BJS' });
      await sendForApproval(o.orderId);
      await decide(o.orderId, 1);
      const row = await order(o.orderId);
      expect(row.order_status).toBe('paid');
      expect(await companyBalanceFen(t.app, DEMO.corpId)).toBe(balanceBefore - Math.round(o.booked.amount * 100));
      t.clock.advance(3000);
      await t.app.obt.jobs.runDue();
      expect((await order(o.orderId)).order_status).toBe('ticketing');
    });
  });
});
