/**
 * (r) Trains, issue 12: 张三 books a second-class seat Beijing South → Shanghai Hongqiao five days ahead (through the
 * API with the session the UI login stored), pays it at the cashier with the company account and the tickets are
 * issued; then changes it on /tr/ApplyAlter to a later train of the same route (held seat, confirmed on
 * /tr/AlterCmp, a dearer seat paid at the cashier), and refunds the new ticket on /tr/ApplyRefund (fee estimate,
 * reason, /tr/RefundCmp, /tr/RefundDetail until 已退票). Booking needs the rail booking hours (05:00–23:59 China time).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { ACCOUNTS, loginAs, queryOf, typeInto, waitForPath, waitForText } from '../lib/helpers.mjs';
import { amountIn, chinaDate, payWithCompanyAccount, shown, waitForStatus } from '../lib/flight.mjs';

/** 张三's identity card as the demo seed gives it (area, birth date, sequence 1, male) with its check character. */
function demoIdNumber(area, born, seq, sex) {
  const tens = String(Math.floor(seq / 10) % 100).padStart(2, '0');
  const last = (seq % 5) * 2 + (sex === 'M' ? 1 : 0);
  const first17 = `${area}${born.replace(/-/g, '')}${tens}${last}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((s, c, i) => s + Number(c) * weights[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

const ZHANGSAN = {
  psgName: '张三',
  psgType: 1,
  idType: 'ID',
  idno: demoIdNumber('110105', '1990-03-15', 1, 'M'),
  sex: 'M',
  born: '1990-03-15',
  phoneNumber: '13800000001',
  empId: '40001',
};

/** The session token the login stored (Taro H5 keeps `{ data }` JSON in localStorage). */
async function tokenOf(page) {
  const raw = await page.evaluate(() => window.localStorage.getItem('obt.token'));
  assert.ok(raw, 'no session token stored after login');
  try {
    const parsed = JSON.parse(raw);
    return typeof parsed === 'string' ? parsed : parsed.data;
  } catch {
    return raw;
  }
}

/** A call of the reference server as the logged-in user; throws unless it answers code 1. */
async function api(context, token, path, { body, query, key } = {}) {
  const headers = { authorization: `Bearer ${token}` };
  if (key) headers['idempotency-key'] = key;
  const res = body
    ? await context.request.post(`/obt${path}`, { data: body, headers })
    : await context.request.get(`/obt${path}`, { params: query, headers });
  const json = await res.json();
  assert.equal(json.code, 1, `${path} answered ${JSON.stringify(json).slice(0, 300)}`);
  return json.data;
}

/** Polls an order-like read until its status is `want`. */
async function untilStatus(page, read, want, timeout = 60_000) {
  const started = Date.now();
  let seen = '';
  while (Date.now() - started < timeout) {
    seen = await read();
    if (seen === want) return;
    await page.waitForTimeout(1500);
  }
  throw new Error(`the status stayed ${seen} (not ${want}) for ${timeout / 1000} s`);
}

export const journeys = [
  {
    name: 'r-train change + refund: book and pay a train, change it to a later train, then refund the new ticket',
    async run({ page, context }) {
      await loginAs(page, ACCOUNTS.employee);
      const token = await tokenOf(page);

      // A train with a second-class seat within policy that has a later train of the same route with seats.
      const date = chinaDate(5);
      const search = await api(context, token, '/train/trSearch', {
        body: { fromStation: 'VNP', toStation: 'AOH', date, travellers: [{ empId: '40001' }] },
      });
      const onSale = search.trains.filter((t) => t.saleDateTime === 'reservable' && !t.runTime.startsWith('99'));
      const index = onSale.findIndex(
        (t, i) =>
          t.seats.some((s) => s.seatType === 'O' && s.seatCount > 0 && s.wb === 0) &&
          onSale.slice(i + 1).some((n) => n.seats.some((s) => s.seatCount > 0)),
      );
      assert.ok(index >= 0, `no pair of trains on ${date}`);
      const seat = onSale[index].seats.find((s) => s.seatType === 'O' && s.seatCount > 0 && s.wb === 0);

      const booked = await api(context, token, '/train/trBookOrder', {
        key: randomUUID(),
        body: {
          seatKeys: [seat.seatKey],
          psgList: [ZHANGSAN],
          linkman: '张三',
          linkTel: '13800000001',
          tripType: 1,
          confirmDuplicate: true,
        },
      });
      const orderId = booked.orderId;
      await page.goto(`/pay/payment?orderIds=${orderId}`);
      await payWithCompanyAccount(page, Math.round(booked.amount * 100));
      const status = async (path, id) => (await api(context, token, path, { query: { orderId: id } })).orderStatus;
      await untilStatus(page, () => status('/train/trOrderDetail', orderId), 'issued');

      // Change: the first seat of a later train on the order's day.
      await page.goto(`/tr/ApplyAlter?orderId=${orderId}`);
      await waitForPath(page, '/tr/ApplyAlter');
      await shown(page, 'change-trains').waitFor({ state: 'visible' });
      const seats = shown(page, 'change-trains').locator('[data-testid^="seat-"]');
      await seats.first().waitFor({ state: 'visible', timeout: 20_000 });
      await seats.first().click();
      await shown(page, 'estimate').waitFor({ state: 'visible', timeout: 20_000 });
      await typeInto(page, '#change-reason-text', '会议改期');
      await shown(page, 'change-submit').click();

      await waitForPath(page, '/tr/AlterCmp');
      const changeId = queryOf(page).get('changeId');
      assert.ok(changeId, 'no change id on /tr/AlterCmp');
      await waitForText(page, '已占座');
      const dearer = (await shown(page, 'cmp-pay').count()) > 0;
      const payFen = dearer ? await amountIn(shown(page, 'cmp-pay')) : 0;
      await shown(page, 'cmp-confirm').click();
      if (dearer) await payWithCompanyAccount(page, payFen);
      const changeStatus = async () =>
        (await api(context, token, '/train/trChangeOrderDetail', { query: { changeId } })).status;
      await untilStatus(page, changeStatus, 'changed');
      const afterChange = await api(context, token, '/train/applyTrRefund', { query: { orderId }, key: randomUUID() });
      assert.notEqual(
        afterChange.tickets[0].trainCode,
        onSale[index].trainCode,
        'the ticket is still on the old train',
      );

      // Refund the new ticket: the estimate, a reason, the submitted screen, then its detail until refunded.
      await page.goto(`/tr/ApplyRefund?orderId=${orderId}`);
      await waitForPath(page, '/tr/ApplyRefund');
      await shown(page, 'estimate-refund').waitFor({ state: 'visible', timeout: 20_000 });
      const estimateFen = await amountIn(shown(page, 'estimate-refund'));
      await typeInto(page, '#refund-reason-text', '出差取消');
      await shown(page, 'refund-submit').click();
      await waitForPath(page, '/tr/RefundCmp');
      assert.equal(await amountIn(shown(page, 'cmp-refund')), estimateFen, 'the refund differs from the estimate');
      await shown(page, 'cmp-refund-detail').click();
      await waitForPath(page, '/tr/RefundDetail');
      await waitForStatus(page, shown(page, 'refund-head'), '已退票', { timeout: 60_000, reload: true });
      assert.equal(await status('/train/trOrderDetail', orderId), 'refunded');
    },
  },
];
