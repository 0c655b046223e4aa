/**
 * The flight list's first request, in pure functions the store (flightStore.ts) and index.html's early first call
 * (pages/tkList/firstCall.ts; issue 17) both build it with: the search form as the device remembers it (the
 * 'flight' part of the history entry, made usable today) and the queryFlight body of one leg for the travellers.
 */
import type { QueryFlightRequest, TravellerRef } from '../../api/contract/flight';
import { readHistoryPart, type HistoryStorage } from '../../components/CityPicker/history';
import { addDays, freshQuery } from './dates';
import type { CityRef, FlightQuery } from './query';

/** The flight search call (src/api/flight.ts flightQueryFlight). */
export const QUERY_FLIGHT_PATH = '/obt/flight/v3/shopping/queryFlight';

/** The store's part of the shared history entry (SPEC §4 history). */
export const FLIGHT_HISTORY_PART = 'flight';

const BEIJING: CityRef = { code: 'BJS', name: '北京', cityCode: 'BJS', names: { 'zh-CN': '北京', 'en-US': 'Beijing' } };
const SHANGHAI: CityRef = {
  code: 'SHA',
  name: '上海',
  cityCode: 'SHA',
  names: { 'zh-CN': '上海', 'en-US': 'Shanghai' },
};

/** The form before anything is remembered: Beijing to Shanghai tomorrow, one way, any cabin. */
export function defaultFlightQuery(today: string): FlightQuery {
  const depDate = addDays(today, 1);
  return { tripType: 1, depCity: BEIJING, arrCity: SHANGHAI, depDate, retDate: addDays(depDate, 2), cabinClass: '' };
}

/** The remembered form made usable `today`. */
export function rememberedQuery(storage: HistoryStorage, today: string): FlightQuery {
  const stored = readHistoryPart<{ query?: Partial<FlightQuery> }>(storage, FLIGHT_HISTORY_PART);
  return freshQuery(stored.query, today, defaultFlightQuery(today));
}

/** The queryFlight body of a leg (0 outbound or one-way, 1 the return); null before both cities are known. */
export function queryFlightRequest(
  query: FlightQuery,
  leg: 0 | 1,
  travellers: readonly TravellerRef[],
): QueryFlightRequest | null {
  const { depCity, arrCity } = query;
  if (!depCity || !arrCity) return null;
  const [from, to, date] = leg === 0 ? [depCity, arrCity, query.depDate] : [arrCity, depCity, query.retDate];
  return {
    depCity: from.code,
    arrCity: to.code,
    depDate: date,
    ...(query.cabinClass ? { cabinClass: query.cabinClass } : {}),
    ...(travellers.length > 0 ? { travellers: [...travellers] } : {}),
    withTransfer: query.tripType === 1,
  };
}
