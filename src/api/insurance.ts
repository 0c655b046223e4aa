/** Insurance (SPEC §7 Insurance; §3 insurance product). */
import { request } from './transport';
import { type Answer, type Obj, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';
import type { CplxRequest, InsuranceByIdRequest, InsuranceProduct } from './contract/booking';

/** Insurance add-ons of a product (cplx, e.g. '10901'; rows in `list`). */
export const getBxcpList = (body: CplxRequest): Answer<Obj, InsuranceProduct> => request('/obt/bx/getBxcpList', body);
export const getBxcpListBySinga = (body: Obj): Answer => request('/obt/bx/getBxcpListBySinga', body);
/** One product with its details and terms. */
export const getBxcpById = (body: InsuranceByIdRequest): Answer<InsuranceProduct> =>
  request('/obt/bx/getBxcpById', body);
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
