/**
 * Steps shared by the account journeys (issue 6): fresh phone numbers, the demo SMS code, the image code of the
 * reset screen, personal registration and sign-out. Each throws an Error that says what the page showed instead.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readImageCode, svgOfDataUrl } from '../../lib/imageCodeReader.mjs';
import { confirmModal, openLogin, typeInto, visibleText, waitForPath, waitForText } from './helpers.mjs';
import { shown } from './flight.mjs';

const imageCodeFont = createRequire(import.meta.url)('../../../server/src/modules/sms/imageCodeFont.json');

/** The demo company every invitation of 13800000003 joins (seed: 演示科技有限公司). */
export const DEMO_CORP = '演示科技';

/**
 * Run stamp (milliseconds) + a sequence: every call gives another 139… mobile, and a rerun on the same server
 * gives new ones, so neither an existing account nor the one-SMS-per-phone-per-60-s limit gets in the way.
 */
const RUN = String(Date.now() % 1_000_000).padStart(6, '0');
let sequence = 0;

export function freshPhone() {
  sequence += 1;
  assert.ok(sequence < 100, 'freshPhone: more than 99 numbers in one run');
  return `139${RUN}${String(sequence).padStart(2, '0')}`;
}

/**
 * Presses the send button of the SMS-code field `fieldId` (kit SmsCodeField: `${fieldId}-send`), checks the
 * server's answer at `endpoint` and returns the code the page shows (演示环境验证码：NNNNNN), which must be the one
 * the server handed back.
 */
export async function sendSmsCode(page, fieldId, endpoint) {
  // Promise.all so a failed click never leaves the response wait as an unhandled rejection.
  const [response] = await Promise.all([
    page.waitForResponse((res) => new URL(res.url()).pathname === endpoint, { timeout: 15_000 }),
    shown(page, `${fieldId}-send`).click(),
  ]);
  const body = await response.json().catch(() => null);
  assert.equal(body?.code, 1, `${endpoint} answered ${response.status()} ${JSON.stringify(body)}`);
  return demoCodeShown(page, `${fieldId}-demo`, body?.data?.demoCode);
}

/** The six digits of the demo-code hint `testId`; equal to `expected` when that is given. */
export async function demoCodeShown(page, testId, expected) {
  const hint = shown(page, testId);
  try {
    await hint.waitFor({ state: 'visible', timeout: 10_000 });
  } catch {
    throw new Error(`no demo SMS code (${testId}) on the page: ${JSON.stringify(await visibleText(page))}`);
  }
  const code = /演示环境验证码：\s*(\d{6})/.exec(await hint.innerText())?.[1];
  assert.match(String(code), /^\d{6}$/, `the hint ${testId} reads ${JSON.stringify(await hint.innerText())}`);
  if (expected !== undefined) assert.equal(code, expected, 'the page shows another code than the server sent');
  return code;
}

/**
 * The characters of the reset screen's image code, read off the image as a person would: by the shapes of the
 * strokes the server draws (test/lib/imageCodeReader.mjs; the server tests of password reset read it the same way).
 */
export async function imageCodeShown(page) {
  // Taro's Image: a div role=img (named 图形验证码) around the <img>.
  const image = shown(page, 'reset-image-img');
  await image.waitFor({ state: 'visible' });
  assert.equal(await image.getAttribute('aria-label'), '图形验证码');
  const src = await image.locator('img').first().getAttribute('src');
  assert.ok(src?.startsWith('data:image/svg+xml;base64,'), `the image code is ${JSON.stringify(src?.slice(0, 40))}`);
  const code = readImageCode(svgOfDataUrl(src), imageCodeFont);
  assert.match(code, /^[A-Z0-9]{4}$/, `no 4-character image code in the picture (read ${JSON.stringify(code)})`);
  return code;
}

/**
 * From /login through 注册账号 to /register: a personal account (phone + demo SMS code, name, password twice), signed
 * in at once and on /home showing the name.
 */
export async function registerPersonal(page, { phone, name, password }) {
  await openLogin(page);
  await page.getByRole('link', { name: '注册账号', exact: true }).click();
  await waitForPath(page, '/register');
  const personal = shown(page, 'register-type-1');
  await personal.waitFor({ state: 'visible' });
  assert.equal(await personal.getAttribute('aria-selected'), 'true', 'personal registration is not the default');

  await typeInto(page, '#reg-phone', phone);
  const code = await sendSmsCode(page, 'reg-code', '/obt/getRegisterSmsCode');
  await typeInto(page, '#reg-code', code);
  await typeInto(page, '#reg-name', name);
  await typeInto(page, '#reg-pwd', password);
  await typeInto(page, '#reg-confirm', password);
  await shown(page, 'register-submit').click();
  try {
    await waitForPath(page, '/home', 20_000);
  } catch {
    throw new Error(`registration did not land on /home; the page shows: ${JSON.stringify(await visibleText(page))}`);
  }
  await waitForText(page, name);
}

/** Signs out from the Me tab (confirm dialog) and waits for the login form. */
export async function logoutFromUserCenter(page) {
  await page.goto('/userCenter');
  await waitForPath(page, '/userCenter');
  await shown(page, 'logout').click();
  await confirmModal(page, '退出');
  await waitForPath(page, '/login');
  await page.locator('#login-phone').waitFor({ state: 'visible' });
}

/** The value of a row of the Me tab's profile card by its label (所属企业, 部门…). */
export async function userCenterRow(page, label) {
  const row = page
    .locator('.user__row')
    .filter({ has: page.locator('.user__label', { hasText: new RegExp(`^${label}$`) }), visible: true })
    .first();
  await row.waitFor({ state: 'visible' });
  return (await row.locator('.user__value').innerText()).trim();
}
