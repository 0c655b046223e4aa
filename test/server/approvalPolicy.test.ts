/**
 * Approval policy (issue 4): the employee approval mode (1 company rules, 2 exempt, 3 always) and the company
 * setting `approval.subjectBy` (booker / first employee traveller, SPEC §6) in the engine's decision and at booking;
 * orders that do not hold seats forever (unsent after 30 minutes → cancelled; in approval 2 h before departure or
 * 24 h after sending → approval terminated; approved inside the 40-minute booking block → ended, not payable).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TravellerInput } from '../../src/api/contract/booking';
import type { FlightBookData, FlightItem, QueryFlightData } from '../../src/api/contract/flight';
import { demoIdNumber } from '../../server/src/db/seed/bookingKit';
import { translate } from '../../server/src/i18n/messages';
import { needsApproval } from '../../server/src/modules/approval/engine';
import { en as tripBookingEn, zh as tripBookingZh } from '../../src/i18n/parts/tripBooking';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { seatsSold } from './helpers/bookFlight';

let t: TestApp;
const tokens: Record<string, string> = {};
const DATE = '2026-03-09';
const TODAY = '2026-03-02';
const key = () => `test-${randomBytes(8).toString('hex')}`;
let seq = 0;
const rid = () => `ap${Date.now().toString(36)}${(seq += 1)}`;

/** The project's `call` with the token and idempotency key these tests pass positionally. */
const post = <D>(app: FastifyInstance, url: string, body: unknown, token: string, idem?: string) =>
  call<D>(app, url, body, { token, idempotencyKey: idem });

const db = () => t.app.obt.db;
const book = (token: string, body: Record<string, unknown>) =>
  post<FlightBookData>(t.app, '/obt/flight/order/bookV3', body, token, key());

const ZHANGSAN = { empId: DEMO.zhangsan.id, name: '张三', born: '1990-03-15', area: '110105', sex: 'M' } as const;
const SUNBA = { empId: DEMO.sunba.id, name: '孙八', born: '1988-06-06', area: '310104', sex: 'M' } as const;

function psg(p: typeof ZHANGSAN | typeof SUNBA, phone: string): TravellerInput {
  return {
    psgName: p.name,
    psgType: 1,
    idType: 'ID',
    idno: demoIdNumber(p.area, p.born, 1, p.sex),
    sex: p.sex,
    born: p.born,
    phoneNumber: phone,
    empId: p.empId,
  };
}

const chinaMs = (depTime: string) => Date.parse(`${depTime.replace(' ', 'T')}:00+08:00`);

/** A compliant fare with seats; `after`: departing later than this (epoch ms). */
async function fare(token: string, route: { depCity: string; arrCity: string }, date = DATE, after = 0) {
  const res = await call<QueryFlightData>(
    t.app,
    '/obt/flight/v3/shopping/queryFlight',
    { ...route, depDate: date, cabinClass: 'Y', travellers: [{ empId: DEMO.zhangsan.id }] },
    { token },
  );
  const f = res.data.flights.find(
    // Flights of today may break the advance-booking policy: any fare will do then (a reason is given).
    (x: FlightItem) => (after > 0 || x.lowest.policy?.compliant) && x.lowest.seats >= 3 && chinaMs(x.depTime) > after,
  );
  if (!f) throw new Error('no compliant fare');
  return f;
}

const reasonId = async () =>
  (
    await db()
      .selectFrom('violation_reasons')
      .select('id')
      .where('corp_id', '=', DEMO.corpId)
      .where('cplx', '=', '10901')
      .where('is_valid', '=', 1)
      .executeTakeFirstOrThrow()
  ).id;

function bookBody(fareKey: string, extra: Record<string, unknown> = {}) {
  return {
    fareKeys: [fareKey],
    tripType: 1,
    psgList: [psg(ZHANGSAN, '13800000001')],
    linkman: '张三',
    linkTel: '13800000001',
    confirmDuplicate: true,
    ...extra,
  };
}

