/**
 * Domestic flights (SPEC §3 flight order, §7 Flights). Amounts are yuan numbers with at most two decimals
 * (ARCHITECTURE §13: arithmetic happens in fen on both sides); times are China local time 'YYYY-MM-DD HH:mm'.
 */
import type { PageQuery } from './envelope';
import type { BookingCommonFields, PolicyMatch, TravellerInput } from './booking';
import type { BookNextStep, BookedOrderDetail, PriceLine } from './orders';

export type { PriceLine };

/** Cabin class: Y economy, C business, F first (SPEC §3 cabin class filter). */
export type CabinClass = 'Y' | 'C' | 'F';

export interface AirportRef {
  /** IATA code, e.g. PEK. */
  code: string;
  name: string;
  /** Three-letter city code, e.g. BJS. */
  cityCode: string;
  cityName: string;
  terminal: string;
}

export interface AirlineRef {
  code: string;
  name: string;
}

/** One bookable fare of a flight. `fareKey` identifies it in every later call (cabin, price, book). */
export interface FlightCabin {
  fareKey: string;
  /** Booking class letter (Y, B, M, H… / C, J / F). */
  cabinCode: string;
  cabinClass: CabinClass;
  cabinName: string;
  /** Ticket price for an adult, yuan. */
  price: number;
  /**
   * Percent of the cabin class's full fare: economy fares of the full economy fare (100 = full fare; 45 = the
   * '4.5 折' shown to users), business and first fares of the business or first full fare (so a full-fare business
   * seat is 100 and the policy's discount ceiling reads the same in every class).
   */
  discount: number;
  /** Seats left; 10 means 'more than 9'. */
  seats: number;
  /** Short refund/change summary for the list (full text from ruleText). */
  ruleSummary: string;
  /** Policy of this fare for the selected travellers (absent when no traveller was named). */
  policy?: PolicyMatch;
}

export interface FlightItem {
  /** `${flightNo}_${depDate}`: stable for a day, used by queryCabin. */
  flightId: string;
  flightNo: string;
  airline: AirlineRef;
  /** Operating flight number when this is a codeshare, else ''. */
  codeshareOf: string;
  planeType: string;
  dep: AirportRef;
  arr: AirportRef;
  depTime: string;
  arrTime: string;
  /** Days the arrival is after the departure (overnight flights). */
  arriveDays: number;
  durationMin: number;
  /** Number of stops (0 direct) and the stop city name. */
  stops: number;
  stopCity: string;
  meal: boolean;
  /** Airport construction fee + fuel surcharge per adult, yuan. */
  tax: number;
  /** The cheapest fare of the flight (also the list's price). */
  lowest: FlightCabin;
}

/** A connection through another city (two legs, each with its own chosen fare). */
export interface TransferItinerary {
  transferId: string;
  legs: [FlightItem, FlightItem];
  transferCity: string;
  layoverMin: number;
  /** Sum of the legs' lowest prices, yuan. */
  price: number;
}

export interface QueryFlightRequest {
  /** City codes (BJS, SHA…) or airport codes. */
  depCity: string;
  arrCity: string;
  depDate: string;
  /** Restrict to one cabin class. */
  cabinClass?: CabinClass;
  /** Employees and frequent travellers the policy badges are computed for. */
  travellers?: TravellerRef[];
  /** Include connections (company parameter 11603006 allows them). */
  withTransfer?: boolean;
}

/** Who a fare is checked for: an employee (policy by their rank) or a frequent traveller (booker's rank). */
export interface TravellerRef {
  empId?: string;
  contactsId?: string;
}

export interface QueryFlightData {
  flights: FlightItem[];
  transfers: TransferItinerary[];
}

export interface QueryCabinRequest {
  flightId: string;
  travellers?: TravellerRef[];
}

export interface QueryCabinData {
  flight: FlightItem;
  cabins: FlightCabin[];
  /** The 40-minute rule (SPEC §5): false when departure is too close to book. */
  bookable: boolean;
}

export interface WeekPriceRequest {
  depCity: string;
  arrCity: string;
  /** First day of the strip; the answer covers `days` days (default 7, max 31). */
  startDate: string;
  days?: number;
}

