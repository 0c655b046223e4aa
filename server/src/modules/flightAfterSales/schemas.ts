/** Route schemas of flight refunds, changes and demand orders, checked against the contract types. */
import type { PolicyMatch, PolicyViolation } from '../../../../src/api/contract/booking';
import type {
  AfterSalesReason,
  AirlineRef,
  AirportRef,
  ApplyTkChangeData,
  ChangeAddData,
  ChangeAddRequest,
  ChangeCancelRequest,
  ChangeDetailRequest,
  ChangeFeeData,
  ChangeFeeRequest,
  ChangeFlightOption,
  ChangeOrderDetail,
  ChangeQueryFlightData,
  ChangeQueryFlightRequest,
  ChangeableRange,
  FlightCabin,
  FlightItem,
  FlightNeedAddData,
  FlightNeedAddRequest,
  FlightNeedIdRequest,
  FlightNeedItem,
  FlightNeedListRequest,
  FlightNeedRange,
  FlightNeedUpdateRequest,
  FlightOrderRange,
  MoreRefundInfoData,
  MoreRefundInfoRequest,
  OrderIdRequest,
  RefundAddData,
  RefundAddRequest,
  RefundCancelRequest,
  RefundDetailRequest,
  RefundOrderDetail,
  RefundQuoteData,
  RefundQuoteRequest,
} from '../../../../src/api/contract/flight';
import { DAY, PAGE_DATA, PAGE_PROPS, arr, bool, int, num, obj, oneOf, reply, str } from '../../lib/schema';
import { MAX_NEED_LEGS, NEED_STATUSES } from './needs';

const ID = str({ minLength: 1, maxLength: 64 });
const IDS = (min: number) => arr(ID, { minItems: min, maxItems: 9 });
const CABIN_CLASS = oneOf(['Y', 'C', 'F'], 'string');
const TYPE = oneOf([1, 2]);
const TEXT = (max: number) => str({ maxLength: max });
const TIMELINE = arr(obj<RefundOrderDetail['timeline'][number]>({ status: str(), at: str(), note: str() }));

const AIRPORT = obj<AirportRef>({ code: str(), name: str(), cityCode: str(), cityName: str(), terminal: str() });
const CABIN = obj<FlightCabin>({
  fareKey: str(),
  cabinCode: str(),
  cabinClass: CABIN_CLASS,
  cabinName: str(),
  price: num(),
  discount: num(),
  seats: int(),
  ruleSummary: str(),
  policy: obj<PolicyMatch>({
    compliant: bool(),
    violations: arr(obj<PolicyViolation>({ code: str(), text: str() })),
  }),
});
const FLIGHT = obj<FlightItem>({
  flightId: str(),
  flightNo: str(),
  airline: obj<AirlineRef>({ code: str(), name: str() }),
  codeshareOf: str(),
  planeType: str(),
  dep: AIRPORT,
  arr: AIRPORT,
  depTime: str(),
  arrTime: str(),
  arriveDays: int(),
  durationMin: int(),
  stops: int(),
  stopCity: str(),
  meal: bool(),
  tax: num(),
  lowest: CABIN,
});
const RANGE_PROPS = { rangeId: str(), flight: FLIGHT, cabin: CABIN };
const RANGE = obj<FlightOrderRange>(RANGE_PROPS);
const REASON = obj<AfterSalesReason>({ code: str(), text: str(), type: int(), proofRequired: bool() });

// Refunds ---------------------------------------------------------------------------------------------------------

const REFUND_ITEM = obj<RefundQuoteData['items'][number]>({
  psgId: str(),
  rangeId: str(),
  fare: num(),
  tax: num(),
  fee: num(),
  refund: num(),
});

export const moreRefundInfoSchema = {
  summary: 'Refund reasons, proof rules and the refund fee rule',
  body: obj<MoreRefundInfoRequest>({ orderId: str({ maxLength: 64 }) }),
  response: reply(
    obj<MoreRefundInfoData>({
      reasons: arr(REASON),
      proofFormats: arr(str()),
      proofMaxMb: int(),
      ruleText: str(),
    }),
  ),
};

export const applyRefundSchema = {
  summary: 'Refund quote: fee per passenger and segment (60% up to 2 h before departure, min 50 yuan), or why not',
  body: obj<RefundQuoteRequest>({ orderId: ID, psgIds: IDS(0), rangeIds: arr(ID, { maxItems: 2 }), refundType: TYPE }, [
    'orderId',
    'psgIds',
    'rangeIds',
  ]),
  response: reply(
    obj<RefundQuoteData>({
      allowed: bool(),
      reason: str(),
      items: arr(REFUND_ITEM),
      totalFee: num(),
      totalRefund: num(),
    }),
  ),
};

