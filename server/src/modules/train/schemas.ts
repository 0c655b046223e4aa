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
} from '../../../../src/api/contract/train';
import { ID_TYPES } from '../../../../src/domain/documentTypes';
import { DAY, EMPTY_BODY, MOBILE, arr, bool, int, num, obj, oneOf, str } from '../../lib/schema';

const ID = str({ minLength: 1, maxLength: 64 });
const CODE = str({ minLength: 2, maxLength: 8, pattern: '^[A-Za-z0-9]+$' });
const SEAT_KEY = str({ minLength: 10, maxLength: 96 });
const EMAIL = str({ maxLength: 64, pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' });
const TRAVELLER_REF = obj<TravellerRef>({ empId: str({ maxLength: 64 }), contactsId: str({ maxLength: 64 }) });
const TRAVELLERS = arr(TRAVELLER_REF, { maxItems: 9 });

const PASSENGER = obj<TrainPassengerInput>(
  {
    psgName: str({ minLength: 1, maxLength: 64 }),
    psgType: oneOf([1, 2, 3]),
    idType: oneOf(ID_TYPES, 'string'),
    idno: str({ maxLength: 32 }),
    documentRef: str({ maxLength: 64 }),
    sex: oneOf(['M', 'F', ''], 'string'),
    born: str({ maxLength: 10 }),
    phoneNumber: str({ maxLength: 20 }),
    empId: str({ maxLength: 64 }),
    contactsId: str({ maxLength: 64 }),
    passportExpiry: str({ maxLength: 10 }),
    nationality: str({ maxLength: 32 }),
    placeOfIssue: str({ maxLength: 64 }),
    birthPlace: str({ maxLength: 64 }),
    guardianIndex: int({ minimum: 0, maximum: 8 }),
    clkId: str({ maxLength: 64 }),
    heightBand: oneOf(['adult', 'child', 'free'], 'string'),
  },
  ['psgName', 'psgType', 'idType', 'idno', 'phoneNumber'],
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
      linkman: str({ minLength: 1, maxLength: 32 }),
      linkTel: MOBILE,
      linkEmail: EMAIL,
      railAccountId: str({ maxLength: 64 }),
      seatPreference: arr(str({ maxLength: 8 }), { maxItems: 9 }),
      acceptNoSeat: bool(),
      costCenterId: str({ maxLength: 64 }),
      projectId: str({ maxLength: 64 }),
      violationReasonId: str({ maxLength: 64 }),
      violationReasonText: str({ maxLength: 200 }),
      insurance: arr(
        obj<NonNullable<TrainBookRequest['insurance']>[number]>({ psgIndex: int({ minimum: 0 }), bxid: ID }, [
          'psgIndex',
          'bxid',
        ]),
        { maxItems: 36 },
      ),
      remark: str({ maxLength: 200 }),
      ccsqdId: str({ maxLength: 64 }),
      routeId: str({ maxLength: 64 }),
      confirmRouteBooked: bool(),
      overBudgetReasonId: str({ maxLength: 64 }),
      overBudgetReasonText: str({ maxLength: 200 }),
      confirmDuplicate: bool(),
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
