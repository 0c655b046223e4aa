/** Route schemas of the train waitlist calls, checked against the contract types (src/api/contract/trainBench.ts). */
import type { TravellerInput } from '../../../../src/api/contract/booking';
import type { PriceLine } from '../../../../src/api/contract/orders';
import type { StationRef, TrainItem, TrainPassengerInput, TrainSeat } from '../../../../src/api/contract/train';
import {
  BENCH_MAX_CANDIDATES,
  type BenchBookData,
  type BenchBookRequest,
  type BenchCandidate,
  type BenchListItem,
  type BenchListRequest,
  type BenchOrderDetail,
  type BenchOrderIdRequest,
  type BenchPassenger,
  type BenchRefund,
} from '../../../../src/api/contract/trainBench';
import { ID_TYPES } from '../../../../src/domain/documentTypes';
import type { PolicyMatch, PolicyViolation } from '../../../../src/api/contract/booking';
import { MOBILE, PAGE_DATA, PAGE_PROPS, arr, bool, int, num, obj, oneOf, reply, str } from '../../lib/schema';

const ID = str({ minLength: 1, maxLength: 64 });
const EMAIL = str({ maxLength: 64, pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' });
/** China local 'YYYY-MM-DD HH:mm'. */
const DATE_TIME = str({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$' });
const SEAT_TYPE = oneOf(['WZ', '1', '2', '3', '4', '6', '9', 'O', 'M', 'F', 'P', 'I', 'J', 'A', 'D'], 'string');

const STATION = obj<StationRef>({ code: str(), name: str(), cityCode: str(), cityName: str() });
const POLICY = obj<PolicyMatch>({
  compliant: bool(),
  violations: arr(obj<PolicyViolation>({ code: str(), text: str() })),
});
const SEAT = obj<TrainSeat>({
  seatKey: str(),
  seatType: SEAT_TYPE,
  seatName: str(),
  price: num(),
  seatCount: int(),
  seatDiscount: num(),
  wb: oneOf([0, 1, 2]),
  isBench: bool(),
  policy: POLICY,
});
const TRAIN = obj<TrainItem>({
  trainId: str(),
  trainCode: str(),
  trainType: str(),
  startStationName: str(),
  endStationName: str(),
  from: STATION,
  to: STATION,
  depTime: str(),
  arrTime: str(),
  runTime: str(),
  runMinutes: int(),
  arriveDays: int(),
  saleDateTime: str(),
  idCardTicket: bool(),
  seats: arr(SEAT),
});

const PASSENGER_INPUT = obj<TrainPassengerInput>(
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
  ['psgName', 'psgType', 'idType', 'idno', 'phoneNumber'] satisfies (keyof TravellerInput)[],
);

export const benchBookSchema = {
  summary: 'Waitlist order (Idempotency-Key): seat classes, latest departure and passengers checked on the server',
  body: obj<BenchBookRequest>(
    {
      seatKeys: arr(str({ minLength: 1, maxLength: 128 }), {
        minItems: 1,
        maxItems: BENCH_MAX_CANDIDATES,
        uniqueItems: true,
      }),
      latestDepTime: DATE_TIME,
      psgList: arr(PASSENGER_INPUT, { minItems: 1, maxItems: 9 }),
      linkman: str({ minLength: 1, maxLength: 32 }),
      linkTel: MOBILE,
      linkEmail: EMAIL,
      costCenterId: str({ maxLength: 64 }),
      projectId: str({ maxLength: 64 }),
      remark: str({ maxLength: 200 }),
      tripType: oneOf([1, 2]),
    },
    ['seatKeys', 'latestDepTime', 'psgList', 'linkman', 'linkTel'],
  ),
  response: reply(
    obj<BenchBookData>({
      orderId: str(),
      orderNo: str(),
      amount: num(),
      nextStep: oneOf(['pay', 'approval', 'awaitingSubmission'], 'string'),
      payDeadline: str(),
    }),
  ),
};

const DETAIL = obj<BenchOrderDetail>({
  orderId: str(),
  orderNo: str(),
  orderType: int(),
  orderStatus: str(),
  from: STATION,
  to: STATION,
  depDate: str(),
  latestDepTime: str(),
  resultBy: str(),
  candidates: arr(
    obj<BenchCandidate>({
      seq: int(),
      train: TRAIN,
      seatType: SEAT_TYPE,
      seatName: str(),
      price: num(),
      secured: bool(),
    }),
  ),
  passengers: arr(
    obj<BenchPassenger>({
      psgId: str(),
      psgName: str(),
      psgType: oneOf([1, 2, 3]),
      idType: str(),
      idno: str(),
      phoneNumber: str(),
      empId: str(),
      coach: str(),
      seatNo: str(),
      ticketNo: str(),
      price: num(),
    }),
  ),
  linkman: str(),
  linkTel: str(),
  linkEmail: str(),
  costCenterName: str(),
  projectName: str(),
  remark: str(),
  priceLines: arr(obj<PriceLine>({ kind: str(), label: str(), unitPrice: num(), count: int(), amount: num() })),
  amount: num(),
  ticketAmount: num(),
  refunds: arr(
    obj<BenchRefund>({
      reason: oneOf(['grabFailed', 'cancelled', 'difference'], 'string'),
      amount: num(),
      method: str(),
      at: str(),
    }),
  ),
  paid: bool(),
  payDeadline: str(),
  createdAt: str(),
  timeline: arr(obj<BenchOrderDetail['timeline'][number]>({ status: str(), at: str(), note: str() })),
  actions: obj<BenchOrderDetail['actions']>({ cancel: bool(), pay: bool() }),
});

const ORDER_ID = obj<BenchOrderIdRequest>({ orderId: ID }, ['orderId']);

export const benchDetailSchema = {
  summary: 'A waitlist order in my booking scope (documents and phones masked)',
  querystring: ORDER_ID,
  response: reply(DETAIL),
};

export const benchCancelSchema = {
  summary: 'Cancel a waitlist order before it secures a seat (Idempotency-Key); a paid one is refunded in full',
  querystring: ORDER_ID,
  response: reply(DETAIL),
};

export const benchListSchema = {
  summary: 'My waitlist orders (order scope), newest first',
  body: obj<BenchListRequest>({ ...PAGE_PROPS, status: str({ maxLength: 32 }) }),
  response: reply(
    PAGE_DATA,
    obj<BenchListItem>({
      orderId: str(),
      orderNo: str(),
      orderType: int(),
      orderStatus: str(),
      fromName: str(),
      toName: str(),
      depDate: str(),
      latestDepTime: str(),
      trainCodes: arr(str()),
      amount: num(),
      travellerNames: arr(str()),
      createdAt: str(),
    }),
  ),
};
