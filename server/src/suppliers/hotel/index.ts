/**
 * The simulated hotel supplier (supplier kit): the static hotels of every basedata 10903 city (generate.ts),
 * deterministic rate plans and nightly prices (pricing.ts), and stock in the kit's inventory (`supplier_inventory`,
 * product 'hotel', item `${hotelId}|${roomId}`, day = the night, class 'room': the plans of a room type share its
 * rooms). Stable API for the hotel modules (shopping in modules/hotel, booking in modules/hotelOrders):
 *
 * - {@link HOTEL_CITIES}: the cities (cityId = the 10903 code, names, real centre GCJ-02, tier).
 * - {@link hotelById}(hotelId): the static facts of a hotel, null when unknown.
 * - {@link searchHotels}(q, nowMs): the hotels of a city matching the filters, each with its lowest average nightly
 *   price for the stay (supplier figures, without the stock sold here) and its distance from the centre.
 * - {@link roomsFor}(db, hotelId, checkIn, checkOut, nowMs): the rooms with their plans priced per night and the
 *   rooms left for the whole stay (supplier capacity less what the inventory sold).
 * - {@link planByKey}(db, planKey, nowMs): one plan priced now, null for an unknown or expired key.
 * - {@link reserveRooms} / {@link releaseRooms}: take or give back rooms for nights of the stay inside the caller's
 *   transaction (one conditional statement per night: never oversold).
 * - {@link protocolHotelIds}(corpId): the hotels that signed an agreement with the company (protocol plans 'PX').
 *
 * planKey = `${hotelId}|${roomId}|${planId}|${checkIn}|${checkOut}` (the contract's RatePlan.planKey). Money in fen.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FacilityCode, GeoPoint, HotelStar, PayType } from '../../../../src/api/contract/hotel';
import { checkStay, stayDates } from '../../../../src/domain/hotel/stay';
import { addCalendarDays } from '../../../../src/domain/time';
import { Lru } from '../kit/cache';
import * as inventory from '../kit/inventory';
import { hash32 } from '../kit/random';
import { DEMO_CORP_ID } from '../../db/seed/demoPeople';
import {
  cityHotels,
  distanceKm,
  HOTEL_CITIES,
  hotelById,
  hotelCity,
  hotelIdOf,
  supplierCity,
  protocolEligible,
  type SupplierHotel,
  type SupplierRoom,
} from './generate';
import { intlHotelFacts, type IntlHotelFacts } from './intl';
import {
  cancelOf,
  instantConfirm,
  isPlanId,
  nightCapacity,
  nightFen,
  PLAN_TEMPLATES,
  planIdsOf,
  type PlanId,
} from './pricing';

export { HOTEL_CITIES, hotelById, hotelCity, cityHotels, supplierCity };
export {
  INTL_HOTEL_CITIES,
  INCLUDED_TAX_RATE,
  fenToLocal,
  intlHotelCity,
  type IntlCityFacts,
  type IntlHotelFacts,
} from './intl';
export {
  cityDistricts,
  cityLandmarks,
  distanceKm,
  type CityPlace,
  type HotelCity,
  type SupplierHotel,
  type SupplierRoom,
} from './generate';
export { PROTOCOL_PLAN_ID, type PlanId } from './pricing';
export { BRANDS } from './data';

type Db = Kysely<Database>;

/** The product name of the hotel stock in the kit's inventory. */
export const HOTEL_PRODUCT = 'hotel';
/** The inventory class of a room type: every plan of the room sells from the same rooms. */
const ROOM_CLASS = 'room';

/** One rate plan of a room for a stay, priced. */
export interface SupplierPlan {
  planKey: string;
  planId: PlanId;
  hotelId: string;
  roomId: string;
  checkIn: string;
  checkOut: string;
  /** Each night of the stay, 'YYYY-MM-DD'. */
  nights: string[];
  breakfast: 0 | 1 | 2;
  payType: PayType;
  /** Card guarantee of an onsite plan: none, always, or for a late arrival (after 18:00). */
  guarantee: 'none' | 'always' | 'late';
  /** freeUntil 'YYYY-MM-DD HH:mm' China time ('' for none); penaltyFen for one room (first night, or all). */
  cancel: { kind: 'free' | 'limited' | 'none'; freeUntil: string; penaltyFen: number };
  /** Price of each night for one room, fen. */
  nightlyFen: number[];
  /** One room for the stay, fen; avgFen the average night (rounded to the fen). */
  totalFen: number;
  avgFen: number;
  /** Rooms left for every night of the stay (0: full some night). */
  roomsLeft: number;
  /** Company-agreement plan (sold only to the companies of {@link protocolHotelIds}). */
  protocol: boolean;
  instantConfirm: boolean;
}

