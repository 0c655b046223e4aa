/**
 * The screens of each hotel version (SPEC §2 /ht and /htV2): one screen body per step, two route names. A version-1
 * page and its version-2 counterpart differ only in these URLs and in how the detail is loaded.
 */
export type HotelVersion = 1 | 2;

export interface HotelScreens {
  version: HotelVersion;
  query: string;
  list: string;
  /** Hotel detail with rooms and plans. */
  rooms: string;
  more: string;
  /** The booking form (query planKey). */
  edit: string;
  /** Booked: what happens next (query orderId). */
  booked: string;
  /** After the guarantee (query orderId). */
  guaranteed: string;
  /** The order detail (both versions). */
  orderDetail: string;
}

export const HOTEL_SCREENS: Readonly<Record<HotelVersion, HotelScreens>> = {
  1: {
    version: 1,
    query: '/ht/htQuery',
    list: '/ht/htList',
    rooms: '/ht/htDetails',
    more: '/ht/htMore',
    edit: '/ht/htOrder',
    booked: '/ht/htComplete',
    guaranteed: '/ht/htOrderComplete',
    orderDetail: '/ht/htOrder/htOrderDetail',
  },
  2: {
    version: 2,
    query: '/htV2/htQuery',
    list: '/htV2/htList',
    rooms: '/htV2/htRoomList',
    more: '/htV2/htMore',
    edit: '/htV2/htEdit',
    booked: '/htV2/htCmp',
    guaranteed: '/htV2/htComplete',
    orderDetail: '/ht/htOrder/htOrderDetail',
  },
};

/** Product code of hotels (booking rules, violation reasons, trip requests' accommodation budget; SPEC §9). */
export const HOTEL_CPLX = '10903';
