/** International hotels (SPEC §7 International hotel). */
import { request } from './transport';
import { type Answer, type Obj, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';

export const hotelIntlKeyword = (body: Obj): Answer => request('/obt/hotel/gj/shopping/keyword', body);
export const hotelIntlGetOpenPlat = (body: Obj = {}): Answer => request('/obt/hotel/gj/shopping/getOpenPlat', body);
export const hotelIntlHotelList = (body: Obj): Answer => request('/obt/hotel/gj/shopping/hotelList', body);
export const hotelIntlHotelInfo = (body: Obj): Answer => request('/obt/hotel/gj/shopping/hotelInfo', body);
export const hotelIntlPricePlanList = (body: Obj): Answer => request('/obt/hotel/gj/shopping/pricePlanList', body);
export const hotelIntlPricePlanOne = (body: Obj): Answer => request('/obt/hotel/gj/shopping/pricePlanOne', body);
/** Books rooms with customers, nationality and invoice delivery. */
export const hotelIntlBookGj = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/hotel/order/bookGj', body, write(idempotencyKey));
