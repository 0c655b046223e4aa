/**
 * cancelPnr (SPEC §7): an unpaid, unsent or in-approval flight order is cancelled, its seats and its trip-request
 * route given back; a pending approval is terminated first.
 */
import type { Db } from '../../db';
import type { OrderStatus } from '../../../../src/domain/orderStatus';
import { invalid, notFound } from '../../lib/errors';
import { terminateApproval } from '../approval/engine';
import { scopeFor } from '../orders/service';
import { cancelAndReleaseWith } from '../orders/ticketing';
import type { AuthInfo } from '../session/service';
import { flightRepository } from './repository';
import { releaseSeats } from './seats';

/** Statuses a user may cancel a flight order from. */
const CANCELLABLE: OrderStatus[] = ['awaitingPayment', 'awaitingSubmission', 'inApproval'];

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
  // The order is cancelled, its seats and trip-request route given back (orders/ticketing.ts).
  await cancelAndReleaseWith(releaseSeats, trx, orderId, CANCELLABLE, reason || 'cancelled by user', {
    nowMs,
    actorEmpId: auth.empId,
  });
  return { orderId, orderStatus: 'cancelled' };
}
