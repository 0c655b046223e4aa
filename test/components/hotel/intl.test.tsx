/**
 * International hotels (SPEC §2 /ht htIntEdit, htDetailsInt, htOrderInt, /htV2 htIntRoomList; §7 International
 * hotel; §9 nationality default CN, up to 10 children, at most 10 guests, product 10910): the query's switch to
 * international and its list, the room conditions editor's limits, the rooms with local price and yuan, and the
 * booking form's checks and its bookGj under one idempotency key to the cashier.
 */
import type { ReactElement } from 'react';
import type { Envelope } from '../../../src/api/contract';
import type {
  BookGjData,
  IntlHotelDetail,
  IntlHotelRoom,
  IntlHotelSummary,
  IntlRatePlan,
} from '../../../src/api/contract/hotelIntl';
import HtQueryPage from '../../../src/packages/hotel/pages/htQuery/index';
import HtListPage from '../../../src/packages/hotel/pages/htList/index';
import HtIntEditPage from '../../../src/packages/hotel/pages/htIntEdit/index';
import HtDetailsIntPage from '../../../src/packages/hotel/pages/htDetailsInt/index';
import HtIntRoomListPage from '../../../src/packages/hotelV2/pages/htIntRoomList/index';
import HtOrderIntPage from '../../../src/packages/hotel/pages/htOrderInt/index';
import { HotelStores, HotelStoresContext } from '../../../src/packages/hotel/store';
import { HotelIntlStore, type HotelIntlApi } from '../../../src/packages/hotel/intl/intlStore';
import { click, type } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { $, AFTER, at, hotel, idle, plan, room, setup, TOMORROW } from './bookingHarness';
import { fakeHotelServer, memoryStorage, newSearchStore, setupHotel } from './searchHarness';

const ok = <D, L = unknown>(data?: D, list?: L[]): Promise<Envelope<D, L>> => Promise.resolve({ code: 1, data, list });

const POLICIES = {
  checkInFrom: '15:00',
  checkInUntil: '',
  checkOutUntil: '11:00',
  children: 'Children of all ages are welcome.',
  extraBed: 'No extra beds.',
  pets: 'Pets are not allowed.',
  cards: ['visa', 'jcb'],
  notes: ['Photo ID required at check-in.'],
};

function intlPlan(partial: Partial<IntlRatePlan> = {}): IntlRatePlan {
  const base = plan({ avgPrice: 820, name: 'Room Only' }, TOMORROW, AFTER);
  return {
    ...base,
    payType: 'prepay',
    localPrice: 17000,
    currency: 'JPY',
    roomsTotal: 820,
    localTotal: 17000,
    taxes: { included: 74.5, payAtHotel: 200, currency: 'JPY' },
    ...partial,
  };
}

function intlRoom(p = intlPlan()): IntlHotelRoom {
  const { plans: _plans, ...bare } = room();
  void _plans;
  return { ...bare, name: '标准双床房', nameEn: 'Standard Twin', maxAdults: 2, maxChildren: 2, plans: [p] };
}

function intlHotel(): IntlHotelDetail {
  const { rooms: _rooms, ...bare } = hotel({ hotelId: 'H1', name: '东京示例酒店', nameEn: 'Tokyo Demo Hotel' });
  void _rooms;
  return {
    ...bare,
    cityId: 'TYO',
    localPrice: 17000,
    currency: 'JPY',
    countryName: '日本',
    cityNameEn: 'Tokyo',
    policies: POLICIES,
  };
}

const summary = (): IntlHotelSummary => {
  const {
    images: _i,
    phone: _p,
    openYear: _o,
    renovationYear: _r,
    description: _d,
    checkInFrom: _c,
    checkOutBy: _b,
    policies: _pol,
    ...s
  } = intlHotel();
  return s;
};

const BOOKED: BookGjData = {
  orderId: 'HO9',
  orderNo: 'H2026',
  amount: 820,
  nextStep: 'pay',
  payDeadline: '',
  payType: 'prepay',
};

