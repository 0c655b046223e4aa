/**
 * Cancelling a car order (/vehicles/order/cancel and cancelCarOrder, SPEC §4): free before a driver accepted
 * (unpaid, in approval, paid and waiting for its call time, calling), the vehicle class's fee once a driver accepted
 * or arrived (`cancelFeeFen`, only with the user's consent `sfqx` 1 — without it the answer names the fee and
 * nothing changes), refused once the trip started. What was paid comes back through the pay module's returnToPayer,
 * less the fee. An instant ride is paid at the end, so nothing was paid when it is cancelled: its fee becomes the
 * amount to pay (awaitingPayment with the fee as total, no payment expiry; paying it ends the order cancelled).
 * Cancelling a cancelled order answers the same again.
 */
import type { CarCancelData } from '../../../../../src/api/contract/car';
import { cancelFeeFen, isVehicleClass } from '../../../../../src/domain/car/fare';
import { ORDER_TYPE, rideStage } from '../../../../../src/domain/codes';
import { fenToYuan } from '../../../../../src/domain/money';
import type { OrderStatus } from '../../../../../src/domain/orderStatus';
import { toEpochMs } from '../../../../../src/domain/time';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db';
import { invalid, notFound } from '../../../lib/errors';
import { terminateApproval } from '../../approval/engine';
import { orderInScope, storedText } from '../../orders/afterSales';
import { orderTransition } from '../../orders/lifecycle';
import { cancelAndReleaseWith } from '../../orders/ticketing';
import { returnToPayer } from '../../pay/refund';
import type { AuthInfo } from '../../session/service';
import { releaseRoute } from '../../trip/booking';
import { dispatchRepository, type Ride } from './repository';
import { CALL_BEFORE_USE_MS, isInstant, planOf, RIDE_PAY_WINDOW_MS, tellBooker } from './steps';

/** Cancel reason codes (qxbh) the client offers; the text (qxyy) is the user's. */
export const CANCEL_REASON_CODES = ['planChanged', 'waitTooLong', 'driverAsked', 'wrongPlace', 'other'] as const;

/** Before a driver is called: cancelled for nothing (paid money comes back in full). */
const FREE_STATUSES: readonly OrderStatus[] = [
  'awaitingSubmission',
  'inApproval',
  'rejected',
  'approvalTerminated',
  'awaitingPayment',
  'paid',
  'dispatching',
];
/** A driver accepted: the class's cancel fee applies. */
const FEE_STATUSES: readonly OrderStatus[] = ['dispatched', 'driverArrived'];

export interface CancelQuote {
  /** Whether the order may be cancelled now. */
  open: boolean;
  feeFen: number;
  /** When cancelling stops being free (a driver accepts), epoch ms; null when unknown or not free now. */
  freeUntilMs: number | null;
}

/**
 * What cancelling costs now. An instant ride awaiting payment or paid has finished (or owes its fee already), so
 * it is not open; neither is anything from the trip's start on.
 */
export function cancelQuote(orderType: number, status: string, ride: Ride, nowMs: number): CancelQuote {
  const instant = isInstant(orderType);
  const beforePay = instant && (status === 'awaitingPayment' || status === 'paid');
  if (FREE_STATUSES.includes(status as OrderStatus) && !beforePay) {
    return { open: true, feeFen: 0, freeUntilMs: acceptanceMs(instant, status, ride, nowMs) };
  }
  if (FEE_STATUSES.includes(status as OrderStatus)) {
    const stage = rideStage(status) ?? 1;
    const fee = isVehicleClass(ride.vehicleTypeId) ? cancelFeeFen(ride.vehicleTypeId, stage, ride.estimateFen) : 0;
    return { open: true, feeFen: fee ?? 0, freeUntilMs: null };
  }
  return { open: false, feeFen: 0, freeUntilMs: null };
}

/** The refusal of a cancel in `status`: the trip started (or ended), or a status that cannot be cancelled. */
export function cancelRefusal(status: string) {
  const started = (rideStage(status) ?? -1) >= 3 || status === 'completed';
  return invalid(started ? 'carOrders.cancel.refused' : 'carOrders.cancel.notOpen');
}

