import { useHotelStores } from '../store';
import type { HotelOrderStore } from './store';

/** The hotel order store of the screen (`HotelStores.orders`; a test gives its own through `HotelStoresContext`). */
export function useHotelOrderStore(): HotelOrderStore {
  return useHotelStores().orders;
}
