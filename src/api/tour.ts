/** Tours and travel packages (SPEC §7 Tour). */
import { request } from './transport';
import { type Answer, type Obj, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';

export const tourList = (body: Obj = {}): Answer => request('/obt/tour/gn/shopping/tourList', body);
export const tourDetail = (body: Obj): Answer => request('/obt/tour/gn/shopping/tourDetail', body);
/** Travel-policy match. */
export const tourMatchClzc = (body: Obj): Answer => request('/obt/tour/gn/shopping/matchClzc', body);
/** Service-fee match. */
export const matchFwf = (body: Obj): Answer => request('/obt/tour/gn/shopping/matchFwf', body);
export const tourBook = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/tour/gn/order/book', body, write(idempotencyKey));
export const tourOrderDetail = (body: Obj): Answer => request('/obt/tour/gn/order/detail', body);
