/** Insurance (SPEC §7 Insurance; §3 insurance product). */
import { request } from './transport';
import { type Answer, type Obj, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';

export const getBxcpList = (body: Obj = {}): Answer => request('/obt/bx/getBxcpList', body);
export const getBxcpListBySinga = (body: Obj): Answer => request('/obt/bx/getBxcpListBySinga', body);
export const getBxcpById = (body: { bxid: string }): Answer => request('/obt/bx/getBxcpById', body);
export const getBxOrder = (body: Obj): Answer => request('/obt/bx/getBxOrder', body);
export const bookBx = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/bx/bookBx', body, write(idempotencyKey));
export const getBxOrderListByGlddId = (body: Obj): Answer => request('/obt/bx/getBxOrderListByGlddId', body);
/** Policy document download link. */
export const bdDownload = (body: Obj): Answer => request('/obt/bx/bdDownload', body);

// Stand-alone insurance orders and refunds
export const bookDp = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/bx/order/bookDp', body, write(idempotencyKey));
export const bxOrderDetail = (body: Obj): Answer => request('/obt/bx/order/detail', body);
export const bxOrderCancel = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/bx/order/cancel', body, write(idempotencyKey));
export const bxRefundApply = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/bx/refund/apply', body, write(idempotencyKey));
export const bxRefundDetail = (body: Obj): Answer => request('/obt/bx/refund/detail', body);
