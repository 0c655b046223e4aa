/**
 * (w) Issue 13: a plan that needs a card guarantee (the protocol plan, paid at the hotel, arriving after 18:00) asks
 * for a valid card after booking: a number failing its check digit is refused with the message, the test card
 * 4111 1111 1111 1111 goes through, and the order detail shows the guarantee with its last four digits.
 */
import assert from 'node:assert/strict';
import { ACCOUNTS, loginAs, typeInto, visibleText, waitForPath } from '../lib/helpers.mjs';
import { chinaDate, shown } from '../lib/flight.mjs';
import {
  bookablePlan,
  chooseStay,
  fillHotelForm,
  futureExpiry,
  openProtocolHotels,
  submitHotel,
  typeFormatted,
  withinPolicyRow,
} from '../lib/hotel.mjs';

export const journeys = [
  {
    name: 'w-hotel guarantee: late arrival on an onsite plan asks a valid card; the detail shows its last four',
    async run({ page }) {
      await loginAs(page, ACCOUNTS.employee);
      await chooseStay(page, chinaDate(4), chinaDate(6));
      await openProtocolHotels(page);
      // The agreement plan is paid at the hotel with a guarantee for a late arrival.
      await bookablePlan(page, '/htV2/htSignList', (p) => p.planId === 'PX' && !p.policy, { row: withinPolicyRow });
      await fillHotelForm(page, { arrival: '20:00' });
      await shown(page, 'ht-edit-guarantee-note').waitFor({ state: 'visible' });
      const landed = await submitHotel(page);
      assert.equal(landed, '/htV2/htCmp', 'an onsite plan should not go to the cashier');

      // The booked screen opens the guarantee sheet by itself.
      const sheet = page.getByRole('dialog').and(shown(page, 'ht-guarantee'));
      await sheet.waitFor({ state: 'visible', timeout: 15_000 });
      const newCard = sheet.getByTestId('ht-guarantee-card').locator('[data-value=""]');
      if ((await newCard.count()) > 0) await newCard.click();
      await typeFormatted(page, '#ht-guarantee-number', '4111111111111112');
      await typeFormatted(page, '#ht-guarantee-expiry', futureExpiry());
      await typeInto(page, '#ht-guarantee-cvv', '123');
      await typeInto(page, '#ht-guarantee-holder', '张三');
      await typeInto(page, '#ht-guarantee-id-no', '11010519491231002X');
      await shown(page, 'ht-guarantee-submit').click();
      const refused = shown(page, 'ht-guarantee-number-error');
      await refused.waitFor({ state: 'visible' });
      assert.match(await refused.innerText(), /卡号/, 'the bad card number is refused without saying so');
      assert.equal(new URL(page.url()).pathname, '/htV2/htCmp', 'a bad card must not guarantee the order');

      await typeFormatted(page, '#ht-guarantee-number', '4111111111111111');
      await shown(page, 'ht-guarantee-submit').click();
      try {
        await waitForPath(page, '/htV2/htComplete', 20_000);
      } catch {
        throw new Error(
          `the guarantee did not go through; the sheet shows: ${JSON.stringify(await visibleText(page))}`,
        );
      }
      const orderId = new URL(page.url()).searchParams.get('orderId');
      assert.ok(orderId, 'the after-guarantee screen names no order');

      await page.goto(`/ht/htOrder/htOrderDetail?orderId=${orderId}`);
      await waitForPath(page, '/ht/htOrder/htOrderDetail');
      const guarantee = shown(page, 'order-guarantee');
      await guarantee.waitFor({ state: 'visible', timeout: 15_000 });
      const text = await guarantee.innerText();
      assert.match(text, /尾号1111/, `the guarantee shows no last four digits: ${JSON.stringify(text)}`);
      assert.doesNotMatch(await visibleText(page, 4000), /4111\s?1111\s?1111/, 'the full card number is shown');
      assert.equal(await page.locator('[data-testid="order-guarantee-action"]:visible').count(), 0);
    },
  },
];
