/**
 * The hotel order screens on fake ports: the order store answers from the orders and refunds given here and records
 * every call (with its idempotency key). Dates are built from the real clock (tests pass on any day) and the screen's
 * time is fixed with `setClock`.
 */
import { act, type ReactElement } from 'react';
import type { Envelope } from '../../../src/api/contract';
import type { HotelOrderDetail } from '../../../src/api/contract/hotel';
import type {
  ApplyHotelRefundData,
  HotelRefundAddData,
  HotelRefundDetail,
} from '../../../src/api/contract/hotelAfterSales';
import { setClock } from '../../../src/hosts/clock';
import { addCalendarDays, chinaToday, toEpochMs } from '../../../src/domain/time';
import { setGuardContext } from '../../../src/router';
import { StoreProvider } from '../../../src/stores';
import { HotelStores, HotelStoresContext } from '../../../src/packages/hotel/store';
import { HotelOrderStore, type HotelOrderApi } from '../../../src/packages/hotel/orders/store';
import { HotelBookingApiContext, type HotelBookingApi } from '../../../src/packages/hotel/booking/api';
import { render, settle } from '../support/render';
import { makeStore } from '../support/stores';

const ok = <D, L = unknown>(data?: D, list?: L[]): Promise<Envelope<D, L>> => Promise.resolve({ code: 1, data, list });

/** Today, tomorrow and the day after as China dates, from the real clock. */
export const TODAY = chinaToday(Date.now());
export const TOMORROW = addCalendarDays(TODAY, 1);
export const AFTER = addCalendarDays(TODAY, 2);
/** An instant on a China date ('HH:mm', today by default). */
export const at = (hhmm: string, day = TODAY): number => toEpochMs(`${day} ${hhmm}`);

/** A paid, confirmed two-night stay of two rooms from tomorrow, free to cancel until 18:00 on check-in day. */
export function hotelOrder(partial: Partial<HotelOrderDetail> = {}): HotelOrderDetail {
  return {
    orderId: 'H1',
    orderNo: 'HT202600001',
    orderType: 11007,
    orderStatus: 'confirmed',
    linkman: '张三',
    linkTel: '138****0001',
    linkEmail: 'zhangsan@demo.test',
    costCenterName: '研发中心',
    projectName: '',
    violationReason: '',
    remark: '',
    priceLines: [{ kind: 'fare', label: '房费', unitPrice: 380, count: 4, amount: 1520 }],
    amount: 1520,
    paid: true,
    payDeadline: '',
    createdAt: `${TODAY} 08:00`,
    timeline: [
      { status: 'awaitingPayment', at: `${TODAY} 08:00`, note: '' },
      { status: 'confirmed', at: `${TODAY} 08:05`, note: '酒店已确认' },
    ],
    refunds: [],
    changes: [],
    hotel: {
      hotelId: 'BJS-001',
      name: '北京国贸示例酒店',
      nameEn: 'Guomao Demo Hotel Beijing',
      star: 4,
      address: '朝阳区建国门外大街1号',
      location: { lat: 39.909, lng: 116.458 },
      image: '/obt/hotel/img/BJS-001/0.svg',
      cityName: '北京',
      phone: '010-65050001',
    },
    room: { roomId: 'R1', name: '高级大床房', bedType: 'king' },
    plan: { planId: 'P1', name: '含早 协议价', breakfast: 1, payType: 'prepay' },
    checkIn: TOMORROW,
    checkOut: addCalendarDays(TOMORROW, 2),
    nights: 2,
    rooms: 2,
    arrivalTime: '20:00',
    nightly: [
      { date: TOMORROW, price: 380 },
      { date: AFTER, price: 380 },
    ],
    guests: [
      { name: '张三', roomIndex: 0, empId: 'e1', phoneNumber: '13800000001', idno: '' },
      { name: '李四', roomIndex: 1, empId: 'e2', phoneNumber: '13800000002', idno: '' },
    ],
    cancel: { kind: 'limited', freeUntil: `${TOMORROW} 18:00`, penalty: 380 },
    guestNote: '高楼层',
    membershipCard: 'MB****6789',
    confirmationNo: 'CF123456',
    guarantee: { required: false, amount: 0, last4: '', status: '' },
    actions: { pay: false, cancel: true, refund: true, guarantee: false },
    ...partial,
  };
}

/** The refund screen's data for `order`: both nights refundable unless told otherwise. */
export function applyData(partial: Partial<ApplyHotelRefundData> = {}): ApplyHotelRefundData {
  return {
    orderId: 'H1',
    orderNo: 'HT202600001',
    hotelName: '北京国贸示例酒店',
    roomName: '高级大床房',
    checkIn: TOMORROW,
    checkOut: addCalendarDays(TOMORROW, 2),
    rooms: 2,
    nights: [
      { date: TOMORROW, amount: 760, allowed: true, reasonText: '' },
      { date: AFTER, amount: 760, allowed: true, reasonText: '' },
    ],
    ruleText: `${TOMORROW} 18:00前可免费取消`,
    penalty: 0,
    busy: false,
    reasons: [
      { code: 'planChanged', text: '行程变更' },
      { code: 'hotelIssue', text: '酒店原因' },
      { code: 'other', text: '其他' },
    ],
    ...partial,
  };
}