/** A room type with its plans for a stay. */
export interface SupplierRoomOffer {
  room: SupplierRoom;
  plans: SupplierPlan[];
  /** Rooms left for every night (shared by the plans). */
  roomsLeft: number;
  /** Lowest average nightly price of its public plans, fen (0 when full). */
  lowestAvgFen: number;
}

/** A hotel found by {@link searchHotels}. */
export interface SupplierHotelHit {
  hotel: SupplierHotel;
  /** Kilometres from the search centre (the city centre unless the query gives one). */
  distanceKm: number;
  /** Lowest average nightly price of a public plan with rooms every night (supplier figures), fen; 0 when full. */
  lowestAvgFen: number;
  /** Same for the protocol plan (0 when the hotel sells none or it is full). */
  protocolLowestAvgFen: number;
}

export interface HotelSearchQuery {
  cityId: string;
  checkIn: string;
  checkOut: string;
  /** Matches the name (either language), brand, district, address or the landmark the hotel is near. */
  keyword?: string;
  stars?: readonly HotelStar[];
  /** Average nightly price band (fen) of the lowest plan. */
  priceMinFen?: number;
  priceMaxFen?: number;
  /** Distances from here; with `distanceKm` only hotels within the radius. */
  centre?: GeoPoint;
  distanceKm?: number;
  /** Every facility given. */
  facilities?: readonly FacilityCode[];
  /** Any of the brands (zh or en names). */
  brands?: readonly string[];
  /** Only room types this accepts count (international occupancy); a hotel with none is left out. */
  roomFilter?: (room: SupplierRoom) => boolean;
}

/** The nights of a stay (memoised: dates in China time are not free to compute, and a search asks per hotel). */
const nightsCache = new Lru<string, readonly string[]>(500);
function nightsOf(checkIn: string, checkOut: string): string[] {
  const key = `${checkIn}|${checkOut}`;
  let nights = nightsCache.get(key);
  if (!nights) {
    nights = stayDates(checkIn, checkOut);
    nightsCache.set(key, nights);
  }
  return [...nights];
}

const dayBeforeCache = new Lru<string, string>(500);
function dayBeforeOf(checkIn: string): string {
  let d = dayBeforeCache.get(checkIn);
  if (d === undefined) {
    d = addCalendarDays(checkIn, -1);
    dayBeforeCache.set(checkIn, d);
  }
  return d;
}

const planKeyOf = (hotelId: string, roomId: string, planId: string, checkIn: string, checkOut: string): string =>
  `${hotelId}|${roomId}|${planId}|${checkIn}|${checkOut}`;

const itemOf = (hotelId: string, roomId: string): string => `${hotelId}|${roomId}`;

interface PricedRoom {
  room: SupplierRoom;
  /** Supplier capacity each night. */
  capacity: number[];
  plans: Omit<SupplierPlan, 'roomsLeft'>[];
}

/** Priced rooms (without live stock) by hotelId|checkIn|checkOut. */
const pricedCache = new Lru<string, PricedRoom[]>(3000);

function pricedRooms(hotel: SupplierHotel, checkIn: string, checkOut: string): PricedRoom[] {
  const key = `${hotel.hotelId}|${checkIn}|${checkOut}`;
  const hit = pricedCache.get(key);
  if (hit) return hit;
  const nights = nightsOf(checkIn, checkOut);
  const dayBefore = dayBeforeOf(checkIn);
  const out = hotel.rooms.map<PricedRoom>((room) => ({
    room,
    capacity: nights.map((n) => nightCapacity(hotel.hotelId, room.roomId, n)),
    plans: planIdsOf(hotel, room).map((planId) =>
      pricePlan(hotel, room, planId, { checkIn, checkOut, dayBefore, nights }),
    ),
  }));
  pricedCache.set(key, out);
  return out;
}

