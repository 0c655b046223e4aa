/**
 * Rate plans, nightly prices and the rooms the supplier opens per night, all deterministic (a seeded hash of hotel,
 * room and night): the same stay gets the same prices all day. Live stock is not here: index.ts subtracts what the
 * kit's inventory sold.
 */
import type { HotelStar, PayType } from '../../../../src/api/contract/hotel';
import { chinaDate } from '../../../../src/domain/time';
import { Lru } from '../kit/cache';
import { hash32 } from '../kit/random';
import { HOLIDAYS } from './data';
import type { SupplierHotel, SupplierRoom } from './generate';

/** Plan ids sold publicly (a room sells 1–4 of them) and the company-agreement plan. */
export type PlanId = 'P1' | 'P2' | 'P3' | 'P4' | 'PX';
export const PROTOCOL_PLAN_ID = 'PX';

export interface PlanTemplate {
  breakfast: 0 | 1 | 2;
  payType: PayType;
  guarantee: 'none' | 'always' | 'late';
  cancel: 'free' | 'limited' | 'none';
  /** Free cancellation until 18:00 of the check-in day (0) or of the day before (-1). */
  freeDayOffset: 0 | -1;
  /** Price against the room's price (before breakfasts). */
  factor: number;
  protocol: boolean;
}

export const PLAN_TEMPLATES: Readonly<Record<PlanId, PlanTemplate>> = {
  // Room only, prepaid, free until the evening before, then the first night.
  P1: {
    breakfast: 0,
    payType: 'prepay',
    guarantee: 'none',
    cancel: 'limited',
    freeDayOffset: -1,
    factor: 0.97,
    protocol: false,
  },
  // Breakfast for one, paid at the hotel, a card guarantee for a late arrival, free cancellation.
  P2: {
    breakfast: 1,
    payType: 'onsite',
    guarantee: 'late',
    cancel: 'free',
    freeDayOffset: 0,
    factor: 1,
    protocol: false,
  },
  // Room only, prepaid, not cancellable: the cheapest.
  P3: {
    breakfast: 0,
    payType: 'prepay',
    guarantee: 'none',
    cancel: 'none',
    freeDayOffset: 0,
    factor: 0.88,
    protocol: false,
  },
  // Breakfast for two, paid at the hotel, always guaranteed, free until 18:00 on the day then the first night.
  P4: {
    breakfast: 2,
    payType: 'onsite',
    guarantee: 'always',
    cancel: 'limited',
    freeDayOffset: 0,
    factor: 1.02,
    protocol: false,
  },
  // Company agreement: breakfast for one, paid at the hotel, guarantee for a late arrival, free cancellation.
  PX: {
    breakfast: 1,
    payType: 'onsite',
    guarantee: 'late',
    cancel: 'free',
    freeDayOffset: 0,
    factor: 0.82,
    protocol: true,
  },
};

export const isPlanId = (id: string): id is PlanId => id in PLAN_TEMPLATES;

/** Breakfast per person and night by star, fen. */
const BREAKFAST_FEN: Readonly<Record<HotelStar, number>> = { 2: 1_500, 3: 3_000, 4: 6_000, 5: 9_800 };

/** How dear a night is: Friday and Saturday nights +12 %, fixed-date public holidays +30 %. */
export function nightFactor(night: string): number {
  const hit = factorCache.get(night);
  if (hit !== undefined) return hit;
  const dow = chinaDate(night).day();
  const factor = HOLIDAYS.has(night.slice(5)) ? 1.3 : dow === 5 || dow === 6 ? 1.12 : 1;
  factorCache.set(night, factor);
  return factor;
}

/** Night factors by date (the calendar is the same all day; parsing a date in China time is not free). */
const factorCache = new Lru<string, number>(1000);

/** The price of one night of a plan of a room, fen, whole yuan. */
export function nightFen(hotel: SupplierHotel, room: SupplierRoom, planId: PlanId, night: string): number {
  const t = PLAN_TEMPLATES[planId];
  const jitter = 0.94 + (hash32(`night|${hotel.hotelId}|${room.roomId}|${night}`) % 13) / 100;
  const roomFen = room.baseFen * nightFactor(night) * jitter * t.factor;
  const breakfastFen = Math.min(t.breakfast, room.maxOccupancy) * BREAKFAST_FEN[hotel.star];
  return Math.max(100, Math.round((roomFen + breakfastFen) / 100) * 100);
}

/** Rooms of a room type the supplier opens for a night: 4 in 100 nights full, 2–15 otherwise. */
export function nightCapacity(hotelId: string, roomId: string, night: string): number {
  const h = hash32(`cap|${hotelId}|${roomId}|${night}`);
  if (h % 100 < 4) return 0;
  return 2 + ((h >>> 8) % 14);
}

/** The plans a room sells (with the protocol plan when the hotel signs agreements). */
export function planIdsOf(hotel: SupplierHotel, room: SupplierRoom): PlanId[] {
  const ids = room.planIds.filter(isPlanId);
  return hotel.protocolEligible ? [...ids, PROTOCOL_PLAN_ID] : ids;
}

/** Onsite plans are confirmed by the hotel within minutes for 3 hotels in 10; prepaid ones at once. */
export function instantConfirm(hotel: SupplierHotel, planId: PlanId): boolean {
  return PLAN_TEMPLATES[planId].payType === 'prepay' || hash32(`confirm|${hotel.hotelId}`) % 10 >= 3;
}

/** The cancellation rule of a plan for a stay (`dayBefore`: the day before check-in); penalty of one room (the first night, or all for 'none'). */
export function cancelOf(
  planId: PlanId,
  checkIn: string,
  dayBefore: string,
  nightlyFen: readonly number[],
): { kind: 'free' | 'limited' | 'none'; freeUntil: string; penaltyFen: number } {
  const t = PLAN_TEMPLATES[planId];
  if (t.cancel === 'none') return { kind: 'none', freeUntil: '', penaltyFen: nightlyFen.reduce((a, b) => a + b, 0) };
  const freeUntil = `${t.freeDayOffset === 0 ? checkIn : dayBefore} 18:00`;
  return { kind: t.cancel, freeUntil, penaltyFen: t.cancel === 'free' ? 0 : (nightlyFen[0] ?? 0) };
}
