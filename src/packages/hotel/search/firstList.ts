/**
 * The first list call of the hotel list routes (/ht/htList, /htV2/htList; issue 17), built before the app runs from
 * what the URL and the device already say, with the functions the search store builds its list calls with
 * (./listQuery.ts). A cold load of the list screen (ListScreen.tsx) searches:
 * - the link's city (`cityId`, `cityName`), else the city remembered in the history entry, else Beijing;
 * - the link's stay when the rules accept it (`checkIn`, `checkOut`), else the default stay from today;
 * - the link's keyword (trimmed), the recommended order, no filters;
 * - for the booker alone (the booking kit's travellers live in memory, so a cold load has none chosen);
 * and asks its first page. A remembered international query (the hotelIntl history part) lists through another
 * call: nothing is sent early then (null).
 */
import type { FirstCall, FirstCallContext } from '../../../boot/firstCall';
import type { HotelSort, TravellerRef } from '../../../api/contract/hotel';
import type { HistoryStorage } from '../../../components/CityPicker/history';
import { readHistoryPart } from '../../../components/CityPicker/history';
import { HOTEL_RULES, checkStay, defaultStay } from '../../../domain/hotel/stay';
import { STORAGE_KEYS } from '../../../domain/session';
import { DEFAULT_CITY, NO_FILTERS, NO_PRICE, hotelListPage, hotelListRequest, rememberedHotelCity } from './listQuery';
import type { HotelCity, HotelStay, HotelVersion } from './searchStore';

/** The list call of each version (src/api/hotel.ts hotelList, src/api/hotelV2.ts hotelV2List). */
export const HOTEL_LIST_PATH: Readonly<Record<HotelVersion, string>> = {
  1: '/obt/hotel/gn/shopping/hotelList',
  2: '/obt/hotel/gn/shopping/v2/list',
};

/** The history part of the international query (src/packages/hotel/intl/intlStore.ts). */
const INTL_HISTORY_PART = 'hotelIntl';

/** The starter's storage as the store's storage port (read only). */
export function storageOf(ctx: FirstCallContext): HistoryStorage {
  return { get: <T>(key: string) => (ctx.stored(key) ?? undefined) as T | undefined, set: () => false };
}

/** The signed-in employee of the stored user info ('' when none). */
function storedEmpId(ctx: FirstCallContext): string {
  const info = ctx.stored(STORAGE_KEYS.userInfo) as { empInfo?: { empId?: unknown } } | null;
  const empId = info?.empInfo?.empId;
  return typeof empId === 'string' ? empId : '';
}

/** The search a cold load of the list screen starts with (see above), or null when it lists international hotels. */
export function coldSearch(ctx: FirstCallContext): { city: HotelCity; stay: HotelStay; keyword: string } | null {
  const storage = storageOf(ctx);
  if (readHistoryPart<{ active?: boolean }>(storage, INTL_HISTORY_PART).active === true) return null;
  const { query } = ctx;
  const city: HotelCity = query.cityId
    ? { cityId: query.cityId, cityName: query.cityName || query.cityId }
    : (rememberedHotelCity(storage) ?? DEFAULT_CITY);
  const linked = !!query.checkIn && !!query.checkOut && checkStay(query.checkIn, query.checkOut, ctx.now) === 'ok';
  const stay: HotelStay = linked ? { checkIn: query.checkIn, checkOut: query.checkOut } : defaultStay(ctx.now);
  return { city, stay, keyword: query.keyword !== undefined ? query.keyword.trim() : '' };
}

export function hotelListFirstCall(ctx: FirstCallContext, version: HotelVersion): FirstCall | null {
  const search = coldSearch(ctx);
  if (!search) return null;
  const empId = storedEmpId(ctx);
  const travellers: TravellerRef[] = empId ? [{ empId }] : [];
  const request = hotelListRequest({
    ...search,
    stars: [],
    price: NO_PRICE,
    sort: HOTEL_RULES.defaultSort as HotelSort,
    nearby: null,
    filters: NO_FILTERS,
    travellers,
    trip: {},
  });
  return { path: HOTEL_LIST_PATH[version], body: { ...hotelListPage(request, 1) }, images: hotelCovers };
}

/**
 * The covers of the answer's first hotels, in list order: the first screen's largest paint is a cover (the list's
 * rows show `image`, components/HotelRow.tsx), so the starter fetches them while the entry still downloads.
 */
export function hotelCovers(answer: unknown): string[] {
  const rows = (answer as { list?: unknown } | null)?.list;
  if (!Array.isArray(rows)) return [];
  return rows.map((row: { image?: unknown } | null) => (typeof row?.image === 'string' ? row.image : ''));
}
