/**
 * (p) Issue 4: a trip request through approval, then a flight booked from it that goes over its budget.
 *
 * 1. 张三 writes a trip request on /tripAdd (from /tripList): reason, destination, dates a week ahead, a Shanghai →
 *    Beijing flight leg of 300 yuan on /tripRoute (the transport budget follows it: 300 yuan), a PNG attachment;
 *    submits, sends it on /approval/Send (11099) to 李四 with a remark; the request is 审批中.
 * 2. 李四 approves it from /approvalList; the pending count and the tab badge drop by one.
 * 3. 张三 books the leg from /tripDetail: /tk/tkQuery is pre-filled (cities, date, request); any fare is over the
 *    300-yuan budget, so /tk/tkEdit asks for an over-budget reason; the order goes to /approval/Send (11001) → 李四.
 * 4. 李四 rejects it with a remark.
 * 5. 张三 finds the order 已驳回 under 已关闭 in /allorder; the leg is open to book again on /tripDetail.
 *
 * The journeys of this file run in order on the same server and hand the request and order on through `run`.
 */
import assert from 'node:assert/strict';
import { logoutFromUserCenter } from '../lib/account.mjs';
import { ACCOUNTS, loginAs, nameOf, queryOf, typeInto, visibleText, waitForPath } from '../lib/helpers.mjs';
import {
  amountIn,
  chinaDate,
  dayLabel,
  fenOf,
  finalAmountIn,
  openFlightWithFare,
  shown,
  withinPolicy,
} from '../lib/flight.mjs';
import {
  approvalBadge,
  approvalRow,
  approvalTabCount,
  attachPng,
  decide,
  infoValue,
  pickCityRow,
  pickDays,
  pickerValue,
  pngBytes,
  sendToApprover,
  typeVisible,
  waitForApprovalState,
  waitForPendingCount,
} from '../lib/trip.mjs';

const FROM = '上海';
const TO = '北京';
const BUDGET_YUAN = '300';
const BUDGET_FEN = 30_000;
const CONTACT_MOBILE = '13800000001';
const TRIP_RULE = '差旅申请审批';
const FLIGHT_RULE = '超预算机票审批';

/** What the journeys hand on: a rerun on the same server writes a request of its own (the reason is unique). */
const STAMP = String(Date.now() % 1_000_000).padStart(6, '0');
const run = {
  reason: `拜访北京客户 ${STAMP}`,
  begin: chinaDate(6),
  leg: chinaDate(7),
  end: chinaDate(9),
  ccsqdId: '',
  ccsqdNo: '',
  routeId: '',
  orderId: '',
  orderNo: '',
  totalFen: 0,
  overReason: '',
};

function needs(...keys) {
  for (const key of keys) {
    if (!run[key]) throw new Error(`no ${key} from the earlier journey of this file (run the whole file: p-trip)`);
  }
}

/** /tripDetail of the request once loaded: its status tag. */
async function openTripDetail(page) {
  await page.goto(`/tripDetail?ccsqdId=${encodeURIComponent(run.ccsqdId)}`);
  await waitForPath(page, '/tripDetail');
  const status = shown(page, 'trip-status');
  await status.waitFor({ state: 'visible' });
  return status;
}

/** The one route row of the request on /tripDetail. */
function routeRow(page) {
  return shown(page, 'trip-routes').locator('[role="listitem"][data-testid^="trip-route-"]');
}

/** 李四 on /approvalList: the pending count, which the tab bar's approvals badge shows too. */
async function pendingWithBadge(page) {
  await page.goto('/approvalList');
  await waitForPath(page, '/approvalList');
  const pending = await approvalTabCount(page, 1);
  await expectBadge(page, pending);
  return pending;
}

async function expectBadge(page, expected) {
  for (let i = 0; i < 30 && (await approvalBadge(page)) !== expected; i += 1) await page.waitForTimeout(300);
  assert.equal(
    await approvalBadge(page),
    expected,
    'the approvals badge of the tab bar differs from the pending count',
  );
}

/** Back from /approval/Detail to the list (the tab page refreshes its list and counts when shown again). */
async function backToApprovalList(page) {
  await page.goBack();
  await waitForPath(page, '/approvalList');
}

