/**
 * Train refund and change money (SPEC §5 train, §9 train), pure and in integer fen; `now` is passed in and times are
 * China time ('YYYY-MM-DD HH:mm' or epoch ms).
 *
 * The refund fee is the national rail operator's public rule (12306 退票费规则):
 * - refunded at least 8 days before departure: no fee;
 * - 48 hours to 8 days before: 5% of the ticket price;
 * - 24 to 48 hours before: 10%;
 * - under 24 hours: 20%.
 * Each boundary belongs to the cheaper side (exactly 48 hours before is 5%). The fee is rounded to the nearest
 * 0.5 yuan (尾数以5角为单位: under 0.25 dropped, 0.25 up to 0.75 counted 0.5, 0.75 and above a full yuan), and is
 * at least 2 yuan whenever a fee applies, never more than the ticket.
 *
 * Changes (改签): requested at least 4 hours before departure, like refunds (SPEC §5, `afterSalesOpen`). Changing to a
 * dearer seat costs the difference; to a cheaper one the difference is refunded less the refund fee on the difference
 * (差额部分核收退票费), at the rate of the time left before the original train.
 */
import { assertFen, roundHalfUpFen } from '../money';
import { toEpochMs, type TimeInput } from '../time';
import { afterSalesOpen } from './sale';

const HOUR_MS = 3600_000;

/** Fee rates by hours left before departure, from the earliest tier; `minHours` inclusive. */
export const TRAIN_REFUND_TIERS: readonly { minHours: number; percent: number }[] = [
  { minHours: 8 * 24, percent: 0 },
  { minHours: 48, percent: 5 },
  { minHours: 24, percent: 10 },
  { minHours: -Infinity, percent: 20 },
];

/** A fee, when one applies, is at least 2 yuan. */
export const TRAIN_MIN_FEE_FEN = 200;
/** Fees are counted in 0.5 yuan. */
const FEE_UNIT_FEN = 50;

function checkPrice(priceFen: number): void {
  assertFen(priceFen);
  if (priceFen < 0) throw new RangeError(`Negative price: ${priceFen}`);
}

function msLeft(departure: TimeInput, now: number): number {
  const dep = toEpochMs(departure);
  if (Number.isNaN(dep) || !Number.isFinite(now)) throw new RangeError('Unreadable departure or current time');
  return dep - now;
}

/** The refund fee rate in percent (0, 5, 10 or 20) for a train leaving at `departure`. */
export function trainRefundPercent(departure: TimeInput, now: number): number {
  const left = msLeft(departure, now);
  const tier = TRAIN_REFUND_TIERS.find((t) => left >= t.minHours * HOUR_MS);
  return tier ? tier.percent : 20;
}

/** `percent`% of an amount, rounded to the nearest 0.5 yuan, at least 2 yuan when a fee applies, at most the amount. */
export function feeOfAmount(amountFen: number, percent: number): number {
  checkPrice(amountFen);
  if (percent <= 0 || amountFen === 0) return 0;
  const rounded = roundHalfUpFen(amountFen * percent, 100 * FEE_UNIT_FEN) * FEE_UNIT_FEN;
  return Math.min(amountFen, Math.max(TRAIN_MIN_FEE_FEN, rounded));
}

/** The fee and the money back of refunding a ticket. */
export interface TrainRefundQuote {
  percent: number;
  feeFen: number;
  refundFen: number;
}

/** Refunding a ticket of `priceFen` on a train leaving at `departure`. */
export function trainRefundFee(priceFen: number, departure: TimeInput, now: number): TrainRefundQuote {
  const percent = trainRefundPercent(departure, now);
  const feeFen = feeOfAmount(priceFen, percent);
  return { percent, feeFen, refundFen: priceFen - feeFen };
}

/** The money of a change: what to pay (dearer seat) or what comes back (cheaper seat, less its fee). */
export interface TrainChangeQuote {
  /** New price minus old price (negative: cheaper). */
  diffFen: number;
  /** To pay: the difference when the new seat is dearer, else 0. */
  payFen: number;
  /** Refund fee on the difference when the new seat is cheaper, else 0. */
  feeFen: number;
  /** Money back: the difference less its fee when the new seat is cheaper, else 0. */
  refundFen: number;
}

/** Changing a ticket of `oldFen` on a train leaving at `departure` (the original train) to a seat of `newFen`. */
export function trainChangeQuote(oldFen: number, newFen: number, departure: TimeInput, now: number): TrainChangeQuote {
  checkPrice(oldFen);
  checkPrice(newFen);
  const diffFen = newFen - oldFen;
  if (diffFen >= 0) return { diffFen, payFen: diffFen, feeFen: 0, refundFen: 0 };
  const back = -diffFen;
  const feeFen = feeOfAmount(back, trainRefundPercent(departure, now));
  return { diffFen, payFen: 0, feeFen, refundFen: back - feeFen };
}

/** Why a ticket cannot be refunded or changed online now, or null when it can. */
export type TrainAfterSalesRefusal = 'leadTime' | 'paperTicket' | 'notIssued';

/**
 * Whether a ticket may be refunded (or changed) online now: issued, requested at least 4 hours before departure
 * (SPEC §5), and not a printed paper ticket for a refund (refunded only at the station, SPEC §5).
 */
export function ticketRefusal(
  ticket: { ticketStatus: string; paperTicket: boolean },
  departure: string,
  now: number,
  kind: 'refund' | 'change',
): TrainAfterSalesRefusal | null {
  if (ticket.ticketStatus !== 'issued' && ticket.ticketStatus !== 'changed') return 'notIssued';
  if (kind === 'refund' && ticket.paperTicket) return 'paperTicket';
  if (!afterSalesOpen(departure, now)) return 'leadTime';
  return null;
}
