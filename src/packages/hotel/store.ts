/**
 * The stores of the hotel packages (/ht and /htV2 share them), built lazily on first use with the real API,
 * storage and clock as ports. Pages read them through `useHotelStores()`, so a test renders a page with its own
 * instances (fake ports) through `HotelStoresContext` without touching the app's.
 *
 * Each hotel area adds its store with one getter in `HotelStores` (`return this.lazy('name', () => new …)`). An area
 * whose pages alone use its store (orders, need) passes its factory from its own hook instead (`area(name, make)`,
 * e.g. orders/useOrderStore.ts): this module is on the hotel lists' first load, and their stores and calls are not
 * (issue 17).
 */
import { createContext, useContext } from 'react';
import { findJdStaticByCityIdData, getSignJdCity, hotelKeyword, hotelList, jsClzcBzz } from '../../api/hotel';
import { findStaticData, hotelV2List, onlyLocalKeyword } from '../../api/hotelV2';
import { mapsReverseGeocode } from '../../api/maps';
import { clock } from '../../hosts/clock';
import { storage } from '../../hosts/storage';
import { HotelSearchStore } from './search/searchStore';
import type { HotelOrderStore } from './orders/store';
import type { HotelNeedStore } from './need/needStore';
import { appIntlStore } from './intl/appIntlStore';
import type { HotelIntlStore } from './intl/intlStore';

export * from './search/searchStore';

/** The ports of the app's search store. */
export function appSearchStore(): HotelSearchStore {
  return new HotelSearchStore({
    api: {
      hotelList,
      hotelV2List,
      hotelKeyword,
      onlyLocalKeyword,
      findJdStaticByCityIdData,
      findStaticData,
      getSignJdCity,
      jsClzcBzz,
      reverseGeocode: mapsReverseGeocode,
    },
    storage: { get: storage.get, set: storage.set },
    now: () => clock.now(),
  });
}

/** The hotel stores by name. */
export interface HotelStoreTypes {
  search: HotelSearchStore;
  orders: HotelOrderStore;
  need: HotelNeedStore;
  intl: HotelIntlStore;
}

/** Stores given up front (tests), by name. */
export type HotelStoreOverrides = Partial<HotelStoreTypes>;

export class HotelStores {
  private readonly built = new Map<string, unknown>();

  constructor(private readonly given: HotelStoreOverrides = {}) {}

  /** The store under `name`: the one given, else built once by `make`. */
  protected lazy<K extends keyof HotelStoreTypes>(name: K, make: () => HotelStoreTypes[K]): HotelStoreTypes[K] {
    const given = this.given[name];
    if (given !== undefined) return given as HotelStoreTypes[K];
    if (!this.built.has(name)) this.built.set(name, make());
    return this.built.get(name) as HotelStoreTypes[K];
  }

  /**
   * The store of an area that builds its own (orders: order detail, cancel and refunds, src/packages/hotel/orders;
   * need: inquiry orders, src/packages/hotel/need): the one given, else built once by `make`, the area's factory.
   */
  area<K extends 'orders' | 'need'>(name: K, make: () => HotelStoreTypes[K]): HotelStoreTypes[K] {
    return this.lazy(name, make);
  }

  /** Query, list, protocol list and map (src/packages/hotel/search). */
  get search(): HotelSearchStore {
    return this.lazy('search', appSearchStore);
  }

  /** International hotels: the query's market, 10910 city, room conditions and nationality, the list (hotel/intl). */
  get intl(): HotelIntlStore {
    return this.lazy('intl', appIntlStore);
  }
}

/** The app's hotel stores. */
export const hotelStores = new HotelStores();

/** Lets a test render a page with its own stores: `<HotelStoresContext.Provider value={new HotelStores({ … })}>`. */
export const HotelStoresContext = createContext<HotelStores>(hotelStores);

export function useHotelStores(): HotelStores {
  return useContext(HotelStoresContext);
}
