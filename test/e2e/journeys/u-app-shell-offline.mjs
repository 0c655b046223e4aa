/**
 * (u) Issue 11, network state (SPEC §9 network check every 500 ms): the offline banner appears when the browser
 * goes offline (Playwright setOffline) and when the app shell's bridge reports no network while the WebView still
 * believes it is online; it leaves once the network is back. Every outside host is blocked.
 */
import assert from 'node:assert/strict';
import { ACCOUNTS, loginAs } from '../lib/helpers.mjs';
import { APP_SHELL_USER_AGENT, blockOutsideHosts, installFakeBridge, setBridge } from '../lib/fakeBridge.mjs';

const OFFLINE_TEXT = '网络已断开，请检查网络设置';

/** The banner of the screen in front (H5 keeps earlier pages of the stack in the DOM, hidden). */
const banner = (page) => page.locator('.obt-offline__banner').filter({ visible: true });

async function expectBanner(page, shown, why) {
  try {
    await banner(page)
      .first()
      .waitFor({ state: shown ? 'visible' : 'hidden', timeout: 3_000 });
  } catch {
    throw new Error(`the offline banner is ${shown ? 'missing' : 'still shown'} ${why}`);
  }
}

export const journeys = [
  {
    name: 'u-app-shell offline banner: browser offline and back, bridge network none and back',
    async run({ page, context, baseURL }) {
      const blocked = await blockOutsideHosts(context, baseURL);
      await installFakeBridge(context, { userAgent: APP_SHELL_USER_AGENT });
      await page.goto('/login');
      await loginAs(page, ACCOUNTS.employee);
      // Let the home screen finish its requests: going offline must not cut one off.
      await page.waitForLoadState('networkidle');
      await expectBanner(page, false, 'while online');

      await context.setOffline(true);
      await expectBanner(page, true, 'within 3 s of going offline');
      const status = page
        .locator('[role=status]')
        .filter({ has: banner(page) })
        .first();
      assert.match(await status.innerText(), new RegExp(OFFLINE_TEXT));
      assert.equal(await status.getAttribute('aria-live'), 'polite');
      await context.setOffline(false);
      await expectBanner(page, false, 'after the network came back');

      // The phone lost its signal but the WebView did not notice: the bridge's 500 ms check tells.
      await setBridge(page, { network: 'none' });
      await expectBanner(page, true, "when the shell's getNetworkType answers none");
      await setBridge(page, { network: 'cellular' });
      await expectBanner(page, false, 'when the shell has a network again');
      assert.deepEqual(blocked, [], `requests tried to leave the machine: ${blocked.join(', ')}`);
    },
  },
];
