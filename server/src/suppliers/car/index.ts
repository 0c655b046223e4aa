/**
 * The simulated car supplier (issue 14, SPEC §4 car journey stages, §7 Car): the cities and services it serves, the
 * vehicle classes of a city, routes through the maps provider, estimates from the domain fare rules, drivers near a
 * point, and the dispatch plan of an order (who accepts, when, from where). Deterministic: the same order id, place
 * and 5-minute slot always give the same answer, so tests and journeys can rely on it.
 *
 * Nobody accepts (dispatchPlan answers null) — the rule tests use to force an automatic 'noDriver' cancel:
 *  - the pick-up's name contains '无人接单' or 'NoDriver' (any case), or
 *  - the class is 'luxury' and the pick-up is in a city other than Beijing (BJS) or Shanghai (SHA).
 *
 * Demo time: a ride's stages happen faster than real traffic. The approach and the ride keep their route (positions
 * are interpolated along it) but last `demoDurationMs(...)`: the route's duration times {@link DEMO_TIME_FACTOR},
 * clamped so the driver arrives within 20–40 s and a ride lasts 30–60 s; the driver waits {@link DRIVER_WAIT_MS}.
 */
import {
  CAR_USE_TYPE,
  type CarCity,
  type CarUseType,
  type DayRentalPackage,
  type LatLng,
  type VehicleType,
} from '../../../../src/api/contract/car';
import {
  dayRentalFare,
  FARE_RULES,
  isVehicleClass,
  rideFare,
  type FarePartKind,
  type VehicleClass,
} from '../../../../src/domain/car/fare';
import { chinaDate } from '../../../../src/domain/time';
import type { AppContext } from '../../context';
import { CITIES, GAZETTEER, distanceM } from '../../modules/maps/gazetteer';
import type { MapsProvider } from '../../modules/maps/provider';
import { mapsProvider } from '../../modules/maps/service';
import { rng } from '../kit/random';
import {
  CAR_CITY_CODES,
  CAR_COLOURS,
  CLASS_MODELS,
  PLATE_PREFIX,
  SURNAMES,
  classesOfCity,
  servicesOfCity,
} from './data';
import { carImageUrl } from './images';

export { carImageSvg, carImageUrl } from './images';
export { saveEstimate, findEstimate, ESTIMATE_TTL_MS, type EstimateSnapshot } from '../../modules/car/estimates';
export { carPolicyFor, carProductEnabled, type CarPolicy } from '../../modules/car/policy';

export type { CarCity };

/** Demo journeys run this many times faster than the route's real duration (before clamping). */
export const DEMO_TIME_FACTOR = 0.1;
/** How long a demo driver waits at the pick-up before the trip starts, ms. */
export const DRIVER_WAIT_MS = 10_000;
/** Demo approach (accepted → arrived) and ride (started → finished) bounds, ms. */
export const DEMO_APPROACH_MS = { min: 20_000, max: 40_000 } as const;
export const DEMO_RIDE_MS = { min: 30_000, max: 60_000 } as const;
/** A point belongs to the nearest served city within this distance. */
export const CITY_RADIUS_M = 80_000;

/** How long a demo approach or ride lasts for a route of `routeSeconds`: compressed by DEMO_TIME_FACTOR, clamped. */
export function demoDurationMs(kind: 'approach' | 'ride', routeSeconds: number): number {
  const b = kind === 'approach' ? DEMO_APPROACH_MS : DEMO_RIDE_MS;
  return Math.min(b.max, Math.max(b.min, Math.round(routeSeconds * 1000 * DEMO_TIME_FACTOR)));
}

function buildCities(): CarCity[] {
  const out: CarCity[] = [];
  for (const code of CAR_CITY_CODES) {
    const info = CITIES.get(code);
    if (!info) continue;
    const hasAirport = GAZETTEER.some((e) => e.kind === 'airport' && e.cityCode === code);
    const hasStation = GAZETTEER.some((e) => e.kind === 'station' && e.cityCode === code);
    out.push({
      cityCode: code,
      cityName: info.zh,
      spell: info.en,
      useTypes: servicesOfCity(code, hasAirport, hasStation),
      centre: { lat: info.lat, lng: info.lng },
    });
  }
  return out;
}

