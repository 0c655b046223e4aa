/** Domestic flights: search, booking, order operations, demand orders, airport info (SPEC §7 Flights; §3 flight order). */
import { request } from './transport';
import { type Answer, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';
import type { PageData } from './contract/envelope';
import type {
  AirportInfoRequest,
  ApAirlineInfo,
  ApTerminalInfo,
  ApTrfDetail,
  ApTrfInfo,
  ApplyTkChangeData,
  CancelPnrData,
  CancelPnrRequest,
  ChangeAddData,
  ChangeAddRequest,
  ChangeCancelData,
  ChangeCancelRequest,
  ChangeDetailRequest,
  ChangeFeeData,
  ChangeFeeRequest,
  ChangeOrderDetail,
  ChangeQueryFlightData,
  ChangeQueryFlightRequest,
  CheckSameOrderData,
  CheckSameOrderRequest,
  CheckXyhBmdData,
  CheckXyhBmdRequest,
  DayPrice,
  FareRuleData,
  FareRuleRequest,
  FarePriceData,
  FarePriceRequest,
  FlightBookData,
  FlightBookRequest,
  FlightNeedIdRequest,
  FlightNeedItem,
  FlightNeedListRequest,
  FlightNeedUpdateRequest,
  FlightOrderDetail,
  MatchClbzData,
  MatchClbzRequest,
  MoreRefundInfoData,
  MoreRefundInfoRequest,
  OrderIdRequest,
  QueryApTrfDetailRequest,
  QueryApTrfInfoBody,
  QueryCabinData,
  QueryCabinRequest,
  QueryFlightData,
  QueryFlightRequest,
  RefundAddData,
  RefundAddRequest,
  RefundCancelData,
  RefundCancelRequest,
  RefundDetailRequest,
  RefundOrderDetail,
  RefundQuoteData,
  RefundQuoteRequest,
  ScheduleOrderItem,
  ScheduleOrderRequest,
  TransferCityItem,
  TransferCityRequest,
  ValidateTimeOutData,
  ValidateTimeOutRequest,
  WeekPriceRequest,
} from './contract/flight';

// Search (v3 shopping) -------------------------------------------------------------------------

/** The older search call (SPEC §7 Flights "query"): same request and answer as the v3 queryFlight. */
export const flightQuery = (body: QueryFlightRequest): Answer<QueryFlightData> => request('/obt/flight/query', body);
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
export const transferCity = (body: TransferCityRequest): Answer<unknown, TransferCityItem> =>
  request('/obt/flight/v3/shopping/transferCity', body);
/** Lowest price per day of a route (the low-price strip and calendar); days in `list`. */
export const weekPrice = (body: WeekPriceRequest): Answer<unknown, DayPrice> =>
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
export const checkXyhBmd = (body: CheckXyhBmdRequest): Answer<CheckXyhBmdData> =>
  request('/obt/flight/checkXyhBmd', body);

// Order operations ------------------------------------------------------------------------------

/** A flight order in my booking scope (documents and phones masked). */
export const flightOrderDetail = (body: OrderIdRequest): Answer<FlightOrderDetail> =>
  request('/obt/flight/order/orderDetail', body);
/** Refund reasons, proof rules and the refund fee rule. */
export const moreRefundInfo = (body: MoreRefundInfoRequest): Answer<MoreRefundInfoData> =>
  request('/obt/flight/order/moreRefundInfo', body);
/** Refund fee preview of the chosen passengers and legs (the refund apply screen). */
export const applyRefund = (body: RefundQuoteRequest): Answer<RefundQuoteData> =>
  request('/obt/flight/order/applyRefund', body);
export const refundAdd = (
  body: RefundAddRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<RefundAddData> => request('/obt/flight/order/refundAdd', body, write(idempotencyKey));
export const refundCancel = (
  body: RefundCancelRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<RefundCancelData> => request('/obt/flight/order/refundCancel', body, write(idempotencyKey));
export const refundOrderDetail = (body: RefundDetailRequest): Answer<RefundOrderDetail> =>
  request('/obt/flight/order/refundOrderDetail', body);
/** Change apply screen data: the order's segments and whether each may be changed now. */
export const applyTkChange = (body: OrderIdRequest): Answer<ApplyTkChangeData> =>
  request('/obt/flight/order/applyTkChange', body);
export const tkChangeOrderAdd = (
  body: ChangeAddRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<ChangeAddData> => request('/obt/flight/order/tkChangeOrderAdd', body, write(idempotencyKey));
export const cancelChangeOrder = (
  body: ChangeCancelRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<ChangeCancelData> => request('/obt/flight/order/cancelChangeOrder', body, write(idempotencyKey));
/** Change order detail (SPEC "detail" among the order operations). */
export const flightChangeDetail = (body: ChangeDetailRequest): Answer<ChangeOrderDetail> =>
  request('/obt/flight/order/detail', body);
export const tkChangeQueryFlight = (body: ChangeQueryFlightRequest): Answer<ChangeQueryFlightData> =>
  request('/obt/flight/order/tkChangeQueryFlight', body);
export const queryChangeFee = (body: ChangeFeeRequest): Answer<ChangeFeeData> =>
  request('/obt/flight/order/queryChangeFee', body);
export const cancelPnr = (
  body: CancelPnrRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<CancelPnrData> => request('/obt/flight/order/cancelPnr', body, write(idempotencyKey));
/** Flight segments of my live orders (itinerary calendar); rows in `list`. */
export const scheduleOrder = (body: ScheduleOrderRequest = {}): Answer<unknown, ScheduleOrderItem> =>
  request('/obt/flight/order/scheduleOrder', body);

// Demand orders ---------------------------------------------------------------------------------

export const flightNeedCancel = (
  body: FlightNeedIdRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<FlightNeedItem> => request('/obt/flight/need/cancel', body, write(idempotencyKey));
export const flightNeedDetail = (body: FlightNeedIdRequest): Answer<FlightNeedItem> =>
  request('/obt/flight/need/detail', body);
/** My demand orders, newest first; rows in `list`. */
export const flightNeedList = (body: FlightNeedListRequest = {}): Answer<PageData, FlightNeedItem> =>
  request('/obt/flight/need/list', body);
export const flightNeedUpdate = (body: FlightNeedUpdateRequest): Answer<FlightNeedItem> =>
  request('/obt/flight/need/update', body);

// Airport info (airport guide) ------------------------------------------------------------------

/** An airport's terminals; rows in `list`. */
export const queryApTrnInfo = (body: AirportInfoRequest): Answer<unknown, ApTerminalInfo> =>
  request('/obt/flight/airport/queryApTrnInfo', body);
/** Airlines, check-in zones and hotlines of an airport; rows in `list`. */
export const queryApAirlineInfo = (body: AirportInfoRequest): Answer<unknown, ApAirlineInfo> =>
  request('/obt/flight/airport/queryApAirlineInfo', body);
/** Ground transport of an airport (threeCode, terminal, trfType); rows in `list`. */
export const queryApTrfInfo = (body: QueryApTrfInfoBody): Answer<unknown, ApTrfInfo> =>
  request('/obt/flight/airport/queryApTrfInfo', body);
export const queryApTrfDetail = (body: QueryApTrfDetailRequest): Answer<ApTrfDetail> =>
  request('/obt/flight/airport/queryApTrfDetail', body);
