/**
 * (w) Issue 13: a room above 张三's hotel standard (a hotel the list marks 超标) is bookable with a reason:
 * submitting without one shows the prompt and books nothing; with the first listed reason it books.
 */
import assert from 'node:assert/strict';
import { ACCOUNTS, loginAs, pathOf, visibleText } from '../lib/helpers.mjs';
import { chinaDate, shown } from '../lib/flight.mjs';
import { bookablePlan, chooseStay, fillHotelForm, searchHotels, submitHotel } from '../lib/hotel.mjs';

export const journeys = [
  {
    name: 'w-hotel over standard: a reason is required, then it books',
    async run({ page }) {
      await loginAs(page, ACCOUNTS.employee);
      await chooseStay(page, chinaDate(9), chinaDate(11));
      await searchHotels(page);
      // Rows marked 超标: their lowest price is already above the standard.
      await bookablePlan(page, '/htV2/htList', (p) => p.policy === '超标' && !p.guarantee, {
        row: (text) => text.includes('超标'),
      });

      await fillHotelForm(page);
      const policy = shown(page, 'ht-edit-policy');
      await policy.waitFor({ state: 'visible', timeout: 15_000 });
      await shown(page, 'ht-edit-submit').click();
      const prompt = page.locator('[data-testid="violation-reason-error"], [data-testid="ht-edit-error"]').filter({
        visible: true,
      });
      try {
        await prompt.first().waitFor({ state: 'visible', timeout: 10_000 });
      } catch {
        throw new Error(`no reason prompt; the form shows: ${JSON.stringify(await visibleText(page))}`);
      }
      assert.match(await prompt.first().innerText(), /原因/, 'the prompt does not ask for a reason');
      assert.equal(pathOf(page), '/htV2/htEdit', 'it booked without a reason');

      const reason = shown(page, 'violation-reason').getByRole('radio').first();
      await reason.click();
      assert.equal(await reason.getAttribute('aria-checked'), 'true', 'the violation reason is not chosen');
      const landed = await submitHotel(page);
      assert.ok(['/pay/payment', '/htV2/htCmp'].includes(landed), `booked to ${landed}`);
    },
  },
];
