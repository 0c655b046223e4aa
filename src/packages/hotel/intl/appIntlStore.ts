/** The international hotel store of the app: the real calls, the device storage and the app clock as ports. */
import {
  hotelIntlBookGj,
  hotelIntlHotelInfo,
  hotelIntlHotelList,
  hotelIntlPricePlanList,
  hotelIntlPricePlanOne,
} from '../../../api/hotelIntl';
import { swxxList } from '../../../api/invoice';
import { clock } from '../../../hosts/clock';
import { storage } from '../../../hosts/storage';
import { HotelIntlStore } from './intlStore';

export function appIntlStore(): HotelIntlStore {
  return new HotelIntlStore({
    api: {
      hotelList: hotelIntlHotelList,
      hotelInfo: hotelIntlHotelInfo,
      pricePlanList: hotelIntlPricePlanList,
      pricePlanOne: hotelIntlPricePlanOne,
      bookGj: hotelIntlBookGj,
      swxxList,
    },
    storage: { get: storage.get, set: storage.set },
    now: () => clock.now(),
  });
}
