/**
 * Allowed order-status transitions per order type (ARCHITECTURE §13: an explicit table per product; the server
 * refuses anything else). Statuses are the one vocabulary of src/domain/orderStatus. Order types without a table of
 * their own use DEFAULT_TRANSITIONS until their product arrives.
 */
import type { OrderStatus } from '../../../../src/domain/orderStatus';
import { ORDER_TYPE } from '../../../../src/domain/codes';

/** from → the statuses it may move to. A status missing from the table is final. */
export type TransitionTable = Partial<Record<OrderStatus, readonly OrderStatus[]>>;

/** Approval and payment steps every product shares. */
const BEFORE_PAYMENT: TransitionTable = {
  awaitingSubmission: ['inApproval', 'awaitingPayment', 'cancelled'],
  // Back to awaitingSubmission: the approval was withdrawn (cancelApp).
  inApproval: ['awaitingPayment', 'rejected', 'approvalTerminated', 'cancelled', 'awaitingSubmission'],
  rejected: ['cancelled', 'closed'],
  approvalTerminated: ['cancelled', 'closed'],
  awaitingPayment: ['paid', 'cancelled', 'closed'],
};

/** Products without a table of their own (hotel, train, car… until they arrive). */
export const DEFAULT_TRANSITIONS: TransitionTable = {
  ...BEFORE_PAYMENT,
  paid: ['processing', 'confirmed', 'cancelled'],
  processing: ['confirmed', 'completed', 'cancelled', 'refunding'],
  confirmed: ['completed', 'refunding', 'changing', 'cancelled'],
  refunding: ['refunded', 'partRefunded', 'confirmed'],
  changing: ['changed', 'partChanged', 'confirmed'],
  partRefunded: ['refunding', 'refunded', 'completed'],
  changed: ['refunding', 'changing', 'completed'],
  partChanged: ['refunding', 'changing', 'changed', 'completed'],
};

/** Domestic flight order (11001): paid → ticketing → issued, then refunds and changes. */
const FLIGHT: TransitionTable = {
  ...BEFORE_PAYMENT,
  // cancelled after payment: ticketing failed and the money is returned in full.
  paid: ['ticketing', 'cancelled'],
  ticketing: ['issued', 'cancelled'],
  issued: ['refunding', 'changing', 'refunded', 'partRefunded', 'changed', 'partChanged', 'completed'],
  // A refused or withdrawn refund/change returns to the status it came from.
  refunding: ['refunded', 'partRefunded', 'issued', 'changed', 'partChanged'],
  changing: ['changed', 'partChanged', 'issued', 'partRefunded'],
  partRefunded: ['refunding', 'changing', 'refunded', 'completed'],
  changed: ['refunding', 'changing', 'refunded', 'partRefunded', 'partChanged', 'completed'],
  partChanged: ['refunding', 'changing', 'changed', 'refunded', 'partRefunded', 'completed'],
};

/** Refund sub-order (11002 / 11005): requested, approved, processed or refused. */
const FLIGHT_REFUND: TransitionTable = {
  awaitingSubmission: ['inApproval', 'refunding', 'cancelled'],
  inApproval: ['refunding', 'rejected', 'cancelled', 'awaitingSubmission'],
  refunding: ['refunded', 'rejected', 'cancelled'],
};

/** Change sub-order (11003 / 11006): the fare difference is paid before the change is made. */
const FLIGHT_CHANGE: TransitionTable = {
  awaitingSubmission: ['inApproval', 'awaitingPayment', 'changing', 'cancelled'],
  inApproval: ['awaitingPayment', 'changing', 'rejected', 'cancelled', 'awaitingSubmission'],
  awaitingPayment: ['paid', 'cancelled'],
  paid: ['changing', 'cancelled'],
  changing: ['changed', 'rejected', 'cancelled'],
};

export const TRANSITIONS: Readonly<Record<number, TransitionTable>> = {
  [ORDER_TYPE.flight]: FLIGHT,
  [ORDER_TYPE.flightIntl]: FLIGHT,
  [ORDER_TYPE.flightRefund]: FLIGHT_REFUND,
  [ORDER_TYPE.flightIntlRefund]: FLIGHT_REFUND,
  [ORDER_TYPE.flightChange]: FLIGHT_CHANGE,
  [ORDER_TYPE.flightIntlChange]: FLIGHT_CHANGE,
};

export function transitionsOf(orderType: number): TransitionTable {
  return TRANSITIONS[orderType] ?? DEFAULT_TRANSITIONS;
}

/** Whether an order of this type may move from one status to the other. */
export function canTransition(orderType: number, from: string, to: OrderStatus): boolean {
  const next = transitionsOf(orderType)[from as OrderStatus];
  return next !== undefined && next.includes(to);
}
