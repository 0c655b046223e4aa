/**
 * Pure list logic of /tk/tkList: sorting, filtering and the filter choices offered by a result set.
 * No Taro, React or MobX here so the rules are unit-tested on plain data.
 */
import type { CabinClass, FlightItem, TransferItinerary } from '../../api/contract/flight';
import { yuanToFen } from '../../domain/money';

/** Sort key and direction of the list (SPEC §2 tkList: time, price). */
export interface FlightSort {
  by: 'time' | 'price';
  dir: 'asc' | 'desc';
}

/** Departure time bands of the filter sheet (China local time of the departure). */
export const TIME_BANDS = ['night', 'morning', 'afternoon', 'evening'] as const;
export type TimeBand = (typeof TIME_BANDS)[number];

/** Hours [from, to) of each band. */
export const TIME_BAND_HOURS: Readonly<Record<TimeBand, readonly [number, number]>> = {
  night: [0, 6],
  morning: [6, 12],
  afternoon: [12, 18],
  evening: [18, 24],
};

/** What the filter sheet narrows the list to; an empty list means 'any'. */
export interface FlightFilters {
  airlines: string[];
  depAirports: string[];
  arrAirports: string[];
  timeBands: TimeBand[];
  directOnly: boolean;
}

export const NO_FILTERS: FlightFilters = {
  airlines: [],
  depAirports: [],
  arrAirports: [],
  timeBands: [],
  directOnly: false,
};

export const DEFAULT_SORT: FlightSort = { by: 'time', dir: 'asc' };

/** 'YYYY-MM-DD HH:mm' → minutes since midnight of that day (NaN when malformed). */
export function minuteOfDay(dateTime: string): number {
  const m = /(\d{1,2}):(\d{2})/.exec(dateTime.slice(10));
  return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
}

/** The band a departure falls in. */
export function timeBandOf(depTime: string): TimeBand {
  const hour = Math.floor(minuteOfDay(depTime) / 60);
  return TIME_BANDS.find((b) => hour >= TIME_BAND_HOURS[b][0] && hour < TIME_BAND_HOURS[b][1]) ?? 'night';
}

/** Fares cheapest first, compared in fen (ARCHITECTURE §13). */
export function byPriceFen<T extends { price: number }>(a: T, b: T): number {
  return yuanToFen(a.price) - yuanToFen(b.price);
}

/** Lowest adult price of a flight in fen (comparisons in integers, ARCHITECTURE §13). */
export function lowestFen(flight: FlightItem): number {
  return yuanToFen(flight.lowest.price);
}

/**
 * Two ASCII keys in code-point order: the keys sorted here (times 'YYYY-MM-DD HH:mm', flight numbers, IATA codes)
 * have fixed formats in upper case, where it is the order localeCompare gives, without its collator: the first
 * localeCompare of a page builds ICU's collator (issue 17: 35 ms of one long task of /tk/tkList's first render
 * under 4× CPU throttle, inside the sort by departure time).
 */
export function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Sorted copy. Ties keep a stable, meaningful order: by the other key, then flight number, so the list does not
 * jump when the user toggles the direction.
 */
export function sortFlights(flights: readonly FlightItem[], sort: FlightSort): FlightItem[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  const byTime = (a: FlightItem, b: FlightItem) => byCodePoint(a.depTime, b.depTime);
  const byPrice = (a: FlightItem, b: FlightItem) => lowestFen(a) - lowestFen(b);
  const primary = sort.by === 'time' ? byTime : byPrice;
  const secondary = sort.by === 'time' ? byPrice : byTime;
  return [...flights].sort((a, b) => sign * primary(a, b) || secondary(a, b) || byCodePoint(a.flightNo, b.flightNo));
}

/** Flights that pass every active filter. */
export function filterFlights(flights: readonly FlightItem[], f: FlightFilters): FlightItem[] {
  return flights.filter(
    (x) =>
      (f.airlines.length === 0 || f.airlines.includes(x.airline.code)) &&
      (f.depAirports.length === 0 || f.depAirports.includes(x.dep.code)) &&
      (f.arrAirports.length === 0 || f.arrAirports.includes(x.arr.code)) &&
      (f.timeBands.length === 0 || f.timeBands.includes(timeBandOf(x.depTime))) &&
      (!f.directOnly || x.stops === 0),
  );
}

/** Transfers pass the airline (either leg), airport, time band (first leg) and never the direct-only filter. */
export function filterTransfers(transfers: readonly TransferItinerary[], f: FlightFilters): TransferItinerary[] {
  if (f.directOnly) return [];
  return transfers.filter(
    ({ legs: [a, b] }) =>
      (f.airlines.length === 0 || f.airlines.includes(a.airline.code) || f.airlines.includes(b.airline.code)) &&
      (f.depAirports.length === 0 || f.depAirports.includes(a.dep.code)) &&
      (f.arrAirports.length === 0 || f.arrAirports.includes(b.arr.code)) &&
      (f.timeBands.length === 0 || f.timeBands.includes(timeBandOf(a.depTime))),
  );
}

/** One choice of the filter sheet with the lowest price it leads to (yuan, for display). */
export interface FilterOption {
  code: string;
  name: string;
  count: number;
  lowest: number;
}

/** Filter choices present in a result set: airlines and airports, each with how many flights and from which price. */
export function filterOptions(flights: readonly FlightItem[]): {
  airlines: FilterOption[];
  depAirports: FilterOption[];
  arrAirports: FilterOption[];
} {
  const collect = (pick: (f: FlightItem) => { code: string; name: string }): FilterOption[] => {
    const map = new Map<string, FilterOption & { lowestFen: number }>();
    for (const f of flights) {
      const { code, name } = pick(f);
      const fen = lowestFen(f);
      const hit = map.get(code);
      if (!hit) map.set(code, { code, name, count: 1, lowest: f.lowest.price, lowestFen: fen });
      else {
        hit.count += 1;
        if (fen < hit.lowestFen) Object.assign(hit, { lowest: f.lowest.price, lowestFen: fen });
      }
    }
    return [...map.values()]
      .sort((a, b) => a.lowestFen - b.lowestFen || byCodePoint(a.code, b.code))
      .map(({ code, name, count, lowest }) => ({ code, name, count, lowest }));
  };
  return {
    airlines: collect((f) => f.airline),
    depAirports: collect((f) => ({ code: f.dep.code, name: f.dep.name })),
    arrAirports: collect((f) => ({ code: f.arr.code, name: f.arr.name })),
  };
}

/** How many filter groups are active (the badge on the filter button). */
export function activeFilterCount(f: FlightFilters): number {
  return (
    (f.airlines.length > 0 ? 1 : 0) +
    (f.depAirports.length > 0 ? 1 : 0) +
    (f.arrAirports.length > 0 ? 1 : 0) +
    (f.timeBands.length > 0 ? 1 : 0) +
    (f.directOnly ? 1 : 0)
  );
}

/** Adds or removes one value of a multi-choice filter group. */
export function toggleValue<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Cabin classes in display order (economy, business, first). */
export const CABIN_CLASSES: readonly CabinClass[] = ['Y', 'C', 'F'];
