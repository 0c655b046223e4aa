import { useHotelStores } from '../store';
import { appOrderStore, type HotelOrderStore } from './store';

/** The hotel order store of the screen (`HotelStores.area`; a test gives its own through `HotelStoresContext`). */
export function useHotelOrderStore(): HotelOrderStore {
  return useHotelStores().area('orders', appOrderStore);
}
