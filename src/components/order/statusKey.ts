/**
 * The dictionary key of an order status from the shared vocabulary (ARCHITECTURE §13); an unknown one reads 'in
 * progress'. Pure (no dictionary lookup), so the order list's HTML first rows (src/pages/allorder/rowMarkup.ts) name
 * the same text as StatusTag without carrying the dictionaries: every status of the vocabulary has its `status.`
 * key (a test holds this to src/app/statusLabel.ts, which asks the dictionaries).
 */
import { isOrderStatus, type OrderStatus } from '../../domain/orderStatus';

export type OrderStatusKey = `status.${OrderStatus}` | 'status.unknown';

export function orderStatusKey(status: string): OrderStatusKey {
  return isOrderStatus(status) ? `status.${status}` : 'status.unknown';
}
