/** Request schemas of the hotel booking, card, order and refund calls, checked against the contract types. */
import type {
  CreditCardValidateRequest,
  EditCreditCardRequest,
  HotelBookRequest,
  HotelGuestInput,
  HotelGuaranteeRequest,
  HotelOrderIdQuery,
  HotelPriceValidateRequest,
  HotelSameOrderRequest,
  ServiceFeeRequest,
  TravellerRef,
} from '../../../../src/api/contract/hotel';
import type {
  HotelRefundAddRequest,
  HotelRefundOrderQuery,
  HotelRefundQuery,
} from '../../../../src/api/contract/hotelAfterSales';
import { ID_TYPES } from '../../../../src/domain/documentTypes';
import { BOOKING_FORM_PROPS, TRAVELLER_INPUT_PROPS, TRAVELLER_INPUT_REQUIRED } from '../booking/bodySchemas';
import { DAY, EMPTY_BODY, arr, bool, int, num, obj, oneOf, str } from '../../lib/schema';

const ID = str({ minLength: 1, maxLength: 64 });
/** `${hotelId}|${roomId}|${planId}|${checkIn}|${checkOut}`. */
const PLAN_KEY = str({ minLength: 9, maxLength: 160 });
const YUAN = num({ minimum: 0, maximum: 10_000_000 });
const TRAVELLER_REF = obj<TravellerRef>({ empId: str({ maxLength: 64 }), contactsId: str({ maxLength: 64 }) });

// 1 to 10 guests and every room with a guest are checked by the service (its message, SPEC §5), not refused as a
// malformed body.
const GUEST = obj<HotelGuestInput>({ ...TRAVELLER_INPUT_PROPS, roomIndex: int({ minimum: 0, maximum: 99 }) }, [
  ...TRAVELLER_INPUT_REQUIRED,
  'roomIndex',
]);

export const priceValidateSchema = {
  summary: 'The plan still sells at the price seen, with enough rooms (priceChanged, full, expired)',
  body: obj<HotelPriceValidateRequest>({ planKey: PLAN_KEY, rooms: int({ minimum: 1, maximum: 99 }), avgPrice: YUAN }, [
    'planKey',
    'rooms',
    'avgPrice',
  ]),
};

export const sameOrderSchema = {
  summary: "The guests' hotel orders overlapping the stay",
  body: obj<HotelSameOrderRequest>({ checkIn: DAY, checkOut: DAY, guests: arr(TRAVELLER_REF, { maxItems: 20 }) }, [
    'checkIn',
    'checkOut',
    'guests',
  ]),
};

export const serviceFeeSchema = {
  summary: "The company's service fee of a booking (hotels: per room and night)",
  body: obj<ServiceFeeRequest>(
    {
      productType: int({ minimum: 10000, maximum: 99999 }),
      nights: int({ minimum: 0, maximum: 365 }),
      rooms: int({ minimum: 0, maximum: 99 }),
      amount: YUAN,
    },
    ['productType'],
  ),
};

export const bookSchema = {
  summary: 'Book a hotel (Idempotency-Key): the stay, rooms, guests, arrival, policy and price are checked again',
  body: obj<HotelBookRequest>(
    {
      ...BOOKING_FORM_PROPS,
      planKey: PLAN_KEY,
      rooms: int({ minimum: 0, maximum: 99 }),
      guests: arr(GUEST, { maxItems: 30 }),
      arrivalTime: str({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }),
      // Longer notes are refused by the service with SPEC §5's message (50 characters).
      guestNote: str({ maxLength: 500 }),
      membershipId: str({ maxLength: 64 }),
      cancelRuleAccepted: bool(),
      avgPrice: YUAN,
      roomSharing: bool(),
      tripType: oneOf([1, 2]),
    },
    ['planKey', 'rooms', 'guests', 'arrivalTime', 'linkman', 'linkTel', 'cancelRuleAccepted', 'avgPrice'],
  ),
};

export const guaranteeSchema = {
  summary: 'Guarantee an onsite order with a validated card token (Idempotency-Key)',
  body: obj<HotelGuaranteeRequest>({ orderId: ID, cardToken: str({ minLength: 8, maxLength: 80 }) }, [
    'orderId',
    'cardToken',
  ]),
};

export const cardValidateSchema = {
  summary: 'Check a credit card and answer a token (no full number or CVV is kept)',
  body: obj<CreditCardValidateRequest>(
    {
      cardNo: str({ maxLength: 32 }),
      expiry: str({ maxLength: 8 }),
      cvv: str({ maxLength: 8 }),
      holderName: str({ maxLength: 64 }),
      idType: oneOf(ID_TYPES, 'string'),
      idNo: str({ maxLength: 32 }),
      save: bool(),
    },
    ['cardNo', 'expiry', 'cvv', 'holderName', 'idType', 'idNo'],
  ),
};

export const editCardSchema = {
  summary: 'Delete a saved card',
  body: obj<EditCreditCardRequest>(
    { cardToken: str({ minLength: 8, maxLength: 80 }), action: oneOf(['delete'], 'string') },
    ['cardToken', 'action'],
  ),
};

export const queryCardsSchema = { summary: 'My saved cards', body: EMPTY_BODY };

export const orderIdQuerySchema = {
  summary: 'A hotel order in my booking scope',
  querystring: obj<HotelOrderIdQuery>({ orderId: ID }, ['orderId']),
};

export const refundOrderQuerySchema = {
  summary: 'A paid hotel order in my booking scope',
  querystring: obj<HotelRefundOrderQuery>({ orderId: ID }, ['orderId']),
};

export const refundAddSchema = {
  summary: 'Refund nights of a hotel order (Idempotency-Key)',
  querystring: obj<HotelRefundAddRequest>(
    {
      orderId: ID,
      nights: str({ minLength: 10, maxLength: 400, pattern: '^\\d{4}-\\d{2}-\\d{2}(,\\d{4}-\\d{2}-\\d{2})*$' }),
      reasonCode: str({ minLength: 1, maxLength: 32 }),
      reasonText: str({ maxLength: 200 }),
    },
    ['orderId', 'nights', 'reasonCode'],
  ),
};

export const refundQuerySchema = {
  summary: 'A hotel refund in my booking scope',
  querystring: obj<HotelRefundQuery>({ refundId: ID }, ['refundId']),
};
