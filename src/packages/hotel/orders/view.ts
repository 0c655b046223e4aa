/**
 * Pure readings of a hotel order and its refunds for the order screens (SPEC §4 orders, §5 hotel): the cancellation
 * rule's state now and what cancelling would cost, what a refund of some nights would give back, which statuses keep
 * the detail refreshing, and the guests per room. The server's answers are the truth; these say what to expect.
 */
import type { CancelRule, HotelOrderDetail, HotelOrderGuest } from '../../../api/contract/hotel';
import type { RefundableNight } from '../../../api/contract/hotelAfterSales';
import { cancelPenaltyFen, cancelRuleState, refundFen } from '../../../domain/hotel/cancellation';
import { yuanToFen } from '../../../domain/money';
import { NO_TRANSLATE } from '../../../components/Pressable/noTranslate';

/** Data the browser must not machine-translate (the shared marker, re-exported for this product's screens). */
export { NO_TRANSLATE };

/**
 * Statuses during which the hotel has not answered yet (paid or guaranteed, waiting for its confirmation; the server
 * calls it 'processing'): the detail refreshes itself until the order is confirmed or cancelled. An order still
 * waiting for its card guarantee is not confirming yet.
 */
export const CONFIRMING_STATUSES: readonly string[] = ['confirming', 'paid', 'processing'];

export const isConfirming = (order: { orderStatus: string; actions?: { guarantee: boolean } }): boolean =>
  CONFIRMING_STATUSES.includes(order.orderStatus) && !order.actions?.guarantee;

/** Hotel-side steps of a refund that the shared order vocabulary does not name (a line beside the status tag). */
export const REFUND_STEP_TEXT: Readonly<
  Record<string, 'hotelOrder.refundStep.applied' | 'hotelOrder.refundStep.hotelConfirming'>
> = {
  applied: 'hotelOrder.refundStep.applied',
  hotelConfirming: 'hotelOrder.refundStep.hotelConfirming',
};

/** Auto refresh while the hotel confirms: every 3 s for at most 2 minutes. */
export const CONFIRM_POLL = { intervalMs: 3000, timeoutMs: 120000 } as const;

/** Refund statuses that are still moving (the refund detail refreshes itself). */
export const REFUND_MOVING: readonly string[] = ['applied', 'hotelConfirming', 'refunding'];

export interface CancelNow {
  /** free: cancelling costs nothing now; penalty: it costs `penaltyFen`; none: never refunded. */
  state: 'free' | 'penalty' | 'none';
  /** What cancelling now costs, fen (0 inside the free window). */
  penaltyFen: number;
}

/** The order's cancellation rule at `now` and what cancelling would cost (every night and room as paid). */
export function cancelNow(
  order: Pick<HotelOrderDetail, 'cancel' | 'nightly' | 'rooms' | 'paid'>,
  now: number,
): CancelNow {
  const rule = ruleInput(order.cancel);
  const state = cancelRuleState(rule, now);
  // Nothing was paid yet (an unpaid prepay order, an onsite order): cancelling costs nothing.
  const nightlyFen = order.nightly.map((n) => yuanToFen(n.price));
  const penaltyFen = order.paid ? cancelPenaltyFen(rule, nightlyFen, order.rooms, now) : 0;
  return { state, penaltyFen };
}

function ruleInput(rule: CancelRule) {
  return { kind: rule.kind, freeUntil: rule.freeUntil, penalty: rule.penalty };
}

export interface RefundEstimate {
  paidFen: number;
  penaltyFen: number;
  backFen: number;
}

/**
 * What a refund of the chosen nights would give back (SPEC §5 cancellation rules; the server's answer is the truth):
 * their amounts (nightly price × rooms) less the penalty. The apply screen quotes the penalty of refunding every open
 * night now, which tells the rule's state: 0 → free; all they cost → not refundable (the chosen nights are kept);
 * else a limited rule past its deadline → the first chosen night of every room. Nothing chosen → zeros.
 */
export function refundEstimate(
  nights: readonly RefundableNight[],
  chosen: readonly string[],
  quotedPenalty: number,
): RefundEstimate {
  const open = nights.filter((n) => n.allowed);
  const picked = open.filter((n) => chosen.includes(n.date)).sort((a, b) => (a.date < b.date ? -1 : 1));
  const amounts = picked.map((n) => yuanToFen(n.amount));
  if (amounts.length === 0) return { paidFen: 0, penaltyFen: 0, backFen: 0 };
  const paidFen = amounts.reduce((sum, fen) => sum + fen, 0);
  const quotedFen = yuanToFen(quotedPenalty);
  const openFen = open.reduce((sum, n) => sum + yuanToFen(n.amount), 0);
  const penaltyFen = quotedFen <= 0 ? 0 : quotedFen >= openFen ? paidFen : Math.min(paidFen, amounts[0] ?? 0);
  // The amounts are already for every room, so they count once.
  return { paidFen, penaltyFen, backFen: refundFen(amounts, 1, penaltyFen) };
}

/** Guests grouped by room (room 1, room 2 …), rooms in order. */
export function guestsByRoom(guests: readonly HotelOrderGuest[], rooms: number): HotelOrderGuest[][] {
  const count = Math.max(rooms, ...guests.map((g) => g.roomIndex + 1), 0);
  const out: HotelOrderGuest[][] = Array.from({ length: count }, () => []);
  for (const g of guests) out[g.roomIndex]?.push(g);
  return out.filter((room) => room.length > 0);
}
