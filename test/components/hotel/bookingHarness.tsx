/**
 * The hotel detail, booking, guarantee and result screens on fake ports: the booking kit's store, the detail calls
 * and the booking calls (per version) answer from here and record what was asked. Dates are built from the real
 * date (tests pass on any day) and the screen's clock is fixed with `setClock`.
 */
import { act, type ReactElement } from 'react';
import type { Envelope, HotelMembership } from '../../../src/api/contract';
import type {
  CreditCardValidateData,
  HotelBookData,
  HotelDetail,
  HotelGuaranteeData,
  HotelOrderDetail,
  HotelPlanPolicyData,
  HotelPriceValidateData,
  HotelRoom,
  HotelSameOrderData,
  HotelStandardData,
  RatePlan,
  SavedCreditCard,
  ServiceFeeData,
} from '../../../src/api/contract/hotel';
import { StoreProvider } from '../../../src/stores';
import { BookingStore, BookingStoreContext, type BookingPorts } from '../../../src/stores/booking';
import { tripRequestStore } from '../../../src/components/tripRequest';
import { setClock } from '../../../src/hosts/clock';
import { addCalendarDays, chinaToday, toEpochMs } from '../../../src/domain/time';
import { setGuardContext } from '../../../src/router';
import { HotelDetailApiContext, type HotelDetailApi } from '../../../src/packages/hotel/detail/api';
import { HotelBookingApiContext, type HotelBookingApi } from '../../../src/packages/hotel/booking/api';
import { HotelSearchFactsContext, type HotelSearchFacts } from '../../../src/packages/hotel/detail/source';
import type { HotelVersion } from '../../../src/packages/hotel/detail/screens';
import { candidate, SELF } from '../booking/fakeServer';
import { render, settle } from '../support/render';
import { makeStore } from '../support/stores';

export { candidate, SELF };

const ok = <D, L = unknown>(data?: D, list?: L[]): Promise<Envelope<D, L>> => Promise.resolve({ code: 1, data, list });

/** Today, tomorrow and the day after as China dates, from the real clock. */
export const TODAY = chinaToday(Date.now());
export const TOMORROW = addCalendarDays(TODAY, 1);
export const AFTER = addCalendarDays(TODAY, 2);
/** An instant on a China date ('HH:mm'). */
export const at = (hhmm: string, day = TODAY): number => toEpochMs(`${day} ${hhmm}`);

/** A plan of room R1 of hotel H1 for [checkIn, checkOut) at `price` a night. */
export function plan(partial: Partial<RatePlan> = {}, checkIn = TOMORROW, checkOut = AFTER): RatePlan {
  const planId = partial.planId ?? 'P1';
  const roomId = partial.roomId ?? 'R1';
  const price = partial.avgPrice ?? 450;
  const nights: string[] = [];
  for (let d = checkIn; d < checkOut; d = addCalendarDays(d, 1)) nights.push(d);
  return {
    planKey: `H1|${roomId}|${planId}|${checkIn}|${checkOut}`,
    planId,
    roomId,
    name: '标准价',
    breakfast: 1,
    payType: 'prepay',
    guarantee: 'none',
    cancel: { kind: 'limited', freeUntil: `${checkIn} 18:00`, penalty: price },
    nightly: nights.map((date) => ({ date, price })),
    avgPrice: price,
    totalPrice: price * nights.length,
    roomsLeft: 8,
    protocol: false,
    instantConfirm: true,
    wb: 0,
    ...partial,
  };
}

export function room(partial: Partial<HotelRoom> = {}): HotelRoom {
  return {
    roomId: 'R1',
    name: '高级大床房',
    area: 30,
    bedType: 'king',
    floor: '8-12',
    maxOccupancy: 2,
    window: true,
    smoking: false,
    images: ['/obt/hotel/img/H1/room-1.svg'],
    lowestPrice: 450,
    plans: [plan()],
    ...partial,
  };
}

export function hotel(partial: Partial<HotelDetail> = {}): HotelDetail {
  return {
    hotelId: 'H1',
    name: '北京国贸示例酒店',
    nameEn: 'Guomao Demo Hotel Beijing',
    star: 5,
    score: 4.7,
    reviewCount: 1200,
    brand: '示例',
    cityId: 'BJS',
    cityName: '北京',
    district: '朝阳区',
    address: '建国门外大街1号',
    location: { lat: 39.909, lng: 116.458 },
    distanceKm: 3.2,
    image: '/obt/hotel/img/H1/exterior-1.svg',
    lowestPrice: 450,
    full: false,
    protocol: true,
    facilities: ['wifi', 'gym', 'pool'],
    wb: 0,
    phone: '010-65050000',
    openYear: 2010,
    renovationYear: 2020,
    description: '位于国贸商圈的示例酒店。',
    checkInFrom: '14:00',
    checkOutBy: '12:00',
    images: [
      { url: '/obt/hotel/img/H1/exterior-1.svg', category: 'exterior' },
      { url: '/obt/hotel/img/H1/room-1.svg', category: 'room', roomId: 'R1' },
    ],
    rooms: [room()],
    ...partial,
  };
}

