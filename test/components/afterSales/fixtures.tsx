/** Shared data and rendering of the after-sales screen tests (the API is faked at the module boundary). */
import type { ReactElement } from 'react';
import type {
  ApplyTkChangeData,
  ChangeFlightOption,
  FlightCabin,
  FlightItem,
  FlightOrderDetail,
} from '../../../src/api/contract/flight';
import { setGuardContext } from '../../../src/router';
import { StoreProvider } from '../../../src/stores';
import { render, settle } from '../support/render';
import { makeStore } from '../support/stores';
import { recorded, resetTaro } from '../support/taro';
import { setClock } from '../../../src/hosts/clock';

export const ok = <D,>(data: D, list?: unknown[]) => Promise.resolve({ code: 1, data, list });

const AIRPORT = (code: string, name: string, city: string) => ({
  code,
  name,
  cityCode: code === 'PEK' ? 'BJS' : 'SHA',
  cityName: city,
  terminal: 'T2',
});

export function cabin(fareKey: string, price: number, over: Partial<FlightCabin> = {}): FlightCabin {
  return {
    fareKey,
    cabinCode: 'Y',
    cabinClass: 'Y',
    cabinName: '经济舱',
    price,
    discount: 100,
    seats: 9,
    ruleSummary: '退改收费',
    ...over,
  };
}

export function flight(flightNo: string, depTime: string, over: Partial<FlightItem> = {}): FlightItem {
  return {
    flightId: `${flightNo}_${depTime.slice(0, 10)}`,
    flightNo,
    airline: { code: flightNo.slice(0, 2), name: '东方航空' },
    codeshareOf: '',
    planeType: '320',
    dep: AIRPORT('PEK', '首都国际机场', '北京'),
    arr: AIRPORT('SHA', '虹桥国际机场', '上海'),
    depTime,
    arrTime: `${depTime.slice(0, 11)}${String(Number(depTime.slice(11, 13)) + 2).padStart(2, '0')}:15`,
    arriveDays: 0,
    durationMin: 135,
    stops: 0,
    stopCity: '',
    meal: true,
    tax: 50,
    lowest: cabin('k-low', 800),
    ...over,
  };
}

/** An issued one-way order with two adult passengers. */
export function issuedOrder(over: Partial<FlightOrderDetail> = {}): FlightOrderDetail {
  return {
    orderId: 'o1',
    orderNo: 'TK20261122001',
    orderType: 11001,
    orderStatus: 'issued',
    tripType: 1,
    ranges: [{ rangeId: 'r1', flight: flight('MU5101', '2026-11-30 08:00'), cabin: cabin('k-old', 1240) }],
    passengers: ['p1', 'p2'].map((psgId, i) => ({
      psgId,
      psgName: i === 0 ? '张三' : '李四',
      psgType: 1 as const,
      idType: 'ID',
      idno: '110***********1234',
      phoneNumber: '138****0001',
      empId: 'e1',
      ticketNo: `781-000000000${i}`,
      ticketStatus: '',
      insurance: [],
    })),
    linkman: '张三',
    linkTel: '138****0001',
    linkEmail: '',
    costCenterName: '',
    projectName: '',
    violationReason: '',
    remark: '',
    priceLines: [],
    amount: 2580,
    paid: true,
    payDeadline: '',
    createdAt: '2026-11-22 10:00:00',
    timeline: [],
    actions: { cancel: false, pay: false, refund: true, change: true, resend: true },
    refunds: [],
    changes: [],
    ...over,
  };
}

export function changeApply(order = issuedOrder()): ApplyTkChangeData {
  return {
    orderId: order.orderId,
    orderNo: order.orderNo,
    ranges: order.ranges.map((r) => ({
      ...r,
      changeable: true,
      reason: '',
      psgIds: order.passengers.map((p) => p.psgId),
    })),
    passengers: order.passengers.map((p) => ({
      psgId: p.psgId,
      psgName: p.psgName,
      psgType: p.psgType,
      ticketNo: p.ticketNo,
      ticketStatus: p.ticketStatus,
    })),
    reasons: [],
    ruleText: '',
  };
}

export function changeOptions(): ChangeFlightOption[] {
  return [
    {
      flight: flight('MU5105', '2026-12-01 10:00'),
      cabins: [cabin('k-new', 1340), cabin('k-new-b', 980, { cabinCode: 'B' })],
    },
  ];
}

/** Renders a page logged in, with the route's query. */
export async function show(page: ReactElement, params: Record<string, string>) {
  recorded.routerParams = params;
  const { store } = makeStore();
  await store.session.adoptToken('c'.repeat(32));
  const view = await render(<StoreProvider store={store}>{page}</StoreProvider>);
  await settle();
  return view;
}

/** The pages' clock in these tests (2026-11-22 10:00 China time): the fixtures' flights are days after it. */
export const NOW = Date.UTC(2026, 10, 22, 2);
let restoreClock: () => void = () => undefined;

export function setUp(): void {
  restoreClock = setClock(() => NOW);
  resetTaro();
  jest.resetAllMocks();
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
}

export function tearDown(): void {
  restoreClock();
  jest.useRealTimers();
  document.body.innerHTML = '';
}

/** The last navigation's URL, decoded. */
export const lastUrl = () => decodeURIComponent(recorded.navigations.at(-1)?.url ?? '');
