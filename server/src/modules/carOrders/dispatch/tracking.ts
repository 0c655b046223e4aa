/**
 * getDriverLocation and getCancelFee (reads in the caller's booking scope) and getOrderLinkerPlainText (the driver's
 * phone, for the ride's booker or passenger only, once a driver accepted).
 */
import type { CarCancelFeeData, DriverLocationData } from '../../../../../src/api/contract/car';
import { fenToYuan } from '../../../../../src/domain/money';
import type { Db } from '../../../db';
import { invalid, notFound } from '../../../lib/errors';
import { chinaDateTime } from '../../../lib/time';
import { demoDurationMs } from '../../../suppliers/car';
import type { AuthInfo } from '../../session/service';
import { CANCEL_REASON_CODES, cancelQuote, cancelRefusal, rideInScope } from './cancel';
import { alongRoute, legAt, parseRoute } from './location';
import { dispatchRepository, type Ride } from './repository';

/** Statuses after the ride's end (the car waits at the drop-off). */
const AFTER_RIDE = ['awaitingPayment', 'paid', 'completed'];

/** Where the driver is at `nowMs`, computed from the ride's stage times and routes. */
export function driverPosition(status: string, ride: Ride, nowMs: number): DriverLocationData {
  const none: DriverLocationData = {
    orderStatus: status,
    position: null,
    heading: 0,
    remainingDistance: 0,
    remainingSeconds: 0,
  };
  if (ride.acceptedAt === null || status === 'cancelled') return none;
  const approach = parseRoute(ride.approachJson);
  const at = (p: { position: DriverLocationData['position']; heading: number } | null, metres = 0, seconds = 0) =>
    p
      ? { ...none, position: p.position, heading: p.heading, remainingDistance: metres, remainingSeconds: seconds }
      : none;

  if (status === 'dispatched') {
    const durationMs = demoDurationMs('approach', ride.approachDuration);
    const leg = legAt(approach, ride.acceptedAt, durationMs, nowMs);
    return at(leg, leg?.remaining, leg?.seconds);
  }
  const atPickup = alongRoute(approach, 1) ?? { position: { lat: ride.from.lat, lng: ride.from.lng }, heading: 0 };
  const route = parseRoute(ride.routeJson);
  if (status === 'driverArrived' || ride.startedAt === null) return at(atPickup);
  if (status === 'inService') {
    const leg = legAt(route, ride.startedAt, demoDurationMs('ride', ride.routeDuration), nowMs);
    return leg ? at(leg, leg.remaining, leg.seconds) : at(atPickup);
  }
  if (AFTER_RIDE.includes(status)) return at(alongRoute(route, 1) ?? atPickup);
  return none;
}

export async function driverLocation(db: Db, auth: AuthInfo, orderId: string, nowMs: number) {
  const { order, ride } = await rideInScope(db, auth, orderId);
  return driverPosition(order.order_status, ride, nowMs);
}

export async function cancelFee(db: Db, auth: AuthInfo, orderId: string, nowMs: number): Promise<CarCancelFeeData> {
  const { order, ride } = await rideInScope(db, auth, orderId);
  const reasonCodes = [...CANCEL_REASON_CODES];
  if (order.order_status === 'cancelled') return { fee: fenToYuan(ride.cancelFeeFen), freeUntil: '', reasonCodes };
  const quote = cancelQuote(order.order_type, order.order_status, ride, nowMs);
  if (!quote.open) throw cancelRefusal(order.order_status);
  const freeUntil = quote.freeUntilMs !== null && quote.freeUntilMs > nowMs ? chinaDateTime(quote.freeUntilMs) : '';
  return { fee: fenToYuan(quote.feeFen), freeUntil, reasonCodes };
}

/** The driver's phone: only for the order's booker or the ride's passenger (others: not found), once accepted. */
export async function linkerPhone(db: Db, auth: AuthInfo, orderId: string): Promise<{ phone: string }> {
  const repo = dispatchRepository(db);
  const people = await repo.bookerAndPassenger(orderId, auth.corpId);
  if (!people || (people.booker !== auth.empId && people.passenger !== auth.empId)) throw notFound();
  const [order, ride] = await Promise.all([repo.order(orderId), repo.ride(orderId)]);
  if (!order || !ride) throw notFound();
  if (ride.acceptedAt === null || ride.driverPhone === '' || order.status === 'cancelled') {
    throw invalid('carOrders.linker.none');
  }
  return { phone: ride.driverPhone };
}
