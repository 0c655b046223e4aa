/**
 * The hotel lists' HTML first screen (issue 17; src/packages/hotel/search/listFirstScreen.ts, the routes'
 * htmlFirstScreen.ts) is what the real page renders on a cold load: the title bar, the sort bar and the list head's
 * texts (city, stay), and — from the same list answer — the first screen's rows: the same element tree, class names
 * and texts as React's rows (HotelRow with its badges), row by row. The boxes are compared in a real browser by
 * test/perf/firstScreen.mjs. If the row or the head changes without its first screen, this fails.
 */
import HtV2ListPage from '../../../src/packages/hotelV2/pages/htList/index';
import HtListPage from '../../../src/packages/hotel/pages/htList/index';
import * as v2 from '../../../src/packages/hotelV2/pages/htList/firstScreenPart';
import * as v1 from '../../../src/packages/hotel/pages/htList/firstScreenPart';
import { textsTranslate } from '../../../src/boot/firstScreenStarter';
import type { FirstCallContext } from '../../../src/boot/firstCall';
import { STORAGE_KEYS } from '../../../src/domain/session';
import { zhCN } from '../../../src/i18n/zh-CN';
import { enUS } from '../../../src/i18n/en-US';
import * as hotelPart from '../../../src/i18n/parts/hotel';
import * as calendarPart from '../../../src/i18n/parts/calendar';
import type { HotelSummary } from '../../../src/api/contract/hotel';
import { hotelSummary } from '../../fixtures/hotels';
import { resetTaro } from '../support/taro';
import { DEMO_USER } from '../support/stores';
import { expectPageMatches } from '../support/htmlFirstScreen';
import { paint } from '../support/heldPaint';
import { designToPx, windowHeightPx } from '../../../src/components/WindowedList/units';
import { firstScreenRowCount } from '../../../src/packages/hotel/search/ResultList';
import { NOW, all, fakeHotelServer, newSearchStore, setupHotel } from './searchHarness';

jest.mock('../../../src/app/afterPaint', () => jest.requireActual('../support/heldPaint').heldAfterPaint);

// Lighthouse's phone (Moto G Power): React's first screen holds six rows with their covers.
const size = { w: window.innerWidth, h: window.innerHeight };
beforeEach(() => {
  resetTaro();
  Object.assign(window, { innerWidth: 412, innerHeight: 823 });
});
afterEach(() => Object.assign(window, { innerWidth: size.w, innerHeight: size.h }));

/** Every shape a row takes: full, over the standard (asked for a reason, blocked), no score, no reviews, no cover. */
const HOTELS: HotelSummary[] = [
  hotelSummary(1, { wb: 1, protocol: true }),
  hotelSummary(2, { full: true, lowestPrice: 0 }),
  hotelSummary(3, { wb: 2, score: 0 }),
  hotelSummary(4, { reviewCount: 0, name: '<b>&"名"</b>' }),
  hotelSummary(5, { image: '', lowestPrice: 1234.5 }),
  hotelSummary(6, { protocol: true }),
  hotelSummary(7),
];

const textsOf = (locale: 'zh-CN' | 'en-US') =>
  locale === 'en-US'
    ? { ...enUS, ...hotelPart.en, ...calendarPart.en }
    : { ...zhCN, ...hotelPart.zh, ...calendarPart.zh };

function ctxOf(locale: 'zh-CN' | 'en-US', user = DEMO_USER): FirstCallContext {
  const stored: Record<string, unknown> = { [STORAGE_KEYS.userInfo]: user, [STORAGE_KEYS.token]: 'h'.repeat(32) };
  return { query: {}, stored: (key) => stored[key] ?? null, now: NOW, locale };
}

