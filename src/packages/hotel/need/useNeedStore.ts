import { useHotelStores } from '../store';
import { appNeedStore } from './appNeedStore';
import type { HotelNeedStore } from './needStore';

/** The need store of the screen (`HotelStores.area('need')`; a test gives its own through `HotelStoresContext`). */
export function useHotelNeedStore(): HotelNeedStore {
  return useHotelStores().area('need', appNeedStore);
}