/** When a driver will accept (the supplier's plan from the call time), null when nobody will or it is unknown. */
function acceptanceMs(instant: boolean, status: string, ride: Ride, nowMs: number): number | null {
  const plan = planOf(ride);
  if (!plan) return null;
  if (ride.calledAt !== null) return ride.calledAt + plan.acceptAfterMs;
  if (instant || status !== 'paid') return null;
  const useMs = toEpochMs(ride.useTime);
  return Number.isNaN(useMs) ? null : Math.max(nowMs, useMs - CALL_BEFORE_USE_MS) + plan.acceptAfterMs;
}

/** The car order `orderId` in the caller's booking scope with its ride; not found otherwise. */
export async function rideInScope(db: Db, auth: AuthInfo, orderId: string) {
  const order = await orderInScope(db, auth, orderId, [ORDER_TYPE.car, ORDER_TYPE.carRealTime]);
  const ride = order ? await dispatchRepository(db).ride(orderId) : undefined;
  if (!order || !ride) throw notFound();
  return { order, ride };
}

export async function cancelCarRide(
  trx: Db,
  _ctx: AppContext,
  auth: AuthInfo,
  orderId: string,
  reason: { qxbh?: string; qxyy: string; sfqx?: 0 | 1 },
  nowMs: number,
): Promise<CarCancelData> {
  const { order, ride } = await rideInScope(trx, auth, orderId);
  const status = order.order_status as OrderStatus;
  const answer = (orderStatus: string, feeFen: number, refundFen: number): CarCancelData => ({
    orderId,
    orderStatus,
    fee: fenToYuan(feeFen),
    refundAmount: fenToYuan(refundFen),
  });
  if (status === 'cancelled') return answer(status, ride.cancelFeeFen, ride.returnedFen);
  const instant = isInstant(order.order_type);
  // An instant ride cancelled with a fee owes it (or paid it): asked again, answered alike.
  if (instant && ride.cancelCode !== '') return answer(status, ride.cancelFeeFen, 0);

  const quote = cancelQuote(order.order_type, status, ride, nowMs);
  if (!quote.open) throw cancelRefusal(status);
  const feeFen = quote.feeFen;
  // The fee needs the user's consent: answer it and change nothing (the client asks, then sends sfqx 1).
  if (feeFen > 0 && reason.sfqx !== 1) return answer(status, feeFen, 0);

  const repo = dispatchRepository(trx);
  const opts = { nowMs, actorEmpId: auth.empId };
  const cancelled = { cancel_code: reason.qxbh?.trim() || 'user', cancel_reason: reason.qxyy.trim() };
  if (status === 'inApproval') await terminateApproval(trx, orderId, order.order_type, nowMs);

  const paidFen = order.paid_at !== null ? Number(order.total_fen) : 0;
  if (instant && feeFen > 0 && paidFen === 0) {
    await repo.updateRide(orderId, { ...cancelled, cancel_fee_fen: feeFen, updated_at: nowMs });
    const note = storedText('carOrders.note.cancelFeeDue', { fee: fenToYuan(feeFen).toFixed(2) });
    await orderTransition(trx, orderId, [status], 'awaitingPayment', note, { ...opts, message: false });
    await repo.setAmountDue(orderId, feeFen, nowMs + RIDE_PAY_WINDOW_MS, nowMs);
    await releaseRoute(trx, orderId, nowMs);
    const head = await repo.order(orderId);
    if (head) await tellBooker(trx, head, 'carOrders.msg.cancelFeeDue', note, nowMs);
    return answer('awaitingPayment', feeFen, 0);
  }

  const keptFen = Math.min(feeFen, paidFen);
  const refundFen = paidFen - keptFen;
  const money = paidFen > 0 ? await returnToPayer(trx, orderId, refundFen, nowMs) : {};
  await repo.updateRide(orderId, { ...cancelled, ...money, cancel_fee_fen: keptFen, updated_at: nowMs });
  const note =
    paidFen > 0
      ? storedText('carOrders.note.cancelledRefund', {
          fee: fenToYuan(keptFen).toFixed(2),
          amount: fenToYuan(refundFen).toFixed(2),
        })
      : storedText('carOrders.note.cancelled');
  await cancelAndReleaseWith(async () => undefined, trx, orderId, [status], note, opts);
  return answer('cancelled', keptFen, refundFen);
}
