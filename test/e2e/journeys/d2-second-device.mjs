/**
 * (d2) Issue 16 defect 12: signing in on a second browser ends the first session with SPEC §8 code 101. The first
 * browser, on its next step, shows one Tips dialog "您的账号已在其他设备登录" (not "账号已退出") over the login page
 * (no "加载失败" page behind it, no failure toast), and pressing OK leaves it on /login with the session gone.
 */
import assert from 'node:assert/strict';
import { ACCOUNTS, MODAL_CONFIRM, loginAs, modalVisible, visibleText, waitForPath } from '../lib/helpers.mjs';

const OTHER_DEVICE = '您的账号已在其他设备登录';
const LOGGED_OUT = '账号已退出';
const LOAD_FAILED = '加载失败';

/** Texts of every Taro modal and toast the page opens, recorded in the page (survives client-side navigation). */
function recordOverlays() {
  const seen = { modals: [], toasts: [] };
  window.__overlays = seen;
  const observer = new MutationObserver(() => {
    for (const el of document.querySelectorAll('.taro__modal')) {
      const open = el.style.display !== 'none' && el.style.opacity !== '0';
      const text = (el.querySelector('.taro-modal__text')?.textContent ?? '').trim();
      if (open && el.dataset.d2Seen !== text) {
        el.dataset.d2Seen = text;
        seen.modals.push({ text, path: location.pathname });
      }
      if (!open) delete el.dataset.d2Seen;
    }
    for (const el of document.querySelectorAll('.taro__toast')) {
      const open = el.style.display !== 'none' && el.style.opacity !== '0';
      const text = (el.textContent ?? '').trim();
      if (open && text && el.dataset.d2Seen !== text) {
        el.dataset.d2Seen = text;
        seen.toasts.push(text);
      }
      if (!open) delete el.dataset.d2Seen;
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
}

export const journeys = [
  {
    name: 'd2. a login on a second browser shows "logged in on another device" once in the first and goes to /login',
    async run({ page, context }) {
      // A: logged in, on the dashboard.
      await loginAs(page, ACCOUNTS.employee);

      // B: another browser (its own storage) signs in to the same account.
      const other = await context.browser().newContext({
        baseURL: new URL(page.url()).origin,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
      });
      try {
        const pageB = await other.newPage();
        await loginAs(pageB, ACCOUNTS.employee);
      } finally {
        await other.close().catch(() => undefined);
      }

      // A moves on inside the app (the orders tab loads its list and the badge counts in parallel).
      await page.evaluate(recordOverlays);
      await page.locator('[data-testid="tab-allorder"]').click();

      const handle = await page
        .waitForFunction(() => window.__overlays.modals[0] ?? null, undefined, { timeout: 15_000, polling: 100 })
        .catch(async () => {
          throw new Error(
            `no dialog after the session was replaced; the page shows ${JSON.stringify(await visibleText(page))}`,
          );
        });
      const first = await handle.jsonValue();
      assert.ok(
        first.text.includes(OTHER_DEVICE),
        `the dialog says ${JSON.stringify(first.text)}, not ${OTHER_DEVICE}`,
      );
      assert.ok(!first.text.includes(LOGGED_OUT), `the dialog says the generic ${JSON.stringify(first.text)}`);
      assert.equal(first.path, '/login', `the dialog opened over ${first.path}, not over the login page`);
      // Behind the open dialog: the login form, not the refused page's "load failed".
      await page.locator('#login-phone').waitFor({ state: 'visible', timeout: 5_000 });
      assert.ok(await modalVisible(page), 'the dialog closed by itself');
      const behind = await visibleText(page, 2000);
      assert.ok(!behind.includes(LOAD_FAILED), `"${LOAD_FAILED}" on screen with the dialog: ${JSON.stringify(behind)}`);

      await page.locator(MODAL_CONFIRM).filter({ visible: true }).first().click();
      await waitForPath(page, '/login');
      await page.locator('#login-phone').waitFor({ state: 'visible' });
      // Let any straggling parallel call answer: still one dialog, no toast.
      await page.waitForTimeout(1500);
      const seen = await page.evaluate(() => window.__overlays);
      assert.equal(seen.modals.length, 1, `dialogs shown: ${JSON.stringify(seen.modals.map((m) => m.text))}`);
      assert.deepEqual(seen.toasts, [], `toasts shown: ${JSON.stringify(seen.toasts)}`);
      assert.ok(!(await modalVisible(page)), 'a dialog is still open');

      // The session is really gone in A: a protected screen sends it back to login, without a second dialog.
      await page.goto('/home');
      await waitForPath(page, '/login');
    },
  },
];
