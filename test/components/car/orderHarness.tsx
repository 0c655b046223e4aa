/**
 * The car order screens on fake ports: the order store answers from the orders, driver positions and cancel fees
 * given here and records every call (with its idempotency key); its timers are a manual queue that `advance` runs
 * while moving the clock, so the ride's polling is driven step by step. Dates come from the real clock (tests pass
 * on any day) and the screen's time is fixed with `setClock`.
 */
import { act, type ReactElement } from 'react';
import { runInAction } from 'mobx';
import type { Envelope } from '../../../src/api/contract';
import type {
  CarCancelFeeData,
  CarCity,
  CarDriver,
  CarOrderDetail,
  CarOrderListItem,
  CarProcessStep,
  DriverLocationData,
} from '../../../src/api/contract/car';
import { setClock } from '../../../src/hosts/clock';
import { chinaToday, formatChinaDateTime, toEpochMs } from '../../../src/domain/time';
import { setGuardContext } from '../../../src/router';
import { StoreProvider } from '../../../src/stores';
import { CarStores, CarStoresContext } from '../../../src/packages/car/store';
import { CarOrderStore, type CarOrderApi, type CarTimers } from '../../../src/packages/car/orders/store';
import { render, settle } from '../support/render';
import { makeStore } from '../support/stores';

const ok = <D, L = unknown>(data?: D, list?: L[]): Promise<Envelope<D, L>> => Promise.resolve({ code: 1, data, list });

/** Today as a China date, from the real clock; `at('10:00')` is that time today. */
export const TODAY = chinaToday(Date.now());
export const at = (hhmm: string): number => toEpochMs(`${TODAY} ${hhmm}`);
export const stamp = (ms: number): string => formatChinaDateTime(ms);

/** The ride's clock: called at 10:00:00 today. */
export const CALLED = at('10:00');

export const DRIVER: CarDriver = {
  name: '王师傅',
  phoneMasked: '139****8888',
  plate: '京A·12345',
  carModel: '丰田凯美瑞',
  carColor: '白色',
  rating: 4.9,
};

export const FROM = {
  name: '国贸大厦',
  address: '朝阳区建国门外大街1号',
  cityCode: 'BJS',
  cityName: '北京',
  lat: 39.909,
  lng: 116.458,
};
export const TO = {
  name: '北京南站',
  address: '丰台区永外大街',
  cityCode: 'BJS',
  cityName: '北京',
  lat: 39.865,
  lng: 116.379,
};

/** An instant ride (10906, use type 8) calling a driver since 10:00 today, estimated at ¥38. */
export function carOrder(partial: Partial<CarOrderDetail> = {}): CarOrderDetail {
  return {
    orderId: 'C1',
    orderNo: 'CR202600001',
    orderType: 10906,
    orderStatus: 'dispatching',
    linkman: '张三',
    linkTel: '138****0001',
    linkEmail: '',
    costCenterName: '研发中心',
    projectName: '',
    violationReason: '',
    remark: '',
    priceLines: [{ kind: 'fare', label: '预估车费', unitPrice: 38, count: 1, amount: 38 }],
    amount: 38,
    paid: false,
    payDeadline: '',
    createdAt: stamp(CALLED),
    timeline: [{ status: 'dispatching', at: stamp(CALLED), note: '' }],
    refunds: [],
    changes: [],
    useType: 8,
    vehicleType: { vehicleTypeId: 'comfort', models: '大众帕萨特、丰田凯美瑞', seats: 4, luggage: 2, image: '' },
    from: FROM,
    to: TO,
    useTime: `${TODAY} 10:00`,
    passengerName: '张三',
    passengerPhoneMasked: '138****0001',
    riders: 2,
    luggageStandard: 1,
    luggageLarge: 1,
    estimatedPrice: 38,
    actualPrice: null,
    actualDistance: null,
    actualDuration: null,
    driver: null,
    stages: [{ status: 'dispatching', at: stamp(CALLED) }],
    route: [
      { lat: 39.909, lng: 116.458 },
      { lat: 39.89, lng: 116.42 },
      { lat: 39.865, lng: 116.379 },
    ],
    cancelFee: 0,
    actions: { pay: false, cancel: true, track: true },
    refundAmount: 0,
    ...partial,
  };
}

/** The ride moved on to `status` (stages stamped a minute apart from the call), driver known once accepted. */
export function rideAt(status: string, partial: Partial<CarOrderDetail> = {}): CarOrderDetail {
  const order = ['dispatching', 'dispatched', 'driverArrived', 'inService', 'awaitingPayment'];
  const upTo = Math.max(0, order.indexOf(status));
  const stages = order.slice(0, upTo + 1).map((s, i) => ({ status: s, at: stamp(CALLED + i * 60000) }));
  return carOrder({
    orderStatus: status,
    stages,
    driver: upTo >= 1 ? DRIVER : null,
    cancelFee: upTo >= 1 && upTo <= 2 ? 8 : 0,
    actions: { pay: status === 'awaitingPayment', cancel: upTo <= 2, track: true },
    ...partial,
  });
}

export interface FakeCarOrders {
  orders: Record<string, CarOrderDetail>;
  /** What getDriverLocation answers per order (the order's status and no position when absent). */
  locations: Record<string, DriverLocationData>;
  fees: Record<string, CarCancelFeeData>;
  steps: Record<string, CarProcessStep[]>;
  list: CarOrderListItem[];
  cities: CarCity[];
  phone: string;
  /** getDriverLocation answers no data (a lost or refused position call). */
  locationDown: boolean;
  dialled: string[];
  calls: { name: string; body: Record<string, unknown>; key?: string }[];
}

