/** What the hotel order screens read in the reader's language: plan names, cancellation rules, masked cards. */
import type { CancelRule } from '../../../../src/api/contract/hotel';
import { maskMiddle } from '../../../../src/domain/masking';
import { fenToYuan } from '../../../../src/domain/money';
import { translate, type Locale } from '../../i18n/messages';
import { PROTOCOL_PLAN_ID, type SupplierPlan } from '../../suppliers/hotel';
import { planName } from '../hotel/present';
import type { HotelOrderRow } from './repository';

/** The order's plan named as the shopping screens name it (modules/hotel present). */
export function orderPlanName(o: HotelOrderRow, locale: Locale): string {
  return planName(
    {
      breakfast: Math.max(0, Math.min(2, Number(o.breakfast))) as 0 | 1 | 2,
      payType: o.pay_type === 'onsite' ? 'onsite' : 'prepay',
      cancel: cancelFactsOf(o),
      protocol: o.plan_id === PROTOCOL_PLAN_ID,
    },
    locale,
  );
}

/** The stored rule as the supplier states it. */
function cancelFactsOf(o: HotelOrderRow): SupplierPlan['cancel'] {
  const kind = o.cancel_kind === 'free' || o.cancel_kind === 'limited' ? o.cancel_kind : 'none';
  return { kind, freeUntil: o.cancel_free_until, penaltyFen: Number(o.cancel_penalty_fen) };
}

/** The order's cancellation rule as the contract shows it (penalty: the first night of every room, yuan). */
export function cancelRuleOf(o: HotelOrderRow): CancelRule {
  const facts = cancelFactsOf(o);
  return { kind: facts.kind, freeUntil: facts.freeUntil, penalty: fenToYuan(facts.penaltyFen) };
}

/** The cancellation rule in words. */
export function ruleText(locale: Locale, rule: CancelRule): string {
  if (rule.kind === 'none') return translate(locale, 'hotelOrders.rule.none');
  if (rule.kind === 'free') {
    return rule.freeUntil
      ? translate(locale, 'hotelOrders.rule.free', { until: rule.freeUntil })
      : translate(locale, 'hotelOrders.rule.freeAlways');
  }
  return translate(locale, 'hotelOrders.rule.limited', { until: rule.freeUntil, penalty: rule.penalty.toFixed(2) });
}

/** A membership card number shown masked (first two and last four). */
export const maskCard = (no: string): string => (no.length <= 6 ? '****' : maskMiddle(no, 2, 4));

/** The hotel, room and city names in the reader's language (English falls back to Chinese when missing). */
export function localNames(o: HotelOrderRow, locale: Locale) {
  const en = locale === 'en-US';
  return {
    hotel: en && o.hotel_name_en ? o.hotel_name_en : o.hotel_name,
    room: en && o.room_name_en ? o.room_name_en : o.room_name,
    city: en && o.city_name_en ? o.city_name_en : o.city_name,
    address: en && o.address_en ? o.address_en : o.address,
  };
}
