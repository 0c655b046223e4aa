/** Request schemas of the hotel shopping calls, checked against the contract types (src/api/contract/hotel.ts). */
import type {
  GeoPoint,
  HotelDetailRequest,
  HotelKeywordRequest,
  HotelListRequest,
  HotelPlanPolicyRequest,
  HotelStandardRequest,
  HotelStaticRequest,
  PricePlanListRequest,
  PricePlanOneRequest,
  TravellerRef,
} from '../../../../src/api/contract/hotel';
import { FACILITY_CODES, HOTEL_SORT } from '../../../../src/api/contract/hotel';
import { DAY, EMPTY_BODY, PAGE_PROPS, arr, bool, num, obj, oneOf, str } from '../../lib/schema';

export const CITY = str({ minLength: 2, maxLength: 8, pattern: '^[A-Za-z0-9]+$' });
export const HOTEL_ID = str({ minLength: 1, maxLength: 32 });
const ROOM_ID = str({ minLength: 1, maxLength: 16 });
export const PLAN_KEY = str({ minLength: 10, maxLength: 96 });
export const TRAVELLERS = arr(
  obj<TravellerRef>({ empId: str({ maxLength: 64 }), contactsId: str({ maxLength: 64 }) }),
  {
    maxItems: 10,
  },
);
export const POINT = obj<GeoPoint>(
  { lat: num({ minimum: -90, maximum: 90 }), lng: num({ minimum: -180, maximum: 180 }) },
  ['lat', 'lng'],
);
export const PRICE = num({ minimum: 0, maximum: 1_000_000 });
const DETAIL_PROPS = { hotelId: HOTEL_ID, checkIn: DAY, checkOut: DAY, travellers: TRAVELLERS } as const;

export const listSchema = {
  summary: 'Hotels of a city for a stay: filters, sorts, nearby search, protocol hotels, policy flags (paged)',
  body: obj<HotelListRequest>(
    {
      ...PAGE_PROPS,
      cityId: CITY,
      checkIn: DAY,
      checkOut: DAY,
      keyword: str({ maxLength: 50 }),
      stars: arr(oneOf([2, 3, 4, 5]), { maxItems: 4 }),
      priceMin: PRICE,
      priceMax: PRICE,
      sort: oneOf(Object.values(HOTEL_SORT)),
      centre: POINT,
      distance: num({ minimum: 0.1, maximum: 100 }),
      protocolOnly: bool(),
      facilities: arr(oneOf(FACILITY_CODES, 'string'), { maxItems: FACILITY_CODES.length }),
      brands: arr(str({ maxLength: 40 }), { maxItems: 30 }),
      travellers: TRAVELLERS,
      ccsqdId: str({ maxLength: 64 }),
      routeId: str({ maxLength: 64 }),
    },
    ['cityId', 'checkIn', 'checkOut'],
  ),
};

export const keywordSchema = {
  summary: 'Suggestions while typing: hotels, districts, landmarks and brands of the city',
  body: obj<HotelKeywordRequest>({ cityId: CITY, keyword: str({ maxLength: 50 }) }, ['cityId', 'keyword']),
};

export const detailSchema = {
  summary: 'A hotel for a stay',
  body: obj<HotelDetailRequest>(DETAIL_PROPS, ['hotelId', 'checkIn', 'checkOut']),
};

export const planListSchema = {
  summary: 'The rate plans of one room for a stay',
  body: obj<PricePlanListRequest>({ ...DETAIL_PROPS, roomId: ROOM_ID }, ['hotelId', 'checkIn', 'checkOut', 'roomId']),
};

export const planOneSchema = {
  summary: 'One rate plan priced again now, with its room and hotel',
  body: obj<PricePlanOneRequest>({ planKey: PLAN_KEY, travellers: TRAVELLERS }, ['planKey']),
};

export const planPolicySchema = {
  summary: 'Travel policy (wb) of rate plans for travellers',
  body: obj<HotelPlanPolicyRequest>(
    { planKeys: arr(PLAN_KEY, { minItems: 1, maxItems: 60 }), travellers: TRAVELLERS, tripType: oneOf([1, 2]) },
    ['planKeys', 'travellers'],
  ),
};

export const standardSchema = {
  summary: 'The nightly cap per traveller rank in the city, mustComply and room sharing (SPEC §7 jsClzcBzz)',
  body: obj<HotelStandardRequest>({ cityId: CITY, travellers: TRAVELLERS }, ['cityId', 'travellers']),
};

export const staticSchema = {
  summary: 'Districts, landmarks and brands of a city (filter data)',
  body: obj<HotelStaticRequest>({ cityId: CITY }, ['cityId']),
};

export const emptySchema = { summary: 'No parameters', body: EMPTY_BODY };

export const imageSchema = {
  summary: 'A hotel or room picture drawn by the reference server (public, immutable)',
  params: { type: 'object', properties: { name: str({ maxLength: 64 }) }, required: ['name'] },
};
