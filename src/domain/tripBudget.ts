/**
 * Trip-request budgets (SPEC §3 trip application: jtys transport, zsys accommodation, qtys other, zys total; §4 trip
 * builder: hotel legs raise the accommodation total, flight/train/car legs the transport total). Everything in
 * integer fen; yuan only at the API edge. zys is always computed here; a client's zys is never trusted.
 */
import { assertFen } from './money';

/** The three area budgets of a request, fen. */
export interface TripBudgetFen {
  jtysFen: number;
  zsysFen: number;
  qtysFen: number;
}

/** Which area budget a route leg (or a booking of that product) draws on. */
export type TripBudgetArea = 'transport' | 'accommodation';

/** Route types of a request and the area they draw on: hotels on accommodation, everything else on transport. */
export function tripBudgetAreaOf(routeType: string): TripBudgetArea {
  return routeType === 'hotel' || routeType === '10903' ? 'accommodation' : 'transport';
}

/** zys = jtys + zsys + qtys (fen). Throws RangeError on a negative or non-integer area. */
export function tripTotalFen(b: TripBudgetFen): number {
  for (const v of [b.jtysFen, b.zsysFen, b.qtysFen]) {
    assertFen(v);
    if (v < 0) throw new RangeError(`Negative budget: ${v}`);
  }
  return b.jtysFen + b.zsysFen + b.qtysFen;
}

/** The area budget (fen) a booking of this area is checked against. */
export function tripAreaBudgetFen(b: TripBudgetFen, area: TripBudgetArea): number {
  return area === 'accommodation' ? b.zsysFen : b.jtysFen;
}

/** Sum of booked amounts (fen). */
export function tripBookedFen(bookedAmountsFen: readonly number[]): number {
  let sum = 0;
  for (const a of bookedAmountsFen) {
    assertFen(a);
    sum += a;
  }
  return sum;
}

/**
 * What is left of an area budget after the amounts already booked against it (fen). Negative when bookings went
 * over (an over-budget booking that was approved anyway).
 */
export function tripRemainingFen(budgetFen: number, bookedAmountsFen: readonly number[]): number {
  assertFen(budgetFen);
  return budgetFen - tripBookedFen(bookedAmountsFen);
}

/**
 * Whether a booking of `amountFen` exceeds what is left. A budget of 0 is a budget of 0 (any paid booking is over):
 * a request that plans a leg of an area should budget for it. A free booking is never over.
 */
export function isTripOverBudget(remainingFen: number, amountFen: number): boolean {
  assertFen(remainingFen);
  assertFen(amountFen);
  return amountFen > 0 && amountFen > remainingFen;
}

/** Legs of the trip builder (SPEC §4) summed per area: the totals a planned route list implies, fen. */
export function tripPlannedFen(routes: readonly { routeType: string; costFen: number }[]): {
  transportFen: number;
  accommodationFen: number;
} {
  let transportFen = 0;
  let accommodationFen = 0;
  for (const r of routes) {
    assertFen(r.costFen);
    if (tripBudgetAreaOf(r.routeType) === 'accommodation') accommodationFen += r.costFen;
    else transportFen += r.costFen;
  }
  return { transportFen, accommodationFen };
}
