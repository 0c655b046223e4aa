/**
 * (x) Issue 14: an airport pick-up booked from a flight number. 张三 looks up CA1101 (Beijing → Shanghai) two days
 * ahead: the pick-up becomes the arrival airport and the time the landing plus half an hour; he rides to Jing'an
 * in a comfort car, pays the fixed price at the cashier, and the order says a driver will be sent before the time.
 */
import assert from 'node:assert/strict';
import { ACCOUNTS, loginAs, typeInto, visibleText } from '../lib/helpers.mjs';
import { amountIn, chinaDate, payWithCompanyAccount, shown } from '../lib/flight.mjs';
import { chooseClass, choosePlace, estimate, fillCarForm, submitCar } from '../lib/car.mjs';

export const journeys = [
  {
    name: 'x-car airport pick-up from a flight number, prepaid, booked',
    async run({ page }) {
      await loginAs(page, ACCOUNTS.employee);
      await page.goto('/car/carQuery');
      await shown(page, 'service-airportPickup').click();
      await shown(page, 'flight').click();
      await shown(page, 'flight-sheet').waitFor({ state: 'visible' });
      await typeInto(page, '[data-testid="flight-input"] input, input[data-testid="flight-input"]', 'CA1101');
      const day = chinaDate(2);
      await shown(page, `flight-day-${day}`).click();
      await shown(page, 'flight-find').click();
      const flight = shown(page, 'flight-0');
      try {
        await flight.waitFor({ state: 'visible', timeout: 15_000 });
      } catch {
        throw new Error(`CA1101 was not found: ${JSON.stringify(await visibleText(page))}`);
      }
      await flight.click();
      // The pick-up is the arrival airport in Shanghai, the time the landing plus 30 minutes on that day.
      const from = await shown(page, 'from').innerText();
      assert.match(from, /浦东|虹桥/, `the pick-up is not a Shanghai airport: ${JSON.stringify(from)}`);
      const [, month, date] = day.split('-').map(Number);
      const time = await shown(page, 'time').innerText();
      assert.ok(time.includes(`${month}月${date}日`), `the pick-up time ${JSON.stringify(time)} is not on ${day}`);

      await choosePlace(page, 'to', '静安');
      await estimate(page);
      await chooseClass(page, 'comfort');
      assert.match(await shown(page, 'car-edit-flight').innerText(), /CA1101/, 'the form does not name the flight');
      const total = await amountIn(shown(page, 'car-edit-total'));
      assert.ok(total > 0, 'the form shows no price');

      await fillCarForm(page);
      const landed = await submitCar(page);
      assert.equal(landed, '/pay/payment', 'a pre-booked transfer is paid first');
      await payWithCompanyAccount(page, total);
      await shown(page, 'pay-result-order').click();
      await page.waitForURL((url) => /^\/car\/car(OrderDetail|Cmp|JsycDetail)/.test(url.pathname), { timeout: 15_000 });
      await page.waitForFunction(() => /已支付|派车/.test(document.body.innerText), undefined, { timeout: 20_000 });
      // The status head can paint before the trip section: wait for the flight (a miss still fails after 10 s).
      const named = await page
        .waitForFunction(() => /CA1101/.test(document.body.innerText), undefined, { timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
      assert.ok(named, 'the order does not name the flight');
    },
  },
];
