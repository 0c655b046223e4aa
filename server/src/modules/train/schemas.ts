/** Request schemas of the train calls, checked against the contract types (src/api/contract/train.ts). */
import type {
  TrSearchRequest,
  TrSearchTransferPriceRequest,
  TrSearchTransferRequest,
  TrainBookRequest,
  TrainOrderIdRequest,
  TrainPassengerInput,
  TrainPolicyRequest,
  TrainStopsRequest,
  TravellerRef,
  ValidOrderRequest,
  SeatType,
  StationRef,
  TrainItem,
  TrainSeat,
} from '../../../../src/api/contract/train';
import { SEAT_TYPES } from '../../../../src/domain/train/seats';
import { BOOKING_FORM_PROPS, TRAVELLER_INPUT_PROPS, TRAVELLER_INPUT_REQUIRED } from '../booking/bodySchemas';
import { DAY, EMPTY_BODY, arr, bool, int, num, obj, oneOf, str } from '../../lib/schema';

/** Answer schemas other train modules reuse (waitlist, after-sales): a seat class code, a station, a train. */
export const SEAT_TYPE_SCHEMA = oneOf(SEAT_TYPES as readonly SeatType[], 'string');
export const STATION_REF_SCHEMA = obj<StationRef>({ code: str(), name: str(), cityCode: str(), cityName: str() });
export const TRAIN_ITEM_SCHEMA = obj<TrainItem>({
  trainId: str(),
  trainCode: str(),
  trainType: str(),
  startStationName: str(),
  endStationName: str(),
  from: STATION_REF_SCHEMA,
  to: STATION_REF_SCHEMA,
  depTime: str(),
  arrTime: str(),
  runTime: str(),
  runMinutes: int(),
  arriveDays: int(),
  saleDateTime: str(),
  idCardTicket: bool(),
  seats: arr(
    obj<TrainSeat>({
      seatKey: str(),
      seatType: SEAT_TYPE_SCHEMA,
      seatName: str(),
      price: num(),
      seatCount: int(),
      seatDiscount: num(),
      wb: oneOf([0, 1, 2]),
      isBench: bool(),
      policy: obj<NonNullable<TrainSeat['policy']>>({
        compliant: bool(),
        violations: arr(obj<NonNullable<TrainSeat['policy']>['violations'][number]>({ code: str(), text: str() })),
      }),
    }),
  ),
});

const ID = str({ minLength: 1, maxLength: 64 });
const CODE = str({ minLength: 2, maxLength: 8, pattern: '^[A-Za-z0-9]+$' });
const SEAT_KEY = str({ minLength: 10, maxLength: 96 });
const TRAVELLER_REF = obj<TravellerRef>({ empId: str({ maxLength: 64 }), contactsId: str({ maxLength: 64 }) });
const TRAVELLERS = arr(TRAVELLER_REF, { maxItems: 9 });

const PASSENGER = obj<TrainPassengerInput>(
  { ...TRAVELLER_INPUT_PROPS, clkId: str({ maxLength: 64 }), heightBand: oneOf(['adult', 'child', 'free'], 'string') },
  TRAVELLER_INPUT_REQUIRED,
);
// 1 to 9 passengers are checked by the service (its message, SPEC §5), not refused as a malformed body.
const PASSENGERS = arr(PASSENGER, { maxItems: 20 });

export const trSearchSchema = {
  summary: 'Trains between two stations or cities on a day, with seat counts and policy flags (SPEC §4)',
  body: obj<TrSearchRequest>(
    {
      fromStation: CODE,
      toStation: CODE,
      date: DAY,
      minRank: str({ maxLength: 32 }),
      tripType: oneOf([1, 2]),
      ccsqdId: str({ maxLength: 64 }),
      routeId: str({ maxLength: 64 }),
      travellers: TRAVELLERS,
    },
    ['fromStation', 'toStation', 'date'],
  ),
};

export const stopsSchema = {
  summary: 'The stops of a train on a day',
  body: obj<TrainStopsRequest>({ trainCode: CODE, date: DAY }, ['trainCode', 'date']),
};

export const transferSchema = {
  summary: 'Connections through another station (company parameter 11603006)',
  body: obj<TrSearchTransferRequest>({ fromStation: CODE, toStation: CODE, date: DAY, travellers: TRAVELLERS }, [
    'fromStation',
    'toStation',
    'date',
  ]),
};

export const transferPriceSchema = {
  summary: 'The price of the chosen seat class on each leg of a connection',
  body: obj<TrSearchTransferPriceRequest>(
    { transferId: str({ minLength: 10, maxLength: 200 }), seatKeys: arr(SEAT_KEY, { minItems: 2, maxItems: 2 }) },
    ['transferId', 'seatKeys'],
  ),
};

export const policySchema = {
  summary: 'Policy flags (wb) of seat classes for travellers',
  body: obj<TrainPolicyRequest>(
    { seatKeys: arr(SEAT_KEY, { minItems: 1, maxItems: 40 }), travellers: TRAVELLERS, tripType: oneOf([1, 2]) },
    ['seatKeys', 'travellers'],
  ),
};

export const validOrderSchema = {
  summary: 'The checks before booking: hours, sale range, seats, price, passengers, rail account',
  body: obj<ValidOrderRequest>(
    {
      seatKeys: arr(SEAT_KEY, { minItems: 1, maxItems: 2 }),
      psgList: PASSENGERS,
      railAccountId: str({ maxLength: 64 }),
      prices: arr(num({ minimum: 0 }), { maxItems: 2 }),
    },
    ['seatKeys', 'psgList'],
  ),
};

export const bookSchema = {
  summary: 'Book train tickets (Idempotency-Key): every train, seat, rule, policy and price is checked again',
  body: obj<TrainBookRequest>(
    {
      seatKeys: arr(SEAT_KEY, { minItems: 1, maxItems: 2 }),
      psgList: PASSENGERS,
      ...BOOKING_FORM_PROPS,
      railAccountId: str({ maxLength: 64 }),
      seatPreference: arr(str({ maxLength: 8 }), { maxItems: 9 }),
      acceptNoSeat: bool(),
      tripType: oneOf([1, 2]),
    },
    ['seatKeys', 'psgList', 'linkman', 'linkTel'],
  ),
};

/** GET calls send the order id as a query parameter (SPEC §7). */
export const orderIdQuerySchema = {
  summary: 'A train order in my booking scope',
  querystring: obj<TrainOrderIdRequest>({ orderId: ID }, ['orderId']),
};

export const orderIdBodySchema = {
  summary: 'A train order in my booking scope',
  body: obj<TrainOrderIdRequest>({ orderId: ID }, ['orderId']),
};

export const noPaySchema = {
  summary: 'My unpaid train orders',
  body: EMPTY_BODY,
};
