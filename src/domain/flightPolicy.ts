/**
 * Domestic flight travel policy (issue 3 "Travel policy"; SPEC §5 "Selected travellers must comply with the travel
 * standard", §6 per-rank travel standards). Pure: the server evaluates it for `matchClbz` and the list badges, the
 * client may evaluate it again for display. Money in integer fen; dates in China time.
 */
import { assertFen, fenToYuan } from './money';
import { chinaDayNumber, toEpochMs } from './time';
import type { TimeInput } from './time';

/**
 * Cabin class: Y economy, C business, F first (SPEC §3). Same union as the flight contract's `CabinClass`;
 * defined here because the domain never imports from the API layer.
 */
export type CabinClass = 'Y' | 'C' | 'F';

/** Every cabin class, cheapest first. */
export const CABIN_CLASSES: readonly CabinClass[] = ['Y', 'C', 'F'];

/** One rank's flight standard (SPEC §6 "Per-rank travel standards apply"). */
export interface FlightStandard {
  /** Allowed cabin classes. */
  cabinClasses: CabinClass[];
  /** Highest allowed discount, percent of the full economy fare (100 = full fare). */
  maxDiscount: number;
  /** Book at least this many China calendar days before departure (0 = no rule). */
  advanceDays: number;
  /** Lowest-fare window ± minutes around the chosen departure (0 = no rule). */
  lowestFareWindowMin: number;
}

/** What the policy looks at in one fare. */
export interface FareFacts {
  cabinClass: CabinClass;
  /** Percent of the full economy fare, like `FlightCabin.discount`. */
  discount: number;
  /** Adult ticket price, fen. */
  priceFen: number;
  /** Departure, China local time 'YYYY-MM-DD HH:mm' (or any {@link TimeInput} string). */
  depTime: string;
}

/** Facts from outside the fare. */
export interface PolicyContext {
  /** Now, epoch ms. */
  now: number;
  /**
   * Lowest adult price (fen) of the flights departing within ± `lowestFareWindowMin` minutes of this fare's flight,
   * in the cabin classes compared (see {@link lowestFenInWindow}); null when unknown (the rule is then not applied).
   */
  lowestFenInWindow: number | null;
}

/** The rules a flight fare can break. */
export type FlightViolationCode = 'cabinClass' | 'discount' | 'advanceDays' | 'lowestFare';

/**
 * One broken rule with what its message needs:
 * - cabinClass: `cabinClass` (the fare's), `allowed` (allowed classes joined by ',', e.g. 'Y,C');
 * - discount: `discount` (the fare's), `maxDiscount` (the ceiling), both percent of the full economy fare;
 * - advanceDays: `advanceDays` (required), `daysAhead` (days between today and the departure date);
 * - lowestFare: `lowestPrice` (yuan), `price` (this fare, yuan), `windowMin`.
 */
export interface FlightViolation {
  code: FlightViolationCode;
  params: Record<string, string | number>;
}

/** The answer of {@link evaluateFlightPolicy}. */
export interface FlightPolicyResult {
  compliant: boolean;
  violations: FlightViolation[];
}

// Days from the China calendar date of `now` to the China calendar date of `at` (negative in the past).
function calendarDaysBetween(now: TimeInput, at: TimeInput): number {
  const a = chinaDayNumber(now);
  const b = chinaDayNumber(at);
  if (Number.isNaN(a) || Number.isNaN(b)) throw new RangeError('Unreadable departure or current time');
  return b - a;
}

/**
 * Evaluates one fare against one traveller's standard. `standard` null means the traveller has no standard:
 * compliant. Rules, each independent (all broken ones are listed, in this order):
 * - cabinClass: the fare's class is not among `cabinClasses`;
 * - discount: `discount` > `maxDiscount` (at the ceiling complies);
 * - advanceDays: the departure's China date is fewer than `advanceDays` days after today's China date
 *   (off when `advanceDays` ≤ 0);
 * - lowestFare: `priceFen` > `ctx.lowestFenInWindow` (off when the window is ≤ 0 or the lowest price is unknown).
 * Throws RangeError on an unreadable departure time or a price that is not an integer number of fen.
 */
export function evaluateFlightPolicy(
  fare: FareFacts,
  standard: FlightStandard | null,
  ctx: PolicyContext,
): FlightPolicyResult {
  if (standard === null) return { compliant: true, violations: [] };
  assertFen(fare.priceFen);
  const violations: FlightViolation[] = [];

  if (!standard.cabinClasses.includes(fare.cabinClass)) {
    violations.push({
      code: 'cabinClass',
      params: { cabinClass: fare.cabinClass, allowed: standard.cabinClasses.join(',') },
    });
  }

  if (fare.discount > standard.maxDiscount) {
    violations.push({ code: 'discount', params: { discount: fare.discount, maxDiscount: standard.maxDiscount } });
  }

  const daysAhead = calendarDaysBetween(ctx.now, fare.depTime);
  if (standard.advanceDays > 0 && daysAhead < standard.advanceDays) {
    violations.push({ code: 'advanceDays', params: { advanceDays: standard.advanceDays, daysAhead } });
  }

  const lowest = ctx.lowestFenInWindow;
  if (standard.lowestFareWindowMin > 0 && lowest !== null && fare.priceFen > lowest) {
    assertFen(lowest);
    violations.push({
      code: 'lowestFare',
      params: {
        lowestPrice: fenToYuan(lowest),
        price: fenToYuan(fare.priceFen),
        windowMin: standard.lowestFareWindowMin,
      },
    });
  }

  return { compliant: violations.length === 0, violations };
}

/** A fare as {@link lowestFenInWindow} compares it. */
export interface WindowFare {
  /** Departure, China local time. */
  depTime: string;
  /** Adult price, fen. */
  priceFen: number;
}

/**
 * The {@link PolicyContext.lowestFenInWindow} helper, so server and client compute it the same way: the lowest
 * `priceFen` among `fares` departing within ± `windowMin` minutes (inclusive) of `depTime`; null when none does or
 * the window is ≤ 0. The caller passes the fares to compare (e.g. only the traveller's allowed cabin classes);
 * the chosen flight's own fares may be among them.
 */
export function lowestFenInWindow(fares: readonly WindowFare[], depTime: string, windowMin: number): number | null {
  if (!(windowMin > 0)) return null;
  const centre = toEpochMs(depTime);
  if (Number.isNaN(centre)) throw new RangeError(`Unreadable departure time: ${depTime}`);
  const span = windowMin * 60_000;
  let lowest: number | null = null;
  for (const f of fares) {
    const t = toEpochMs(f.depTime);
    if (Number.isNaN(t) || Math.abs(t - centre) > span) continue;
    assertFen(f.priceFen);
    if (lowest === null || f.priceFen < lowest) lowest = f.priceFen;
  }
  return lowest;
}
