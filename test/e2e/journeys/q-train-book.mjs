/**
 * (q) Issue 12: a G train from Beijing to Shanghai in second class, booked by 张三 with his rail account
 * (zhangsan12306, seeded bound and verified with the demo employees in its rail list), paid at the cashier with the
 * company account, then issued: the order shows the rail account, coach and seat and the ticket number.
 *
 * Rail ticketing closes from 00:00 to 05:00 China time (SPEC §5 train): the runner moves the clock into booking
 * hours when a run could reach them, so the whole booking is checked at any hour.
 */
import assert from 'node:assert/strict';
import { ACCOUNTS, loginAs, typeInto, visibleText, waitForPath } from '../lib/helpers.mjs';
import { amountIn, chinaDate, payWithCompanyAccount, shown, waitForStatus } from '../lib/flight.mjs';

const CONTACT_MOBILE = '13800000001';
const RAIL_ACCOUNT = 'zhangsan12306';
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The hour of the day in China now. */
function chinaHour() {
  return new Date(Date.now() + CHINA_OFFSET_MS).getUTCHours();
}

/** Picks a station or city by typing its name in the open picker and choosing the row named exactly so. */
async function pickStation(page, which, name) {
  const field = shown(page, `station-${which}`);
  if ((await field.getAttribute('aria-label'))?.includes(name)) return;
  await field.click();
  const picker = shown(page, 'city-picker');
  await picker.waitFor({ state: 'visible' });
  await picker.getByTestId('city-search').fill(name);
  const row = picker
    .locator('[data-testid^="result-"]')
    .filter({ has: page.locator('.city-picker__row-name', { hasText: new RegExp(`^${name}$`) }) })
    .first();
  await row.click();
  await picker.waitFor({ state: 'detached' });
  const label = await shown(page, `station-${which}`).getAttribute('aria-label');
  assert.ok(label?.includes(name), `the ${which} station reads ${JSON.stringify(label)} after choosing ${name}`);
}

/** /tr/trQuery → /tr/trList for 北京 → 上海 on `date`; waits for the first trains. */
async function searchTrains(page, date) {
  await page.goto('/tr/trQuery');
  await waitForPath(page, '/tr/trQuery');
  await pickStation(page, 'from', '北京');
  await pickStation(page, 'to', '上海');
  await shown(page, 'date').click();
  const calendar = shown(page, 'calendar');
  await calendar.waitFor({ state: 'visible' });
  await calendar.getByTestId(`day-${date}`).click();
  await calendar.waitFor({ state: 'hidden' });
  await shown(page, 'search').click();
  await waitForPath(page, '/tr/trList');
  const rows = page.locator('[data-testid^="train-G"]').filter({ visible: true });
  try {
    await rows.first().waitFor({ state: 'visible', timeout: 20_000 });
  } catch {
    throw new Error(`no G trains listed; the page shows: ${JSON.stringify(await visibleText(page))}`);
  }
  const route = await shown(page, 'list-route').innerText();
  assert.ok(route.includes('北京') && route.includes('上海'), `the list is for ${JSON.stringify(route)}`);
}

/** Taps the first bookable second-class seat of a G train (not a waitlist one) and lands on /tr/trEdit. */
async function chooseSecondClass(page) {
  const seats = page
    .locator('[data-testid^="seat-G"][data-testid$="-O"][role="button"]:not(.tr-seat--wait)')
    .filter({ visible: true });
  await seats.first().waitFor({ state: 'visible', timeout: 15_000 });
  const seat = seats.first();
  const testId = await seat.getAttribute('data-testid');
  const trainCode = /^seat-(G\d+)-O$/.exec(testId ?? '')?.[1];
  assert.ok(trainCode, `unexpected seat test id ${JSON.stringify(testId)}`);
  await seat.click();
  await waitForPath(page, '/tr/trEdit');
  return trainCode;
}

export const journeys = [
  {
    name: 'q-train book: G train 北京 → 上海, second class, rail account, company pay at the cashier, issued',
    async run({ page }) {
      const self = ACCOUNTS.employee;
      await loginAs(page, self);
      // Three days ahead (China time): inside the 14-day sale range, far from the 2-hour departure questions.
      const date = chinaDate(3);
      await searchTrains(page, date);
      const trainCode = await chooseSecondClass(page);

      // The form: the chosen train and seat, 张三 as the traveller.
      const leg = shown(page, 'tr-edit-leg').first();
      await leg.waitFor({ state: 'visible' });
      assert.ok((await leg.innerText()).includes(trainCode), `the form shows another train than ${trainCode}`);
      assert.match(await shown(page, 'tr-edit-seat').first().innerText(), /二等座/);
      await shown(page, 'traveller-list').getByText(self.name).waitFor({ state: 'visible' });

      // Book with the rail account: switching it on chooses the verified account.
      await shown(page, 'ra-use').click();
      const account = shown(page, `ra-account-${RAIL_ACCOUNT}`);
      await account.waitFor({ state: 'visible', timeout: 15_000 });
      if ((await account.getAttribute('aria-checked')) !== 'true') await account.click();
      assert.equal(await account.getAttribute('aria-checked'), 'true', 'the rail account is not chosen');
      assert.equal(await shown(page, 'ra-missing').count(), 0, `${self.name} should be in the rail list`);

      await typeInto(page, '#contact-linkTel', CONTACT_MOBILE);
      // Above the travel standard (once the policy check answered): the first listed reason.
      await page.locator('.tr-edit__checking').filter({ visible: true }).waitFor({ state: 'hidden' });
      if ((await shown(page, 'tr-edit-policy').count()) > 0) {
        await shown(page, 'violation-reason').getByRole('radio').first().click();
      }
      const totalFen = await amountIn(shown(page, 'tr-edit-total'));
      assert.ok(totalFen > 0, 'the form shows no total');

      // Rail ticketing is closed 00:00–05:00 China time; test/e2e/run.mjs moves the clock into booking hours.
      assert.ok(chinaHour() >= 5, 'the journey runs within rail booking hours (see runInBookingHours in run.mjs)');

      // Booked: straight to the cashier for the form's total.
      await shown(page, 'tr-edit-submit').click();
      try {
        await waitForPath(page, '/pay/payment', 20_000);
      } catch {
        throw new Error(
          `the booking did not reach the cashier; the page shows: ${JSON.stringify(await visibleText(page))}`,
        );
      }
      const paid = await payWithCompanyAccount(page, totalFen);

      // Issued a few seconds after payment (the order detail refreshes itself while ticketing).
      await shown(page, 'pay-result-order').click();
      await waitForPath(page, '/tr/OrderDetail');
      const head = shown(page, 'order-head');
      await waitForStatus(page, head, '已出票', { timeout: 60_000 });
      assert.equal(await amountIn(head.locator('.order-head__amount')), paid, 'the order shows another amount');
      assert.ok((await shown(page, 'order-legs').innerText()).includes(trainCode), 'the order shows another train');
      const ticket = shown(page, 'order-ticket').first();
      assert.match(await ticket.innerText(), /\d+车/, 'the ticket has no coach and seat');
      assert.equal(await shown(page, 'ticket-no').count(), 1, 'the passenger should hold a ticket number');
      const contact = await shown(page, 'order-contact').innerText();
      assert.ok(contact.includes('12306账号'), `the order names no rail account: ${JSON.stringify(contact)}`);
      // Refund and change are offered (departure is days away).
      await page.locator('[data-action="refund"]').filter({ visible: true }).waitFor({ state: 'visible' });
    },
  },
];
