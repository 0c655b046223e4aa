/**
 * The car search store (/car/carQuery, /car/carList) on fake ports that record every call, and a page harness
 * around it. Times are built from the injected clock (10:00 China time today): the suite runs on any date.
 */
import type { ReactElement } from 'react';
import type { Envelope } from '../../../src/api/contract';
import type {
  CarCity,
  CarEstimate,
  CarEstimateRequest,
  CarFlightOrderItem,
  CarPlace,
  CarPreBookData,
  FavoritePlace,
  FavoritePlaceRequest,
  FlightByNumberItem,
  FlightByNumberRequest,
  VehicleType,
} from '../../../src/api/contract/car';
import type { MapPlace, PlaceSearchRequest, SuggestionRequest } from '../../../src/api/contract/maps';
import { ApiError } from '../../../src/api/transport';
import type { HistoryStorage } from '../../../src/components/CityPicker/history';
import { TripRequestStoreContext, type TripRequestStore } from '../../../src/components/tripRequest';
import { addCalendarDays, chinaDayStartMs, chinaToday } from '../../../src/domain/time';
import { setClock } from '../../../src/hosts/clock';
import { CarStores, CarStoresContext } from '../../../src/packages/car/store';
import { CarSearchStore, type CarSearchApi } from '../../../src/packages/car/search/searchStore';
import { setGuardContext } from '../../../src/router';
import { StoreProvider } from '../../../src/stores';
import { render } from '../support/render';
import { makeStore } from '../support/stores';
import { $, fakeTrips, idle } from '../tripRequest/harness';

/** 10:00 China time today (the real day: the suite runs on any date, and a year ahead in CI). */
export const NOW = chinaDayStartMs(chinaToday(Date.now())) + 10 * 3_600_000;
export const TODAY = chinaToday(NOW);
export const TOMORROW = addCalendarDays(TODAY, 1);

const place = (p: Partial<CarPlace> & { name: string; lat: number; lng: number }): CarPlace => ({
  address: `${p.name}地址`,
  cityCode: 'BJS',
  cityName: '北京',
  ...p,
});

export const GUOMAO = place({ name: '国贸大厦', lat: 39.909, lng: 116.461, kind: 'landmark' });
export const ZGC = place({ name: '中关村', lat: 39.984, lng: 116.307, kind: 'landmark' });
export const PEK = place({
  name: '北京首都国际机场',
  lat: 40.08,
  lng: 116.584,
  kind: 'airport',
  code: 'PEK',
  terminal: 'T3',
});
export const BJP = place({ name: '北京站', lat: 39.902, lng: 116.427, kind: 'station', code: 'BJP' });
export const SHA_HQ = place({
  name: '上海虹桥国际机场',
  lat: 31.197,
  lng: 121.336,
  kind: 'airport',
  code: 'SHA',
  cityCode: 'SHA',
  cityName: '上海',
  terminal: 'T2',
});

const mapPlace = (p: CarPlace): MapPlace => ({
  id: p.code ? `${p.kind}:${p.code}` : `poi:${p.name}`,
  name: p.name,
  kind: p.kind ?? 'poi',
  address: p.address,
  cityCode: p.cityCode,
  cityName: p.cityName,
  lat: p.lat,
  lng: p.lng,
});

export const GAZETTEER: CarPlace[] = [GUOMAO, ZGC, PEK, BJP, SHA_HQ];

export const CITIES: CarCity[] = [
  {
    cityCode: 'BJS',
    cityName: '北京',
    spell: 'beijing',
    useTypes: [8, 1, 2, 3, 4, 5, 6],
    centre: { lat: 39.9, lng: 116.4 },
  },
  { cityCode: 'SHA', cityName: '上海', spell: 'shanghai', useTypes: [8, 1, 2, 3], centre: { lat: 31.23, lng: 121.47 } },
];

const vt = (vehicleTypeId: string, seats: number, luggage: number): VehicleType => ({
  vehicleTypeId,
  models: `${vehicleTypeId} models`,
  seats,
  luggage,
  image: `/img/car/${vehicleTypeId}.png`,
});

/** Three classes: economy compliant, business over the standard, luxury blocked. */
export function estimatesFor(body: CarEstimateRequest, round = 0): CarEstimate[] {
  const classes: [VehicleType, number, 0 | 1 | 2][] = [
    [vt('economy', 4, 2), 56.5, 0],
    [vt('business', 4, 3), 98, 1],
    [vt('luxury', 4, 3), 188, 2],
  ];
  return classes.map(([type, price, wb]) => ({
    estimateKey: `k-${body.useType}-${type.vehicleTypeId}-${round}`,
    vehicleType: type,
    price: price + round,
    parts: [
      { kind: 'base', amount: 14 },
      { kind: 'distance', amount: price + round - 14 },
    ],
    distance: 12_300,
    duration: 1_800,
    driversNearby: wb === 2 ? 0 : 3,
    etaSeconds: 240,
    wb,
    policy: {
      compliant: wb === 0,
      violations: wb === 0 ? [] : [{ code: 'vehicleType', text: `${type.vehicleTypeId}超出您的用车标准` }],
    },
  }));
}

export const flightItem = (day: string): FlightByNumberItem => ({
  flightNo: 'MU5101',
  airlineName: '东方航空',
  depAirport: 'SHA',
  depAirportName: '上海虹桥国际机场',
  depTerminal: 'T2',
  depCityName: '上海',
  arrAirport: 'PEK',
  arrAirportName: '北京首都国际机场',
  arrTerminal: 'T3',
  arrCityName: '北京',
  arrCityCode: 'BJS',
  depCityCode: 'SHA',
  depTime: `${day} 12:00`,
  arrTime: `${day} 14:15`,
  depPlace: SHA_HQ,
  arrPlace: PEK,
});

