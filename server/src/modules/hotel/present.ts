/**
 * The supplier's hotels, rooms and plans in the contract's shapes (src/api/contract/hotel.ts): yuan at the edge,
 * names and texts in the caller's language (hotel and brand names are data: `name` zh, `nameEn` en; places, rooms,
 * plan names and the description follow the locale). The booking module uses {@link planName} and
 * {@link ratePlanOf} too.
 */
import type { HotelDetail, HotelImage, HotelRoom, HotelSummary, RatePlan } from '../../../../src/api/contract/hotel';
import type { PolicyMatch } from '../../../../src/api/contract/booking';
import { fenToYuan } from '../../../../src/domain/money';
import { translate, type Locale } from '../../i18n/messages';
import {
  distanceKm,
  hotelCity,
  type SupplierHotel,
  type SupplierPlan,
  type SupplierRoom,
  type SupplierRoomOffer,
} from '../../suppliers/hotel';

const IMG = '/obt/hotel/img';

export const imageUrl = (name: string): string => `${IMG}/${name}`;

const en = (locale: Locale): boolean => locale === 'en-US';

/** A plan's name from its facts: 含早·到店付, 无早·预付·不可取消, 单早·到店付·协议价. */
export function planName(
  plan: Pick<SupplierPlan, 'breakfast' | 'payType' | 'cancel' | 'protocol'>,
  locale: Locale,
): string {
  const breakfast = translate(locale, `hotel.plan.breakfast.${plan.breakfast}`);
  const pay = translate(locale, plan.payType === 'prepay' ? 'hotel.plan.prepay' : 'hotel.plan.onsite');
  const extra = plan.protocol
    ? translate(locale, 'hotel.plan.protocol')
    : plan.cancel.kind === 'none'
      ? translate(locale, 'hotel.plan.nonRefundable')
      : '';
  return extra
    ? translate(locale, 'hotel.plan.nameWith', { breakfast, pay, extra })
    : translate(locale, 'hotel.plan.name', { breakfast, pay });
}

export interface SummaryFacts {
  distanceKm: number;
  /** Lowest average nightly price shown (fen), 0 when full. */
  lowestFen: number;
  protocol: boolean;
  wb: 0 | 1 | 2;
}

export function summaryOf(hotel: SupplierHotel, facts: SummaryFacts, locale: Locale): HotelSummary {
  const city = hotelCity(hotel.cityId);
  const cover = hotel.images.find((i) => i.category === 'exterior') ?? hotel.images[0];
  return {
    hotelId: hotel.hotelId,
    name: hotel.name,
    nameEn: hotel.nameEn,
    star: hotel.star,
    score: hotel.score,
    reviewCount: hotel.reviewCount,
    brand: en(locale) ? hotel.brandEn : hotel.brand,
    cityId: hotel.cityId,
    cityName: city ? (en(locale) ? city.name.en : city.name.zh) : '',
    district: en(locale) ? hotel.districtEn : hotel.district,
    address: en(locale) ? hotel.addressEn : hotel.address,
    location: { ...hotel.location },
    distanceKm: facts.distanceKm,
    image: cover ? imageUrl(cover.name) : '',
    lowestPrice: fenToYuan(facts.lowestFen),
    full: facts.lowestFen === 0,
    protocol: facts.protocol,
    facilities: [...hotel.facilities],
    wb: facts.wb,
  };
}

export function imagesOf(hotel: SupplierHotel): HotelImage[] {
  return hotel.images.map((i) => ({
    url: imageUrl(i.name),
    category: i.category,
    ...(i.roomId ? { roomId: i.roomId } : {}),
  }));
}

export function ratePlanOf(
  plan: SupplierPlan,
  locale: Locale,
  policy: { wb: 0 | 1 | 2; policy: PolicyMatch },
): RatePlan {
  return {
    planKey: plan.planKey,
    planId: plan.planId,
    roomId: plan.roomId,
    name: planName(plan, locale),
    breakfast: plan.breakfast,
    payType: plan.payType,
    guarantee: plan.guarantee,
    cancel: { kind: plan.cancel.kind, freeUntil: plan.cancel.freeUntil, penalty: fenToYuan(plan.cancel.penaltyFen) },
    nightly: plan.nights.map((date, i) => ({ date, price: fenToYuan(plan.nightlyFen[i] ?? 0) })),
    avgPrice: fenToYuan(plan.avgFen),
    totalPrice: fenToYuan(plan.totalFen),
    roomsLeft: plan.roomsLeft,
    protocol: plan.protocol,
    instantConfirm: plan.instantConfirm,
    wb: policy.wb,
    policy: policy.policy,
  };
}

export function roomFactsOf(room: SupplierRoom, lowestFen: number, locale: Locale): Omit<HotelRoom, 'plans'> {
  return {
    roomId: room.roomId,
    name: en(locale) ? room.nameEn : room.name,
    area: room.area,
    bedType: room.bedType,
    floor: room.floor,
    maxOccupancy: room.maxOccupancy,
    window: room.window,
    smoking: room.smoking,
    images: room.images.map(imageUrl),
    lowestPrice: fenToYuan(lowestFen),
  };
}

export function roomOf(offer: SupplierRoomOffer, plans: RatePlan[], lowestFen: number, locale: Locale): HotelRoom {
  return { ...roomFactsOf(offer.room, lowestFen, locale), plans };
}

export function detailOf(hotel: SupplierHotel, summary: HotelSummary, rooms: HotelRoom[], locale: Locale): HotelDetail {
  const city = hotelCity(hotel.cityId);
  const centreKm = city ? distanceKm(city.centre, hotel.location) : 0;
  return {
    ...summary,
    phone: hotel.phone,
    openYear: hotel.openYear,
    renovationYear: hotel.renovationYear,
    description: translate(locale, 'hotel.description', {
      name: en(locale) ? hotel.nameEn : hotel.name,
      city: summary.cityName,
      district: summary.district,
      openYear: hotel.openYear,
      renovationYear: hotel.renovationYear,
      roomTypes: hotel.rooms.length,
      centre: translate(locale, 'hotel.cityCentre'),
      km: centreKm.toFixed(1),
    }),
    checkInFrom: '14:00',
    checkOutBy: '12:00',
    images: imagesOf(hotel),
    rooms,
  };
}
