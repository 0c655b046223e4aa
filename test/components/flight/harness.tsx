/** Fake flight data and a page harness: the flight store runs on fake ports that record every call. */
import { act, type ReactElement } from 'react';
import type {
  Envelope,
  FlightCabin,
  FlightItem,
  MatchClbzData,
  QueryCabinData,
  QueryFlightData,
  TransferItinerary,
} from '../../../src/api/contract';
import { StoreProvider } from '../../../src/stores';
import { BookingStore, BookingStoreContext, type BookingPorts } from '../../../src/stores/booking';
import { FlightStore, FlightStoreContext, type FlightApi } from '../../../src/packages/flight/store';
import { setGuardContext } from '../../../src/router';
import type { Place } from '../../../src/components/CityPicker/search';
import { render, settle } from '../support/render';
import { makeStore } from '../support/stores';

/** 2026-11-22 10:00 China time. */
export const NOW = Date.UTC(2026, 10, 22, 2);
export const TODAY = '2026-11-22';
export const TOMORROW = '2026-11-23';

const ok = <D, L = unknown>(data?: D, list?: L[]): Promise<Envelope<D, L>> => Promise.resolve({ code: 1, data, list });
/** A code-1 answer without data (the store falls back to its defaults). */
const none = <D, L>(): Promise<Envelope<D, L>> => Promise.resolve({ code: 1, list: [] });

/** A place of a geo file as the CityPicker holds it (a city unless said otherwise). */
export const geoPlace = (p: Partial<Place> & { code: string; name: string }): Place => ({
  kind: 'city',
  cityCode: p.code,
  cityName: p.name,
  pinyin: '',
  jianpin: '',
  initial: 'A',
  countryName: '中国',
  hot: 0,
  altName: '',
  ...p,
});

const AIRLINES = [
  { code: 'CA', name: '中国国航' },
  { code: 'MU', name: '东方航空' },
  { code: 'CZ', name: '南方航空' },
];

export function cabin(partial: Partial<FlightCabin> & { fareKey: string }): FlightCabin {
  return {
    cabinCode: 'Y',
    cabinClass: 'Y',
    cabinName: '经济舱',
    price: 1000,
    discount: 100,
    seats: 10,
    ruleSummary: '退票收费10%',
    ...partial,
  };
}

/** Flight i of a day: departures spread over the day, prices varying, airlines and airports alternating. */
export function flight(i: number, date = TOMORROW, extra: Partial<FlightItem> = {}): FlightItem {
  const airline = AIRLINES[i % 3];
  const minutes = (360 + i * 7) % (24 * 60);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  const no = `${airline.code}${1000 + i}`;
  const price = 400 + ((i * 37) % 900);
  return {
    flightId: `${no}_${date}`,
    flightNo: no,
    airline,
    codeshareOf: '',
    planeType: '738',
    dep: {
      code: i % 2 === 0 ? 'PEK' : 'PKX',
      name: i % 2 === 0 ? '首都' : '大兴',
      cityCode: 'BJS',
      cityName: '北京',
      terminal: 'T3',
    },
    arr: { code: 'SHA', name: '虹桥', cityCode: 'SHA', cityName: '上海', terminal: 'T2' },
    depTime: `${date} ${hh}:${mm}`,
    arrTime: `${date} ${hh}:${mm}`,
    arriveDays: 0,
    durationMin: 135,
    stops: i % 5 === 4 ? 1 : 0,
    stopCity: i % 5 === 4 ? '济南' : '',
    meal: true,
    tax: 50,
    lowest: cabin({
      fareKey: `${no}-Y`,
      price,
      discount: Math.min(100, Math.round(price / 12)),
      policy: { compliant: price < 1000, violations: price < 1000 ? [] : [{ code: 'discount', text: '超过折扣上限' }] },
    }),
    ...extra,
  };
}

export function transfer(id: string, date = TOMORROW): TransferItinerary {
  const a = flight(1, date, {
    flightId: `MU2001_${date}`,
    flightNo: 'MU2001',
    arr: { code: 'WUH', name: '天河', cityCode: 'WUH', cityName: '武汉', terminal: 'T3' },
  });
  const b = flight(2, date, {
    flightId: `CZ3002_${date}`,
    flightNo: 'CZ3002',
    dep: { code: 'WUH', name: '天河', cityCode: 'WUH', cityName: '武汉', terminal: 'T3' },
  });
  return { transferId: id, legs: [a, b], transferCity: '武汉', layoverMin: 90, price: 900 };
}

export interface FakeFlightServer {
  flights: (depCity: string, arrCity: string, date: string) => QueryFlightData;
  cabins: (flightId: string) => QueryCabinData;
  policy: MatchClbzData;
  priceChanged: boolean;
  failQuery: boolean;
  calls: { name: string; body: unknown }[];
}

