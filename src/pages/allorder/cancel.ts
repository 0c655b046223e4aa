/** Cancelling an order from any screen of the order centre, whatever its product. */
import type { Answer } from '../../api/call';
import { PRODUCT_GROUPS } from '../../api/contract/orders';
import { cancelPnr } from '../../api/flight';
import { newIdempotencyKey } from '../../api/helpers/idempotency';
import { orderCancel } from '../../api/orders';

/**
 * Cancels any order before payment with a reason: flights through their own cancelPnr (it releases the seats),
 * every other product through order/cancel.
 */
export function cancelAnyOrder(
  order: { id: string; orderType: number },
  reason: string,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<unknown, unknown> {
  return (PRODUCT_GROUPS.flight as readonly number[]).includes(order.orderType)
    ? cancelPnr({ orderId: order.id, reason }, idempotencyKey)
    : orderCancel({ orderId: order.id, reason }, idempotencyKey);
}
