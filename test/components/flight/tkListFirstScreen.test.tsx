/**
 * /tk/tkList's HTML first screen (issue 17): the values index.html's head script computes before the app
 * (src/packages/flight/pages/tkList/htmlFirstScreen.ts) give exactly the list head the real page renders on a cold
 * load — a flight store restored from the same storage, the same clock, in both languages, one way and round trip —
 * and its markup names the page's own classes and title. If either side changes, these fail.
 */
import TkListPage from '../../../src/packages/flight/pages/tkList/index';
import { firstScreens, firstScreenValues } from '../../../src/packages/flight/pages/tkList/htmlFirstScreen';
import type { FirstCallContext } from '../../../src/boot/firstCall';
import { STORAGE_KEYS } from '../../../src/domain/session';
import { zh, en } from '../../../src/i18n/parts/flight';
import { resetTaro } from '../support/taro';
import { expectPageMatches } from '../support/htmlFirstScreen';
import { $, NOW, fakeServer, memoryStorage, newFlightStore, setup } from './harness';

beforeEach(() => resetTaro());

const SHA = { code: 'SHA', name: '上海', cityCode: 'SHA', names: { 'zh-CN': '上海', 'en-US': 'Shanghai' } };
const CAN = { code: 'CAN', name: '广州', cityCode: 'CAN' };

type Locale = 'zh-CN' | 'en-US';

/** The page's head text and the first screen's, as index.html's body script fills it, on the same storage. */
async function both(storage: ReturnType<typeof memoryStorage>, locale: Locale) {
  const { api } = fakeServer();
  const { root, mount } = await setup(newFlightStore(api, storage));
  root.ui.setLocale(locale);
  const { container } = await mount(<TkListPage />);
  const page = $(container, 'list-route')!.textContent;
  const ctx: FirstCallContext = { query: {}, stored: (key) => storage.get(key) ?? null, now: NOW, locale };
  const values = firstScreenValues['/tk/tkList'](ctx)!;
  expectPageMatches(container, firstScreens['/tk/tkList'](), locale === 'en-US' ? en : zh, locale, values);
  const leg = values.roundTrip ? `${(locale === 'en-US' ? en : zh)['flight.leg.out']} ` : '';
  return { page, first: `${leg}${values.route}` };
}

const remembered = (query: object) => {
  const storage = memoryStorage();
  storage.set(STORAGE_KEYS.history, { flight: { query } });
  return storage;
};

test.each(['zh-CN', 'en-US'] as const)('%s: nothing remembered, the default search', async (locale) => {
  const { page, first } = await both(memoryStorage(), locale);
  expect(first).toBe(page);
});

test.each(['zh-CN', 'en-US'] as const)('%s: a remembered one-way search and a round trip', async (locale) => {
  const oneWay = await both(remembered({ tripType: 1, depCity: SHA, arrCity: CAN, depDate: '2026-12-01' }), locale);
  expect(oneWay.first).toBe(oneWay.page);
  const round = { tripType: 2, depCity: CAN, arrCity: SHA, depDate: '2026-12-01', retDate: '2026-12-04' };
  const roundTrip = await both(remembered(round), locale);
  expect(roundTrip.first).toBe(roundTrip.page);
  expect(roundTrip.first).toContain(locale === 'en-US' ? 'Shanghai' : '上海');
});

test("the markup is the page's: its root classes, its title key, the head with the route and the leg word", () => {
  const markup = firstScreens['/tk/tkList']();
  expect(markup).toContain('class="obt-page obt-page--titled fl-page ls tkl" data-route="/tk/tkList"');
  expect(markup).toContain('data-k="flight.list.title"');
  expect(markup).toMatch(
    /class="ls__head"[^>]*><span class="taro-text ls__route"[^>]*><span class="taro-text tkl__leg"/,
  );
  expect(markup).toContain('data-v="route"');
});
