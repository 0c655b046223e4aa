/**
 * The spec URLs of the search screens per hotel version (SPEC §2: version 1 under /ht, version 2 under /htV2) and
 * the detail link a result opens: it carries the query the detail needs to stand alone (hotel and stay).
 */
import type { HotelVersion } from './searchStore';

export interface HotelSearchScreens {
  query: string;
  list: string;
  signList: string;
  map: string;
  /** The hotel's rooms: /ht/htDetails (version 1), /htV2/htRoomList (version 2). */
  detail: string;
  inquiry: string;
}

export const SEARCH_SCREENS: Readonly<Record<HotelVersion, HotelSearchScreens>> = {
  1: {
    query: '/ht/htQuery',
    list: '/ht/htList',
    signList: '/ht/htSignList',
    map: '/ht/htMap',
    detail: '/ht/htDetails',
    inquiry: '/ht/htInquiry',
  },
  2: {
    query: '/htV2/htQuery',
    list: '/htV2/htList',
    signList: '/htV2/htSignList',
    map: '/htV2/htMap',
    detail: '/htV2/htRoomList',
    inquiry: '/htV2/htInquiry',
  },
};

/** The detail of a hotel for a stay, as URL and query. */
export function detailLink(
  version: HotelVersion,
  hotelId: string,
  stay: { checkIn: string; checkOut: string },
): { url: string; query: Record<string, string> } {
  return { url: SEARCH_SCREENS[version].detail, query: { hotelId, checkIn: stay.checkIn, checkOut: stay.checkOut } };
}
