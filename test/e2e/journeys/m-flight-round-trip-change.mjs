/**
 * (m) Issue 3: a round trip in economy within policy (王五), paid with the company account and issued; then the
 * outbound flight changed to the next day on a dearer fare: change fee (40% of the fare, at least 50 yuan) plus the
 * fare difference, paid at the cashier, and the change completed.
 */
import assert from 'node:assert/strict';
import { ACCOUNTS, loginAs, typeInto, waitForPath, waitForText } from '../lib/helpers.mjs';
import {
  amountIn,
  chinaDate,
  dayLabel,
  expectedFeeFen,
  fenOf,
  finalAmountIn,
  moneyRow,
  openFlightWithFare,
  payWithCompanyAccount,
  searchFlights,
  shown,
  submitBooking,
  waitForFlights,
  waitForStatus,
  withinPolicy,
} from '../lib/flight.mjs';

const CONTACT_MOBILE = '13800000003';

/** Chooses the card's fare on /tk/tkCabin; returns its price in fen. */
async function chooseFare(card) {
  const fen = fenOf(await card.getByTestId('cabin-price').innerText());
  await card.locator('[data-testid^="choose-"]').click();
  return fen;
}

export const journeys = [
  {
    name: 'm-flight round trip + change: economy out and back, company pay, issued, outbound a day later, pay the difference',
    async run({ page }) {
      const booker = ACCOUNTS.admin;
      await loginAs(page, booker);
      const dep = chinaDate(8);
      const ret = chinaDate(10);
      const later = chinaDate(9);
      await searchFlights(page, { dep, ret });

      // Outbound: the first economy fare within policy; the list then offers the return leg.
      const outFen = await chooseFare(await openFlightWithFare(page, 'Y', withinPolicy));
      await waitForPath(page, '/tk/tkList');
      await shown(page, 'outbound-chosen').waitFor({ state: 'visible' });
      await waitForText(page, '返程');
      await waitForFlights(page);
      const retCard = await openFlightWithFare(page, 'Y', withinPolicy);
      await waitForText(page, '返程');
      const retFen = await chooseFare(retCard);
      await waitForPath(page, '/tk/tkEdit');

      // Two segments, within policy: no violation reason asked.
      const segments = shown(page, 'tk-edit-segment');
      await segments.first().waitFor({ state: 'visible' });
      assert.equal(await segments.count(), 2, 'the booking form should show two segments');
      await segments.nth(0).getByText('去程').waitFor({ state: 'visible' });
      await segments.nth(1).getByText('返程').waitFor({ state: 'visible' });
      await segments.nth(0).getByText(dayLabel(dep)).waitFor({ state: 'visible' });
      await segments.nth(1).getByText(dayLabel(ret)).waitFor({ state: 'visible' });
      const policyLine = shown(page, 'tk-edit-policy').first();
      await policyLine.waitFor({ state: 'visible' });
      assert.equal(await policyLine.getAttribute('data-compliant'), '1', await policyLine.innerText());
      assert.equal(await shown(page, 'violation-reason').count(), 0, 'a violation reason is asked for');
      const list = shown(page, 'traveller-list');
      await list.getByText(booker.name).waitFor({ state: 'visible' });

      await typeInto(page, '#contact-linkTel', CONTACT_MOBILE);
      const totalFen = await finalAmountIn(shown(page, 'tk-edit-total'));
      assert.ok(totalFen >= outFen + retFen, `the total ${totalFen} fen is below the two fares`);
      await submitBooking(page);

      await waitForText(page, '待支付');
      const orderFen = await amountIn(shown(page, 'cmp-amount'));
      assert.equal(orderFen, totalFen, 'the order amount differs from the booking form total');
      await shown(page, 'cmp-pay').click();
      await payWithCompanyAccount(page, orderFen);
      await shown(page, 'pay-result-order').click();
      await waitForPath(page, '/tk/tkOrderDetail');
      await waitForStatus(page, shown(page, 'order-head'), '已出票', { timeout: 60_000 });

      // Change the outbound flight to the next day.
      await page.locator('[data-action="change"]').filter({ visible: true }).click();
      await waitForPath(page, '/tk/tkChangeApply');
      const legs = shown(page, 'change-leg').getByRole('radio');
      await legs.first().waitFor({ state: 'visible' });
      assert.equal(await legs.count(), 2, 'both legs should be listed');
      assert.equal(await legs.first().getAttribute('aria-checked'), 'true', 'the outbound leg is not chosen');
      assert.match(await legs.first().innerText(), /北京-上海/);
      await shown(page, 'change-reason-choice').getByRole('radio', { name: '行程变更' }).click();
      await shown(page, 'change-date').click();
      await shown(page, 'calendar').getByTestId(`day-${later}`).click();
      await shown(page, 'calendar').waitFor({ state: 'hidden' });
      assert.match(await shown(page, 'change-date').innerText(), new RegExp(dayLabel(later)));
      await shown(page, 'change-next').click();

      // The first flight of that day with a fare dearer than the one booked.
      await waitForPath(page, '/tk/tkChangeFlight');
      const newDate = shown(page, 'change-date');
      await newDate.waitFor({ state: 'visible' });
      assert.match(await newDate.innerText(), new RegExp(dayLabel(later)));
      const flights = shown(page, 'change-flights').locator('[data-testid^="flight-"]');
      await flights.first().waitFor({ state: 'visible', timeout: 20_000 });
      let newFen = 0;
      for (let i = 0; i < (await flights.count()) && !newFen; i += 1) {
        await flights.nth(i).click();
        const cards = page.locator('.as-flight__cabins .fl-cabin').filter({ visible: true });
        await cards.first().waitFor({ state: 'visible' });
        for (let j = 0; j < (await cards.count()); j += 1) {
          const card = cards.nth(j);
          const choose = card.locator('[data-testid^="choose-"]');
          const fen = fenOf(await card.getByTestId('cabin-price').innerText());
          if (fen > outFen && (await choose.getAttribute('aria-disabled')) !== 'true') {
            newFen = fen;
            await choose.click();
            break;
          }
        }
        if (!newFen) await flights.nth(i).click();
      }
      assert.ok(newFen > 0, `no fare dearer than ${outFen} fen on ${later}`);

      // The fee screen: change fee 40% of the booked fare (at least 50 yuan) + the fare difference.
      await waitForPath(page, '/tk/tkChangeEdit');
      const item = shown(page, 'change-fee-item');
      await item.first().waitFor({ state: 'visible', timeout: 20_000 });
      assert.equal(await item.count(), 1, 'one passenger changes');
      const fee = await moneyRow(item.first(), '改签费');
      const difference = await moneyRow(item.first(), '票价差额');
      assert.equal(fee, expectedFeeFen(outFen, 40), `change fee ${fee} fen for a fare of ${outFen} fen`);
      assert.equal(difference, newFen - outFen, 'the fare difference is not new fare − booked fare');
      const total = await amountIn(shown(page, 'change-total'));
      assert.equal(total, fee + difference, 'the total is not change fee + difference');
      assert.equal(await amountIn(shown(page, 'change-total-fee')), fee);
      assert.equal(await amountIn(shown(page, 'change-total-difference')), difference);
      await shown(page, 'change-confirm').click();

      // Submitted, awaiting the payment of fee + difference at the cashier.
      await waitForPath(page, '/tk/tkChangeCmp');
      assert.equal(await amountIn(shown(page, 'cmp-total')), total, 'the change order asks for another amount');
      await shown(page, 'cmp-pay').click();
      await payWithCompanyAccount(page, total);

      await shown(page, 'pay-result-order').click();
      await waitForPath(page, '/tk/tkChangeDetail');
      const head = shown(page, 'change-head');
      await waitForStatus(page, head, '已改签', { timeout: 60_000, reload: true });
      assert.equal(await amountIn(shown(page, 'change-total')), total);
      await shown(page, 'change-flights').getByText(dayLabel(later)).first().waitFor({ state: 'visible' });
    },
  },
];
