/**
 * index.html's early first-call script as the build makes it (config/firstCalls.ts: every src/**\/firstCall.ts
 * bundled with the starter, dayjs left out) sends, on each list route, exactly the call the route's builder gives
 * with the real dayjs — so no builder reaches the stand-in and silently sends nothing — with the transport's headers.
 */
import {
  firstCallModules,
  firstCallsScript,
  firstScreenPartScript,
  inlineFirstCalls,
  textsOf,
  FIRST_CALLS_MARK,
} from '../../../config/firstCalls';
import { textKeys, withParts } from '../../../config/firstScreen';
import { zhCN } from '../../../src/i18n/zh-CN';
import { enUS } from '../../../src/i18n/en-US';
import * as hotelPart from '../../../src/i18n/parts/hotel';
import * as calendarPart from '../../../src/i18n/parts/calendar';
import { firstScreens as htV2Screens } from '../../../src/packages/hotelV2/pages/htList/firstScreenPart';
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
function run(path: string, items = ITEMS, search = '', code = script, win: Record<string, unknown> = {}) {
  const sent: { url: string; init: { method: string; headers: Record<string, string>; body: string } }[] = [];
  const written: string[] = [];
  const document = { write: (html: string) => written.push(html), readyState: 'loading', addEventListener() {} };
  const localStorage = { getItem: (key: string) => (key in items ? JSON.stringify({ data: items[key] }) : null) };
  const fetch = (url: string, init: (typeof sent)[number]['init']) => {
    sent.push({ url, init });
    return new Promise(() => undefined);
  };
  new Function('window', 'location', 'localStorage', 'fetch', 'document', code)(
    win,
    { pathname: path, search },
    localStorage,
    fetch,
    document,
  );
  return { sent, win, written };
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

  test("the hotel lists' first screens are parts of their own: neither their texts nor their code are inline", () => {
    expect(run('/htV2/htList').win.__obtFirstScreen).toBeUndefined();
    expect(script).not.toContain('豪华型');
    expect(script).not.toContain('推荐排序');
    expect(script).not.toContain('ht-row');
  });

  test("a route's part is written into the head after its early call went out, for a signed-in visitor only", async () => {
    const parts = { '/htV2/htList': 'first/htV2-htList.abc.js' };
    const withParts = await firstCallsScript({ base: '/api', minify: true, parts });
    const visit = run('/htV2/htList', ITEMS, '', withParts);
    expect(visit.sent).toHaveLength(1);
    expect(visit.written).toEqual(['<script src="/first/htV2-htList.abc.js"></script>']);
    expect(run('/tk/tkList', ITEMS, '', withParts).written).toEqual([]);
    const { 'obt.token': _, ...signedOut } = ITEMS;
    expect(run('/htV2/htList', signedOut, '', withParts).written).toEqual([]);
  });

  test("a part's script leaves the route's values (texts from its own), markup, CSS and pending rows", async () => {
    const markup = htV2Screens['/htV2/htList']();
    const all = withParts({ 'zh-CN': zhCN, 'en-US': enUS }, [hotelPart, calendarPart]);
    const texts = textsOf(all, textKeys(markup));
    // A key without a text fails the build.
    expect(() => textsOf(all, ['no.such'])).toThrow(/no zh-CN text for no.such/);
    expect(Object.keys(texts['en-US'])).toEqual(expect.arrayContaining(['hotel.star.5', 'flight.month.11']));
    const part = await firstScreenPartScript(
      {
        route: '/htV2/htList',
        module: require.resolve('../../../src/packages/hotelV2/pages/htList/firstScreenPart.ts'),
        markup,
        css: '.htl{}',
        texts,
      },
      true,
    );
    // The early call the head's script left (its answer is still on the way).
    const win: Record<string, unknown> = { __obtFirstCall: { promise: new Promise(() => undefined) } };
    const { written } = run('/htV2/htList', ITEMS, '', part, win);
    // The remembered city (上海, no translation stored); today's stay of one night (China time), in English.
    expect(win.__obtFirstScreen).toEqual({
      route: '/htV2/htList',
      values: { route: '上海', stay: 'Nov 26 – Nov 27, 1 night(s)' },
      rows: 'pending',
    });
    // Its CSS into the head; its markup with the English texts written in, no dictionary key left.
    expect(written).toEqual(['<style>.htl{}</style>']);
    const shown = win.__obtFirstPart as string;
    expect(shown).toContain(`>${texts['en-US']['hotel.list.title']}</span>`);
    expect(shown).toContain(`>${texts['en-US']['hotel.sort.12']}</div>`);
    expect(shown).not.toMatch(/ data-k="/);
    expect(shown).toContain('data-rows');
    // Another route, or signed out: nothing.
    const other: Record<string, unknown> = {};
    run('/ht/htList', ITEMS, '', part, other);
    expect(other.__obtFirstScreen).toBeUndefined();
  });

  test('signed out, or a route without a first screen: nothing is left', () => {
    const { 'obt.token': _, ...signedOut } = ITEMS;
    expect(run('/tk/tkList', signedOut).win.__obtFirstScreen).toBeUndefined();
    expect(run('/allorder').win.__obtFirstScreen).toBeUndefined();
  });
});
