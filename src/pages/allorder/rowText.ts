/**
 * An order row's texts (index.tsx renders them, rowMarkup.ts writes them into the HTML first rows): pure, with the
 * dictionary `t` of the caller.
 */
import type { OrderListItem } from '../../api/contract/orders';

type T = (key: 'orders.type.unknown') => string;

/** The order's title, or the generic name when it has none. */
export function orderTitle(order: Pick<OrderListItem, 'title'>, t: T): string {
  return order.title || t('orders.type.unknown');
}

/** The travel date and the travellers. */
export function orderLine(order: Pick<OrderListItem, 'travelDate' | 'travellerNames'>): string {
  return `${order.travelDate} · ${order.travellerNames.join('、')}`;
}