/** A refund of the second night, applied and still cancellable. */
export function refundDetail(partial: Partial<HotelRefundDetail> = {}): HotelRefundDetail {
  return {
    refundId: 'R1',
    refundNo: 'HR202600001',
    orderId: 'H1',
    orderNo: 'HT202600001',
    status: 'applied',
    hotelName: '北京国贸示例酒店',
    roomName: '高级大床房',
    nights: [AFTER],
    rooms: 2,
    paid: 760,
    penalty: 0,
    amount: 760,
    reason: '行程变更',
    createdAt: `${TODAY} 09:00`,
    timeline: [{ status: 'applied', at: `${TODAY} 09:00`, note: '已申请退订' }],
    cancellable: true,
    ...partial,
  };
}

export interface FakeHotelOrders {
  orders: Record<string, HotelOrderDetail>;
  apply: Record<string, ApplyHotelRefundData>;
  refunds: Record<string, HotelRefundDetail>;
  /** What hotelRefundAdd answers. */
  added: HotelRefundAddData;
  calls: { name: string; query: Record<string, unknown>; key?: string }[];
  /** The saved cards the guarantee sheet lists. */
  cards: { cardToken: string; last4: string; brand: string; holderName: string; expiry: string }[];
}

/** The order calls answering from `data`; cancel and withdraw change the records as the server would. */
export function fakeOrderApi(data: Partial<FakeHotelOrders> = {}): { server: FakeHotelOrders; api: HotelOrderApi } {
  const server: FakeHotelOrders = {
    orders: data.orders ?? {},
    apply: data.apply ?? {},
    refunds: data.refunds ?? {},
    added: data.added ?? { refundId: 'R1', refundNo: 'HR202600001', amount: 760, penalty: 0, status: 'applied' },
    calls: [],
    cards: data.cards ?? [],
  };
  const log = (name: string, query: object, key?: string) =>
    server.calls.push({ name, query: { ...query }, ...(key ? { key } : {}) });
  const api: HotelOrderApi = {
    hotelOrderDetail: (q) => {
      log('hotelOrderDetail', q);
      return ok(server.orders[q.orderId]);
    },
    hotelOrderCancel: (q, key) => {
      log('hotelOrderCancel', q, key);
      const o = server.orders[q.orderId];
      if (o) {
        server.orders[q.orderId] = {
          ...o,
          orderStatus: 'cancelled',
          actions: { pay: false, cancel: false, refund: false, guarantee: false },
        };
      }
      return ok({ orderId: q.orderId, orderStatus: 'cancelled', penalty: 0 });
    },
    applyHotelRefund: (q) => {
      log('applyHotelRefund', q);
      return ok(server.apply[q.orderId]);
    },
    hotelRefundAdd: (q, key) => {
      log('hotelRefundAdd', q, key);
      return ok(server.added);
    },
    hotelRefundDetail: (q) => {
      log('hotelRefundDetail', q);
      return ok(server.refunds[q.refundId]);
    },
    hotelRefundCancel: (q, key) => {
      log('hotelRefundCancel', q, key);
      const r = server.refunds[q.refundId];
      if (r) server.refunds[q.refundId] = { ...r, status: 'cancelled', cancellable: false };
      return ok(server.refunds[q.refundId]);
    },
    hotelRefundList: (q) => {
      log('hotelRefundList', q);
      return ok(undefined, []);
    },
  };
  return { server, api };
}

/** The guarantee calls of the booking's sheet (the only ones the order screen uses), recorded with the order calls. */
function fakeGuaranteeApi(server: FakeHotelOrders): HotelBookingApi {
  const api: Partial<HotelBookingApi> = {
    queryCreditcard: () => {
      server.calls.push({ name: 'queryCreditcard', query: {} });
      return ok({ cards: server.cards });
    },
    guarantee: (body, key) => {
      server.calls.push({ name: 'guarantee', query: { ...body }, key });
      const card = server.cards.find((c) => c.cardToken === body.cardToken);
      return ok({ orderId: body.orderId, orderStatus: 'processing', last4: card?.last4 ?? '', amount: 760 });
    },
  };
  return api as HotelBookingApi;
}

/** Signed-in root store and the hotel stores with the fake order store; `mount` renders a page with them. */
export async function setup(options: { now: number; data?: Partial<FakeHotelOrders> }) {
  const restoreClock = setClock(() => options.now);
  const { store } = makeStore();
  await store.session.adoptToken('c'.repeat(32));
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
  const fake = fakeOrderApi(options.data);
  const stores = new HotelStores({ orders: new HotelOrderStore(fake.api, () => options.now) });
  const guarantee = fakeGuaranteeApi(fake.server);
  const mount = async (element: ReactElement) => {
    const view = await render(
      <StoreProvider store={store}>
        <HotelStoresContext.Provider value={stores}>
          <HotelBookingApiContext.Provider value={() => guarantee}>{element}</HotelBookingApiContext.Provider>
        </HotelStoresContext.Provider>
      </StoreProvider>,
    );
    await idle();
    return view;
  };
  return { server: fake.server, mount, restoreClock };
}

export async function idle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
  await settle();
}

export const $ = (root: ParentNode, testId: string): Element | null => root.querySelector(`[data-testid="${testId}"]`);

/** The order-action buttons shown, in order. */
export const actions = (root: Element) =>
  Array.from(root.querySelectorAll('[data-testid="order-actions"] [data-action]')).map((b) =>
    b.getAttribute('data-action'),
  );
