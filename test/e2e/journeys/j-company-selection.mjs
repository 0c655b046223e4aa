/** (j) A phone number in two companies: the company list appears, choosing one lands on /home. */
import assert from 'node:assert/strict';
import { ACCOUNTS, DEMO_PASSWORD, submitPasswordLogin, waitForPath, waitForText } from '../lib/helpers.mjs';

export const journeys = [
  {
    name: 'j. 13800000004 chooses a company (role=dialog) and lands on /home',
    async run({ page }) {
      await submitPasswordLogin(page, ACCOUNTS.twoCompanies.phone, DEMO_PASSWORD);
      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ state: 'visible' });
      const options = dialog.getByRole('button').filter({ hasNotText: /^(取消|Cancel)$/ });
      const count = await options.count();
      assert.ok(count >= 2, `the company list offers ${count} choices: ${JSON.stringify(await dialog.innerText())}`);
      const chosen = (await options.first().innerText()).trim();
      await options.first().click();
      await waitForPath(page, '/home');
      await waitForText(page, ACCOUNTS.twoCompanies.name);
      await waitForText(page, chosen);
    },
  },
];