function pricePlan(
  hotel: SupplierHotel,
  room: SupplierRoom,
  planId: PlanId,
  stay: { checkIn: string; checkOut: string; dayBefore: string; nights: string[] },
): Omit<SupplierPlan, 'roomsLeft'> {
  const { checkIn, checkOut, dayBefore, nights } = stay;
  const t = PLAN_TEMPLATES[planId];
  const nightlyFen = nights.map((n) => nightFen(hotel, room, planId, n));
  const totalFen = nightlyFen.reduce((a, b) => a + b, 0);
  return {
    planKey: planKeyOf(hotel.hotelId, room.roomId, planId, checkIn, checkOut),
    planId,
    hotelId: hotel.hotelId,
    roomId: room.roomId,
    checkIn,
    checkOut,
    nights,
    breakfast: t.breakfast,
    payType: t.payType,
    guarantee: t.guarantee,
    cancel: cancelOf(planId, checkIn, dayBefore, nightlyFen),
    nightlyFen,
    totalFen,
    avgFen: nights.length > 0 ? Math.round(totalFen / nights.length) : 0,
    protocol: t.protocol,
    instantConfirm: instantConfirm(hotel, planId),
  };
}

/** Lowest public and protocol average of a priced hotel, over rooms open every night (0 when none). */
function lowestOf(
  rooms: PricedRoom[],
  roomFilter?: (room: SupplierRoom) => boolean,
): { lowest: number; protocol: number } {
  let lowest = 0;
  let protocol = 0;
  for (const r of rooms) {
    if (r.capacity.some((c) => c <= 0) || (roomFilter && !roomFilter(r.room))) continue;
    for (const p of r.plans) {
      if (p.protocol) protocol = protocol === 0 ? p.avgFen : Math.min(protocol, p.avgFen);
      else lowest = lowest === 0 ? p.avgFen : Math.min(lowest, p.avgFen);
    }
  }
  return { lowest, protocol };
}

/** Whether a stay can be sold now (today up to 180 days ahead, 1–30 nights). */
const sellable = (checkIn: string, checkOut: string, nowMs: number): boolean =>
  checkStay(checkIn, checkOut, nowMs) === 'ok';

/**
 * The hotels of a city matching the query, in the supplier's order (by hotel id), each with its distance and its
 * lowest average nightly prices for the stay. [] for an unknown city or a stay that cannot be sold.
 */
export function searchHotels(q: HotelSearchQuery, nowMs: number): SupplierHotelHit[] {
  const city = supplierCity(q.cityId);
  if (!city || !sellable(q.checkIn, q.checkOut, nowMs)) return [];
  const centre = q.centre ?? city.centre;
  const kw = q.keyword?.trim().toLowerCase() ?? '';
  const stars = q.stars && q.stars.length > 0 ? new Set(q.stars) : undefined;
  const brands = q.brands && q.brands.length > 0 ? new Set(q.brands.map((b) => b.toLowerCase())) : undefined;
  const out: SupplierHotelHit[] = [];
  for (const hotel of cityHotels(q.cityId)) {
    if (stars && !stars.has(hotel.star)) continue;
    if (brands && !brands.has(hotel.brand.toLowerCase()) && !brands.has(hotel.brandEn.toLowerCase())) continue;
    if (q.facilities && !q.facilities.every((f) => hotel.facilities.includes(f))) continue;
    if (kw && !matchesKeyword(hotel, kw)) continue;
    if (q.roomFilter && !hotel.rooms.some(q.roomFilter)) continue;
    const d = distanceKm(centre, hotel.location);
    if (q.distanceKm !== undefined && q.centre && d > q.distanceKm) continue;
    const { lowest, protocol } = lowestOf(pricedRooms(hotel, q.checkIn, q.checkOut), q.roomFilter);
    const price = lowest;
    if (q.priceMinFen !== undefined && (price === 0 || price < q.priceMinFen)) continue;
    if (q.priceMaxFen !== undefined && (price === 0 || price > q.priceMaxFen)) continue;
    out.push({ hotel, distanceKm: d, lowestAvgFen: lowest, protocolLowestAvgFen: protocol });
  }
  return out;
}

function matchesKeyword(h: SupplierHotel, kw: string): boolean {
  return [
    h.name,
    h.nameEn,
    h.brand,
    h.brandEn,
    h.district,
    h.districtEn,
    h.address,
    h.addressEn,
    h.near,
    h.nearEn,
  ].some((t) => t !== '' && t.toLowerCase().includes(kw));
}

/** Rooms sold per room type and night of a hotel's stay. */
async function soldFor(db: Db, hotel: SupplierHotel, nights: readonly string[]): Promise<Map<string, number>> {
  return inventory.soldMap(
    db,
    HOTEL_PRODUCT,
    nights,
    hotel.rooms.map((r) => itemOf(hotel.hotelId, r.roomId)),
  );
}

