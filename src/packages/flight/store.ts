/**
 * The flight store of the app: one instance, registered on first use of the flight subpackage (ARCHITECTURE §6),
 * with the real API and storage as ports. Pages read it through `useFlightStore()` so tests can provide their own
 * instance (built with fake ports) without touching this one. The booking calls (validateTimeOut, checkSameOrder,
 * checkXyhBmd, bookV3) are bound here too, so pages reach the server only through stores.
 */
import { createContext, useContext } from 'react';
import {
  bookV3,
  checkXyhBmd,
  flightCheckSameOrder,
  flightQueryFlight,
  matchClbz,
  patForFlight,
  queryCabin,
  ruleText,
  validateTimeOut,
  weekPrice,
} from '../../api/flight';
import { clock } from '../../hosts/clock';
import { storage } from '../../hosts/storage';
import { FlightStore } from './flightStore';
import type { FlightBookingApi } from './booking/flightSubmit';

export * from './flightStore';

/** The app's flight store. */
export const flightStore = new FlightStore({
  api: { flightQueryFlight, queryCabin, weekPrice, matchClbz, ruleText, patForFlight },
  storage: { get: storage.get, set: storage.set },
  // The app's clock; page rules (today, the 40-minute cut-off) read it through the store, tests inject their own.
  now: () => clock.now(),
});

/** Lets a test render a page with its own store. */
export const FlightStoreContext = createContext<FlightStore>(flightStore);

export function useFlightStore(): FlightStore {
  return useContext(FlightStoreContext);
}

/** The booking calls of the app (the flight booking form's pipeline). */
export const flightBookingApi: FlightBookingApi = { validateTimeOut, flightCheckSameOrder, checkXyhBmd, bookV3 };

/** Lets a test book through its own calls. */
export const FlightBookingApiContext = createContext<FlightBookingApi>(flightBookingApi);

export function useFlightBookingApi(): FlightBookingApi {
  return useContext(FlightBookingApiContext);
}
