/**
 * The one order-status vocabulary for every product (ARCHITECTURE §13, SPEC §4 label-implied statuses) and the
 * order-centre tab each status belongs to: tabs group states, not products. Per-product transition tables build on
 * these names as the products arrive.
 */
export const STATUS_GROUPS = {
  toPay: ['awaitingPayment'],
  approval: ['awaitingSubmission', 'inApproval'],
  processing: [
    'processing',
    'ticketing',
    'seatRequested',
    'seatSecured',
    'grabbing',
    'dispatching',
    'dispatched',
    'driverArrived',
    'inService',
    'refunding',
    'changing',
    'paid',
  ],
  done: ['issued', 'confirmed', 'completed', 'refunded', 'partRefunded', 'changed', 'partChanged', 'checkedOut'],
  closed: ['cancelled', 'rejected', 'approvalTerminated', 'closed'],
} as const;

type Groups = typeof STATUS_GROUPS;
/** An order-centre tab; 'all' lists every status. */
export type OrderStatusGroup = 'all' | keyof Groups;
export type OrderStatus = Groups[keyof Groups][number];

export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(STATUS_GROUPS).flat();

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The tab of a status; an unknown status counts as in progress rather than disappearing from every tab. */
export function groupOf(status: string): Exclude<OrderStatusGroup, 'all'> {
  for (const group of Object.keys(STATUS_GROUPS) as (keyof Groups)[]) {
    if ((STATUS_GROUPS[group] as readonly string[]).includes(status)) return group;
  }
  return 'processing';
}

/** Orders awaiting the user's payment (badge to-pay, SPEC §3). */
export const TO_PAY_STATUSES: readonly OrderStatus[] = STATUS_GROUPS.toPay;
/** Orders awaiting approval submission or an approval result (badge waiting approval, SPEC §3). */
export const WAIT_APPROVAL_STATUSES: readonly OrderStatus[] = STATUS_GROUPS.approval;

/**
 * Statuses of an order that can be invoiced (SPEC §3 invoice request): paid, and every later state that still holds
 * the whole payment. Not while ticketing (the amount may still change), not after a refund. Shared by the invoice
 * server and the order screens that offer "request invoice".
 */
export const INVOICEABLE_STATUSES = [
  'paid',
  'issued',
  'confirmed',
  'completed',
  'changed',
  'partChanged',
  'checkedOut',
] as const satisfies readonly OrderStatus[];
