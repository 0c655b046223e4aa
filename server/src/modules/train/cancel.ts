/**
 * trOrderCancel / trainSferOrderCancel (SPEC §7): an unpaid, unsent or in-approval train order is cancelled, its
 * seats given back to the supplier's stock and its trip-request route freed; a pending approval is terminated first.
 * Cancelling a cancelled order again answers the same (idempotent).
 */
import type { Db } from '../../db';
import type { OrderStatus } from '../../../../src/domain/orderStatus';
import type { SeatType } from '../../../../src/domain/train/seats';
import { translate } from '../../i18n/messages';
import { invalid, notFound } from '../../lib/errors';
import { releaseSeats } from '../../suppliers/train';
import { terminateApproval } from '../approval/engine';
import { scopeFor } from '../orders/service';
import { cancelAndReleaseWith } from '../orders/ticketing';
import type { AuthInfo } from '../session/service';
import { trainRepository } from './repository';

/** Statuses a user may cancel a train order from. */
export const CANCELLABLE: OrderStatus[] = ['awaitingPayment', 'awaitingSubmission', 'inApproval'];

/** Gives back the seats the order's legs still hold (each leg once). */
export async function releaseOrderSeats(trx: Db, orderId: string, nowMs: number): Promise<void> {
  for (const leg of await trainRepository(trx).releaseLegs(orderId)) {
    const trainId = `${leg.train_code}_${leg.dep_date}_${leg.from_station}_${leg.to_station}`;
    await releaseSeats(trx, trainId, leg.seat_type as SeatType, Number(leg.seats), nowMs);
  }
}

/** The user's cancel inside the idempotent transaction; `transfer` is the trainSferOrderCancel call. */
export async function cancelTrainOrder(trx: Db, auth: AuthInfo, orderId: string, nowMs: number): Promise<void> {
  const order = await trainRepository(trx).orderInScope(orderId, scopeFor(auth, 3));
  if (!order) throw notFound();
  if (order.order_status === 'cancelled') return;
  if (!(CANCELLABLE as string[]).includes(order.order_status)) throw invalid('train.cannotCancel');
  if (order.order_status === 'inApproval') await terminateApproval(trx, orderId, order.order_type, nowMs);
  await cancelAndReleaseWith(releaseOrderSeats, trx, orderId, CANCELLABLE, translate('zh-CN', 'train.note.cancelled'), {
    nowMs,
    actorEmpId: auth.empId,
  });
}
