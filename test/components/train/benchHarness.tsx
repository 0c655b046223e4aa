/**
 * The waitlist ('bench', 候补) screens on fake ports: the train search store holding the list's choice and results,
 * a booking kit store, and the waitlist calls answering from here and recording what was asked. Times are built from
 * the real date (tests pass on any day) and fixed for the screen with `setClock`.
 */
import type { ReactElement } from 'react';
import type { Envelope, PageData } from '../../../src/api/contract';
import type { TrainItem, TrainSeat } from '../../../src/api/contract/train';
import type { BenchBookData, BenchBookRequest, BenchOrderDetail } from '../../../src/api/contract/trainBench';
import { StoreProvider } from '../../../src/stores';
import { BookingStore, BookingStoreContext, type BookingPorts } from '../../../src/stores/booking';
import { setClock } from '../../../src/hosts/clock';
import { setGuardContext } from '../../../src/router';
import { TrainStore, TrainStoreContext, type TrainSearchApi } from '../../../src/packages/train/store';
import { BenchStoresContext, createBenchStores, type BenchApi } from '../../../src/packages/train/bench/benchStore';
import { render } from '../support/render';
import { makeStore } from '../support/stores';
import { idle, SELF } from './bookingHarness';

export { $, at, idle, seat, train, TODAY, TOMORROW } from './bookingHarness';

const ok = <D, L = unknown>(data?: D, list?: L[]): Promise<Envelope<D, L>> => Promise.resolve({ code: 1, data, list });
const page = (total = 0): PageData => ({ total, pageNum: 1, count: 20 });

const bookingPorts: BookingPorts = {
  queryVipParameter: () => ok(),
  costCenterFindList: () => ok(page(), []),
  projectList: () => ok(page(), []),
  vipWbyyList: () => ok(undefined, []),
  empFindList: () => ok(page(1), [SELF]),
  vipEmpContactsPage: () => ok(page(), []),
  vipEmpAddrList: () => ok(page(), []),
  getBxcpList: () => ok(undefined, []),
  getBxcpById: () => ok(),
};

/** The waitlist calls: orders by id, the booking's answer, every call recorded. */
export interface FakeBenchServer {
  calls: { name: string; body: unknown; key?: string }[];
  orders: Record<string, BenchOrderDetail>;
  booked: BenchBookData;
}

export function fakeBenchApi(orders: Record<string, BenchOrderDetail> = {}): {
  server: FakeBenchServer;
  api: BenchApi;
} {
  const server: FakeBenchServer = {
    calls: [],
    orders,
    booked: { orderId: 'H1', orderNo: 'HB1', amount: 626, nextStep: 'pay', payDeadline: '' },
  };
  const api: BenchApi = {
    hbOrderBook: (body: BenchBookRequest, key: string) => {
      server.calls.push({ name: 'hbOrderBook', body, key });
      return ok(server.booked);
    },
    hbOrderDetail: (query) => {
      server.calls.push({ name: 'hbOrderDetail', body: query });
      return ok(server.orders[query.orderId]);
    },
    hbOrderList: (body) => {
      server.calls.push({ name: 'hbOrderList', body });
      return ok(page(), []);
    },
    trHbOrderCancel: (query, key) => {
      server.calls.push({ name: 'trHbOrderCancel', body: query, key });
      const o = server.orders[query.orderId];
      if (o) server.orders[query.orderId] = { ...o, orderStatus: 'cancelled', actions: { cancel: false, pay: false } };
      return ok(server.orders[query.orderId]);
    },
  };
  return { server, api };
}

const noSearch = (): Promise<never> => Promise.reject(new Error('no search in waitlist tests'));

/** Logged-in root store, the search store with `choice` and `trains`, the waitlist stores; mount renders a page. */
export async function setup(options: {
  now: number;
  choice?: { train: TrainItem; seat: TrainSeat };
  trains?: TrainItem[];
  orders?: Record<string, BenchOrderDetail>;
}) {
  const restoreClock = setClock(() => options.now);
  const { store } = makeStore();
  await store.session.adoptToken('c'.repeat(32));
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
  const booking = new BookingStore(bookingPorts);
  const api = {
    trSearch: () => ok({ trains: options.trains ?? [], tips: '' }),
    trSearchTransfer: noSearch,
    trSearchTransferPrice: noSearch,
    clzcIsWb: noSearch,
    matchClzc4Transfer: noSearch,
    queryTrNumber: noSearch,
    getParameter: noSearch,
  } as unknown as TrainSearchApi;
  const search = new TrainStore({ api, storage: { get: () => undefined, set: () => true }, now: () => options.now });
  if (options.choice) {
    // The list the choice came from: the same route and day, searched.
    const { train } = options.choice;
    search.setFrom({ code: train.from.code, name: train.from.name, cityCode: train.from.cityCode });
    search.setTo({ code: train.to.code, name: train.to.name, cityCode: train.to.cityCode });
    search.setDate(train.depTime.slice(0, 10));
    search.startSearch();
    await search.loadList();
    search.choose(train, options.choice.seat);
  }
  const fake = fakeBenchApi(options.orders);
  let keySeq = 0;
  const stores = createBenchStores({
    api: fake.api,
    now: () => options.now,
    newKey: () => {
      keySeq += 1;
      return `bench-key-${keySeq}`;
    },
  });
  const mount = async (element: ReactElement) => {
    const view = await render(
      <StoreProvider store={store}>
        <BookingStoreContext.Provider value={booking}>
          <TrainStoreContext.Provider value={search}>
            <BenchStoresContext.Provider value={stores}>{element}</BenchStoresContext.Provider>
          </TrainStoreContext.Provider>
        </BookingStoreContext.Provider>
      </StoreProvider>,
    );
    await idle();
    return view;
  };
  return { root: store, booking, search, server: fake.server, mount, restoreClock };
}
