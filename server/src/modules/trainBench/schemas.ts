/** Route schemas of the train waitlist calls, checked against the contract types (src/api/contract/trainBench.ts). */
import type { PriceLine } from '../../../../src/api/contract/orders';
import type { TrainPassengerInput } from '../../../../src/api/contract/train';
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
import { EMAIL, TRAVELLER_INPUT_PROPS, TRAVELLER_INPUT_REQUIRED } from '../booking/bodySchemas';
import { SEAT_TYPE_SCHEMA, STATION_REF_SCHEMA, TRAIN_ITEM_SCHEMA } from '../train/schemas';
import { MOBILE, PAGE_DATA, PAGE_PROPS, arr, bool, int, num, obj, oneOf, reply, str } from '../../lib/schema';

const ID = str({ minLength: 1, maxLength: 64 });
/** China local 'YYYY-MM-DD HH:mm'. */
const DATE_TIME = str({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$' });

const PASSENGER_INPUT = obj<TrainPassengerInput>(
  {
    ...TRAVELLER_INPUT_PROPS,
    clkId: str({ maxLength: 64 }),
    heightBand: oneOf(['adult', 'child', 'free'], 'string'),
  },
  TRAVELLER_INPUT_REQUIRED,
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
  from: STATION_REF_SCHEMA,
  to: STATION_REF_SCHEMA,
  depDate: str(),
  latestDepTime: str(),
  resultBy: str(),
  candidates: arr(
    obj<BenchCandidate>({
      seq: int(),
      train: TRAIN_ITEM_SCHEMA,
      seatType: SEAT_TYPE_SCHEMA,
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
