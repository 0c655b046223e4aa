/**
 * The hotel list request as pure functions of the query (both versions): the search store builds its list calls
 * with them, and the list routes' first-call builders (../pages/htList/firstCall.ts, issue 17) build the first
 * call before the app runs with the same functions, so the two cannot drift. No mobx, no Taro: the first-call
 * builders are bundled into index.html.
 */
import type { HotelListRequest, HotelSort, HotelStar, TravellerRef } from '../../../api/contract/hotel';
import { readHistoryPart, type HistoryStorage } from '../../../components/CityPicker/history';
import { LIMITS } from '../../../domain/limits';
import type { HotelCity, HotelFilters, HotelStay, HotelTrip, NearbySearch, PriceBand } from './searchStore';

export const NO_FILTERS: HotelFilters = { brands: [], facilities: [], district: '' };
export const NO_PRICE: PriceBand = { min: null, max: null };

/** Beijing (the first hot city) until the user picks one. */
export const DEFAULT_CITY: HotelCity = {
  cityId: 'BJS',
  cityName: '北京',
  names: { 'zh-CN': '北京', 'en-US': 'Beijing' },
};

/** The history entry's part of hotels (SPEC §4 history): the last city and the recent keywords. */
export const HOTEL_HISTORY_PART = 'hotel';

/** What the store keeps in its part of the history entry. */
export interface StoredHotelHistory {
  city?: HotelCity;
  keywords?: string[];
}

export function isHotelCity(v: unknown): v is HotelCity {
  const c = v as HotelCity | null;
  return (
    !!c && typeof c === 'object' && typeof c.cityId === 'string' && c.cityId !== '' && typeof c.cityName === 'string'
  );
}

/** The city the user last searched on this device, or null (the store then starts on its default city). */
export function rememberedHotelCity(storage: HistoryStorage): HotelCity | null {
  const stored = readHistoryPart<StoredHotelHistory>(storage, HOTEL_HISTORY_PART);
  return isHotelCity(stored.city) ? stored.city : null;
}

/** The parts of the query the list request is made of. */
export interface HotelListQuery {
  city: HotelCity;
  stay: HotelStay;
  keyword: string;
  stars: readonly HotelStar[];
  price: PriceBand;
  sort: HotelSort;
  nearby: NearbySearch | null;
  filters: HotelFilters;
  travellers: readonly TravellerRef[];
  trip: HotelTrip;
}

/** The list request of a query (without paging); a district of the filters is searched as the keyword. */
export function hotelListRequest(q: HotelListQuery): HotelListRequest {
  const keyword = q.keyword || q.filters.district;
  const r: HotelListRequest = {
    cityId: q.city.cityId,
    checkIn: q.stay.checkIn,
    checkOut: q.stay.checkOut,
    sort: q.sort,
  };
  if (keyword) r.keyword = keyword;
  if (q.stars.length > 0) r.stars = [...q.stars];
  if (q.price.min !== null) r.priceMin = q.price.min;
  if (q.price.max !== null) r.priceMax = q.price.max;
  if (q.nearby) {
    r.centre = q.nearby.centre;
    r.distance = q.nearby.distance;
  }
  if (q.filters.facilities.length > 0) r.facilities = q.filters.facilities;
  if (q.filters.brands.length > 0) r.brands = q.filters.brands;
  if (q.travellers.length > 0) r.travellers = [...q.travellers];
  if (q.trip.ccsqdId) r.ccsqdId = q.trip.ccsqdId;
  if (q.trip.routeId) r.routeId = q.trip.routeId;
  return r;
}

/** One page of a list request (SPEC §9 page size). */
export function hotelListPage(
  request: HotelListRequest,
  pageNum: number,
  count: number = LIMITS.pageSize.list,
): HotelListRequest {
  return { ...request, pageNum, count };
}