export function fakeCarOrderApi(data: Partial<FakeCarOrders> = {}): { server: FakeCarOrders; api: CarOrderApi } {
  const server: FakeCarOrders = {
    orders: data.orders ?? {},
    locations: data.locations ?? {},
    fees: data.fees ?? {},
    steps: data.steps ?? {},
    list: data.list ?? [],
    cities: data.cities ?? [],
    phone: data.phone ?? '13900008888',
    locationDown: false,
    dialled: [],
    calls: [],
  };
  const log = (name: string, body: object, key?: string) =>
    server.calls.push({ name, body: { ...body }, ...(key ? { key } : {}) });
  const api: CarOrderApi = {
    vehiclesOrderDetail: (q) => {
      log('vehiclesOrderDetail', q);
      return ok(server.orders[q.orderId]);
    },
    getDriverLocation: (q) => {
      log('getDriverLocation', q);
      if (server.locationDown) return ok<DriverLocationData>(undefined);
      const order = server.orders[q.id];
      const loc = server.locations[q.id];
      return ok<DriverLocationData>(
        loc ?? {
          orderStatus: order?.orderStatus ?? '',
          position: null,
          heading: 0,
          remainingDistance: 0,
          remainingSeconds: 0,
        },
      );
    },
    getCancelFee: (q) => {
      log('getCancelFee', q);
      return ok(server.fees[q.orderId] ?? { fee: 0, freeUntil: '', reasonCodes: [] });
    },
    vehiclesOrderCancel: (body, key) => {
      log('vehiclesOrderCancel', body, key);
      const o = server.orders[body.orderId];
      const fee = server.fees[body.orderId]?.fee ?? 0;
      if (o) {
        server.orders[body.orderId] = {
          ...o,
          orderStatus: 'cancelled',
          actions: { pay: false, cancel: false, track: false },
          timeline: [...o.timeline, { status: 'cancelled', at: o.createdAt, note: body.qxyy }],
        };
        delete server.locations[body.orderId];
      }
      return ok({ orderId: body.orderId, orderStatus: 'cancelled', fee, refundAmount: 0 });
    },
    getOrderLinkerPlainText: (q) => {
      log('getOrderLinkerPlainText', q);
      return ok({ phone: server.phone });
    },
    carBlztList: (q) => {
      log('carBlztList', q);
      return ok(undefined, server.steps[q.orderId] ?? []);
    },
    vehiclesOrderList: (body) => {
      log('vehiclesOrderList', body);
      return ok({ total: server.list.length, pageNum: body.pageNum ?? 1, count: body.count ?? 10 }, server.list);
    },
    vehiclesCityFindList: () => {
      log('vehiclesCityFindList', {});
      return ok({ list: server.cities });
    },
  };
  return { server, api };
}

/** A manual timer queue on a movable clock. */
export function manualTime(start: number) {
  const clock = { now: start };
  let seq = 0;
  const queue = new Map<number, { at: number; fn: () => void }>();
  const timers: CarTimers = {
    setTimer: (fn, ms) => {
      seq += 1;
      queue.set(seq, { at: clock.now + ms, fn });
      return seq;
    },
    clearTimer: (handle) => void queue.delete(handle as number),
  };
  /** Moves the clock by `ms`, running every timer that falls due on the way (in time order). */
  async function advance(ms: number): Promise<void> {
    const end = clock.now + ms;
    for (;;) {
      const due = [...queue.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      queue.delete(due[0]);
      clock.now = Math.max(clock.now, due[1].at);
      await act(async () => {
        due[1].fn();
      });
      await settle();
    }
    clock.now = end;
    await settle();
  }
  return { clock, timers, advance, pending: () => queue.size };
}

/** Signed-in root store and the car stores with the fake order store; `mount` renders a page with them. */
export async function setup(options: { now?: number; data?: Partial<FakeCarOrders>; bookRange?: 1 | 2 | 3 } = {}) {
  const time = manualTime(options.now ?? CALLED + 12000);
  const restoreClock = setClock(() => time.clock.now);
  const { store } = makeStore();
  await store.session.adoptToken('c'.repeat(32));
  if (options.bookRange) {
    const info = store.session.userInfo;
    if (info) runInAction(() => (info.empInfo.bookRange = options.bookRange ?? 1));
  }
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
  const fake = fakeCarOrderApi(options.data);
  const orders = new CarOrderStore({
    api: fake.api,
    now: () => time.clock.now,
    dial: async (phone) => void fake.server.dialled.push(phone),
    timers: time.timers,
  });
  const stores = new CarStores({ orders });
  const mount = async (element: ReactElement) => {
    const view = await render(
      <StoreProvider store={store}>
        <CarStoresContext.Provider value={stores}>{element}</CarStoresContext.Provider>
      </StoreProvider>,
    );
    await idle();
    return view;
  };
  return { server: fake.server, mount, restoreClock, ...time };
}

export async function idle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
  await settle();
}

export const $ = (root: ParentNode, testId: string): Element | null => root.querySelector(`[data-testid="${testId}"]`);

/** Calls of one name, in order. */
export const callsOf = (server: FakeCarOrders, name: string) => server.calls.filter((c) => c.name === name);
