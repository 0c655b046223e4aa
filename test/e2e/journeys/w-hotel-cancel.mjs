/**
 * (w) Issue 13: a prepaid plan that is free to cancel until the evening before check-in, booked and paid, then
 * cancelled inside that window from the order detail: the rule says cancelling is free, the confirm sheet says
 * nothing is charged, and the order ends cancelled.
 */
import assert from 'node:assert/strict';
import { ACCOUNTS, loginAs, waitForPath } from '../lib/helpers.mjs';
import { amountIn, chinaDate, payWithCompanyAccount, shown, waitForStatus } from '../lib/flight.mjs';
import {
  bookablePlan,
  chooseStay,
  fillHotelForm,
  openProtocolHotels,
  submitHotel,
  withinPolicyRow,
} from '../lib/hotel.mjs';

export const journeys = [
  {
    name: 'w-hotel cancel: inside the free window, nothing charged, the order is cancelled',
    async run({ page }) {
      await loginAs(page, ACCOUNTS.employee);
      await chooseStay(page, chinaDate(6), chinaDate(8));
      await openProtocolHotels(page);
      // P1: prepaid, free until 18:00 the day before check-in (days away), then the first night.
      await bookablePlan(page, '/htV2/htSignList', (p) => p.planId === 'P1' && !p.policy, { row: withinPolicyRow });
      await fillHotelForm(page);
      const totalFen = await amountIn(shown(page, 'ht-edit-total'));
      assert.equal(await submitHotel(page), '/pay/payment');
      await payWithCompanyAccount(page, totalFen);
      await shown(page, 'pay-result-order').click();
      await waitForPath(page, '/ht/htOrder/htOrderDetail');
      const head = shown(page, 'order-head');
      await waitForStatus(page, head, '已确认', { timeout: 60_000 });

      assert.equal((await shown(page, 'order-rule-state').innerText()).trim(), '现在取消不收费');
      await page.locator('[data-testid="order-actions"] [data-action="cancel"]').filter({ visible: true }).click();
      const sheet = shown(page, 'order-cancel');
      await sheet.waitFor({ state: 'visible' });
      assert.match(await sheet.innerText(), /不收取费用/, 'the confirm sheet does not say cancelling is free');
      await sheet.locator('.order-sheet__btn--danger').click();
      await waitForStatus(page, head, '已取消', { timeout: 30_000, reload: true });
      const actions = page.locator('[data-testid="order-actions"] [data-action]').filter({ visible: true });
      assert.equal(await actions.count(), 0, 'a cancelled order still offers actions');
    },
  },
];
