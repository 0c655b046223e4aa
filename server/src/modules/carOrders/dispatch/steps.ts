/**
 * The ride's journey as persisted steps (supplier kit `defineStep`, SPEC §4 car journey stages). Each step runs in
 * one transaction with its job, reads the order first and does nothing once it moved on (cancelled, or the stage
 * already reached), and schedules the next stage in that same transaction, so a restart loses nothing:
 * - `call` (instant: at booking; pre-booked: at use time minus 30 minutes, paid → dispatching) stamps called_at and
 *   asks the supplier's dispatch plan: nobody → `noDriver` 60 s later; else `accept` after the plan's delay;
 * - `accept` (→ dispatched) writes the driver and the approach route from the driver's start to the pick-up;
 * - `arrive` (→ driverArrived) after the approach's demo duration; `start` (→ inService) after the driver's wait;
 * - `finish` after the ride's demo duration: an instant ride asks its actual fare (awaitingPayment, paid at the end
 *   at the cashier, no payment expiry), a pre-booked one is completed at its estimate;
 * - `noDriver` cancels the order (cancel_code 'noDriver') and gives back everything paid.
 * The booker hears about every stage (messages written in the stored language).
 */
import { ORDER_TYPE } from '../../../../../src/domain/codes';
import { isVehicleClass, rideFare } from '../../../../../src/domain/car/fare';
import { fenToYuan } from '../../../../../src/domain/money';
import { toChina, toEpochMs } from '../../../../../src/domain/time';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db';
import type { MsgKey } from '../../../i18n/messages';
import { notFound } from '../../../lib/errors';
import { carRoute, demoDurationMs, dispatchPlan, DRIVER_WAIT_MS } from '../../../suppliers/car';
import { defineStep, stepHandlers } from '../../../suppliers/kit/step';
import { storedText } from '../../orders/afterSales';
import { createMessage, orderTransition, type PaidHandler } from '../../orders/lifecycle';
import { cancelAndReleaseWith } from '../../orders/ticketing';
import { returnToPayer } from '../../pay/refund';
import { routeJson } from './location';
import { dispatchRepository, type Ride, type RideOrder } from './repository';

interface RideJob {
  orderId: string;
}

/** Job kinds of the journey. */
export const DISPATCH_JOB = {
  call: 'carDispatch.call',
  accept: 'carDispatch.accept',
  arrive: 'carDispatch.arrive',
  start: 'carDispatch.start',
  finish: 'carDispatch.finish',
  noDriver: 'carDispatch.noDriver',
} as const;

/** A pre-booked ride calls its driver this long before its use time. */
export const CALL_BEFORE_USE_MS = 30 * 60_000;
/** How long the demo keeps calling before it gives up when nobody accepts. */
export const NO_DRIVER_AFTER_MS = 60_000;
/**
 * An amount a ride leaves to pay (its fare, or an instant ride's cancel fee) has no payment expiry (SPEC: pay at
 * end): the order's pay deadline is set this far ahead so the cashier accepts it whenever the rider pays.
 */
export const RIDE_PAY_WINDOW_MS = 365 * 24 * 3_600_000;

export const isInstant = (orderType: number): boolean => orderType === ORDER_TYPE.carRealTime;

/** The system as the actor of a journey step. */
const bySystem = (nowMs: number) => ({ nowMs, actorEmpId: null, message: false });

/** Who accepts the ride, when and from where (the supplier's deterministic plan); null: nobody. */
export function planOf(ride: Ride) {
  return dispatchPlan(
    ride.orderId,
    ride.vehicleTypeId,
    { lat: ride.from.lat, lng: ride.from.lng, name: ride.from.name, cityCode: ride.cityCode },
    ride.useTime,
  );
}

/** Tells the booker about the ride: `text` (a timeline note) under the title `titleKey`. */
export async function tellBooker(trx: Db, order: RideOrder, titleKey: MsgKey, text: string, nowMs: number) {
  await createMessage(trx, {
    corpId: order.corpId,
    empId: order.empId,
    title: storedText(titleKey),
    content: storedText('carOrders.msg.content', { orderNo: order.orderNo, text }),
    orderId: order.id,
    orderType: order.orderType,
    nowMs,
  });
}

/** The ride and its order inside the job's transaction; null when either is gone. */
async function load(trx: Db, orderId: string): Promise<{ order: RideOrder; ride: Ride } | null> {
  const repo = dispatchRepository(trx);
  const [order, ride] = await Promise.all([repo.order(orderId), repo.ride(orderId)]);
  return order && ride ? { order, ride } : null;
}

