/**
 * (u) Issue 11, the app shell's hardware back button (SPEC §9: exiting needs two back presses within 1 second): on a
 * tab the first press only shows "press again to exit", a second press after more than 1 s warns again, two presses
 * within 1 s call the bridge's exitApp; below a root screen back returns to the previous screen.
 */
import assert from 'node:assert/strict';
import { ACCOUNTS, loginAs, waitForPath, waitForText } from '../lib/helpers.mjs';
import {
  APP_SHELL_USER_AGENT,
  blockOutsideHosts,
  bridgeCalls,
  installFakeBridge,
  pressBack,
} from '../lib/fakeBridge.mjs';

const HINT = '再按一次退出应用';

export const journeys = [
  {
    name: 'u-app-shell back button: back from a product screen, hint on the home tab, two presses within 1 s exit',
    async run({ page, context, baseURL }) {
      const blocked = await blockOutsideHosts(context, baseURL);
      await installFakeBridge(context, { userAgent: APP_SHELL_USER_AGENT });
      await page.goto('/login');
      await loginAs(page, ACCOUNTS.employee);

      // Home → the flight search (a pushed screen): back returns home and does not exit.
      const flights = page.locator('.home__entry[data-url="/tk/tkQuery"]').filter({ visible: true }).first();
      await flights.click();
      await waitForPath(page, '/tk/tkQuery');
      // A person presses back on a screen they can see: wait until the search form is drawn.
      await page.getByTestId('search').filter({ visible: true }).waitFor({ state: 'visible' });
      assert.equal(await pressBack(page), true, 'the page did not handle back on /tk/tkQuery');
      await waitForPath(page, '/home');

      // Home is a tab: first press warns, nothing exits.
      assert.equal(await pressBack(page), true);
      await waitForText(page, HINT, 3_000);
      assert.equal((await bridgeCalls(page, 'exitApp')).length, 0, 'one press exited the app');
      // More than 1 s later: warns again, still no exit.
      await page.waitForTimeout(1_300);
      assert.equal(await pressBack(page), true);
      assert.equal((await bridgeCalls(page, 'exitApp')).length, 0, 'two presses 1.3 s apart exited the app');
      // Twice within 1 s: exit.
      await page.waitForTimeout(200);
      assert.equal(await pressBack(page), true);
      assert.equal((await bridgeCalls(page, 'exitApp')).length, 1, 'two presses within 1 s did not exit');
      assert.deepEqual(blocked, [], `requests tried to leave the machine: ${blocked.join(', ')}`);
    },
  },
];
