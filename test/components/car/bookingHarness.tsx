/**
 * The car booking screens (/car/carEdit, /car/carCmp) on fake ports: the real car search store on fake search calls
 * (the query and the chosen estimate as /car/carList leaves them), the booking store on fake booking calls, and the
 * booking kit's store. Every call is recorded with its idempotency key. Times are built from the real date (tests
 * pass on any day) and the screens' clock is fixed with `setClock` (moved by `env.setNow`).
 */
import { act, type ReactElement } from 'react';
import type { Envelope } from '../../../src/api/contract';
import type {
  CarBookData,
  CarEstimate,
  CarOrderDetail,
  CarPlace,
  CarPreBookData,
  CarSameOrderData,
  CarService,
  FlightByNumberItem,
  VehicleClzcDetailData,
} from '../../../src/api/contract/car';
import { StoreProvider } from '../../../src/stores';
import { BookingStore, BookingStoreContext, type BookingPorts } from '../../../src/stores/booking';
import { tripRequestStore } from '../../../src/components/tripRequest';
import { setClock } from '../../../src/hosts/clock';
import { addCalendarDays, chinaToday, toEpochMs } from '../../../src/domain/time';
import { setGuardContext } from '../../../src/router';
import { CarStores, CarStoresContext } from '../../../src/packages/car/store';
import { CarSearchStore, type CarSearchApi } from '../../../src/packages/car/search/searchStore';
import { CarBookingStore } from '../../../src/packages/car/booking/store';
import type { CarBookingApi } from '../../../src/packages/car/booking/api';
import type { CarBookingForm } from '../../../src/packages/car/booking/bookingForm';
import { COLLEAGUE, SELF } from '../booking/fakeServer';
import { render, settle } from '../support/render';
import { makeStore } from '../support/stores';

export { COLLEAGUE, SELF };

const ok = <D, L = unknown>(data?: D, list?: L[]): Promise<Envelope<D, L>> => Promise.resolve({ code: 1, data, list });

export const TODAY = chinaToday(Date.now());
export const TOMORROW = addCalendarDays(TODAY, 1);
/** An instant on a China date ('HH:mm'). */
export const at = (hhmm: string, day = TODAY): number => toEpochMs(`${day} ${hhmm}`);

export const GUOMAO: CarPlace = {
  lat: 39.9087,
  lng: 116.4605,
  name: '国贸大厦',
  address: '建国门外大街1号',
  cityCode: 'BJS',
  cityName: '北京',
};

export const STATION: CarPlace = {
  lat: 39.8654,
  lng: 116.3786,
  name: '北京南站',
  address: '永定门外大街',
  cityCode: 'BJS',
  cityName: '北京',
  kind: 'station',
  code: 'VNP',
};

export const AIRPORT: CarPlace = {
  lat: 40.0799,
  lng: 116.6031,
  name: '首都国际机场T3',
  address: '首都机场',
  cityCode: 'BJS',
  cityName: '北京',
  kind: 'airport',
  code: 'PEK',
  terminal: 'T3',
};

/** The comfort class's estimate (4 seats, 2 standard cases): ¥45 = base 14 + distance 22.4 + time 7.5 + rounding. */
export function estimate(partial: Partial<CarEstimate> = {}): CarEstimate {
  return {
    estimateKey: 'EK1',
    vehicleType: { vehicleTypeId: 'comfort', models: '大众帕萨特、丰田凯美瑞', seats: 4, luggage: 2, image: '' },
    price: 45,
    parts: [
      { kind: 'base', amount: 14 },
      { kind: 'distance', amount: 22.4 },
      { kind: 'time', amount: 7.5 },
    ],
    distance: 8000,
    duration: 900,
    driversNearby: 3,
    etaSeconds: 180,
    wb: 0,
    policy: { compliant: true, violations: [] },
    ...partial,
  };
}

/** CA1501 landing at PEK T3 tomorrow at 12:00. */
export const FLIGHT: FlightByNumberItem = {
  flightNo: 'CA1501',
  airlineName: '中国国际航空',
  depAirport: 'SHA',
  depAirportName: '虹桥国际机场',
  depTerminal: 'T2',
  depCityName: '上海',
  arrAirport: 'PEK',
  arrAirportName: '首都国际机场',
  arrTerminal: 'T3',
  arrCityName: '北京',
  arrCityCode: 'BJS',
  depCityCode: 'SHA',
  depTime: `${TOMORROW} 10:00`,
  arrTime: `${TOMORROW} 12:00`,
  depPlace: {
    ...AIRPORT,
    name: '虹桥国际机场T2',
    cityCode: 'SHA',
    cityName: '上海',
    code: 'SHA',
    lat: 31.19,
    lng: 121.33,
  },
  arrPlace: AIRPORT,
};

