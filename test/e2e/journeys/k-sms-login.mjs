/** (k) SMS-code login with the demo code the server hands back in demo mode. */
import assert from 'node:assert/strict';
import {
  ACCOUNTS,
  buttonByText,
  chooseTab,
  openLogin,
  submitButton,
  typeInto,
  waitForPath,
  waitForText,
} from '../lib/helpers.mjs';

export const journeys = [
  {
    name: 'k. SMS-code login (13800000002) with the demo code lands on /home',
    async run({ page }) {
      await openLogin(page);
      await chooseTab(page, '验证码登录');
      await typeInto(page, '#login-phone', ACCOUNTS.approver.phone);
      // Promise.all so a failed click never leaves the response wait as an unhandled rejection.
      const [response] = await Promise.all([
        page.waitForResponse((res) => new URL(res.url()).pathname === '/obt/smsCodeGet', { timeout: 15_000 }),
        buttonByText(page, '获取验证码').click(),
      ]);
      const body = await response.json().catch(() => null);
      assert.equal(body?.code, 1, `smsCodeGet answered ${response.status()} ${JSON.stringify(body)}`);

      // The page shows the demo code; the response is the fallback source.
      let code = null;
      const hint = page.getByText(/演示环境验证码：\s*\d{6}/).first();
      if (
        await hint.waitFor({ state: 'visible', timeout: 5_000 }).then(
          () => true,
          () => false,
        )
      ) {
        code = /(\d{6})/.exec(await hint.innerText())?.[1] ?? null;
      }
      code ??= body?.data?.demoCode ?? null;
      assert.match(String(code), /^\d{6}$/, `no demo code on the page or in ${JSON.stringify(body)}`);

      await typeInto(page, '#login-code', code);
      await submitButton(page).click();
      await waitForPath(page, '/home');
      await waitForText(page, ACCOUNTS.approver.name);
    },
  },
];
