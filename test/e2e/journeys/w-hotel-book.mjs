/**
 * (w) Issue 13: a compliant, prepaid plan of a company-agreement (protocol) hotel for two nights, booked by 张三 from
 * /htV2/htQuery through the protocol list (/htV2/htSignList), the rooms (/htV2/htRoomList) and the booking form
 * (/htV2/htEdit), paid at the cashier with the company account; the order detail then shows the hotel, the two
 * nights and the hotel's confirmation.
 */
import assert from 'node:assert/strict';
import { ACCOUNTS, loginAs, visibleText, waitForPath } from '../lib/helpers.mjs';
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
    name: 'w-hotel book: protocol hotel, two nights, compliant prepaid plan, company pay, confirmed',
    async run({ page }) {
      await loginAs(page, ACCOUNTS.employee);
      const checkIn = chinaDate(3);
      await chooseStay(page, checkIn, chinaDate(5));
      await openProtocolHotels(page);
      // A prepaid plan (P1 room only / P3 non-refundable) within the travel policy: it goes to the cashier.
      const plan = await bookablePlan(
        page,
        '/htV2/htSignList',
        (p) => (p.planId === 'P1' || p.planId === 'P3') && !p.policy && !p.guarantee,
        { row: withinPolicyRow },
      );
      const stay = await shown(page, 'ht-edit-stay').innerText();
      assert.match(stay, /2晚/, `the form is not for two nights: ${JSON.stringify(stay)}`);

      await fillHotelForm(page);
      assert.equal(await shown(page, 'ht-edit-policy').count(), 0, 'a compliant plan should ask no violation reason');
      const totalFen = await amountIn(shown(page, 'ht-edit-total'));
      assert.ok(totalFen > 0, 'the form shows no total');
      const landed = await submitHotel(page);
      assert.equal(landed, '/pay/payment', `a prepaid plan (${plan.planId}) should go to the cashier`);
      const paid = await payWithCompanyAccount(page, totalFen);

      // The order: confirmed by the hotel a few seconds after payment (the detail refreshes itself meanwhile).
      await shown(page, 'pay-result-order').click();
      await waitForPath(page, '/ht/htOrder/htOrderDetail');
      const head = shown(page, 'order-head');
      await waitForStatus(page, head, '已确认', { timeout: 60_000 });
      assert.equal(await amountIn(head.locator('.order-head__amount')), paid, 'the order shows another amount');
      const hotel = await shown(page, 'order-hotel').innerText();
      assert.ok(hotel.includes(plan.hotel.slice(0, 4)), `the order is for ${JSON.stringify(hotel)}, not ${plan.hotel}`);
      const stayRows = await shown(page, 'order-stay').innerText();
      assert.ok(stayRows.includes(checkIn) && /2晚/.test(stayRows), `the stay reads ${JSON.stringify(stayRows)}`);
      assert.equal(
        await shown(page, 'order-nightly').locator('.order-info__row').count(),
        2,
        `two nightly prices expected: ${JSON.stringify(await visibleText(page))}`,
      );
      assert.match(await shown(page, 'order-hotel-extra').innerText(), /酒店确认号/, 'no hotel confirmation number');
    },
  },
];