export const STANDARD: HotelStandardData = {
  travellers: [{ empId: 'e1', name: '张三', rankName: '员工', cap: 500 }],
  cap: 500,
  mustComply: false,
  roomSharing: false,
};

export const BOOKED: HotelBookData = {
  orderId: 'HO1',
  orderNo: 'H20260001',
  amount: 450,
  nextStep: 'pay',
  payDeadline: '',
  payType: 'prepay',
  guaranteeRequired: false,
  guaranteeAmount: 0,
};

/** A booked order as hotelOrderDetail answers it. */
export function order(partial: Partial<HotelOrderDetail> = {}): HotelOrderDetail {
  const p = plan();
  return {
    orderId: 'HO1',
    orderNo: 'H20260001',
    orderType: 11007,
    orderStatus: 'processing',
    amount: 450,
    payDeadline: `${TODAY} 10:15`,
    actions: { pay: false, cancel: true, refund: false, guarantee: false },
    hotel: {
      hotelId: 'H1',
      name: '北京国贸示例酒店',
      nameEn: 'Guomao Demo Hotel Beijing',
      star: 5,
      address: '建国门外大街1号',
      location: { lat: 39.909, lng: 116.458 },
      image: '',
      cityName: '北京',
      phone: '010-65050000',
    },
    room: { roomId: 'R1', name: '高级大床房', bedType: 'king' },
    plan: { planId: 'P1', name: '标准价', breakfast: 1, payType: 'onsite' },
    checkIn: TOMORROW,
    checkOut: AFTER,
    nights: 1,
    rooms: 1,
    arrivalTime: '20:00',
    nightly: p.nightly,
    guests: [],
    cancel: p.cancel,
    guestNote: '',
    membershipCard: '',
    confirmationNo: '',
    guarantee: { required: true, amount: 450, last4: '', status: '' },
    ...partial,
  } as HotelOrderDetail;
}

