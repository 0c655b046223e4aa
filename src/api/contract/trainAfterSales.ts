/**
 * Train after-sales: refunds (order type 11010) and changes (11011) of a train order (SPEC §5 train: at least 4 hours
 * before departure, printed paper tickets refunded only at the station; §7 Train order reads, actions and writes;
 * §9 train). Amounts are yuan numbers with at most two decimals (fen on both sides for arithmetic); times are China
 * local time 'YYYY-MM-DD HH:mm'. Fees follow the national rail operator's rule (src/domain/train/fees.ts).
 */
import type { SeatType, TrainItem } from './train';

/** Why a ticket cannot be refunded or changed online now ('' when it can). */
export type TicketRefusalCode = '' | 'leadTime' | 'paperTicket' | 'notIssued';

/** A passenger's ticket as the apply screens list it. */
export interface AfterSalesTicket {
  /** The ticket's id: what refunds and changes name. */
  ticketId: string;
  legId: string;
  psgName: string;
  psgType: 1 | 2 | 3;
  trainCode: string;
  fromStation: string;
  fromName: string;
  toStation: string;
  toName: string;
  /** 'YYYY-MM-DD HH:mm'. */
  depTime: string;
  arrTime: string;
  seatType: SeatType;
  seatName: string;
  coach: string;
  seatNo: string;
  ticketNo: string;
  price: number;
  ticketStatus: string;
  paperTicket: boolean;
  /** May be refunded (applyTrRefund) or changed (applyTrChange) now. */
  allowed: boolean;
  reason: TicketRefusalCode;
  /** The reason in the reader's language ('' when allowed). */
  reasonText: string;
}

/** applyTrRefund / applyTrChange (GET): `{ orderId }`. */
export interface TrainAfterSalesQuery {
  orderId: string;
}

/** applyTrRefund: which tickets may be refunded now and why the others may not. */
export interface ApplyTrRefundData {
  orderId: string;
  orderNo: string;
  tickets: AfterSalesTicket[];
  /** A refund or change of the order is already in progress (one at a time). */
  busy: boolean;
  /** The refund fee rule and the 4-hour and paper-ticket rules, in the reader's language. */
  ruleText: string;
}

/** applyTrChange: which tickets may be changed now, and where the new train may be searched. */
export interface ApplyTrChangeData {
  orderId: string;
  orderNo: string;
  tickets: AfterSalesTicket[];
  busy: boolean;
  ruleText: string;
  /** The route of each leg, for trSearch (the new train runs the same route). */
  legs: { legId: string; fromStation: string; toStation: string; fromName: string; toName: string; depDate: string }[];
}

/** orderFeeExpect: the money of refunding, or of changing to `seatKey`, the chosen tickets. */
export interface OrderFeeExpectRequest {
  orderId: string;
  /** 1 refund, 2 change. */
  kind: 1 | 2;
  ticketIds: string[];
  /** With kind 2: the new seat (seatKey from trSearch, a later train of the same route). */
  seatKey?: string;
}

export interface FeeExpectLine {
  ticketId: string;
  psgName: string;
  price: number;
  /** With a change: the new seat's price. */
  newPrice: number;
  /** Refund fee rate applied, percent. */
  percent: number;
  fee: number;
  /** Money back. */
  refund: number;
  /** To pay (a dearer new seat). */
  pay: number;
}

export interface OrderFeeExpectData {
  kind: 1 | 2;
  lines: FeeExpectLine[];
  totalFee: number;
  totalRefund: number;
  totalPay: number;
}

/** saveTrRefund (with an Idempotency-Key). */
export interface SaveTrRefundRequest {
  orderId: string;
  ticketIds: string[];
  reason: string;
}

export interface SaveTrRefundData {
  refundId: string;
  refundNo: string;
  status: string;
  totalFee: number;
  totalRefund: number;
}

