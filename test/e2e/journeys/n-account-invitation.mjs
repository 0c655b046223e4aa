/**
 * (n) Issue 6: the administrator of 演示科技 creates an invitation in /userCenter/invitEmployees; a new person opens
 * its link, joins with a fresh phone and the demo SMS code and is signed in as an employee of 演示科技; they add a
 * frequent traveller with a passport in /userCenter/CommonInfo, who is then offered in the flight traveller picker.
 */
import assert from 'node:assert/strict';
import {
  ACCOUNTS,
  loginAs,
  nameOf,
  tickConsent,
  typeInto,
  visibleText,
  waitForPath,
  waitForText,
} from '../lib/helpers.mjs';
import { DEMO_CORP, freshPhone, logoutFromUserCenter, sendSmsCode, userCenterRow } from '../lib/account.mjs';
import { chinaDate, shown } from '../lib/flight.mjs';

/** 王五's own department, which the invitation screen proposes. */
const DEPT = '总经办';
const TRAVELLER = { name: '陈思远', enName: 'CHEN/SIYUAN', passport: 'E12345678', placeOfIssue: '北京' };

/** As the administrator: creates an invitation for their department and returns its link's path and query. */
async function createInvitation(page) {
  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/userCenter');
  await waitForPath(page, '/userCenter');
  await shown(page, 'entry-invitEmployees').click();
  await waitForPath(page, '/userCenter/invitEmployees');
  const dept = shown(page, 'invite-dept');
  await page.waitForFunction(
    (want) =>
      [...document.querySelectorAll('[data-testid="invite-dept"]')].some((el) => el.textContent?.includes(want)),
    DEPT,
    { timeout: 10_000 },
  );
  // The picker row is named by what it shows (issue 15: names hold the visible words).
  assert.ok((await dept.innerText()).includes(DEPT), 'the invitation is not for 总经办');
  await shown(page, 'invite-create').click();
  const link = shown(page, 'invite-link');
  await link.waitFor({ state: 'visible' });
  const forText = await shown(page, 'invite-for').innerText();
  assert.ok(forText.includes(DEMO_CORP) && forText.includes(DEPT), `the invitation is for ${JSON.stringify(forText)}`);
  await shown(page, 'invite-qr').waitFor({ state: 'visible' });
  const url = new URL((await link.innerText()).trim());
  assert.equal(url.pathname, '/Invitation', `the invitation link is ${url.href}`);
  assert.ok(url.searchParams.get('code'), `the invitation link has no code: ${url.href}`);
  return `${url.pathname}${url.search}`;
}

