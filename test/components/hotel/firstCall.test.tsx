/**
 * /ht/htList's first call (issue 17): the builder index.html runs before the app (src/packages/hotel/pages/htList/
 * firstCall.ts) answers exactly the list request the real page sends first on a cold load with the same storage,
 * link and clock, captured through the real transport. If either side changes, these fail.
 */
import type { ReactElement } from 'react';
import HtListPage from '../../../src/packages/hotel/pages/htList/index';
import HtV2ListPage from '../../../src/packages/hotelV2/pages/htList/index';
import { firstCalls } from '../../../src/packages/hotel/pages/htList/firstCall';
import { HOTEL_LIST_PATH, hotelCovers, hotelListFirstCall } from '../../../src/packages/hotel/search/firstList';
import type { FirstCall, FirstCallContext } from '../../../src/boot/firstCall';
import { STORAGE_KEYS } from '../../../src/domain/session';
import { addCalendarDays } from '../../../src/domain/time';
import { storage } from '../../../src/hosts/storage';
import { appSearchStore } from '../../../src/packages/hotel/store';
import { recorded, resetTaro } from '../support/taro';
import { DEMO_USER } from '../support/stores';
import { setup } from '../../unit/api/fakeTransport';
import { NOW, TODAY, TOMORROW, idle, setupHotel } from './searchHarness';

const LIST_PATH = '/obt/hotel/gn/shopping/hotelList';
const INTL_LIST_PATH = '/obt/hotel/gj/shopping/hotelList';

beforeEach(() => resetTaro());

/** What the starter would see on this device: the same storage, the link's query, the same clock. */
function contextOf(query: Record<string, string>): FirstCallContext {
  return {
    query,
    stored: (key) => storage.get<unknown>(key) ?? null,
    now: NOW,
    locale: 'zh-CN',
  };
}

/** What a built call sends (its path and body; what else it carries is not the request). */
function sentBy(call: FirstCall | null): { path: string; body: unknown } | null {
  return call && { path: call.path, body: call.body };
}

/** Opens /ht/htList cold (stores built from the device storage, as after a reload); answers the requests sent. */
async function coldLoad(query: Record<string, string> = {}, page: ReactElement = <HtListPage />) {
  const transport = setup();
  transport.respond((req) =>
    req.url === LIST_PATH
      ? { status: 200, data: { code: 1, data: { total: 0, pageNum: 1, count: 20, brands: [] }, list: [] } }
      : { status: 200, data: { code: 1 } },
  );
  recorded.routerParams = query;
  // The app's own search store (real calls through the transport, the device storage, the app clock).
  const env = await setupHotel(appSearchStore(), { now: NOW });
  await env.mount(page);
  await idle(20);
  return transport.calls.map((c) => ({ path: c.url, body: c.data }));
}

/** The stored session of a signed-in employee (what a reload finds). */
function signedIn(): void {
  storage.saveSession('h'.repeat(32), DEMO_USER);
}

describe('/ht/htList first call', () => {
  it('a cold load asks the default city for tonight for the booker: the builder sends the same call', async () => {
    signedIn();
    const sent = await coldLoad();
    const lists = sent.filter((c) => c.path === LIST_PATH);
    expect(lists).toHaveLength(1);
    const built = firstCalls['/ht/htList'](contextOf({}));
    expect(sentBy(built)).toEqual(lists[0]);
    expect(built?.body).toMatchObject({ cityId: 'BJS', checkIn: TODAY, checkOut: TOMORROW, pageNum: 1 });
    expect(built?.body.travellers).toEqual([{ empId: DEMO_USER.empInfo.empId }]);
  });

  it('the remembered city and a link’s city, stay and keyword: the same call on both sides', async () => {
    signedIn();
    storage.set(STORAGE_KEYS.history, { hotel: { city: { cityId: 'SHA', cityName: '上海' } } });
    const remembered = await coldLoad();
    expect(sentBy(firstCalls['/ht/htList'](contextOf({})))).toEqual(remembered.find((c) => c.path === LIST_PATH));
    expect(remembered.find((c) => c.path === LIST_PATH)?.body).toMatchObject({ cityId: 'SHA' });

    resetTaro();
    signedIn();
    const link = {
      cityId: 'CAN',
      cityName: '广州',
      checkIn: addCalendarDays(TODAY, 3),
      checkOut: addCalendarDays(TODAY, 5),
      keyword: ' 珠江 ',
    };
    const linked = await coldLoad(link);
    const page = linked.filter((c) => c.path === LIST_PATH);
    expect(page).toHaveLength(1);
    expect(sentBy(firstCalls['/ht/htList'](contextOf(link)))).toEqual(page[0]);
    expect(page[0]?.body).toMatchObject({ cityId: 'CAN', checkIn: link.checkIn, keyword: '珠江' });
  });

  it('a stay the rules refuse gives way to the default stay on both sides', async () => {
    signedIn();
    const link = { checkIn: addCalendarDays(TODAY, -2), checkOut: TODAY };
    const sent = await coldLoad(link);
    const page = sent.find((c) => c.path === LIST_PATH);
    expect(page?.body).toMatchObject({ checkIn: TODAY, checkOut: TOMORROW });
    expect(sentBy(firstCalls['/ht/htList'](contextOf(link)))).toEqual(page);
  });

  it('the shared builder serves /htV2/htList the same way (its list call, the same body)', async () => {
    signedIn();
    const link = { cityId: 'SHA', cityName: '上海', keyword: '外滩' };
    const sent = await coldLoad(link, <HtV2ListPage />);
    const lists = sent.filter((c) => c.path === HOTEL_LIST_PATH[2]);
    expect(lists).toHaveLength(1);
    expect(sentBy(hotelListFirstCall(contextOf(link), 2))).toEqual(lists[0]);
    expect(HOTEL_LIST_PATH[1]).toBe(LIST_PATH);
  });

  it('a remembered international query lists through another call: nothing is built', async () => {
    signedIn();
    storage.set(STORAGE_KEYS.history, { hotelIntl: { active: true } });
    const sent = await coldLoad();
    expect(sent.filter((c) => c.path === LIST_PATH)).toEqual([]);
    expect(sent.filter((c) => c.path === INTL_LIST_PATH)).toHaveLength(1);
    expect(firstCalls['/ht/htList'](contextOf({}))).toBeNull();
  });

  it('names the covers of the answer’s hotels in list order for the starter to fetch early (issue 17)', () => {
    signedIn();
    const built = firstCalls['/ht/htList'](contextOf({}));
    expect(built?.images).toBe(hotelCovers);
    const answer = { code: 1, list: [{ image: '/a.svg' }, { image: null }, {}, { image: '/d.svg' }] };
    expect(hotelCovers(answer)).toEqual(['/a.svg', '', '', '/d.svg']);
    expect(hotelCovers({ code: 100, tips: 'expired' })).toEqual([]);
    expect(hotelCovers(null)).toEqual([]);
  });
});
