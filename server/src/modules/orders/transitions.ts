/**
 * Allowed order-status transitions per order type (ARCHITECTURE §13: an explicit table per product; the server
 * refuses anything else). Statuses are the one vocabulary of src/domain/orderStatus. Each product declares its tables
 * (ProductModule.transitions); order types without one use DEFAULT_TRANSITIONS until their product arrives.
 */
import type { OrderStatus } from '../../../../src/domain/orderStatus';

/** from → the statuses it may move to. A status missing from the table is final. */
export type TransitionTable = Partial<Record<OrderStatus, readonly OrderStatus[]>>;

/** Approval and payment steps every product shares (product tables spread it). */
export const BEFORE_PAYMENT: TransitionTable = {
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

/**
 * Product tables by order type. Tables are immutable product data (ProductModule.transitions), declared when build()
 * registers the products (ProductRegistry.register): every app of a process declares the same ones, and a second,
 * different table for an order type is refused. Kept per process rather than per app so that orderTransition needs
 * only the caller's transaction.
 */
const productTables = new Map<number, TransitionTable>();

/** Declares a product's table for an order type (idempotent for the same table). */
export function declareTransitions(orderType: number, table: TransitionTable): void {
  const known = productTables.get(orderType);
  if (known && known !== table) throw new Error(`order type ${orderType} already has another transition table`);
  productTables.set(orderType, table);
}

/** The table of an order type: its product's, else {@link DEFAULT_TRANSITIONS}. */
export function transitionsOf(orderType: number): TransitionTable {
  return productTables.get(orderType) ?? DEFAULT_TRANSITIONS;
}

/** Whether an order of this type may move from one status to the other. */
export function canTransition(orderType: number, from: string, to: OrderStatus): boolean {
  const next = transitionsOf(orderType)[from as OrderStatus];
  return next !== undefined && next.includes(to);
}
