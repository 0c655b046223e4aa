/** Dictionary keys of hotel data shown on several screens (stars, facilities, sorts). */
import type { FacilityCode, HotelSort, HotelStar } from '../../../api/contract/hotel';
import type { MessageKey } from '../../../i18n';
import '../../../i18n/parts/hotel';

export const STARS: readonly HotelStar[] = [2, 3, 4, 5];

/** '经济型' / 'Economy' … '豪华型' / 'Luxury'. */
export const starKey = (star: HotelStar): MessageKey => `hotel.star.${star}` as MessageKey;

export const facilityKey = (code: FacilityCode): MessageKey => `hotel.facility.${code}` as MessageKey;

export const sortKey = (sort: HotelSort): MessageKey => `hotel.sort.${sort}` as MessageKey;