const noDriverStep = defineStep<RideJob>(DISPATCH_JOB.noDriver, async ({ ctx, trx }, { orderId }) => {
  const nowMs = ctx.now().getTime();
  const found = await load(trx, orderId);
  if (!found || found.order.status !== 'dispatching' || found.ride.acceptedAt !== null) return;
  const { order } = found;
  const note = storedText('carOrders.note.noDriver');
  const refundFen = order.paidAt !== null ? order.totalFen : 0;
  const money = await returnToPayer(trx, orderId, refundFen, nowMs);
  await dispatchRepository(trx).updateRide(orderId, {
    ...money,
    cancel_code: 'noDriver',
    cancel_reason: note,
    updated_at: nowMs,
  });
  await cancelAndReleaseWith(async () => undefined, trx, orderId, ['dispatching'], note, bySystem(nowMs));
  await tellBooker(trx, order, 'carOrders.msg.noDriver', note, nowMs);
});

const finishStep = defineStep<RideJob>(DISPATCH_JOB.finish, async ({ ctx, trx }, { orderId }) => {
  const nowMs = ctx.now().getTime();
  const found = await load(trx, orderId);
  if (!found || found.order.status !== 'inService') return;
  const { order, ride } = found;
  const repo = dispatchRepository(trx);
  const driven = { actual_distance: ride.routeDistance, actual_duration: ride.routeDuration, finished_at: nowMs };
  if (!isInstant(order.orderType)) {
    // A pre-booked ride's fare is fixed at its estimate (a day rental at its package price).
    await repo.updateRide(orderId, { ...driven, actual_fen: ride.estimateFen, updated_at: nowMs });
    const note = storedText('carOrders.note.completed');
    await orderTransition(trx, orderId, ['inService'], 'completed', note, bySystem(nowMs));
    await tellBooker(trx, order, 'carOrders.msg.completed', note, nowMs);
    return;
  }
  const startHour = toChina(ride.startedAt ?? nowMs).hour();
  const fareFen = isVehicleClass(ride.vehicleTypeId)
    ? rideFare(ride.vehicleTypeId, ride.routeDistance, ride.routeDuration, startHour).totalFen
    : ride.estimateFen;
  await repo.updateRide(orderId, { ...driven, actual_fen: fareFen, updated_at: nowMs });
  const note = storedText('carOrders.note.finished', { amount: fenToYuan(fareFen).toFixed(2) });
  await orderTransition(trx, orderId, ['inService'], 'awaitingPayment', note, bySystem(nowMs));
  // After the transition, which starts the usual 15-minute limit: a ride's fare has none.
  await repo.setAmountDue(orderId, fareFen, nowMs + RIDE_PAY_WINDOW_MS, nowMs);
  await tellBooker(trx, order, 'carOrders.msg.payRide', note, nowMs);
});

const startStep = defineStep<RideJob>(DISPATCH_JOB.start, async ({ ctx, trx }, { orderId }) => {
  const nowMs = ctx.now().getTime();
  const found = await load(trx, orderId);
  if (!found || found.order.status !== 'driverArrived') return;
  const { order, ride } = found;
  await dispatchRepository(trx).updateRide(orderId, { started_at: nowMs, updated_at: nowMs });
  const note = storedText('carOrders.note.started');
  await orderTransition(trx, orderId, ['driverArrived'], 'inService', note, bySystem(nowMs));
  await tellBooker(trx, order, 'carOrders.msg.started', note, nowMs);
  await finishStep.schedule(trx, { orderId }, nowMs + demoDurationMs('ride', ride.routeDuration), nowMs);
});

const arriveStep = defineStep<RideJob>(DISPATCH_JOB.arrive, async ({ ctx, trx }, { orderId }) => {
  const nowMs = ctx.now().getTime();
  const found = await load(trx, orderId);
  if (!found || found.order.status !== 'dispatched') return;
  await dispatchRepository(trx).updateRide(orderId, { arrived_at: nowMs, updated_at: nowMs });
  const note = storedText('carOrders.note.arrived');
  await orderTransition(trx, orderId, ['dispatched'], 'driverArrived', note, bySystem(nowMs));
  await tellBooker(trx, found.order, 'carOrders.msg.arrived', note, nowMs);
  await startStep.schedule(trx, { orderId }, nowMs + DRIVER_WAIT_MS, nowMs);
});

