/** The train search store on fake ports that record every call, and a page harness around it. */
import { act, type ReactElement } from 'react';
import type { Envelope } from '../../../src/api/contract';
import type {
  TrSearchData,
  TrainPolicyData,
  TrainStopsData,
  TransferPlan,
  TrainSeat,
} from '../../../src/api/contract/train';
import { ApiError } from '../../../src/api/transport';
import { setClock } from '../../../src/hosts/clock';
import { chinaDayStartMs, chinaToday, addCalendarDays } from '../../../src/domain/time';
import { StoreProvider } from '../../../src/stores';
import { BookingStore, BookingStoreContext, type BookingPorts } from '../../../src/stores/booking';
import { setGuardContext } from '../../../src/router';
import { TrainStore, TrainStoreContext, type TrainSearchApi } from '../../../src/packages/train/store';
import { render, settle } from '../support/render';
import { makeStore } from '../support/stores';
import { trainDay, trainStops, transferPlan } from '../../fixtures/trains';

/** 10:00 China time today (the real day: the suite runs on any date, and a year ahead in CI). */
export const NOW = chinaDayStartMs(chinaToday(Date.now())) + 10 * 3_600_000;
export const TODAY = chinaToday(NOW);
export const TOMORROW = addCalendarDays(TODAY, 1);
export const LAST_DAY = addCalendarDays(TODAY, 14);

const ok = <D,>(data?: D): Promise<Envelope<D>> => Promise.resolve({ code: 1, data });
const none = <D, L>(): Promise<Envelope<D, L>> => Promise.resolve({ code: 1, list: [] });

export interface FakeTrainServer {
  trains: (from: string, to: string, date: string) => TrSearchData;
  plans: (date: string) => TransferPlan[];
  /** Policy per seat key (clzcIsWb / matchClzc4Transfer); missing keys answer wb 0. */
  policy: Record<string, 0 | 1 | 2>;
  transferParam: string;
  failSearch: boolean;
  /** A refusal with tips (code ≠ 1) instead of an answer. */
  refuseSearch: string;
  stops: (code: string) => TrainStopsData;
  calls: { name: string; body: unknown }[];
}

export function fakeTrainServer(partial: Partial<FakeTrainServer> = {}): {
  server: FakeTrainServer;
  api: TrainSearchApi;
} {
  const server: FakeTrainServer = {
    trains: (_from, _to, date) => ({ trains: trainDay(date), tips: '' }),
    plans: (date) => [transferPlan(date)],
    policy: {},
    transferParam: '1',
    failSearch: false,
    refuseSearch: '',
    stops: (code) => trainStops(code),
    calls: [],
    ...partial,
  };
  const log = (name: string, body: unknown) => server.calls.push({ name, body });
  const policy = (seatKeys: string[]): TrainPolicyData => ({
    results: seatKeys.map((seatKey) => ({
      seatKey,
      wb: server.policy[seatKey] ?? 0,
      policy: { compliant: (server.policy[seatKey] ?? 0) === 0, violations: [] },
    })),
    mustComply: false,
  });
  const api: TrainSearchApi = {
    trSearch: (body) => {
      log('trSearch', body);
      if (server.failSearch) return Promise.reject(new Error('network'));
      if (server.refuseSearch) return Promise.reject(new ApiError('code', 0, server.refuseSearch));
      return ok(server.trains(body.fromStation, body.toStation, body.date));
    },
    trSearchTransfer: (body) => {
      log('trSearchTransfer', body);
      return ok({ plans: server.plans(body.date) });
    },
    trSearchTransferPrice: (body) => {
      log('trSearchTransferPrice', body);
      const plan = server.plans(TOMORROW).find((p) => p.transferId === body.transferId);
      const seats = body.seatKeys.map((key, i) => plan?.legs[i]?.seats.find((s) => s.seatKey === key) as TrainSeat) as [
        TrainSeat,
        TrainSeat,
      ];
      return ok({ seats, total: seats[0].price + seats[1].price });
    },
    clzcIsWb: (body) => {
      log('clzcIsWb', body);
      return ok(policy(body.seatKeys));
    },
    matchClzc4Transfer: (body) => {
      log('matchClzc4Transfer', body);
      return ok(policy(body.seatKeys));
    },
    queryTrNumber: (body) => {
      log('queryTrNumber', body);
      return ok(server.stops(body.trainCode));
    },
    getParameter: (body) => {
      log('getParameter', body);
      return ok({ paramNo: body.paramNo, value: server.transferParam });
    },
  };
  return { server, api };
}

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

export function newTrainStore(api: TrainSearchApi, storage = memoryStorage(), now = () => NOW) {
  return new TrainStore({ api, storage, now });
}

const bookingPorts: BookingPorts = {
  queryVipParameter: () => none(),
  costCenterFindList: () => none(),
  projectList: () => none(),
  vipWbyyList: () => none(),
  empFindList: () => ok({ total: 0, pageNum: 1, count: 20 }),
  vipEmpContactsPage: () => ok({ total: 0, pageNum: 1, count: 20 }),
  vipEmpAddrList: () => ok({ total: 0, pageNum: 1, count: 20 }),
  getBxcpList: () => none(),
  getBxcpById: () => none(),
} as BookingPorts;

let restoreClock: (() => void) | null = null;

/** Logged-in root store, the given train store, a booking store on fake ports; mount renders a page. */
export async function setupTrain(trainStore: TrainStore, now = NOW) {
  restoreClock?.();
  restoreClock = setClock(() => now);
  const { store } = makeStore();
  await store.session.adoptToken('c'.repeat(32));
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
  const booking = new BookingStore(bookingPorts);
  const mount = async (element: ReactElement) => {
    const view = await render(
      <StoreProvider store={store}>
        <TrainStoreContext.Provider value={trainStore}>
          <BookingStoreContext.Provider value={booking}>{element}</BookingStoreContext.Provider>
        </TrainStoreContext.Provider>
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

export const $ = (root: Element, id: string): Element | null => root.querySelector(`[data-testid="${id}"]`);
export const all = (root: Element, selector: string): Element[] => Array.from(root.querySelectorAll(selector));
