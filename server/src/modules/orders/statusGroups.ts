/**
 * Order statuses as stored (one vocabulary for every product; product-specific states included) and the
 * order-centre tab each belongs to (ARCHITECTURE §13: tabs group states, not products).
 */
import type { OrderStatusGroup } from '../../../../src/api/contract/orders';

export const STATUS_GROUPS: Record<Exclude<OrderStatusGroup, 'all'>, readonly string[]> = {
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
    'inService',
    'refunding',
    'changing',
    'paid',
  ],
  done: ['issued', 'confirmed', 'completed', 'refunded', 'partRefunded', 'changed', 'partChanged', 'checkedOut'],
  closed: ['cancelled', 'rejected', 'approvalTerminated', 'closed'],
};

export function groupOf(status: string): OrderStatusGroup {
  for (const [group, statuses] of Object.entries(STATUS_GROUPS) as [
    Exclude<OrderStatusGroup, 'all'>,
    readonly string[],
  ][]) {
    if (statuses.includes(status)) return group;
  }
  return 'processing';
}

/** Orders awaiting the user's payment (badge toPay). */
export const TO_PAY_STATUSES = STATUS_GROUPS.toPay;
/** Orders awaiting approval submission or an approval result (badge waitApproval). */
export const WAIT_APPROVAL_STATUSES = STATUS_GROUPS.approval;
