/**
 * Steps shared by the trip-request and approval journeys (issue 4): a PNG made in the test, the city and calendar
 * pickers of the trip forms, the attachment upload, /approval/Send, the approver's /approvalList and
 * /approval/Detail. Each throws an Error that says what the page showed instead.
 */
import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import { pathOf, visibleText, waitForPath } from './helpers.mjs';
import { shown } from './flight.mjs';

// PNG ------------------------------------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A valid `size`×`size` RGB PNG (a blue square with a white diagonal): small, and it decodes in the browser. */
export function pngBytes(size = 16) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  const rows = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then pixels
    for (let x = 0; x < size; x += 1) {
      const white = x === y;
      row.set(white ? [255, 255, 255] : [30, 90, 200], 1 + x * 3);
    }
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Form pickers ----------------------------------------------------------------------------------------------------

/** Types into the one visible input with this id (H5 keeps earlier pages of the stack in the DOM, hidden). */
export async function typeVisible(page, id, value) {
  const input = page.locator(`#${id}`).filter({ visible: true }).first();
  await input.waitFor({ state: 'visible' });
  await input.click();
  await input.fill('');
  await input.pressSequentially(value, { delay: 10 });
  assert.equal(await input.inputValue(), value, `#${id} holds another value after typing ${JSON.stringify(value)}`);
}

/** The value a PickerRow shows ('' while it shows its placeholder). */
export async function pickerValue(page, testId) {
  const value = shown(page, testId).locator('.bk-row__value').first();
  if ((await value.getAttribute('class'))?.includes('bk-row__value--empty')) return '';
  return (await value.innerText()).trim();
}

/** Opens the PickerRow `testId`, searches the city picker for `name` and takes the city row of exactly that name. */
export async function pickCityRow(page, testId, name) {
  await shown(page, testId).click();
  const picker = shown(page, 'city-picker');
  await picker.waitFor({ state: 'visible' });
  await picker.getByTestId('city-search').fill(name);
  const row = picker
    .locator('[data-testid^="result-"]:not([data-testid^="result-ap-"])')
    .filter({ has: page.locator('.city-picker__row-name', { hasText: new RegExp(`^${name}$`) }) })
    .first();
  try {
    await row.waitFor({ state: 'visible', timeout: 10_000 });
  } catch {
    throw new Error(`the city picker lists no ${name}: ${JSON.stringify(await visibleText(page))}`);
  }
  await row.click();
  await picker.waitFor({ state: 'hidden' });
  assert.equal(await pickerValue(page, testId), name, `${testId} does not show ${name} after choosing it`);
}

/** Taps the days of the calendar that the PickerRow `testId` opens: one day, or a start and an end day. */
export async function pickDays(page, testId, first, last) {
  await shown(page, testId).click();
  const calendar = shown(page, 'calendar');
  await calendar.waitFor({ state: 'visible' });
  await calendar.getByTestId(`day-${first}`).click();
  if (last) {
    // Range mode: the first tap starts the range and leaves the calendar open for its end.
    if (!(await calendar.isVisible())) {
      throw new Error(
        `the range calendar of ${testId} closed after the first tap on ${first}; it reads ${JSON.stringify(
          await pickerValue(page, testId),
        )}`,
      );
    }
    await calendar.getByTestId(`day-${last}`).click();
  }
  await calendar.waitFor({ state: 'hidden' });
}

/**
 * The attachment of /tripAdd: presses its upload button, hands the file chooser a PNG made here, waits for the
 * upload to finish and the thumbnail with the file name to show.
 */
export async function attachPng(page, name, bytes) {
  const chooser = page.waitForEvent('filechooser', { timeout: 10_000 });
  await shown(page, 'trip-attachment-pick').click();
  // A mobile user agent gets Taro's 拍摄 / 从相册选择 sheet first.
  const album = page.getByText('从相册选择', { exact: true }).filter({ visible: true });
  const picked = await Promise.race([chooser, album.waitFor({ timeout: 10_000 }).then(() => null)]).catch(() => null);
  const fileChooser = picked ?? (await album.click().then(() => chooser));
  assert.equal(await fileChooser.element().getAttribute('type'), 'file', 'the chooser is not a file input');
  await fileChooser.setFiles({ name, mimeType: 'image/png', buffer: bytes });
  const attached = shown(page, 'trip-attachment');
  try {
    await attached.waitFor({ state: 'visible', timeout: 20_000 });
  } catch {
    throw new Error(`the attachment did not upload; the page shows: ${JSON.stringify(await visibleText(page))}`);
  }
  assert.equal((await attached.locator('.trip-attachment__name').innerText()).trim(), name);
}

/** The value of the row `label` of an InfoBlock card (order-info rows) in `scope`. */
export async function infoValue(scope, label) {
  const row = scope
    .locator('.order-info__row')
    .filter({ has: scope.page().locator('.order-info__label', { hasText: new RegExp(`^${label}$`) }) })
    .first();
  await row.waitFor({ state: 'visible' });
  return (await row.locator('.order-info__value').innerText()).trim();
}

// Approvals -------------------------------------------------------------------------------------------------------

/**
 * On /approval/Send: checks the rule, ticks `approver` (name) for level 1 as the only chosen one, types the remark
 * and sends; returns where the app went (the subject's screen).
 */
