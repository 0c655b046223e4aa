/**
 * /htV2/htList's first call (issue 17): the builder index.html runs before the app
 * (src/packages/hotelV2/pages/htList/firstCall.ts) answers exactly the version-2 list request the real page sends
 * first on a cold load with the same storage and clock, captured through the real transport.
 */
import HtListV2Page from '../../../src/packages/hotelV2/pages/htList/index';
import { firstCalls } from '../../../src/packages/hotelV2/pages/htList/firstCall';
import type { FirstCallContext } from '../../../src/boot/firstCall';
import { STORAGE_KEYS } from '../../../src/domain/session';
import { storage } from '../../../src/hosts/storage';
import { appSearchStore } from '../../../src/packages/hotel/store';
import { recorded, resetTaro } from '../support/taro';
import { DEMO_USER } from '../support/stores';
import { setup } from '../../unit/api/fakeTransport';
import { NOW, TODAY, TOMORROW, idle, setupHotel } from './searchHarness';

const LIST_PATH = '/obt/hotel/gn/shopping/v2/list';

beforeEach(() => resetTaro());

function contextOf(query: Record<string, string>): FirstCallContext {
  return { query, stored: (key) => storage.get<unknown>(key) ?? null, now: NOW, locale: 'zh-CN' };
}

async function coldLoad(query: Record<string, string> = {}) {
  const transport = setup();
  transport.respond((req) =>
    req.url === LIST_PATH
      ? { status: 200, data: { code: 1, data: { total: 0, pageNum: 1, count: 20, brands: [] }, list: [] } }
      : { status: 200, data: { code: 1 } },
  );
  recorded.routerParams = query;
  const env = await setupHotel(appSearchStore(), { now: NOW });
  await env.mount(<HtListV2Page />);
  await idle(20);
  return transport.calls.filter((c) => c.url === LIST_PATH).map((c) => ({ path: c.url, body: c.data }));
}

describe('/htV2/htList first call', () => {
  it('a cold load with a remembered city: the builder sends the page’s first version-2 list call', async () => {
    storage.saveSession('h'.repeat(32), DEMO_USER);
    storage.set(STORAGE_KEYS.history, { hotel: { city: { cityId: 'SHA', cityName: '上海' } } });
    const lists = await coldLoad();
    expect(lists).toHaveLength(1);
    const built = firstCalls['/htV2/htList'](contextOf({}));
    expect(built && { path: built.path, body: built.body }).toEqual(lists[0]);
    expect(built?.body).toMatchObject({ cityId: 'SHA', checkIn: TODAY, checkOut: TOMORROW, pageNum: 1 });
  });
});
