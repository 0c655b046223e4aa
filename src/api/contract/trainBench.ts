/**
 * Train waitlist ('bench', 候补) orders (SPEC §4 ticket grabbing, §7 /train/hbOrder/*, §9 train; order type 20031).
 * When a seat class that takes waitlist orders (`TrainSeat.isBench`) is sold out, the user prepays the highest price
 * of the classes they would accept (the chosen one plus alternatives of the same route and day) for every passenger;
 * the order then grabs a seat as one frees up. Success gives tickets and returns the difference to the price actually
 * paid; failure (no seat in time, or the latest departure within 3 hours) returns everything (1–7 working days).
 * Amounts are yuan; times China local 'YYYY-MM-DD HH:mm'.
 */
import type { BookNextStep, PriceLine, SeatType, StationRef, TrainItem, TrainPassengerInput } from './train';

/** At most this many seat classes (the chosen one included) per waitlist order. */
export const BENCH_MAX_CANDIDATES = 5;

/** /train/hbOrder/book, sent with an Idempotency-Key. */
export interface BenchBookRequest {
  /** The seat classes the user accepts, first choice first (`TrainSeat.seatKey`, same stations and day). */
  seatKeys: string[];
  /**
   * The latest departure the user accepts, 'YYYY-MM-DD HH:mm' (China time): refused unless it is at least 3 hours
   * away (SPEC §9), and never before the candidates' own departures are considered.
   */
  latestDepTime: string;
  psgList: TrainPassengerInput[];
  linkman: string;
  linkTel: string;
  linkEmail?: string;
  costCenterId?: string;
  projectId?: string;
  remark?: string;
  /** 1 business, 2 private. */
  tripType?: 1 | 2;
}

export interface BenchBookData {
  orderId: string;
  orderNo: string;
  /** The prepayment: the highest candidate price × passengers, yuan. */
  amount: number;
  nextStep: BookNextStep;
  payDeadline: string;
}

/** One accepted seat class of a waitlist order. */
export interface BenchCandidate {
  seq: number;
  train: TrainItem;
  seatType: SeatType;
  seatName: string;
  /** Adult price of the class, yuan. */
  price: number;
  /** This is the class the order got a seat in. */
  secured: boolean;
}

export interface BenchPassenger {
  psgId: string;
  psgName: string;
  psgType: 1 | 2 | 3;
  idType: string;
  /** Masked. */
  idno: string;
  /** Masked 3+4. */
  phoneNumber: string;
  empId: string;
  /** Coach, seat and ticket number once a seat is secured and issued ('' before). */
  coach: string;
  seatNo: string;
  ticketNo: string;
  /** Ticket price once secured, yuan (0 before). */
  price: number;
}

/** Money the order gave back. */
export interface BenchRefund {
  /** 'grabFailed' (everything), 'cancelled' (everything), 'difference' (prepaid minus the ticket price). */
  reason: 'grabFailed' | 'cancelled' | 'difference';
  amount: number;
  /** 'company' (the company account is credited at once) or 'online' (back on the card in 1–7 working days). */
  method: string;
  at: string;
}

/** /train/hbOrder/detail and the answer of trHbOrderCancel. */
export interface BenchOrderDetail {
  orderId: string;
  orderNo: string;
  orderType: number;
  /** awaitingPayment → paid → grabbing → seatSecured → issued; or cancelled / refunded. */
  orderStatus: string;
  from: StationRef;
  to: StationRef;
  depDate: string;
  latestDepTime: string;
  /** When the grab result is known at the latest (payment + 3 minutes, SPEC §9); '' before payment. */
  resultBy: string;
  candidates: BenchCandidate[];
  passengers: BenchPassenger[];
  linkman: string;
  /** Masked 3+4. */
  linkTel: string;
  linkEmail: string;
  costCenterName: string;
  projectName: string;
  remark: string;
  priceLines: PriceLine[];
  /** The prepayment, yuan. */
  amount: number;
  /** What the issued tickets cost, yuan (0 until issued). */
  ticketAmount: number;
  refunds: BenchRefund[];
  paid: boolean;
  payDeadline: string;
  createdAt: string;
  timeline: { status: string; at: string; note: string }[];
  actions: { cancel: boolean; pay: boolean };
}

export interface BenchOrderIdRequest {
  orderId: string;
}

/** /train/hbOrder/list: the caller's waitlist orders (their order scope), newest first. */
export interface BenchListRequest {
  pageNum?: number;
  count?: number;
  /** One order status, or '' for all. */
  status?: string;
}

export interface BenchListItem {
  orderId: string;
  orderNo: string;
  orderType: number;
  orderStatus: string;
  fromName: string;
  toName: string;
  depDate: string;
  latestDepTime: string;
  trainCodes: string[];
  amount: number;
  travellerNames: string[];
  createdAt: string;
}
