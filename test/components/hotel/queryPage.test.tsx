/**
 * /htV2/htQuery and /ht/htQuery: the defaults (SPEC §9), the stay rules (SPEC §5), keyword suggestions, stars and
 * price, the entries to protocol hotels and inquiries, and the version's list.
 */
import { act } from 'react';
import { runInAction } from 'mobx';
import HtV2QueryPage from '../../../src/packages/hotelV2/pages/htQuery/index';
import HtQueryPage from '../../../src/packages/hotel/pages/htQuery/index';
import { addCalendarDays } from '../../../src/domain/time';
import { click, type } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { REQUEST, fakeTrips, tripRoute } from '../tripRequest/harness';
import { $, NOW, TODAY, TOMORROW, fakeHotelServer, idle, newSearchStore, setupHotel } from './searchHarness';

beforeEach(() => resetTaro());

async function open(version: 1 | 2 = 2, trips?: ReturnType<typeof fakeTrips>) {
  const { api, server } = fakeHotelServer();
  const store = newSearchStore(api);
  const env = await setupHotel(store, { trips: trips?.store });
  const view = await env.mount(version === 2 ? <HtV2QueryPage /> : <HtQueryPage />);
  await idle();
  return { store, server, ...env, ...view };
}

const error = (c: Element) => $(c, 'query-error')?.textContent;
const set = (fn: () => void) => act(async () => runInAction(fn));

describe('/htV2/htQuery', () => {
  it('opens on the remembered city, today for one night (SPEC §9)', async () => {
    const { container, store } = await open();
    expect($(container, 'city')?.getAttribute('aria-label')).toBe('目的地：北京');
    expect($(container, 'check-in')?.getAttribute('aria-label')).toContain('今天');
    expect($(container, 'check-out')?.getAttribute('aria-label')).toContain('明天');
    expect($(container, 'nights')?.textContent).toBe('共1晚');
    expect(store.stay).toEqual({ checkIn: TODAY, checkOut: TOMORROW });
    expect(store.version).toBe(2);
  });

  it('refuses check-in not before check-out and a past check-in, then searches (SPEC §5)', async () => {
    const { container, store } = await open();
    await set(() => (store.stay = { checkIn: TOMORROW, checkOut: TOMORROW }));
    await click($(container, 'search'));
    expect(error(container)).toBe('入住日期不能晚于离店日期');
    await set(() => (store.stay = { checkIn: addCalendarDays(TODAY, -1), checkOut: TODAY }));
    await click($(container, 'search'));
    expect(error(container)).toBe('入住日期已过期，请重新选择');
    expect(recorded.navigations).toEqual([]);
    await set(() => (store.stay = { checkIn: TOMORROW, checkOut: addCalendarDays(TODAY, 3) }));
    expect($(container, 'nights')?.textContent).toBe('共2晚');
    await click($(container, 'search'));
    expect(error(container)).toBeUndefined();
    expect(recorded.navigations.at(-1)).toEqual({ kind: 'navigateTo', url: '/packages/hotelV2/pages/htList/index' });
  });

  it('suggests while typing; a hotel opens its rooms for the stay, a brand becomes the keyword', async () => {
    const { container, server, store } = await open();
    await click($(container, 'keyword'));
    await type($(container, 'keyword-input'), '国贸');
    await idle(300);
    expect(server.calls.filter((c) => c.name === 'onlyLocalKeyword').at(-1)?.body).toEqual({
      cityId: 'BJS',
      keyword: '国贸',
    });
    expect($(container, 'suggestion-0')?.getAttribute('aria-label')).toBe('酒店 国贸酒店（国贸店）');
    await click($(container, 'suggestion-0'));
    // The rooms screen (another part of the hotel work) takes the hotel and the stay in its query.
    const nav = decodeURIComponent(recorded.navigations.at(-1)?.url ?? '');
    expect(nav).toMatch(/htRoomList(\/index)?\?hotelId=BJS-H0001&/);
    expect(nav).toContain(`checkIn=${TODAY}`);
    expect(nav).toContain(`checkOut=${TOMORROW}`);
    await click($(container, 'keyword'));
    await type($(container, 'keyword-input'), '国贸');
    await idle(300);
    await click($(container, 'suggestion-2'));
    expect(store.keyword).toBe('国贸');
    expect($(container, 'keyword')?.getAttribute('aria-label')).toBe('关键字：国贸');
  });

  it('chooses stars and a price band in a sheet', async () => {
    const { container, store } = await open();
    expect($(container, 'star-price')?.getAttribute('aria-label')).toBe('星级价格：不限');
    await click($(container, 'star-price'));
    await click($(container, 'star-5'));
    await click($(container, 'star-4'));
    await click($(container, 'price-300-450'));
    expect($(container, 'price-300-450')?.getAttribute('aria-checked')).toBe('true');
    await click($(container, 'star-price-apply'));
    expect(store.stars).toEqual([4, 5]);
    expect(store.price).toEqual({ min: 300, max: 450 });
    expect($(container, 'star-price-sheet')).toBeNull();
    expect($(container, 'star-price')?.getAttribute('aria-label')).toBe('星级价格：高档型、豪华型 · ¥300–¥450');
  });

  it('links to protocol hotels and the inquiry of its version', async () => {
    const { container } = await open();
    await click($(container, 'to-sign-list'));
    await click($(container, 'to-inquiry'));
    expect(recorded.navigations.map((n) => n.url.split('?')[0])).toEqual([
      '/packages/hotelV2/pages/htSignList/index',
      '/packages/hotelV2/pages/htInquiry/index',
    ]);
  });
});

