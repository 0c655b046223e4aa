/**
 * Base data (SPEC §7 Base data): airports, cities, stations, hot cities, keyword and location
 * searches, and geo files by product code and locale. All public: screens need them before login.
 */
import { request } from './transport';
import { type Answer, type Obj, PUBLIC, PUBLIC_GET } from './call';
import { LIMITS } from '../domain/limits';
import type { GeoEntry, GeoFileData, GeoLocale, GeoProductCode } from './contract/basedata';

/** Geo file of a product (10901, 10903, 10904, 10906, 10910) in zh-CN or en-US; rows in `list`. */
export const geoFile = (productCode: GeoProductCode, locale: GeoLocale): Answer<GeoFileData, GeoEntry> =>
  request(
    `/obt/bdc/geo/${encodeURIComponent(String(productCode))}/${encodeURIComponent(locale)}.json`,
    undefined,
    PUBLIC_GET,
  );

export const airportList = (body: Obj = {}): Answer => request('/obt/bdc/airportList', body, PUBLIC);
export const cityList = (body: Obj = {}): Answer => request('/obt/bdc/cityList', body, PUBLIC);
export const stationList = (body: Obj = {}): Answer => request('/obt/bdc/stationList', body, PUBLIC);
/** Hot cities (page size 20). */
export const hotCityList = (body: Obj = {}): Answer =>
  request('/obt/bdc/hotCityList', { count: LIMITS.pageSize.hotCities, ...body }, PUBLIC);
export const keywordSearch = (body: Obj): Answer => request('/obt/bdc/keywordSearch', body, PUBLIC);
export const locationList = (body: Obj = {}): Answer => request('/obt/bdc/locationList', body, PUBLIC);
/** GET: airports of a city. */
export const cityAirportMsg = (query: Obj): Answer => request('/obt/bdc/cityAirportMsg', query, PUBLIC_GET);
/** GET: geo entry of a city id. */
export const findGeoByCityId = (query: Obj): Answer => request('/obt/bdc/findGeoByCityId', query, PUBLIC_GET);
/** GET: hotel static data. */
export const findJdStaticData = (query: Obj): Answer => request('/obt/bdc/findJdStaticData', query, PUBLIC_GET);