export async function sendToApprover(page, { orderType, ruleName, approver, remark }) {
  await waitForPath(page, '/approval/Send');
  assert.equal(Number(new URL(page.url()).searchParams.get('orderType')), orderType, 'another order type is sent');
  const rule = shown(page, 'ap-rule-name');
  try {
    await rule.waitFor({ state: 'visible', timeout: 15_000 });
  } catch {
    throw new Error(`/approval/Send shows no rule to send by: ${JSON.stringify(await visibleText(page))}`);
  }
  assert.equal((await rule.innerText()).trim(), ruleName, 'another approval rule applies');
  const level = shown(page, 'ap-send-level-1');
  const boxes = level.getByRole('checkbox');
  const names = (await level.locator('.bk-check__label').allInnerTexts()).map((s) => s.trim());
  assert.ok(names.includes(approver), `level 1 offers ${JSON.stringify(names)}, not ${approver}`);
  for (let i = 0; i < (await boxes.count()); i += 1) {
    const box = boxes.nth(i);
    const want = (await box.locator('.bk-check__label').innerText()).trim() === approver;
    if (((await box.getAttribute('aria-checked')) === 'true') !== want) await box.click();
    assert.equal(await box.getAttribute('aria-checked'), String(want), `approver ${i + 1} of level 1 is not as chosen`);
  }
  // The remark is required: sending without it shows why and sends nothing.
  await shown(page, 'ap-send').click();
  await shown(page, 'ap-remark-error').waitFor({ state: 'visible' });
  assert.equal(pathOf(page), '/approval/Send', 'sent without a remark');
  await typeVisible(page, 'ap-remark-input', remark);
  await shown(page, 'ap-send').click();
  await page
    .waitForURL((url) => url.pathname !== '/approval/Send', { timeout: 15_000, waitUntil: 'commit' })
    .catch(async () => {
      throw new Error(`sending for approval did not leave /approval/Send: ${JSON.stringify(await visibleText(page))}`);
    });
}

/** '待审批（3）' → 3; null while the count has not loaded. */
function countOf(text) {
  const match = /（(\d+)）|\((\d+)\)/.exec(text);
  return match ? Number(match[1] ?? match[2]) : null;
}

/** On /approvalList: the number the tab `type` (1 pending, 2 done) shows once loaded. */
export async function approvalTabCount(page, type) {
  const tab = shown(page, `approval-tab-${type}`);
  await tab.waitFor({ state: 'visible' });
  let text = '';
  for (let i = 0; i < 50; i += 1) {
    text = (await tab.innerText()).trim();
    const n = countOf(text);
    if (n !== null) return n;
    await page.waitForTimeout(200);
  }
  throw new Error(`the approval tab ${type} shows no count: ${JSON.stringify(text)}`);
}

/** Waits until the pending tab of /approvalList shows `expected`. */
export async function waitForPendingCount(page, expected, timeout = 15_000) {
  const started = Date.now();
  let seen = null;
  while (Date.now() - started < timeout) {
    seen = await approvalTabCount(page, 1);
    if (seen === expected) return;
    await page.waitForTimeout(300);
  }
  throw new Error(`the pending count stayed ${seen}, not ${expected}`);
}

/** The approvals badge of the bottom tab bar (0 when none is shown). */
export async function approvalBadge(page) {
  const badge = shown(page, 'tab-approvalList').locator('.obt-tabs__badge');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.getAttribute('aria-label'));
}

/** Opens /approvalList on the tab `type` and returns the row of `orderNo` (waits for it). */
export async function approvalRow(page, type, orderNo) {
  const tab = shown(page, `approval-tab-${type}`);
  await tab.click();
  assert.equal(await tab.getAttribute('aria-selected'), 'true', `the approval tab ${type} is not selected`);
  const row = page.locator('[data-testid^="approval-row-"]').filter({ hasText: orderNo, visible: true }).first();
  try {
    await row.waitFor({ state: 'visible', timeout: 10_000 });
  } catch {
    throw new Error(`no approval of ${orderNo} on tab ${type}: ${JSON.stringify(await visibleText(page))}`);
  }
  return row;
}

/** The approval state (data-state of ap-state) of /approval/Detail once it reads `state`. */
export async function waitForApprovalState(page, state, timeout = 15_000) {
  const tag = shown(page, 'ap-state');
  try {
    await page.waitForFunction(
      (want) =>
        [...document.querySelectorAll('[data-testid="ap-state"]')].some(
          (el) => el.getAttribute('data-state') === want && el.getClientRects().length > 0,
        ),
      state,
      { timeout, polling: 200 },
    );
  } catch {
    const seen = await tag.getAttribute('data-state').catch(() => null);
    throw new Error(`the approval state stayed ${JSON.stringify(seen)}, not ${state}`);
  }
  return (await tag.innerText()).trim();
}

/** On /approval/Detail: approve (remark optional) or reject (remark required) and wait for the new state. */
export async function decide(page, decision, remark) {
  await shown(page, 'ap-act').waitFor({ state: 'visible' });
  if (decision === 'reject') {
    // A rejection without a remark is refused on the spot.
    await shown(page, 'ap-reject').click();
    await shown(page, 'ap-act-remark-error').waitFor({ state: 'visible' });
  }
  if (remark) await typeVisible(page, 'ap-act-remark', remark);
  await shown(page, decision === 'approve' ? 'ap-approve' : 'ap-reject').click();
  const text = await waitForApprovalState(page, decision === 'approve' ? 'approved' : 'rejected');
  await shown(page, 'ap-act').waitFor({ state: 'hidden' });
  return text;
}
