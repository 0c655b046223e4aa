/**
 * cancelPnr (SPEC §7): an unpaid, unsent or in-approval flight order is cancelled, its seats and its trip-request
 * route given back; a pending approval is terminated first.
 */
import type { Db } from '../../db';
import type { OrderStatus } from '../../../../src/domain/orderStatus';
import { invalid, notFound } from '../../lib/errors';
import { terminateApproval } from '../approval/engine';
import { orderTransition } from '../orders/lifecycle';
import { scopeFor } from '../orders/service';
import type { AuthInfo } from '../session/service';
import { releaseRoute } from '../trip/booking';
import { flightRepository } from './repository';
import { releaseSeats } from './seats';

/** Statuses a user may cancel a flight order from. */
const CANCELLABLE: OrderStatus[] = ['awaitingPayment', 'awaitingSubmission', 'inApproval'];

/**
 * Cancels a flight order and gives its seats and its trip-request route back, in the caller's transaction (a
 * pending approval is the caller's to terminate first).
 */
export async function cancelAndRelease(
  trx: Db,
  orderId: string,
  from: OrderStatus[],
  note: string,
  opts: { nowMs: number; actorEmpId: string | null },
): Promise<void> {
  await orderTransition(trx, orderId, from, 'cancelled', note, opts);
  await releaseSeats(trx, orderId, opts.nowMs);
  await releaseRoute(trx, orderId, opts.nowMs);
}

/** cancelPnr inside the idempotent transaction; cancelling a cancelled order again answers the same. */
export async function cancelFlightOrder(
  trx: Db,
  auth: AuthInfo,
  orderId: string,
  reason: string,
  nowMs: number,
): Promise<{ orderId: string; orderStatus: string }> {
  const order = await flightRepository(trx).orderInScope(orderId, scopeFor(auth, 3));
  if (!order) throw notFound();
  if (order.order_status === 'cancelled') return { orderId, orderStatus: 'cancelled' };
  if (!(CANCELLABLE as string[]).includes(order.order_status)) throw invalid('orderCannotCancel');
  if (order.order_status === 'inApproval') await terminateApproval(trx, orderId, order.order_type, nowMs);
  await cancelAndRelease(trx, orderId, CANCELLABLE, reason || 'cancelled by user', { nowMs, actorEmpId: auth.empId });
  return { orderId, orderStatus: 'cancelled' };
}
