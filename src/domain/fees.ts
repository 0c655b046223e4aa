/**
 * Domestic flight change and refund fees (SPEC §9), in integer fen, evaluated in China time.
 * The 2-hour point belongs to the early side: at exactly 2 hours before departure the change fee is
 * still 40% and a refund is still allowed ("up to 2 hours before departure").
 */
import { LIMITS } from './limits';
import { assertFen, percentOfFen } from './money';
import { toEpochMs } from './time';
import type { TimeInput } from './time';

const { changePercentEarly, changePercentLate, refundPercent, cutoffHours, minFeeFen } = LIMITS.fees;

/** The answer of {@link flightRefundFee}. */
export type RefundQuote = { allowed: true; feeFen: number; refundFen: number } | { allowed: false; reason: 'cutoff' };

function checkFare(fareFen: number): void {
  assertFen(fareFen);
  if (fareFen < 0) throw new RangeError(`Negative fare: ${fareFen}`);
}

/** True while `now` is at or before the cut-off point 2 hours before departure. Throws on bad times. */
export function isBeforeFeeCutoff(departure: TimeInput, now: TimeInput): boolean {
  const dep = toEpochMs(departure);
  const at = toEpochMs(now);
  if (Number.isNaN(dep) || Number.isNaN(at)) throw new RangeError('Unreadable departure or current time');
  return at <= dep - cutoffHours * 3600_000;
}

// The minimum fee applies, but a fee never exceeds the fare.
const boundFee = (fareFen: number, fee: number): number => Math.min(fareFen, Math.max(minFeeFen, fee));

/** Change fee: 40% of the fare up to 2 hours before departure, 60% after; at least 50 yuan, at most the fare. */
export function flightChangeFeeFen(fareFen: number, departure: TimeInput, now: TimeInput): number {
  checkFare(fareFen);
  const percent = isBeforeFeeCutoff(departure, now) ? changePercentEarly : changePercentLate;
  return boundFee(fareFen, percentOfFen(fareFen, percent));
}

/** Refund: allowed up to 2 hours before departure with a 60% fee (at least 50 yuan, at most the fare). */
export function flightRefundFee(fareFen: number, departure: TimeInput, now: TimeInput): RefundQuote {
  checkFare(fareFen);
  if (!isBeforeFeeCutoff(departure, now)) return { allowed: false, reason: 'cutoff' };
  const feeFen = boundFee(fareFen, percentOfFen(fareFen, refundPercent));
  return { allowed: true, feeFen, refundFen: fareFen - feeFen };
}