describe('/htV2/htQuery through a trip request', () => {
  it('takes the city and stay of the hotel leg from the link and searches with the request (issue 4)', async () => {
    const begin = addCalendarDays(TODAY, 3);
    const end = addCalendarDays(TODAY, 5);
    const hotelLeg = tripRoute({
      routeId: 'h1',
      routeType: 'hotel',
      product: '10903',
      depCity: 'SHA',
      depCityName: '上海',
      arrCity: '',
      arrCityName: '',
      dateBegin: begin,
      dateEnd: end,
      windowFrom: TODAY,
      windowTo: addCalendarDays(TODAY, 7),
    });
    const trips = fakeTrips([
      {
        ...REQUEST,
        ccsqdId: 'q9',
        dateBegin: begin,
        dateEnd: end,
        windowFrom: TODAY,
        windowTo: addCalendarDays(TODAY, 7),
        routes: [hotelLeg],
      },
    ]);
    recorded.routerParams = { ccsqdId: 'q9', routeId: 'h1' };
    const { container, store, server } = await open(2, trips);
    await idle(20);
    expect(store.city).toMatchObject({ cityId: 'SHA', cityName: '上海' });
    expect(store.stay).toEqual({ checkIn: begin, checkOut: end });
    expect(store.trip).toEqual({ ccsqdId: 'q9', routeId: 'h1' });
    expect($(container, 'nights')?.textContent).toBe('共2晚');
    await click($(container, 'search'));
    expect(error(container)).toBeUndefined();
    await store.loadList();
    expect(server.calls.find((c) => c.name === 'hotelV2List')?.body).toMatchObject({
      cityId: 'SHA',
      checkIn: begin,
      checkOut: end,
      ccsqdId: 'q9',
      routeId: 'h1',
    });
  });
});

describe('/ht/htQuery', () => {
  it('is version 1: its keyword call, list and protocol hotels', async () => {
    const { container, server, store } = await open(1);
    expect(store.version).toBe(1);
    await click($(container, 'keyword'));
    await type($(container, 'keyword-input'), '亚朵');
    await idle(300);
    expect(server.calls.some((c) => c.name === 'keyword')).toBe(true);
    expect(server.calls.some((c) => c.name === 'onlyLocalKeyword')).toBe(false);
    await click($(container, 'keyword-ok'));
    await click($(container, 'search'));
    await click($(container, 'to-sign-list'));
    expect(recorded.navigations.map((n) => n.url.split('?')[0])).toEqual([
      '/packages/hotel/pages/htList/index',
      '/packages/hotel/pages/htSignList/index',
    ]);
    expect(store.recentKeywords).toEqual(['亚朵']);
    expect(NOW).toBeGreaterThan(0);
  });
});