/** The booking kit's calls: myself as the only employee found, one violation reason, nothing else on file. */
function bookingPorts(): BookingPorts {
  const none = { total: 0, pageNum: 1, count: 20 };
  const emptyPage = () => ok(none, []);
  const reasons = [{ id: 'r1', cplx: '10903', text: '会议酒店' }];
  return {
    empFindList: () => ok({ ...none, total: 1 }, [SELF]),
    vipWbyyList: () => ok(undefined, reasons),
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
  version?: HotelVersion;
  body: unknown;
  key?: string;
}

/** What the fake server answers (set per test) and every call it got. */
export interface FakeHotelServer {
  calls: Call[];
  detail: HotelDetail;
  standard: HotelStandardData;
  policy: HotelPlanPolicyData | null;
  /** priceValidate answers, consumed in order; the last one repeats. */
  validate: HotelPriceValidateData[];
  sameOrder: HotelSameOrderData;
  book: HotelBookData;
  fee: ServiceFeeData;
  memberships: HotelMembership[];
  cards: SavedCreditCard[];
  cardCheck: CreditCardValidateData;
  guaranteed: HotelGuaranteeData;
  orders: Record<string, HotelOrderDetail>;
}

export function fakeServer(): {
  server: FakeHotelServer;
  detailApi: HotelDetailApi;
  bookingApi: (v: HotelVersion) => HotelBookingApi;
} {
  const server: FakeHotelServer = {
    calls: [],
    detail: hotel(),
    standard: STANDARD,
    policy: null,
    validate: [{ valid: true, reason: '', message: '' }],
    sameOrder: { orders: [] },
    book: BOOKED,
    fee: { fee: 0, basis: 'perOrder', unitFee: 0 },
    memberships: [],
    cards: [],
    cardCheck: { valid: true, reason: '', message: '', cardToken: 'tok-1', last4: '1111', brand: 'visa' },
    guaranteed: { orderId: 'HO1', orderStatus: 'processing', last4: '1111', amount: 450 },
    orders: {},
  };
  const rec = (name: string, body: unknown, version?: HotelVersion, key?: string) =>
    server.calls.push({ name, body, ...(version ? { version } : {}), ...(key ? { key } : {}) });
  const take = <T,>(list: T[]): T => (list.length > 1 ? (list.shift() as T) : (list[0] as T));
  const policyFor = (planKeys: string[]): HotelPlanPolicyData =>
    server.policy ?? {
      results: planKeys.map((planKey) => ({ planKey, wb: 0, policy: { violations: [] } as never })),
      mustComply: false,
    };
  const detailApi: HotelDetailApi = {
    hotelV2Detail: (body) => (rec('hotelV2Detail', body), ok(server.detail)),
    hotelInfo: (body) => (rec('hotelInfo', body), ok({ ...server.detail, rooms: [] })),
    imgInfo: (body) => (rec('imgInfo', body), ok({ images: server.detail.images })),
    roomInfo: (body) => (rec('roomInfo', body), ok({ rooms: server.detail.rooms })),
    hotelPricePlanList: (body) => (
      rec('pricePlanList', body),
      ok({ plans: server.detail.rooms.find((r) => r.roomId === body.roomId)?.plans ?? [] })
    ),
    clzcRatePlan: (body) => (rec('clzcRatePlan', body), ok(policyFor(body.planKeys))),
    jsClzcBzz: (body) => (rec('jsClzcBzz', body), ok(server.standard)),
  };
  const bookingApi = (version: HotelVersion): HotelBookingApi => ({
    pricePlanOne: (body) => {
      rec('pricePlanOne', body, version);
      const key = body.planKey;
      for (const r of server.detail.rooms) {
        const p = r.plans.find((x) => x.planKey === key);
        if (p) {
          const { plans: _plans, ...bare } = r;
          void _plans;
          return ok({ plan: p, room: bare, hotel: server.detail });
        }
      }
      return ok();
    },
    priceValidate: (body) => (rec('priceValidate', body, version), ok(take(server.validate))),
    checkSameOrder: (body) => (rec('checkSameOrder', body, version), ok(server.sameOrder)),
    book: (body, key) => (rec('book', body, version, key), ok(server.book)),
    clzcRatePlan: (body) => (rec('clzcRatePlan', body, version), ok(policyFor(body.planKeys))),
    jsClzcBzz: (body) => (rec('jsClzcBzz', body, version), ok(server.standard)),
    fwfMatchQuery: (body) => (rec('fwfMatchQuery', body, version), ok(server.fee)),
    vipEmpJdhyList: (body) => (
      rec('vipEmpJdhyList', body, version),
      ok({ total: server.memberships.length, pageNum: 1, count: 20 }, server.memberships)
    ),
    hotelOrderDetail: (query) => (rec('hotelOrderDetail', query, version), ok(server.orders[query.orderId])),
    queryCreditcard: (body) => (rec('queryCreditcard', body, version), ok({ cards: server.cards })),
    creditcardValidate: (body) => (rec('creditcardValidate', body, version), ok(server.cardCheck)),
    guarantee: (body, key) => (rec('guarantee', body, version, key), ok(server.guaranteed)),
  });
  return { server, detailApi, bookingApi };
}

/** Logged-in root store and the screens' ports; `mount` renders a page with them. */
export async function setup(options: { now: number; facts?: HotelSearchFacts }) {
  const fake = fakeServer();
  const booking = new BookingStore(bookingPorts());
  const { store } = makeStore();
  // Signed in as the demo employee; no trip request chosen; the screens' clock fixed.
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
  await store.session.adoptToken('c'.repeat(32));
  tripRequestStore.forget();
  const restoreClock = setClock(() => options.now);
  const facts: HotelSearchFacts = options.facts ?? {
    stay: { checkIn: '', checkOut: '' },
    travellers: [],
    trip: {},
  };
  // The screens' ports, innermost first.
  const providers = (element: ReactElement): ReactElement => {
    let tree = <HotelBookingApiContext.Provider value={fake.bookingApi}>{element}</HotelBookingApiContext.Provider>;
    tree = <HotelDetailApiContext.Provider value={fake.detailApi}>{tree}</HotelDetailApiContext.Provider>;
    tree = <HotelSearchFactsContext.Provider value={facts}>{tree}</HotelSearchFactsContext.Provider>;
    tree = <BookingStoreContext.Provider value={booking}>{tree}</BookingStoreContext.Provider>;
    return <StoreProvider store={store}>{tree}</StoreProvider>;
  };
  const mount = async (element: ReactElement) => {
    const view = await render(providers(element));
    await idle();
    return view;
  };
  return { root: store, booking, server: fake.server, mount, restoreClock };
}

export async function idle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
  await settle();
}

export const $ = (root: ParentNode, testId: string): Element | null => root.querySelector(`[data-testid="${testId}"]`);

export const callsOf = (server: FakeHotelServer, name: string): Call[] => server.calls.filter((c) => c.name === name);
