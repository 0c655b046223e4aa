/**
 * When a car can be booked for (SPEC §9: airport transfers bookable within 30 days; issue 14 services). Times are
 * 'YYYY-MM-DD HH:mm' China time; `now` is epoch ms from the injected clock.
 */
import type { CarService } from '../../api/contract/car';
import { chinaDate, chinaNow, chinaToday, toEpochMs } from '../time';

/** Transfers (and every pre-booked service) are bookable up to 30 days ahead (SPEC §9). */
export const CAR_BOOKING_DAYS = 30;
/** A pre-booked ride starts at least this many minutes from now (an instant ride is for now). */
export const CAR_MIN_LEAD_MINUTES = 30;
/** Day rental lasts 1 to 7 days. */
export const DAY_RENTAL_MAX_DAYS = 7;
/** Note to the driver, at most 50 characters. */
export const CAR_REMARK_MAX = 50;

export type UseTimeProblem = 'ok' | 'past' | 'tooSoon' | 'tooFar';

/**
 * Whether a pre-booked service may start at `useTime`: at least 30 minutes from now and on one of the next 30 China
 * calendar days (instant rides are always for now: 'ok').
 */
export function checkUseTime(service: CarService, useTime: string, now: number): UseTimeProblem {
  if (service === 'instant') return 'ok';
  const t = toEpochMs(useTime);
  if (Number.isNaN(t) || t < now) return 'past';
  if (t < now + CAR_MIN_LEAD_MINUTES * 60_000) return 'tooSoon';
  // By China calendar day, as the date picker and the transfer window count (the 30th day is bookable all day).
  if (chinaDate(useTime.slice(0, 10)).diff(chinaDate(chinaToday(now)), 'day') > CAR_BOOKING_DAYS) return 'tooFar';
  return 'ok';
}

/** Whether a flight date ('YYYY-MM-DD' or a time) is within the 30-day transfer window from today (SPEC §9). */
export function transferBookable(flightTime: string, now: number): boolean {
  const day = chinaDate(flightTime.slice(0, 10));
  if (!day.isValid()) return false;
  const diff = day.diff(chinaDate(chinaToday(now)), 'day');
  return diff >= 0 && diff <= CAR_BOOKING_DAYS;
}

/**
 * The earliest time a pre-booked service may be chosen for: now + 30 minutes, rounded up to 10 minutes (a started
 * minute counts, so the time offered always passes {@link checkUseTime}).
 */
export function earliestUseTime(now: number): string {
  const exact = chinaNow(now + CAR_MIN_LEAD_MINUTES * 60_000);
  const t = exact.second() > 0 || exact.millisecond() > 0 ? exact.add(1, 'minute').startOf('minute') : exact;
  const up = (10 - (t.minute() % 10)) % 10;
  return t.add(up, 'minute').format('YYYY-MM-DD HH:mm');
}
