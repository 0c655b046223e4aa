/**
 * index.html's early first-call script as the build makes it (config/firstCalls.ts: every src/**\/firstCall.ts
 * bundled with the starter, dayjs left out) sends, on each list route, exactly the call the route's builder gives
 * with the real dayjs — so no builder reaches the stand-in and silently sends nothing — with the transport's headers.
 */
import { firstCallModules, firstCallsScript, inlineFirstCalls, FIRST_CALLS_MARK } from '../../../config/firstCalls';
import { contextOf, type StarterHost } from '../../../src/boot/starter';
import { firstCalls as allorder } from '../../../src/pages/allorder/firstCall';
import { firstCalls as flights } from '../../../src/packages/flight/pages/tkList/firstCall';
import { firstCalls as hotelsV2 } from '../../../src/packages/hotelV2/pages/htList/firstCall';
import { firstCalls as hotels } from '../../../src/packages/hotel/pages/htList/firstCall';
import type { FirstCalls } from '../../../src/boot/firstCall';

const NOW = Date.UTC(2026, 10, 26, 3, 0, 0);
const TOKEN = 't'.repeat(32);
const USER = { empInfo: { empId: 'e1', bookRange: 2 }, vipCorp: { hotelVersion: 2 } };
const ITEMS: Record<string, unknown> = {
  'obt.token': TOKEN,
  'obt.userInfo': USER,
  'obt.lastLoginAt': NOW - 3_600_000,
  'obt.locale': 'en-US',
  'obt.history': {
    flight: {
      query: {
        tripType: 2,
        depCity: { code: 'SHA', name: '上海', cityCode: 'SHA' },
        arrCity: { code: 'CAN', name: '广州', cityCode: 'CAN' },
        depDate: '2026-12-01',
        retDate: '2026-12-04',
        cabinClass: 'Y',
      },
    },
    hotel: { city: { cityId: 'SHA', cityName: '上海' } },
  },
};

let script = '';
beforeAll(async () => {
  script = await firstCallsScript({ base: '/api', minify: true });
}, 60_000);
beforeEach(() => jest.useFakeTimers({ now: NOW }));
afterEach(() => jest.useRealTimers());

/** Runs the script as the browser would on `path`; what it sent and left on the window. */
function run(path: string, items = ITEMS, search = '', data?: unknown) {
  const sent: { url: string; init: { method: string; headers: Record<string, string>; body: string } }[] = [];
  const win: Record<string, unknown> = data ? { __obtFirstData: data } : {};
  const localStorage = { getItem: (key: string) => (key in items ? JSON.stringify({ data: items[key] }) : null) };
  const fetch = (url: string, init: (typeof sent)[number]['init']) => {
    sent.push({ url, init });
    return new Promise(() => undefined);
  };
  new Function('window', 'location', 'localStorage', 'fetch', script)(
    win,
    { pathname: path, search },
    localStorage,
    fetch,
  );
  return { sent, win };
}

/** The builder's call with the real dayjs, on the same storage. */
function expected(module: FirstCalls, path: string) {
  const host = {
    pathname: path,
    search: '',
    getItem: (k: string) => (k in ITEMS ? JSON.stringify({ data: ITEMS[k] }) : null),
  };
  return module[path](contextOf(host as unknown as StarterHost, NOW));
}

test('every builder module is bundled, the contract is not', () => {
  const modules = firstCallModules().map((p) => p.replace(/\\/g, '/'));
  expect(modules).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/src\/pages\/allorder\/firstCall\.ts$/),
      expect.stringMatching(/src\/packages\/flight\/pages\/tkList\/firstCall\.ts$/),
      expect.stringMatching(/src\/packages\/hotelV2\/pages\/htList\/firstCall\.ts$/),
    ]),
  );
  expect(modules.some((p) => p.endsWith('src/boot/firstCall.ts'))).toBe(false);
  expect(script).not.toMatch(/<\/script/i);
  expect(inlineFirstCalls(`<script>${FIRST_CALLS_MARK}</script>`, 'x()')).toBe('<script>x()</script>');
});

