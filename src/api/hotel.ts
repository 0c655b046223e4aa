/**
 * Domestic hotels, version 1 (SPEC §7 Hotel, version 1): shopping, policy (jsClzcBzz), service fee (fwf/matchQuery),
 * booking, guarantee and credit cards, and the hotel orders and refunds both versions share. Need (inquiry) orders
 * are in hotelNeed.ts; version 2 shopping in hotelV2.ts.
 */
import { request } from './transport';
import { type Answer, GET, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';
import type {
  CreditCardValidateData,
  CreditCardValidateRequest,
  EditCreditCardRequest,
  HotelBookData,
  HotelBookRequest,
  HotelDetail,
  HotelDetailRequest,
  HotelGuaranteeData,
  HotelGuaranteeRequest,
  HotelImagesData,
  HotelKeywordData,
  HotelKeywordRequest,
  HotelListData,
  HotelListRequest,
  HotelOrderCancelData,
  HotelOrderDetail,
  HotelOrderIdQuery,
  HotelPlatData,
  HotelPriceValidateData,
  HotelPriceValidateRequest,
  HotelRoomsData,
  HotelStandardData,
  HotelStandardRequest,
  HotelStaticData,
  HotelStaticRequest,
  HotelSummary,
  PricePlanListData,
  PricePlanListRequest,
  PricePlanOneData,
  PricePlanOneRequest,
  SavedCreditCardsData,
  ServiceFeeData,
  ServiceFeeRequest,
  SignCityData,
} from './contract/hotel';
import type {
  ApplyHotelRefundData,
  HotelRefundAddData,
  HotelRefundAddRequest,
  HotelRefundDetail,
  HotelRefundListItem,
  HotelRefundOrderQuery,
  HotelRefundQuery,
} from './contract/hotelAfterSales';

const S = '/obt/hotel/gn/shopping';
const O = '/obt/hotel/order';

// Shopping (/hotel/gn/shopping) ----------------------------------------------------------------

/** Hotels of a city for a stay (rows in `list`). */
export const hotelList = (body: HotelListRequest): Answer<HotelListData, HotelSummary> =>
  request(`${S}/hotelList`, body);
export const hotelKeyword = (body: HotelKeywordRequest): Answer<HotelKeywordData> => request(`${S}/keyword`, body);
/** The hotel without rooms (version 1 asks roomInfo and pricePlanList for those). */
export const hotelInfo = (body: HotelDetailRequest): Answer<HotelDetail> => request(`${S}/hotelInfo`, body);
export const imgInfo = (body: HotelDetailRequest): Answer<HotelImagesData> => request(`${S}/imgInfo`, body);
/** Rooms of the hotel for the stay, each with its plans. */
export const roomInfo = (body: HotelDetailRequest): Answer<HotelRoomsData> => request(`${S}/roomInfo`, body);
export const hotelPricePlanList = (body: PricePlanListRequest): Answer<PricePlanListData> =>
  request(`${S}/pricePlanList`, body);
export const hotelPricePlanOne = (body: PricePlanOneRequest): Answer<PricePlanOneData> =>
  request(`${S}/pricePlanOne`, body);
export const hotelPriceValidate = (body: HotelPriceValidateRequest): Answer<HotelPriceValidateData> =>
  request(`${S}/priceValidate`, body);
/** Cities with protocol hotels. */
export const getSignJdCity = (body: Record<string, never> = {}): Answer<SignCityData> =>
  request(`${S}/getSignJdCity`, body);
export const hotelGetOpenPlat = (body: Record<string, never> = {}): Answer<HotelPlatData> =>
  request(`${S}/getOpenPlat`, body);
export const findJdStaticByCityIdData = (body: HotelStaticRequest): Answer<HotelStaticData> =>
  request(`${S}/findJdStaticByCityIdData`, body);

/** Hotel travel policy: the nightly cap per traveller rank and city. */
export const jsClzcBzz = (body: HotelStandardRequest): Answer<HotelStandardData> =>
  request('/obt/hotel/jsClzcBzz', body);
/** Service-fee match. */
export const fwfMatchQuery = (body: ServiceFeeRequest): Answer<ServiceFeeData> => request('/obt/fwf/matchQuery', body);

// Booking (/hotel/order) -------------------------------------------------------------------------

export const hotelBook = (
  body: HotelBookRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<HotelBookData> => request(`${O}/book`, body, write(idempotencyKey));
export const hotelGuarantee = (
  body: HotelGuaranteeRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<HotelGuaranteeData> => request(`${O}/guarantee`, body, write(idempotencyKey));
/** Checks a card and answers a token (the server keeps no full number and no CVV). */
export const creditcardValidate = (body: CreditCardValidateRequest): Answer<CreditCardValidateData> =>
  request(`${O}/creditcardValidate`, body);
export const editCreditcard = (body: EditCreditCardRequest): Answer<SavedCreditCardsData> =>
  request(`${O}/editCreditcard`, body);
export const queryCreditcard = (body: Record<string, never> = {}): Answer<SavedCreditCardsData> =>
  request(`${O}/queryCreditcard`, body);

// Orders (GET) -------------------------------------------------------------------------------

const getWrite = (idempotencyKey: string) => write(idempotencyKey, GET);

export const hotelOrderDetail = (query: HotelOrderIdQuery): Answer<HotelOrderDetail> =>
  request(`${O}/hotelOrderDetail`, query, GET);
export const hotelOrderCancel = (
  query: HotelOrderIdQuery,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<HotelOrderCancelData> => request(`${O}/hotelOrderCancel`, query, getWrite(idempotencyKey));
/** Refund apply screen data. */
export const applyHotelRefund = (query: HotelRefundOrderQuery): Answer<ApplyHotelRefundData> =>
  request(`${O}/applyHotelRefund`, query, GET);
export const hotelRefundAdd = (
  query: HotelRefundAddRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<HotelRefundAddData> => request(`${O}/hotelRefundAdd`, query, getWrite(idempotencyKey));
export const hotelRefundCancel = (
  query: HotelRefundQuery,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<HotelRefundDetail> => request(`${O}/hotelRefundCancel`, query, getWrite(idempotencyKey));
export const hotelRefundDetail = (query: HotelRefundQuery): Answer<HotelRefundDetail> =>
  request(`${O}/hotelRefundDetail`, query, GET);
export const hotelRefundList = (query: HotelRefundOrderQuery): Answer<unknown, HotelRefundListItem> =>
  request(`${O}/hotelRefundList`, query, GET);