export const BOOKED: CarBookData = {
  orderId: 'CO1',
  orderNo: 'C20260001',
  orderType: 11018,
  amount: 45,
  nextStep: 'pay',
  payDeadline: '',
};

/** A booked order as vehiclesOrderDetail answers it. */
export function order(partial: Partial<CarOrderDetail> = {}): CarOrderDetail {
  return {
    orderId: 'CO1',
    orderNo: 'C20260001',
    orderType: 11018,
    orderStatus: 'paid',
    linkman: '张三',
    linkTel: '138****0001',
    linkEmail: '',
    costCenterName: '',
    projectName: '',
    violationReason: '',
    remark: '',
    priceLines: [],
    amount: 45,
    paid: true,
    payDeadline: `${TOMORROW} 09:15`,
    createdAt: `${TODAY} 09:00`,
    timeline: [],
    refunds: [],
    changes: [],
    useType: 3,
    vehicleType: estimate().vehicleType,
    from: GUOMAO,
    to: AIRPORT,
    useTime: `${TOMORROW} 14:00`,
    flightNo: 'CA1501',
    passengerName: '张三',
    passengerPhoneMasked: '138****0001',
    riders: 2,
    luggageStandard: 1,
    luggageLarge: 0,
    estimatedPrice: 45,
    actualPrice: null,
    actualDistance: null,
    actualDuration: null,
    driver: null,
    stages: [],
    route: [],
    cancelFee: 0,
    actions: { pay: false, cancel: true, track: false },
    refundAmount: 0,
    ...partial,
  };
}

function bookingPorts(): BookingPorts {
  const none = { total: 0, pageNum: 1, count: 20 };
  const emptyPage = () => ok(none, []);
  return {
    empFindList: () => ok({ ...none, total: 2 }, [SELF, COLLEAGUE]),
    vipWbyyList: () => ok(undefined, [{ id: 'r1', cplx: '10906', text: '客户接待' }]),
    queryVipParameter: () => ok(),
    getBxcpById: () => ok(),
    getBxcpList: () => ok(undefined, []),
    costCenterFindList: emptyPage,
    projectList: emptyPage,
    vipEmpContactsPage: emptyPage,
    vipEmpAddrList: emptyPage,
  };
}

export interface Call {
  name: string;
  body: unknown;
  key?: string;
}

/** A book answer: the booked order, or a lost answer (the network failed). */
export type BookReply = CarBookData | 'lost';

export interface FakeCarServer {
  calls: Call[];
  /** Estimates answered, consumed in order; the last one repeats. */
  estimates: CarEstimate[][];
  preBook: CarPreBookData;
  sameOrder: CarSameOrderData;
  policy: VehicleClzcDetailData | null;
  /** Book answers, consumed in order; the last one repeats. */
  book: BookReply[];
  orders: Record<string, CarOrderDetail>;
}

function fakeApis(server: FakeCarServer): { search: CarSearchApi; booking: CarBookingApi } {
  const rec = (name: string, body: unknown, key?: string) => server.calls.push({ name, body, ...(key ? { key } : {}) });
  const take = <T,>(list: T[]): T => (list.length > 1 ? (list.shift() as T) : (list[0] as T));
  const estimates = (name: string) => (body: unknown) => {
    rec(name, body);
    return ok({ route: { distance: 8000, duration: 900, points: [] }, list: take(server.estimates) });
  };
  const none = () => Promise.reject(new Error('not used by the booking screens'));
  const book = (name: string) => (body: unknown, key: string) => {
    rec(name, body, key);
    const reply = take(server.book);
    return reply === 'lost' ? Promise.reject(new Error('timeout')) : ok(reply);
  };
  return {
    search: {
      vehiclesCityFindList: () => ok({ list: [] }),
      vehicleTypeFindList: () => ok({ list: [] }),
      checkPreBook: (body) => (rec('search.checkPreBook', body), ok({ ok: true, reason: '', message: '' })),
      estimateJsycPrice: estimates('estimateJsycPrice'),
      estimateYyycPrice: estimates('estimateYyycPrice'),
      queryDayCar: estimates('queryDayCar'),
      gaodeFavoritesList: () => ok({ list: [] }),
      gaodeFavorites: () => ok({}),
      queryFlightByHbh: none,
      getTkOrder: none,
      placeSearch: none,
      suggestion: none,
      reverseGeocode: none,
    },
    booking: {
      checkPreBook: (body) => (rec('checkPreBook', body), ok(server.preBook)),
      vehicleClzcDetail: (body) => (rec('vehicleClzcDetail', body), ok(server.policy ?? undefined)),
      carCheckSameOrder: (body) => (rec('checkSameOrder', body), ok(server.sameOrder)),
      bookJsyc: book('bookJsyc'),
      bookYyyc: book('bookYyyc'),
      bookCarOrder: book('bookCarOrder'),
      vehiclesOrderDetail: (query) => (rec('vehiclesOrderDetail', query), ok(server.orders[query.orderId])),
    },
  };
}