/** The served cities (names in Chinese; `spell` is the English name). */
export const CAR_CITIES: readonly CarCity[] = buildCities();
const BY_CODE = new Map(CAR_CITIES.map((c) => [c.cityCode, c]));

export function carCity(cityCode: string): CarCity | null {
  return BY_CODE.get(cityCode.trim().toUpperCase()) ?? null;
}

/** The city's name in a language (the gazetteer's English name for en). */
export function carCityName(cityCode: string, lang: 'zh' | 'en'): string {
  const info = CITIES.get(cityCode);
  return info ? (lang === 'en' ? info.en : info.zh) : '';
}

/** The nearest served city within 80 km of a point, else null (outside the service area). */
export function cityOfPoint(p: LatLng): CarCity | null {
  let best: CarCity | null = null;
  let bestD = CITY_RADIUS_M;
  for (const c of CAR_CITIES) {
    const d = distanceM(p, c.centre);
    if (d <= bestD) [best, bestD] = [c, d];
  }
  return best;
}

/** A vehicle class as answered (models are data). */
export function vehicleType(cls: VehicleClass): VehicleType {
  const r = FARE_RULES[cls];
  return {
    vehicleTypeId: cls,
    models: CLASS_MODELS[cls].slice(0, 3).join(', '),
    seats: r.seats,
    luggage: r.luggage,
    image: carImageUrl(cls),
  };
}

/** The vehicle classes of a city for a service ([] when the city is not served or lacks the service). */
export function vehicleTypesFor(cityCode: string, useType: CarUseType): VehicleType[] {
  const city = carCity(cityCode);
  if (!city || !city.useTypes.includes(useType)) return [];
  return classesOfCity(city.cityCode).map(vehicleType);
}

const providers = new Map<string, MapsProvider>();
function providerOf(ctx: AppContext): MapsProvider {
  const key = ctx.config.mapWebKey;
  let p = providers.get(key);
  if (!p) {
    p = mapsProvider(key);
    providers.set(key, p);
  }
  return p;
}

/** Straight line at 30 km/h over 1.3 × the distance: when the maps provider answers nothing. */
function straightRoute(from: LatLng, to: LatLng): { distance: number; duration: number; points: LatLng[] } {
  const distance = Math.round(distanceM(from, to) * 1.3);
  return { distance, duration: Math.round((distance / 1000 / 30) * 3600), points: [from, to] };
}

/** The driving route between two points through the maps provider (a straight-line fallback when it fails). */
export async function carRoute(
  ctx: AppContext,
  from: LatLng,
  to: LatLng,
): Promise<{ distance: number; duration: number; points: LatLng[] }> {
  try {
    const r = await providerOf(ctx).direction({ from, to });
    if (r && r.points.length > 1) return { distance: r.distance, duration: r.duration, points: r.points };
  } catch (err) {
    ctx.log.warn({ err: (err as Error).message }, 'car route: maps provider failed');
  }
  return straightRoute(from, to);
}

export interface EstimateQuery {
  useType: CarUseType;
  vehicleTypeId: string;
  distance: number;
  duration: number;
  useTime: string;
  dayPackage?: DayRentalPackage;
  days?: number;
}

/**
 * The fare of a class for a query, fen: a day rental is its package price times the days; every other service is
 * the ride fare of the route at the use time's China hour. An unknown class throws.
 */
export function estimateFen(q: EstimateQuery): { totalFen: number; parts: { kind: FarePartKind; fen: number }[] } {
  if (!isVehicleClass(q.vehicleTypeId)) throw new Error(`unknown vehicle class ${q.vehicleTypeId}`);
  if (q.useType === CAR_USE_TYPE.dayRental) {
    return dayRentalFare(q.vehicleTypeId, q.dayPackage ?? 'fullDay', q.days ?? 1);
  }
  const hour = chinaDate(q.useTime).hour();
  return rideFare(q.vehicleTypeId, q.distance, q.duration, Number.isNaN(hour) ? 12 : hour);
}

