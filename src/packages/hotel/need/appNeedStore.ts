/** The app's hotel need store: the real need calls and the host clock as its ports (hotel/store.ts `need`). */
import {
  findHtNeedNote,
  getHtNeedOrderDetail,
  hotelNeedOrderList,
  saveNeedOrder,
  savehtNeedNote,
} from '../../../api/hotelNeed';
import { clock } from '../../../hosts/clock';
import { HotelNeedStore } from './needStore';

export function appNeedStore(): HotelNeedStore {
  return new HotelNeedStore({
    api: { saveNeedOrder, hotelNeedOrderList, getHtNeedOrderDetail, findHtNeedNote, savehtNeedNote },
    now: () => clock.now(),
  });
}
