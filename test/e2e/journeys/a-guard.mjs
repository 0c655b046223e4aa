/** (a) A visitor opening a screen that needs login lands on /login. */
import { waitForPath } from '../lib/helpers.mjs';

export const journeys = [
  {
    name: 'a. visitor opening /tk/tkQuery lands on /login',
    async run({ page }) {
      await page.goto('/tk/tkQuery');
      await waitForPath(page, '/login');
      await page.locator('#login-phone').waitFor({ state: 'visible' });
    },
  },
];
