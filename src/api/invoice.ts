/**
 * Invoices, invoice titles (swxx) and paper delivery (SPEC §7 Common: invoice; §3 invoice title). Shapes and the
 * decisions behind them: ./contract/invoice.
 */
import { request } from './transport';
import { type Answer, type Obj, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';
import type { PageData } from './contract/envelope';
import type {
  EditPsdzRequest,
  ExpressAddressFee,
  ExpressAddressFeeRequest,
  ExpressFee,
  ExpressMatchFeeRequest,
  ExpressQueryRequest,
  ExpressTracking,
  InvoiceDetail,
  InvoiceIdRequest,
  InvoiceListItem,
  InvoiceListRequest,
  InvoiceOrderItem,
  InvoiceOrderListRequest,
  KpOrderAddRequest,
  KpOrderAddResult,
  SendKpEmailRequest,
  SwxxEditRequest,
  SwxxIdRequest,
  SwxxItem,
  SwxxListRequest,
} from './contract/invoice';

export type { KpOrderAddRequest, SwxxEditRequest } from './contract/invoice';

/** My invoice titles, newest first. */
export const swxxList = (body: SwxxListRequest = {}): Answer<PageData, SwxxItem> => request('/obt/swxx/list', body);
/** Creates (no id) or updates one of my titles; answers the saved title. */
export const swxxEdit = (body: SwxxEditRequest): Answer<SwxxItem> => request('/obt/swxx/edit', body);
export const swxxDetail = (body: SwxxIdRequest): Answer<SwxxItem> => request('/obt/swxx/detail', body);
/** Deletes one of my titles (requests already made keep their snapshot). */
export const swxxDelete = (body: SwxxIdRequest): Answer => request('/obt/swxx/delete', body);

/** Orders of my booking scope that can be invoiced now (page size 20). */
export const invoiceOrderList = (body: InvoiceOrderListRequest = {}): Answer<PageData, InvoiceOrderItem> =>
  request('/obt/invoice/orderList', { pageNum: 1, count: 20, ...body });

/** Delivery fees of both express types to one of my addresses (or a province). */
export const expressAddressFee = (body: ExpressAddressFeeRequest): Answer<ExpressAddressFee> =>
  request('/obt/express/addressFee', body);
/** The delivery fee of one express type to a province. */
export const expressMatchFee = (body: ExpressMatchFeeRequest): Answer<ExpressFee> =>
  request('/obt/express/matchFee', body);

/** Requests an invoice for one or more orders (paper + prepaid carries a delivery fee). */
export const kpOrderAdd = (
  body: KpOrderAddRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<KpOrderAddResult> => request('/obt/kpOrderAdd', body, write(idempotencyKey));
export const invoiceDetail = (body: InvoiceIdRequest): Answer<InvoiceDetail> => request('/obt/invoice/detail', body);
/** My invoice requests, newest first (kpType 2: the paper deliveries). */
export const invoiceList = (body: InvoiceListRequest = {}): Answer<PageData, InvoiceListItem> =>
  request('/obt/invoice/list', { pageNum: 1, count: 20, ...body });
/** E-mails the PDF download link of an issued electronic invoice. */
export const sendKpEmail = (body: SendKpEmailRequest): Answer => request('/obt/sendKpEmail', body);
/** Courier tracking. */
export const expressQuery = (body: ExpressQueryRequest): Answer<ExpressTracking> => request('/obt/express/query', body);
/** Edits paper delivery details while not posted yet; answers the updated detail. */
export const editPsdz = (body: EditPsdzRequest): Answer<InvoiceDetail> => request('/obt/editPsdz', body);
export const singaFindByLb = (body: Obj): Answer => request('/obt/singa/findByLb', body);
export const gpxzList = (body: Obj = {}): Answer => request('/obt/gpxzList', body);
