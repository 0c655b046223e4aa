/**
 * The typed API client: one module per SPEC §7 group, each call one typed function that resolves
 * with the envelope of a code-1 answer (ARCHITECTURE §3, §7).
 *
 * Naming: a function carries the SPEC call name (`vipLogin`, `trSearch`); a slash in the name is
 * camel-joined (`vipWbyy/list` → `vipWbyyList`); a name that several groups share, or a bare generic
 * word (list, detail, book, cancel, rule, price…), gets its group as prefix (`flightOrderDetail`,
 * `hotelIntlHotelList`, `vehiclesOrderList`). Every function's path is a literal in its module, so
 * grep the SPEC name to find both.
 *
 * Not here:
 * - Maps (SPEC §7 Maps) are in `src/api/maps.ts` but used only through the map adapter
 *   (`src/hosts/map/`); they go to the reference server's /obt/maps/*, which holds the provider key.
 * - The attachment upload (multipart to /obt/upload) and the airport-service static data file
 *   (cloud storage host) are host concerns too.
 * - The default HTTP adapter (`./taroAdapter`) imports Taro: the app entry imports it directly, so
 *   that stores and tests can use this index without Taro.
 */
export * from './transport';
export type { Answer, Obj } from './call';
export { newIdempotencyKey } from './helpers/idempotency';
export { poll, PollStopped } from './helpers/poll';
export type { PollOptions, PollHandle, PollEnd } from './helpers/poll';

export * from './account';
export * from './common';
export * from './app';
export * from './basedata';
export * from './people';
export * from './orders';
export * from './pay';
export * from './notices';
export * from './invoice';
export * from './trip';
export * from './approval';
export * from './insurance';
export * from './flight';
export * from './flightIntl';
export * from './car';
export * from './hotel';
export * from './hotelV2';
export * from './hotelIntl';
export * from './hotelNeed';
export * from './train';
export * from './trainAccount';
export * from './trainAfterSales';
export * from './trainBench';
export * from './visa';
export * from './tour';
export * from './airport';
