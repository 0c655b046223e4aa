/**
 * The car dispatch simulator (issue 14, SPEC §4 car journey stages): the transition tables allow the stages in order
 * only; an instant ride runs dispatching → dispatched → driverArrived → inService → awaitingPayment (the actual fare)
 * by moving the injected clock and running the due jobs, the driver's position moving toward the pick-up and then
 * along the route; paid at the end it is completed. A pre-booked ride is called at use time − 30 minutes and
 * completed at its estimate; nobody accepting cancels it with a full refund. The driver's phone only for the booker
 * or passenger. Dates come from the injected clock.
 */
import type { FastifyInstance } from 'fastify';
import { CAR_USE_TYPE, type DriverLocationData } from '../../src/api/contract/car';
import { rideFare } from '../../src/domain/car/fare';
import { ORDER_TYPE } from '../../src/domain/codes';
import { toChina, toEpochMs } from '../../src/domain/time';
import { CAR_TRANSITIONS } from '../../server/src/modules/carOrders/dispatch';
import { orderTransition } from '../../server/src/modules/orders/lifecycle';
import { canTransition } from '../../server/src/modules/orders/transitions';
import { distanceM } from '../../server/src/modules/maps/gazetteer';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { payFromCompanyAccount } from './helpers/bookHotel';
import { BJ, bookCar, orderStatus } from './helpers/bookCar';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

// Sessions time out when the clock jumps to a pre-booked ride's call time: every test logs in afresh.
beforeEach(async () => {
  t.clock.ms = START_MS;
  tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  tokens.fengli = await login(t.app, DEMO.fengli.phone);
});

const carRow = (app: FastifyInstance, id: string) =>
  app.obt.db.selectFrom('car_orders').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow();
const orderRow = (app: FastifyInstance, id: string) =>
  app.obt.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const timeline = async (app: FastifyInstance, id: string) =>
  (
    await app.obt.db
      .selectFrom('order_events')
      .select(['to_status', 'note'])
      .where('order_id', '=', id)
      .orderBy('seq')
      .execute()
  ).map((e) => e.to_status);
const balance = async (app: FastifyInstance) =>
  Number(
    (
      await app.obt.db
        .selectFrom('corp_pay_settings')
        .select('balance_fen')
        .where('corp_id', '=', DEMO.corpId)
        .executeTakeFirstOrThrow()
    ).balance_fen,
  );

const location = async (id: string, token = tokens.zhangsan!) =>
  call<DriverLocationData>(t.app, '/obt/car/getDriverLocation', { id }, { token });

/** Moves the clock in `stepMs` steps, running due jobs, until the order reaches `status` (at most `maxMs`). */
async function advanceUntil(app: FastifyInstance, clock: { advance(ms: number): void }, id: string, status: string) {
  for (let waited = 0; waited <= 120_000; waited += 1000) {
    await app.obt.jobs.runDue();
    if ((await orderStatus(app, id)) === status) return;
    clock.advance(1000);
  }
  throw new Error(`order ${id} never reached ${status} (is ${await orderStatus(app, id)})`);
}

describe('transition tables', () => {
  it('allow the journey stages in order only', () => {
    const stages = ['dispatching', 'dispatched', 'driverArrived', 'inService'];
    for (const type of [ORDER_TYPE.car, ORDER_TYPE.carRealTime]) {
      for (let i = 0; i + 1 < stages.length; i += 1)
        expect(canTransition(type, stages[i]!, stages[i + 1] as never)).toBe(true);
      expect(canTransition(type, 'dispatching', 'inService')).toBe(false);
      expect(canTransition(type, 'dispatched', 'inService')).toBe(false);
      expect(canTransition(type, 'inService', 'cancelled')).toBe(false);
    }
    expect(canTransition(ORDER_TYPE.carRealTime, 'inService', 'awaitingPayment')).toBe(true);
    expect(canTransition(ORDER_TYPE.carRealTime, 'inService', 'completed')).toBe(false);
    expect(canTransition(ORDER_TYPE.car, 'inService', 'completed')).toBe(true);
    expect(canTransition(ORDER_TYPE.car, 'awaitingPayment', 'dispatching')).toBe(false);
    expect(canTransition(ORDER_TYPE.car, 'paid', 'dispatching')).toBe(true);
    expect(CAR_TRANSITIONS[ORDER_TYPE.car].completed).toBeUndefined();
  });

  it('refuses a forged out-of-order transition of a booked ride', async () => {
    const booked = await bookCar(t.app, tokens.zhangsan!, { useType: CAR_USE_TYPE.instant });
    const forged = t.app.obt.db
      .transaction()
      .execute((trx) =>
        orderTransition(trx, booked.orderId, ['dispatching'], 'inService', 'forged', { nowMs: START_MS }),
      );
    await expect(forged).rejects.toMatchObject({ key: 'orderTransitionRefused' });
    expect(await orderStatus(t.app, booked.orderId)).toBe('dispatching');
  });
});