export interface DayPrice {
  date: string;
  /** Lowest adult price that day, yuan; null when no flight. */
  price: number | null;
}

export interface FareRuleRequest {
  fareKey: string;
}

export interface FareRuleData {
  /** Refund and change rules as shown on the cabin screen and in the order. */
  refundRule: string;
  changeRule: string;
  baggage: string;
  /** Whether the fare may be endorsed to another airline. */
  endorse: boolean;
}

/** A fare re-priced for the passenger mix (patForFlight / getAddConPrice). */
export interface FarePriceRequest {
  fareKeys: string[];
  /** Passenger counts by type (SPEC §3: 1 adult, 2 child, 3 infant). */
  adults: number;
  children: number;
  infants: number;
}

export interface PassengerTypePrice {
  psgType: 1 | 2 | 3;
  /** Per ticket, yuan. */
  fare: number;
  tax: number;
}

export interface FarePriceData {
  /** Per segment (same order as fareKeys) and passenger type. */
  segments: { fareKey: string; prices: PassengerTypePrice[] }[];
  /** The fare changed since the search (SPEC §8 'flight price changed'). */
  priceChanged: boolean;
}

export interface MatchClbzRequest {
  fareKey: string;
  travellers: TravellerRef[];
}

export interface MatchClbzData {
  /** Per traveller, same order as the request. */
  results: { traveller: TravellerRef; name: string; policy: PolicyMatch }[];
  /** The company requires selected travellers to comply (SPEC §5): a violation blocks booking. */
  mustComply: boolean;
}

/** bookV3 (SPEC §3 flight order). Sent with an Idempotency-Key. */
export interface FlightBookRequest extends BookingCommonFields {
  /** One fare per segment: one-way 1, round trip 2 (outbound, return), connection 2. */
  fareKeys: string[];
  /** 1 one-way, 2 round trip, 3 connection. */
  tripType: 1 | 2 | 3;
  psgList: TravellerInput[];
  linkman: string;
  linkTel: string;
  linkEmail?: string;
  /** Insurance per passenger (index into psgList) and product. */
  insurance?: { psgIndex: number; bxid: string }[];
  /** Itinerary delivery: 0 none, 1 e-mail, 2 post. */
  sendMode?: 0 | 1 | 2;
  reciPient?: string;
  reciPhone?: string;
  reciAddr?: string;
  orderFrom?: string;
}

export type { BookNextStep };

export interface FlightBookData {
  orderId: string;
  orderNo: string;
  /** Total to pay, yuan. */
  amount: number;
  nextStep: BookNextStep;
  /** Payment deadline (15 minutes, SPEC §9), China time. */
  payDeadline: string;
}

export interface CheckSameOrderRequest {
  fareKeys: string[];
  travellers: TravellerRef[];
  psgNames: string[];
}

export interface CheckSameOrderData {
  /** Existing live orders of one of these travellers on the same flight and date. */
  duplicates: { orderId: string; orderNo: string; psgName: string; flightNo: string; depTime: string }[];
}

export interface ValidateTimeOutRequest {
  fareKeys: string[];
}

export interface ValidateTimeOutData {
  /** false: the search is older than its cache life or within 40 minutes of departure (SPEC §8 cache expired). */
  valid: boolean;
  reason: '' | 'cacheExpired' | 'tooClose';
}

/** One passenger of a flight order, as the order shows them (documents masked, SPEC §9). */
export interface FlightOrderPassenger {
  psgId: string;
  psgName: string;
  psgType: 1 | 2 | 3;
  idType: string;
  /** Masked. */
  idno: string;
  /** Masked 3+4. */
  phoneNumber: string;
  empId: string;
  ticketNo: string;
  /** '' | 'refunding' | 'refunded' | 'changing' | 'changed'. */
  ticketStatus: string;
  insurance: { bxid: string; bxmc: string; price: number }[];
}

export interface FlightOrderRange {
  rangeId: string;
  flight: FlightItem;
  cabin: FlightCabin;
}

export interface FlightOrderDetail extends BookedOrderDetail {
  tripType: 1 | 2 | 3;
  ranges: FlightOrderRange[];
  passengers: FlightOrderPassenger[];
  /** What the user may do now. */
  actions: { cancel: boolean; pay: boolean; refund: boolean; change: boolean; resend: boolean };
}

