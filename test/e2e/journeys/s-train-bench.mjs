/**
 * (s) Trains, issue 12 — waitlist ('bench', 候补; SPEC §4 ticket grabbing, §9): 张三 searches Beijing → Shanghai for
 * tomorrow, taps a sold-out class that takes waitlist orders, fills /tr/trBenchEdit (contact, the demo remark that
 * makes the grab succeed: `DEMO:GRAB-OK`, server/src/modules/trainBench/grab.ts), prepays at the cashier with the
 * company account, and /tr/trBenchCmp/:id follows the grab (within 3 minutes of payment; the demo grabs 5–30 s
 * after) to 候补成功; the order on /tr/trBenthOrderDetail is issued with coach and seat. Booking needs the rail
 * booking hours (05:00–23:59 China time).
 */
import assert from 'node:assert/strict';
import { ACCOUNTS, loginAs, queryOf, typeInto, visibleText, waitForPath, waitForText } from '../lib/helpers.mjs';
import { amountIn, payWithCompanyAccount, shown, waitForStatus } from '../lib/flight.mjs';

const CONTACT_MOBILE = '13800000001';
const FORCE_GRAB_OK = 'DEMO:GRAB-OK';

/** The first sold-out waitlist class on the list, scrolling down the (windowed) list until one shows. */
async function firstWaitlistSeat(page, scrolls = 25) {
  for (let i = 0; i <= scrolls; i += 1) {
    const chip = page.locator('.tr-seat--wait').filter({ visible: true }).first();
    if ((await chip.count()) > 0) return chip;
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(300);
  }
  throw new Error(`no waitlist class on the list; the page shows: ${JSON.stringify(await visibleText(page))}`);
}

export const journeys = [
  {
    name: 's-train bench: a sold-out class offers the waitlist, book and prepay, the grab succeeds, tickets issued',
    async run({ page }) {
      await loginAs(page, ACCOUNTS.employee);

      // The query defaults to Beijing → Shanghai tomorrow.
      await page.goto('/tr/trQuery');
      await waitForPath(page, '/tr/trQuery');
      await shown(page, 'search').click();
      await waitForPath(page, '/tr/trList');
      await page.locator('[data-testid^="train-"]').filter({ visible: true }).first().waitFor({ timeout: 20_000 });

      const chip = await firstWaitlistSeat(page);
      await chip.click();
      await waitForPath(page, '/tr/trBenchEdit');
      await shown(page, 'bench-candidates').waitFor({ state: 'visible' });
      await waitForText(page, '最晚出发时间前3小时');
      await waitForText(page, '1-7个工作日');

      await typeInto(page, '#contact-linkTel', CONTACT_MOBILE);
      await typeInto(page, '#bench-remark-input', FORCE_GRAB_OK);
      const prepayFen = await amountIn(shown(page, 'bench-total'));
      assert.ok(prepayFen > 0, 'the prepayment is empty');
      await shown(page, 'bench-submit').click();

      // Booked: the result screen with the cashier on top of it.
      try {
        await waitForPath(page, '/pay/payment', 20_000);
      } catch {
        throw new Error(
          `the waitlist order was not booked; the page shows: ${JSON.stringify(await visibleText(page))}`,
        );
      }
      const orderId = queryOf(page).get('orderIds');
      assert.ok(orderId, 'no order id on the cashier');
      await payWithCompanyAccount(page, prepayFen);

      // The result screen follows the grab until the seat is secured and the ticket issued.
      await page.goto(`/tr/trBenchCmp/${encodeURIComponent(orderId)}`);
      await shown(page, 'bench-result').waitFor({ state: 'visible', timeout: 20_000 });
      const issued = page.locator('[data-testid="bench-result"][data-phase="issued"]').filter({ visible: true });
      try {
        await issued.waitFor({ state: 'visible', timeout: 60_000 });
      } catch {
        throw new Error(`the grab did not succeed in time; the page shows: ${JSON.stringify(await visibleText(page))}`);
      }
      await waitForText(page, '候补成功');

      await shown(page, 'bench-view-order').click();
      await waitForPath(page, '/tr/trBenthOrderDetail');
      await waitForStatus(page, shown(page, 'order-head'), '已出票', { timeout: 30_000 });
      const seat = page.locator('[data-testid^="bench-seat-"]').filter({ visible: true }).first();
      await seat.waitFor({ state: 'visible' });
      assert.match(await seat.innerText(), /\d\d车/, 'the issued ticket shows no coach');
    },
  },
];
