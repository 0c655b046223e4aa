/**
 * Hotel need (inquiry) orders (SPEC §7 Hotel, version 1: need orders), used by both hotel versions: a request to
 * the travel agency to find and book a hotel, its notes thread and the traveller's remarks.
 */
import { request } from './transport';
import { type Answer, QUIET, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';
import type { PageData } from './contract/envelope';
import type {
  HotelNeedIdRequest,
  HotelNeedItem,
  HotelNeedListRequest,
  HotelNeedNoteRequest,
  HotelNeedNotesData,
  HotelNeedSaveData,
  HotelNeedSaveRequest,
} from './contract/hotelNeed';

const N = '/obt/hotel/need';

/** Saves a need order under one idempotency key (a retry answers the same order). */
export const saveNeedOrder = (
  body: HotelNeedSaveRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<HotelNeedSaveData> => request(`${N}/saveNeedOrder`, body, write(idempotencyKey));
/** My need orders, newest first (rows in `list`). */
export const hotelNeedOrderList = (body: HotelNeedListRequest = {}): Answer<PageData, HotelNeedItem> =>
  request(`${N}/hotelNeedOrderList`, body);
/** One need order; `quiet` for polling (no loading indicator). */
export const getHtNeedOrderDetail = (body: HotelNeedIdRequest, quiet = false): Answer<HotelNeedItem> =>
  request(`${N}/getHtNeedOrderDetail`, body, quiet ? QUIET : {});
/** The notes thread, oldest first, with the status; `quiet` for polling (no loading indicator). */
export const findHtNeedNote = (body: HotelNeedIdRequest, quiet = false): Answer<HotelNeedNotesData> =>
  request(`${N}/findHtNeedNote`, body, quiet ? QUIET : {});
/** Adds the traveller's remark; answers the thread. */
/** Adds a remark under one idempotency key (a retry after a lost answer writes it once). */
export const savehtNeedNote = (
  body: HotelNeedNoteRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<HotelNeedNotesData> => request(`${N}/savehtNeedNote`, body, write(idempotencyKey));