function fakeIntl() {
  const calls: { name: string; body: unknown; key?: string }[] = [];
  const rec = (name: string, body: unknown, key?: string) => calls.push({ name, body, ...(key ? { key } : {}) });
  let current = intlPlan();
  const api: HotelIntlApi = {
    hotelList: (body) => (
      rec('hotelList', body),
      ok({ total: 1, pageNum: 1, count: 20, centre: { lat: 35.68, lng: 139.76 }, brands: [], currency: 'JPY' }, [
        summary(),
      ])
    ),
    hotelInfo: (body) => (rec('hotelInfo', body), ok(intlHotel())),
    pricePlanList: (body) => (rec('pricePlanList', body), ok({ rooms: [intlRoom(current)], mustComply: false })),
    pricePlanOne: (body) => {
      rec('pricePlanOne', body);
      const { plans: _p, ...bareRoom } = intlRoom(current);
      void _p;
      return ok({ plan: current, room: bareRoom, hotel: summary(), policies: POLICIES });
    },
    bookGj: (body, key) => (rec('bookGj', body, key), ok(BOOKED)),
    swxxList: (body) => (
      rec('swxxList', body),
      ok({ total: 1, pageNum: 1, count: 50 }, [
        {
          id: 'T1',
          gsmc: '示例科技有限公司',
          nsrsbh: '91110000X',
          yydzTel: '',
          yhxx: '',
          jsEmail: '',
          unitType: 1 as never,
          updatedAt: '',
        },
      ])
    ),
  };
  return { api, calls, setPlan: (p: IntlRatePlan) => (current = p) };
}

function intlStore(api: HotelIntlApi, now: () => number) {
  return new HotelIntlStore({ api, storage: memoryStorage(), now });
}

const withIntl = (intl: HotelIntlStore, page: ReactElement, search?: ReturnType<typeof newSearchStore>) => (
  <HotelStoresContext.Provider value={new HotelStores({ intl, ...(search ? { search } : {}) })}>
    {page}
  </HotelStoresContext.Provider>
);

let cleanup: (() => void)[] = [];
beforeEach(() => resetTaro());
afterEach(() => {
  for (const fn of cleanup) fn();
  cleanup = [];
});

const lastUrl = () => decodeURIComponent(recorded.navigations.at(-1)?.url ?? '');

describe('hotel query: domestic / international', () => {
  it('switches to international: the 10910 city and the room conditions row, the gj list with the occupancy', async () => {
    const { api: searchApi } = fakeHotelServer();
    const search = newSearchStore(searchApi);
    const fake = fakeIntl();
    const intl = intlStore(fake.api, () => search.now());
    const env = await setupHotel(search);
    const view = await env.mount(withIntl(intl, <HtQueryPage />, search));
    cleanup.push(view.unmount);
    const { container } = view;
    expect($(container, 'city')).not.toBeNull();
    expect($(container, 'intl-city')).toBeNull();
    await click($(container, 'market-intl'));
    expect(intl.active).toBe(true);
    expect($(container, 'city')).toBeNull();
    expect($(container, 'keyword')).toBeNull();
    expect($(container, 'intl-city')?.getAttribute('aria-label')).toBe('海外目的地：东京');
    expect($(container, 'intl-conditions')?.getAttribute('aria-label')).toBe('房间及住客：1间 · 1成人 · 中国籍');
    await click($(container, 'intl-conditions'));
    expect(lastUrl()).toContain('htIntEdit');
    await click($(container, 'search'));
    expect(lastUrl()).toContain('htList');
    view.unmount();

    const list = await env.mount(withIntl(intl, <HtListPage />, search));
    cleanup.push(list.unmount);
    await idle(50);
    const asked = fake.calls.find((c) => c.name === 'hotelList')?.body;
    expect(asked).toMatchObject({ cityId: 'TYO', occupancy: [{ adults: 1, childAges: [] }], nationality: 'CN' });
    await click($(list.container, 'hotel-H1'));
    expect(lastUrl()).toMatch(/htDetailsInt(\/index)?\?hotelId=H1/);
  });
});

