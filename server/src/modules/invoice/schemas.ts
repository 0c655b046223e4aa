/** Route schemas of the invoice calls: bodies and answers follow src/api/contract/invoice.ts key for key. */
import type {
  EditPsdzRequest,
  ExpressAddressFee,
  ExpressAddressFeeRequest,
  ExpressEvent,
  ExpressFee,
  ExpressMatchFeeRequest,
  ExpressQueryRequest,
  ExpressTracking,
  InvoiceBuyer,
  InvoiceDelivery,
  InvoiceDetail,
  InvoiceIdRequest,
  InvoiceListItem,
  InvoiceListRequest,
  InvoiceOrderItem,
  InvoiceOrderLine,
  InvoiceOrderListRequest,
  KpExpressInfo,
  KpOrderAddRequest,
  KpOrderAddResult,
  KpOrderRef,
  PdfGenerateRequest,
  PdfGenerateResult,
  SendKpEmailRequest,
  SwxxEditRequest,
  SwxxIdRequest,
  SwxxItem,
  SwxxListRequest,
} from '../../../../src/api/contract/invoice';
import { PAGE_DATA, PAGE_PROPS, arr, bool, int, num, obj, oneOf, reply, str } from '../../lib/schema';

const ID = str({ minLength: 1, maxLength: 64 });
const STATUS = oneOf(['requested', 'issued', 'posted', 'delivered', 'cancelled'], 'string');
const KP_TYPE = oneOf([1, 2]);
const SEND_MODE = oneOf([1, 2]);
const UNIT_TYPE = oneOf([1, 2]);

const SWXX = obj<SwxxItem>({
  id: str(),
  gsmc: str(),
  nsrsbh: str(),
  yydzTel: str(),
  yhxx: str(),
  jsEmail: str(),
  unitType: int(),
  updatedAt: str(),
});

export const swxxListSchema = {
  summary: 'My invoice titles, newest first',
  body: obj<SwxxListRequest>({ ...PAGE_PROPS, keyword: str({ maxLength: 100 }) }),
  response: reply(PAGE_DATA, SWXX),
};

export const swxxEditSchema = {
  summary: 'Create (no id) or update one of my invoice titles; the tax number is required for an enterprise',
  body: obj<SwxxEditRequest>(
    {
      id: str({ maxLength: 64 }),
      gsmc: str({ minLength: 1, maxLength: 100 }),
      nsrsbh: str({ maxLength: 30 }),
      yydzTel: str({ maxLength: 200 }),
      yhxx: str({ maxLength: 200 }),
      jsEmail: str({ maxLength: 254 }),
      unitType: UNIT_TYPE,
    },
    ['gsmc', 'unitType'],
  ),
  response: reply(SWXX),
};

export const swxxDetailSchema = {
  summary: 'One of my invoice titles',
  body: obj<SwxxIdRequest>({ id: ID }, ['id']),
  response: reply(SWXX),
};

export const swxxDeleteSchema = {
  summary: 'Delete one of my invoice titles (requests keep their printed copy)',
  body: obj<SwxxIdRequest>({ id: ID }, ['id']),
  response: reply(),
};

const ORDER_ITEM = obj<InvoiceOrderItem>({
  orderId: str(),
  orderNo: str(),
  orderType: int(),
  orderStatus: str(),
  title: str(),
  travelDate: str(),
  travellerNames: arr(str()),
  amount: num(),
  paidAt: str(),
  createdAt: str(),
});

export const orderListSchema = {
  summary: 'Orders of my booking scope that can be invoiced now (paid or later, not yet invoiced)',
  body: obj<InvoiceOrderListRequest>({ ...PAGE_PROPS, orderType: int(), keyword: str({ maxLength: 64 }) }),
  response: reply(PAGE_DATA, ORDER_ITEM),
};

const FEE = obj<ExpressFee>({ province: str(), sendMode: int(), fee: num(), courierCompany: str() });

export const matchFeeSchema = {
  summary: 'Delivery fee of one express type (1 return collect, 2 prepaid) to a province',
  body: obj<ExpressMatchFeeRequest>({ province: str({ minLength: 1, maxLength: 30 }), sendMode: SEND_MODE }, [
    'province',
    'sendMode',
  ]),
  response: reply(FEE),
};

export const addressFeeSchema = {
  summary: 'Delivery fees of both express types to one of my addresses (or a province)',
  body: obj<ExpressAddressFeeRequest>({ addressId: str({ maxLength: 64 }), province: str({ maxLength: 30 }) }),
  response: reply(obj<ExpressAddressFee>({ province: str(), options: arr(FEE) })),
};

const EXPRESS_PROPS = {
  addressId: str({ maxLength: 64 }),
  reciPient: str({ maxLength: 50 }),
  reciPhone: str({ maxLength: 20 }),
  province: str({ maxLength: 30 }),
  city: str({ maxLength: 30 }),
  area: str({ maxLength: 30 }),
  reciAddr: str({ maxLength: 200 }),
} as const;

