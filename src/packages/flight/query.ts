/**
 * Pure rules of the flight search form (SPEC §5 search and booking): validation, the date window and the
 * search history. Dates are China calendar dates 'YYYY-MM-DD' (ARCHITECTURE §13).
 */
import type { CabinClass } from '../../api/contract/flight';
import { isRecentPlace, pushRecent, type RecentPlace } from '../../components/CityPicker/history';
import { normalize, type Place } from '../../components/CityPicker/search';
import '../../i18n/parts/flight';
import { SALE_DAYS, addDays, daysBetween, isOnSale } from './dates';

export { SALE_DAYS, addDays, daysBetween, freshQuery, isOnSale } from './dates';

/**
 * A city (or one airport) a search starts or ends at: the shared recent place (`code` is the city code BJS or
 * airport code PEK sent as depCity/arrCity; `cityCode` decides whether two places are the same city).
 */
export type CityRef = RecentPlace;

/** 1 one-way, 2 round trip (connections are chosen in the list: tripType 3 at booking). */
export type SearchTripType = 1 | 2;

/** The search form. `retDate` is '' for one-way searches. */
export interface FlightQuery {
  tripType: SearchTripType;
  depCity: CityRef | null;
  arrCity: CityRef | null;
  depDate: string;
  retDate: string;
  cabinClass: CabinClass | '';
}

/** Why a search cannot start; each has a dictionary text 'flight.v.<code>'. */
export type QueryProblem =
  'cityRequired' | 'sameCity' | 'dateRequired' | 'pastDate' | 'outOfRange' | 'returnRequired' | 'returnBeforeDep';

/** Last day on sale. */
export function lastSaleDate(today: string): string {
  return addDays(today, SALE_DAYS);
}

/** Whether two places are in the same city (an airport counts as its city). */
export function sameCity(a: CityRef | null, b: CityRef | null): boolean {
  return !!a && !!b && (a.cityCode || a.code) === (b.cityCode || b.code);
}

/** SPEC §5: cities required and different, dates from today, a round trip needs a return not before departure. */
export function validateQuery(q: FlightQuery, today: string): QueryProblem | null {
  if (!q.depCity || !q.arrCity) return 'cityRequired';
  if (sameCity(q.depCity, q.arrCity)) return 'sameCity';
  if (!q.depDate) return 'dateRequired';
  if (daysBetween(today, q.depDate) < 0) return 'pastDate';
  if (!isOnSale(q.depDate, today)) return 'outOfRange';
  if (q.tripType === 2) {
    if (!q.retDate) return 'returnRequired';
    if (daysBetween(q.depDate, q.retDate) < 0) return 'returnBeforeDep';
    if (!isOnSale(q.retDate, today)) return 'outOfRange';
  }
  return null;
}

/** A route the user searched (the history chips of tkQuery). */
export interface SearchHistoryItem {
  tripType: SearchTripType;
  depCity: CityRef;
  arrCity: CityRef;
}

/** Newest first, one entry per route and trip type, the last 10 (the shared history's size). */
export function pushHistory(list: readonly SearchHistoryItem[], item: SearchHistoryItem): SearchHistoryItem[] {
  return pushRecent(
    list,
    item,
    (a, b) => a.tripType === b.tripType && a.depCity.code === b.depCity.code && a.arrCity.code === b.arrCity.code,
  );
}

/** Whether a stored value looks like a history route (storage may hold anything an older build wrote). */
export function isHistoryItem(v: unknown): v is SearchHistoryItem {
  const h = v as SearchHistoryItem | null;
  return !!h && typeof h === 'object' && isRecentPlace(h.depCity) && isRecentPlace(h.arrCity);
}

/**
 * The flight city a name stands for (a link from another product, e.g. the train list suggesting a flight): a city
 * of the flight geo file whose name in either language matches, case, spaces and dots aside. Null for an unknown or
 * empty name (a station name, a typo): the caller leaves that field as it was.
 */
export function cityByName(places: readonly Place[], name: string): Place | null {
  const key = normalize(name.trim());
  if (!key) return null;
  return places.find((p) => p.kind === 'city' && (normalize(p.name) === key || normalize(p.altName) === key)) ?? null;
}
