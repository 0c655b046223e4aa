/**
 * The app's trip-request store (one instance, the real API as ports) and the hook the product screens use. Tests
 * render a screen with their own store through {@link TripRequestStoreContext}.
 */
import { createContext, useContext, useEffect } from 'react';
import { vipCcsqdDetail4Book, vipCcsqdList4Book } from '../../api/trip';
import { useStores } from '../../stores';
import { TripRequestStore, tripRequestRequired, type TripChoice } from './tripRequestStore';

export const tripRequestStore = new TripRequestStore({
  list4Book: (req) => vipCcsqdList4Book(req),
  detail4Book: (req) => vipCcsqdDetail4Book(req),
});

export const TripRequestStoreContext = createContext<TripRequestStore>(tripRequestStore);

export function useTripRequestStore(): TripRequestStore {
  return useContext(TripRequestStoreContext);
}

/** What a product screen needs: the store, the product's choice and whether a request is required (bookStyle 2). */
export interface TripRequestState {
  store: TripRequestStore;
  product: string;
  choice: TripChoice | null;
  required: boolean;
}

/** The trip request of `product` for the signed-in employee (read inside an observer component). */
export function useTripRequest(product: string): TripRequestState {
  const { session } = useStores();
  const store = useTripRequestStore();
  const empId = session.userInfo?.empInfo.empId ?? '';
  useEffect(() => {
    if (empId) store.bindUser(empId);
  }, [store, empId]);
  return {
    store,
    product,
    choice: store.choiceFor(product),
    required: tripRequestRequired(session.userInfo?.vipCorp.bookStyle),
  };
}