export interface SetupOptions {
  now: number;
  service?: CarService;
  /** The list's estimates (the first is chosen); nothing is chosen with `cold`. */
  estimates?: CarEstimate[];
  cold?: boolean;
  /** Airport pick-up: the flight looked up (its arrival airport becomes the pick-up). */
  flight?: FlightByNumberItem;
}

/** Logged-in root store and the screens' ports; `mount` renders a page with them. */
export async function setup(options: SetupOptions) {
  let now = options.now;
  const server: FakeCarServer = {
    calls: [],
    estimates: [options.estimates ?? [estimate()]],
    preBook: { ok: true, reason: '', message: '' },
    sameOrder: { orders: [] },
    policy: null,
    book: [BOOKED],
    orders: {},
  };
  const apis = fakeApis(server);
  const search = new CarSearchStore({
    api: apis.search,
    storage: { get: () => undefined, set: () => true },
    now: () => now,
  });
  let keys = 0;
  const bookingStore = new CarBookingStore({ api: apis.booking, now: () => now, newKey: () => `key-${++keys}` });
  // The page's form, for tests that set what the controls cannot (e.g. more riders than the + allows).
  const forms: CarBookingForm[] = [];
  const makeForm = bookingStore.form.bind(bookingStore);
  bookingStore.form = (deps) => {
    const f = makeForm(deps);
    forms.push(f);
    return f;
  };
  const booking = new BookingStore(bookingPorts());
  const { store } = makeStore();
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
  await store.session.adoptToken('c'.repeat(32));
  act(() => tripRequestStore.forget());
  const restoreClock = setClock(() => now);

  // The query and the chosen class as /car/carQuery and /car/carList leave them.
  const service = options.service ?? 'instant';
  let estimateKey = '';
  if (!options.cold) {
    search.setService(service);
    // A pre-booked ride at 14:00 on the day of `now` (later than the 30-minute lead for the tests' clocks).
    if (service !== 'instant') search.setUseTime(`${chinaToday(options.now)} 14:00`);
    if (service === 'airportPickup') {
      search.setFrom(AIRPORT);
      search.setTo(GUOMAO);
      if (options.flight) search.setFlight(options.flight);
    } else {
      search.setFrom(GUOMAO);
      if (service === 'stationDropoff') search.setTo(STATION);
      else if (service !== 'dayRental') search.setTo(AIRPORT);
    }
    await search.loadEstimates();
    const first = search.estimates[0];
    if (first) await search.choose(first.vehicleType.vehicleTypeId);
    estimateKey = search.estimate?.estimateKey ?? '';
    server.calls.length = 0;
  }

  const cars = new CarStores({ search, booking: bookingStore });
  const providers = (element: ReactElement): ReactElement => {
    let tree = <CarStoresContext.Provider value={cars}>{element}</CarStoresContext.Provider>;
    tree = <BookingStoreContext.Provider value={booking}>{tree}</BookingStoreContext.Provider>;
    return <StoreProvider store={store}>{tree}</StoreProvider>;
  };
  const mount = async (element: ReactElement) => {
    const view = await render(providers(element));
    await idle();
    return view;
  };
  const setNow = (ms: number) => {
    now = ms;
  };
  return { root: store, booking, search, server, forms, estimateKey, mount, restoreClock, setNow };
}

export async function idle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
  await settle();
}

export const $ = (root: ParentNode, testId: string): Element | null => root.querySelector(`[data-testid="${testId}"]`);

export const callsOf = (server: FakeCarServer, name: string): Call[] => server.calls.filter((c) => c.name === name);
