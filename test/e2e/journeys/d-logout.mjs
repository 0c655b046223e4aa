/** (d) Logout from the Me tab, confirmed in the dialog, returns to /login and ends the session. */
import { ACCOUNTS, confirmModal, loginAs, waitForPath } from '../lib/helpers.mjs';

export const journeys = [
  {
    name: 'd. logout from /userCenter (confirm dialog) returns to /login',
    async run({ page }) {
      await loginAs(page, ACCOUNTS.employee);
      await page.goto('/userCenter');
      await waitForPath(page, '/userCenter');
      await page.locator('[data-testid="logout"]').click();
      await confirmModal(page);
      await waitForPath(page, '/login');
      await page.locator('#login-phone').waitFor({ state: 'visible' });
      // The session is really gone: a protected screen sends us back to login.
      await page.goto('/home');
      await waitForPath(page, '/login');
    },
  },
];
