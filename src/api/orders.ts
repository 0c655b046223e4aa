/** Order centre (SPEC §7 Common: orders, other orders, order lookup by number). */
import { request } from './transport';
import { type Answer, type Obj, QUIET, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';
import type { PageData } from './contract/envelope';
import type {
  OrderCancelData,
  OrderCancelRequest,
  OrderCommonDetail,
  OrderIdBody,
  OrderListItem,
  OrderListRequest,
  OrderPageData,
  ScheduleHistoryRequest,
  ScheduleListItem,
  ScheduleListRequest,
} from './contract/orders';
import type { BadgeCounts } from './contract/common';

export const totalOrderList = (body: Obj = {}): Answer => request('/obt/totalOrderList', body);
/** Order centre list (newest first); page 1 answers the `createdBefore` anchor later pages send back. */
export const allOrderList = (body: OrderListRequest = {}): Answer<OrderPageData, OrderListItem> =>
  request('/obt/allOrderList', body);
/** The fields every order shares, with its timeline (generic read-only detail). */
export const orderDetail = (body: OrderIdBody): Answer<OrderCommonDetail> => request('/obt/order/detail', body);
/** Cancel before payment with a reason, for products without a cancel call of their own (flights: cancelPnr). */
export const orderCancel = (
  body: OrderCancelRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<OrderCancelData> => request('/obt/order/cancel', body, write(idempotencyKey));
/** Itinerary calendar: my trips across products (default today + 90 days). */
export const scheduleList = (body: ScheduleListRequest = {}): Answer<undefined, ScheduleListItem> =>
  request('/obt/order/scheduleList', body);
/** My past trips, newest first. */
export const scheduleHistory = (body: ScheduleHistoryRequest = {}): Answer<PageData, ScheduleListItem> =>
  request('/obt/order/scheduleHistory', body);
/** Badge counts (background). */
export const totalCount = (body: Obj = {}): Answer<BadgeCounts> => request('/obt/totalCount', body, QUIET);
/** Approval progress of an order. */
export const vipOrderAppProgress = (body: Obj): Answer => request('/obt/vipOrderAppProgress', body);
export const getVipTgyy = (body: Obj = {}): Answer => request('/obt/getVipTgyy', body);
export const findProductOrder = (body: Obj): Answer => request('/obt/findProductOrder', body);

// Other orders
export const otherOrderList = (body: OrderListRequest = {}): Answer<OrderPageData, OrderListItem> =>
  request('/obt/otherOrder/list', body);
export const otherOrderDetail = (body: OrderIdBody): Answer<OrderCommonDetail> =>
  request('/obt/otherOrder/detail', body);
export const otherOrderCancel = (
  body: OrderCancelRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<OrderCancelData> => request('/obt/otherOrder/cancel', body, write(idempotencyKey));

/** SPEC §7 fixed values of the order lookup by number (payment). */
export const ORDER_LOOKUP = {
  dateStart: '2000-01-01',
  dateEnd: '2099-01-01',
  pageNum: 1,
  count: 20,
  findType: 2,
} as const;

/**
 * Order lookup by number for payment: the order-centre list with the SPEC §7 fixed values.
 * An empty `list` means no order was found (SPEC §8 client message).
 */
export const orderLookupByNumber = (orderNo: string): Answer<OrderPageData, OrderListItem> =>
  request('/obt/allOrderList', { ...ORDER_LOOKUP, orderNo });
