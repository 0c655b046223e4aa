/**
 * Domestic flights (SPEC §3 flight order, §7 Flights). Amounts are yuan numbers with at most two decimals
 * (ARCHITECTURE §13: arithmetic happens in fen on both sides); times are China local time 'YYYY-MM-DD HH:mm'.
 */
import type { PageQuery } from './envelope';
import type { PolicyMatch, TravellerInput } from './booking';

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
  /** Percent of the full economy fare (100 = full fare; 45 = the '4.5 折' shown to users). */
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
export interface FlightBookRequest {
  /** One fare per segment: one-way 1, round trip 2 (outbound, return), connection 2. */
  fareKeys: string[];
  /** 1 one-way, 2 round trip, 3 connection. */
  tripType: 1 | 2 | 3;
  psgList: TravellerInput[];
  linkman: string;
  linkTel: string;
  linkEmail?: string;
  costCenterId?: string;
  projectId?: string;
  /** Violation reason when a fare breaks the policy (vipWbyy id or typed text). */
  violationReasonId?: string;
  violationReasonText?: string;
  /** Insurance per passenger (index into psgList) and product. */
  insurance?: { psgIndex: number; bxid: string }[];
  /** Itinerary delivery: 0 none, 1 e-mail, 2 post. */
  sendMode?: 0 | 1 | 2;
  reciPient?: string;
  reciPhone?: string;
  reciAddr?: string;
  remark?: string;
  /** Booking against a trip application (SPEC §4). */
  ccsqdId?: string;
  /** The same trip was already booked and the user chose to continue (checkSameOrder). */
  confirmDuplicate?: boolean;
  orderFrom?: string;
}

/** What happens after booking: pay now, send for approval, or wait for approval submission. */
export type BookNextStep = 'pay' | 'approval' | 'awaitingSubmission';

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

export interface PriceLine {
  /** 'fare' | 'tax' | 'insurance' | 'serviceFee' | 'changeFee' | 'refundFee' | 'fareDifference'. */
  kind: string;
  label: string;
  /** Per unit and count, yuan. */
  unitPrice: number;
  count: number;
  amount: number;
}

export interface FlightOrderDetail {
  orderId: string;
  orderNo: string;
  orderType: number;
  orderStatus: string;
  tripType: 1 | 2 | 3;
  ranges: FlightOrderRange[];
  passengers: FlightOrderPassenger[];
  linkman: string;
  linkTel: string;
  linkEmail: string;
  costCenterName: string;
  projectName: string;
  violationReason: string;
  remark: string;
  priceLines: PriceLine[];
  amount: number;
  paid: boolean;
  payDeadline: string;
  createdAt: string;
  /** Status history, oldest first. */
  timeline: { status: string; at: string; note: string }[];
  /** What the user may do now. */
  actions: { cancel: boolean; pay: boolean; refund: boolean; change: boolean; resend: boolean };
  /** Related refund and change orders. */
  refunds: { refundId: string; status: string; amount: number }[];
  changes: { changeId: string; status: string; amount: number }[];
}

export interface OrderIdRequest {
  orderId: string;
}

/** Refund and change quotes: 60% refund / 40%→60% change fees with a 50-yuan minimum (SPEC §9). */
export interface RefundQuoteRequest {
  orderId: string;
  psgIds: string[];
  rangeIds: string[];
}

export interface RefundQuoteData {
  allowed: boolean;
  /** Why not allowed, in the user's language. */
  reason: string;
  items: { psgId: string; rangeId: string; fare: number; fee: number; refund: number }[];
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
  refundId: string;
  orderId: string;
  orderNo: string;
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
  psgIds: string[];
  /** The new fare chosen in tkChangeFlight. */
  fareKey: string;
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
  changeId: string;
  orderId: string;
  orderNo: string;
  status: string;
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
