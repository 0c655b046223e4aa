/** (f) Sign-on with a malformed token alerts and stays on login; an unknown well-formed token ends on login too. */
import assert from 'node:assert/strict';
import { confirmModal, modalVisible, pathOf, queryOf, waitForPath } from '../lib/helpers.mjs';

/** After the alerts (any number of Tips dialogs, each confirmed), the page must rest on /login without a token. */
async function settleOnLogin(page, timeout = 20_000) {
  const deadline = Date.now() + timeout;
  let dialogs = 0;
  while (Date.now() < deadline) {
    if (await modalVisible(page)) {
      await confirmModal(page);
      dialogs += 1;
      continue;
    }
    const onForm = await page
      .locator('#login-phone')
      .isVisible()
      .catch(() => false);
    if (pathOf(page) === '/login' && !queryOf(page).has('ssotoken') && onForm) return dialogs;
    await page.waitForTimeout(200);
  }
  throw new Error(`expected /login without ssotoken and the login form; the page is at ${page.url()}`);
}

export const journeys = [
  {
    name: 'f1. /login?ssotoken=short alerts 登录凭证无效, then /login without the token',
    async run({ page }) {
      await page.goto('/login?ssotoken=short');
      await confirmModal(page, '登录凭证无效');
      await waitForPath(page, '/login');
      await settleOnLogin(page);
      // Stable: no further redirect or dialog.
      await page.waitForTimeout(1_000);
      assert.equal(pathOf(page), '/login');
      assert.equal(queryOf(page).has('ssotoken'), false, `URL still carries the token: ${page.url()}`);
      assert.equal(await modalVisible(page), false, 'a dialog is still open');
    },
  },
  {
    name: 'f2. /login?ssotoken=<unknown 32-hex> ends on /login without the token',
    async run({ page }) {
      await page.goto('/login?ssotoken=0123456789abcdef0123456789abcdef');
      await settleOnLogin(page);
      await page.waitForTimeout(1_000);
      assert.equal(pathOf(page), '/login');
      assert.equal(queryOf(page).has('ssotoken'), false, `URL still carries the token: ${page.url()}`);
    },
  },
];