export const refundAddSchema = {
  summary: 'Apply for a refund (Idempotency-Key): a refund order of type 11002, processed within seconds in the demo',
  body: obj<RefundAddRequest>(
    {
      orderId: ID,
      psgIds: IDS(1),
      rangeIds: arr(ID, { minItems: 1, maxItems: 2 }),
      refundType: TYPE,
      refundReasonVip: str({ minLength: 1, maxLength: 200 }),
      refundProveUrl: TEXT(500),
    },
    ['orderId', 'psgIds', 'rangeIds', 'refundType', 'refundReasonVip'],
  ),
  response: reply(
    obj<RefundAddData>({ refundId: str(), refundNo: str(), status: str(), totalFee: num(), totalRefund: num() }),
  ),
};

export const refundCancelSchema = {
  summary: 'Withdraw a refund still being processed (Idempotency-Key)',
  body: obj<RefundCancelRequest>({ refundId: ID }, ['refundId']),
  response: reply(obj<{ refundId: string; status: string }>({ refundId: str(), status: str() })),
};

export const refundDetailSchema = {
  summary: 'A refund order (by refundId, or the newest refund of a flight order by orderId)',
  body: obj<RefundDetailRequest>({ refundId: str({ maxLength: 64 }), orderId: str({ maxLength: 64 }) }),
  response: reply(
    obj<RefundOrderDetail>({
      refundId: str(),
      orderId: str(),
      orderNo: str(),
      refundNo: str(),
      refundType: int(),
      status: str(),
      reason: str(),
      items: arr(REFUND_ITEM),
      totalFee: num(),
      totalRefund: num(),
      createdAt: str(),
      timeline: TIMELINE,
      canCancel: bool(),
    }),
  ),
};

// Changes ---------------------------------------------------------------------------------------------------------

const FEE = obj<ChangeFeeData>({
  items: arr(
    obj<ChangeFeeData['items'][number]>({ psgId: str(), changeFee: num(), fareDifference: num(), total: num() }),
  ),
  totalChangeFee: num(),
  totalFareDifference: num(),
  total: num(),
});

export const applyTkChangeSchema = {
  summary: 'What may be changed: segments with their passengers, reasons and the change fee rule',
  body: obj<OrderIdRequest>({ orderId: ID }, ['orderId']),
  response: reply(
    obj<ApplyTkChangeData>({
      orderId: str(),
      orderNo: str(),
      ranges: arr(obj<ChangeableRange>({ ...RANGE_PROPS, changeable: bool(), reason: str(), psgIds: arr(str()) })),
      passengers: arr(
        obj<ApplyTkChangeData['passengers'][number]>({
          psgId: str(),
          psgName: str(),
          psgType: int(),
          ticketNo: str(),
          ticketStatus: str(),
        }),
      ),
      reasons: arr(REASON),
      ruleText: str(),
    }),
  ),
};

export const changeQueryFlightSchema = {
  summary: "Flights of the segment's route on the new date with their fares (the segment's cabin class first)",
  body: obj<ChangeQueryFlightRequest>({ orderId: ID, rangeId: ID, depDate: DAY }, ['orderId', 'rangeId', 'depDate']),
  response: reply(
    obj<ChangeQueryFlightData>({ flights: arr(obj<ChangeFlightOption>({ flight: FLIGHT, cabins: arr(CABIN) })) }),
  ),
};

const FEE_PROPS = {
  orderId: ID,
  rangeId: ID,
  psgIds: IDS(1),
  fareKey: str({ minLength: 1, maxLength: 128 }),
  changeType: TYPE,
};

export const queryChangeFeeSchema = {
  summary: 'Change fee (40% up to 2 h before departure, 60% after, min 50 yuan) plus the fare difference',
  body: obj<ChangeFeeRequest>(FEE_PROPS, ['orderId', 'rangeId', 'psgIds', 'fareKey']),
  response: reply(FEE),
};