export interface OrderIdRequest {
  orderId: string;
}

/** Refund and change quotes: 60% refund / 40%→60% change fees with a 50-yuan minimum (SPEC §9). */
export interface RefundQuoteRequest {
  orderId: string;
  /** In applyRefund an empty list means every passenger (or segment) that may still be refunded. */
  psgIds: string[];
  rangeIds: string[];
  /** 1 voluntary (default for the quote), 2 involuntary: no fee (proof required when applying). */
  refundType?: 1 | 2;
}

export interface RefundQuoteData {
  allowed: boolean;
  /** Why not allowed, in the user's language. */
  reason: string;
  /** Per passenger and segment; `tax` (construction fee + fuel surcharge) is returned in full: refund = fare − fee + tax. */
  items: { psgId: string; rangeId: string; fare: number; tax: number; fee: number; refund: number }[];
  totalFee: number;
  totalRefund: number;
}

export interface RefundAddRequest extends RefundQuoteRequest {
  refundReasonVip: string;
  /** 1 voluntary, 2 involuntary (flight change, illness with proof). */
  refundType: 1 | 2;
  refundProveUrl?: string;
}

export interface RefundOrderDetail {
  /** The refund order's own id (an order of type 11002 in the order centre). */
  refundId: string;
  /** The flight order refunded and its number. */
  orderId: string;
  orderNo: string;
  /** The refund order's own number. */
  refundNo: string;
  refundType: 1 | 2;
  /** 'refunding' | 'refunded' | 'cancelled'. */
  status: string;
  reason: string;
  items: RefundQuoteData['items'];
  totalFee: number;
  totalRefund: number;
  createdAt: string;
  timeline: { status: string; at: string; note: string }[];
  canCancel: boolean;
}

export interface ChangeQueryFlightRequest {
  orderId: string;
  rangeId: string;
  depDate: string;
}

export interface ChangeFeeRequest {
  orderId: string;
  rangeId: string;
  /** Every passenger still flying the segment (a segment is changed for all of them). */
  psgIds: string[];
  /** The new fare chosen in tkChangeFlight. */
  fareKey: string;
  /** 1 voluntary (default), 2 involuntary: no change fee, the fare difference still applies. */
  changeType?: 1 | 2;
}

export interface ChangeFeeData {
  items: { psgId: string; changeFee: number; fareDifference: number; total: number }[];
  totalChangeFee: number;
  totalFareDifference: number;
  total: number;
}

export interface ChangeAddRequest extends ChangeFeeRequest {
  changeReason: string;
  /** 1 voluntary, 2 involuntary. */
  changeType: 1 | 2;
}

export interface ChangeOrderDetail {
  /** The change order's own id (an order of type 11003 in the order centre). */
  changeId: string;
  /** The flight order changed and its number. */
  orderId: string;
  orderNo: string;
  /** The change order's own number. */
  changeNo: string;
  changeType: 1 | 2;
  /** 'awaitingPayment' | 'paid' | 'changing' | 'changed' | 'cancelled'. */
  status: string;
  /** What the change costs (change fee + fare difference), yuan. */
  amount: number;
  /** Payment deadline when payment is due (15 minutes), China time; '' otherwise. */
  payDeadline: string;
  reason: string;
  oldRange: FlightOrderRange;
  newRange: FlightOrderRange;
  fee: ChangeFeeData;
  /** The change order's own payment (the difference), when it is due. */
  payOrderId: string;
  createdAt: string;
  timeline: { status: string; at: string; note: string }[];
  canCancel: boolean;
}

/** Flight demand order (SPEC §3: tkNeed). */
export interface FlightNeedRange {
  depCity: string;
  arrCity: string;
  depDate: string;
  /** Earliest and latest departure time, 'HH:mm'. */
  timeFrom?: string;
  timeTo?: string;
}

export interface FlightNeedAddRequest {
  adultNum: number;
  childNum: number;
  babyNum: number;
  cabin: CabinClass;
  /** Yuan per adult. */
  expectBudget: number;
  /** China time by which the booking must be done. */
  expectDeadline: string;
  tkNeedRanges: FlightNeedRange[];
  /** 1 one-way, 2 round trip, 3 multi-city. */
  voyageType: 1 | 2 | 3;
  onlyDirect: 0 | 1;
  linkman: string;
  linkTel: string;
  remark?: string;
}

