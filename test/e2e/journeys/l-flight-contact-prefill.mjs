/**
 * (l) Issue 15 booking friction: the booking form's contact is prefilled from the signed-in employee — name and their
 * own mobile, which the app has only masked (138****0015) — and the booking goes through with it unchanged (the
 * server books with the employee's real number; test/server/contactMobile.test.ts checks what is stored).
 */
import assert from 'node:assert/strict';
import { loginAs, waitForPath } from '../lib/helpers.mjs';
import { chinaDate, openFlightWithFare, searchFlights, submitBooking, withinPolicy } from '../lib/flight.mjs';

/** Used by no other journey, so the extra order changes no other journey's lists. */
const BOOKER = { phone: '13800000015', name: '郑晓雨' };

export const journeys = [
  {
    name: 'l-flight contact prefill: the masked own mobile is prefilled, shown and booked with as it is',
    async run({ page }) {
      await loginAs(page, BOOKER);
      await searchFlights(page, { dep: chinaDate(9) });
      const card = await openFlightWithFare(page, 'Y', withinPolicy);
      await card.locator('[data-testid^="choose-"]').click();
      await waitForPath(page, '/tk/tkEdit');

      const tel = page.locator('#contact-linkTel').filter({ visible: true });
      await tel.waitFor({ state: 'visible' });
      assert.equal(await tel.inputValue(), '138****0015', 'the own mobile is not prefilled (masked)');
      assert.equal(await tel.getAttribute('type'), 'text', 'a number field cannot show the masked mobile');
      assert.equal(await page.locator('#contact-linkman').filter({ visible: true }).inputValue(), BOOKER.name);

      await submitBooking(page);
    },
  },
];
