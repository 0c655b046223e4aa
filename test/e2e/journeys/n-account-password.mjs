/**
 * (n) Issue 6 passwords: a registered user changes the password in /userCenter/settings/modifyPassword, signs out and
 * signs in with the new one (the old one is refused); an employee the administrator added in /userCenter/empEdit
 * (no password yet) sets one through the three forgotten-password steps and signs in with it.
 */
import assert from 'node:assert/strict';
import {
  ACCOUNTS,
  confirmModal,
  loginAs,
  openLogin,
  pathOf,
  submitPasswordLogin,
  typeInto,
  visibleText,
  waitForPath,
  waitForText,
  nameOf,
} from '../lib/helpers.mjs';
import { demoCodeShown, freshPhone, imageCodeShown, logoutFromUserCenter, registerPersonal } from '../lib/account.mjs';
import { shown } from '../lib/flight.mjs';

/** Password login that must be refused with the server's message, staying on /login. */
async function expectLoginRefused(page, phone, password) {
  await submitPasswordLogin(page, phone, password);
  const error = shown(page, 'login-error');
  await error.waitFor({ state: 'visible' });
  await page.waitForFunction(
    () => /用户名或密码错误/.test(document.querySelector('[data-testid="login-error"]')?.textContent ?? ''),
    undefined,
    { timeout: 10_000 },
  );
  assert.equal(pathOf(page), '/login');
}

/** Password login that must land on /home showing `name`. */
async function expectLogin(page, phone, password, name) {
  await submitPasswordLogin(page, phone, password);
  try {
    await waitForPath(page, '/home');
  } catch {
    throw new Error(`the login with the new password failed: ${JSON.stringify(await visibleText(page))}`);
  }
  await waitForText(page, name);
}

export const journeys = [
  {
    name: 'n-account password change: settings → modifyPassword, sign out, the old password is refused, the new one signs in',
    async run({ page }) {
      const phone = freshPhone();
      const name = '郑可欣';
      const oldPassword = 'Zheng2026k';
      const newPassword = 'kexin2027';
      await registerPersonal(page, { phone, name, password: oldPassword });

      await page.goto('/userCenter');
      await waitForPath(page, '/userCenter');
      await shown(page, 'entry-settings').click();
      await waitForPath(page, '/userCenter/settings');
      await shown(page, 'settings-password').click();
      await waitForPath(page, '/userCenter/settings/modifyPassword');
      await typeInto(page, '#mp-old', oldPassword);
      await typeInto(page, '#mp-pwd', newPassword);
      await typeInto(page, '#mp-confirm', newPassword);
      await shown(page, 'mp-submit').click();
      // Done: the screen closes back to the settings.
      try {
        await waitForPath(page, '/userCenter/settings');
      } catch {
        throw new Error(`the password was not changed; the page shows: ${JSON.stringify(await visibleText(page))}`);
      }

      // Sign out from the settings screen.
      await shown(page, 'settings-logout').click();
      await confirmModal(page, '退出');
      await waitForPath(page, '/login');

      await expectLoginRefused(page, phone, oldPassword);
      await expectLogin(page, phone, newPassword, name);
    },
  },
  {
    name: 'n-account password reset: an employee added by the admin sets a password in the three reset steps and signs in',
    async run({ page }) {
      const phone = freshPhone();
      const name = '冯子豪';
      const password = 'Feng2026z';

      // 王五 adds the employee (in 研发部); an added employee has no password yet.
      await loginAs(page, ACCOUNTS.admin);
      await page.goto('/userCenter/empEdit');
      await waitForPath(page, '/userCenter/empEdit');
      await typeInto(page, '#emp-name', name);
      await shown(page, 'emp-dept').click();
      const sheet = shown(page, 'emp-dept-sheet');
      await sheet.waitFor({ state: 'visible' });
      await sheet
        .getByRole('radio')
        .filter({ hasText: /^研发部/ })
        .first()
        .click();
      await sheet.waitFor({ state: 'hidden' });
      assert.ok((await nameOf(shown(page, 'emp-dept'))).includes('研发部'), 'no department chosen');
      await typeInto(page, '#emp-phone', phone);
      await shown(page, 'emp-save').click();
      // Saved: the screen becomes the new employee's record (/userCenter/empEdit?id=…).
      try {
        await page.waitForURL((url) => url.pathname === '/userCenter/empEdit' && Boolean(url.searchParams.get('id')), {
          waitUntil: 'commit',
        });
      } catch {
        throw new Error(`the employee was not saved; the page shows: ${JSON.stringify(await visibleText(page))}`);
      }
      await logoutFromUserCenter(page);

      // Step 1 from the login screen: phone and the image code.
      await openLogin(page);
      await page.getByRole('link', { name: '忘记密码', exact: true }).click();
      await waitForPath(page, '/resetPassword/firstStep');
      await typeInto(page, '#reset-phone', phone);
      await typeInto(page, '#reset-image', await imageCodeShown(page));
      const [sent] = await Promise.all([
        page.waitForResponse((res) => new URL(res.url()).pathname === '/obt/smsCodeGet', { timeout: 15_000 }),
        shown(page, 'reset-next1').click(),
      ]);
      const body = await sent.json().catch(() => null);
      assert.equal(body?.code, 1, `smsCodeGet answered ${JSON.stringify(body)}`);

      // Step 2: the SMS code (shown in demo mode).
      await waitForPath(page, '/resetPassword/secondStep');
      const sentTo = await shown(page, 'reset-sent-to').innerText();
      assert.ok(sentTo.includes(phone.slice(-4)) && !sentTo.includes(phone), `step 2 reads ${JSON.stringify(sentTo)}`);
      await typeInto(page, '#reset-code', await demoCodeShown(page, 'reset-code-demo', body.data.demoCode));
      await shown(page, 'reset-next2').click();

      // Step 3: the new password twice; back to the login screen.
      await waitForPath(page, '/resetPassword/thirdStep');
      await typeInto(page, '#reset-pwd', password);
      await typeInto(page, '#reset-confirm', password);
      await shown(page, 'reset-submit').click();
      try {
        await waitForPath(page, '/login');
      } catch {
        throw new Error(`the reset did not finish; the page shows: ${JSON.stringify(await visibleText(page))}`);
      }
      await page.locator('#login-phone').waitFor({ state: 'visible' });

      await expectLogin(page, phone, password, name);
    },
  },
];
