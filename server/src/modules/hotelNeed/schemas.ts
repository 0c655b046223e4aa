/** Route schemas of hotel need orders, checked against the contract types (src/api/contract/hotelNeed.ts). */
import type {
  HotelNeedIdRequest,
  HotelNeedItem,
  HotelNeedListRequest,
  HotelNeedNote,
  HotelNeedNoteRequest,
  HotelNeedNotesData,
  HotelNeedQuote,
  HotelNeedSaveData,
  HotelNeedSaveRequest,
} from '../../../../src/api/contract/hotelNeed';
import { HOTEL_NEED_LIMITS, HOTEL_NEED_STATUS } from '../../../../src/api/contract/hotelNeed';
import { DAY, PAGE_DATA, PAGE_PROPS, arr, int, num, obj, oneOf, reply, str } from '../../lib/schema';

const ID = str({ minLength: 1, maxLength: 64 });
const STAR = oneOf([2, 3, 4, 5]);

// Lengths are checked again by the service in characters (code points) with the tips of the form; these bounds
// only keep absurd bodies out.
const SAVE_PROPS = {
  cityId: str({ minLength: 1, maxLength: 8 }),
  checkIn: DAY,
  checkOut: DAY,
  rooms: int({ minimum: 0, maximum: HOTEL_NEED_LIMITS.maxRooms }),
  guestNames: arr(str({ maxLength: 60 }), { maxItems: 20 }),
  budget: num({ minimum: 0, maximum: HOTEL_NEED_LIMITS.maxBudget }),
  stars: arr(STAR, { maxItems: 4 }),
  area: str({ maxLength: 200 }),
  requirements: str({ maxLength: 800 }),
  linkman: str({ maxLength: 50 }),
  linkTel: str({ maxLength: 20 }),
};

const QUOTE = obj<HotelNeedQuote>({
  hotelId: str(),
  hotelName: str(),
  hotelNameEn: str(),
  star: int(),
  price: num(),
  checkIn: str(),
  checkOut: str(),
});

const ITEM = obj<HotelNeedItem>({
  needId: str(),
  needNo: str(),
  status: str(),
  cityId: str(),
  cityName: str(),
  checkIn: str(),
  checkOut: str(),
  nights: int(),
  rooms: int(),
  guestNames: arr(str()),
  budget: num(),
  stars: arr(int()),
  area: str(),
  requirements: str(),
  linkman: str(),
  linkTel: str(),
  createdAt: str(),
  updatedAt: str(),
  quote: QUOTE,
});

const NOTE = obj<HotelNeedNote>({
  noteId: str(),
  author: str(),
  authorName: str(),
  content: str(),
  createdAt: str(),
  quote: QUOTE,
});

const NOTES = obj<HotelNeedNotesData>({ needId: str(), status: str(), notes: arr(NOTE) });
const ID_BODY = obj<HotelNeedIdRequest>({ needId: ID }, ['needId']);

export const saveSchema = {
  summary: 'Save a hotel need (inquiry) order (Idempotency-Key)',
  body: obj<HotelNeedSaveRequest>(SAVE_PROPS, [
    'cityId',
    'checkIn',
    'checkOut',
    'rooms',
    'guestNames',
    'budget',
    'stars',
    'linkman',
    'linkTel',
  ]),
  response: reply(obj<HotelNeedSaveData>({ needId: str(), needNo: str() })),
};

export const listSchema = {
  summary: 'My hotel need orders, newest first',
  body: obj<HotelNeedListRequest>({ ...PAGE_PROPS, status: oneOf(['', ...HOTEL_NEED_STATUS], 'string') }),
  response: reply(PAGE_DATA, ITEM),
};

export const detailSchema = {
  summary: 'A hotel need order',
  body: ID_BODY,
  response: reply(ITEM),
};

export const notesSchema = {
  summary: 'The notes of a hotel need order, oldest first, with its status',
  body: ID_BODY,
  response: reply(NOTES),
};

export const noteSaveSchema = {
  summary: "Add the traveller's remark to an open hotel need order",
  body: obj<HotelNeedNoteRequest>({ needId: ID, content: str({ maxLength: 800 }) }, ['needId', 'content']),
  response: reply(NOTES),
};
