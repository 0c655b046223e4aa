/**
 * The flight store of the app: one instance, registered on first use of the flight subpackage (ARCHITECTURE §6),
 * with the real API and storage as ports. Pages read it through `useFlightStore()` so tests can provide their own
 * instance (built with fake ports) without touching this one.
 */
import { createContext, useContext } from 'react';
import { flightQueryFlight, matchClbz, patForFlight, queryCabin, ruleText, weekPrice } from '../../api/flight';
import { storage } from '../../hosts/storage';
import { FlightStore } from './flightStore';

export * from './flightStore';

/** The app's flight store (C2's tkEdit reads `selection` and `query` from it). */
export const flightStore = new FlightStore({
  api: { flightQueryFlight, queryCabin, weekPrice, matchClbz, ruleText, patForFlight },
  storage: { get: storage.get, set: storage.set },
  now: () => Date.now(),
});

/** Lets a test render a page with its own store. */
export const FlightStoreContext = createContext<FlightStore>(flightStore);

export function useFlightStore(): FlightStore {
  return useContext(FlightStoreContext);
}
