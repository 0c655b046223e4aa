/**
 * Small helpers shared by the journeys. Each throws a plain Error with a message that says what the page
 * showed instead, so a failure report is readable without the screenshot.
 */
import assert from 'node:assert/strict';

/** Demo accounts (docs/CONVENTIONS.md). */
export const DEMO_PASSWORD = 'Demo12345';
export const ACCOUNTS = {
  employee: { phone: '13800000001', name: '张三' },
  approver: { phone: '13800000002', name: '李四' },
  admin: { phone: '13800000003', name: '王五' },
  twoCompanies: { phone: '13800000004', name: '赵六' },
};

/** Taro H5's showModal renders DOM (`.taro__modal`), not a native window dialog; this is its confirm button. */
export const MODAL_CONFIRM = '.taro__modal .taro-model__confirm';

export function pathOf(page) {
  return new URL(page.url()).pathname;
}

export function queryOf(page) {
  return new URL(page.url()).searchParams;
}

/** Waits until the URL path is exactly `expected` (client-side redirects included). */
export async function waitForPath(page, expected, timeout = 15_000) {
  try {
    await page.waitForURL((url) => url.pathname === expected, { timeout, waitUntil: 'commit' });
  } catch {
    throw new Error(`expected the URL path ${expected}, the page is at ${page.url()} after ${timeout} ms`);
  }
}

/** Waits for a visible element with this text (substring, case-sensitive as written). */
export async function waitForText(page, text, timeout = 15_000) {
  const target = page.getByText(text).filter({ visible: true }).first();
  try {
    await target.waitFor({ state: 'visible', timeout });
  } catch {
    const body = await visibleText(page);
    throw new Error(`expected visible text ${JSON.stringify(text)}; the page shows: ${JSON.stringify(body)}`);
  }
}

/** The page's visible text, shortened, for failure messages. */
export async function visibleText(page, max = 400) {
  const text = await page.evaluate(() => (document.body ? document.body.innerText : '')).catch(() => '');
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

/**
 * A control's accessible name as the journeys read it: its aria-label when it has one, else the text it shows
 * (controls are named by what they show, issue 15).
 */
export async function nameOf(locator) {
  return (await locator.getAttribute('aria-label')) ?? (await locator.innerText());
}

/**
 * A button by its exact text. Taro's <Button> on H5 with `useHtmlComponents` renders a div with the class
 * `taro-button-core` (no <button>, no role), so role queries alone would miss it.
 */
export function buttonByText(page, text) {
  const exact = new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  return page
    .locator('button, [role=button], .taro-button-core, taro-button-core')
    .filter({ hasText: exact, visible: true })
    .first();
}

/** The login submit button (text 登录 / Sign in; the tabs 密码登录/验证码登录 never match the exact text). */
export function submitButton(page, text = '登录') {
  return buttonByText(page, text);
}

/** Types into a Taro H5 input the way a user does, so its onInput handlers see every change. */
export async function typeInto(page, selector, value) {
  const input = page.locator(selector);
  await input.waitFor({ state: 'visible' });
  await input.click();
  await input.fill('');
  await input.pressSequentially(value, { delay: 10 });
  const typed = await input.inputValue();
  assert.equal(typed, value, `${selector} holds ${JSON.stringify(typed)} after typing ${JSON.stringify(value)}`);
}

/** Opens /login and waits for the form. */
export async function openLogin(page) {
  await page.goto('/login');
  await waitForPath(page, '/login');
  await page.locator('#login-phone').waitFor({ state: 'visible' });
  await tickConsent(page);
}

/** Ticks the user agreement / privacy policy box as a user does before signing in (issue 15); kept on the device. */
export async function tickConsent(page) {
  const box = page.getByTestId('consent-check');
  await box.waitFor({ state: 'visible' });
  if ((await box.getAttribute('aria-checked')) !== 'true') await box.click();
}

/** Picks a login tab by its text (密码登录 / 验证码登录). */
export async function chooseTab(page, name) {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await page
    .waitForFunction(
      (label) =>
        [...document.querySelectorAll('[role=tab]')].some(
          (el) => el.textContent?.trim() === label && el.getAttribute('aria-selected') === 'true',
        ),
      name,
      { timeout: 5_000 },
    )
    .catch(() => {
      throw new Error(`the tab ${JSON.stringify(name)} did not become selected (aria-selected=true)`);
    });
}

/** Password login through the form; does not wait for where it lands. */
export async function submitPasswordLogin(page, phone, password = DEMO_PASSWORD) {
  await openLogin(page);
  await chooseTab(page, '密码登录');
  await typeInto(page, '#login-phone', phone);
  await typeInto(page, '#login-password', password);
  await submitButton(page).click();
}

/** Password login that must land on /home. */
export async function loginAs(page, account) {
  await submitPasswordLogin(page, account.phone);
  await waitForPath(page, '/home');
  await waitForText(page, account.name);
}

/**
 * A Taro modal is on screen when its wrapper is displayed and not fading out: hide() sets opacity 0 at once and
 * display none 200 ms later, and Playwright counts opacity 0 as visible, so the wrapper's own style decides.
 */
function openModalText() {
  const open = [...document.querySelectorAll('.taro__modal')].find(
    (el) => el.style.display !== 'none' && el.style.opacity !== '0' && el.isConnected,
  );
  return open ? (open.querySelector('.taro-modal__text')?.textContent ?? '').trim() || ' ' : null;
}

/** The negation of openModalText, standalone because page functions cannot call each other. */
function noModalOpen() {
  return ![...document.querySelectorAll('.taro__modal')].some(
    (el) => el.style.display !== 'none' && el.style.opacity !== '0' && el.isConnected,
  );
}

/** True while a Taro modal is on screen. */
export async function modalVisible(page) {
  return (await page.evaluate(openModalText)) !== null;
}

/** Waits for the Taro modal, checks its text, presses its confirm button, waits for it to close; returns the text. */
export async function confirmModal(page, expectedText, timeout = 15_000) {
  let text;
  try {
    const handle = await page.waitForFunction(openModalText, undefined, { timeout, polling: 100 });
    text = String(await handle.jsonValue()).trim();
  } catch {
    throw new Error(
      `expected a dialog${expectedText ? ` with ${JSON.stringify(expectedText)}` : ''}; none appeared. Page: ${JSON.stringify(
        await visibleText(page),
      )}`,
    );
  }
  if (expectedText)
    assert.ok(text.includes(expectedText), `dialog text ${JSON.stringify(text)} lacks ${JSON.stringify(expectedText)}`);
  await page.locator(MODAL_CONFIRM).filter({ visible: true }).first().click();
  await page.waitForFunction(noModalOpen, undefined, { timeout: 5_000, polling: 100 }).catch(() => {
    throw new Error(`the dialog ${JSON.stringify(text)} did not close after pressing its confirm button`);
  });
  return text;
}

/** Requests in flight on a page and when the last one started or ended (screens wait for a quiet network). */
export function trackRequests(page) {
  const state = { inFlight: 0, last: Date.now() };
  const done = () => {
    state.inFlight = Math.max(0, state.inFlight - 1);
    state.last = Date.now();
  };
  page.on('request', () => {
    state.inFlight += 1;
    state.last = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return state;
}
