/** Domestic flights: search, booking, order operations, demand orders, airport info (SPEC §7 Flights; §3 flight order). */
import { request } from './transport';
import { type Answer, type Obj, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';
import type {
  CheckSameOrderData,
  CheckSameOrderRequest,
  DayPrice,
  FareRuleData,
  FareRuleRequest,
  FarePriceData,
  FarePriceRequest,
  FlightBookData,
  FlightBookRequest,
  MatchClbzData,
  MatchClbzRequest,
  QueryCabinData,
  QueryCabinRequest,
  QueryFlightData,
  QueryFlightRequest,
  ValidateTimeOutData,
  ValidateTimeOutRequest,
  WeekPriceRequest,
} from './contract/flight';

/** Refund request (SPEC §3 flight order: refund). */
export interface FlightRefundRequest {
  orderId: string;
  psgIdList: string[];
  rangeIdList: string[];
  refundReasonVip?: string;
  refundType: string | number;
  refundProveUrl?: string;
  [key: string]: unknown;
}

/** Change request (SPEC §3 flight order: change). */
export interface FlightChangeRequest {
  orderId: string;
  changeType: string | number;
  alterType?: string | number;
  changeReason?: string;
  ranges: Obj[];
  psgIds: string[];
  [key: string]: unknown;
}

/** Flight demand order (SPEC §3). */
export interface FlightNeedOrderRequest {
  adultNum: number;
  childNum?: number;
  babyNum?: number;
  cabin?: string;
  expectBudget?: number;
  expectDeadline?: string;
  tkNeedRanges: Obj[];
  voyageType: string | number;
  onlyDirect?: 0 | 1;
  [key: string]: unknown;
}

/** Airport transport info (threeCode, terminal, trfType). */
export interface QueryApTrfInfoRequest {
  threeCode: string;
  terminal?: string;
  trfType?: string | number;
}

// Search (v3 shopping) -------------------------------------------------------------------------

export const flightQuery = (body: Obj): Answer => request('/obt/flight/query', body);
/** Flights (and connections) of a route and day, with policy badges for the named travellers. */
export const flightQueryFlight = (body: QueryFlightRequest): Answer<QueryFlightData> =>
  request('/obt/flight/v3/shopping/queryFlight', body);
/** Cabins and fares of one flight; `bookable` false within 40 minutes of departure. */
export const queryCabin = (body: QueryCabinRequest): Answer<QueryCabinData> =>
  request('/obt/flight/v3/shopping/queryCabin', body);
/** Re-price fares before booking (same shape as patForFlight). */
export const queryFlightPrice = (body: FarePriceRequest): Answer<FarePriceData> =>
  request('/obt/flight/v3/shopping/queryFlightPrice', body);
/** Refund/change/baggage rule of a fare. */
export const flightRule = (body: FareRuleRequest): Answer<FareRuleData> =>
  request('/obt/flight/v3/shopping/rule', body);
/** Full rule text of a fare (the cabin screen's rule sheet). */
export const ruleText = (body: FareRuleRequest): Answer<FareRuleData> =>
  request('/obt/flight/v3/shopping/ruleText', body);
/** Travel-policy match of a fare for each selected traveller. */
export const matchClbz = (body: MatchClbzRequest): Answer<MatchClbzData> =>
  request('/obt/flight/v3/shopping/matchClbz', body);
/** Price of fares for a passenger mix (connections and add-on fares). */
export const getAddConPrice = (body: FarePriceRequest): Answer<FarePriceData> =>
  request('/obt/flight/v3/shopping/getAddConPrice', body);
/** Price of fares for a passenger mix (adults, children, infants). */
export const patForFlight = (body: FarePriceRequest): Answer<FarePriceData> =>
  request('/obt/flight/v3/shopping/patForFlight', body);
/** Transfer cities of a route. */
export const transferCity = (body: Obj): Answer => request('/obt/flight/v3/shopping/transferCity', body);
/** Lowest price per day of a route (the low-price strip and calendar); days in `list`. */
export const weekPrice = (body: WeekPriceRequest): Answer<Obj, DayPrice> =>
  request('/obt/flight/v3/shopping/weekPrice', body);

// Booking ---------------------------------------------------------------------------------------

export const bookV3 = (body: FlightBookRequest, idempotencyKey: string = newIdempotencyKey()): Answer<FlightBookData> =>
  request('/obt/flight/order/bookV3', body, write(idempotencyKey));
/** Whether the search cache expired (or departure came within 40 minutes) before booking. */
export const validateTimeOut = (body: ValidateTimeOutRequest): Answer<ValidateTimeOutData> =>
  request('/obt/flight/validateTimeOut', body);
/** Duplicate-order check. */
export const flightCheckSameOrder = (body: CheckSameOrderRequest): Answer<CheckSameOrderData> =>
  request('/obt/flight/checkSameOrder', body);
/** Three-party-agreement passenger whitelist check. */
export const checkXyhBmd = (body: Obj): Answer => request('/obt/flight/checkXyhBmd', body);

// Order operations ------------------------------------------------------------------------------

export const flightOrderDetail = (body: Obj): Answer => request('/obt/flight/order/orderDetail', body);
export const moreRefundInfo = (body: Obj): Answer => request('/obt/flight/order/moreRefundInfo', body);
/** Refund apply screen data. */
export const applyRefund = (body: Obj): Answer => request('/obt/flight/order/applyRefund', body);
export const refundAdd = (body: FlightRefundRequest, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/flight/order/refundAdd', body, write(idempotencyKey));
export const refundCancel = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/flight/order/refundCancel', body, write(idempotencyKey));
export const refundOrderDetail = (body: Obj): Answer => request('/obt/flight/order/refundOrderDetail', body);
/** Change apply screen data. */
export const applyTkChange = (body: Obj): Answer => request('/obt/flight/order/applyTkChange', body);
export const tkChangeOrderAdd = (body: FlightChangeRequest, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/flight/order/tkChangeOrderAdd', body, write(idempotencyKey));
export const cancelChangeOrder = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/flight/order/cancelChangeOrder', body, write(idempotencyKey));
/** Change order detail (SPEC "detail" among the order operations). */
export const flightChangeDetail = (body: Obj): Answer => request('/obt/flight/order/detail', body);
export const tkChangeQueryFlight = (body: Obj): Answer => request('/obt/flight/order/tkChangeQueryFlight', body);
export const queryChangeFee = (body: Obj): Answer => request('/obt/flight/order/queryChangeFee', body);
export const cancelPnr = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/flight/order/cancelPnr', body, write(idempotencyKey));
export const scheduleOrder = (body: Obj): Answer => request('/obt/flight/order/scheduleOrder', body);

// Demand orders ---------------------------------------------------------------------------------

export const flightNeedCancel = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/flight/need/cancel', body, write(idempotencyKey));
export const flightNeedDetail = (body: Obj): Answer => request('/obt/flight/need/detail', body);
export const flightNeedList = (body: Obj = {}): Answer => request('/obt/flight/need/list', body);
export const flightNeedUpdate = (body: FlightNeedOrderRequest): Answer => request('/obt/flight/need/update', body);

// Airport info (airport guide) ------------------------------------------------------------------

export const queryApTrnInfo = (body: Obj): Answer => request('/obt/flight/airport/queryApTrnInfo', body);
export const queryApAirlineInfo = (body: Obj): Answer => request('/obt/flight/airport/queryApAirlineInfo', body);
export const queryApTrfInfo = (body: QueryApTrfInfoRequest): Answer =>
  request('/obt/flight/airport/queryApTrfInfo', body);
export const queryApTrfDetail = (body: { id: string }): Answer => request('/obt/flight/airport/queryApTrfDetail', body);
