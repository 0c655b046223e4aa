/** Invoices, invoice titles (swxx) and paper delivery (SPEC §7 Common: invoice; §3 invoice title). */
import { request } from './transport';
import { type Answer, type Obj, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';
import type { PageQuery } from './contract/envelope';

/** Invoice title (SPEC §3 swxx). */
export interface SwxxEditRequest {
  id?: string;
  gsmc: string;
  nsrsbh?: string;
  yydzTel?: string;
  yhxx?: string;
  jsEmail?: string;
  unitType?: number;
}

/** Invoice request (SPEC §3). */
export interface KpOrderAddRequest {
  kpType: string | number;
  glddlx: string | number;
  glddid: string;
  glddbh?: string;
  elecInvoice?: 0 | 1;
  expressInfo?: Obj;
  [key: string]: unknown;
}

export const swxxList = (body: Obj & PageQuery = {}): Answer => request('/obt/swxx/list', body);
export const swxxEdit = (body: SwxxEditRequest): Answer => request('/obt/swxx/edit', body);
export const swxxDetail = (body: { id: string }): Answer => request('/obt/swxx/detail', body);
/** Delivery fee of an address. */
export const expressAddressFee = (body: Obj): Answer => request('/obt/express/addressFee', body);
export const expressMatchFee = (body: Obj): Answer => request('/obt/express/matchFee', body);
/** Requests an invoice (may carry a delivery fee). */
export const kpOrderAdd = (body: KpOrderAddRequest, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/kpOrderAdd', body, write(idempotencyKey));
export const invoiceDetail = (body: Obj): Answer => request('/obt/invoice/detail', body);
export const sendKpEmail = (body: Obj): Answer => request('/obt/sendKpEmail', body);
/** Courier tracking. */
export const expressQuery = (body: Obj): Answer => request('/obt/express/query', body);
/** Edits paper delivery details. */
export const editPsdz = (body: Obj): Answer => request('/obt/editPsdz', body);
export const singaFindByLb = (body: Obj): Answer => request('/obt/singa/findByLb', body);
export const gpxzList = (body: Obj = {}): Answer => request('/obt/gpxzList', body);
