/**
 * (z) Issue 15, PIPL: on a new device the login page shows the agreement box unticked; the texts open from it; signing
 * in without ticking asks in a dialog (Cancel stays, Agree and continue signs in), and the server then holds the
 * employee's consent to the version in force.
 */
import assert from 'node:assert/strict';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  chooseTab,
  pathOf,
  submitButton,
  typeInto,
  waitForPath,
  waitForText,
} from '../lib/helpers.mjs';

/** The session token the login stored (Taro H5 keeps `{ data }` JSON in localStorage). */
async function tokenOf(page) {
  const raw = await page.evaluate(() => window.localStorage.getItem('obt.token'));
  return raw ? JSON.parse(raw).data : '';
}

export const journeys = [
  {
    name: 'z1. consent: a new device sees the agreement box, is asked on sign-in, and signs in after agreeing',
    async run({ page, baseURL }) {
      await page.goto('/login');
      await waitForPath(page, '/login');
      const box = page.getByRole('checkbox', { name: /用户协议/ });
      await box.waitFor({ state: 'visible' });
      assert.equal(await box.getAttribute('aria-checked'), 'false', 'a new device starts unticked');
      const size = await box.boundingBox();
      assert.ok(size && size.width >= 44 && size.height >= 44, `the checkbox target is ${JSON.stringify(size)}`);

      // The texts open without signing in, in full.
      await page.getByTestId('consent').getByRole('link', { name: '《隐私政策》' }).click();
      await waitForPath(page, '/agreement/privacy');
      await waitForText(page, '我们收集的个人信息');
      await waitForText(page, '您的权利');
      await page.goBack();
      await waitForPath(page, '/login');

      await chooseTab(page, '密码登录');
      await typeInto(page, '#login-phone', ACCOUNTS.employee.phone);
      await typeInto(page, '#login-password', DEMO_PASSWORD);
      await submitButton(page).click();
      const dialog = page.getByRole('dialog', { name: '用户协议与隐私政策' });
      await dialog.waitFor({ state: 'visible' });
      await dialog.getByTestId('consent-cancel').click();
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(pathOf(page), '/login', 'Cancel must not sign in');
      assert.equal(await tokenOf(page), '', 'a token was stored without consent');

      await submitButton(page).click();
      const agree = dialog.getByTestId('consent-agree');
      assert.equal((await agree.innerText()).trim(), '同意并继续');
      await agree.click();
      await waitForPath(page, '/home', 20_000);
      await waitForText(page, ACCOUNTS.employee.name);

      // The server now holds this employee's consent to the version in force.
      const token = await tokenOf(page);
      let status = null;
      for (let i = 0; i < 20 && status?.mustAccept !== 0; i += 1) {
        const res = await fetch(`${baseURL}/obt/agreement/status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: '{}',
        });
        status = (await res.json()).data;
        if (status?.mustAccept !== 0) await new Promise((r) => setTimeout(r, 250));
      }
      assert.equal(status?.mustAccept, 0, `the server did not record the consent: ${JSON.stringify(status)}`);
      assert.equal(status.acceptedVersion, status.version);
    },
  },
];
