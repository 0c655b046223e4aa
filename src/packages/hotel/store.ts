/**
 * The stores of the hotel packages (/ht and /htV2 share them), built lazily on first use with the real API,
 * storage and clock as ports. Pages read them through `useHotelStores()`, so a test renders a page with its own
 * instances (fake ports) through `HotelStoresContext` without touching the app's.
 *
 * Each hotel area adds its store with one getter in `HotelStores` (`return this.lazy('name', () => new …)`).
 */
import { createContext, useContext } from 'react';
import { findJdStaticByCityIdData, getSignJdCity, hotelKeyword, hotelList, jsClzcBzz } from '../../api/hotel';
import { findStaticData, hotelV2List, onlyLocalKeyword } from '../../api/hotelV2';
import { mapsReverseGeocode } from '../../api/maps';
import { clock } from '../../hosts/clock';
import { storage } from '../../hosts/storage';
import { HotelSearchStore } from './search/searchStore';
import { HotelOrderStore, appOrderStore } from './orders/store';
import { appNeedStore } from './need/appNeedStore';
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

/** Stores given up front (tests), by getter name. */
export type HotelStoreOverrides = { [K in keyof HotelStores]?: HotelStores[K] };

export class HotelStores {
  private readonly built = new Map<string, unknown>();

  constructor(private readonly given: HotelStoreOverrides = {}) {}

  /** The store under `name`: the one given, else built once by `make`. */
  protected lazy<K extends keyof HotelStores>(name: K, make: () => HotelStores[K]): HotelStores[K] {
    const given = this.given[name];
    if (given !== undefined) return given as HotelStores[K];
    if (!this.built.has(name)) this.built.set(name, make());
    return this.built.get(name) as HotelStores[K];
  }

  /** Query, list, protocol list and map (src/packages/hotel/search). */
  get search(): HotelSearchStore {
    return this.lazy('search', appSearchStore);
  }

  /** Order detail, cancel and refunds (src/packages/hotel/orders). */
  get orders(): HotelOrderStore {
    return this.lazy('orders', appOrderStore);
  }

  /** Need (inquiry) orders: form, my list, detail with notes, remark (src/packages/hotel/need). */
  get need(): HotelNeedStore {
    return this.lazy('need', appNeedStore);
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