const acceptStep = defineStep<RideJob>(DISPATCH_JOB.accept, async ({ ctx, trx }, { orderId }) => {
  const nowMs = ctx.now().getTime();
  const found = await load(trx, orderId);
  if (!found || found.order.status !== 'dispatching' || found.ride.acceptedAt !== null) return;
  const { order, ride } = found;
  const plan = planOf(ride);
  if (!plan) return;
  const approach = await carRoute(ctx, plan.start, ride.from);
  const d = plan.driver;
  await dispatchRepository(trx).updateRide(orderId, {
    driver_name: d.name,
    driver_phone: d.phone,
    plate: d.plate,
    car_model: d.carModel,
    car_color: d.carColor,
    driver_rating: d.rating,
    approach_json: routeJson(approach.points),
    approach_duration: approach.duration,
    accepted_at: nowMs,
    updated_at: nowMs,
  });
  const note = storedText('carOrders.note.accepted', { driver: d.name, plate: d.plate });
  await orderTransition(trx, orderId, ['dispatching'], 'dispatched', note, bySystem(nowMs));
  await tellBooker(trx, order, 'carOrders.msg.accepted', note, nowMs);
  await arriveStep.schedule(trx, { orderId }, nowMs + demoDurationMs('approach', approach.duration), nowMs);
});

const callStep = defineStep<RideJob>(DISPATCH_JOB.call, async ({ ctx, trx }, { orderId }) => {
  const nowMs = ctx.now().getTime();
  const found = await load(trx, orderId);
  if (!found) return;
  const { order, ride } = found;
  if (order.status === 'paid' && !isInstant(order.orderType)) {
    await orderTransition(trx, orderId, ['paid'], 'dispatching', storedText('carOrders.note.calling'), bySystem(nowMs));
  } else if (order.status !== 'dispatching' || ride.calledAt !== null) {
    return;
  }
  await dispatchRepository(trx).updateRide(orderId, { called_at: nowMs, updated_at: nowMs });
  const plan = planOf(ride);
  if (plan) await acceptStep.schedule(trx, { orderId }, nowMs + plan.acceptAfterMs, nowMs);
  else await noDriverStep.schedule(trx, { orderId }, nowMs + NO_DRIVER_AFTER_MS, nowMs);
});

/**
 * Starts calling a driver, in the caller's transaction. Instant (10906): now — an order still before approval is
 * moved to dispatching first (approved or submitted without approval). Pre-booked (11018, paid): at its use time
 * minus 30 minutes, or now when that is past.
 */
export async function startDispatch(trx: Db, _ctx: AppContext, orderId: string, nowMs: number): Promise<void> {
  const found = await load(trx, orderId);
  if (!found) throw notFound();
  const { order, ride } = found;
  if (isInstant(order.orderType)) {
    if (order.status === 'awaitingSubmission' || order.status === 'inApproval') {
      const note = storedText('carOrders.note.calling');
      await orderTransition(trx, orderId, [order.status], 'dispatching', note, bySystem(nowMs));
    }
    await callStep.schedule(trx, { orderId }, nowMs, nowMs);
    return;
  }
  const useMs = toEpochMs(ride.useTime);
  const callAt = Number.isNaN(useMs) ? nowMs : Math.max(nowMs, useMs - CALL_BEFORE_USE_MS);
  await callStep.schedule(trx, { orderId }, callAt, nowMs);
}

/**
 * Paid handler of both car order types (in the paying transaction). Instant: the ride paid at the end is completed
 * (or, when what was paid is the cancel fee of a cancelled ride, it ends cancelled). Pre-booked: dispatch starts
 * ({@link startDispatch}, at use time minus 30 minutes).
 */
export const carRidePaidHandler: PaidHandler = async (trx, orderId, ctx) => {
  const nowMs = ctx.now().getTime();
  const found = await load(trx, orderId);
  if (!found || found.order.status !== 'paid') return;
  const { order, ride } = found;
  if (!isInstant(order.orderType)) {
    await startDispatch(trx, ctx, orderId, nowMs);
    return;
  }
  if (ride.cancelCode !== '') {
    await orderTransition(
      trx,
      orderId,
      ['paid'],
      'cancelled',
      storedText('carOrders.note.cancelFeePaid'),
      bySystem(nowMs),
    );
    return;
  }
  await orderTransition(trx, orderId, ['paid'], 'completed', storedText('carOrders.note.ridePaid'), bySystem(nowMs));
};

export const carDispatchSteps = [callStep, acceptStep, arriveStep, startStep, finishStep, noDriverStep] as const;
export const carDispatchJobs = stepHandlers(...carDispatchSteps);