describe('/ht/htIntEdit room conditions', () => {
  async function openEditor() {
    const env = await setup({ now: at('10:00') });
    const fake = fakeIntl();
    const intl = intlStore(fake.api, () => at('10:00'));
    const view = await env.mount(withIntl(intl, <HtIntEditPage />));
    cleanup.push(view.unmount, env.restoreClock);
    return { intl, ...view };
  }
  const refused = (c: Element) => $(c, 'conditions-refused')?.textContent;

  it('defaults to one adult and nationality CN; a room keeps its adult', async () => {
    const { container, intl } = await openEditor();
    expect(intl.nationality).toBe('CN');
    // Named by what it shows (label, then value), not by an aria-label that could say something else.
    expect($(container, 'nationality')?.hasAttribute('aria-label')).toBe(false);
    expect($(container, 'nationality')?.textContent).toBe('住客国籍 中国');
    expect($(container, 'room-0-adults-count')?.textContent).toBe('1');
    await click($(container, 'room-0-adults-less'));
    expect(refused(container)).toBe('每间房至少需要一位成人');
    expect($(container, 'room-0-adults-count')?.textContent).toBe('1');
  });

  it('children are 0–17 and the guests stop at 10 (the next child is refused)', async () => {
    const { container, intl } = await openEditor();
    await click($(container, 'room-0-add-child'));
    expect($(container, 'room-0-child-0-age-count')?.textContent).toBe('6岁');
    for (let i = 0; i < 6; i += 1) await click($(container, 'room-0-child-0-age-less'));
    expect($(container, 'room-0-child-0-age-count')?.textContent).toBe('0岁');
    await click($(container, 'room-0-child-0-age-less'));
    expect(refused(container)).toBe('儿童年龄须在0–17岁之间');
    for (let i = 0; i < 18; i += 1) await click($(container, 'room-0-child-0-age-more'));
    expect($(container, 'room-0-child-0-age-count')?.textContent).toBe('17岁');
    expect(refused(container)).toBe('儿童年龄须在0–17岁之间');
    // 1 adult + 9 children = 10 guests; the 11th guest (a 10th child) is refused.
    for (let i = 0; i < 8; i += 1) await click($(container, 'room-0-add-child'));
    expect($(container, 'room-0-child-8')).not.toBeNull();
    await click($(container, 'room-0-add-child'));
    expect(refused(container)).toBe('住客最多10位');
    expect($(container, 'room-0-child-9')).toBeNull();
    // Nothing is saved until 'done'.
    expect(intl.occupancy).toEqual([{ adults: 1, childAges: [] }]);
    await click($(container, 'conditions-save'));
    expect(intl.occupancy[0]?.childAges).toHaveLength(9);
    expect(recorded.navigations.at(-1)?.kind).toMatch(/navigateBack|reLaunch|switchTab/);
  });

  it('rooms 1–10 and a searchable nationality', async () => {
    const { container, intl } = await openEditor();
    await click($(container, 'add-room'));
    expect($(container, 'room-1-adults-count')?.textContent).toBe('1');
    await click($(container, 'nationality'));
    await type($(container, 'nationality-search'), 'japan');
    await click($(container, 'nationality-JP'));
    await click($(container, 'conditions-save'));
    expect(intl.occupancy).toHaveLength(2);
    expect(intl.nationality).toBe('JP');
  });
});

describe('international rooms (/ht/htDetailsInt, /htV2/htIntRoomList)', () => {
  it.each([
    ['v1', HtDetailsIntPage],
    ['v2', HtIntRoomListPage],
  ])('%s: plans show the local price and yuan, taxes, and open the booking form', async (_v, Page) => {
    const env = await setup({ now: at('10:00') });
    const fake = fakeIntl();
    const intl = intlStore(fake.api, () => at('10:00'));
    intl.setConditions([{ adults: 2, childAges: [5] }], 'CN');
    recorded.routerParams = { hotelId: 'H1', checkIn: TOMORROW, checkOut: AFTER };
    const view = await env.mount(withIntl(intl, <Page />));
    cleanup.push(view.unmount, env.restoreClock);
    await idle();
    const { container } = view;
    expect(fake.calls.find((c) => c.name === 'pricePlanList')?.body).toMatchObject({
      hotelId: 'H1',
      checkIn: TOMORROW,
      checkOut: AFTER,
      occupancy: [{ adults: 2, childAges: [5] }],
      nationality: 'CN',
    });
    expect($(container, 'conditions-text')?.textContent).toBe('1间 · 2成人 · 1儿童 · 中国籍');
    expect($(container, 'plan-price')?.textContent).toBe('¥820.00');
    expect($(container, 'plan-local')?.textContent).toBe('约JPY 17,000');
    expect($(container, 'plan-taxes')?.textContent).toContain('已含税费¥74.50');
    expect($(container, 'plan-taxes')?.textContent).toContain('JPY 200');
    await click($(container, 'plan-book-P1'));
    expect(lastUrl()).toContain('htOrderInt');
    expect(lastUrl()).toContain(`planKey=H1|R1|P1|${TOMORROW}|${AFTER}`);
    await click($(container, 'hotel-more'));
    expect(lastUrl()).toContain('htIntPolicy');
  });
});