/** An approved DEMO request of 张三 with one flight leg (transport budget in yuan). */
async function approvedRequest(jtys: number, route: { depCity: string; arrCity: string }, date = DATE) {
  const ccsqdId = rid();
  const routeId = rid();
  await db()
    .insertInto('ccsqd')
    .values({
      id: ccsqdId,
      corp_id: DEMO.corpId,
      emp_id: DEMO.zhangsan.id,
      dept_id: DEMO.rdDept,
      ccsqd_no: `SQ${ccsqdId}`,
      ccr: '张三',
      ccsy: '客户拜访',
      mdd: '上海',
      date_begin: date,
      date_end: date,
      status: 2,
      jtys_fen: jtys * 100,
      zsys_fen: 0,
      qtys_fen: 0,
      zys_fen: jtys * 100,
      project_id: null,
      cost_center_id: null,
      remark: '',
      created_at: START_MS,
      updated_at: START_MS,
    })
    .execute();
  await db()
    .insertInto('ccsqd_persons')
    .values({
      id: rid(),
      ccsqd_id: ccsqdId,
      corp_id: DEMO.corpId,
      emp_id: DEMO.zhangsan.id,
      name: '张三',
      phone_number: '13800000001',
      seq: 0,
    })
    .execute();
  await db()
    .insertInto('ccsqd_routes')
    .values({
      id: routeId,
      ccsqd_id: ccsqdId,
      corp_id: DEMO.corpId,
      seq: 1,
      route_type: 'flight',
      product: '10901',
      dep_city: route.depCity,
      dep_city_name: '',
      arr_city: route.arrCity,
      arr_city_name: '',
      date_begin: date,
      date_end: '',
      cost_fen: 0,
      supplier: '',
      supplier_id: '',
      remark: '',
      status: 0,
      booked_order_id: null,
      booked_amount_fen: 0,
      booked_at: null,
      created_at: START_MS,
      updated_at: START_MS,
    })
    .execute();
  return { ccsqdId, routeId };
}

/** Over the request's budget (violation overBudget → DEMO rule 超预算机票审批): the order awaits submission. */
async function overBudgetOrder(route: { depCity: string; arrCity: string }, date = DATE, after = 0) {
  const req = await approvedRequest(100, route, date);
  const f = await fare(tokens.zhangsan, route, date, after);
  const res = await book(
    tokens.zhangsan,
    bookBody(f.lowest.fareKey, {
      ccsqdId: req.ccsqdId,
      routeId: req.routeId,
      overBudgetReasonId: await reasonId(),
      violationReasonId: await reasonId(),
    }),
  );
  expect(res.code).toBe(1);
  expect(res.data.nextStep).toBe('awaitingSubmission');
  return { ...req, flight: f, orderId: res.data.orderId };
}