export interface FlightNeedItem extends FlightNeedAddRequest {
  needId: string;
  needNo: string;
  /** 'pending' | 'processed' | 'cancelled'. */
  status: string;
  createdAt: string;
}

export interface FlightNeedListRequest extends PageQuery {
  status?: string;
}

/** The traveller's flight policy as shown on /tk/policy. */
export interface FlightPolicyData {
  rankName: string;
  cabinClasses: CabinClass[];
  /** Highest allowed discount, percent of full economy. */
  maxDiscount: number;
  advanceDays: number;
  lowestFareWindowMin: number;
  /** Hidden for the company configured to hide the travel standard (SPEC §6). */
  hidden: boolean;
}

export interface AirportBusItem {
  id: string;
  airportCode: string;
  terminal: string;
  line: string;
  route: string;
  firstBus: string;
  lastBus: string;
  /** Yuan. */
  price: number;
}

/** transferCity: hub cities a route can connect through (only those with a connection that day when depDate is given). */
export interface TransferCityRequest {
  depCity: string;
  arrCity: string;
  depDate?: string;
}

export interface TransferCityItem {
  cityCode: string;
  cityName: string;
}

/** checkXyhBmd: three-party-agreement passenger whitelist check of the chosen fares' airlines. */
export interface CheckXyhBmdRequest {
  fareKeys: string[];
  psgList: { psgName: string; idno?: string; documentRef?: string; empId?: string; contactsId?: string }[];
}

export interface CheckXyhBmdData {
  /** True when every passenger may fly on the agreement (always for companies without an agreement). */
  passed: boolean;
  /** Passengers not on the whitelist of an agreement airline. */
  list: { psgName: string; airline: string; reason: string }[];
}

/** cancelPnr (Idempotency-Key): cancels an unpaid or awaiting-submission order and releases its seats. */
export interface CancelPnrRequest extends OrderIdRequest {
  reason?: string;
}

/** scheduleOrder: flight segments of my live orders for the itinerary calendar (default: from now, 90 days). */
export interface ScheduleOrderRequest {
  dateStart?: string;
  dateEnd?: string;
}

export interface ScheduleOrderItem {
  orderId: string;
  orderNo: string;
  orderStatus: string;
  rangeId: string;
  flightNo: string;
  depTime: string;
  arrTime: string;
  dep: AirportRef;
  arr: AirportRef;
}

/** policy/detail: one traveller's flight standard (default: myself; a frequent traveller follows my rank). */
export interface FlightPolicyRequest {
  empId?: string;
  contactsId?: string;
}

/** policy/list: the standards of several travellers (default: myself). */
export interface FlightPolicyListRequest {
  travellers?: TravellerRef[];
}

export interface FlightPolicyItem extends FlightPolicyData {
  empId: string;
  contactsId: string;
  name: string;
}

/** airportBus/query. */
export interface AirportBusRequest {
  airportCode: string;
  terminal?: string;
}

/** queryApTrnInfo / queryApAirlineInfo: an airport's terminals or airline counters. */
export interface AirportInfoRequest {
  threeCode: string;
  terminal?: string;
}

export interface ApTerminalInfo {
  threeCode: string;
  airportName: string;
  terminal: string;
  terminalName: string;
  address: string;
  phone: string;
  /** Airline codes operating from the terminal. */
  airlines: string[];
  services: string[];
}

export interface ApAirlineInfo {
  threeCode: string;
  terminal: string;
  airlineCode: string;
  airlineName: string;
  checkInCounter: string;
  servicePhone: string;
}

/** Airport transport: 1 airport bus, 2 metro, 3 taxi, 4 rail / maglev. */
export type ApTrfType = 1 | 2 | 3 | 4;

export interface ApTrfInfo {
  id: string;
  threeCode: string;
  terminal: string;
  trfType: ApTrfType;
  name: string;
  summary: string;
  firstTime: string;
  lastTime: string;
  /** Yuan; 0 when metered or varying. */
  price: number;
  /** Typical minutes to the city centre. */
  durationMin: number;
}

export interface ApTrfDetail extends ApTrfInfo {
  stops: string[];
  description: string;
  phone: string;
}

