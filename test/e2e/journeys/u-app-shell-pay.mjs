/**
 * (u) Issue 11, the cashier inside the app shell: online payment goes through the bridge's requestPayment with the
 * server's signed app payload (no QR code), the journey plays the payment provider (its notify through the demo's
 * /obt/dev/providerPay), and the cashier, polling the order, lands on the success screen. An older shell without
 * requestPayment keeps the QR code. Every outside host is blocked.
 */
import assert from 'node:assert/strict';
import { ACCOUNTS, loginAs, typeInto, visibleText, waitForPath, waitForText } from '../lib/helpers.mjs';
import { chinaDate, openFlightWithFare, searchFlights, shown, submitBooking, withinPolicy } from '../lib/flight.mjs';
import {
  APP_SHELL_USER_AGENT,
  blockOutsideHosts,
  bridgeCalls,
  installFakeBridge,
  waitForBridgeCall,
} from '../lib/fakeBridge.mjs';

/** Books an economy fare within policy for the logged-in employee and opens the cashier. */
async function bookToCashier(page) {
  await searchFlights(page, { dep: chinaDate(9) });
  const card = await openFlightWithFare(page, 'Y', withinPolicy);
  await card.locator('[data-testid^="choose-"]').click();
  await waitForPath(page, '/tk/tkEdit');
  await typeInto(page, '#contact-linkTel', '13800000001');
  await submitBooking(page);
  await waitForText(page, '待支付');
  await shown(page, 'cmp-pay').click();
  await waitForPath(page, '/pay/payment');
  const online = page.locator('[data-testid="subject-online"]').filter({ visible: true });
  await online.click();
  assert.equal(await online.getAttribute('aria-checked'), 'true', 'online payment is not selected');
}

export const journeys = [
  {
    name: 'u-app-shell cashier pays through the bridge: app payload, provider notify, success',
    async run({ page, context, baseURL }) {
      const blocked = await blockOutsideHosts(context, baseURL);
      await installFakeBridge(context, { userAgent: APP_SHELL_USER_AGENT, payment: 'success' });
      await page.goto('/login');
      await loginAs(page, ACCOUNTS.employee);
      await bookToCashier(page);

      await shown(page, 'pay-submit').click();
      const [call] = await waitForBridgeCall(page, 'requestPayment');
      assert.equal(call.args.channel, 'wechat');
      const payload = JSON.parse(call.args.payload);
      assert.equal(payload.package, 'Sign=WXPay');
      assert.match(payload.sign, /^[0-9A-F]{64}$/);
      assert.equal(await shown(page, 'pay-qr').count(), 0, 'the shell was shown a QR code as well');

      // The provider collects the money and notifies the server; the cashier sees it by polling.
      const notify = await page.request.post('/obt/dev/providerPay', { data: { payId: payload.prepayid } });
      assert.equal((await notify.json()).code, 1);
      try {
        await waitForPath(page, '/pay/paySuccess', 30_000);
      } catch {
        throw new Error(`the cashier never saw the payment; it shows: ${JSON.stringify(await visibleText(page))}`);
      }
      await waitForText(page, '支付成功');
      assert.deepEqual(blocked, [], `requests tried to leave the machine: ${blocked.join(', ')}`);
    },
  },
  {
    name: 'u-app-shell cashier: the payer cancels in the native sheet; an older shell keeps the QR code',
    async run({ page, context, baseURL }) {
      const blocked = await blockOutsideHosts(context, baseURL);
      await installFakeBridge(context, { userAgent: APP_SHELL_USER_AGENT, payment: 'cancel' });
      await page.goto('/login');
      await loginAs(page, ACCOUNTS.employee);
      await bookToCashier(page);
      await shown(page, 'pay-submit').click();
      await waitForBridgeCall(page, 'requestPayment');
      const error = shown(page, 'pay-error');
      await error.waitFor({ state: 'visible' });
      assert.ok((await error.innerText()).trim().length > 0, 'the cancel shows no message');
      assert.equal(await shown(page, 'pay-submit').count(), 1, 'the pay button is gone after a cancel');
      assert.deepEqual(blocked, [], `requests tried to leave the machine: ${blocked.join(', ')}`);
    },
  },
  {
    name: 'u-app-shell cashier in a shell without requestPayment: the QR code as in the browser',
    async run({ page, context, baseURL }) {
      const blocked = await blockOutsideHosts(context, baseURL);
      await installFakeBridge(context, { userAgent: APP_SHELL_USER_AGENT, omit: ['requestPayment'] });
      await page.goto('/login');
      await loginAs(page, ACCOUNTS.employee);
      await bookToCashier(page);
      await shown(page, 'pay-submit').click();
      await shown(page, 'pay-qr').waitFor({ state: 'visible' });
      assert.deepEqual(await bridgeCalls(page, 'requestPayment'), []);
      assert.deepEqual(blocked, [], `requests tried to leave the machine: ${blocked.join(', ')}`);
    },
  },
];
