/**
 * (l) Issue 3: a one-way domestic flight in business class (outside 张三's L1 policy) with a violation reason and a
 * frequent traveller, paid with the company account, issued, then one passenger's ticket refunded with the 60% fee.
 */
import assert from 'node:assert/strict';
import { ACCOUNTS, loginAs, typeInto, waitForPath, waitForText } from '../lib/helpers.mjs';
import {
  amountIn,
  chinaDate,
  expectedFeeFen,
  fenOf,
  finalAmountIn,
  moneyRow,
  openFlightWithFare,
  overPolicy,
  payWithCompanyAccount,
  searchFlights,
  shown,
  submitBooking,
  waitForStatus,
} from '../lib/flight.mjs';

/** A frequent traveller of 13800000001 (seeded). */
const COMPANION = '李娜';
const CONTACT_MOBILE = '13800000001';

export const journeys = [
  {
    name: 'l-flight book + refund: business fare over policy, reason, 李娜, company pay, issued, refund one ticket',
    async run({ page }) {
      const self = ACCOUNTS.employee;
      await loginAs(page, self);
      // A week ahead (China time): far from the 40-minute booking and 2-hour refund limits.
      const dep = chinaDate(7);
      await searchFlights(page, { dep });

      // The first business fare the policy flags 超标.
      const card = await openFlightWithFare(page, 'C', overPolicy);
      const fareFen = fenOf(await card.getByTestId('cabin-price').innerText());
      await card.locator('[data-testid^="choose-"]').click();
      await waitForPath(page, '/tk/tkEdit');

      // The form shows the violation and asks for a reason.
      const policyLine = shown(page, 'tk-edit-policy').first();
      await policyLine.waitFor({ state: 'visible' });
      assert.equal(await policyLine.getAttribute('data-compliant'), '0', 'the booking form shows no violation');
      assert.match(await policyLine.innerText(), /超出差旅标准/);
      const reasons = shown(page, 'violation-reason').getByRole('radio');
      await reasons.first().waitFor({ state: 'visible' });
      const reason = reasons.first();
      const reasonText = (await reason.innerText()).trim();
      await reason.click();
      assert.equal(await reason.getAttribute('aria-checked'), 'true', 'the violation reason is not chosen');

      // 李娜 from the frequent travellers.
      await shown(page, 'tk-edit-add-traveller').click();
      const picker = shown(page, 'traveller-picker');
      await picker.waitFor({ state: 'visible' });
      await picker.getByTestId('traveller-tab-contact').click();
      const companion = picker.getByRole('checkbox', { name: new RegExp(COMPANION) });
      await companion.click();
      assert.equal(await companion.getAttribute('aria-checked'), 'true', `${COMPANION} is not selected`);
      await picker.getByTestId('traveller-confirm').click();
      await picker.waitFor({ state: 'hidden' });
      const list = shown(page, 'traveller-list');
      await list.getByText(COMPANION).waitFor({ state: 'visible' });
      await list.getByText(self.name).waitFor({ state: 'visible' });

      await typeInto(page, '#contact-linkTel', CONTACT_MOBILE);

      const totalFen = await finalAmountIn(shown(page, 'tk-edit-total'));
      assert.ok(totalFen >= 2 * fareFen, `the total ${totalFen} fen is below two fares of ${fareFen} fen`);
      await submitBooking(page);

      // Booked: to the cashier for the amount of the order.
      await waitForText(page, '待支付');
      const orderFen = await amountIn(shown(page, 'cmp-amount'));
      assert.equal(orderFen, totalFen, 'the order amount differs from the booking form total');
      await shown(page, 'cmp-pay').click();
      await payWithCompanyAccount(page, orderFen);

      // The order is issued a few seconds after payment (the detail refreshes itself while ticketing).
      await shown(page, 'pay-result-order').click();
      await waitForPath(page, '/tk/tkOrderDetail');
      const head = shown(page, 'order-head');
      await waitForStatus(page, head, '已出票', { timeout: 60_000 });
      assert.equal(
        await amountIn(head.locator('.order-head__amount')),
        orderFen,
        'the order detail shows another amount',
      );
      await waitForText(page, reasonText);
      assert.equal(await shown(page, 'ticket-no').count(), 2, 'both passengers should hold a ticket number');

      // Refund 张三's ticket only.
      await page.locator('[data-action="refund"]').filter({ visible: true }).click();
      await waitForPath(page, '/tk/tkRefundApply');
      const passengers = shown(page, 'refund-passengers');
      const other = passengers.getByRole('checkbox', { name: COMPANION });
      await other.waitFor({ state: 'visible' });
      await other.click();
      assert.equal(await other.getAttribute('aria-checked'), 'false', `${COMPANION} is still selected`);
      assert.equal(await passengers.getByRole('checkbox', { name: self.name }).getAttribute('aria-checked'), 'true');
      await shown(page, 'refund-reason-choice').getByRole('radio', { name: '行程变更' }).click();

      // The fee preview: one ticket, fee 60% of the fare (at least 50 yuan), refund = fare − fee + taxes.
      const quote = shown(page, 'refund-quote');
      await page.waitForFunction(
        () => document.querySelector('[data-testid="refund-quote"]')?.getAttribute('data-state') === 'ready',
      );
      const items = quote.getByTestId('refund-quote-item');
      assert.equal(await items.count(), 1, 'the quote should cover one ticket');
      const item = items.first();
      assert.equal((await item.locator('.as-item__name').innerText()).trim(), self.name);
      const fare = await moneyRow(item, '票面价');
      const tax = await moneyRow(item, '机建燃油');
      const fee = Math.abs(await moneyRow(item, '退票费'));
      const refund = await moneyRow(item, '应退金额');
      assert.equal(fare, fareFen, 'the quoted fare differs from the fare booked');
      assert.equal(fee, expectedFeeFen(fare, 60), `fee ${fee} fen for a fare of ${fare} fen`);
      assert.ok(fee > 0, 'the refund fee is zero');
      assert.equal(refund, fare - fee + tax, 'refund ≠ fare − fee + taxes');
      assert.equal(await amountIn(shown(page, 'refund-total-fee')), fee);
      const totalRefund = await amountIn(shown(page, 'refund-total'));
      assert.equal(totalRefund, refund);

      await shown(page, 'refund-submit').click();
      await waitForPath(page, '/tk/tkRefundCmp');
      assert.equal(await amountIn(shown(page, 'cmp-refund')), totalRefund, 'the submitted refund differs');
      await shown(page, 'cmp-refund-detail').click();
      await waitForPath(page, '/tk/tkRefundDetail');

      // Processed a few seconds later: the detail shows 已退票 (it does not refresh itself: pull again).
      const refundHead = shown(page, 'refund-head');
      await waitForStatus(page, refundHead, '已退票', { timeout: 60_000, reload: true });
      assert.equal(await amountIn(shown(page, 'refund-total')), totalRefund, 'the refunded amount differs');
      const refunded = shown(page, 'refund-item');
      assert.equal(await refunded.count(), 1);
      await refunded.getByText(self.name).waitFor({ state: 'visible' });
    },
  },
];
