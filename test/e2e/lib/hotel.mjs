/**
 * Steps shared by the hotel journeys (issue 13): the stay on the version-2 query screen, the protocol list and the
 * hotel list, the rooms and their plans (chosen by what their tags say), the booking form, the guarantee sheet and
 * the order detail. Each throws an Error that says what the page showed instead.
 */
import assert from 'node:assert/strict';
import { pathOf, typeInto, visibleText, waitForPath } from './helpers.mjs';
import { shown } from './flight.mjs';

/** The contact mobile the journeys book with (the demo employee's). */
export const CONTACT_MOBILE = '13800000001';

/** Sets the stay on /htV2/htQuery with the range calendar (check-in, then check-out). */
export async function chooseStay(page, checkIn, checkOut) {
  await page.goto('/htV2/htQuery');
  await waitForPath(page, '/htV2/htQuery');
  await shown(page, 'check-in').click();
  const calendar = shown(page, 'calendar');
  await calendar.waitFor({ state: 'visible' });
  await calendar.getByTestId(`day-${checkIn}`).click();
  await calendar.getByTestId(`day-${checkOut}`).click();
  await calendar.waitFor({ state: 'hidden' });
  const nights = await shown(page, 'nights').innerText();
  assert.match(nights, /2/, `the query screen shows ${JSON.stringify(nights)} nights after choosing the stay`);
}

/** Waits for the hotel rows of a list screen (htList or htSignList); returns their locator. */
export async function hotelRows(page) {
  const rows = page.locator('[data-testid^="hotel-"][role="button"], [data-testid^="hotel-"][role="link"]').filter({
    visible: true,
  });
  try {
    await rows.first().waitFor({ state: 'visible', timeout: 20_000 });
  } catch {
    throw new Error(`no hotels listed at ${pathOf(page)}; the page shows: ${JSON.stringify(await visibleText(page))}`);
  }
  return rows;
}

/** From the query screen to the company's protocol hotels (htSignList) of the first city with some. */
export async function openProtocolHotels(page) {
  await shown(page, 'to-sign-list').click();
  await waitForPath(page, '/htV2/htSignList');
  return hotelRows(page);
}

/** From the query screen to the list (htList) of the default city. */
export async function searchHotels(page) {
  await shown(page, 'search').click();
  await waitForPath(page, '/htV2/htList');
  return hotelRows(page);
}

/** Opens every room of /htV2/htRoomList so that all plans are on screen; returns the plan rows. */
export async function allPlans(page) {
  await waitForPath(page, '/htV2/htRoomList');
  const rooms = page.locator('[data-testid^="room-toggle-"]').filter({ visible: true });
  try {
    await rooms.first().waitFor({ state: 'visible', timeout: 20_000 });
  } catch {
    throw new Error(`no rooms at ${pathOf(page)}; the page shows: ${JSON.stringify(await visibleText(page))}`);
  }
  const count = await rooms.count();
  for (let i = 0; i < count; i += 1) {
    const toggle = rooms.nth(i);
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  }
  const plans = page.locator('[data-testid^="plan-P"]').filter({ visible: true });
  await plans
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 })
    .catch(() => undefined);
  return plans;
}

/** What a plan row says: its id, tags and whether it can be booked. */
export async function planFacts(plan) {
  const testId = (await plan.getAttribute('data-testid')) ?? '';
  const tag = async (id) => {
    const el = plan.getByTestId(id);
    return (await el.count()) > 0 ? (await el.first().innerText()).trim() : '';
  };
  return {
    planId: testId.replace(/^plan-/, ''),
    cancel: await tag('plan-cancel'),
    guarantee: await tag('plan-guarantee'),
    protocol: (await plan.getByTestId('plan-protocol').count()) > 0,
    policy: await tag('plan-policy'),
    bookable: (await plan.getAttribute('aria-disabled')) !== 'true',
  };
}

/**
 * Books the first plan on /htV2/htRoomList whose facts satisfy `accept` (tapping its book button → /htV2/htEdit);
 * returns its facts, or null when no plan of this hotel does.
 */
export async function choosePlan(page, accept) {
  const plans = await allPlans(page);
  const count = await plans.count();
  for (let i = 0; i < count; i += 1) {
    const plan = plans.nth(i);
    const facts = await planFacts(plan);
    if (!facts.bookable || !accept(facts)) continue;
    await plan.getByTestId(`plan-book-${facts.planId}`).click();
    await waitForPath(page, '/htV2/htEdit');
    return facts;
  }
  return null;
}