export const changeAddSchema = {
  summary: 'Change a segment (Idempotency-Key): a change order of type 11003, awaiting payment when it costs something',
  body: obj<ChangeAddRequest>({ ...FEE_PROPS, changeReason: str({ minLength: 1, maxLength: 200 }) }, [
    'orderId',
    'rangeId',
    'psgIds',
    'fareKey',
    'changeType',
    'changeReason',
  ]),
  response: reply(
    obj<ChangeAddData>({
      changeId: str(),
      changeNo: str(),
      status: str(),
      amount: num(),
      payOrderId: str(),
      payDeadline: str(),
    }),
  ),
};

export const changeCancelSchema = {
  summary: 'Cancel a change awaiting payment (Idempotency-Key); its new seats are given back',
  body: obj<ChangeCancelRequest>({ changeId: ID }, ['changeId']),
  response: reply(obj<{ changeId: string; status: string }>({ changeId: str(), status: str() })),
};

export const changeDetailSchema = {
  summary: 'A change order (by changeId, or the newest change of a flight order by orderId)',
  body: obj<ChangeDetailRequest>({ changeId: str({ maxLength: 64 }), orderId: str({ maxLength: 64 }) }),
  response: reply(
    obj<ChangeOrderDetail>({
      changeId: str(),
      orderId: str(),
      orderNo: str(),
      changeNo: str(),
      changeType: int(),
      status: str(),
      amount: num(),
      payDeadline: str(),
      reason: str(),
      oldRange: RANGE,
      newRange: RANGE,
      fee: FEE,
      payOrderId: str(),
      createdAt: str(),
      timeline: TIMELINE,
      canCancel: bool(),
    }),
  ),
};

// Demand orders ---------------------------------------------------------------------------------------------------

const NEED_RANGE = obj<FlightNeedRange>(
  {
    depCity: str({ minLength: 2, maxLength: 8 }),
    arrCity: str({ minLength: 2, maxLength: 8 }),
    depDate: DAY,
    timeFrom: str({ maxLength: 5 }),
    timeTo: str({ maxLength: 5 }),
  },
  ['depCity', 'arrCity', 'depDate'],
);

const NEED_PROPS = {
  adultNum: int({ minimum: 0, maximum: 9 }),
  childNum: int({ minimum: 0, maximum: 9 }),
  babyNum: int({ minimum: 0, maximum: 9 }),
  cabin: CABIN_CLASS,
  expectBudget: num({ minimum: 0, maximum: 10_000_000 }),
  expectDeadline: str({ maxLength: 16 }),
  tkNeedRanges: arr(NEED_RANGE, { minItems: 1, maxItems: MAX_NEED_LEGS }),
  voyageType: oneOf([1, 2, 3]),
  onlyDirect: oneOf([0, 1]),
  linkman: str({ minLength: 1, maxLength: 50 }),
  linkTel: str({ minLength: 1, maxLength: 20 }),
  remark: TEXT(500),
};
const NEED_REQUIRED = [
  'adultNum',
  'childNum',
  'babyNum',
  'cabin',
  'expectBudget',
  'expectDeadline',
  'tkNeedRanges',
  'voyageType',
  'onlyDirect',
  'linkman',
  'linkTel',
] as const;

const NEED_ITEM = obj<FlightNeedItem>({
  ...NEED_PROPS,
  tkNeedRanges: arr(NEED_RANGE),
  needId: str(),
  needNo: str(),
  status: str(),
  createdAt: str(),
});

export const needAddSchema = {
  summary: 'Add a flight demand order (Idempotency-Key)',
  body: obj<FlightNeedAddRequest>(NEED_PROPS, NEED_REQUIRED),
  response: reply(obj<FlightNeedAddData>({ needId: str(), needNo: str() })),
};

export const needListSchema = {
  summary: 'Demand orders within my booking scope, newest first',
  body: obj<FlightNeedListRequest>({ ...PAGE_PROPS, status: oneOf(['', ...NEED_STATUSES], 'string') }),
  response: reply(PAGE_DATA, NEED_ITEM),
};

export const needDetailSchema = {
  summary: 'A demand order',
  body: obj<FlightNeedIdRequest>({ needId: ID }, ['needId']),
  response: reply(NEED_ITEM),
};

export const needUpdateSchema = {
  summary: 'Update a pending demand order (all fields again)',
  body: obj<FlightNeedUpdateRequest>({ ...NEED_PROPS, needId: ID }, [...NEED_REQUIRED, 'needId']),
  response: reply(NEED_ITEM),
};

export const needCancelSchema = {
  summary: 'Cancel a pending demand order (Idempotency-Key)',
  body: obj<FlightNeedIdRequest>({ needId: ID }, ['needId']),
  response: reply(NEED_ITEM),
};