/** queryApTrfInfo: an airport's ground transport, optionally of one terminal and type. */
export interface QueryApTrfInfoBody {
  threeCode: string;
  terminal?: string;
  trfType?: ApTrfType;
}

/** queryApTrfDetail. */
export interface QueryApTrfDetailRequest {
  id: string;
}

/** cancelPnr's answer. */
export interface CancelPnrData {
  orderId: string;
  orderStatus: string;
}

// Flight after-sales (refund, change, demand orders) -------------------------------------------------------------

/** A refund or change reason offered to the user; type 2 (involuntary) reasons need proof for a refund. */
export interface AfterSalesReason {
  code: string;
  text: string;
  /** 1 voluntary, 2 involuntary. */
  type: 1 | 2;
  proofRequired: boolean;
}

/** moreRefundInfo: the reasons and the proof rules of the refund screen. */
export interface MoreRefundInfoRequest {
  orderId?: string;
}

export interface MoreRefundInfoData {
  reasons: AfterSalesReason[];
  /** Accepted proof image types (SPEC §5) and their size limit. */
  proofFormats: string[];
  proofMaxMb: number;
  /** The refund rule in the user's language (60% fee up to 2 hours before departure, minimum 50 yuan…). */
  ruleText: string;
}

/** refundAdd's answer. */
export interface RefundAddData {
  refundId: string;
  refundNo: string;
  status: string;
  totalFee: number;
  totalRefund: number;
}

/** refundOrderDetail: a refund by its id, or the latest refund of a flight order (orderId). */
export interface RefundDetailRequest {
  refundId?: string;
  orderId?: string;
}

/** refundCancel (Idempotency-Key): withdraws a refund still being processed. */
export interface RefundCancelRequest {
  refundId: string;
}

/** refundCancel's answer: the refund and its new status. */
export interface RefundCancelData {
  refundId: string;
  status: string;
}

/** applyTkChange: one segment of the order and whether it may be changed now. */
export interface ChangeableRange extends FlightOrderRange {
  changeable: boolean;
  /** Why not, in the user's language ('' when changeable). */
  reason: string;
  /** The passengers still flying the segment: a change covers all of them. */
  psgIds: string[];
}

export interface ApplyTkChangeData {
  orderId: string;
  orderNo: string;
  ranges: ChangeableRange[];
  passengers: { psgId: string; psgName: string; psgType: 1 | 2 | 3; ticketNo: string; ticketStatus: string }[];
  reasons: AfterSalesReason[];
  /** The change rule in the user's language (40% / 60% fee, minimum 50 yuan, plus the fare difference). */
  ruleText: string;
}

/** tkChangeQueryFlight: flights of the segment's route on the new date, each with its fares (same class first). */
export interface ChangeFlightOption {
  /** `lowest` is the cheapest fare of the segment's cabin class when the flight has one. */
  flight: FlightItem;
  cabins: FlightCabin[];
}

export interface ChangeQueryFlightData {
  flights: ChangeFlightOption[];
}

/** tkChangeOrderAdd's answer: pay `payOrderId` at /pay/payment?orderIds=… when it is not ''. */
export interface ChangeAddData {
  changeId: string;
  changeNo: string;
  /** 'awaitingPayment' or, when there was nothing to pay, 'changed'. */
  status: string;
  amount: number;
  payOrderId: string;
  payDeadline: string;
}

/** detail (/flight/order/detail): a change by its id, or the latest change of a flight order (orderId). */
export interface ChangeDetailRequest {
  changeId?: string;
  orderId?: string;
}

/** cancelChangeOrder (Idempotency-Key): cancels a change awaiting payment and gives its new seats back. */
export interface ChangeCancelRequest {
  changeId: string;
}

/** cancelChangeOrder's answer: the change and its new status. */
export interface ChangeCancelData {
  changeId: string;
  status: string;
}

/** tkNeedOrderAdd's answer. */
export interface FlightNeedAddData {
  needId: string;
  needNo: string;
}

export interface FlightNeedIdRequest {
  needId: string;
}

/** need/update: a pending demand order, all fields again. */
export interface FlightNeedUpdateRequest extends FlightNeedAddRequest {
  needId: string;
}
