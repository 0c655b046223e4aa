/** (b) Password login with a demo account lands on /home showing the user's name. */
import { ACCOUNTS, loginAs } from '../lib/helpers.mjs';

export const journeys = [
  {
    name: 'b. password login (13800000001) lands on /home showing 张三',
    async run({ page }) {
      await loginAs(page, ACCOUNTS.employee);
    },
  },
];