/**
 * Opens the hotels of the list one after the other (back to the list between them), those whose row text `row`
 * takes (e.g. no 超标 mark), until one has a plan that `accept` takes, and books it; throws when none of the first
 * `tries` opened has one.
 */
export async function bookablePlan(page, listPath, accept, { row = () => true, tries = 6 } = {}) {
  let opened = 0;
  const seen = [];
  const rows = await hotelRows(page);
  const count = await rows.count();
  for (let i = 0; i < count && opened < tries; i += 1) {
    const current = (await hotelRows(page)).nth(i);
    const text = (await current.innerText()).replace(/\s+/g, ' ');
    if (!row(text)) continue;
    opened += 1;
    seen.push(text.slice(0, 40));
    await current.click();
    const facts = await choosePlan(page, accept);
    if (facts) return { ...facts, hotel: text.split(' ')[0] };
    await page.goBack();
    await waitForPath(page, listPath);
  }
  throw new Error(`no suitable plan in the hotels opened at ${listPath}: ${JSON.stringify(seen)}`);
}

/** A list row without the over-standard mark (its lowest price is within the travel policy). */
export const withinPolicyRow = (text) => !text.includes('超标');

/** The booking form's required parts: the form loaded, contact mobile, arrival time (exact or first), rule ticked. */
export async function fillHotelForm(page, { arrival } = {}) {
  await shown(page, 'ht-edit-offer').first().waitFor({ state: 'visible', timeout: 20_000 });
  await typeInto(page, '#contact-linkTel', CONTACT_MOBILE);
  const choices = shown(page, 'ht-edit-arrival').getByRole('radio');
  await choices.first().waitFor({ state: 'visible' });
  const choice = arrival ? shown(page, 'ht-edit-arrival').locator(`[data-value="${arrival}"]`) : choices.first();
  await choice.click();
  assert.equal(await choice.getAttribute('aria-checked'), 'true', `the arrival ${arrival ?? '(first)'} is not chosen`);
  // The policy of the plan for the guests is checked once the form is there.
  await page
    .locator('.ht-edit__checking')
    .filter({ visible: true })
    .waitFor({ state: 'hidden', timeout: 15_000 })
    .catch(() => undefined);
  const tick = shown(page, 'ht-edit-cancel-accept');
  if ((await tick.getAttribute('aria-checked')) !== 'true') await tick.click();
  assert.equal(await tick.getAttribute('aria-checked'), 'true', 'the cancellation rules are not ticked');
}

/**
 * Submits the booking form; a duplicate-order reminder (a rerun on the same server) goes on. Resolves with where it
 * landed: the cashier or the booked screen.
 */
export async function submitHotel(page) {
  await shown(page, 'ht-edit-submit').click();
  const cont = page.locator('[data-testid="duplicate-continue"]').filter({ visible: true });
  const landed = page.waitForURL((url) => ['/pay/payment', '/htV2/htCmp'].includes(url.pathname), {
    timeout: 25_000,
    waitUntil: 'commit',
  });
  const first = await Promise.race([
    landed.then(() => 'landed'),
    cont.waitFor({ state: 'visible', timeout: 25_000 }).then(() => 'duplicate'),
  ]).catch(() => null);
  if (first === 'duplicate') await cont.click();
  try {
    await landed;
  } catch {
    throw new Error(`the booking went nowhere; the form shows: ${JSON.stringify(await visibleText(page))}`);
  }
  return pathOf(page);
}

/** Opens the order detail from the booked screen (its "order detail" button) and waits for the head. */
export async function openOrderFromCmp(page) {
  const link = page.getByTestId('cmp-detail').filter({ visible: true });
  await link.click();
  await waitForPath(page, '/ht/htOrder/htOrderDetail');
  await shown(page, 'order-head').waitFor({ state: 'visible', timeout: 15_000 });
}

/** The order number of the order detail on screen. */
export function orderIdOf(page) {
  return new URL(page.url()).searchParams.get('orderId') ?? '';
}

/** Types into a field that reformats what is typed (card number groups, MM/YY); checks the digits that arrived. */
export async function typeFormatted(page, selector, value) {
  const input = page.locator(selector);
  await input.waitFor({ state: 'visible' });
  await input.click();
  await input.fill('');
  await input.pressSequentially(value, { delay: 15 });
  const typed = await input.inputValue();
  const digits = (s) => s.replace(/\D/g, '');
  assert.equal(digits(typed), digits(value), `${selector} holds ${JSON.stringify(typed)} after typing ${value}`);
}

/** A card expiry 'MMYY' two years ahead (never a past month). */
export function futureExpiry() {
  const d = new Date();
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}${String((d.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
}