export interface FakeCarServer {
  preBook: CarPreBookData;
  estimates: (body: CarEstimateRequest, round: number) => CarEstimate[];
  failEstimates: boolean;
  favorites: FavoritePlace[];
  myFlights: CarFlightOrderItem[];
  /** The vehicle classes of every city (vehicleTypeFindList). */
  vehicleTypes: VehicleType[];
  /** Estimate answers so far (the round number of the next). */
  rounds: number;
  calls: { name: string; body: unknown }[];
}

const ok = <D, L = unknown>(data?: D, list?: L[]): Promise<Envelope<D, L>> =>
  Promise.resolve({ code: 1, data, ...(list ? { list } : {}) });

export function fakeCarServer(partial: Partial<FakeCarServer> = {}): { server: FakeCarServer; api: CarSearchApi } {
  const server: FakeCarServer = {
    preBook: { ok: true, reason: '', message: '' },
    estimates: estimatesFor,
    failEstimates: false,
    favorites: [],
    myFlights: [],
    vehicleTypes: [vt('economy', 4, 2)],
    rounds: 0,
    calls: [],
    ...partial,
  };
  const log = (name: string, body: unknown) => server.calls.push({ name, body });
  const estimate = (name: string) => (body: CarEstimateRequest) => {
    log(name, body);
    if (server.failEstimates) return Promise.reject(new ApiError('code', 0, ''));
    const list = server.estimates(body, server.rounds++);
    return ok({
      route: { distance: 12_300, duration: 1_800, points: [body.from, ...(body.to ? [body.to] : [])] },
      list,
    });
  };
  const match = (keyword: string, city?: string, kinds?: string[]) =>
    GAZETTEER.filter(
      (p) =>
        (p.name.includes(keyword) || p.cityName.includes(keyword)) &&
        (!city || p.cityName === city || p.cityCode === city) &&
        (!kinds || kinds.includes(p.kind ?? 'poi')),
    ).map(mapPlace);
  let favId = 0;
  const api: CarSearchApi = {
    vehiclesCityFindList: (b) => (log('vehiclesCityFindList', b), ok({ list: CITIES })),
    vehicleTypeFindList: (b) => (log('vehicleTypeFindList', b), ok({ list: server.vehicleTypes })),
    checkPreBook: (b) => (log('checkPreBook', b), ok(server.preBook)),
    estimateJsycPrice: estimate('estimateJsycPrice'),
    estimateYyycPrice: estimate('estimateYyycPrice'),
    queryDayCar: estimate('queryDayCar'),
    gaodeFavoritesList: (b) => (log('gaodeFavoritesList', b), ok({ list: [...server.favorites] })),
    gaodeFavorites: (b: FavoritePlaceRequest) => {
      log('gaodeFavorites', b);
      if (b.delete) {
        server.favorites = server.favorites.filter((f) => f.id !== b.id);
        return ok({});
      }
      const saved: FavoritePlace = { id: b.id ?? `f${++favId}`, tag: b.tag, place: b.place as CarPlace };
      server.favorites = [...server.favorites.filter((f) => f.id !== saved.id), saved];
      return ok(saved);
    },
    queryFlightByHbh: (b: FlightByNumberRequest) => {
      log('queryFlightByHbh', b);
      const rows = b.hbh === 'MU5101' ? [flightItem(b.date)] : [];
      return ok({ found: rows.length > 0, total: rows.length, pageNum: 1, count: 160 }, rows);
    },
    getTkOrder: (b) => (log('getTkOrder', b), ok({}, server.myFlights)),
    placeSearch: (b: PlaceSearchRequest) => {
      log('placeSearch', b);
      const rows = match(b.keyword, b.city, b.kinds);
      return ok({ total: rows.length }, rows);
    },
    suggestion: (b: SuggestionRequest) => (log('suggestion', b), ok(undefined, match(b.keyword, b.city))),
    reverseGeocode: (b) => {
      log('reverseGeocode', b);
      return ok(
        {
          address: '北京市朝阳区 国贸附近',
          province: '北京',
          cityCode: 'BJS',
          cityName: '北京',
          district: '朝阳区',
          outsideChina: false,
        },
        [mapPlace(GUOMAO)],
      );
    },
  };
  return { server, api };
}

export function memoryStorage(): HistoryStorage {
  const saved: Record<string, unknown> = {};
  return {
    get: <T,>(key: string) => saved[key] as T | undefined,
    set: <T,>(key: string, value: T) => ((saved[key] = value), true),
  };
}

export function newCarSearch(api: CarSearchApi, now = () => NOW, storage = memoryStorage()): CarSearchStore {
  return new CarSearchStore({ api, storage, now });
}

let restoreClock: (() => void) | null = null;

/** Logged-in root store, the given search store and trip requests on fake ports, around the page. */
export async function setupCar(search: CarSearchStore, opts: { now?: number; trips?: TripRequestStore } = {}) {
  restoreClock?.();
  restoreClock = setClock(() => opts.now ?? NOW);
  const { store } = makeStore();
  await store.session.adoptToken('c'.repeat(32));
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
  const trips = opts.trips ?? fakeTrips().store;
  const stores = new CarStores({ search });
  const providers = (page: ReactElement) => (
    <StoreProvider store={store}>
      <CarStoresContext.Provider value={stores}>
        <TripRequestStoreContext.Provider value={trips}>{page}</TripRequestStoreContext.Provider>
      </CarStoresContext.Provider>
    </StoreProvider>
  );
  return {
    root: store,
    async mount(page: ReactElement) {
      const view = await render(providers(page));
      await idle();
      return view;
    },
  };
}

export const calls = (server: FakeCarServer, name: string) =>
  server.calls.filter((c) => c.name === name).map((c) => c.body);

export { $, idle };
