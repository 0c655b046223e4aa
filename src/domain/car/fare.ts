/**
 * Car fares (SPEC §7 Car estimates, issue 14 "fare by distance and time per vehicle class"): pure maths in fen,
 * shared by the reference server's estimates and the client's price detail. Rounding: every part to the fen, the
 * total to the yuan upwards (what a ride-hailing fare shows), never below the class's minimum fare.
 */
import type { DayRentalPackage } from '../../api/contract/car';
import { DAY_RENTAL_PACKAGES } from '../../api/contract/car';

export const VEHICLE_CLASSES = ['economy', 'comfort', 'business', 'luxury', 'mpv'] as const;
export type VehicleClass = (typeof VEHICLE_CLASSES)[number];

export interface FareRule {
  baseFen: number;
  perKmFen: number;
  perMinFen: number;
  minFen: number;
  /** Day rental: the price of a package day, fen. */
  halfDayFen: number;
  fullDayFen: number;
  /** Beyond a package's hours or kilometres. */
  extraHourFen: number;
  extraKmFen: number;
  /** What cancelling costs once a driver accepted (SPEC §4). */
  cancelFeeFen: number;
  seats: number;
  /** Standard 24-inch cases the boot takes (SPEC §9). */
  luggage: number;
}

export const FARE_RULES: Readonly<Record<VehicleClass, FareRule>> = {
  economy: {
    baseFen: 1000,
    perKmFen: 200,
    perMinFen: 40,
    minFen: 1300,
    halfDayFen: 38000,
    fullDayFen: 68000,
    extraHourFen: 8000,
    extraKmFen: 300,
    cancelFeeFen: 500,
    seats: 4,
    luggage: 2,
  },
  comfort: {
    baseFen: 1400,
    perKmFen: 280,
    perMinFen: 50,
    minFen: 1800,
    halfDayFen: 48000,
    fullDayFen: 88000,
    extraHourFen: 10000,
    extraKmFen: 400,
    cancelFeeFen: 800,
    seats: 4,
    luggage: 2,
  },
  business: {
    baseFen: 2000,
    perKmFen: 380,
    perMinFen: 70,
    minFen: 2800,
    halfDayFen: 68000,
    fullDayFen: 128000,
    extraHourFen: 15000,
    extraKmFen: 500,
    cancelFeeFen: 1000,
    seats: 4,
    luggage: 3,
  },
  luxury: {
    baseFen: 3500,
    perKmFen: 650,
    perMinFen: 120,
    minFen: 5000,
    halfDayFen: 128000,
    fullDayFen: 238000,
    extraHourFen: 28000,
    extraKmFen: 900,
    cancelFeeFen: 2000,
    seats: 4,
    luggage: 3,
  },
  mpv: {
    baseFen: 2500,
    perKmFen: 420,
    perMinFen: 80,
    minFen: 3500,
    halfDayFen: 78000,
    fullDayFen: 148000,
    extraHourFen: 16000,
    extraKmFen: 500,
    cancelFeeFen: 1200,
    seats: 6,
    luggage: 5,
  },
};

/** Kilometres after which every further kilometre costs half as much again (long-distance surcharge). */
export const LONG_DISTANCE_KM = 15;
/** Night hours (China time): a ride starting at or after 23:00 or before 05:00 pays 20 % more on distance. */
export const NIGHT_FROM_HOUR = 23;
export const NIGHT_TO_HOUR = 5;

export type FarePartKind = 'base' | 'distance' | 'time' | 'night' | 'longDistance' | 'package';

export interface Fare {
  totalFen: number;
  parts: { kind: FarePartKind; fen: number }[];
}

export function isVehicleClass(v: string): v is VehicleClass {
  return (VEHICLE_CLASSES as readonly string[]).includes(v);
}

/**
 * A ride's fare: base + distance + time, a long-distance surcharge past 15 km, a night surcharge on the distance part,
 * at least the minimum fare, rounded up to the yuan. `startHour` is the China-time hour the ride starts (0–23).
 */
export function rideFare(cls: VehicleClass, distanceM: number, durationS: number, startHour: number): Fare {
  const r = FARE_RULES[cls];
  const km = Math.max(0, distanceM) / 1000;
  const minutes = Math.max(0, durationS) / 60;
  const distance = Math.round(km * r.perKmFen);
  const time = Math.round(minutes * r.perMinFen);
  const longDistance = km > LONG_DISTANCE_KM ? Math.round((km - LONG_DISTANCE_KM) * r.perKmFen * 0.5) : 0;
  const night = isNightHour(startHour) ? Math.round(distance * 0.2) : 0;
  const parts: Fare['parts'] = [
    { kind: 'base', fen: r.baseFen },
    { kind: 'distance', fen: distance },
    { kind: 'time', fen: time },
  ];
  if (longDistance > 0) parts.push({ kind: 'longDistance', fen: longDistance });
  if (night > 0) parts.push({ kind: 'night', fen: night });
  const sum = parts.reduce((s, p) => s + p.fen, 0);
  return { totalFen: roundUpToYuan(Math.max(sum, r.minFen)), parts };
}

/** Day rental: the package price per day times the days (1–7). */
export function dayRentalFare(cls: VehicleClass, pkg: DayRentalPackage, days: number): Fare {
  const r = FARE_RULES[cls];
  const perDay = pkg === 'halfDay' ? r.halfDayFen : r.fullDayFen;
  const fen = perDay * Math.max(1, Math.floor(days));
  return { totalFen: fen, parts: [{ kind: 'package', fen }] };
}

/** What a day rental costs beyond its package: extra hours (started hours count) and extra kilometres. */
export function dayRentalExtraFen(
  cls: VehicleClass,
  pkg: DayRentalPackage,
  days: number,
  usedS: number,
  usedM: number,
): number {
  const r = FARE_RULES[cls];
  const p = DAY_RENTAL_PACKAGES[pkg];
  const extraHours = Math.max(0, Math.ceil(usedS / 3600 - p.hours * days));
  const extraKm = Math.max(0, Math.ceil(usedM / 1000 - p.km * days));
  return extraHours * r.extraHourFen + extraKm * r.extraKmFen;
}

/**
 * What cancelling a ride costs at a journey stage (0 calling, 1 driver accepted, 2 driver arrived, 3 trip started…):
 * free while calling, the class's fee once a driver accepted or arrived, and not possible once the trip started
 * (null). Never more than what the ride was estimated at.
 */
export function cancelFeeFen(cls: VehicleClass, stage: number, estimateFen: number): number | null {
  if (stage <= 0) return 0;
  if (stage >= 3) return null;
  return Math.min(FARE_RULES[cls].cancelFeeFen, estimateFen);
}

export function isNightHour(hour: number): boolean {
  return hour >= NIGHT_FROM_HOUR || hour < NIGHT_TO_HOUR;
}

function roundUpToYuan(fen: number): number {
  return Math.ceil(fen / 100) * 100;
}
