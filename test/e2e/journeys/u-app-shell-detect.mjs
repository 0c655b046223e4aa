/**
 * (u) Issue 11, the native app shell found by its bridge or by its user agent: 20 s after the app is ready the
 * logged-in page sends the shell's push client id (SPEC §7 App saveAppTsInfo, §9 push registration after 20 s),
 * and hands the hardware back button to the bridge. A plain browser does neither. Every outside host is blocked.
 */
import assert from 'node:assert/strict';
import { ACCOUNTS, loginAs } from '../lib/helpers.mjs';
import { blockOutsideHosts, bridgeCalls, installFakeBridge, waitForBridgeCall } from '../lib/fakeBridge.mjs';

const ANDROID_BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const PUSH_DELAY_MS = 20_000;

const isPush = (req) => new URL(req.url()).pathname === '/obt/saveAppTsInfo';

/**
 * Opens the app with Playwright's clock installed (time flows as usual, and can be moved on), logs in, moves the
 * page clock to just before 20 s after the launch and checks nothing was sent, then past it. Returns the body of
 * the push registration, or null when none went out.
 */
async function launchAndWaitForPush(page, bridgeExpected = true) {
  await page.clock.install();
  let pushed = null;
  page.on('request', (req) => {
    if (isPush(req)) pushed = req;
  });
  await page.goto('/login');
  const launchedAt = await page.evaluate(() => Date.now());
  await loginAs(page, ACCOUNTS.employee);
  // A shell that injects its bridge late (user agent detection at launch) has it by now; none in a browser.
  if (bridgeExpected) await page.waitForFunction(() => Boolean(window.ObtNativeBridge), undefined, { timeout: 10_000 });
  const elapsed = (await page.evaluate(() => Date.now())) - launchedAt;
  assert.ok(elapsed < PUSH_DELAY_MS - 2_000, `login took ${elapsed} ms of page time`);
  await page.clock.runFor(PUSH_DELAY_MS - 1_000 - elapsed);
  await page.waitForTimeout(300);
  assert.equal(pushed, null, 'the push client id went out before 20 s');
  await page.clock.runFor(2_000);
  // The registration is a request or two behind the timer (client id, then saveAppTsInfo).
  await page.waitForTimeout(1_500);
  const request = pushed;
  if (!request) return null;
  const answer = await (await request.response())?.json();
  assert.equal(answer?.code, 1, `saveAppTsInfo answered ${JSON.stringify(answer)}`);
  return request.postDataJSON();
}

export const journeys = [
  {
    name: 'u-app-shell detect by bridge: push client id sent 20 s after launch, back button handed over',
    async run({ page, context, baseURL }) {
      const blocked = await blockOutsideHosts(context, baseURL);
      await installFakeBridge(context, { userAgent: ANDROID_BROWSER_UA, pushClientId: 'cid-bridge-7' });
      assert.deepEqual(await launchAndWaitForPush(page), { tsCid: 'cid-bridge-7', tsDevice: 1 });
      assert.equal((await bridgeCalls(page, 'getPushClientId')).length, 1, 'the client id was asked more than once');
      await waitForBridgeCall(page, 'onBackButton');
      assert.deepEqual(blocked, [], `requests tried to leave the machine: ${blocked.join(', ')}`);
    },
  },
  {
    name: 'u-app-shell detect by user agent: a bridge injected late still gets the push registration',
    async run({ page, context, baseURL }) {
      const blocked = await blockOutsideHosts(context, baseURL);
      // iOS shell user agent (ObtApp token) and the bridge object only 3 s after the page started.
      await installFakeBridge(context, {
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ObtApp/9.9.0',
        pushClientId: 'cid-ios-late',
        lateMs: 3_000,
      });
      assert.deepEqual(await launchAndWaitForPush(page), { tsCid: 'cid-ios-late', tsDevice: 2 });
      assert.deepEqual(blocked, [], `requests tried to leave the machine: ${blocked.join(', ')}`);
    },
  },
  {
    name: 'u-app-shell a plain browser: no push registration, no bridge calls',
    async run({ page, context, baseURL }) {
      const blocked = await blockOutsideHosts(context, baseURL);
      await installFakeBridge(context, { userAgent: ANDROID_BROWSER_UA, noBridge: true });
      assert.equal(await launchAndWaitForPush(page, false), null, 'a plain browser sent a push client id');
      assert.deepEqual(await bridgeCalls(page), []);
      assert.deepEqual(blocked, [], `requests tried to leave the machine: ${blocked.join(', ')}`);
    },
  },
];
