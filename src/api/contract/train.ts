/**
 * Trains: search, policy, booking and the train order (SPEC §3 train seat and train, §4 train sale, §7 Train).
 * Amounts are yuan numbers with at most two decimals (arithmetic in fen on both sides); times are China local
 * time 'YYYY-MM-DD HH:mm'. After-sales, rail account and waitlist shapes live in trainAfterSales.ts,
 * trainAccount.ts and trainBench.ts.
 */
import type { BookingCommonFields, PolicyMatch, TravellerInput } from './booking';
import type { BookNextStep, BookedOrderDetail, PriceLine } from './orders';

export type { BookNextStep, PriceLine };

/**
 * Seat class codes as the national rail operator writes them, in the order of SPEC §9's seat names:
 * no seat, hard seat, soft seat, hard sleeper, soft sleeper, deluxe soft sleeper, business, second class,
 * first class, bullet sleeper, special class, first sleeper, second sleeper, deluxe bullet sleeper,
 * preferred first class. Names come from the dictionaries (src/domain/train/seats.ts).
 */
export type SeatType = 'WZ' | '1' | '2' | '3' | '4' | '6' | '9' | 'O' | 'M' | 'F' | 'P' | 'I' | 'J' | 'A' | 'D';

/** Train type letter: G high-speed, C intercity, D bullet, Z direct, T express, K fast. */
export type TrainType = 'G' | 'C' | 'D' | 'Z' | 'T' | 'K';

export interface StationRef {
  /** Telegraph code, e.g. VNP (Beijing South). */
  code: string;
  name: string;
  cityCode: string;
  cityName: string;
}

/** One seat class of a train (SPEC §3 train seat). `seatKey` identifies it in every later call. */
export interface TrainSeat {
  /** `${trainId}|${seatType}`: stable for the day. */
  seatKey: string;
  seatType: SeatType;
  seatName: string;
  /** Adult ticket price, yuan. */
  price: number;
  /** Seats left; 0 reads 'no tickets' (SPEC §4). Capped at 99 ('99+' is not shown as an exact number). */
  seatCount: number;
  /** Percent of the full price (100 = full). */
  seatDiscount: number;
  /**
   * Policy flag (SPEC §3 wb): 0 within the travel standard, 1 above it (bookable with a violation reason),
   * 2 above it and the company forbids booking. A seat is bookable only with seatCount > 0 and wb ≠ 2.
   */
  wb: 0 | 1 | 2;
  /**
   * The class takes waitlist ('bench', 候补) orders when sold out: a bench order (type 20031, /train/hbOrder/book,
   * screens /tr/trBench*) waits for a seat to free up and grabs it.
   */
  isBench: boolean;
  /** Violations behind wb 1 or 2 (empty when wb is 0). */
  policy?: PolicyMatch;
}

/** One train between two stations on a day (SPEC §3 train). `trainId` identifies it in later calls. */
export interface TrainItem {
  /** `${trainCode}_${depDate}_${fromCode}_${toCode}`. */
  trainId: string;
  trainCode: string;
  trainType: TrainType;
  /** Where the train starts and ends its whole run (SPEC §3 start and end station names). */
  startStationName: string;
  endStationName: string;
  from: StationRef;
  to: StationRef;
  depTime: string;
  arrTime: string;
  /** 'HH:mm' travel time; begins with '99' when sales are suspended (SPEC §4). */
  runTime: string;
  runMinutes: number;
  /** Days the arrival is after the departure. */
  arriveDays: number;
  /** 'reservable' when on sale (SPEC §4); otherwise the time sales open, 'YYYY-MM-DD HH:mm', or 'stopped'. */
  saleDateTime: string;
  /** Identity card can be used as the ticket (shown as a badge). */
  idCardTicket: boolean;
  seats: TrainSeat[];
}

export interface TravellerRef {
  empId?: string;
  contactsId?: string;
}

/** trSearch (SPEC §7): stations, date, minRank, tripType, ccsqdId, routeId. */
export interface TrSearchRequest {
  /** Station or city code: a city code searches every station of the city. */
  fromStation: string;
  toStation: string;
  /** 'YYYY-MM-DD', China time. */
  date: string;
  /** The lowest rank among the selected travellers (policy matching). */
  minRank?: string;
  /** 1 business (policy applies), 2 private. */
  tripType?: 1 | 2;
  ccsqdId?: string;
  routeId?: string;
  /** The travellers chosen before searching; policy badges are computed for them. */
  travellers?: TravellerRef[];
}

export interface TrSearchData {
  trains: TrainItem[];
  /** When set, the list shows it in the 'prompt' dialog (SPEC §8 train list failures). */
  tips: string;
}

/** queryTrNumber: the stops of a train on a day (trDetail). */
export interface TrainStopsRequest {
  trainCode: string;
  date: string;
}

export interface TrainStop {
  seq: number;
  stationCode: string;
  stationName: string;
  /** 'HH:mm'; '' at the first stop. */
  arrTime: string;
  /** 'HH:mm'; '' at the last stop. */
  depTime: string;
  stayMin: number;
  /** Days after the train's first departure. */
  dayOffset: number;
}

export interface TrainStopsData {
  trainCode: string;
  stops: TrainStop[];
}

/** trSearchTransfer: connections through another station (company parameter 11603006). */
export interface TrSearchTransferRequest {
  fromStation: string;
  toStation: string;
  date: string;
  travellers?: TravellerRef[];
}

export interface TransferPlan {
  transferId: string;
  legs: [TrainItem, TrainItem];
  /** The station changed at (the two legs may use two stations of one city). */
  transferStation: string;
  sameStation: boolean;
  waitMinutes: number;
  totalMinutes: number;
  /** Cheapest bookable price of the two legs together, yuan. */
  lowestPrice: number;
}