/** The driver and car of an accepted order (the phone is the supplier's demo number, not personal data). */
export interface CarDriverSim {
  name: string;
  phone: string;
  plate: string;
  carModel: string;
  carColor: string;
  rating: number;
}

const PLATE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A point `metres` away from `p` towards `bearingDeg` (0 north), flat-earth approximation. */
function offset(p: LatLng, metres: number, bearingDeg: number): LatLng {
  const rad = (bearingDeg * Math.PI) / 180;
  const dLat = (metres * Math.cos(rad)) / 111_320;
  const dLng = (metres * Math.sin(rad)) / (111_320 * Math.cos((p.lat * Math.PI) / 180));
  const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
  return { lat: round6(p.lat + dLat), lng: round6(p.lng + dLng) };
}

/** The rule of a pick-up nobody accepts (see the module comment). */
export function nobodyAccepts(pickupName: string, vehicleTypeId: string, cityCode: string): boolean {
  const name = pickupName.toLowerCase();
  if (name.includes('无人接单') || name.includes('nodriver')) return true;
  return vehicleTypeId === 'luxury' && cityCode !== 'BJS' && cityCode !== 'SHA';
}

/**
 * Who accepts an order, after how long and from where — deterministic by order id. Null: nobody accepts (the
 * documented rule above, applied to `pickup`'s name and city). `pickup` needs a name to apply the name rule.
 */
export function dispatchPlan(
  orderId: string,
  vehicleTypeId: string,
  pickup: LatLng & { name?: string; cityCode?: string },
  useTime: string,
): { acceptAfterMs: number; driver: CarDriverSim; start: LatLng } | null {
  const cityCode = pickup.cityCode || cityOfPoint(pickup)?.cityCode || '';
  if (nobodyAccepts(pickup.name ?? '', vehicleTypeId, cityCode)) return null;
  const cls: VehicleClass = isVehicleClass(vehicleTypeId) ? vehicleTypeId : 'economy';
  const r = rng(`car-dispatch:${orderId}:${useTime}`);
  const plateTail = Array.from({ length: 5 }, (_, i) =>
    i === 0 ? PLATE_LETTERS[r.int(0, PLATE_LETTERS.length - 1)] : String(r.int(0, 9)),
  ).join('');
  const driver: CarDriverSim = {
    name: `${r.pick(SURNAMES)}师傅`,
    phone: `1${r.pick(['38', '39', '58', '86', '88'])}${String(r.int(0, 99_999_999)).padStart(8, '0')}`,
    plate: `${PLATE_PREFIX[cityCode] ?? '京A'}${plateTail}`,
    carModel: r.pick(CLASS_MODELS[cls]),
    carColor: r.pick(CAR_COLOURS),
    rating: Math.round((4.6 + r.next() * 0.4) * 10) / 10,
  };
  return {
    acceptAfterMs: r.int(3000, 8000),
    driver,
    start: offset(pickup, r.int(500, 3000), r.int(0, 359)),
  };
}

/**
 * Drivers of a class near a pick-up right now: deterministic by (1 km grid cell, class, 5-minute slot). Cities
 * where the class has no fleet (and pick-ups outside every city) have none.
 */
export function driversNearby(
  pickup: LatLng,
  vehicleTypeId: string,
  nowMs: number,
): { count: number; etaSeconds: number } {
  const city = cityOfPoint(pickup);
  if (
    !city ||
    !isVehicleClass(vehicleTypeId) ||
    !classesOfCity(city.cityCode).includes(vehicleTypeId) ||
    nobodyAccepts('', vehicleTypeId, city.cityCode)
  ) {
    return { count: 0, etaSeconds: 0 };
  }
  const cell = `${Math.floor(pickup.lat * 100)}:${Math.floor(pickup.lng * 100)}`;
  const slot = Math.floor(nowMs / 300_000);
  const r = rng(`car-nearby:${cell}:${vehicleTypeId}:${slot}`);
  const scarce = vehicleTypeId === 'luxury' || vehicleTypeId === 'mpv';
  const count = scarce ? r.int(1, 4) : r.int(3, 15);
  return { count, etaSeconds: r.int(2, scarce ? 12 : 8) * 60 };
}
