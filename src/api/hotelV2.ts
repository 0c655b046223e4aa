/** Domestic hotels, version 2 (SPEC §7 Hotel, version 2; default version per SPEC §6). */
import { request } from './transport';
import { type Answer, type Obj, PUBLIC, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';

export const hotelV2List = (body: Obj): Answer => request('/obt/hotel/gn/shopping/v2/list', body);
export const hotelV2Detail = (body: Obj): Answer => request('/obt/hotel/gn/shopping/v2/detail', body);
export const hotelV2PricePlanOne = (body: Obj): Answer => request('/obt/hotel/gn/shopping/v2/pricePlanOne', body);
/** Travel-policy match of rate plans. */
export const clzcRatePlan = (body: Obj): Answer => request('/obt/hotel/gn/shopping/v2/clzcRatePlan', body);
export const hotelV2PriceValidate = (body: Obj): Answer => request('/obt/hotel/gn/shopping/v2/priceValidate', body);
export const hotelV2CheckSameOrder = (body: Obj): Answer => request('/obt/hotel/gn/shopping/v2/checkSameOrder', body);
export const onlyLocalKeyword = (body: Obj): Answer => request('/obt/hotel/gn/shopping/v2/onlyLocalKeyword', body);
export const getBindPlat = (body: Obj = {}): Answer => request('/obt/hotel/gn/shopping/v2/getBindPlat', body);
/** Hotel static data is base data: public like the other /bdc files. */
export const findStaticData = (body: Obj): Answer => request('/obt/bdc/hotel/v2/findStaticData', body, PUBLIC);

export const hotelV2Book = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/hotel/order/v2/book', body, write(idempotencyKey));
export const hotelV2Guarantee = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/hotel/order/v2/guarantee', body, write(idempotencyKey));
