/**
 * What the hotel result screens say comes next, by the order (SPEC §2 htCmp / htComplete / htOrderComplete): send for
 * approval, wait for it, pay by the deadline, guarantee with a card, or the hotel confirming. Pure.
 */
import type { HotelOrderDetail } from '../../../../api/contract/hotel';
import { statusKey } from '../../../../app/statusLabel';
import { yuan, type Translate } from '../../detail/format';

const CLOSED = ['cancelled', 'rejected', 'approvalTerminated', 'closed'];

/** The order is settled: nothing more is awaited on the result screens. */
export function settled(order: Pick<HotelOrderDetail, 'orderStatus' | 'confirmationNo'>): boolean {
  return CLOSED.includes(order.orderStatus) || order.orderStatus === 'confirmed' || order.confirmationNo !== '';
}

/** The booked screen's next step. */
export function bookedNext(order: HotelOrderDetail, t: Translate): string {
  switch (order.orderStatus) {
    case 'awaitingSubmission':
      return t('hotelBooking.cmp.awaitingSubmission');
    case 'inApproval':
      return t('hotelBooking.cmp.inApproval');
    case 'awaitingPayment':
      return t('hotelBooking.cmp.awaitingPayment', { time: order.payDeadline.slice(11, 16) });
    default:
      break;
  }
  if (order.actions.guarantee) return t('hotelBooking.cmp.guarantee', { price: yuan(order.guarantee.amount) });
  return progressText(order, t);
}

/** Where the hotel's confirmation stands (the after-guarantee screen, and the booked one once nothing is owed). */
export function progressText(order: HotelOrderDetail, t: Translate): string {
  if (order.confirmationNo) return t('hotelBooking.cmp.confirmed', { no: order.confirmationNo });
  if (CLOSED.includes(order.orderStatus)) return t('pay.order.cmp.state', { status: t(statusKey(order.orderStatus)) });
  return t('hotelBooking.cmp.confirming');
}
