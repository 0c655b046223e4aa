/** (h) An unknown URL shows the not-found page. */
import { waitForText } from '../lib/helpers.mjs';

export const journeys = [
  {
    name: 'h. /no/such/page shows 页面不存在',
    async run({ page }) {
      await page.goto('/no/such/page');
      await waitForText(page, '页面不存在');
    },
  },
];
