/**
 * (y) Issue 15, title bars and page width: on a 390×844 phone (mobile emulation) home → flight search → flight list →
 * fare list → booking form never makes the page wider than the screen (the slide-in transitions used to leave it at
 * 448 px and 780 px); every pushed screen has a title bar with the route's title and a back control that goes back,
 * a deep link (nothing to go back to) offers home instead; tabs have no title bar; at 820 px the content keeps a
 * phone-like maximum width, title bar included.
 */
import assert from 'node:assert/strict';
import { ACCOUNTS, loginAs, waitForPath } from '../lib/helpers.mjs';
import { chinaDate, openFlightWithFare, searchFlights, shown, withinPolicy } from '../lib/flight.mjs';

/** Longer than the 0.22 s slide (src/app.scss), so a measurement sees where the page settles. */
const SETTLE_MS = 400;

/** Fails when the document scrolls sideways; names the widest offenders so the report says what overflowed. */
async function assertFits(page, where) {
  await page.waitForTimeout(SETTLE_MS);
  const m = await page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll('body *')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.right > width + 1)
      .slice(0, 5)
      .map(({ el, r }) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').join('.')} right=${r.right}`);
    return { scroll: document.documentElement.scrollWidth, body: document.body.scrollWidth, width, wide };
  });
  assert.ok(
    m.scroll <= m.width && m.body <= m.width,
    `${where}: the page is ${m.scroll} px (body ${m.body} px) wide on a ${m.width} px screen; ${m.wide.join('; ')}`,
  );
}

/** The title bar of the screen in front. */
function titleBar(page) {
  return shown(page, 'title-bar');
}

async function expectTitle(page, title, control) {
  const bar = titleBar(page);
  await bar.waitFor({ state: 'visible' });
  const heading = bar.getByRole('heading', { level: 1 });
  await heading.filter({ hasText: title }).waitFor({ state: 'visible' });
  const button = bar.getByTestId('title-bar-back');
  assert.equal(
    await button.getAttribute('aria-label'),
    control,
    `the title bar of ${title} offers ${await button.getAttribute('aria-label')}`,
  );
}

export const journeys = [
  {
    name: 'y-title bar + page width: home → flights → fares → booking form stays 390 px wide, titles, back, home',
    async run({ page }) {
      await loginAs(page, ACCOUNTS.employee);
      await assertFits(page, '/home');
      assert.equal(await titleBar(page).count(), 0, 'the home tab has a title bar');

      // Home → flight search (pushed): back goes back to home.
      await page.locator('.home__entry[data-url="/tk/tkQuery"]').filter({ visible: true }).first().click();
      await waitForPath(page, '/tk/tkQuery');
      await expectTitle(page, '机票查询', '返回');
      await assertFits(page, '/tk/tkQuery from home');
      await titleBar(page).getByTestId('title-bar-back').click();
      await waitForPath(page, '/home');
      await assertFits(page, '/home after back');

      // The booking flow from a fresh search.
      await searchFlights(page, { dep: chinaDate(9) });
      await expectTitle(page, '航班列表', '返回');
      await assertFits(page, '/tk/tkList');
      // The fare the helper found (the first visible one may be sold out by earlier journeys).
      const card = await openFlightWithFare(page, 'Y', withinPolicy);
      await expectTitle(page, '选择舱位', '返回');
      await assertFits(page, '/tk/tkCabin');
      await card.locator('[data-testid^="choose-"]').click();
      await waitForPath(page, '/tk/tkEdit');
      await expectTitle(page, '填写订单', '返回');
      await assertFits(page, '/tk/tkEdit');

      // Keyboard: the back control is a focusable button that Enter operates.
      const back = titleBar(page).getByTestId('title-bar-back');
      await back.focus();
      await page.keyboard.press('Enter');
      await waitForPath(page, '/tk/tkCabin');
      await expectTitle(page, '选择舱位', '返回');
      await assertFits(page, '/tk/tkCabin after back');

      // A deep link has nothing under it: the control goes home.
      await page.goto('/tk/tkQuery');
      await waitForPath(page, '/tk/tkQuery');
      await expectTitle(page, '机票查询', '返回首页');
      await assertFits(page, '/tk/tkQuery deep link');
      await titleBar(page).getByTestId('title-bar-back').click();
      await waitForPath(page, '/home');

      // Tablet: the content keeps a maximum width, centred, and the title bar takes the same width.
      await page.setViewportSize({ width: 820, height: 1180 });
      await page.locator('.home__entry[data-url="/tk/tkQuery"]').filter({ visible: true }).first().click();
      await waitForPath(page, '/tk/tkQuery');
      await expectTitle(page, '机票查询', '返回');
      await assertFits(page, '/tk/tkQuery at 820 px');
      const shell = await page.locator('.obt-page').filter({ visible: true }).first().boundingBox();
      const bar = await titleBar(page).boundingBox();
      assert.ok(shell && shell.width <= 640, `the page content is ${shell?.width} px wide at 820 px`);
      assert.ok(Math.abs(shell.x - (820 - shell.x - shell.width)) <= 1, `the content is not centred (x ${shell.x})`);
      assert.ok(bar && Math.abs(bar.width - shell.width) <= 1, `the title bar is ${bar?.width} px, not ${shell.width}`);
    },
  },
];
