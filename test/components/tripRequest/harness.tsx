/** Fake trip requests (list4Book / detail4Book) and a harness rendering the shared trip-request pieces. */
import { act, type ReactElement } from 'react';
import { runInAction } from 'mobx';
import type { Envelope, PageData } from '../../../src/api/contract';
import type {
  CcsqdBookItem,
  CcsqdDetail4Book,
  CcsqdDetail4BookRequest,
  CcsqdList4BookRequest,
  TripBookRoute,
} from '../../../src/api/contract/trip';
import { StoreProvider } from '../../../src/stores';
import { TripRequestStore, TripRequestStoreContext } from '../../../src/components/tripRequest';
import { setGuardContext } from '../../../src/router';
import { render, settle } from '../support/render';
import { DEMO_USER, makeStore } from '../support/stores';

export function tripRoute(partial: Partial<TripBookRoute> & { routeId: string }): TripBookRoute {
  return {
    seq: 1,
    routeType: 'flight',
    product: '10901',
    depCity: 'BJS',
    depCityName: '北京',
    arrCity: 'SHA',
    arrCityName: '上海',
    dateBegin: '2026-12-01',
    dateEnd: '',
    cost: 1200,
    supplier: '',
    supplierId: '',
    remark: '',
    status: 0,
    bookedOrderId: '',
    bookedAmount: 0,
    windowFrom: '2026-11-29',
    windowTo: '2026-12-03',
    ...partial,
  };
}

export const REQUEST: CcsqdDetail4Book = {
  ccsqdId: 'q1',
  ccsqdNo: 'SQ2026110001',
  ccsy: '客户拜访',
  mdd: '上海',
  dateBegin: '2026-12-01',
  dateEnd: '2026-12-03',
  dateRule: { rangeType: 1, toleranceDays: 2 },
  windowFrom: '2026-11-29',
  windowTo: '2026-12-05',
  jtys: 2000,
  zsys: 1000,
  bookedTransport: 500,
  remainingTransport: 1500,
  bookedAccommodation: 0,
  remainingAccommodation: 1000,
  travellers: [
    { personId: 'p1', empId: 'e1', name: '张三', deptName: '研发部', phoneNumber: '138****0001', outsider: 0 },
    { personId: 'p2', empId: 'e2', name: '李四', deptName: '研发部', phoneNumber: '138****0002', outsider: 0 },
  ],
  routes: [
    tripRoute({ routeId: 'r1' }),
    tripRoute({
      routeId: 'r2',
      seq: 2,
      depCity: 'SHA',
      depCityName: '上海',
      arrCity: 'BJS',
      arrCityName: '北京',
      dateBegin: '2026-12-03',
      windowFrom: '2026-12-01',
      windowTo: '2026-12-05',
      status: 3,
      bookedOrderId: 'o9',
      bookedAmount: 500,
    }),
  ],
};

export function listItem(d: CcsqdDetail4Book): CcsqdBookItem {
  return {
    ccsqdId: d.ccsqdId,
    ccsqdNo: d.ccsqdNo,
    ccr: d.travellers.map((p) => p.name).join('、'),
    ccsy: d.ccsy,
    mdd: d.mdd,
    dateBegin: d.dateBegin,
    dateEnd: d.dateEnd,
    status: 2,
    jtys: d.jtys,
    zsys: d.zsys,
    qtys: 0,
    zys: d.jtys + d.zsys,
    createdAt: '2026-11-20 09:00:00',
    routeCount: d.routes.length,
    openRouteCount: d.routes.filter((r) => r.status !== 3).length,
  };
}

export interface FakeTrips {
  requests: CcsqdDetail4Book[];
  calls: { name: string; body: unknown }[];
  fail: boolean;
}

export function fakeTrips(requests: CcsqdDetail4Book[] = [REQUEST]) {
  const state: FakeTrips = { requests, calls: [], fail: false };
  const store = new TripRequestStore({
    list4Book: (req: CcsqdList4BookRequest): Promise<Envelope<PageData, CcsqdBookItem>> => {
      state.calls.push({ name: 'list4Book', body: req });
      if (state.fail) return Promise.reject(new Error('network'));
      const list = state.requests.map(listItem);
      return Promise.resolve({ code: 1, data: { total: list.length, pageNum: 1, count: 20 }, list });
    },
    detail4Book: (req: CcsqdDetail4BookRequest): Promise<Envelope<CcsqdDetail4Book>> => {
      state.calls.push({ name: 'detail4Book', body: req });
      return Promise.resolve({ code: 1, data: state.requests.find((r) => r.ccsqdId === req.ccsqdId) });
    },
  });
  return { state, store };
}

/** A logged-in root store (bookStyle as given) and the trip store; mount renders inside both. */
export async function setupTrips(trips: TripRequestStore, bookStyle: 1 | 2 = 1) {
  const { store } = makeStore();
  await store.session.adoptToken('d'.repeat(32));
  runInAction(() => {
    store.session.userInfo = { ...DEMO_USER, vipCorp: { ...DEMO_USER.vipCorp, bookStyle } };
  });
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
  const mount = async (element: ReactElement) => {
    const view = await render(
      <StoreProvider store={store}>
        <TripRequestStoreContext.Provider value={trips}>{element}</TripRequestStoreContext.Provider>
      </StoreProvider>,
    );
    await idle();
    return view;
  };
  return { root: store, mount };
}

export async function idle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
  await settle();
}

export const $ = (root: ParentNode, testId: string): Element | null => root.querySelector(`[data-testid="${testId}"]`);
