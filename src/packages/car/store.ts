/**
 * The stores of the car package, built lazily on first use with the real API, storage and clock as ports. Pages read
 * them through `useCarStores()`, so a test renders a page with its own instances (fake ports) through
 * `CarStoresContext` without touching the app's.
 *
 * Each car area (search/, booking/, orders/) adds its store with one getter in `CarStores`
 * (`return this.lazy('name', () => new …)`).
 */
import { createContext, useContext } from 'react';
import { appSearchStore } from './search/appSearchStore';
import type { CarSearchStore } from './search/searchStore';
import { CarOrderStore, appCarOrderStore } from './orders/store';
import { CarBookingStore, appBookingStore } from './booking/store';

/** Stores given up front (tests), by getter name. */
export type CarStoreOverrides = { [K in keyof CarStores]?: CarStores[K] };

export class CarStores {
  private readonly built = new Map<string, unknown>();

  constructor(private readonly given: CarStoreOverrides = {}) {}

  /** The store under `name`: the one given, else built once by `make`. */
  protected lazy<K extends keyof CarStores>(name: K, make: () => CarStores[K]): CarStores[K] {
    const given = this.given[name];
    if (given !== undefined) return given as CarStores[K];
    if (!this.built.has(name)) this.built.set(name, make());
    return this.built.get(name) as CarStores[K];
  }

  /** Query, estimate list and the chosen estimate (src/packages/car/search). */
  get search(): CarSearchStore {
    return this.lazy('search', appSearchStore);
  }

  /** The booking form of /car/carEdit and the booked order of /car/carCmp (src/packages/car/booking). */
  get booking(): CarBookingStore {
    return this.lazy('booking', appBookingStore);
  }

  /** Order detail, the ride's journey, cancel and the car order lists (src/packages/car/orders). */
  get orders(): CarOrderStore {
    return this.lazy('orders', appCarOrderStore);
  }
}

/** The app's car stores. */
export const carStores = new CarStores();

/** Lets a test render a page with its own stores: `<CarStoresContext.Provider value={new CarStores({ … })}>`. */
export const CarStoresContext = createContext<CarStores>(carStores);

export function useCarStores(): CarStores {
  return useContext(CarStoresContext);
}
