/**
 * (u) Issue 15: the offline banner and the H5 title bar are both sticky at the top; while offline the banner used to
 * cover the title bar once the page scrolled. Now the bar sits right below the banner, scrolled or not, and goes
 * back to the top once online.
 */
import assert from 'node:assert/strict';

/**
 * The banner's and the title bar's rectangles on the page in front (earlier pages stay in the DOM, hidden), relative
 * to the top of the box that scrolls the page, after scrolling that box to `y`.
 */
async function boxesAt(page, y) {
  return page.evaluate((scrollY) => {
    const visible = (el) => el && el.getClientRects().length > 0;
    const bar = [...document.querySelectorAll('.obt-title-bar')].find(visible);
    const banner = [...document.querySelectorAll('.obt-offline__banner')].find(visible);
    // Taro's H5 page may scroll in its own box rather than the window.
    let scroller = bar?.parentElement;
    while (scroller && scroller !== document.body && scroller.scrollHeight <= scroller.clientHeight) {
      scroller = scroller.parentElement;
    }
    const box = scroller && scroller !== document.body ? scroller : document.scrollingElement;
    box.scrollTop = scrollY;
    const origin = box === document.scrollingElement ? 0 : box.getBoundingClientRect().top;
    const rect = (el) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { top: Math.round(r.top - origin), bottom: Math.round(r.bottom - origin) };
    };
    return { banner: rect(banner), bar: rect(bar), scrolled: Math.round(box.scrollTop) };
  }, y);
}

export const journeys = [
  {
    name: 'u-offline title bar: the offline banner pushes the title bar down instead of covering it',
    async run({ page, context }) {
      // A long text page with a title bar (not a tab); public, so no sign-in is needed.
      await page.goto('/agreement/privacy');
      await page.locator('.obt-title-bar').filter({ visible: true }).first().waitFor();
      await page.waitForLoadState('networkidle');

      await context.setOffline(true);
      await page.locator('.obt-offline__banner').filter({ visible: true }).first().waitFor({ timeout: 3_000 });
      for (const scroll of [0, 600, 1500]) {
        const { banner, bar, scrolled } = await boxesAt(page, scroll);
        assert.ok(banner && bar, `banner and title bar both on screen at scroll ${scroll}`);
        if (scroll > 0) {
          assert.ok(scrolled > 0, 'the page scrolled');
          // Scrolled, the banner sticks at the very top (unscrolled it sits where the page starts).
          assert.equal(banner.top, 0, `the banner sticks at the top at scroll ${scrolled}`);
        }
        assert.ok(
          bar.top >= banner.bottom - 1,
          `the title bar (${bar.top}–${bar.bottom}) is below the banner (${banner.top}–${banner.bottom}) at scroll ${scrolled}`,
        );
      }

      await context.setOffline(false);
      await page
        .locator('.obt-offline__banner')
        .filter({ visible: true })
        .first()
        .waitFor({ state: 'hidden', timeout: 3_000 });
      const { bar, scrolled } = await boxesAt(page, 1500);
      assert.ok(scrolled > 0, 'the page scrolled');
      assert.equal(bar?.top, 0, 'the title bar sticks at the very top again once online');
    },
  },
];
