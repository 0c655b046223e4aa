/**
 * (x) Issue 14: an instant ride. 张三 in Beijing rides to Haidian in an economy car (the pick-up is his position,
 * asked for in the place sheet): the ride is booked without paying, the dispatch simulator finds a driver, the
 * driver's marker moves on the offline map toward the pick-up, arrives, drives, and the ride ends with its fare to
 * pay at the end; paid at the cashier with the company account, the ride is completed.
 */
import assert from 'node:assert/strict';
import { ACCOUNTS, loginAs } from '../lib/helpers.mjs';
import { amountIn, payWithCompanyAccount, shown } from '../lib/flight.mjs';
import {
  chooseClass,
  fillCarForm,
  choosePlace,
  driverMarkerAt,
  estimate,
  inBeijing,
  submitCar,
  waitForRideStatus,
} from '../lib/car.mjs';

export const journeys = [
  {
    name: 'x-car instant ride: driver accepts, marker moves, arrives, drives, pay at the end',
    timeoutMs: 240_000,
    async run({ page, context, baseURL }) {
      await inBeijing(context, baseURL);
      await loginAs(page, ACCOUNTS.employee);
      await page.goto('/car/carQuery');
      await shown(page, 'service-instant').waitFor({ state: 'visible' });
      // The pick-up is the current position (asked for in the place sheet); the drop-off from the place search.
      await shown(page, 'from').click();
      await shown(page, 'place-here').click();
      await shown(page, 'place-sheet').waitFor({ state: 'hidden', timeout: 20_000 });
      await choosePlace(page, 'to', '海淀');
      await estimate(page);
      await chooseClass(page, 'economy');
      assert.ok((await amountIn(shown(page, 'car-edit-total'))) > 0, 'the form shows no price');

      await fillCarForm(page);
      const landed = await submitCar(page);
      assert.match(landed, /^\/car\/carJsycDetail/, 'an instant ride opens its journey, not the cashier');
      await waitForRideStatus(page, 'dispatching', 20_000);

      // A driver accepts within seconds; the car marker then moves toward the pick-up.
      await waitForRideStatus(page, 'dispatched', 30_000);
      assert.ok((await shown(page, 'driver-plate').innerText()).trim().length >= 6, 'no plate shown');
      const first = await driverMarkerAt(page);
      await page.waitForTimeout(7_000);
      const later = await driverMarkerAt(page);
      assert.notEqual(later, first, 'the driver marker did not move');

      await waitForRideStatus(page, 'driverArrived', 60_000);
      await waitForRideStatus(page, 'inService', 30_000);
      await waitForRideStatus(page, 'awaitingPayment', 90_000);
      const fare = await amountIn(shown(page, 'ride-finished'));
      assert.ok(fare > 0, 'the finished ride shows no fare');

      await shown(page, 'ride-pay').click();
      await payWithCompanyAccount(page, fare);
      await shown(page, 'pay-result-order').click();
      await page.waitForURL((url) => /^\/car\/car(JsycDetail|OrderDetail)/.test(url.pathname), { timeout: 15_000 });
      // The cashier's order link opens the ride, which the payment completed (stage 5).
      await waitForRideStatus(page, 'completed', 20_000);
    },
  },
];
