/**
 * What the hotel detail and booking screens read of the search (the search store of `useHotelStores()`): the stay,
 * the travellers chosen before searching and the trip request. A test of these screens alone provides its own facts
 * through {@link HotelSearchFactsContext}.
 */
import { createContext, useContext } from 'react';
import type { TravellerRef } from '../../../api/contract/hotel';
import { useHotelStores } from '../store';

export interface HotelSearchFacts {
  stay: { checkIn: string; checkOut: string };
  travellers: TravellerRef[];
  trip: { ccsqdId?: string; routeId?: string };
}

export const HotelSearchFactsContext = createContext<HotelSearchFacts | null>(null);

export function useSearchFacts(): HotelSearchFacts {
  const own = useContext(HotelSearchFactsContext);
  const stores = useHotelStores();
  return own ?? stores.search;
}
