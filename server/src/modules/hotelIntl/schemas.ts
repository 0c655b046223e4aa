/** Request schemas of the international hotel calls, checked against the contract (src/api/contract/hotelIntl.ts). */
import type { Address } from '../../../../src/api/contract/booking';
import { FACILITY_CODES, HOTEL_SORT } from '../../../../src/api/contract/hotel';
import type {
  BookGjRequest,
  IntlGuestInput,
  IntlHotelInfoRequest,
  IntlHotelListRequest,
  IntlInvoiceRequest,
  IntlKeywordRequest,
  IntlOccupancy,
  IntlPricePlanListRequest,
  IntlPricePlanOneRequest,
} from '../../../../src/api/contract/hotelIntl';
import { HOTEL_INTL_LIMITS } from '../../../../src/api/contract/hotelIntl';
import { BOOKING_FORM_PROPS, EMAIL } from '../booking/bodySchemas';
import { CITY, HOTEL_ID, PLAN_KEY, POINT, PRICE, TRAVELLERS } from '../hotel/schemas';
import { DAY, EMPTY_BODY, PAGE_PROPS, arr, bool, int, num, obj, oneOf, str } from '../../lib/schema';

const NATIONALITY = str({ minLength: 2, maxLength: 2 });
/** Shapes only: the limits (adults ≥ 1, ages 0–17, ≤ 10 children and guests) answer the texts of SPEC §9. */
const OCCUPANCY = arr(
  obj<IntlOccupancy>(
    { adults: int({ minimum: 0, maximum: 20 }), childAges: arr(int({ minimum: -1, maximum: 99 }), { maxItems: 20 }) },
    ['adults', 'childAges'],
  ),
  { maxItems: 20 },
);
const STAY = { checkIn: DAY, checkOut: DAY, occupancy: OCCUPANCY, nationality: NATIONALITY } as const;

export const listSchema = {
  summary: 'International hotels of a 10910 city for a stay and an occupancy (paged)',
  body: obj<IntlHotelListRequest>(
    {
      ...PAGE_PROPS,
      ...STAY,
      cityId: CITY,
      keyword: str({ maxLength: 50 }),
      stars: arr(oneOf([2, 3, 4, 5]), { maxItems: 4 }),
      priceMin: PRICE,
      priceMax: PRICE,
      sort: oneOf(Object.values(HOTEL_SORT)),
      centre: POINT,
      distance: num({ minimum: 0.1, maximum: 100 }),
      facilities: arr(oneOf(FACILITY_CODES, 'string'), { maxItems: FACILITY_CODES.length }),
      brands: arr(str({ maxLength: 40 }), { maxItems: 30 }),
      travellers: TRAVELLERS,
      ccsqdId: str({ maxLength: 64 }),
      routeId: str({ maxLength: 64 }),
    },
    ['cityId', 'checkIn', 'checkOut', 'occupancy'],
  ),
};

export const keywordSchema = {
  summary: 'Suggestions while typing: districts, brands and hotels of an international city',
  body: obj<IntlKeywordRequest>({ cityId: CITY, keyword: str({ maxLength: 50 }) }, ['cityId', 'keyword']),
};

export const emptySchema = { summary: 'No parameters', body: EMPTY_BODY };

export const infoSchema = {
  summary: 'An international hotel with its policies for a stay and an occupancy',
  body: obj<IntlHotelInfoRequest>({ ...STAY, hotelId: HOTEL_ID, travellers: TRAVELLERS }, [
    'hotelId',
    'checkIn',
    'checkOut',
    'occupancy',
  ]),
};

export const planListSchema = {
  summary: 'The rooms that take the occupancy, with their prepaid plans for the stay',
  body: obj<IntlPricePlanListRequest>(
    { ...STAY, hotelId: HOTEL_ID, roomId: str({ minLength: 1, maxLength: 16 }), travellers: TRAVELLERS },
    ['hotelId', 'checkIn', 'checkOut', 'occupancy'],
  ),
};

export const planOneSchema = {
  summary: 'One international plan priced again now for the occupancy',
  body: obj<IntlPricePlanOneRequest>(
    { planKey: PLAN_KEY, occupancy: OCCUPANCY, nationality: NATIONALITY, travellers: TRAVELLERS },
    ['planKey', 'occupancy'],
  ),
};

const NAME = str({ minLength: 1, maxLength: 40 });
const GUEST = obj<IntlGuestInput>(
  {
    roomIndex: int({ minimum: 0, maximum: 19 }),
    surname: NAME,
    givenName: NAME,
    isChild: bool(),
    age: int({ minimum: -1, maximum: 99 }),
    empId: str({ maxLength: 64 }),
    contactsId: str({ maxLength: 64 }),
  },
  ['roomIndex', 'surname', 'givenName', 'isChild'],
);
const ADDRESS = obj<Address>(
  {
    empAddrId: str({ maxLength: 64 }),
    recipient: str({ minLength: 1, maxLength: 32 }),
    phoneNumber: str({ minLength: 1, maxLength: 20 }),
    province: str({ maxLength: 30 }),
    city: str({ maxLength: 30 }),
    area: str({ maxLength: 30 }),
    addr: str({ minLength: 1, maxLength: 120 }),
    post: str({ maxLength: 10 }),
    isDefault: oneOf([0, 1]),
  },
  ['recipient', 'phoneNumber', 'addr'],
);
const INVOICE = obj<IntlInvoiceRequest>(
  { needInvoice: bool(), titleId: str({ maxLength: 64 }), email: EMAIL, address: ADDRESS },
  ['needInvoice'],
);

export const bookGjSchema = {
  summary: 'Books international hotel rooms with guests in Latin letters, nationality and invoice delivery',
  body: obj<BookGjRequest>(
    {
      ...BOOKING_FORM_PROPS,
      planKey: PLAN_KEY,
      occupancy: OCCUPANCY,
      nationality: NATIONALITY,
      guests: arr(GUEST, { minItems: 1, maxItems: HOTEL_INTL_LIMITS.maxGuests * 2 }),
      arrivalTime: str({ pattern: '^\\d{2}:\\d{2}$' }),
      guestNote: str({ maxLength: 200 }),
      cancelRuleAccepted: bool(),
      avgPrice: PRICE,
      invoice: INVOICE,
      tripType: oneOf([1, 2]),
    },
    [
      'planKey',
      'occupancy',
      'guests',
      'arrivalTime',
      'linkman',
      'linkTel',
      'cancelRuleAccepted',
      'avgPrice',
      'invoice',
    ],
  ),
};
