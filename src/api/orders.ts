/** Order centre (SPEC §7 Common: orders, other orders, order lookup by number). */
import { request } from './transport';
import { type Answer, type Obj, QUIET, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';
import type { PageData } from './contract/envelope';
import type { OrderListItem, OrderListRequest } from './contract/orders';
import type { BadgeCounts } from './contract/common';

export const totalOrderList = (body: Obj = {}): Answer => request('/obt/totalOrderList', body);
/** Order centre list (newest first). */
export const allOrderList = (body: OrderListRequest = {}): Answer<PageData, OrderListItem> =>
  request('/obt/allOrderList', body);
/** Badge counts (background). */
export const totalCount = (body: Obj = {}): Answer<BadgeCounts> => request('/obt/totalCount', body, QUIET);
/** Approval progress of an order. */
export const vipOrderAppProgress = (body: Obj): Answer => request('/obt/vipOrderAppProgress', body);
export const getVipTgyy = (body: Obj = {}): Answer => request('/obt/getVipTgyy', body);
export const findProductOrder = (body: Obj): Answer => request('/obt/findProductOrder', body);

// Other orders
export const otherOrderList = (body: Obj = {}): Answer => request('/obt/otherOrder/list', body);
export const otherOrderDetail = (body: Obj): Answer => request('/obt/otherOrder/detail', body);
export const otherOrderCancel = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/otherOrder/cancel', body, write(idempotencyKey));

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
export const orderLookupByNumber = (orderNo: string): Answer<PageData, OrderListItem> =>
  request('/obt/allOrderList', { ...ORDER_LOOKUP, orderNo });