/** A refund or change of an order, as lists show them. */
export interface AfterSalesSummary {
  id: string;
  orderNo: string;
  status: string;
  amount: number;
  createdAt: string;
}

/** findTrRefundOrderByIds (GET): the refunds of a train order. */
export interface FindTrRefundOrdersQuery {
  orderId: string;
}

/** trRefundDetail / trChangeOrderDetail (GET): the sub-order's id, or an order id as the order centre opens it. */
export interface TrainSubOrderQuery {
  /** The refund's or change's order id. */
  orderId?: string;
  refundId?: string;
  changeId?: string;
}

export interface TimelineRow {
  status: string;
  at: string;
  note: string;
}

export interface TrainRefundItem {
  ticketId: string;
  psgName: string;
  trainCode: string;
  fromName: string;
  toName: string;
  depTime: string;
  seatName: string;
  coach: string;
  seatNo: string;
  price: number;
  percent: number;
  fee: number;
  refund: number;
}

export interface TrainRefundDetail {
  refundId: string;
  refundNo: string;
  orderId: string;
  orderNo: string;
  /** 'refunding' | 'refunded' | 'cancelled'. */
  status: string;
  reason: string;
  items: TrainRefundItem[];
  totalFee: number;
  totalRefund: number;
  /** Where the money goes back: 'company' account or 'online' payment ('' until returned). */
  returnedTo: string;
  returnedAt: string;
  createdAt: string;
  timeline: TimelineRow[];
  canCancel: boolean;
}

/** cancelTrRefund / confirmTrChangeOrder / cancelTrChangeOrder (GET, with an Idempotency-Key). */
export interface TrainRefundIdQuery {
  refundId: string;
}

export interface TrainChangeIdQuery {
  changeId: string;
}

/** trChangeOrderAdd (with an Idempotency-Key): the chosen passengers' tickets onto a new seat. */
export interface TrChangeOrderAddRequest {
  orderId: string;
  ticketIds: string[];
  seatKey: string;
  reason: string;
}

export interface TrChangeOrderAddData {
  changeId: string;
  changeNo: string;
  /** 'seatSecured': the new seat is held until confirmed (confirmTrChangeOrder) or cancelled. */
  status: string;
  /** To pay (dearer seat) and money back (cheaper seat, less the fee). */
  totalPay: number;
  totalFee: number;
  totalRefund: number;
  /** Until when the held seat waits for confirmation. */
  holdDeadline: string;
}

export interface ConfirmTrChangeData {
  changeId: string;
  /** 'awaitingPayment' (pay `payOrderId` at the cashier) or 'changing' (the new tickets follow). */
  status: string;
  payOrderId: string;
  payAmount: number;
  payDeadline: string;
}

export interface TrainChangeItem {
  ticketId: string;
  psgName: string;
  oldPrice: number;
  newPrice: number;
  fee: number;
  refund: number;
  pay: number;
  oldCoach: string;
  oldSeatNo: string;
  newCoach: string;
  newSeatNo: string;
  newTicketNo: string;
}

export interface TrainChangeDetail {
  changeId: string;
  changeNo: string;
  orderId: string;
  orderNo: string;
  /** 'seatSecured' | 'awaitingPayment' | 'paid' | 'changing' | 'changed' | 'cancelled'. */
  status: string;
  reason: string;
  oldTrain: TrainItem;
  newTrain: TrainItem;
  oldSeatName: string;
  newSeatType: SeatType;
  newSeatName: string;
  items: TrainChangeItem[];
  totalPay: number;
  totalFee: number;
  totalRefund: number;
  /** With 'awaitingPayment': the order to pay at the cashier and until when. */
  payOrderId: string;
  payDeadline: string;
  holdDeadline: string;
  createdAt: string;
  timeline: TimelineRow[];
  canConfirm: boolean;
  canCancel: boolean;
}

/** Result of cancelling a refund or change. */
export interface AfterSalesCancelData {
  id: string;
  status: string;
}