describe('/ht/htOrderInt booking form', () => {
  async function openForm() {
    const env = await setup({ now: at('10:00') });
    const fake = fakeIntl();
    const intl = intlStore(fake.api, () => at('10:00'));
    intl.setConditions([{ adults: 1, childAges: [7] }], 'CN');
    recorded.routerParams = { planKey: intlPlan().planKey };
    const view = await env.mount(withIntl(intl, <HtOrderIntPage />));
    cleanup.push(view.unmount, env.restoreClock);
    await idle();
    return { ...env, ...view, fake, intl };
  }
  const error = (c: Element) => $(c, 'hti-order-guests-error')?.textContent;

  async function fill(c: Element) {
    await type($(c, 'hti-r0a0-surname'), 'ZHANG');
    await type($(c, 'hti-r0a0-given'), 'SAN');
    await type($(c, 'hti-r0c0-surname'), 'Zhang');
    await type($(c, 'hti-r0c0-given'), 'Xiao Ming');
    await type($(c, 'contact-linkTel'), '13800000001');
    await click($(c, 'ht-edit-cancel-accept'));
  }

  it('refuses names not in Latin letters and an invoice without its e-mail', async () => {
    const { container, fake } = await openForm();
    expect($(container, 'hti-guest-r0c0')?.textContent).toContain('儿童1（7岁）');
    await fill(container);
    await type($(container, 'hti-r0a0-surname'), '张');
    await click($(container, 'hti-order-submit'));
    await idle();
    expect(error(container)).toBe('入住人姓名须使用英文字母填写');
    await type($(container, 'hti-r0a0-surname'), 'ZHANG');
    await click($(container, 'hti-order-invoice-need'));
    await type($(container, 'delivery-email'), 'not-an-email');
    await click($(container, 'hti-order-submit'));
    await idle();
    expect(error(container)).toBeUndefined();
    expect($(container, 'hti-order-error')?.textContent).toBe('请填写正确的接收邮箱');
    await click(($(container, 'delivery-mode') as Element).querySelectorAll('[role="radio"]')[2] ?? null);
    await click($(container, 'hti-order-submit'));
    await idle();
    expect($(container, 'hti-order-error')?.textContent).toBe('请选择邮寄地址并填写收件人');
    expect(fake.calls.filter((c) => c.name === 'bookGj')).toHaveLength(0);
  });

  it('books with bookGj (rooms, guests, nationality, invoice) under one key and opens the cashier', async () => {
    const { container, fake } = await openForm();
    await fill(container);
    await click($(container, 'hti-order-invoice-need'));
    await type($(container, 'delivery-email'), 'ap@example.com');
    await click($(container, 'hti-order-submit'));
    await idle();
    const books = fake.calls.filter((c) => c.name === 'bookGj');
    expect(books).toHaveLength(1);
    expect(books[0]?.key).toEqual(expect.any(String));
    expect(books[0]?.body).toMatchObject({
      planKey: intlPlan().planKey,
      occupancy: [{ adults: 1, childAges: [7] }],
      nationality: 'CN',
      guests: [
        { roomIndex: 0, surname: 'ZHANG', givenName: 'SAN', isChild: false },
        { roomIndex: 0, surname: 'ZHANG', givenName: 'XIAO MING', isChild: true, age: 7 },
      ],
      arrivalTime: '18:00',
      cancelRuleAccepted: true,
      avgPrice: 820,
      linkTel: '13800000001',
      invoice: { needInvoice: true, titleId: 'T1', email: 'ap@example.com' },
    });
    expect(lastUrl()).toContain('payment');
    expect(lastUrl()).toContain('orderIds=HO9');
  });
});