describe('instant ride', () => {
  it('runs the journey: the driver comes to the pick-up, drives the route, the fare is paid at the end', async () => {
    const booked = await bookCar(t.app, tokens.zhangsan!, { useType: CAR_USE_TYPE.instant });
    const id = booked.orderId;
    await t.app.obt.jobs.runDue();
    const called = await carRow(t.app, id);
    expect(Number(called.called_at)).toBe(START_MS);
    // Before a driver accepted: no position, no phone.
    const calling = await location(id);
    expect(calling.data).toMatchObject({ orderStatus: 'dispatching', position: null });
    const noPhone = await call(
      t.app,
      '/obt/common/getOrderLinkerPlainText',
      { orderId: id },
      { token: tokens.zhangsan },
    );
    expect(noPhone.code).not.toBe(1);

    await advanceUntil(t.app, t.clock, id, 'dispatched');
    const accepted = await carRow(t.app, id);
    const acceptedAfter = Number(accepted.accepted_at) - START_MS;
    expect(acceptedAfter).toBeGreaterThanOrEqual(3000);
    expect(acceptedAfter).toBeLessThanOrEqual(9000);
    expect(accepted.driver_name).not.toBe('');
    expect(accepted.plate).not.toBe('');
    expect(JSON.parse(accepted.approach_json).length).toBeGreaterThanOrEqual(2);

    // The driver moves toward the pick-up: closer and less left at each poll.
    const pickup = { lat: BJ.guomao.lat, lng: BJ.guomao.lng };
    const first = (await location(id)).data;
    expect(first.orderStatus).toBe('dispatched');
    expect(first.position).not.toBeNull();
    t.clock.advance(8000);
    const second = (await location(id)).data;
    expect(second.remainingDistance).toBeLessThan(first.remainingDistance);
    expect(second.remainingSeconds).toBeLessThan(first.remainingSeconds);
    expect(distanceM(second.position!, pickup)).toBeLessThan(distanceM(first.position!, pickup));
    expect(second.heading).toBeGreaterThanOrEqual(0);
    expect(second.heading).toBeLessThan(360);

    // Only the booker or the passenger gets the driver's phone; another company's employee does not find the ride.
    const phone = await call<{ phone: string }>(
      t.app,
      '/obt/common/getOrderLinkerPlainText',
      { orderId: id },
      { token: tokens.zhangsan },
    );
    expect(phone.code).toBe(1);
    expect(phone.data.phone).toBe(accepted.driver_phone);
    expect(phone.data.phone).toMatch(/^1\d{10}$/);
    const stranger = await call(
      t.app,
      '/obt/common/getOrderLinkerPlainText',
      { orderId: id },
      { token: tokens.fengli },
    );
    expect(stranger.code).not.toBe(1);
    expect((await location(id, tokens.fengli)).code).not.toBe(1);

    await advanceUntil(t.app, t.clock, id, 'driverArrived');
    const arrived = await carRow(t.app, id);
    const approachMs = Number(arrived.arrived_at) - Number(arrived.accepted_at);
    expect(approachMs).toBeGreaterThanOrEqual(20_000);
    expect(approachMs).toBeLessThanOrEqual(41_000);
    const atPickup = (await location(id)).data;
    expect(atPickup).toMatchObject({ orderStatus: 'driverArrived', remainingDistance: 0 });
    expect(distanceM(atPickup.position!, pickup)).toBeLessThan(300);

    await advanceUntil(t.app, t.clock, id, 'inService');
    const started = await carRow(t.app, id);
    expect(Number(started.started_at) - Number(started.arrived_at)).toBeGreaterThanOrEqual(10_000);
    const rideStart = (await location(id)).data;
    t.clock.advance(15_000);
    const rideLater = (await location(id)).data;
    expect(rideLater.orderStatus).toBe('inService');
    expect(rideLater.remainingDistance).toBeLessThan(rideStart.remainingDistance);
    const dropOff = { lat: BJ.southStation.lat, lng: BJ.southStation.lng };
    expect(distanceM(rideLater.position!, dropOff)).toBeLessThan(distanceM(rideStart.position!, dropOff));

    await advanceUntil(t.app, t.clock, id, 'awaitingPayment');
    const finished = await carRow(t.app, id);
    const hour = toChina(Number(finished.started_at)).hour();
    const fare = rideFare('economy', Number(finished.route_distance), Number(finished.route_duration), hour).totalFen;
    expect(Number(finished.actual_fen)).toBe(fare);
    expect(Number(finished.actual_distance)).toBe(Number(finished.route_distance));
    const order = await orderRow(t.app, id);
    expect(Number(order.total_fen)).toBe(fare);
    // Pay at the end has no 15-minute expiry: still payable an hour later.
    t.clock.advance(3_600_000);
    await t.app.obt.jobs.runDue();
    expect(await orderStatus(t.app, id)).toBe('awaitingPayment');
    const messages = await t.app.obt.db
      .selectFrom('messages')
      .select('title')
      .where('order_id', '=', id)
      .where('emp_id', '=', DEMO.zhangsan.id)
      .execute();
    expect(messages.map((m) => m.title)).toEqual(
      expect.arrayContaining(['司机已接单', '司机已到达', '行程开始', '请支付车费']),
    );

    const before = await balance(t.app);
    const paid = await payFromCompanyAccount(t.app, tokens.zhangsan!, id);
    expect(paid.code).toBe(1);
    expect(await orderStatus(t.app, id)).toBe('completed');
    expect(await balance(t.app)).toBe(before - fare);
    expect(await timeline(t.app, id)).toEqual([
      'dispatching',
      'dispatched',
      'driverArrived',
      'inService',
      'awaitingPayment',
      'paid',
      'completed',
    ]);
  });
});

