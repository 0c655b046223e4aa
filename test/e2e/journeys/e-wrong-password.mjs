/** (e) A wrong password shows the server's message in the form's error element. */
import assert from 'node:assert/strict';
import { ACCOUNTS, pathOf, submitPasswordLogin } from '../lib/helpers.mjs';

export const journeys = [
  {
    name: 'e. wrong password shows 用户名或密码错误 in [data-testid="login-error"]',
    async run({ page }) {
      await submitPasswordLogin(page, ACCOUNTS.employee.phone, 'Wrong12345');
      const error = page.locator('[data-testid="login-error"]');
      await error.waitFor({ state: 'visible' });
      await page
        .waitForFunction(
          () => document.querySelector('[data-testid="login-error"]')?.textContent?.includes('用户名或密码错误'),
          undefined,
          { timeout: 10_000 },
        )
        .catch(() => undefined);
      const text = (await error.innerText()).trim();
      assert.ok(text.includes('用户名或密码错误'), `login-error reads ${JSON.stringify(text)}`);
      assert.equal(pathOf(page), '/login');
    },
  },
];
