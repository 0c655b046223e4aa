/** Opening an order from any list (order centre, other orders, itinerary calendar). */
import { orderDetailTarget, type RoutableOrder } from '../../domain/orderRouting';
import { matchUrl, navigate } from '../../router';

/**
 * Where an order opens: its product's detail (SPEC §2 order-detail targets), or the generic read-only detail when
 * that screen is not built yet or the type is unknown: never a dead page.
 */
export function orderOpenTarget(order: RoutableOrder): { url: string; query: Record<string, string> } {
  const target = orderDetailTarget(order);
  if (target && matchUrl(target.url)?.route.built) return target;
  return { url: '/otherOrderDetail', query: { orderId: order.id, orderType: String(order.orderType) } };
}

export function openOrder(order: RoutableOrder): void {
  const target = orderOpenTarget(order);
  void navigate(target.url, { query: target.query });
}
