/**
 * Hotel cancellation rules (SPEC §5 hotel: cancellation rules read and ticked, H083), pure: `now` is the caller's
 * clock, deadlines are China wall-clock 'YYYY-MM-DD HH:mm' (ARCHITECTURE §13), money in integer fen.
 * Client (what the rate plan and the order detail say) and server (what a cancellation costs) share these.
 */
import { toEpochMs } from '../time';

/** The cancellation facts of a plan (the contract's CancelRule; `penalty` is its display amount, not read here). */
export interface HotelCancelRuleInput {
  /** free: cancelling costs nothing; limited: free until the deadline, then the first night; none: never refunded. */
  kind: 'free' | 'limited' | 'none';
  /** Last free cancellation minute, 'YYYY-MM-DD HH:mm' China time ('' when the kind has none). */
  freeUntil: string;
  penalty?: number;
}

const MINUTE_MS = 60_000;

/**
 * Where a cancellation stands now: 'free', 'penalty' (a limited rule after its deadline) or 'none' (not refundable).
 * The deadline minute itself is still free ('until 18:00' is free at 18:00:59); a limited rule whose deadline does
 * not parse is treated as past it.
 */
export function cancelRuleState(rule: HotelCancelRuleInput, now: number): 'free' | 'penalty' | 'none' {
  if (rule.kind === 'free') return 'free';
  if (rule.kind === 'none') return 'none';
  const deadline = toEpochMs(rule.freeUntil);
  if (Number.isNaN(deadline)) return 'penalty';
  return now < deadline + MINUTE_MS ? 'free' : 'penalty';
}

function paidFen(nightlyFen: number[], rooms: number): number {
  const perRoom = nightlyFen.reduce((sum, n) => sum + Math.max(0, Math.round(n)), 0);
  return perRoom * Math.max(0, Math.floor(rooms));
}

/**
 * What cancelling now costs, fen: free → 0; limited after the deadline → the first night of every room; none →
 * everything paid. Never more than paid (`nightlyFen` each night of one room, `rooms` rooms).
 */
export function cancelPenaltyFen(rule: HotelCancelRuleInput, nightlyFen: number[], rooms: number, now: number): number {
  const paid = paidFen(nightlyFen, rooms);
  const state = cancelRuleState(rule, now);
  if (state === 'free') return 0;
  if (state === 'none') return paid;
  const firstNight = Math.max(0, Math.round(nightlyFen[0] ?? 0));
  return Math.min(paid, firstNight * Math.max(0, Math.floor(rooms)));
}

/** What goes back, fen: everything paid for the nights and rooms less the penalty, never below 0. */
export function refundFen(paidNightsFen: number[], rooms: number, penaltyFen: number): number {
  return Math.max(0, paidFen(paidNightsFen, rooms) - Math.max(0, Math.round(penaltyFen)));
}