export function fakeServer(partial: Partial<FakeFlightServer> = {}): { server: FakeFlightServer; api: FlightApi } {
  const server: FakeFlightServer = {
    flights: (dep, _arr, date) => ({
      flights: [0, 1, 2, 3, 4].map((i) =>
        flight(
          i,
          date,
          dep === 'SHA'
            ? {
                dep: { code: 'SHA', name: '虹桥', cityCode: 'SHA', cityName: '上海', terminal: 'T2' },
                arr: { code: 'PEK', name: '首都', cityCode: 'BJS', cityName: '北京', terminal: 'T3' },
                flightId: `R${i}_${date}`,
                flightNo: `MU${5000 + i}`,
              }
            : {},
        ),
      ),
      transfers: [],
    }),
    cabins: (flightId) => {
      const f = flight(0, flightId.split('_')[1] ?? TOMORROW, { flightId, flightNo: flightId.split('_')[0] });
      return {
        flight: f,
        bookable: true,
        cabins: [
          cabin({
            fareKey: `${flightId}-Y`,
            price: 680,
            discount: 45,
            seats: 3,
            policy: { compliant: true, violations: [] },
          }),
          cabin({
            fareKey: `${flightId}-B`,
            cabinCode: 'B',
            price: 1200,
            discount: 80,
            policy: { compliant: false, violations: [{ code: 'discount', text: '超过折扣上限' }] },
          }),
          cabin({
            fareKey: `${flightId}-C`,
            cabinCode: 'C',
            cabinClass: 'C',
            cabinName: '公务舱',
            price: 3000,
            discount: 100,
            policy: { compliant: false, violations: [{ code: 'cabinClass', text: '公务舱超标' }] },
          }),
        ],
      };
    },
    policy: { results: [], mustComply: false },
    priceChanged: false,
    failQuery: false,
    calls: [],
    ...partial,
  };
  const log = (name: string, body: unknown) => server.calls.push({ name, body });
  const api: FlightApi = {
    flightQueryFlight: (body) => {
      log('queryFlight', body);
      if (server.failQuery) return Promise.reject(new Error('network'));
      return ok(server.flights(body.depCity, body.arrCity, body.depDate));
    },
    queryCabin: (body) => {
      log('queryCabin', body);
      return ok(server.cabins(body.flightId));
    },
    weekPrice: (body) => {
      log('weekPrice', body);
      const list = Array.from({ length: body.days ?? 7 }, (_, i) => {
        const d = new Date(`${body.startDate}T00:00:00Z`);
        d.setUTCDate(d.getUTCDate() + i);
        return { date: d.toISOString().slice(0, 10), price: 500 + i * 10 };
      });
      return ok(undefined, list);
    },
    matchClbz: (body) => {
      log('matchClbz', body);
      return ok(server.policy);
    },
    ruleText: (body) => {
      log('ruleText', body);
      return ok({ refundRule: '起飞前2小时以外收取10%', changeRule: '免费改期一次', baggage: '20KG', endorse: false });
    },
    patForFlight: (body) => {
      log('patForFlight', body);
      return ok({
        segments: body.fareKeys.map((fareKey) => ({ fareKey, prices: [{ psgType: 1 as const, fare: 680, tax: 50 }] })),
        priceChanged: server.priceChanged,
      });
    },
  };
  return { server, api };
}

const bookingPorts: BookingPorts = {
  queryVipParameter: () => none(),
  costCenterFindList: () => none(),
  projectList: () => none(),
  vipWbyyList: () => none(),
  empFindList: () => ok({ total: 0, pageNum: 1, count: 20 }, []),
  vipEmpContactsPage: () => ok({ total: 0, pageNum: 1, count: 20 }, []),
  vipEmpAddrList: () => ok({ total: 0, pageNum: 1, count: 20 }, []),
  getBxcpList: () => none(),
  getBxcpById: () => none(),
};

/** An in-memory storage port. */
export function memoryStorage() {
  const map = new Map<string, unknown>();
  return {
    map,
    get: <T,>(key: string) => map.get(key) as T | undefined,
    set: <T,>(key: string, value: T) => {
      map.set(key, value);
      return true;
    },
  };
}

export function newFlightStore(api: FlightApi, storage = memoryStorage()) {
  return new FlightStore({ api, storage, now: () => NOW });
}

/** Logged-in root store, the given flight store, a booking store on fake ports; mount renders a page. */
export async function setup(flightStore: FlightStore) {
  const { store } = makeStore();
  await store.session.adoptToken('c'.repeat(32));
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
  const booking = new BookingStore(bookingPorts);
  const mount = async (element: ReactElement) => {
    const view = await render(
      <StoreProvider store={store}>
        <FlightStoreContext.Provider value={flightStore}>
          <BookingStoreContext.Provider value={booking}>{element}</BookingStoreContext.Provider>
        </FlightStoreContext.Provider>
      </StoreProvider>,
    );
    await idle();
    return view;
  };
  return { root: store, booking, mount };
}

export async function idle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
  await settle();
}

export const $ = (root: ParentNode, testId: string): Element | null => root.querySelector(`[data-testid="${testId}"]`);
export const all = (root: ParentNode, selector: string): Element[] => Array.from(root.querySelectorAll(selector));
