/**
 * The spec URLs of the international hotel screens (SPEC §2): the hotel's rooms per version (/ht/htDetailsInt,
 * /htV2/htIntRoomList), and the screens both versions share under /ht: the room conditions (htIntEdit), the hotel's
 * policies (htIntPolicy) and the booking form (htOrderInt). A booked order goes to the cashier (prepaid) or to the
 * domestic result screen /ht/htComplete, which shows any hotel order.
 */
import type { HotelVersion } from '../search/searchStore';

export interface IntlScreens {
  version: HotelVersion;
  /** The hotel with its rooms and plans (query hotelId, checkIn, checkOut). */
  rooms: string;
  /** The search form and the list of the version. */
  query: string;
  list: string;
}

export const INTL_SCREENS: Readonly<Record<HotelVersion, IntlScreens>> = {
  1: { version: 1, rooms: '/ht/htDetailsInt', query: '/ht/htQuery', list: '/ht/htList' },
  2: { version: 2, rooms: '/htV2/htIntRoomList', query: '/htV2/htQuery', list: '/htV2/htList' },
};

/** Shared by both versions. */
export const INTL_EDIT = '/ht/htIntEdit';
export const INTL_POLICY = '/ht/htIntPolicy';
export const INTL_ORDER = '/ht/htOrderInt';
export const INTL_BOOKED = '/ht/htComplete';

/** Product code of international cities (SPEC §9). */
export const INTL_CITY_PRODUCT = 10910;

/** The rooms of a hotel for a stay, as URL and query. */
export function intlDetailLink(
  version: HotelVersion,
  hotelId: string,
  stay: { checkIn: string; checkOut: string },
): { url: string; query: Record<string, string> } {
  return { url: INTL_SCREENS[version].rooms, query: { hotelId, checkIn: stay.checkIn, checkOut: stay.checkOut } };
}
