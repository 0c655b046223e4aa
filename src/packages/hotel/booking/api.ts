/**
 * The calls of the hotel booking form, its guarantee and its result screens, for each version (SPEC §7 Hotel version
 * 1: pricePlanOne, priceValidate, book, guarantee; version 2: the v2 ones; both: checkSameOrder, clzcRatePlan,
 * jsClzcBzz, fwf/matchQuery, hotel memberships, credit cards, hotelOrderDetail). Bound once so pages reach the server
 * only through the stores; a test provides its own through the context.
 */
import { createContext, useContext } from 'react';
import type { Envelope, PageData } from '../../../api/contract';
import type {
  CreditCardValidateData,
  CreditCardValidateRequest,
  HotelBookData,
  HotelBookRequest,
  HotelGuaranteeData,
  HotelGuaranteeRequest,
  HotelOrderDetail,
  HotelOrderIdQuery,
  HotelPlanPolicyData,
  HotelPlanPolicyRequest,
  HotelPriceValidateData,
  HotelPriceValidateRequest,
  HotelSameOrderData,
  HotelSameOrderRequest,
  HotelStandardData,
  HotelStandardRequest,
  PricePlanOneData,
  PricePlanOneRequest,
  SavedCreditCardsData,
  ServiceFeeData,
  ServiceFeeRequest,
} from '../../../api/contract/hotel';
import type { HotelMembership, HotelMembershipListRequest } from '../../../api/contract/peopleAdmin';
import {
  creditcardValidate,
  fwfMatchQuery,
  hotelBook,
  hotelGuarantee,
  hotelOrderDetail,
  hotelPricePlanOne,
  hotelPriceValidate,
  jsClzcBzz,
  queryCreditcard,
} from '../../../api/hotel';
import {
  clzcRatePlan,
  hotelV2Book,
  hotelV2CheckSameOrder,
  hotelV2Guarantee,
  hotelV2PricePlanOne,
  hotelV2PriceValidate,
} from '../../../api/hotelV2';
import { vipEmpJdhyList } from '../../../api/people';
import type { HotelVersion } from '../detail/screens';

/** The guarantee's calls (the sheet on the booked screen). */
export interface HotelGuaranteeApi {
  queryCreditcard(body: Record<string, never>): Promise<Envelope<SavedCreditCardsData>>;
  creditcardValidate(body: CreditCardValidateRequest): Promise<Envelope<CreditCardValidateData>>;
  guarantee(body: HotelGuaranteeRequest, idempotencyKey: string): Promise<Envelope<HotelGuaranteeData>>;
}

/** Every call of the booking form, one version's. */
export interface HotelBookingApi extends HotelGuaranteeApi {
  pricePlanOne(body: PricePlanOneRequest): Promise<Envelope<PricePlanOneData>>;
  priceValidate(body: HotelPriceValidateRequest): Promise<Envelope<HotelPriceValidateData>>;
  checkSameOrder(body: HotelSameOrderRequest): Promise<Envelope<HotelSameOrderData>>;
  book(body: HotelBookRequest, idempotencyKey: string): Promise<Envelope<HotelBookData>>;
  clzcRatePlan(body: HotelPlanPolicyRequest): Promise<Envelope<HotelPlanPolicyData>>;
  jsClzcBzz(body: HotelStandardRequest): Promise<Envelope<HotelStandardData>>;
  fwfMatchQuery(body: ServiceFeeRequest): Promise<Envelope<ServiceFeeData>>;
  vipEmpJdhyList(body: HotelMembershipListRequest): Promise<Envelope<PageData, HotelMembership>>;
  hotelOrderDetail(query: HotelOrderIdQuery): Promise<Envelope<HotelOrderDetail>>;
}

const shared = {
  checkSameOrder: hotelV2CheckSameOrder,
  clzcRatePlan,
  jsClzcBzz,
  fwfMatchQuery,
  vipEmpJdhyList,
  hotelOrderDetail,
  queryCreditcard,
  creditcardValidate,
};

const APIS: Readonly<Record<HotelVersion, HotelBookingApi>> = {
  1: {
    ...shared,
    pricePlanOne: hotelPricePlanOne,
    priceValidate: hotelPriceValidate,
    book: hotelBook,
    guarantee: hotelGuarantee,
  },
  2: {
    ...shared,
    pricePlanOne: hotelV2PricePlanOne,
    priceValidate: hotelV2PriceValidate,
    book: hotelV2Book,
    guarantee: hotelV2Guarantee,
  },
};

/** The app's calls of a version. */
export const hotelBookingApi = (version: HotelVersion): HotelBookingApi => APIS[version];

export const HotelBookingApiContext = createContext<(version: HotelVersion) => HotelBookingApi>(hotelBookingApi);

export function useHotelBookingApi(version: HotelVersion): HotelBookingApi {
  return useContext(HotelBookingApiContext)(version);
}