/** An element tree as names, the classes, `translate`, the image attributes and texts (no ids, roles, handlers). */
function tree(el: Element): string {
  const kept = ['translate', 'src', 'loading', 'decoding', 'fetchpriority'];
  const attrs = [`class="${[...el.classList].sort().join(' ')}"`];
  for (const name of kept) if (el.hasAttribute(name)) attrs.push(`${name}="${el.getAttribute(name)}"`);
  const children = [...el.childNodes]
    .map((n) =>
      n.nodeType === Node.TEXT_NODE ? n.textContent : n.nodeType === Node.ELEMENT_NODE ? tree(n as Element) : '',
    )
    .join('');
  return `<${el.tagName.toLowerCase()} ${attrs.join(' ')}>${children}</${el.tagName.toLowerCase()}>`;
}

const rowsOf = (c: Element) => all(c, '.wlist__spacer > .wlist__row');

async function mountList(version: 1 | 2, opts: { hideStandard?: boolean; locale?: 'en-US' } = {}) {
  const { api } = fakeHotelServer({ hotels: HOTELS });
  const env = await setupHotel(newSearchStore(api), { hideStandard: opts.hideStandard });
  if (opts.locale) env.root.ui.setLocale(opts.locale);
  const { container } = await env.mount(version === 2 ? <HtV2ListPage /> : <HtListPage />);
  for (let i = 0; i < 10 && rowsOf(container).length === 0; i += 1) await paint();
  return container;
}

function htmlRows(
  rows: typeof v2.firstScreenRows,
  route: string,
  locale: 'zh-CN' | 'en-US',
  user = DEMO_USER,
): HTMLElement[] {
  const ctx = ctxOf(locale, user);
  const viewport = { height: windowHeightPx(), designToPx };
  const answer = { status: 200, data: { code: 1, list: HOTELS } };
  const markup = rows[route](answer, ctx, textsTranslate(textsOf(locale)), viewport);
  const holder = document.createElement('div');
  holder.innerHTML = markup!.join('');
  return [...holder.children] as HTMLElement[];
}

describe.each([
  [2, '/htV2/htList', v2],
  [1, '/ht/htList', v1],
] as const)('hotel list v%s (%s)', (version, route, mod) => {
  it("the title bar, sort bar and list head are the page's, with its city and stay", async () => {
    const container = await mountList(version);
    const values = mod.firstScreenValues[route](ctxOf('zh-CN'), textsTranslate(textsOf('zh-CN')))!;
    expectPageMatches(container, mod.firstScreens[route](), hotelPart.zh, 'zh-CN', values);
    expect(container.querySelector('.ls__route')!.textContent).toBe(values.route);
    expect(container.querySelector('[data-testid=list-stay]')!.textContent).toBe(values.stay);
  });

  it("the first screen's rows are React's rows: element tree, classes and texts, row by row", async () => {
    const container = await mountList(version);
    const html = htmlRows(mod.firstScreenRows, route, 'zh-CN');
    const react = rowsOf(container);
    // The rows React shows with their covers at once (six on this phone), each standing for React's at its place.
    expect(firstScreenRowCount()).toBe(6);
    expect(html).toHaveLength(6);
    expect(react.length).toBeGreaterThanOrEqual(6);
    html.forEach((row, i) => expect([i, tree(row)]).toEqual([i, tree(react[i])]));
    // Every element the drift check measures has its React counterpart.
    for (const row of html) {
      for (const el of row.querySelectorAll('[data-fs]')) {
        expect([el.getAttribute('data-fs'), container.querySelector(el.getAttribute('data-fs')!)]).not.toEqual([
          el.getAttribute('data-fs'),
          null,
        ]);
      }
    }
  });
});

/**
 * A text element's place as far as its font goes: the classes of it and its ancestors inside the row, modifiers
 * dropped (the star, tag and full-row ones change colours) but for the full price's (its own size).
 */
function fontPlace(el: Element): string {
  const chain: string[] = [];
  for (let e: Element | null = el; e && !e.classList.contains('wlist__row'); e = e.parentElement) {
    chain.unshift([...e.classList].filter((c) => !c.includes('--') || c === 'ht-price--full').join('.'));
  }
  return chain.join(' > ');
}