test.each([
  ['/allorder', allorder],
  ['/tk/tkList', flights],
  ['/htV2/htList', hotelsV2],
  ['/ht/htList', hotels],
])('%s: the bundled script sends the builder’s call with the transport’s headers', (path, module) => {
  const call = expected(module as FirstCalls, path);
  expect(call).not.toBeNull();
  const { sent, win } = run(path);
  expect(sent).toHaveLength(1);
  expect(sent[0].url).toBe(`/api${call!.path}`);
  expect(sent[0].init.method).toBe('POST');
  expect(sent[0].init.headers).toEqual({
    'Content-Type': 'application/json',
    'Accept-Language': 'en-US',
    Authorization: `Bearer ${TOKEN}`,
  });
  expect(JSON.parse(sent[0].init.body)).toEqual(call!.body);
  expect(win.__obtFirstCall).toMatchObject({ url: `/api${call!.path}`, token: TOKEN, sentAt: NOW });
});

test('no token, or a route without a builder: nothing is sent', () => {
  const { 'obt.token': _, ...signedOut } = ITEMS;
  expect(run('/allorder', signedOut).sent).toEqual([]);
  expect(run('/home').sent).toEqual([]);
});

describe("the product lists' HTML first screens (src/boot/firstScreen.ts)", () => {
  test('every htmlFirstScreen.ts module is bundled; its build-time markup is not', () => {
    const modules = firstCallModules(undefined, 'htmlFirstScreen.ts').map((p) => p.replace(/\\/g, '/'));
    expect(modules).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/src\/packages\/flight\/pages\/tkList\/htmlFirstScreen\.ts$/),
        expect.stringMatching(/src\/packages\/train\/pages\/trList\/htmlFirstScreen\.ts$/),
        expect.stringMatching(/src\/packages\/car\/pages\/carList\/htmlFirstScreen\.ts$/),
      ]),
    );
    expect(script).toContain('__obtFirstScreen');
    expect(script).not.toContain('obt-title-bar');
  });

  test("the bundled script leaves the visited list's values for index.html's body script", () => {
    // The remembered round trip 上海 → 广州 (names without translations: the stored name in every language).
    expect(run('/tk/tkList').win.__obtFirstScreen).toEqual({
      route: '/tk/tkList',
      values: { route: '上海 → 广州', roundTrip: '1' },
    });
    expect(run('/tr/trList').win.__obtFirstScreen).toEqual({ route: '/tr/trList', values: {} });
    expect(run('/car/carList').win.__obtFirstScreen).toEqual({ route: '/car/carList', values: {} });
  });

  test("the hotel lists: the head's texts from index.html's data, their rows awaited from the early answer", () => {
    const texts = {
      'hotel.list.stay': '{checkIn} to {checkOut}, {n} night(s)',
      'flight.date.md': '{mon} {d}',
      ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`flight.month.${i + 1}`, `M${i + 1}`])),
    };
    for (const path of ['/htV2/htList', '/ht/htList']) {
      const { win, sent } = run(path, ITEMS, '', { texts: { 'en-US': texts } });
      // The remembered city; today's stay (China time) of one night.
      expect(win.__obtFirstScreen).toEqual({
        route: path,
        values: { route: '上海', stay: 'M11 26 to M11 27, 1 night(s)' },
        rows: 'pending',
      });
      expect(sent).toHaveLength(1);
    }
    // Without the data (no texts) no first screen: the splash stands in.
    expect(run('/htV2/htList').win.__obtFirstScreen).toBeUndefined();
    // The dictionaries stay out of the script (texts come from index.html's data).
    expect(script).not.toContain('豪华型');
    expect(script).not.toContain('推荐排序');
  });

  test('signed out, or a route without a first screen: nothing is left', () => {
    const { 'obt.token': _, ...signedOut } = ITEMS;
    expect(run('/tk/tkList', signedOut).win.__obtFirstScreen).toBeUndefined();
    expect(run('/allorder').win.__obtFirstScreen).toBeUndefined();
  });
});
