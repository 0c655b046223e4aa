/**
 * What the order list offers for an order in its status (RowActions.tsx): pure, so the list's HTML first rows
 * (rowMarkup.ts) show the same action bars.
 */

/** Statuses an order can be cancelled in from the list (before payment, every product). */
export const LIST_CANCELLABLE: readonly string[] = ['awaitingPayment', 'awaitingSubmission'];

/** Pay, cancel (reason required), submit for approval. */
export function listActions(status: string): { pay: boolean; cancel: boolean; approval: boolean } {
  return {
    pay: status === 'awaitingPayment',
    cancel: LIST_CANCELLABLE.includes(status),
    approval: status === 'awaitingSubmission',
  };
}
