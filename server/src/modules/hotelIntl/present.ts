/**
 * International hotels in the contract's shapes (src/api/contract/hotelIntl.ts): the domestic presenters
 * (modules/hotel/present.ts) with what is international added — the 10910 city and country, the local-currency
 * amounts, the taxes line, the rooms' occupancy limits and the hotel's policies worded in the caller's language.
 */
import type {
  IntlHotelPolicies,
  IntlHotelRoom,
  IntlHotelSummary,
  IntlOccupancy,
  IntlRatePlan,
  IntlTaxes,
} from '../../../../src/api/contract/hotelIntl';
import type { HotelSummary } from '../../../../src/api/contract/hotel';
import type { PolicyMatch } from '../../../../src/api/contract/booking';
import type { RoomLimits } from '../../../../src/domain/hotel/occupancy';
import { fenToYuan } from '../../../../src/domain/money';
import { translate, type Locale } from '../../i18n/messages';
import {
  fenToLocal,
  INCLUDED_TAX_RATE,
  type HotelCity,
  type IntlHotelFacts,
  type SupplierPlan,
  type SupplierRoom,
  type SupplierRoomOffer,
} from '../../suppliers/hotel';
import { ratePlanOf, roomFactsOf } from '../hotel/present';

const isEn = (locale: Locale): boolean => locale === 'en-US';

/** A room type's limits per room (international rooms state them; others: adults up to the occupancy, no child). */
export const limitsOf = (room: SupplierRoom): RoomLimits => ({
  maxAdults: room.maxAdults ?? room.maxOccupancy,
  maxChildren: room.maxChildren ?? 0,
  maxOccupancy: room.maxOccupancy,
});

export function intlSummaryOf(
  summary: HotelSummary,
  city: HotelCity,
  locale: Locale,
  lowestFen: number,
): IntlHotelSummary {
  const currency = city.intl?.currency ?? 'CNY';
  return {
    ...summary,
    cityName: isEn(locale) ? city.name.en : city.name.zh,
    cityNameEn: city.name.en,
    countryName: city.intl ? (isEn(locale) ? city.intl.country.en : city.intl.country.zh) : '',
    localPrice: fenToLocal(lowestFen, currency),
    currency,
  };
}

/** Taxes of `rooms` rooms for the stay: the share included in the price, and the city tax payable locally. */
export function taxesOf(totalFen: number, nights: number, rooms: number, facts: IntlHotelFacts | undefined): IntlTaxes {
  const currency = facts?.currency ?? 'CNY';
  const includedFen = Math.round((totalFen * INCLUDED_TAX_RATE) / (1 + INCLUDED_TAX_RATE));
  const atHotel = (facts?.cityTax ?? 0) * nights * rooms;
  return { included: fenToYuan(includedFen), payAtHotel: Math.round(atHotel * 100) / 100, currency };
}

export function intlPlanOf(
  plan: SupplierPlan,
  rooms: number,
  facts: IntlHotelFacts | undefined,
  locale: Locale,
  policy: { wb: 0 | 1 | 2; policy: PolicyMatch },
): IntlRatePlan {
  const currency = facts?.currency ?? 'CNY';
  const allFen = plan.totalFen * rooms;
  return {
    ...ratePlanOf(plan, locale, policy),
    payType: 'prepay',
    localPrice: fenToLocal(plan.avgFen, currency),
    currency,
    roomsTotal: fenToYuan(allFen),
    localTotal: fenToLocal(allFen, currency),
    taxes: taxesOf(allFen, plan.nights.length, rooms, facts),
  };
}

export function intlRoomFactsOf(room: SupplierRoom, lowestFen: number, locale: Locale): Omit<IntlHotelRoom, 'plans'> {
  const limits = limitsOf(room);
  return {
    ...roomFactsOf(room, lowestFen, locale),
    nameEn: room.nameEn,
    maxAdults: limits.maxAdults,
    maxChildren: limits.maxChildren,
  };
}

export function intlRoomOf(
  offer: SupplierRoomOffer,
  occupancy: readonly IntlOccupancy[],
  facts: IntlHotelFacts | undefined,
  locale: Locale,
  policyOf: (avgFen: number) => { wb: 0 | 1 | 2; policy: PolicyMatch },
): IntlHotelRoom {
  const kept = offer.plans.filter((p) => p.payType === 'prepay' && !p.protocol);
  const plans = kept.map((p) => intlPlanOf(p, occupancy.length, facts, locale, policyOf(p.avgFen)));
  const lowestFen = offer.roomsLeft > 0 && kept.length > 0 ? Math.min(...kept.map((p) => p.avgFen)) : 0;
  return { ...intlRoomFactsOf(offer.room, lowestFen, locale), plans };
}

/** The hotel's policies in the caller's language (SPEC §2 /ht/htIntPolicy). */
export function policiesOf(facts: IntlHotelFacts, locale: Locale): IntlHotelPolicies {
  const t = (key: Parameters<typeof translate>[1], params: Record<string, string | number> = {}) =>
    translate(locale, key, params);
  const { currency } = facts;
  const notes = [t('hotelIntl.policy.documents')];
  if (facts.deposit > 0) notes.push(t('hotelIntl.policy.deposit', { amount: facts.deposit, currency }));
  if (facts.cityTax > 0) notes.push(t('hotelIntl.policy.cityTax', { amount: facts.cityTax, currency }));
  notes.push(t('hotelIntl.policy.localTime'));
  return {
    checkInFrom: facts.checkInFrom,
    checkInUntil: facts.checkInUntil,
    checkOutUntil: facts.checkOutUntil,
    children: t('hotelIntl.policy.children', { age: facts.childFreeAge }),
    extraBed:
      facts.extraBed > 0
        ? t('hotelIntl.policy.extraBed', { amount: facts.extraBed, currency })
        : t('hotelIntl.policy.noExtraBed'),
    pets: t(facts.pets ? 'hotelIntl.policy.pets' : 'hotelIntl.policy.noPets'),
    cards: [...facts.cards],
    notes,
  };
}
