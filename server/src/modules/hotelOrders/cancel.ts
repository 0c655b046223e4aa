/**
 * hotelOrderCancel (SPEC §7, GET under an Idempotency-Key). Before payment (unpaid, unsent, in approval, rejected)
 * the order is cancelled and its rooms released, a pending approval terminated first. After payment, a guarantee or
 * an onsite booking, until the check-in day has passed: the plan's rule (src/domain/hotel/cancellation.ts) says what
 * it costs — nothing inside the free window (everything paid comes back, the service fee too), the first night of
 * every room after a limited rule's deadline (the rest of the rooms comes back; the fee is kept), and a plan that
 * cannot be cancelled is refused once money or a guarantee holds it. Money goes back through the pay module's
 * returnToPayer; a held guarantee is released or charged the penalty. Cancelling a cancelled order answers the same.
 */
import type { OrderStatus } from '../../../../src/domain/orderStatus';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { cancelPenaltyFen, refundFen } from '../../../../src/domain/hotel/cancellation';
import { fenToYuan } from '../../../../src/domain/money';
import { chinaToday } from '../../../../src/domain/time';
import type { Db } from '../../db';
import { invalid, notFound } from '../../lib/errors';
import { terminateApproval } from '../approval/engine';
import { orderInScope, storedText } from '../orders/afterSales';
import { cancelAndReleaseWith } from '../orders/ticketing';
import { returnToPayer } from '../pay/refund';
import type { AuthInfo } from '../session/service';
import { cancelRuleOf } from './present';
import { hotelOrdersRepository, type HotelOrderRow, type NightRow } from './repository';
import { releaseOrderRooms } from './steps';

/** Before payment: cancelled for nothing, whatever the plan's rule. */
export const UNPAID_CANCELLABLE: readonly OrderStatus[] = [
  'awaitingPayment',
  'awaitingSubmission',
  'inApproval',
  'rejected',
  'approvalTerminated',
];
/** After payment, a guarantee or an onsite booking: the plan's rule applies. */
export const BOOKED_CANCELLABLE: readonly OrderStatus[] = ['paid', 'processing', 'confirmed', 'partRefunded'];

/** Whether a booked order may still be cancelled on the China day of `nowMs` (until its check-in day). */
export function bookedCancellable(
  h: Pick<HotelOrderRow, 'check_in' | 'cancel_kind'>,
  nowMs: number,
  holdsMoney: boolean,
) {
  if (chinaToday(nowMs) > h.check_in) return false;
  return !(h.cancel_kind === 'none' && holdsMoney);
}

/** What cancelling costs now and what comes back, fen (nights not yet refunded). */
export function cancelQuote(h: HotelOrderRow, nights: readonly NightRow[], paid: boolean, nowMs: number) {
  const open = nights.filter((n) => n.refunded === 0).map((n) => Number(n.price_fen));
  const rooms = Number(h.rooms);
  const penaltyFen = cancelPenaltyFen(cancelRuleOf(h), open, rooms, nowMs);
  const roomsBack = refundFen(open, rooms, penaltyFen);
  // The service fee comes back only with a free cancellation.
  const feeBack = penaltyFen === 0 ? Number(h.service_fee_fen) : 0;
  return { penaltyFen, backFen: paid ? roomsBack + feeBack : 0 };
}

export async function cancelHotelOrder(
  trx: Db,
  auth: AuthInfo,
  orderId: string,
  nowMs: number,
): Promise<{ orderStatus: string; penaltyFen: number }> {
  const order = await orderInScope(trx, auth, orderId, [ORDER_TYPE.hotel]);
  if (!order) throw notFound();
  const repo = hotelOrdersRepository(trx);
  const h = await repo.hotelOrder(orderId);
  if (!h) throw notFound();
  const status = order.order_status as OrderStatus;
  if (status === 'cancelled') return { orderStatus: status, penaltyFen: Number(h.cancel_fee_fen) };
  const opts = { nowMs, actorEmpId: auth.empId };

  if (UNPAID_CANCELLABLE.includes(status)) {
    if (status === 'inApproval') await terminateApproval(trx, orderId, order.order_type, nowMs);
    await cancelAndReleaseWith(
      releaseOrderRooms,
      trx,
      orderId,
      [status],
      storedText('hotelOrders.note.cancelled'),
      opts,
    );
    return { orderStatus: 'cancelled', penaltyFen: 0 };
  }
  if (!BOOKED_CANCELLABLE.includes(status)) throw invalid('hotelOrders.cannotCancel');

  const guarantee = await repo.guarantee(orderId);
  const paid = order.paid_at !== null && h.pay_type === 'prepay';
  const holdsMoney = paid || guarantee?.status === 'held';
  if (chinaToday(nowMs) > h.check_in) throw invalid('hotelOrders.cannotCancel');
  if (!bookedCancellable(h, nowMs, holdsMoney)) throw invalid('hotelOrders.notCancellable');

  const quote = cancelQuote(h, await repo.nights(orderId), paid, nowMs);
  // Onsite: nothing was paid; the penalty is charged to the guarantee (when there is one).
  const penaltyFen = paid || guarantee?.status === 'held' ? quote.penaltyFen : 0;
  if (guarantee?.status === 'held' && penaltyFen > 0) await repo.setGuaranteeStatus(orderId, 'charged', nowMs);
  await repo.updateHotelOrder(orderId, { cancel_fee_fen: penaltyFen });
  const note =
    penaltyFen > 0 || paid
      ? storedText('hotelOrders.note.cancelledPenalty', {
          penalty: fenToYuan(penaltyFen).toFixed(2),
          amount: fenToYuan(quote.backFen).toFixed(2),
        })
      : storedText('hotelOrders.note.cancelled');
  await cancelAndReleaseWith(releaseOrderRooms, trx, orderId, [status], note, opts);
  if (paid) await returnToPayer(trx, orderId, quote.backFen, nowMs);
  return { orderStatus: 'cancelled', penaltyFen };
}
