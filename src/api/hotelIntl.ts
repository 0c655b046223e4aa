/** International hotels (SPEC §7 International hotel): shopping (/hotel/gj/shopping) and bookGj. */
import { request } from './transport';
import { type Answer, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';
import type {
  BookGjData,
  BookGjRequest,
  IntlHotelDetail,
  IntlHotelInfoRequest,
  IntlHotelListData,
  IntlHotelListRequest,
  IntlHotelSummary,
  IntlKeywordData,
  IntlKeywordRequest,
  IntlPlatData,
  IntlPricePlanListData,
  IntlPricePlanListRequest,
  IntlPricePlanOneData,
  IntlPricePlanOneRequest,
} from './contract/hotelIntl';

const S = '/obt/hotel/gj/shopping';

/** Hotels, districts, landmarks and brands of a 10910 city matching what is typed. */
export const hotelIntlKeyword = (body: IntlKeywordRequest): Answer<IntlKeywordData> => request(`${S}/keyword`, body);
export const hotelIntlGetOpenPlat = (body: Record<string, never> = {}): Answer<IntlPlatData> =>
  request(`${S}/getOpenPlat`, body);
/** Hotels of the city for the stay and occupancy (rows in `list`). */
export const hotelIntlHotelList = (body: IntlHotelListRequest): Answer<IntlHotelListData, IntlHotelSummary> =>
  request(`${S}/hotelList`, body);
/** The hotel with its policies (rooms come from pricePlanList). */
export const hotelIntlHotelInfo = (body: IntlHotelInfoRequest): Answer<IntlHotelDetail> =>
  request(`${S}/hotelInfo`, body);
/** The rooms that can take the occupancy, with their plans for the stay. */
export const hotelIntlPricePlanList = (body: IntlPricePlanListRequest): Answer<IntlPricePlanListData> =>
  request(`${S}/pricePlanList`, body);
export const hotelIntlPricePlanOne = (body: IntlPricePlanOneRequest): Answer<IntlPricePlanOneData> =>
  request(`${S}/pricePlanOne`, body);
/** Books rooms with customers, nationality and invoice delivery. */
export const hotelIntlBookGj = (
  body: BookGjRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<BookGjData> => request('/obt/hotel/order/bookGj', body, write(idempotencyKey));
