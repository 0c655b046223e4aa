/**
 * Invoices and paper receipts (SPEC §3 invoice title swxx, invoice request, paper delivery; §7 Common: invoice titles,
 * express address fee and matchFee, kpOrderAdd, invoice detail, sendKpEmail, express lookup, editPsdz, PDF generate).
 *
 * Decisions (issue 5, I1):
 * - A title belongs to the employee who wrote it (others, even of the same company, answer not found).
 * - unitType 1 enterprise: the tax number (nsrsbh) is required and must be a unified social credit code / taxpayer id
 *   (15, 18 or 20 characters, src/domain/taxNumber). 2 individual or government body: optional, checked when given.
 * - Invoiceable: orders of my booking scope that are paid or later (issued, confirmed, completed, changed…), not
 *   refunded, not cancelled, and not already in a non-cancelled invoice request. One order is invoiced at most once.
 * - Amounts are yuan (≤ 2 decimals) here; fen inside. The invoice amount is the orders' paid totals; a paper invoice
 *   sent prepaid (sendMode 2) also carries the delivery fee of matchFee (billed to the company, not invoiced).
 * - Electronic: requested → issued (a job issues it a few seconds later: invoice number + PDF).
 *   Paper: requested → posted (courier company + tracking number) → delivered. The delivery address can be edited
 *   (editPsdz) while the request is still `requested`. An electronic request's `email` receives the PDF link once
 *   issued; sendKpEmail sends it again to any address.
 * - Not covered: cancelling a request, or a reversal invoice when an invoiced order is refunded later.
 */
import type { PageQuery } from './envelope';

/** 1 enterprise (tax number required), 2 individual or government body. */
export type InvoiceUnitType = 1 | 2;

/** 1 electronic, 2 paper. */
export type KpType = 1 | 2;

/** SPEC §3 express types: 1 return collect (the recipient pays the courier), 2 prepaid (fee billed with the request). */
export type SendMode = 1 | 2;

export type InvoiceStatus = 'requested' | 'issued' | 'posted' | 'delivered' | 'cancelled';

// Titles (swxx) -------------------------------------------------------------------------------------------------

/** One invoice title (SPEC §3 swxx). */
export interface SwxxItem {
  id: string;
  /** Company (or person) name on the invoice. */
  gsmc: string;
  /** Tax number; '' when none (individual / government). */
  nsrsbh: string;
  /** Registered address and phone. */
  yydzTel: string;
  /** Bank and account. */
  yhxx: string;
  /** Default e-mail the electronic invoice goes to. */
  jsEmail: string;
  unitType: InvoiceUnitType;
  /** China time 'YYYY-MM-DD HH:mm:ss'. */
  updatedAt: string;
}

/** swxx/list: my titles, newest first; keyword matches the name or the tax number. */
export interface SwxxListRequest extends PageQuery {
  keyword?: string;
}

/** swxx/edit: creates (no id) or updates (id) one of my titles; answers the saved title. */
export interface SwxxEditRequest {
  id?: string;
  /** Required, ≤ 100 characters. */
  gsmc: string;
  /** Required for unitType 1; upper-cased and trimmed by the server. */
  nsrsbh?: string;
  yydzTel?: string;
  yhxx?: string;
  jsEmail?: string;
  unitType: InvoiceUnitType;
}

/** swxx/detail, swxx/delete. */
export interface SwxxIdRequest {
  id: string;
}

// Invoiceable orders ---------------------------------------------------------------------------------------------

/** invoice/orderList: orders of my booking scope that can be invoiced now (page size 20, newest first). */
export interface InvoiceOrderListRequest extends PageQuery {
  /** Order type code (SPEC §9), optional. */
  orderType?: number;
  /** Order number (exact) or title (contains). */
  keyword?: string;
}

export interface InvoiceOrderItem {
  /** glddid */
  orderId: string;
  /** glddbh */
  orderNo: string;
  /** glddlx */
  orderType: number;
  orderStatus: string;
  title: string;
  travelDate: string;
  travellerNames: string[];
  /** Paid total, yuan. */
  amount: number;
  /** China time 'YYYY-MM-DD HH:mm:ss'. */
  paidAt: string;
  createdAt: string;
}

// Request (kpOrderAdd) --------------------------------------------------------------------------------------------

/** One order of an invoice request (SPEC §3 glddlx/glddid/glddbh). */
export interface KpOrderRef {
  glddlx: number;
  glddid: string;
  glddbh?: string;
}

/**
 * Where a paper invoice goes: either one of my saved addresses (addressId) or the fields. The province decides the
 * fee (express/matchFee).
 */
export interface KpExpressInfo {
  sendMode: SendMode;
  addressId?: string;
  reciPient?: string;
  reciPhone?: string;
  province?: string;
  city?: string;
  area?: string;
  /** Street address. */
  reciAddr?: string;
}

/** kpOrderAdd (write: Idempotency-Key). One request invoices one or more orders under one title. */
export interface KpOrderAddRequest {
  /** The title (swxx id). */
  kpswxxId: string;
  /** 1..50 orders, each once. */
  orders: KpOrderRef[];
  kpType: KpType;
  /** Electronic: where the PDF goes (required for kpType 1; defaults to nothing for paper). */
  email?: string;
  /** Paper: required for kpType 2. */
  express?: KpExpressInfo;
  /** ≤ 200 characters. */
  remark?: string;
}

