/**
 * Orders just sent in an invoice request, so the order list drops them from its selection when it shows again
 * (the request screen replaces itself with the invoice detail; the list is under it in the stack).
 */
let requested: string[] = [];

export function markRequested(orderIds: readonly string[]): void {
  requested = [...requested, ...orderIds];
}

/** The ids marked since the last call (and forgets them). */
export function takeRequested(): string[] {
  const ids = requested;
  requested = [];
  return ids;
}