const order = (orderId: string) =>
  db().selectFrom('orders').select(['order_status', 'emp_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
const route = (routeId: string) =>
  db()
    .selectFrom('ccsqd_routes')
    .select(['status', 'booked_order_id'])
    .where('id', '=', routeId)
    .executeTakeFirstOrThrow();
function sold(flightNo: string, cabinCode: string, date = DATE): Promise<number> {
  return seatsSold(t.app, flightNo, date, cabinCode);
}
const messagesOf = (empId: string, orderId: string) =>
  db()
    .selectFrom('messages')
    .select(['title', 'content', 'yycj'])
    .where('emp_id', '=', empId)
    .where('order_id', '=', orderId)
    .execute();
const instanceState = async (orderId: string) =>
  (
    await db()
      .selectFrom('approval_instances')
      .select('state')
      .where('order_id', '=', orderId)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
  ).state;

async function info(orderId: string, token = tokens.zhangsan) {
  return post<{ required: boolean; spgzId: string; name: string; levels: { level: number }[] }>(
    t.app,
    '/obt/vipSpgzGetInfo',
    { orderId, orderType: 11001 },
    token,
  );
}

async function send(orderId: string, approver: string = DEMO.lisi.id, token = tokens.zhangsan) {
  const i = await info(orderId, token);
  expect(i.code).toBe(1);
  return post<{ state: string }>(
    t.app,
    '/obt/vipBpmSendAppNew',
    {
      orderId,
      orderType: 11001,
      spgzId: i.data.spgzId,
      sendApps: i.data.levels.map((l) => ({ level: l.level, empIds: [approver] })),
      appRemark: '客户会议，需出行',
    },
    token,
    key(),
  );
}

async function workItem(orderId: string, token = tokens.lisi) {
  const chain = await post<{ canAct: string }>(t.app, '/obt/orderApproveList', { orderId, orderType: 11001 }, token);
  expect(chain.code).toBe(1);
  return chain.data.canAct;
}

const setMode = (empId: string, mode: 1 | 2 | 3) =>
  db().updateTable('employees').set({ approval_mode: mode }).where('id', '=', empId).execute();

async function setSubjectBy(corpId: string, value: 'booker' | 'traveller') {
  await db()
    .deleteFrom('parameters')
    .where('corp_id', '=', corpId)
    .where('param_no', '=', 'approval.subjectBy')
    .execute();
  await db()
    .insertInto('parameters')
    .values({ corp_id: corpId, param_no: 'approval.subjectBy', value, name: 'approval subject by' })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  // The tests move the clock by hours and run the due steps themselves (runDue); the background poll could run them
  // in between, under load (an order's 30-minute submission expiry before the refused send it is tested with).
  // Ready first: the poll starts in onReady, which the first inject would otherwise run after this stop.
  await t.app.ready();
  await t.app.obt.jobs.stop();
  tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  tokens.lisi = await login(t.app, DEMO.lisi.phone);
  tokens.wangwu = await login(t.app, DEMO.wangwu.phone);
  await db()
    .deleteFrom('parameters')
    .where('corp_id', '=', DEMO.corpId)
    .where('param_no', 'in', ['trip.dateRangeType', 'trip.dateToleranceDays'])
    .execute();
  await db()
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
afterEach(async () => {
  t.clock.ms = START_MS;
  await setMode(DEMO.zhangsan.id, 1);
  await setMode(DEMO.sunba.id, 1);
  await setSubjectBy(DEMO.corpId, 'booker');
});

describe('employee approval mode', () => {
  it('exempt (2) skips approval: an over-budget booking goes straight to payment, a trip request needs none', async () => {
    await setMode(DEMO.zhangsan.id, 2);
    const r = { depCity: 'BJS', arrCity: 'SHA' };
    const req = await approvedRequest(100, r);
    const f = await fare(tokens.zhangsan, r);
    const res = await book(
      tokens.zhangsan,
      bookBody(f.lowest.fareKey, { ccsqdId: req.ccsqdId, routeId: req.routeId, overBudgetReasonId: await reasonId() }),
    );
    expect(res.code).toBe(1);
    expect(res.data.nextStep).toBe('pay');

    const trip = await needsApproval(db(), {
      corpId: DEMO.corpId,
      deptId: DEMO.rdDept,
      applicantEmpId: DEMO.zhangsan.id,
      travellerEmpIds: [DEMO.zhangsan.id],
      product: 'trip',
      violated: false,
      violateItems: [],
    });
    expect(trip).toEqual({ required: false, spgzId: null, exempt: true });
  });

  it('always (3) forces approval of a compliant booking by the product rule, ignoring its violation condition', async () => {
    await setMode(DEMO.zhangsan.id, 3);
    const f = await fare(tokens.zhangsan, { depCity: 'SHA', arrCity: 'BJS' });
    const res = await book(tokens.zhangsan, bookBody(f.lowest.fareKey));
    expect(res.code).toBe(1);
    expect(res.data.nextStep).toBe('awaitingSubmission');
    // DEMO's only flight rule is the over-budget one (violation 1): it is the fallback.
    const i = await info(res.data.orderId);
    expect(i.data).toMatchObject({ required: true, spgzId: '91002' });
    expect((await send(res.data.orderId)).code).toBe(1);
    expect((await order(res.data.orderId)).order_status).toBe('inApproval');

    // Company rules (1) again: the same booking needs nothing.
    await setMode(DEMO.zhangsan.id, 1);
    const again = await book(tokens.zhangsan, bookBody(f.lowest.fareKey));
    expect(again.data.nextStep).toBe('pay');
  });

  it('always (3) with no rule of the product is refused by name, not skipped', async () => {
    await setMode(DEMO.zhangsan.id, 3);
    await expect(
      needsApproval(db(), {
        corpId: DEMO.corpId,
        deptId: DEMO.rdDept,
        applicantEmpId: DEMO.zhangsan.id,
        travellerEmpIds: [],
        product: '10903',
        violated: false,
        violateItems: [],
      }),
    ).rejects.toMatchObject({ key: 'approvalAlwaysNoRule' });

    // The same at booking: with the flight rules switched off the booking is refused and holds nothing.
    await db().updateTable('approval_rules').set({ is_valid: 0 }).where('id', '=', '91002').execute();
    try {
      const f = await fare(tokens.zhangsan, { depCity: 'SHA', arrCity: 'CAN' });
      const before = await sold(f.flightNo, f.lowest.cabinCode);
      const res = await book(tokens.zhangsan, bookBody(f.lowest.fareKey));
      expect(res.code).toBe(2);
      expect(res.tips).toContain('始终审批');
      expect(await sold(f.flightNo, f.lowest.cabinCode)).toBe(before);
    } finally {
      await db().updateTable('approval_rules').set({ is_valid: 1 }).where('id', '=', '91002').execute();
    }
  });
});

describe('approval.subjectBy', () => {
  const marketingFlightRule = async () => {
    const id = '99501';
    const have = await db().selectFrom('approval_rules').select('id').where('id', '=', id).executeTakeFirst();
    if (have) return id;
    await db()
      .insertInto('approval_rules')
      .values({
        id,
        corp_id: DEMO.corpId,
        name: '市场部机票审批',
        product: '10901',
        dept_ids: DEMO.marketDept,
        violation: 0,
        violate_items: '',
        sort: 5,
        is_valid: 1,
        created_at: START_MS,
        updated_at: START_MS,
      })
      .execute();
    await db()
      .insertInto('approval_rule_levels')
      .values({ id: `${id}-1`, rule_id: id, corp_id: DEMO.corpId, level: 1, name: '' })
      .execute();
    await db()
      .insertInto('approval_rule_approvers')
      .values({ rule_id: id, level: 1, emp_id: DEMO.lisi.id, corp_id: DEMO.corpId, sort: 0 })
      .execute();
    return id;
  };

  const bookForSunba = async (fareKey: string) =>
    book(tokens.wangwu, {
      ...bookBody(fareKey, { violationReasonId: await reasonId() }),
      psgList: [psg(SUNBA, '13800000012')],
      linkman: '王五',
      linkTel: '13800000003',
    });

  it('the demo seed: DEMO decides by the booker, DEMO2 by the traveller', async () => {
    const rows = await db()
      .selectFrom('parameters')
      .select(['corp_id', 'value'])
      .where('param_no', '=', 'approval.subjectBy')
      .where('corp_id', 'in', [DEMO.corpId, DEMO.corp2Id])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.corp_id, r.value]))).toEqual({
      [DEMO.corpId]: 'booker',
      [DEMO.corp2Id]: 'traveller',
    });
  });

  it("traveller: the traveller's department rule applies (booker: the booker's, none)", async () => {
    const ruleId = await marketingFlightRule();
    const f = await fare(tokens.wangwu, { depCity: 'BJS', arrCity: 'CTU' });

    // 王五 (办公室) books for 孙八 (市场部): by the booker, no flight rule applies.
    const byBooker = await bookForSunba(f.lowest.fareKey);
    expect(byBooker.code).toBe(1);
    expect(byBooker.data.nextStep).toBe('pay');

    await setSubjectBy(DEMO.corpId, 'traveller');
    const byTraveller = await bookForSunba(f.lowest.fareKey);
    expect(byTraveller.code).toBe(1);
    expect(byTraveller.data.nextStep).toBe('awaitingSubmission');
    const i = await info(byTraveller.data.orderId, tokens.wangwu);
    expect(i.data).toMatchObject({ required: true, spgzId: ruleId });

    // The traveller's approval mode counts too: 孙八 exempt → no approval although 王五 is not.
    await setMode(DEMO.sunba.id, 2);
    const exempt = await bookForSunba(f.lowest.fareKey);
    expect(exempt.data.nextStep).toBe('pay');
  });
});

