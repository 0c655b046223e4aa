/**
 * Domestic hotels, version 2 (SPEC §7 Hotel, version 2; default version per SPEC §6): one detail call with rooms
 * and plans. Orders, refunds, policy, service fee and cards are shared with version 1 (hotel.ts).
 */
import { request } from './transport';
import { type Answer, PUBLIC, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';
import type {
  HotelBookData,
  HotelBookRequest,
  HotelDetail,
  HotelDetailRequest,
  HotelGuaranteeData,
  HotelGuaranteeRequest,
  HotelKeywordData,
  HotelKeywordRequest,
  HotelListData,
  HotelListRequest,
  HotelPlanPolicyData,
  HotelPlanPolicyRequest,
  HotelPlatData,
  HotelPriceValidateData,
  HotelPriceValidateRequest,
  HotelSameOrderData,
  HotelSameOrderRequest,
  HotelStaticData,
  HotelStaticRequest,
  HotelSummary,
  PricePlanOneData,
  PricePlanOneRequest,
} from './contract/hotel';

const S = '/obt/hotel/gn/shopping/v2';

export const hotelV2List = (body: HotelListRequest): Answer<HotelListData, HotelSummary> => request(`${S}/list`, body);
/** The hotel with its rooms and their plans for the stay. */
export const hotelV2Detail = (body: HotelDetailRequest): Answer<HotelDetail> => request(`${S}/detail`, body);
export const hotelV2PricePlanOne = (body: PricePlanOneRequest): Answer<PricePlanOneData> =>
  request(`${S}/pricePlanOne`, body);
/** Travel-policy match of rate plans. */
export const clzcRatePlan = (body: HotelPlanPolicyRequest): Answer<HotelPlanPolicyData> =>
  request(`${S}/clzcRatePlan`, body);
export const hotelV2PriceValidate = (body: HotelPriceValidateRequest): Answer<HotelPriceValidateData> =>
  request(`${S}/priceValidate`, body);
/** Hotel orders of the guests overlapping the stay. */
export const hotelV2CheckSameOrder = (body: HotelSameOrderRequest): Answer<HotelSameOrderData> =>
  request(`${S}/checkSameOrder`, body);
export const onlyLocalKeyword = (body: HotelKeywordRequest): Answer<HotelKeywordData> =>
  request(`${S}/onlyLocalKeyword`, body);
export const getBindPlat = (body: Record<string, never> = {}): Answer<HotelPlatData> =>
  request(`${S}/getBindPlat`, body);
/** Hotel static data (districts, landmarks, brands) is base data: public like the other /bdc files. */
export const findStaticData = (body: HotelStaticRequest): Answer<HotelStaticData> =>
  request('/obt/bdc/hotel/v2/findStaticData', body, PUBLIC);

export const hotelV2Book = (
  body: HotelBookRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<HotelBookData> => request('/obt/hotel/order/v2/book', body, write(idempotencyKey));
export const hotelV2Guarantee = (
  body: HotelGuaranteeRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<HotelGuaranteeData> => request('/obt/hotel/order/v2/guarantee', body, write(idempotencyKey));
