/**
 * Steps shared by the domestic-flight journeys (issue 3): search, fares, booking form, cashier, polling for the
 * asynchronous ticketing / refund, amounts. Each throws an Error that says what the page showed instead.
 */
import assert from 'node:assert/strict';
import { pathOf, typeInto, visibleText, waitForPath, waitForText } from './helpers.mjs';

/** The company payment password of the demo company (docs/CONVENTIONS.md). */
export const COMPANY_PIN = '123456';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' in China time, `days` after today (the server's clock is real time). */
export function chinaDate(days) {
  return new Date(Date.now() + CHINA_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** '2025-11-29' → '11月29日', as the app writes a day. */
export function dayLabel(date) {
  const [, m, d] = date.split('-').map(Number);
  return `${m}月${d}日`;
}

/** '¥1,234.50', '¥2,690' or '-¥60.00' → fen; throws when the text holds no amount. */
export function fenOf(text) {
  const match = /(-?)¥([\d,]+)(?:\.(\d{2}))?/.exec(text);
  if (!match) throw new Error(`no amount in ${JSON.stringify(text)}`);
  const fen = Number(match[2].replace(/,/g, '')) * 100 + Number(match[3] ?? 0);
  return match[1] ? -fen : fen;
}

/**
 * The element with this test id on the screen in front. H5 keeps the earlier pages of the stack in the DOM
 * (hidden), and some test ids repeat across screens, so every lookup by test id goes through here.
 */
export function shown(page, testId) {
  return page.getByTestId(testId).filter({ visible: true });
}

/** The amount shown by the one visible element of `locator`. */
export async function amountIn(locator) {
  const target = locator.filter({ visible: true });
  await target.waitFor({ state: 'visible' });
  return fenOf(await target.innerText());
}

/**
 * The amount of a booking form's total once it is final: the kit marks it aria-busy while a price or the company's
 * reference data (service fee, default insurance) is still being asked, and the amount may change when they answer.
 */
export async function finalAmountIn(locator) {
  const target = locator.filter({ visible: true });
  await target.and(target.page().locator('[aria-busy="false"]')).waitFor({ state: 'visible' });
  return fenOf(await target.innerText());
}

/** The amount of a money row (label + amount) whose label is exactly `label`, inside `scope`. */
export async function moneyRow(scope, label) {
  const row = scope
    .locator('.as-money')
    .filter({ has: scope.page().locator('.as-money__label', { hasText: new RegExp(`^${label}$`) }) })
    .first();
  await row.waitFor({ state: 'visible' });
  return fenOf(await row.locator('.as-money__amount').innerText());
}

/** `percent`% of the fare, at least 50 yuan, at most the fare (SPEC §9: refund 60%, change 40% / 60%). */
export function expectedFeeFen(fareFen, percent) {
  return Math.min(fareFen, Math.max(5000, Math.round((fareFen * percent) / 100)));
}

/** Picks a city in the open CityPicker by typing its name and choosing the city (not an airport) row. */
async function pickCity(page, which, name) {
  await shown(page, `city-${which}`).click();
  const picker = shown(page, 'city-picker');
  await picker.waitFor({ state: 'visible' });
  await picker.getByTestId('city-search').fill(name);
  const row = picker
    .locator('[data-testid^="result-"]:not([data-testid^="result-ap-"])')
    .filter({ has: page.locator('.city-picker__row-name', { hasText: new RegExp(`^${name}$`) }) })
    .first();
  await row.click();
  await picker.waitFor({ state: 'detached' });
  const field = await shown(page, `city-${which}`).getAttribute('aria-label');
  assert.ok(field?.includes(name), `the ${which} city reads ${JSON.stringify(field)} after choosing ${name}`);
}

/** Taps a day in the open calendar. */
async function tapDay(page, date) {
  const calendar = shown(page, 'calendar');
  await calendar.waitFor({ state: 'visible' });
  await calendar.getByTestId(`day-${date}`).click();
}

/**
 * /tk/tkQuery → /tk/tkList: one way (`ret` empty) or round trip, 北京 → 上海 by default. Waits for the first
 * flights of the list.
 */
export async function searchFlights(page, { from = '北京', to = '上海', dep, ret = '' }) {
  await page.goto('/tk/tkQuery');
  await waitForPath(page, '/tk/tkQuery');
  const trip = shown(page, ret ? 'trip-2' : 'trip-1');
  await trip.click();
  assert.equal(await trip.getAttribute('aria-selected'), 'true', 'the trip type tab is not selected');
  await pickCity(page, 'dep', from);
  await pickCity(page, 'arr', to);

  await shown(page, 'dep-date').click();
  await tapDay(page, dep);
  if (ret) await shown(page, 'calendar').getByTestId(`day-${ret}`).click();
  await shown(page, 'calendar').waitFor({ state: 'hidden' });
  const depText = await shown(page, 'dep-date').getAttribute('aria-label');
  assert.ok(depText?.includes(dayLabel(dep)), `the departure date reads ${JSON.stringify(depText)}, not ${dep}`);
  if (ret) {
    const retText = await shown(page, 'ret-date').getAttribute('aria-label');
    assert.ok(retText?.includes(dayLabel(ret)), `the return date reads ${JSON.stringify(retText)}, not ${ret}`);
  }

  await shown(page, 'search').click();
  await waitForPath(page, '/tk/tkList');
  await waitForFlights(page);
  const route = await shown(page, 'list-route').innerText();
  assert.ok(route.includes(from) && route.includes(to), `the list is for ${JSON.stringify(route)}`);
}

/** The rows of the flight list once loaded. */
export async function waitForFlights(page) {
  // Rows of the windowed list (its ScrollView does not carry a test id on H5).
  const rows = page.locator('[role="listitem"] > [data-testid^="flight-"]').filter({ visible: true });
  try {
    await rows.first().waitFor({ state: 'visible', timeout: 20_000 });
  } catch {
    throw new Error(`no flights listed; the page shows: ${JSON.stringify(await visibleText(page))}`);
  }
  return rows;
}

/**
 * On /tk/tkList, opens flights one by one (top first) until /tk/tkCabin offers a fare of `cabinClass` ('Y', 'C',
 * 'F') for which `accept(card)` holds; returns that fare's card. Goes back to the list between tries.
 */
export async function openFlightWithFare(page, cabinClass, accept, tries = 6) {
  for (let i = 0; i < tries; i += 1) {
    const rows = await waitForFlights(page);
    const count = await rows.count();
    if (i >= count) break;
    await rows.nth(i).click();
    await waitForPath(page, '/tk/tkCabin');
    await page.locator('.fl-cabin').filter({ visible: true }).first().waitFor({ state: 'visible', timeout: 20_000 });
    const group = page.locator('.tkc__group').filter({ has: page.locator(`#tkc-cls-${cabinClass}`), visible: true });
    const inClass = group.locator('.fl-cabin');
    for (let j = 0; j < (await inClass.count()); j += 1) {
      const card = inClass.nth(j);
      const choose = card.locator('[data-testid^="choose-"]');
      if ((await choose.getAttribute('aria-disabled')) === 'true') continue;
      if (await accept(card)) return card;
    }
    await page.goBack();
    await waitForPath(page, '/tk/tkList');
  }
  throw new Error(`no flight among the first ${tries} offers a suitable ${cabinClass} fare`);
}

/** True when the card's policy badge says the fare breaks the traveller's policy (超标). */
export async function overPolicy(card) {
  const badge = card.locator('[data-testid^="policy-"]');
  return (await badge.count()) > 0 && /超标/.test(await badge.innerText());
}

/** True when the card's policy badge says the fare is within the traveller's policy (合规). */
export async function withinPolicy(card) {
  const badge = card.locator('[data-testid^="policy-"]');
  return (await badge.count()) > 0 && /合规/.test(await badge.innerText());
}

/** Submits /tk/tkEdit and lands on /tk/tkCmp; a duplicate-order reminder (a rerun on the same server) goes on. */
export async function submitBooking(page) {
  await shown(page, 'tk-edit-submit').click();
  const cont = page.locator('[data-testid="duplicate-continue"]');
  const landed = page.waitForURL((url) => url.pathname === '/tk/tkCmp', { timeout: 20_000, waitUntil: 'commit' });
  const first = await Promise.race([
    landed.then(() => 'cmp'),
    cont.waitFor({ state: 'visible', timeout: 20_000 }).then(() => 'duplicate'),
  ]).catch(() => null);
  if (first === 'duplicate') await cont.click();
  try {
    await landed;
  } catch {
    throw new Error(`the booking did not reach /tk/tkCmp; the page shows: ${JSON.stringify(await visibleText(page))}`);
  }
}

/**
 * On /pay/payment: checks the amount, pays with the company account and its payment password, lands on
 * /pay/paySuccess showing 支付成功 and the same amount. Returns the amount in fen.
 */
export async function payWithCompanyAccount(page, expectedFen) {
  await waitForPath(page, '/pay/payment');
  const amount = await amountIn(shown(page, 'pay-amount'));
  if (expectedFen !== undefined) assert.equal(amount, expectedFen, 'the cashier asks for another amount');
  const company = page.locator('[data-testid^="subject-"]').filter({ hasText: '企业账户' }).first();
  await company.click();
  assert.equal(await company.getAttribute('aria-checked'), 'true', 'the company account is not selected');
  await typeInto(page, '#pay-pin', COMPANY_PIN);
  await shown(page, 'pay-submit').click();
  try {
    await waitForPath(page, '/pay/paySuccess', 30_000);
  } catch {
    throw new Error(`payment did not succeed; the cashier shows: ${JSON.stringify(await visibleText(page))}`);
  }
  await waitForText(page, '支付成功', 20_000);
  assert.equal(await amountIn(shown(page, 'pay-result-amount')), amount, 'the paid amount differs');
  return amount;
}

/**
 * Waits until the status tag in `scope` reads `label`, reloading the page every few seconds when `reload` (a
 * screen that does not refresh itself); throws with the last status seen.
 */
export async function waitForStatus(page, scope, label, { timeout = 60_000, reload = false } = {}) {
  const started = Date.now();
  let seen = '';
  while (Date.now() - started < timeout) {
    const tag = scope.locator('.obt-status').first();
    seen = (await tag.innerText({ timeout: 5_000 }).catch(() => '')).trim();
    if (seen === label) return;
    await page.waitForTimeout(2_000);
    if (reload) {
      await page.reload();
      await scope
        .first()
        .waitFor({ state: 'visible', timeout: 15_000 })
        .catch(() => undefined);
    }
  }
  throw new Error(
    `the status stayed ${JSON.stringify(seen)} (not ${label}) for ${timeout / 1000} s at ${pathOf(page)}: ${JSON.stringify(
      await visibleText(page),
    )}`,
  );
}