describe('orders do not hold seats forever', () => {
  it('awaitingSubmission unsent for 30 minutes: cancelled, seats and route released, the booker told', async () => {
    const o = await overBudgetOrder({ depCity: 'SHA', arrCity: 'CTU' });
    const held = await sold(o.flight.flightNo, o.flight.lowest.cabinCode);
    expect(await route(o.routeId)).toMatchObject({ status: 3, booked_order_id: o.orderId });

    t.clock.advance(29 * 60_000);
    await t.app.obt.jobs.runDue();
    expect((await order(o.orderId)).order_status).toBe('awaitingSubmission');

    t.clock.advance(2 * 60_000);
    await t.app.obt.jobs.runDue();
    expect((await order(o.orderId)).order_status).toBe('cancelled');
    expect(await sold(o.flight.flightNo, o.flight.lowest.cabinCode)).toBe(held - 1);
    expect(await route(o.routeId)).toMatchObject({ status: 0, booked_order_id: null });
    const msgs = await messagesOf(DEMO.zhangsan.id, o.orderId);
    expect(msgs.some((m) => m.content.includes('30分钟未送审'))).toBe(true);
  });

  it('withdrawn back to awaitingSubmission: another 30 minutes from the withdrawal', async () => {
    const o = await overBudgetOrder({ depCity: 'CTU', arrCity: 'CAN' });
    t.clock.advance(20 * 60_000);
    expect((await send(o.orderId)).code).toBe(1);
    t.clock.advance(5 * 60_000);
    const withdrawn = await post(t.app, '/obt/cancelApp', { orderId: o.orderId, orderType: 11001 }, tokens.zhangsan);
    expect(withdrawn.code).toBe(1);

    // The booking's job (due at 30 min) finds the order put back at 25 min: nothing happens.
    t.clock.advance(10 * 60_000);
    await t.app.obt.jobs.runDue();
    expect((await order(o.orderId)).order_status).toBe('awaitingSubmission');

    t.clock.advance(21 * 60_000);
    await t.app.obt.jobs.runDue();
    expect((await order(o.orderId)).order_status).toBe('cancelled');
    expect(await route(o.routeId)).toMatchObject({ status: 0 });
  });

  it('inApproval 24 h after sending: approval terminated, order approvalTerminated, seats and route released', async () => {
    const o = await overBudgetOrder({ depCity: 'CAN', arrCity: 'BJS' });
    const held = await sold(o.flight.flightNo, o.flight.lowest.cabinCode);
    expect((await send(o.orderId)).code).toBe(1);

    t.clock.advance(24 * 3_600_000 - 60_000);
    await t.app.obt.jobs.runDue();
    expect((await order(o.orderId)).order_status).toBe('inApproval');

    t.clock.advance(2 * 60_000);
    await t.app.obt.jobs.runDue();
    expect((await order(o.orderId)).order_status).toBe('approvalTerminated');
    expect(await instanceState(o.orderId)).toBe('terminated');
    expect(await sold(o.flight.flightNo, o.flight.lowest.cabinCode)).toBe(held - 1);
    expect(await route(o.routeId)).toMatchObject({ status: 0, booked_order_id: null });
    const open = await db()
      .selectFrom('approval_work_items')
      .select('id')
      .where('order_id', '=', o.orderId)
      .where('state', '=', 'pending')
      .execute();
    expect(open).toEqual([]);
    const msgs = await messagesOf(DEMO.zhangsan.id, o.orderId);
    expect(msgs.some((m) => m.title === '审批已终止' && m.content.includes('起飞前完成审批'))).toBe(true);
    expect((await messagesOf(DEMO.lisi.id, o.orderId)).some((m) => m.title === '审批已终止')).toBe(true);
  });

  it('inApproval when the flight departs within 2 hours: ended before departure', async () => {
    const o = await overBudgetOrder({ depCity: 'BJS', arrCity: 'SZX' }, TODAY, START_MS + 5 * 3_600_000);
    const dep = chinaMs(o.flight.depTime);
    expect((await send(o.orderId)).code).toBe(1);

    t.clock.ms = dep - 2 * 3_600_000 - 60_000;
    await t.app.obt.jobs.runDue();
    expect((await order(o.orderId)).order_status).toBe('inApproval');

    t.clock.ms = dep - 2 * 3_600_000 + 1000;
    await t.app.obt.jobs.runDue();
    expect((await order(o.orderId)).order_status).toBe('approvalTerminated');
    expect(await route(o.routeId)).toMatchObject({ status: 0 });
  });

  it('sending when the flight departs within 2 hours is refused by name', async () => {
    const o = await overBudgetOrder({ depCity: 'SZX', arrCity: 'BJS' }, TODAY, START_MS + 3 * 3_600_000);
    t.clock.ms = chinaMs(o.flight.depTime) - 90 * 60_000;
    const res = await send(o.orderId);
    expect(res.code).toBe(2);
    expect(res.tips).toContain('来不及审批');
    expect((await order(o.orderId)).order_status).toBe('awaitingSubmission');
  });

  it('approved inside the 40-minute booking block: ended, not payable; approver and applicant told', async () => {
    const o = await overBudgetOrder({ depCity: 'SHA', arrCity: 'SZX' }, TODAY, START_MS + 4 * 3_600_000);
    const held = await sold(o.flight.flightNo, o.flight.lowest.cabinCode, TODAY);
    expect((await send(o.orderId)).code).toBe(1);
    const item = await workItem(o.orderId);

    // The expiry job has not run (no runDue): the approver acts 30 minutes before departure.
    t.clock.ms = chinaMs(o.flight.depTime) - 30 * 60_000;
    const res = await post<{ state: string; instanceState: string }>(
      t.app,
      '/obt/vipBpmReceiveAppResult',
      { workItemId: item, completeState: 1 },
      tokens.lisi,
    );
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ state: 'closed', instanceState: 'terminated' });
    expect(res.tips).toContain('40分钟');
    expect((await order(o.orderId)).order_status).toBe('approvalTerminated');
    expect(await instanceState(o.orderId)).toBe('terminated');
    expect(await sold(o.flight.flightNo, o.flight.lowest.cabinCode, TODAY)).toBe(held - 1);
    expect(await route(o.routeId)).toMatchObject({ status: 0 });
    const toApplicant = await messagesOf(DEMO.zhangsan.id, o.orderId);
    expect(toApplicant.some((m) => m.content.includes('40分钟'))).toBe(true);
    const toApprover = await messagesOf(DEMO.lisi.id, o.orderId);
    expect(toApprover.some((m) => m.content.includes('40分钟'))).toBe(true);
    const jobs = await db()
      .selectFrom('jobs')
      .select(['kind', 'payload'])
      .where('kind', '=', 'flight.expire')
      .execute();
    expect(jobs.some((j) => String(j.payload).includes(o.orderId))).toBe(false);

    // Acting again has no second effect.
    const again = await post(t.app, '/obt/vipBpmReceiveAppResult', { workItemId: item, completeState: 1 }, tokens.lisi);
    expect(again.code).toBe(2);
    expect((await order(o.orderId)).order_status).toBe('approvalTerminated');
  });
});

describe('the leg booked meanwhile', () => {
  it("the refusal's tips are the client's question in both languages (tkEdit recognises it by them)", () => {
    expect(translate('zh-CN', 'routeAlreadyBooked')).toBe(tripBookingZh['tripBooking.booked.body']);
    expect(translate('en-US', 'routeAlreadyBooked')).toBe(tripBookingEn['tripBooking.booked.body']);
  });
});