export const journeys = [
  {
    name: 'n-account invitation: admin invites in the UI, a new employee joins 演示科技, adds a passport traveller offered in the flight picker',
    async run({ page }) {
      const invitation = await createInvitation(page);
      await logoutFromUserCenter(page);

      // The invited person opens the link: company and department are shown.
      const phone = freshPhone();
      const name = '吴嘉怡';
      await page.goto(invitation);
      await waitForPath(page, '/Invitation');
      const corp = shown(page, 'invite-corp');
      try {
        await corp.waitFor({ state: 'visible' });
      } catch {
        throw new Error(`the invitation did not open: ${JSON.stringify(await visibleText(page))}`);
      }
      assert.ok((await corp.innerText()).includes(DEMO_CORP), `the invitation names ${await corp.innerText()}`);
      assert.ok((await shown(page, 'invite-dept').innerText()).includes(DEPT));

      await typeInto(page, '#inv-phone', phone);
      const code = await sendSmsCode(page, 'inv-code', '/obt/smsCodeGet');
      await typeInto(page, '#inv-code', code);
      await typeInto(page, '#inv-name', name);
      await typeInto(page, '#inv-pwd', 'Wu2026jia');
      await typeInto(page, '#inv-confirm', 'Wu2026jia');
      // Joining accepts the user agreement and privacy policy, as registration does (issue 15).
      await tickConsent(page);
      await shown(page, 'invite-submit').click();
      try {
        await waitForPath(page, '/home', 20_000);
      } catch {
        throw new Error(`joining did not land on /home; the page shows: ${JSON.stringify(await visibleText(page))}`);
      }
      await waitForText(page, name);

      // Signed in as an employee of 演示科技, in the invited department.
      await page.goto('/userCenter');
      await waitForPath(page, '/userCenter');
      await shown(page, 'user-name').filter({ hasText: name }).waitFor({ state: 'visible' });
      const company = await userCenterRow(page, '所属企业');
      assert.ok(company.includes(DEMO_CORP), `the Me tab shows the company ${JSON.stringify(company)}`);
      assert.equal(await userCenterRow(page, '部门'), DEPT);

      // A frequent traveller with a passport.
      await shown(page, 'entry-CommonInfo').click();
      await waitForPath(page, '/userCenter/CommonInfo');
      await waitForText(page, '暂无常用旅客');
      await shown(page, 'common-add').click();
      await waitForPath(page, '/userCenter/CommonInfo/EditContact');
      await typeInto(page, '#contact-name', TRAVELLER.name);
      await typeInto(page, '#contact-enName', TRAVELLER.enName);
      const passport = shown(page, 'contact-idType').getByRole('radio', { name: '护照', exact: true });
      await passport.click();
      assert.equal(await passport.getAttribute('aria-checked'), 'true', 'the passport type is not chosen');
      await typeInto(page, '#contact-idno', TRAVELLER.passport);
      await typeInto(page, '#contact-expiry', chinaDate(5 * 365));
      await typeInto(page, '#contact-placeOfIssue', TRAVELLER.placeOfIssue);
      await shown(page, 'contact-sex').getByRole('radio', { name: '男', exact: true }).click();
      await shown(page, 'contact-save').click();
      try {
        await waitForPath(page, '/userCenter/CommonInfo');
      } catch {
        throw new Error(`the traveller was not saved; the page shows: ${JSON.stringify(await visibleText(page))}`);
      }
      const row = shown(page, 'contact-row').filter({ hasText: TRAVELLER.name });
      await row.waitFor({ state: 'visible' });
      const rowText = await row.innerText();
      assert.match(rowText, /护照/, `the traveller row shows no passport: ${JSON.stringify(rowText)}`);
      assert.ok(!rowText.includes(TRAVELLER.passport), `the list shows the full passport number: ${rowText}`);

      // Offered in the flight search's traveller picker, under 常用旅客.
      await page.goto('/tk/tkQuery');
      await waitForPath(page, '/tk/tkQuery');
      await shown(page, 'travellers').click();
      const picker = shown(page, 'traveller-picker');
      await picker.waitFor({ state: 'visible' });
      const tab = picker.getByTestId('traveller-tab-contact');
      await tab.click();
      assert.equal(await tab.getAttribute('aria-selected'), 'true', 'the frequent-traveller tab is not selected');
      const offered = picker.getByRole('checkbox', { name: new RegExp(TRAVELLER.name) });
      try {
        await offered.waitFor({ state: 'visible' });
      } catch {
        throw new Error(
          `${TRAVELLER.name} is not offered; the picker shows: ${JSON.stringify(await picker.innerText())}`,
        );
      }
      const offeredText = await offered.innerText();
      assert.match(offeredText, /护照/, `the picker row shows no passport: ${JSON.stringify(offeredText)}`);
      assert.ok(!offeredText.includes(TRAVELLER.passport), `the picker shows the full passport number: ${offeredText}`);

      // Chosen, the traveller goes onto the search form.
      await offered.click();
      assert.equal(await offered.getAttribute('aria-checked'), 'true', `${TRAVELLER.name} is not selected`);
      await picker.getByTestId('traveller-confirm').click();
      await picker.waitFor({ state: 'hidden' });
      const travellers = await nameOf(shown(page, 'travellers'));
      assert.ok(
        travellers?.includes(TRAVELLER.name),
        `the search form's travellers read ${JSON.stringify(travellers)}`,
      );
    },
  },
];
