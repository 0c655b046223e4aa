/** (n) Issue 6: a personal account registered with the demo SMS code is signed in at once and named on /home. */
import assert from 'node:assert/strict';
import { waitForPath } from '../lib/helpers.mjs';
import { freshPhone, registerPersonal, userCenterRow } from '../lib/account.mjs';
import { shown } from '../lib/flight.mjs';

export const journeys = [
  {
    name: 'n-account register: personal account with the demo SMS code, signed in, /home and Me show the name',
    async run({ page }) {
      const phone = freshPhone();
      const name = '周晓明';
      await registerPersonal(page, { phone, name, password: 'Zhou2026x' });

      // The Me tab is the new account's: its name and phone.
      await page.goto('/userCenter');
      await waitForPath(page, '/userCenter');
      const heading = shown(page, 'user-name');
      await heading.waitFor({ state: 'visible' });
      assert.equal((await heading.innerText()).trim(), name);
      const shownPhone = await userCenterRow(page, '手机号');
      assert.ok(
        shownPhone === phone || (shownPhone.startsWith(phone.slice(0, 3)) && shownPhone.endsWith(phone.slice(-4))),
        `the Me tab shows the phone ${JSON.stringify(shownPhone)}, not ${phone}`,
      );
    },
  },
];