export interface KpOrderAddResult {
  invoiceId: string;
  /** Request number shown to the user. */
  kpNo: string;
  status: InvoiceStatus;
  /** Invoice amount (the orders' paid totals), yuan. */
  amount: number;
  /** Delivery fee (paper + prepaid), yuan; 0 otherwise. */
  expressFee: number;
}

// Express fees ---------------------------------------------------------------------------------------------------

/** express/matchFee: the fee of one express type to a province. */
export interface ExpressMatchFeeRequest {
  province: string;
  sendMode: SendMode;
}

export interface ExpressFee {
  province: string;
  sendMode: SendMode;
  /** Yuan; 0 for return collect (paid to the courier on delivery). */
  fee: number;
  courierCompany: string;
}

/** express/addressFee: the fees of both express types to one of my addresses (or a province). */
export interface ExpressAddressFeeRequest {
  addressId?: string;
  province?: string;
}

export interface ExpressAddressFee {
  province: string;
  /** One option per express type (1 return collect, 2 prepaid). */
  options: ExpressFee[];
}

// Detail, list, e-mail, delivery -----------------------------------------------------------------------------------

/** invoice/detail, invoice/pdf link and the id-only calls. */
export interface InvoiceIdRequest {
  invoiceId: string;
}

/** A title as printed on the invoice (snapshot taken at request time). */
export interface InvoiceBuyer {
  gsmc: string;
  nsrsbh: string;
  yydzTel: string;
  yhxx: string;
  unitType: InvoiceUnitType;
}

export interface InvoiceOrderLine {
  glddlx: number;
  glddid: string;
  glddbh: string;
  title: string;
  /** Yuan. */
  amount: number;
}

/** Paper delivery (SPEC §3: courier company and number, delivery fee, post address). */
export interface InvoiceDelivery {
  sendMode: SendMode;
  reciPient: string;
  /** Masked (first 3 and last 4 digits, SPEC §9). */
  reciPhone: string;
  province: string;
  city: string;
  area: string;
  reciAddr: string;
  /** Yuan. */
  fee: number;
  /** '' until posted. */
  courierCompany: string;
  trackingNo: string;
  /** China time, '' until it happens. */
  postedAt: string;
  deliveredAt: string;
}

export interface InvoiceDetail {
  id: string;
  kpNo: string;
  kpType: KpType;
  status: InvoiceStatus;
  buyer: InvoiceBuyer;
  /** Electronic: where the PDF goes. */
  email: string;
  remark: string;
  /** Yuan. */
  amount: number;
  expressFee: number;
  orders: InvoiceOrderLine[];
  /** '' until issued (electronic) or posted (paper). */
  invoiceNo: string;
  issuedAt: string;
  createdAt: string;
  /** Electronic and issued: a signed download link of the PDF (valid 10 minutes); '' otherwise. */
  pdfUrl: string;
  /** Paper only. */
  delivery: InvoiceDelivery | null;
  /** editPsdz allowed now (paper, still requested). */
  canEditAddress: boolean;
  /** sendKpEmail allowed now (electronic, issued). */
  canSendEmail: boolean;
}

/** invoice/list: my invoice requests, newest first (kpType 2 for the distribution list). */
export interface InvoiceListRequest extends PageQuery {
  kpType?: KpType;
  status?: InvoiceStatus;
}

export interface InvoiceListItem {
  id: string;
  kpNo: string;
  kpType: KpType;
  status: InvoiceStatus;
  gsmc: string;
  /** Yuan. */
  amount: number;
  expressFee: number;
  orderCount: number;
  /** The first order's number, for the row. */
  firstOrderNo: string;
  invoiceNo: string;
  /** Paper: courier and tracking number once posted. */
  courierCompany: string;
  trackingNo: string;
  createdAt: string;
}

/** sendKpEmail: e-mails the PDF download link of an issued electronic invoice. */
export interface SendKpEmailRequest {
  invoiceId: string;
  email: string;
}

/** editPsdz: changes the delivery address of a paper request not posted yet (fee recomputed). */
export interface EditPsdzRequest extends Omit<KpExpressInfo, 'sendMode'> {
  invoiceId: string;
  /** Optional: keeps the current one when absent. */
  sendMode?: SendMode;
}

/** express/query: the tracking of a paper invoice (by invoice id, or by tracking number within my requests). */
export interface ExpressQueryRequest {
  invoiceId?: string;
  trackingNo?: string;
}

export interface ExpressEvent {
  /** China time 'YYYY-MM-DD HH:mm:ss'. */
  at: string;
  text: string;
}

export interface ExpressTracking {
  courierCompany: string;
  trackingNo: string;
  /** notPosted until the courier has it. */
  state: 'notPosted' | 'inTransit' | 'delivered';
  /** Newest first. */
  events: ExpressEvent[];
}

// PDFs ------------------------------------------------------------------------------------------------------------

/** 'invoice' (id = invoice id) or 'itinerary' (id = flight order id). */
export type PdfDocType = 'invoice' | 'itinerary';

/** pdf/generate (SPEC §7 PDF generate): a short-lived signed download link of a document I may see. */
export interface PdfGenerateRequest {
  type: PdfDocType;
  id: string;
}

export interface PdfGenerateResult {
  /** Path with a signed token: GET it without headers (<a download>, e-mail); e.g. /obt/pdf/invoice/<id>?t=… */
  url: string;
  fileName: string;
  /** Epoch ms. */
  expiresAt: number;
}
