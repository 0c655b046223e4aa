/**
 * Hotel need (inquiry) orders (SPEC §2 /ht and /htV2 htInquiry, htInquiryDetail/:id, htRemark; §7 Hotel version 1,
 * need orders: saveNeedOrder, hotelNeedOrderList, getHtNeedOrderDetail, findHtNeedNote, savehtNeedNote under
 * /obt/hotel/need/). A need order asks the travel agency to find and book a hotel: a city, the stay, rooms, guests,
 * a budget per night, stars, an area or landmark and free requirements. The agency answers with notes, among them a
 * quote naming a hotel; the traveller adds remarks.
 *
 * States (HOTEL_NEED_STATUS):
 *   submitted  — saved; waiting for the agency (remarks allowed);
 *   processing — the agency took it and is looking (remarks allowed);
 *   quoted     — the agency suggested a hotel in a note (remarks allowed; the traveller books it himself);
 *   closed     — the agency closed it (nothing matched, or the check-in day has passed); no more remarks.
 * Steps: submitted → processing → quoted | closed; quoted → closed. Amounts are yuan with at most two decimals
 * (fen on both sides), dates 'YYYY-MM-DD', times 'YYYY-MM-DD HH:mm' China time.
 */
import type { PageQuery } from './envelope';
import type { HotelStar } from './hotel';

export const HOTEL_NEED_STATUS = ['submitted', 'processing', 'quoted', 'closed'] as const;
export type HotelNeedStatus = (typeof HOTEL_NEED_STATUS)[number];

/** Statuses in which the traveller may still add a remark. */
export const HOTEL_NEED_OPEN: readonly HotelNeedStatus[] = ['submitted', 'processing', 'quoted'];

/** Limits of the inquiry form (SPEC §5: remarks at most 200; §9 at most 10 guests). */
export const HOTEL_NEED_LIMITS = {
  requirementsMax: 200,
  remarkMax: 200,
  areaMax: 50,
  guestNameMax: 30,
  maxGuests: 10,
  maxRooms: 10,
  /** Yuan per night. */
  maxBudget: 100_000,
} as const;

/** saveNeedOrder (Idempotency-Key). */
export interface HotelNeedSaveRequest {
  /** City code of the basedata 10903 list (e.g. 'SHA'). */
  cityId: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  /** The guests' names, 1 to 10 (at least one per room). */
  guestNames: string[];
  /** Highest price per night and room, yuan; 0 = no limit. */
  budget: number;
  /** Wanted star levels; empty = any. */
  stars: HotelStar[];
  /** Area, business district or landmark (at most 50 characters); may be empty. */
  area?: string;
  /** Free requirements (at most 200 characters). */
  requirements?: string;
  linkman: string;
  /** Contact mobile. */
  linkTel: string;
}

export interface HotelNeedSaveData {
  needId: string;
  needNo: string;
}

/** hotelNeedOrderList: my need orders, newest first (rows in `list`, `data` the page). */
export interface HotelNeedListRequest extends PageQuery {
  /** One status, or all when absent or ''. */
  status?: HotelNeedStatus | '';
}

/** The hotel an agency quote suggests. */
export interface HotelNeedQuote {
  hotelId: string;
  hotelName: string;
  hotelNameEn: string;
  star: HotelStar;
  /** Lowest nightly price found for the stay, yuan. */
  price: number;
  checkIn: string;
  checkOut: string;
}

/** One need order (list row and detail). */
export interface HotelNeedItem {
  needId: string;
  needNo: string;
  status: HotelNeedStatus;
  cityId: string;
  cityName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: number;
  guestNames: string[];
  budget: number;
  stars: HotelStar[];
  area: string;
  requirements: string;
  linkman: string;
  /** Masked (138****0000). */
  linkTel: string;
  createdAt: string;
  updatedAt: string;
  /** The latest agency quote, if any. */
  quote?: HotelNeedQuote;
}

/** getHtNeedOrderDetail, findHtNeedNote. */
export interface HotelNeedIdRequest {
  needId: string;
}

export type HotelNeedNoteAuthor = 'user' | 'agency';

/** A note of the thread: a traveller's remark or an agency answer (agency texts in the caller's language). */
export interface HotelNeedNote {
  noteId: string;
  author: HotelNeedNoteAuthor;
  /** The employee's name, or the agency's. */
  authorName: string;
  content: string;
  createdAt: string;
  /** A quote note's hotel. */
  quote?: HotelNeedQuote;
}

/** findHtNeedNote: the thread, oldest first, with the need's status (what the detail polls). */
export interface HotelNeedNotesData {
  needId: string;
  status: HotelNeedStatus;
  notes: HotelNeedNote[];
}

/** savehtNeedNote: a traveller's remark (1 to 200 characters) on an open need; answers the thread. */
export interface HotelNeedNoteRequest {
  needId: string;
  content: string;
}

/**
 * The guests spread over the rooms as evenly as possible (what SPEC §5's room and guest rule is checked on, with
 * `checkRoomsAndGuests` of src/domain/hotel/stay.ts, by the form and the server alike).
 */
export function needGuestsPerRoom(rooms: number, guests: number): number[] {
  const n = Math.max(0, Math.floor(rooms));
  return Array.from({ length: n }, (_, i) => Math.floor(guests / n) + (i < guests % n ? 1 : 0));
}