describe('pre-booked ride', () => {
  it('is called at use time − 30 minutes once paid and completes at its estimate', async () => {
    const booked = await bookCar(t.app, tokens.zhangsan!, { useType: CAR_USE_TYPE.scheduled });
    const id = booked.orderId;
    expect((await payFromCompanyAccount(t.app, tokens.zhangsan!, id)).code).toBe(1);
    await t.app.obt.jobs.runDue();
    expect(await orderStatus(t.app, id)).toBe('paid');
    const ride = await carRow(t.app, id);
    t.clock.ms = toEpochMs(ride.use_time) - 30 * 60_000 - 1000;
    await t.app.obt.jobs.runDue();
    expect(await orderStatus(t.app, id)).toBe('paid');
    t.clock.advance(1000);
    await t.app.obt.jobs.runDue();
    expect(await orderStatus(t.app, id)).toBe('dispatching');
    await advanceUntil(t.app, t.clock, id, 'completed');
    const done = await carRow(t.app, id);
    expect(Number(done.actual_fen)).toBe(Number(ride.estimate_fen));
    expect(Number(done.finished_at)).toBeGreaterThan(Number(done.started_at));
    expect(await timeline(t.app, id)).toEqual([
      'awaitingPayment',
      'paid',
      'dispatching',
      'dispatched',
      'driverArrived',
      'inService',
      'completed',
    ]);
  });

  it('is cancelled with a full refund when nobody accepts (a pick-up named 无人接单)', async () => {
    const from = { ...BJ.guomao, name: '国贸（无人接单）' };
    const booked = await bookCar(t.app, tokens.zhangsan!, { useType: CAR_USE_TYPE.airportDropoff, from, to: BJ.pek });
    const id = booked.orderId;
    const before = await balance(t.app);
    expect((await payFromCompanyAccount(t.app, tokens.zhangsan!, id)).code).toBe(1);
    const paidFen = Number((await orderRow(t.app, id)).total_fen);
    expect(await balance(t.app)).toBe(before - paidFen);
    const ride = await carRow(t.app, id);
    t.clock.ms = toEpochMs(ride.use_time) - 30 * 60_000;
    await t.app.obt.jobs.runDue();
    expect(await orderStatus(t.app, id)).toBe('dispatching');
    t.clock.advance(59_000);
    await t.app.obt.jobs.runDue();
    expect(await orderStatus(t.app, id)).toBe('dispatching');
    t.clock.advance(1000);
    await t.app.obt.jobs.runDue();
    expect(await orderStatus(t.app, id)).toBe('cancelled');
    const cancelled = await carRow(t.app, id);
    expect(cancelled).toMatchObject({ cancel_code: 'noDriver', driver_name: '', payment_method: 'company' });
    expect(Number(cancelled.returned_fen)).toBe(paidFen);
    expect(await balance(t.app)).toBe(before);
    const message = await t.app.obt.db
      .selectFrom('messages')
      .select(['title', 'content'])
      .where('order_id', '=', id)
      .where('title', '=', '无司机接单')
      .executeTakeFirst();
    expect(message?.content).toContain('全额退款');
  });
});
