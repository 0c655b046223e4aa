/** The hotel search store on fake ports that record every call, and a page harness around it (both versions). */
import type { ReactElement } from 'react';
import { runInAction } from 'mobx';
import type { Envelope } from '../../../src/api/contract';
import type {
  HotelKeywordRequest,
  HotelListRequest,
  HotelStandardData,
  HotelStandardRequest,
  HotelStaticRequest,
  HotelSummary,
  SignCityData,
} from '../../../src/api/contract/hotel';
import type { ReverseGeocodeData } from '../../../src/api/contract/maps';
import { ApiError } from '../../../src/api/transport';
import type { HistoryStorage } from '../../../src/components/CityPicker/history';
import { TripRequestStoreContext, type TripRequestStore } from '../../../src/components/tripRequest';
import { setClock } from '../../../src/hosts/clock';
import { addCalendarDays, chinaDayStartMs, chinaToday } from '../../../src/domain/time';
import { StoreProvider } from '../../../src/stores';
import { BookingStore, BookingStoreContext, type BookingPorts } from '../../../src/stores/booking';
import { setGuardContext } from '../../../src/router';
import {
  HotelSearchStore,
  HotelStores,
  HotelStoresContext,
  type HotelSearchApi,
} from '../../../src/packages/hotel/store';
import { render } from '../support/render';
import { DEMO_USER, makeStore } from '../support/stores';
import { cityHotels, keywordItems, listAnswer, staticData } from '../../fixtures/hotels';
import { $, fakeTrips, idle } from '../tripRequest/harness';

/** 10:00 China time today (the real day: the suite runs on any date, and a year ahead in CI). */
export const NOW = chinaDayStartMs(chinaToday(Date.now())) + 10 * 3_600_000;
export const TODAY = chinaToday(NOW);
export const TOMORROW = addCalendarDays(TODAY, 1);

const ok = <D,>(data?: D): Promise<Envelope<D>> => Promise.resolve({ code: 1, data });

export interface FakeHotelServer {
  hotels: HotelSummary[];
  standard: HotelStandardData | null;
  signCities: SignCityData['cities'];
  place: ReverseGeocodeData;
  failList: boolean;
  /** Fails the list calls from this page on (0: none). */
  failFromPage: number;
  /** The list never answers (the skeleton stays). */
  hangList: boolean;
  /** The standard (jsClzcBzz) answers once this settles (null: at once). */
  standardWhen: Promise<void> | null;
  calls: { name: string; body: unknown }[];
}

export function fakeHotelServer(partial: Partial<FakeHotelServer> = {}): {
  server: FakeHotelServer;
  api: HotelSearchApi;
} {
  const server: FakeHotelServer = {
    hotels: cityHotels(45),
    standard: null,
    signCities: [
      { cityId: 'BJS', cityName: '北京', count: 8 },
      { cityId: 'SHA', cityName: '上海', count: 5 },
    ],
    place: {
      address: '上海市黄浦区',
      province: '上海',
      cityCode: 'SHA',
      cityName: '上海',
      district: '黄浦区',
      outsideChina: false,
    },
    failList: false,
    failFromPage: 0,
    hangList: false,
    standardWhen: null,
    calls: [],
    ...partial,
  };
  const log = (name: string, body: unknown) => server.calls.push({ name, body });
  /** A call that records its body and answers what `data` gives. */
  const reply =
    <B, D>(name: string, data: (body: B) => D) =>
    (body: B): Promise<Envelope<D>> => {
      log(name, body);
      return ok(data(body));
    };
  const list = (name: string) => (body: HotelListRequest) => {
    log(name, body);
    if (server.hangList) return new Promise<never>(() => undefined);
    if (server.failList) return Promise.reject(new ApiError('code', 0, ''));
    if (server.failFromPage && (body.pageNum ?? 1) >= server.failFromPage) return Promise.reject(new Error('network'));
    const answer = listAnswer(server.hotels, body);
    return Promise.resolve({ code: 1, data: answer.data, list: answer.list });
  };
  const api: HotelSearchApi = {
    hotelList: list('hotelList'),
    hotelV2List: list('hotelV2List'),
    hotelKeyword: reply('keyword', (b: HotelKeywordRequest) => ({ items: keywordItems(b.keyword) })),
    onlyLocalKeyword: reply('onlyLocalKeyword', (b: HotelKeywordRequest) => ({ items: keywordItems(b.keyword) })),
    findJdStaticByCityIdData: reply('findJdStaticByCityIdData', (b: HotelStaticRequest) => staticData(b.cityId)),
    findStaticData: reply('findStaticData', (b: HotelStaticRequest) => staticData(b.cityId)),
    getSignJdCity: reply('getSignJdCity', () => ({ cities: server.signCities })),
    // null: the company sets no standard (the answer has no data).
    jsClzcBzz: (body: HotelStandardRequest) => {
      log('jsClzcBzz', body);
      return (server.standardWhen ?? Promise.resolve()).then(() => ({
        code: 1,
        data: server.standard as HotelStandardData,
      }));
    },
    reverseGeocode: reply('reverseGeocode', () => server.place),
  };
  return { server, api };
}

/** The device storage port, kept in memory. */
export function memoryStorage(): HistoryStorage & { saved: Record<string, unknown> } {
  const saved: Record<string, unknown> = {};
  return {
    saved,
    get<T>(key: string): T | undefined {
      return saved[key] as T | undefined;
    },
    set<T>(key: string, value: T): boolean {
      saved[key] = value;
      return true;
    },
  };
}

export function newSearchStore(api: HotelSearchApi, now = () => NOW, storage = memoryStorage()) {
  return new HotelSearchStore({ api, storage, now });
}

/** Booking-kit ports answering every call with an empty page: the search pages only read who travels. */
const bookingPorts = new Proxy(
  {},
  { get: () => () => Promise.resolve({ code: 1, data: { total: 0, pageNum: 1, count: 20 }, list: [] }) },
) as BookingPorts;

let restoreClock: (() => void) | null = null;

/** Logged-in root store, the given search store, a booking store and trip requests on fake ports. */
export async function setupHotel(
  search: HotelSearchStore,
  opts: { now?: number; trips?: TripRequestStore; hideStandard?: boolean } = {},
) {
  restoreClock?.();
  restoreClock = setClock(() => opts.now ?? NOW);
  const { store } = makeStore();
  await store.session.adoptToken('h'.repeat(32));
  if (opts.hideStandard) {
    runInAction(() => {
      store.session.userInfo = { ...DEMO_USER, vipCorp: { ...DEMO_USER.vipCorp, hideTravelStandard: 1 } };
    });
  }
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
  const booking = new BookingStore(bookingPorts);
  const trips = opts.trips ?? fakeTrips().store;
  const stores = new HotelStores({ search });
  // Every provider a search page reads, around the page.
  const providers = (page: ReactElement) => (
    <StoreProvider store={store}>
      <HotelStoresContext.Provider value={stores}>
        <BookingStoreContext.Provider value={booking}>
          <TripRequestStoreContext.Provider value={trips}>{page}</TripRequestStoreContext.Provider>
        </BookingStoreContext.Provider>
      </HotelStoresContext.Provider>
    </StoreProvider>
  );
  return {
    root: store,
    booking,
    async mount(page: ReactElement) {
      const view = await render(providers(page));
      await idle();
      return view;
    },
  };
}

export { $, idle };
export const all = (root: Element, selector: string): Element[] => [...root.querySelectorAll(selector)];
export const calls = (server: FakeHotelServer, name: string) =>
  server.calls.filter((c) => c.name === name).map((c) => c.body as HotelListRequest);
