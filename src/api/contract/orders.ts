/** Order-centre list (SPEC §3 order item and order-list filters, §7 allOrderList). */
import type { PageQuery } from './envelope';
import type { OrderStatusGroup } from '../../domain/orderStatus';

/** 1 only mine, 2 my department, 3 whole company; capped by the employee's bookRange (SPEC §6). */
export type FindScope = 1 | 2 | 3;

/** Order-centre tabs group states, not products (ARCHITECTURE §13); the vocabulary is src/domain/orderStatus. */
export type { OrderStatusGroup };

export interface OrderListRequest extends PageQuery, OrderListFilters {
  /** 1 booking date (default), 2 travel date. */
  dateType?: 1 | 2;
  /** China calendar dates 'YYYY-MM-DD'; default the last 30 days. */
  dateStart?: string;
  dateEnd?: string;
  findScope?: FindScope;
  statusGroup?: OrderStatusGroup;
  /** Filter by order type code (SPEC §9), optional. */
  orderType?: number;
  /** Order number, exact match, optional. */
  orderNo?: string;
}

/** One row of allOrderList. Amount in yuan (≤ 2 decimals); times in China time 'YYYY-MM-DD HH:mm:ss'. */
export interface OrderListItem {
  id: string;
  orderNo: string;
  orderType: number;
  productType: number;
  orderStatus: string;
  statusGroup: OrderStatusGroup;
  transferFlag: 0 | 1;
  isShowGuarantee: 0 | 1;
  title: string;
  travelDate: string;
  travellerNames: string[];
  bookerName: string;
  amount: number;
  createdAt: string;
  /** The violation reason given at booking ('' when the booking kept to the travel standard); for /violateList. */
  violationReason?: string;
}

/** Product filter of the order centre: each group is a set of order types (SPEC §9 order types). */
export const PRODUCT_GROUPS = {
  flight: [11001, 11002, 11003, 11004, 11005, 11006],
  hotel: [11007, 11008],
  train: [11009, 11010, 11011, 20031],
  car: [11018, 10906],
  insurance: [11015, 11027],
  visa: [11023],
  service: [11028, 11029, 11030, 11031],
  travel: [11032],
  other: [11097],
} as const;

export type ProductGroup = keyof typeof PRODUCT_GROUPS;

/** allOrderList filters added by the order centre (merged into {@link OrderListRequest}). */
export interface OrderListFilters {
  /** Product filter (order-type group). */
  productGroup?: ProductGroup;
  /** Order number (exact) or traveller name (contains). */
  keyword?: string;
  /**
   * Paging anchor: rows created at or before this epoch ms only. Page 1 answers it in `data.createdBefore`; later
   * pages send it back so orders created meanwhile neither repeat nor push rows onto the next page.
   */
  createdBefore?: number;
  /**
   * 1: only bookings that violated the travel standard (or a trip request's budget), i.e. with a violation reason
   * (/violateList; SPEC §2). The rows carry `violationReason`. Without dateStart the range is the last 365 days.
   */
  violated?: 0 | 1;
}

/** allOrderList `data`: the paging fields plus the anchor of page 1. */
export interface OrderPageData {
  total: number;
  pageNum: number;
  count: number;
  createdBefore: number;
}

/** order/detail and order/cancel take an order id. */
export interface OrderIdBody {
  orderId: string;
}

/** order/cancel (every product without its own cancel call): the reason is required (SPEC §5). */
export interface OrderCancelRequest {
  orderId: string;
  reason: string;
}

export interface OrderCancelData {
  orderId: string;
  orderStatus: string;
}

/** One timeline row of an order (oldest first); `at` in China time. */
export interface OrderEventItem {
  fromStatus: string;
  toStatus: string;
  note: string;
  at: string;
}

/** order/detail: the fields every product shares (generic read-only detail), within the booking scope. */
export interface OrderCommonDetail {
  id: string;
  orderNo: string;
  orderType: number;
  orderStatus: string;
  statusGroup: OrderStatusGroup;
  title: string;
  travelDate: string;
  amount: number;
  bookerName: string;
  travellerNames: string[];
  linkMan: string;
  linkTel: string;
  remark: string;
  createdAt: string;
  /** Cancellable through order/cancel now. */
  canCancel: boolean;
  events: OrderEventItem[];
}

/** order/scheduleList: my trips between two China dates (default today + 90 days). */
export interface ScheduleListRequest {
  dateStart?: string;
  dateEnd?: string;
}

/** One trip of the itinerary calendar, whatever the product. */
export interface ScheduleListItem {
  orderId: string;
  orderNo: string;
  orderType: number;
  orderStatus: string;
  /** China date of the trip 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:mm' or '' when the product has no time. */
  time: string;
  title: string;
  subtitle: string;
}

/** order/scheduleHistory: my past trips, newest first. */
export type ScheduleHistoryRequest = PageQuery;

/** One line of an order's price (every product's order detail shows them). */
export interface PriceLine {
  /** 'fare' | 'tax' | 'insurance' | 'serviceFee' | 'changeFee' | 'refundFee' | 'fareDifference'. */
  kind: string;
  label: string;
  /** Per unit and count, yuan. */
  unitPrice: number;
  count: number;
  amount: number;
}

/**
 * What every booked product order's detail answers (flights, trains…): the order, its contact and booking-form
 * facts, the trip request, violations, money, status history and its refund and change sub-orders. A product's
 * detail extends it with its segments, passengers and actions.
 */
export interface BookedOrderDetail {
  orderId: string;
  orderNo: string;
  orderType: number;
  orderStatus: string;
  linkman: string;
  linkTel: string;
  linkEmail: string;
  costCenterName: string;
  projectName: string;
  violationReason: string;
  remark: string;
  /** The trip application (and its route) the order was booked through; '' when none. */
  ccsqdId?: string;
  ccsqdNo?: string;
  routeId?: string;
  /** Violation items with their reasons: policy codes and `overBudget` (approval subject). */
  violations?: { item: string; reason: string }[];
  priceLines: PriceLine[];
  amount: number;
  paid: boolean;
  payDeadline: string;
  createdAt: string;
  /** Status history, oldest first. */
  timeline: { status: string; at: string; note: string }[];
  /** Related refund and change orders. */
  refunds: { refundId: string; status: string; amount: number }[];
  changes: { changeId: string; status: string; amount: number }[];
}

/** What happens after booking: pay now, send for approval, or wait for approval submission. */
export type BookNextStep = 'pay' | 'approval' | 'awaitingSubmission';
