/** Where the thing being approved opens (an order's own detail, or the trip request). */
import { ORDER_TYPE } from '../../domain/codes';
import { orderOpenTarget } from '../../pages/allorder/open';

/** A trip application (ccsqd) rather than a product order. */
export function isTripRequest(orderType: number): boolean {
  return orderType === ORDER_TYPE.trip;
}

/**
 * The subject's screen, through the order centre's mapping (SPEC §2 order-detail targets): a flight order →
 * /tk/tkOrderDetail, a trip request (11099) → /tripDetail?ccsqdId=…; a screen not built yet → the generic detail.
 */
export function subjectTarget(orderId: string, orderType: number): { url: string; query: Record<string, string> } {
  return orderOpenTarget({ id: orderId, orderType });
}
