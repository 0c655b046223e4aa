/** Visas (SPEC §7 Visa; §3 visa). */
import { request } from './transport';
import { type Answer, type Obj, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';
import { LIMITS } from '../domain/limits';

// Static data (/qz/staticData)
export const getContinentList = (body: Obj = {}): Answer => request('/obt/qz/staticData/getContinentList', body);
export const getConsularList = (body: Obj = {}): Answer => request('/obt/qz/staticData/getConsularList', body);
export const getCountryList = (body: Obj = {}): Answer => request('/obt/qz/staticData/getCountryList', body);
export const getCountryCityList = (body: Obj): Answer => request('/obt/qz/staticData/getCountryCityList', body);

// Shopping (/qz/shopping)
/** Visa products (count 999). */
export const visaList = (body: Obj = {}): Answer =>
  request('/obt/qz/shopping/visaList', { pageNum: 1, count: LIMITS.pageSize.visaList, ...body });
export const visaDetail = (body: Obj): Answer => request('/obt/qz/shopping/visaDetail', body);
export const visaAssociation = (body: Obj): Answer => request('/obt/qz/shopping/visaAssociation', body);
export const visaAssociationDetail = (body: Obj): Answer => request('/obt/qz/shopping/visaAssociationDetail', body);
export const newAppointment = (body: Obj): Answer => request('/obt/qz/shopping/newAppointment', body);
export const visaV2List = (body: Obj = {}): Answer => request('/obt/qz/shopping/v2/list', body);
export const visaV2Detail = (body: Obj): Answer => request('/obt/qz/shopping/v2/detail', body);

// Orders (/qz/order)
export const visaBook = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/qz/order/book', body, write(idempotencyKey));
export const visaOrderDetail = (body: Obj): Answer => request('/obt/qz/order/detail', body);
/** Fills the document delivery details (express type 1 return collect, 2 prepaid). */
export const fillSendInfo = (body: Obj): Answer => request('/obt/qz/order/fillSendInfo', body);
/** Processing steps of an order. */
export const visaBlztList = (body: Obj): Answer => request('/obt/qz/order/blztList', body);
export const visaOrderCancel = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/qz/order/cancel', body, write(idempotencyKey));
