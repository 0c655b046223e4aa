/**
 * Table types of this module, composed into `Database` by db/schema.ts. Invoice titles, requests, their orders and
 * paper deliveries.
 */
/** An employee's invoice titles (SPEC §3 swxx; migration 20261122_0604_invoices, I1). */
export interface InvoiceTitlesTable {
  id: string;
  corp_id: string;
  emp_id: string;
  gsmc: string;
  nsrsbh: string;
  yydz_tel: string;
  yhxx: string;
  js_email: string;
  /** 1 enterprise, 2 individual or government body. */
  unit_type: number;
  created_at: number;
  updated_at: number;
}

/** One invoice request (kpOrderAdd) with the title as printed. */
export interface InvoiceRequestsTable {
  id: string;
  corp_id: string;
  emp_id: string;
  dept_id: string;
  kp_no: string;
  /** 1 electronic, 2 paper. */
  kp_type: number;
  /** 'requested' | 'issued' | 'posted' | 'delivered' | 'cancelled'. */
  status: string;
  title_id: string;
  buyer_gsmc: string;
  buyer_nsrsbh: string;
  buyer_yydz_tel: string;
  buyer_yhxx: string;
  buyer_unit_type: number;
  email: string;
  remark: string;
  /** Scheme and host of the request (links in the issue mail); '' when unknown. */
  link_origin: string;
  /** Language of the request (the issue mail). */
  locale: string;
  amount_fen: number;
  express_fee_fen: number;
  invoice_no: string;
  issued_at: number | null;
  created_at: number;
  updated_at: number;
}

/** The orders of an invoice request; an active row holds its order (unique per company). */
export interface InvoiceRequestOrdersTable {
  id: string;
  invoice_id: string;
  corp_id: string;
  order_id: string;
  order_type: number;
  order_no: string;
  title: string;
  amount_fen: number;
  seq: number;
  active: number;
}

/** The paper delivery of an invoice request. */
export interface InvoiceDeliveriesTable {
  invoice_id: string;
  corp_id: string;
  /** 1 return collect, 2 prepaid. */
  send_mode: number;
  recipient: string;
  phone: string;
  province: string;
  city: string;
  area: string;
  addr: string;
  fee_fen: number;
  courier_company: string;
  tracking_no: string;
  posted_at: number | null;
  delivered_at: number | null;
  updated_at: number;
}

/** The tables this module owns, by table name. */
export interface InvoiceTables {
  invoice_titles: InvoiceTitlesTable;
  invoice_requests: InvoiceRequestsTable;
  invoice_request_orders: InvoiceRequestOrdersTable;
  invoice_deliveries: InvoiceDeliveriesTable;
}
