/** The order centre's status tabs in screen order with their labels (index.tsx; firstScreenPart.ts draws them too). */
import type { OrderStatusGroup } from '../../api/contract';

export const GROUPS: readonly {
  group: OrderStatusGroup;
  label:
    | 'orders.tab.all'
    | 'orders.tab.toPay'
    | 'orders.tab.approval'
    | 'orders.tab.processing'
    | 'orders.tab.done'
    | 'orders.tab.closed';
}[] = [
  { group: 'all', label: 'orders.tab.all' },
  { group: 'toPay', label: 'orders.tab.toPay' },
  { group: 'approval', label: 'orders.tab.approval' },
  { group: 'processing', label: 'orders.tab.processing' },
  { group: 'done', label: 'orders.tab.done' },
  { group: 'closed', label: 'orders.tab.closed' },
];