export const journeys = [
  {
    name: 'p-trip request: 张三 writes a request (flight leg, 300-yuan budget, PNG), sends it to 李四, who approves it',
    async run({ page }) {
      const self = ACCOUNTS.employee;
      await loginAs(page, self);

      // /tripList → new request.
      await page.goto('/tripList');
      await waitForPath(page, '/tripList');
      assert.equal(await shown(page, 'trip-filter-2').getAttribute('aria-selected'), 'true', 'approved is not default');
      await shown(page, 'trip-new').click();
      await waitForPath(page, '/tripAdd');
      await shown(page, 'trip-traveller-list').getByText(self.name).waitFor({ state: 'visible' });

      await typeVisible(page, 'trip-ccsy', run.reason);
      await pickCityRow(page, 'trip-mdd', TO);
      await pickDays(page, 'trip-dates', run.begin, run.end);
      assert.equal(await pickerValue(page, 'trip-dates'), `${run.begin} 至 ${run.end}`, 'the travel dates differ');

      // A Shanghai → Beijing flight leg of 300 yuan: the transport budget rises by its cost.
      await shown(page, 'trip-route-add').click();
      await waitForPath(page, '/tripRoute');
      assert.equal(await shown(page, 'trip-route-tab-flight').getAttribute('aria-selected'), 'true');
      await pickCityRow(page, 'leg-flight-from', FROM);
      await pickCityRow(page, 'leg-flight-to', TO);
      await pickDays(page, 'leg-flight-dates', run.leg);
      assert.equal(await pickerValue(page, 'leg-flight-dates'), run.leg, 'the leg date differs');
      await typeVisible(page, 'leg-flight-cost', BUDGET_YUAN);
      await shown(page, 'trip-route-save').click();
      await waitForPath(page, '/tripAdd');
      const leg = shown(page, 'trip-leg-flight-0');
      await leg.waitFor({ state: 'visible' });
      const legText = await leg.innerText();
      assert.ok(legText.includes(`${FROM} → ${TO}`) && legText.includes(run.leg), `the leg reads ${legText}`);
      assert.equal(fenOf(await leg.locator('.trip-leg__cost').innerText()), BUDGET_FEN, 'the leg cost differs');
      const transport = page.locator('#trip-jtysFen').filter({ visible: true });
      assert.equal(Number(await transport.inputValue()), Number(BUDGET_YUAN), 'the transport budget did not follow');
      assert.equal(await amountIn(shown(page, 'trip-zys')), BUDGET_FEN, 'the total budget is not 300 yuan');

      // Submitting needs the attachment: a PNG made here, through the page's file input.
      await attachPng(page, `trip-${STAMP}.png`, pngBytes());
      await shown(page, 'trip-submit').click();

      // One approval level: 李四 or 王五; send to 李四 with a remark → the request, in approval.
      await sendToApprover(page, {
        orderType: 11099,
        ruleName: TRIP_RULE,
        approver: '李四',
        remark: '客户拜访，请审批',
      });
      await waitForPath(page, '/tripDetail');
      run.ccsqdId = queryOf(page).get('ccsqdId') ?? '';
      assert.ok(run.ccsqdId, `no ccsqdId in ${page.url()}`);
      const status = shown(page, 'trip-status');
      await status.waitFor({ state: 'visible' });
      assert.equal((await status.innerText()).trim(), '审批中');
      assert.equal(await status.getAttribute('data-status'), '1');
      run.ccsqdNo = /申请单号\s*(\S+)/.exec(await shown(page, 'trip-head').innerText())?.[1] ?? '';
      assert.ok(run.ccsqdNo, 'the request number is not shown');
      assert.equal(await infoValue(shown(page, 'trip-info'), '出差事由'), run.reason);
      assert.equal(fenOf(await infoValue(shown(page, 'trip-budgets'), '交通预算')), BUDGET_FEN);
      const progress = shown(page, 'trip-progress');
      await progress.waitFor({ state: 'visible' });
      assert.equal((await progress.getByTestId('trip-progress-state').innerText()).trim(), '审批中');
      assert.match(await progress.getByTestId('trip-progress-level-1').innerText(), /李四 · 待审批/);
      const rows = await routeRow(page).count();
      assert.equal(rows, 1, `the request lists ${rows} routes`);

      // /tripList: under 审批中.
      await page.goto('/tripList');
      await waitForPath(page, '/tripList');
      await shown(page, 'trip-filter-1').click();
      const listed = shown(page, `trip-row-${run.ccsqdId}`);
      await listed.waitFor({ state: 'visible' });
      assert.ok((await listed.innerText()).includes(run.reason));
      assert.equal((await listed.locator('.orders__item-status').innerText()).trim(), '审批中');

      // 李四 approves it from /approvalList.
      await logoutFromUserCenter(page);
      await loginAs(page, ACCOUNTS.approver);
      const pending = await pendingWithBadge(page);
      assert.ok(pending >= 1, `李四 has ${pending} approvals pending`);
      const row = await approvalRow(page, 1, run.ccsqdNo);
      assert.ok((await row.innerText()).includes(`申请人 ${self.name}`), 'the row does not name the applicant');
      await row.click();
      await waitForPath(page, '/approval/Detail');
      assert.equal(await waitForApprovalState(page, 'pending'), '审批中');
      const subject = shown(page, 'ap-subject');
      assert.ok((await subject.innerText()).includes(run.reason), 'the approval does not show the request');
      await decide(page, 'approve', '同意出差');
      assert.match(await shown(page, 'ap-level-1').innerText(), /李四[\s\S]*已同意[\s\S]*同意出差/);
      await shown(page, 'ap-state-note').getByText('审批已全部通过').waitFor({ state: 'visible' });

      await backToApprovalList(page);
      await waitForPendingCount(page, pending - 1);
      await expectBadge(page, pending - 1);
      const done = await approvalRow(page, 2, run.ccsqdNo);
      assert.equal((await done.locator('[data-state]').first().innerText()).trim(), '已同意');
    },
  },
  {
    name: 'p-trip booking: 张三 books the leg pre-filled, over budget with a reason → approval; 李四 rejects it',
    async run({ page }) {
      needs('ccsqdId', 'ccsqdNo');
      const self = ACCOUNTS.employee;
      await loginAs(page, self);

      // The approved request is on the default tab of /tripList.
      await page.goto('/tripList');
      await waitForPath(page, '/tripList');
      const listed = shown(page, `trip-row-${run.ccsqdId}`);
      await listed.waitFor({ state: 'visible' });
      assert.equal((await listed.locator('.orders__item-status').innerText()).trim(), '已通过');
      await shown(page, `trip-open-${run.ccsqdId}`).click();
      await waitForPath(page, '/tripDetail');
      const status = shown(page, 'trip-status');
      await status.waitFor({ state: 'visible' });
      assert.equal((await status.innerText()).trim(), '已通过');
      assert.match(await shown(page, 'trip-progress-state').innerText(), /已通过/);
      const route = routeRow(page).first();
      run.routeId = ((await route.getAttribute('data-testid')) ?? '').replace('trip-route-', '');
      assert.equal((await shown(page, `trip-route-status-${run.routeId}`).innerText()).trim(), '待预订');

      // "Book" → /tk/tkQuery pre-filled from the leg and the request.
      await shown(page, `trip-route-book-${run.routeId}`).click();
      await waitForPath(page, '/tk/tkQuery');
      assert.equal(queryOf(page).get('ccsqdId'), run.ccsqdId);
      assert.equal(queryOf(page).get('routeId'), run.routeId);
      const banner = shown(page, 'trip-banner-no');
      await banner.waitFor({ state: 'visible' });
      assert.ok((await banner.innerText()).includes(run.ccsqdNo), 'the query screen shows another request');
      assert.ok((await shown(page, 'trip-banner-route').innerText()).includes(`${FROM} → ${TO}`));
      assert.equal(await amountIn(shown(page, 'trip-banner-budget')), BUDGET_FEN, 'the remaining budget differs');
      await page.waitForFunction(
        ([from, to]) => {
          const label = (id) =>
            [...document.querySelectorAll(`[data-testid="${id}"]`)]
              .filter((el) => el.getClientRects().length > 0)
              .map((el) => el.getAttribute('aria-label') ?? el.textContent ?? '')
              .join('');
          return label('city-dep').includes(from) && label('city-arr').includes(to);
        },
        [FROM, TO],
        { timeout: 10_000 },
      );
      const depDate = await nameOf(shown(page, 'dep-date'));
      assert.ok(depDate?.includes(dayLabel(run.leg)), `the date reads ${depDate}, not the leg's ${run.leg}`);
      assert.equal(await shown(page, 'trip-1').getAttribute('aria-selected'), 'true', 'not a one-way search');
      assert.ok((await nameOf(shown(page, 'travellers'))).includes(self.name));

      await shown(page, 'search').click();
      await waitForPath(page, '/tk/tkList');
      const card = await openFlightWithFare(page, 'Y', withinPolicy);
      await card.locator('[data-testid^="choose-"]').click();
      await waitForPath(page, '/tk/tkEdit');

      // The booking form: the request, its budget, and over it a required reason.
      await shown(page, 'trip-banner-no').getByText(run.ccsqdNo, { exact: false }).waitFor({ state: 'visible' });
      await shown(page, 'traveller-list').getByText(self.name).waitFor({ state: 'visible' });
      run.totalFen = await finalAmountIn(shown(page, 'tk-edit-total'));
      assert.ok(run.totalFen > BUDGET_FEN, `the total ${run.totalFen} fen is within the 300-yuan budget`);
      const line = await shown(page, 'tk-edit-budget-line').innerText();
      assert.ok(line.includes('¥300.00'), `the budget line reads ${line}`);
      const over = shown(page, 'tk-edit-over-budget');
      await over.waitFor({ state: 'visible' });
      assert.equal(fenOf(await over.innerText()), run.totalFen - BUDGET_FEN, 'the amount over budget differs');
      await typeInto(page, '#contact-linkTel', CONTACT_MOBILE);
      await shown(page, 'tk-edit-submit').click();
      await shown(page, 'over-budget-reason-error').waitFor({ state: 'visible' });
      assert.equal(new URL(page.url()).pathname, '/tk/tkEdit', 'booked without an over-budget reason');
      const reason = shown(page, 'over-budget-reason').getByRole('radio').first();
      run.overReason = (await reason.innerText()).trim();
      await reason.click();
      assert.equal(await reason.getAttribute('aria-checked'), 'true', 'the over-budget reason is not chosen');

      await shown(page, 'tk-edit-submit').click();
      const cont = page.locator('[data-testid="duplicate-continue"]').filter({ visible: true });
      const first = await Promise.race([
        page.waitForURL((url) => url.pathname === '/approval/Send', { timeout: 20_000 }).then(() => 'send'),
        cont.waitFor({ state: 'visible', timeout: 20_000 }).then(() => 'duplicate'),
      ]).catch(() => null);
      if (first === 'duplicate') await cont.click();
      if (first === null) {
        throw new Error(`the booking did not go to /approval/Send: ${JSON.stringify(await visibleText(page))}`);
      }

      // The over-budget rule: 李四 or 王五.
      await sendToApprover(page, { orderType: 11001, ruleName: FLIGHT_RULE, approver: '李四', remark: '客户临时改期' });
      await waitForPath(page, '/tk/tkOrderDetail');
      run.orderId = queryOf(page).get('orderId') ?? '';
      const head = shown(page, 'order-head');
      await head.locator('.obt-status').first().waitFor({ state: 'visible' });
      assert.equal((await head.locator('.obt-status').first().innerText()).trim(), '审批中');
      run.orderNo = /订单号\s*(\S+)/.exec(await head.innerText())?.[1] ?? '';
      assert.ok(run.orderId && run.orderNo, 'the order detail shows no order id / number');
      assert.equal(await amountIn(head.locator('.order-head__amount')), run.totalFen, 'the order amount differs');
      assert.match(await shown(page, 'order-approval-level-1').innerText(), /李四：待审批/);

      // The leg counts as booked while the order waits.
      const booked = await openTripDetail(page);
      assert.equal((await booked.innerText()).trim(), '已通过');
      assert.equal((await shown(page, `trip-route-status-${run.routeId}`).innerText()).trim(), '已预订');
      await shown(page, `trip-route-order-${run.routeId}`).waitFor({ state: 'visible' });
      assert.equal(await shown(page, `trip-route-book-${run.routeId}`).count(), 0, 'a booked leg still offers 预订');
      assert.equal(fenOf(await infoValue(shown(page, 'trip-budgets'), '已订交通')), run.totalFen);

      // 李四 rejects it.
      await logoutFromUserCenter(page);
      await loginAs(page, ACCOUNTS.approver);
      const pending = await pendingWithBadge(page);
      const row = await approvalRow(page, 1, run.orderNo);
      await row.click();
      await waitForPath(page, '/approval/Detail');
      assert.equal(await waitForApprovalState(page, 'pending'), '审批中');
      const violation = await shown(page, 'ap-violation').first().innerText();
      assert.equal(violation.trim(), `超出出差申请预算：${run.overReason}`, 'the approver sees another violation');
      assert.equal(
        fenOf(await shown(page, 'ap-subject').innerText()),
        run.totalFen,
        'the approver sees another amount',
      );
      await decide(page, 'reject', '超预算过多，请改订');
      await shown(page, 'ap-state-note').getByText('审批已驳回，订单将被取消').waitFor({ state: 'visible' });
      assert.match(await shown(page, 'ap-level-1').innerText(), /李四[\s\S]*已驳回[\s\S]*超预算过多，请改订/);

      await backToApprovalList(page);
      await waitForPendingCount(page, pending - 1);
      await expectBadge(page, pending - 1);
      const done = await approvalRow(page, 2, run.orderNo);
      assert.equal((await done.locator('[data-state]').first().innerText()).trim(), '已驳回');
    },
  },
  {
    name: 'p-trip outcome: 张三 sees the order 已驳回 under 已关闭, and the leg is bookable again',
    async run({ page }) {
      needs('ccsqdId', 'routeId', 'orderId', 'orderNo');
      await loginAs(page, ACCOUNTS.employee);

      await page.goto('/allorder');
      await waitForPath(page, '/allorder');
      // React's page, not the HTML first screen that shows until React's rows come (inert, same classes).
      const tab = page.locator('.taro_page .orders__tab').filter({ hasText: /^已关闭$/, visible: true });
      await tab.click();
      assert.equal(await tab.getAttribute('aria-selected'), 'true', 'the 已关闭 tab is not selected');
      const card = page.locator('.taro_page .orders__item').filter({ hasText: run.orderNo, visible: true }).first();
      try {
        await card.waitFor({ state: 'visible', timeout: 10_000 });
      } catch {
        throw new Error(`order ${run.orderNo} is not under 已关闭: ${JSON.stringify(await visibleText(page))}`);
      }
      const tag = card.locator('.obt-status');
      assert.equal((await tag.innerText()).trim(), '已驳回');
      assert.equal(await tag.getAttribute('data-status'), 'rejected');
      await card.click();
      await waitForPath(page, '/tk/tkOrderDetail');
      assert.equal(queryOf(page).get('orderId'), run.orderId);
      const head = shown(page, 'order-head');
      await head.getByText(run.orderNo).waitFor({ state: 'visible' });
      assert.equal((await head.locator('.obt-status').first().innerText()).trim(), '已驳回');
      await shown(page, 'order-approval-rejected').getByText('审批未通过，座位已释放').waitFor({ state: 'visible' });
      assert.match(await shown(page, 'order-approval-level-1').innerText(), /李四：已驳回（超预算过多，请改订）/);
      assert.equal(
        await page.locator('[data-testid="cmp-pay"], [data-action="pay"]').filter({ visible: true }).count(),
        0,
      );

      // The leg is free again: bookable, nothing booked against the budget.
      const status = await openTripDetail(page);
      assert.equal((await status.innerText()).trim(), '已通过');
      const routeStatus = shown(page, `trip-route-status-${run.routeId}`);
      assert.equal((await routeStatus.innerText()).trim(), '待预订');
      assert.notEqual(await routeRow(page).first().getAttribute('data-status'), '3', 'the leg is still booked');
      await shown(page, `trip-route-book-${run.routeId}`).waitFor({ state: 'visible' });
      const budgets = shown(page, 'trip-budgets');
      assert.equal(fenOf(await infoValue(budgets, '已订交通')), 0, 'the rejected order still counts as booked');
      assert.equal(fenOf(await infoValue(budgets, '剩余交通预算')), BUDGET_FEN, 'the budget was not given back');
    },
  },
];