export const kpOrderAddSchema = {
  summary: 'Request an electronic or paper invoice for one or more orders (Idempotency-Key required)',
  body: obj<KpOrderAddRequest>(
    {
      kpswxxId: ID,
      orders: arr(
        obj<KpOrderRef>({ glddlx: int(), glddid: ID, glddbh: str({ maxLength: 64 }) }, ['glddlx', 'glddid']),
        { minItems: 1, maxItems: 50 },
      ),
      kpType: KP_TYPE,
      email: str({ maxLength: 254 }),
      express: obj<KpExpressInfo>({ sendMode: SEND_MODE, ...EXPRESS_PROPS }, ['sendMode']),
      remark: str({ maxLength: 200 }),
    },
    ['kpswxxId', 'orders', 'kpType'],
  ),
  response: reply(
    obj<KpOrderAddResult>({ invoiceId: str(), kpNo: str(), status: STATUS, amount: num(), expressFee: num() }),
  ),
};

const DETAIL = obj<InvoiceDetail>({
  id: str(),
  kpNo: str(),
  kpType: int(),
  status: STATUS,
  buyer: obj<InvoiceBuyer>({ gsmc: str(), nsrsbh: str(), yydzTel: str(), yhxx: str(), unitType: int() }),
  email: str(),
  remark: str(),
  amount: num(),
  expressFee: num(),
  orders: arr(obj<InvoiceOrderLine>({ glddlx: int(), glddid: str(), glddbh: str(), title: str(), amount: num() })),
  invoiceNo: str(),
  issuedAt: str(),
  createdAt: str(),
  pdfUrl: str(),
  delivery: {
    anyOf: [
      obj<InvoiceDelivery>({
        sendMode: int(),
        reciPient: str(),
        reciPhone: str(),
        province: str(),
        city: str(),
        area: str(),
        reciAddr: str(),
        fee: num(),
        courierCompany: str(),
        trackingNo: str(),
        postedAt: str(),
        deliveredAt: str(),
      }),
      { type: 'null' },
    ],
  },
  canEditAddress: bool(),
  canSendEmail: bool(),
});

const INVOICE_ID = obj<InvoiceIdRequest>({ invoiceId: ID }, ['invoiceId']);

export const detailSchema = {
  summary: 'One invoice request of mine (or of my booking scope)',
  body: INVOICE_ID,
  response: reply(DETAIL),
};

export const listSchema = {
  summary: 'My invoice requests, newest first (kpType 2: paper deliveries)',
  body: obj<InvoiceListRequest>({ ...PAGE_PROPS, kpType: KP_TYPE, status: STATUS }),
  response: reply(
    PAGE_DATA,
    obj<InvoiceListItem>({
      id: str(),
      kpNo: str(),
      kpType: int(),
      status: STATUS,
      gsmc: str(),
      amount: num(),
      expressFee: num(),
      orderCount: int(),
      firstOrderNo: str(),
      invoiceNo: str(),
      courierCompany: str(),
      trackingNo: str(),
      createdAt: str(),
    }),
  ),
};

export const sendKpEmailSchema = {
  summary: 'E-mail the PDF download link of an issued electronic invoice',
  body: obj<SendKpEmailRequest>({ invoiceId: ID, email: str({ minLength: 1, maxLength: 254 }) }, [
    'invoiceId',
    'email',
  ]),
  response: reply(),
};

export const editPsdzSchema = {
  summary: 'Change the delivery address of a paper invoice not posted yet (fee recomputed)',
  body: obj<EditPsdzRequest>({ invoiceId: ID, sendMode: SEND_MODE, ...EXPRESS_PROPS }, ['invoiceId']),
  response: reply(DETAIL),
};

export const expressQuerySchema = {
  summary: 'Courier tracking of a paper invoice (by invoice id or tracking number)',
  body: obj<ExpressQueryRequest>({ invoiceId: str({ maxLength: 64 }), trackingNo: str({ maxLength: 32 }) }),
  response: reply(
    obj<ExpressTracking>({
      courierCompany: str(),
      trackingNo: str(),
      state: oneOf(['notPosted', 'inTransit', 'delivered'], 'string'),
      events: arr(obj<ExpressEvent>({ at: str(), text: str() })),
    }),
  ),
};

export const pdfGenerateSchema = {
  summary: 'A short-lived signed download link of an invoice or itinerary PDF (GET it without headers)',
  body: obj<PdfGenerateRequest>({ type: oneOf(['invoice', 'itinerary'], 'string'), id: ID }, ['type', 'id']),
  response: reply(obj<PdfGenerateResult>({ url: str(), fileName: str(), expiresAt: int() })),
};
