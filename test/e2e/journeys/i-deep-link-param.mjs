/** (i) A deep link with a path parameter to a declared-but-unbuilt screen shows the not-found page, never blank. */
import { ACCOUNTS, loginAs, waitForText } from '../lib/helpers.mjs';

export const journeys = [
  {
    name: 'i. /travel/travelOrder/travelOrderDetail/12 after login shows 页面不存在 (not blank)',
    async run({ page }) {
      await loginAs(page, ACCOUNTS.employee);
      await page.goto('/travel/travelOrder/travelOrderDetail/12');
      await waitForText(page, '页面不存在');
    },
  },
];
