/** (g) Switching to English changes the visible texts and survives a reload. */
import { openLogin, submitButton, waitForPath } from '../lib/helpers.mjs';

async function expectSignIn(page, when) {
  try {
    await submitButton(page, 'Sign in').waitFor({ state: 'visible', timeout: 10_000 });
  } catch {
    const buttons = await page.locator('button, [role=button], .taro-button-core').allInnerTexts();
    throw new Error(`${when}: no button 'Sign in'; buttons: ${JSON.stringify(buttons)}`);
  }
}

export const journeys = [
  {
    name: 'g. en-US switch shows "Sign in" and survives a reload',
    async run({ page }) {
      await openLogin(page);
      await submitButton(page, '登录').waitFor({ state: 'visible' });
      await page.locator('[data-testid="lang-en-US"]').click();
      await expectSignIn(page, 'after choosing en-US');
      await page.reload();
      await waitForPath(page, '/login');
      await page.locator('#login-phone').waitFor({ state: 'visible' });
      await expectSignIn(page, 'after reload');
    },
  },
];