function withStock(hotel: SupplierHotel, pr: PricedRoom, sold: Map<string, number>): SupplierRoomOffer {
  const nights = pr.plans[0]?.nights ?? [];
  let left = Infinity;
  pr.capacity.forEach((cap, i) => {
    const n = sold.get(inventory.soldKey(itemOf(hotel.hotelId, pr.room.roomId), nights[i] ?? '', ROOM_CLASS)) ?? 0;
    left = Math.min(left, Math.max(0, cap - n));
  });
  const roomsLeft = Number.isFinite(left) ? left : 0;
  const plans = pr.plans.map<SupplierPlan>((p) => ({ ...p, nightlyFen: [...p.nightlyFen], roomsLeft }));
  const publicPlans = plans.filter((p) => !p.protocol);
  return {
    room: pr.room,
    plans,
    roomsLeft,
    lowestAvgFen: roomsLeft > 0 && publicPlans.length > 0 ? Math.min(...publicPlans.map((p) => p.avgFen)) : 0,
  };
}

/**
 * The rooms of a hotel for a stay with their plans (protocol plans included: the caller shows them only to the
 * companies of {@link protocolHotelIds}) and the rooms left now. [] for an unknown hotel or an unsellable stay.
 */
export async function roomsFor(
  db: Db,
  hotelId: string,
  checkIn: string,
  checkOut: string,
  nowMs: number,
): Promise<SupplierRoomOffer[]> {
  const hotel = hotelById(hotelId);
  if (!hotel || !sellable(checkIn, checkOut, nowMs)) return [];
  const priced = pricedRooms(hotel, checkIn, checkOut);
  const sold = await soldFor(db, hotel, nightsOf(checkIn, checkOut));
  return priced.map((pr) => withStock(hotel, pr, sold));
}

/**
 * The lowest average nightly prices of hotels for a stay with the rooms sold here taken into account (one query for
 * all of them): what a result page shows. Public and protocol plans apart; 0 when nothing is left.
 */
export async function lowestForHotels(
  db: Db,
  hotelIds: readonly string[],
  checkIn: string,
  checkOut: string,
  nowMs: number,
  roomFilter?: (room: SupplierRoom) => boolean,
): Promise<Map<string, { lowestAvgFen: number; protocolLowestAvgFen: number }>> {
  const out = new Map<string, { lowestAvgFen: number; protocolLowestAvgFen: number }>();
  if (!sellable(checkIn, checkOut, nowMs)) return out;
  const hotels = hotelIds.flatMap((id) => hotelById(id) ?? []);
  const items = hotels.flatMap((h) => h.rooms.map((r) => itemOf(h.hotelId, r.roomId)));
  const sold = await inventory.soldMap(db, HOTEL_PRODUCT, nightsOf(checkIn, checkOut), items);
  for (const hotel of hotels) {
    let lowest = 0;
    let protocol = 0;
    for (const pr of pricedRooms(hotel, checkIn, checkOut)) {
      if (roomFilter && !roomFilter(pr.room)) continue;
      const offer = withStock(hotel, pr, sold);
      if (offer.roomsLeft <= 0) continue;
      for (const p of offer.plans) {
        if (p.protocol) protocol = protocol === 0 ? p.avgFen : Math.min(protocol, p.avgFen);
        else lowest = lowest === 0 ? p.avgFen : Math.min(lowest, p.avgFen);
      }
    }
    out.set(hotel.hotelId, { lowestAvgFen: lowest, protocolLowestAvgFen: protocol });
  }
  return out;
}

/** The parts of a planKey, undefined when it does not parse. */
export function parsePlanKey(
  planKey: string,
): { hotelId: string; roomId: string; planId: string; checkIn: string; checkOut: string } | undefined {
  const parts = planKey.split('|');
  if (parts.length !== 5) return undefined;
  const [hotelId, roomId, planId, checkIn, checkOut] = parts as [string, string, string, string, string];
  return { hotelId, roomId, planId, checkIn, checkOut };
}

interface KeyParts {
  hotel: SupplierHotel;
  room: SupplierRoom;
  planId: PlanId;
  checkIn: string;
  checkOut: string;
}

function resolveKey(planKey: string, nowMs: number): KeyParts | null {
  const k = parsePlanKey(planKey);
  if (!k || !isPlanId(k.planId) || !sellable(k.checkIn, k.checkOut, nowMs)) return null;
  const hotel = hotelById(k.hotelId);
  const room = hotel?.rooms.find((r) => r.roomId === k.roomId);
  if (!hotel || !room || !planIdsOf(hotel, room).includes(k.planId)) return null;
  return { hotel, room, planId: k.planId, checkIn: k.checkIn, checkOut: k.checkOut };
}

