/**
 * (z) Issue 15: consent asked again while signed in. A session restored at start (the app reloaded with a token in
 * storage) whose employee has not agreed to the version in force — this device agreed to an older one, the server
 * has no consent — is asked on the screen it opens: Agree records it with the server and keeps the session;
 * on the next start nothing is asked. 吴十 is used by no other journey, so the server has no consent of theirs.
 */
import assert from 'node:assert/strict';
import { loginOne, post, PEOPLE } from '../../reliability/lib.mjs';
import { waitForPath } from '../lib/helpers.mjs';

const PERSON = PEOPLE.find((p) => p.name === '吴十');

/** Taro's H5 storage: each value as `{ data }` JSON. */
const store = (page, entries) =>
  page.evaluate((e) => {
    for (const [key, data] of Object.entries(e)) localStorage.setItem(key, JSON.stringify({ data }));
  }, entries);

export const journeys = [
  {
    name: 'z-agreement re-ask: a restored session without consent to the version in force is asked; Agree records it',
    async run({ page, baseURL }) {
      const { token } = await loginOne(baseURL, PERSON);
      const before = await post(baseURL, '/obt/agreement/status', {}, { token });
      assert.equal(before.json?.data?.mustAccept, 1, `the server already has consent: ${JSON.stringify(before.json)}`);

      await page.goto('/login');
      await store(page, { 'obt.token': token, agreementConsent: '2020.1' });
      await page.goto('/home');
      const dialog = page.getByTestId('consent-dialog');
      await dialog.waitFor({ state: 'visible', timeout: 10_000 });
      assert.equal(await page.getByRole('dialog').count(), 1, 'one consent dialog');
      // Agree closes the dialog and then records the consent: wait for that call, not only for the dialog to go.
      const recorded = page.waitForResponse((r) => r.url().endsWith('/obt/agreement/accept'));
      await page.getByTestId('consent-agree').click();
      await dialog.waitFor({ state: 'hidden' });
      await recorded;
      await waitForPath(page, '/home');

      const after = await post(baseURL, '/obt/agreement/status', {}, { token });
      assert.equal(after.json?.data?.mustAccept, 0, `recorded: ${JSON.stringify(after.json)}`);

      // The next start: agreed on this device to the version in force, nothing asked.
      await page.reload();
      await page.waitForLoadState('networkidle');
      assert.equal(await dialog.isVisible().catch(() => false), false, 'asked again after agreeing');
    },
  },
];
