/**
 * The flight search's calendar rules that index.html's early first call needs too (issue 17): kept apart from
 * query.ts, which brings the flight dictionaries along, and on src/domain/time.ts's arithmetic path (the early script
 * carries no dayjs). Dates are China calendar dates 'YYYY-MM-DD' (ARCHITECTURE §13).
 */
import type { FlightQuery } from './query';
import { isRecentPlace } from '../../components/CityPicker/history';
import { addCalendarDays, toEpochMs } from '../../domain/time';

/** Flights are sold up to 365 days ahead. */
export const SALE_DAYS = 365;

/** 'YYYY-MM-DD' plus n days. */
export function addDays(date: string, n: number): string {
  return addCalendarDays(date, n);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toEpochMs(to) - toEpochMs(from)) / 86_400_000);
}

/** Whether a date can be searched: today up to 365 days ahead. */
export function isOnSale(date: string, today: string): boolean {
  const d = daysBetween(today, date);
  return d >= 0 && d <= SALE_DAYS;
}

/**
 * A remembered query made usable today: past dates move to the default day, a return before the departure
 * moves with it.
 */
export function freshQuery(saved: Partial<FlightQuery> | undefined, today: string, fallback: FlightQuery): FlightQuery {
  const q: FlightQuery = { ...fallback };
  if (saved) {
    if (saved.tripType === 1 || saved.tripType === 2) q.tripType = saved.tripType;
    if (isRecentPlace(saved.depCity)) q.depCity = saved.depCity;
    if (isRecentPlace(saved.arrCity)) q.arrCity = saved.arrCity;
    if (saved.cabinClass === '' || saved.cabinClass === 'Y' || saved.cabinClass === 'C' || saved.cabinClass === 'F') {
      q.cabinClass = saved.cabinClass;
    }
    if (typeof saved.depDate === 'string' && isOnSale(saved.depDate, today)) q.depDate = saved.depDate;
    if (typeof saved.retDate === 'string' && isOnSale(saved.retDate, today)) q.retDate = saved.retDate;
  }
  if (!q.retDate || daysBetween(q.depDate, q.retDate) < 0) q.retDate = addDays(q.depDate, 2);
  return q;
}
