/**
 * The calls of the hotel detail screens (SPEC §7 Hotel version 1 hotelInfo / imgInfo / roomInfo / pricePlanList,
 * version 2 detail; clzcRatePlan and jsClzcBzz for the policy), bound once so pages reach the server only through
 * the detail store; a test renders the screens with its own calls through the context.
 */
import { createContext, useContext } from 'react';
import type { Envelope } from '../../../api/contract/envelope';
import type {
  HotelDetail,
  HotelDetailRequest,
  HotelImagesData,
  HotelPlanPolicyData,
  HotelPlanPolicyRequest,
  HotelRoomsData,
  HotelStandardData,
  HotelStandardRequest,
  PricePlanListData,
  PricePlanListRequest,
} from '../../../api/contract/hotel';
import { hotelInfo, hotelPricePlanList, imgInfo, jsClzcBzz, roomInfo } from '../../../api/hotel';
import { clzcRatePlan, hotelV2Detail } from '../../../api/hotelV2';

export interface HotelDetailApi {
  hotelV2Detail(body: HotelDetailRequest): Promise<Envelope<HotelDetail>>;
  hotelInfo(body: HotelDetailRequest): Promise<Envelope<HotelDetail>>;
  imgInfo(body: HotelDetailRequest): Promise<Envelope<HotelImagesData>>;
  roomInfo(body: HotelDetailRequest): Promise<Envelope<HotelRoomsData>>;
  hotelPricePlanList(body: PricePlanListRequest): Promise<Envelope<PricePlanListData>>;
  clzcRatePlan(body: HotelPlanPolicyRequest): Promise<Envelope<HotelPlanPolicyData>>;
  jsClzcBzz(body: HotelStandardRequest): Promise<Envelope<HotelStandardData>>;
}

export const hotelDetailApi: HotelDetailApi = {
  hotelV2Detail,
  hotelInfo,
  imgInfo,
  roomInfo,
  hotelPricePlanList,
  clzcRatePlan,
  jsClzcBzz,
};

export const HotelDetailApiContext = createContext<HotelDetailApi>(hotelDetailApi);

export function useHotelDetailApi(): HotelDetailApi {
  return useContext(HotelDetailApiContext);
}
