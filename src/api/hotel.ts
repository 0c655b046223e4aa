/** Domestic hotels, version 1 (SPEC §7 Hotel, version 1). */
import { request } from './transport';
import { type Answer, type Obj, GET, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';

// Shopping (/hotel/gn/shopping) ----------------------------------------------------------------

export const hotelList = (body: Obj): Answer => request('/obt/hotel/gn/shopping/hotelList', body);
export const hotelKeyword = (body: Obj): Answer => request('/obt/hotel/gn/shopping/keyword', body);
export const hotelInfo = (body: Obj): Answer => request('/obt/hotel/gn/shopping/hotelInfo', body);
export const imgInfo = (body: Obj): Answer => request('/obt/hotel/gn/shopping/imgInfo', body);
export const roomInfo = (body: Obj): Answer => request('/obt/hotel/gn/shopping/roomInfo', body);
export const hotelPricePlanList = (body: Obj): Answer => request('/obt/hotel/gn/shopping/pricePlanList', body);
export const hotelPricePlanOne = (body: Obj): Answer => request('/obt/hotel/gn/shopping/pricePlanOne', body);
export const hotelPriceValidate = (body: Obj): Answer => request('/obt/hotel/gn/shopping/priceValidate', body);
/** Cities with protocol hotels. */
export const getSignJdCity = (body: Obj = {}): Answer => request('/obt/hotel/gn/shopping/getSignJdCity', body);
export const hotelGetOpenPlat = (body: Obj = {}): Answer => request('/obt/hotel/gn/shopping/getOpenPlat', body);
export const findJdStaticByCityIdData = (body: Obj): Answer =>
  request('/obt/hotel/gn/shopping/findJdStaticByCityIdData', body);

/** Hotel travel policy. */
export const jsClzcBzz = (body: Obj): Answer => request('/obt/hotel/jsClzcBzz', body);
/** Service-fee match. */
export const fwfMatchQuery = (body: Obj): Answer => request('/obt/fwf/matchQuery', body);

// Need (inquiry) orders ------------------------------------------------------------------------

export const saveNeedOrder = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/hotel/need/saveNeedOrder', body, write(idempotencyKey));
export const hotelNeedOrderList = (body: Obj = {}): Answer => request('/obt/hotel/need/hotelNeedOrderList', body);
export const getHtNeedOrderDetail = (body: Obj): Answer => request('/obt/hotel/need/getHtNeedOrderDetail', body);
export const findHtNeedNote = (body: Obj): Answer => request('/obt/hotel/need/findHtNeedNote', body);
export const savehtNeedNote = (body: Obj): Answer => request('/obt/hotel/need/savehtNeedNote', body);

// Booking (/hotel/order) -------------------------------------------------------------------------

export const hotelBook = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/hotel/order/book', body, write(idempotencyKey));
export const hotelGuarantee = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/hotel/order/guarantee', body, write(idempotencyKey));
export const creditcardValidate = (body: Obj): Answer => request('/obt/hotel/order/creditcardValidate', body);
export const editCreditcard = (body: Obj): Answer => request('/obt/hotel/order/editCreditcard', body);
export const queryCreditcard = (body: Obj = {}): Answer => request('/obt/hotel/order/queryCreditcard', body);

// Orders (GET) -------------------------------------------------------------------------------

export const hotelOrderDetail = (query: Obj): Answer => request('/obt/hotel/order/hotelOrderDetail', query, GET);
export const hotelOrderCancel = (query: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/hotel/order/hotelOrderCancel', query, write(idempotencyKey, GET));
/** Refund apply screen data. */
export const applyHotelRefund = (query: Obj): Answer => request('/obt/hotel/order/applyHotelRefund', query, GET);
export const hotelRefundAdd = (query: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/hotel/order/hotelRefundAdd', query, write(idempotencyKey, GET));
export const hotelRefundCancel = (query: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/hotel/order/hotelRefundCancel', query, write(idempotencyKey, GET));
export const hotelRefundDetail = (query: Obj): Answer => request('/obt/hotel/order/hotelRefundDetail', query, GET);
export const hotelRefundList = (query: Obj): Answer => request('/obt/hotel/order/hotelRefundList', query, GET);