/** One plan priced now with its rooms left; null for an unknown key or a stay that can no longer be sold. */
export async function planByKey(
  db: Db,
  planKey: string,
  nowMs: number,
): Promise<{ hotel: SupplierHotel; room: SupplierRoom; plan: SupplierPlan } | null> {
  const k = resolveKey(planKey, nowMs);
  if (!k) return null;
  const pr = pricedRooms(k.hotel, k.checkIn, k.checkOut).find((r) => r.room.roomId === k.room.roomId);
  if (!pr) return null;
  const sold = await inventory.soldMap(db, HOTEL_PRODUCT, nightsOf(k.checkIn, k.checkOut), [
    itemOf(k.hotel.hotelId, k.room.roomId),
  ]);
  const offer = withStock(k.hotel, pr, sold);
  const plan = offer.plans.find((p) => p.planId === k.planId);
  return plan ? { hotel: k.hotel, room: k.room, plan } : null;
}

/**
 * Takes `rooms` rooms of the plan's room type for every night of its stay, in the caller's transaction. False when
 * the key is unknown or expired, or some night has fewer rooms left (nothing stays taken: the nights already taken
 * are given back before answering, and the caller aborts anyway). Never oversold.
 */
export async function reserveRooms(trx: Db, planKey: string, rooms: number, nowMs: number): Promise<boolean> {
  const k = resolveKey(planKey, nowMs);
  if (!k || !Number.isInteger(rooms) || rooms < 1) return false;
  const item = itemOf(k.hotel.hotelId, k.room.roomId);
  const taken: string[] = [];
  for (const night of nightsOf(k.checkIn, k.checkOut)) {
    const capacity = nightCapacity(k.hotel.hotelId, k.room.roomId, night);
    const key = { product: HOTEL_PRODUCT, item, day: night, classCode: ROOM_CLASS };
    if (!(await inventory.reserve(trx, key, rooms, capacity, nowMs))) {
      for (const day of taken) await inventory.release(trx, { ...key, day }, rooms, nowMs);
      return false;
    }
    taken.push(night);
  }
  return true;
}

/**
 * Gives back `rooms` rooms for the given nights (a subset of the plan's stay: a whole cancellation gives every night,
 * a partial refund the nights not stayed). Nights outside the stay are ignored. Works for expired keys too (a
 * refund after check-in).
 */
export async function releaseRooms(
  trx: Db,
  planKey: string,
  rooms: number,
  nights: readonly string[],
  nowMs: number,
): Promise<void> {
  const k = parsePlanKey(planKey);
  if (!k || !Number.isInteger(rooms) || rooms < 1) return;
  const stay = new Set(nightsOf(k.checkIn, k.checkOut));
  const item = itemOf(k.hotelId, k.roomId);
  for (const night of new Set(nights)) {
    if (!stay.has(night)) continue;
    await inventory.release(trx, { product: HOTEL_PRODUCT, item, day: night, classCode: ROOM_CLASS }, rooms, nowMs);
  }
}

/** Company-agreement hotels by company id (bounded: companies are few, the sets small). */
const protocolCache = new Lru<string, ReadonlySet<string>>(200);

/**
 * The hotels that signed an agreement with the company: the demo company has every agreement hotel of every city
 * (about one in ten, several in each hot city); another company a third of them, chosen by a hash of its id.
 */
export function protocolHotelIds(corpId: string): ReadonlySet<string> {
  const hit = protocolCache.get(corpId);
  if (hit) return hit;
  const ids = new Set<string>();
  for (const city of HOTEL_CITIES) {
    for (let n = 1; n <= city.hotelCount; n += 1) {
      const hotelId = hotelIdOf(city.cityId, n);
      if (!protocolEligible(hotelId, city)) continue;
      if (corpId === DEMO_CORP_ID || hash32(`corpProtocol|${corpId}|${hotelId}`) % 3 === 0) ids.add(hotelId);
    }
  }
  protocolCache.set(corpId, ids);
  return ids;
}

/** The policies of an international hotel (undefined for a domestic or unknown one). */
export function intlFactsOf(hotelId: string): IntlHotelFacts | undefined {
  return hotelById(hotelId) ? intlHotelFacts(hotelId) : undefined;
}