it("the rows' holder carries a hidden row with text in every font of a row, which the rows replace", () => {
  const markup = v2.firstScreens['/htV2/htList']();
  const first = document.createElement('div');
  first.innerHTML = markup;
  const holder = first.querySelector('[data-rows]')!;
  const warm = [...holder.children];
  expect(warm).toHaveLength(1);
  expect(warm[0].getAttribute('aria-hidden')).toBe('true');
  expect((warm[0] as HTMLElement).style.visibility).toBe('hidden');
  // Issue 17: every font the rows set text in is laid out before the first paint (not in the rows' layout after it).
  const warmed = new Set([...warm[0].querySelectorAll('[data-k]')].map(fontPlace));
  const texts = (rows: Element[]) =>
    rows.flatMap((row) =>
      [...row.querySelectorAll('span')].filter((e) => [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE)),
    );
  for (const locale of ['zh-CN', 'en-US'] as const) {
    for (const el of texts(htmlRows(v2.firstScreenRows, '/htV2/htList', locale))) {
      const place = fontPlace(el);
      expect([el.textContent, warmed.has(place) ? 'warmed' : place]).toEqual([el.textContent, 'warmed']);
    }
  }
  // Replaced by the rows (startFirstRows writes the holder's markup).
  holder.innerHTML = htmlRows(v2.firstScreenRows, '/htV2/htList', 'zh-CN')
    .map((r) => r.outerHTML)
    .join('');
  expect(holder.querySelector('[aria-hidden]')).toBeNull();
});

it('in English, and without the policy marks when the company hides the travel standard', async () => {
  const container = await mountList(2, { hideStandard: true, locale: 'en-US' });
  const hidden = { ...DEMO_USER, vipCorp: { ...DEMO_USER.vipCorp, hideTravelStandard: 1 as const } };
  const html = htmlRows(v2.firstScreenRows, '/htV2/htList', 'en-US', hidden);
  const react = rowsOf(container);
  html.forEach((row, i) => expect([i, tree(row)]).toEqual([i, tree(react[i])]));
  expect(html.some((row) => row.querySelector('.ht-tag--wb1, .ht-tag--wb2'))).toBe(false);
  expect(html[0].querySelector('.ht-row__name')!.textContent).toBe(HOTELS[0].nameEn);
});

it('no rows for a failed, refused or empty answer (React shows its own states)', () => {
  const rows = v2.firstScreenRows['/htV2/htList'];
  const ctx = ctxOf('zh-CN');
  const t = textsTranslate(textsOf('zh-CN'));
  const viewport = { height: 823, designToPx: (d: number) => d / 2 };
  expect(rows({ status: 500, data: { code: 1, list: HOTELS } }, ctx, t, viewport)).toBeNull();
  expect(rows({ status: 200, data: { code: 100, tips: '未登录' } }, ctx, t, viewport)).toBeNull();
  expect(rows({ status: 200, data: { code: 1, list: [] } }, ctx, t, viewport)).toBeNull();
  expect(rows({ status: 200, data: '<html>gateway</html>' }, ctx, t, viewport)).toBeNull();
  // A short window: only the rows React shows with their covers at once.
  expect(rows({ status: 200, data: { code: 1, list: HOTELS } }, ctx, t, { ...viewport, height: 300 })).toHaveLength(2);
});

it('no first screen for a remembered international query (React lists it through another call)', () => {
  const stored: Record<string, unknown> = { [STORAGE_KEYS.history]: { hotelIntl: { active: true } } };
  const ctx: FirstCallContext = { query: {}, stored: (key) => stored[key] ?? null, now: NOW, locale: 'zh-CN' };
  expect(v2.firstScreenValues['/htV2/htList'](ctx, textsTranslate(textsOf('zh-CN')))).toBeNull();
});
