/** (c) Opening /login while logged in goes to /home. */
import { ACCOUNTS, loginAs, waitForPath, waitForText } from '../lib/helpers.mjs';

export const journeys = [
  {
    name: 'c. opening /login while logged in goes to /home',
    async run({ page }) {
      await loginAs(page, ACCOUNTS.employee);
      await page.goto('/login');
      await waitForPath(page, '/home');
      await waitForText(page, ACCOUNTS.employee.name);
    },
  },
];