export interface TrSearchTransferData {
  plans: TransferPlan[];
}

/** trSearchTransferPrice: the price of a chosen seat on each leg. */
export interface TrSearchTransferPriceRequest {
  transferId: string;
  seatKeys: [string, string];
}

export interface TrSearchTransferPriceData {
  seats: [TrainSeat, TrainSeat];
  total: number;
}

/** clzcIsWb / trBookMatchClzc / matchClzc4Transfer: policy of seats for travellers. */
export interface TrainPolicyRequest {
  seatKeys: string[];
  travellers: TravellerRef[];
  tripType?: 1 | 2;
}

export interface TrainPolicyData {
  /** Per seat key, for the strictest traveller. */
  results: { seatKey: string; wb: 0 | 1 | 2; policy: PolicyMatch }[];
  /** The company blocks booking above the standard (wb 2). */
  mustComply: boolean;
}

/** A passenger as trEdit sends it: the shared traveller plus the rail side. */
export interface TrainPassengerInput extends TravellerInput {
  /** Rail frequent-traveller id in the rail account (required when booking with a rail account). */
  clkId?: string;
  /** SPEC §9 child height band for a child: 'adult' (over 1.5 m), 'child' (1.2–1.5 m), 'free' (under 1.2 m). */
  heightBand?: 'adult' | 'child' | 'free';
}

/** trBookOrder (and bookTransfer with two seat keys). Sent with an Idempotency-Key. */
export interface TrainBookRequest extends BookingCommonFields {
  /** One seat per leg: one for a direct train, two for a transfer. */
  seatKeys: string[];
  psgList: TrainPassengerInput[];
  linkman: string;
  linkTel: string;
  linkEmail?: string;
  /** Book with this rail-operator account (its passengers must be in its frequent-traveller list). */
  railAccountId?: string;
  /** Preferred seat letters ('A'…'F') or berths ('lower' | 'middle' | 'upper'); best effort. */
  seatPreference?: string[];
  /** Accept a no-seat ticket when the class sells out while booking. */
  acceptNoSeat?: boolean;
  insurance?: { psgIndex: number; bxid: string }[];
  /** 1 business, 2 private. */
  tripType?: 1 | 2;
}

export interface TrainBookData {
  orderId: string;
  orderNo: string;
  amount: number;
  nextStep: BookNextStep;
  payDeadline: string;
  /** 1 for a transfer order (opens /tr/trSferOrderDetail). */
  transferFlag: 0 | 1;
}

/** validOrder: the checks before trBookOrder, in the order the server runs them. */
export interface ValidOrderRequest {
  seatKeys: string[];
  psgList: TrainPassengerInput[];
  railAccountId?: string;
  /** The adult prices the user saw, yuan, per seat key: a different price today answers 'priceChanged'. */
  prices?: number[];
}

export interface ValidOrderData {
  valid: boolean;
  /**
   * '' when valid; 'maintenance' (outside 05:00–23:59), 'outOfRange', 'departed', 'soldOut', 'notReservable',
   * 'seatsInsufficient', 'priceChanged', 'railVerify' (account needs SMS or face check), 'notInRailList',
   * 'identity' (SPEC §8 identity check), 'sharedPhone'.
   */
  reason: string;
  /** The message to show, in the user's language. */
  message: string;
  /** With 'priceChanged': the seats at today's price. */
  seats?: TrainSeat[];
  /** With 'railVerify': how the account must be verified. */
  verifyMode?: 'sms' | 'face';
}

export interface TrainOrderLeg {
  legId: string;
  seq: number;
  train: TrainItem;
  seatType: SeatType;
  seatName: string;
  /** Adult price of the seat as sold, yuan. */
  price: number;
}

/** A passenger's ticket on one leg. */
export interface TrainTicket {
  legId: string;
  /** Coach and seat ('05', '12F' / '08', '11 lower'); '' until ticketed. */
  coach: string;
  seatNo: string;
  ticketNo: string;
  /** '' | 'ticketing' | 'issued' | 'refunding' | 'refunded' | 'changing' | 'changed'. */
  ticketStatus: string;
  price: number;
  /** Printed paper ticket: refundable only at the station (SPEC §5). */
  paperTicket: boolean;
}

export interface TrainOrderPassenger {
  psgId: string;
  psgName: string;
  psgType: 1 | 2 | 3;
  idType: string;
  /** Masked. */
  idno: string;
  /** Masked 3+4. */
  phoneNumber: string;
  empId: string;
  tickets: TrainTicket[];
  insurance: { bxid: string; bxmc: string; price: number }[];
}

/** trOrderDetail and trainSferOrderDetail (transferFlag 1). */
export interface TrainOrderDetail extends BookedOrderDetail {
  transferFlag: 0 | 1;
  legs: TrainOrderLeg[];
  passengers: TrainOrderPassenger[];
  /** The rail account booked with (masked), '' when none. */
  railAccount: string;
  actions: { cancel: boolean; pay: boolean; refund: boolean; change: boolean };
}

export interface TrainOrderIdRequest {
  orderId: string;
}

/** isTrainSferOrder: whether an order is a transfer (opens /tr/trSferOrderDetail). */
export interface TrainTransferFlagData {
  orderId: string;
  transferFlag: 0 | 1;
}

/** queryNoPay4Param: one of the caller's unpaid train orders (rows in `list`, newest first). */
export interface TrainUnpaidOrder {
  orderId: string;
  orderNo: string;
  orderType: number;
  title: string;
  amount: number;
  travelDate: string;
  payDeadline: string;
  transferFlag: 0 | 1;
}
