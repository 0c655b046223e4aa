/** Domestic flights: search, booking, order operations, demand orders, airport info (SPEC §7 Flights; §3 flight order). */
import { request } from './transport';
import { type Answer, type Obj, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';

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
export const flightQueryFlight = (body: Obj): Answer => request('/obt/flight/v3/shopping/queryFlight', body);
export const queryCabin = (body: Obj): Answer => request('/obt/flight/v3/shopping/queryCabin', body);
export const queryFlightPrice = (body: Obj): Answer => request('/obt/flight/v3/shopping/queryFlightPrice', body);
export const flightRule = (body: Obj): Answer => request('/obt/flight/v3/shopping/rule', body);
export const ruleText = (body: Obj): Answer => request('/obt/flight/v3/shopping/ruleText', body);
/** Travel-policy match of a cabin. */
export const matchClbz = (body: Obj): Answer => request('/obt/flight/v3/shopping/matchClbz', body);
export const getAddConPrice = (body: Obj): Answer => request('/obt/flight/v3/shopping/getAddConPrice', body);
export const patForFlight = (body: Obj): Answer => request('/obt/flight/v3/shopping/patForFlight', body);
/** Transfer cities of a route. */
export const transferCity = (body: Obj): Answer => request('/obt/flight/v3/shopping/transferCity', body);
export const weekPrice = (body: Obj): Answer => request('/obt/flight/v3/shopping/weekPrice', body);

// Booking ---------------------------------------------------------------------------------------

export const bookV3 = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/flight/order/bookV3', body, write(idempotencyKey));
/** Whether the search cache expired before booking. */
export const validateTimeOut = (body: Obj): Answer => request('/obt/flight/validateTimeOut', body);
/** Duplicate-order check. */
export const flightCheckSameOrder = (body: Obj): Answer => request('/obt/flight/checkSameOrder', body);
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
