/**
 * What a rate plan says on the room list and the booking form (SPEC §5 hotel, §7 pricePlanList / clzcRatePlan):
 * breakfast, payment, the cancellation rule as it stands now, the guarantee, rooms left and the policy badge. Pure:
 * `now` is passed in, the texts are dictionary keys with their values.
 */
import type { CancelRule, RatePlan } from '../../../api/contract/hotel';
import { cancelRuleState } from '../../../domain/hotel/cancellation';
import { formatYuan, yuanToFen } from '../../../domain/money';
import type { MessageKey } from '../../../i18n';
import '../../../i18n/parts/hotelBooking';

/** A text to show: its key and values. */
export interface Phrase {
  key: MessageKey;
  values?: Record<string, string | number>;
}

/** Few rooms left: the plan says how many (SPEC §7 roomsLeft). */
export const FEW_ROOMS = 3;

export function breakfastPhrase(breakfast: RatePlan['breakfast']): Phrase {
  if (breakfast === 0) return { key: 'hotelBooking.breakfast.none' };
  return { key: breakfast === 1 ? 'hotelBooking.breakfast.one' : 'hotelBooking.breakfast.two' };
}

export function payTypePhrase(payType: RatePlan['payType']): Phrase {
  return { key: payType === 'prepay' ? 'hotelBooking.payType.prepay' : 'hotelBooking.payType.onsite' };
}

/** The cancellation rule as it stands at `now`: free until the deadline, the penalty after it, or none. */
export function cancelPhrase(rule: CancelRule, now: number): Phrase {
  const state = cancelRuleState(rule, now);
  if (state === 'none') return { key: 'hotelBooking.cancel.none' };
  if (rule.kind === 'free') return { key: 'hotelBooking.cancel.free' };
  const penalty = formatYuan(yuanToFen(rule.penalty));
  if (state === 'free') return { key: 'hotelBooking.cancel.limited', values: { time: rule.freeUntil, penalty } };
  return { key: 'hotelBooking.cancel.penaltyNow', values: { penalty } };
}

/** A short tag of the cancellation rule for the plan row. */
export function cancelTag(rule: CancelRule, now: number): Phrase {
  const state = cancelRuleState(rule, now);
  if (state === 'free')
    return rule.kind === 'free'
      ? { key: 'hotelBooking.cancelTag.free' }
      : { key: 'hotelBooking.cancelTag.freeUntil', values: { time: rule.freeUntil.slice(5) } };
  return { key: state === 'none' ? 'hotelBooking.cancelTag.none' : 'hotelBooking.cancelTag.penalty' };
}

/** The guarantee the plan asks for at booking (only onsite plans ask one). */
export function guaranteePhrase(plan: Pick<RatePlan, 'payType' | 'guarantee'>): Phrase | null {
  if (plan.payType !== 'onsite' || plan.guarantee === 'none') return null;
  return { key: plan.guarantee === 'always' ? 'hotelBooking.guarantee.always' : 'hotelBooking.guarantee.late' };
}

/** The policy badge of a plan for the travellers: within (none), above with a reason, or blocked. */
export function policyPhrase(wb: 0 | 1 | 2): Phrase | null {
  if (wb === 1) return { key: 'hotelBooking.policy.over' };
  if (wb === 2) return { key: 'hotelBooking.policy.blocked' };
  return null;
}

/** Rooms left, said only when few or none. */
export function roomsLeftPhrase(roomsLeft: number): Phrase | null {
  if (roomsLeft <= 0) return { key: 'hotelBooking.rooms.full' };
  if (roomsLeft <= FEW_ROOMS) return { key: 'hotelBooking.rooms.few', values: { n: roomsLeft } };
  return null;
}

/** A plan cannot be chosen: no room left, or the company blocks it (wb 2). */
export function planUnavailable(plan: Pick<RatePlan, 'roomsLeft'>, wb: 0 | 1 | 2): boolean {
  return plan.roomsLeft <= 0 || wb === 2;
}
