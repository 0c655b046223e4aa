#!/usr/bin/env node
/**
 * `npm run screens` (issue 15): screenshots of the ten main screens in zh-CN and en-US at 390×844, written to
 * `docs/screens/<screen>.<locale>.png` with an index, `docs/screens/README.md`.
 *
 * Like the browser journeys it needs dist/h5 (`npm run build:h5`) and starts the reference server on it (fresh SQLite
 * file, demo seed; test/mini/lib/server.mjs). Before the pictures the demo employee 张三 books two flights through
 * the API (one paid with the company account, one left unpaid) and sends a trip application to 李四 for approval, so
 * the order detail, cashier and approval detail show real records; then signs in through the login form (ticking the
 * agreement box) and searches 北京 → 上海, so the flight list and booking form come from a real search in the app.
 *
 * Chinese text needs a CJK font in the browser's system (Debian: `apt-get install -y fonts-noto-cjk`); without one the
 * zh-CN pictures show empty boxes.
 *
 * Options (environment): CHROME_PATH (default /usr/bin/chromium); SCREENS_OUT (default docs/screens).
 */
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCOUNTS, submitPasswordLogin, trackRequests, waitForPath, waitForText } from '../test/e2e/lib/helpers.mjs';
import { searchFlights, waitForFlights } from '../test/e2e/lib/flight.mjs';
import { pngBytes } from '../test/e2e/lib/trip.mjs';
import { ReferenceServer } from '../test/mini/lib/server.mjs';
import { PEOPLE, chinaDate, loginOne, must, newKey, paidAndUnpaidFlights, post } from '../test/reliability/lib.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = resolve(root, process.env.SCREENS_OUT || join('docs', 'screens'));
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const LOCALES = ['zh-CN', 'en-US'];
const log = (line) => console.log(`[screens] ${line}`);

/** The ten screens of issue 15's "Done when", in the order of the index. `open` leaves the page on the screen. */
const SCREENS = [
  { id: 'login', title: 'Login (with the agreement consent)', url: '/login', public: true },
  { id: 'home', title: 'Home', url: '/home' },
  { id: 'flight-list', title: 'Flight list (北京 → 上海)', open: openFlightList },
  { id: 'booking-form', title: 'Flight booking form', open: openBookingForm },
  { id: 'cashier', title: 'Cashier', url: (ids) => `/pay/payment?orderIds=${ids.unpaidOrderId}` },
  { id: 'order-detail', title: 'Flight order detail', url: (ids) => `/tk/tkOrderDetail?orderId=${ids.paidOrderId}` },
  { id: 'trip-add', title: 'Trip application form', url: '/tripAdd' },
  {
    id: 'approval-detail',
    title: 'Approval detail',
    // As the approval list opens a request of mine (src/pages/approvalList/open.ts): no work item is '0'.
    url: (ids) => `/approval/Detail?id=${ids.approvalId}&workItemId=0&orderType=11099`,
  },
  { id: 'user-centre', title: 'User centre', url: '/userCenter' },
  { id: 'message-hub', title: 'Message hub', url: '/message' },
];

/** API records the detail screens show (the API session ends when the app signs in: one device per account). */
async function demoRecords(base) {
  const me = PEOPLE.find((p) => p.phone === ACCOUNTS.employee.phone);
  const approver = PEOPLE.find((p) => p.phone === ACCOUNTS.approver.phone);
  const person = await loginOne(base, me);
  const { paid, unpaid } = await paidAndUnpaidFlights(base, person);

  // Submitting a trip application needs an attachment (SPEC §5): a small picture through /obt/upload.
  const form = new FormData();
  form.append('file', new Blob([pngBytes()], { type: 'image/png' }), 'ticket.png');
  const uploaded = await fetch(`${base}/obt/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${person.token}` },
    body: form,
  }).then((r) => r.json());
  if (uploaded.code !== 1) throw new Error(`upload failed: ${JSON.stringify(uploaded)}`);
  const begin = chinaDate(10);
  const end = chinaDate(12);
  const trip = await must(
    post(
      base,
      '/obt/vipCcsqd/add',
      {
        vipPerson: [{ empId: me.empId }],
        ccsy: '客户拜访',
        mdd: '北京',
        dateBegin: begin,
        dateEnd: end,
        jtys: 1500,
        zsys: 900,
        qtys: 100,
        vipRoute: [
          {
            routeType: 'flight',
            depCity: 'SHA',
            depCityName: '上海',
            arrCity: 'BJS',
            arrCityName: '北京',
            dateBegin: begin,
            cost: 1500,
          },
        ],
        url: uploaded.data.url,
        addMethod: 2,
      },
      { token: person.token },
    ),
    'trip application',
  );
  await must(
    post(
      base,
      '/obt/vipBpmSendAppNew',
      {
        orderId: trip.ccsqdId,
        orderType: 11099,
        spgzId: '91001',
        sendApps: [{ level: 1, empIds: [approver.empId] }],
        appRemark: '请审批',
      },
      { token: person.token, key: newKey('screens-send') },
    ),
    'sending the trip application for approval',
  );
  const mine = await post(
    base,
    '/obt/vipBpmForMyAppListNew',
    { approveType: 3, pageNum: 1, count: 5 },
    {
      token: person.token,
    },
  );
  const row = (mine.json?.list ?? [])[0];
  if (!row) throw new Error(`no approval of mine to show: ${JSON.stringify(mine.json)}`);
  return { paidOrderId: paid.orderId, unpaidOrderId: unpaid.orderId, approvalId: row.orderId };
}

/** Waits until no request has been in flight for 400 ms (at most 6 s: some screens poll), then lets it paint. */
async function settle(page, requests) {
  const started = Date.now();
  while (Date.now() - started < 6_000) {
    if (requests.inFlight === 0 && Date.now() - requests.last >= 400) break;
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(300);
}

/** /tk/tkQuery keeps the last search (北京 → 上海, made at sign-in): searching again lists its flights. */
async function openFlightList(page) {
  await page.goto('/tk/tkQuery');
  await waitForPath(page, '/tk/tkQuery');
  await page.getByTestId('search').filter({ visible: true }).first().click();
  await waitForPath(page, '/tk/tkList');
  await waitForFlights(page);
}

/** From the list: the first flight, its first fare that can be chosen, the booking form. */
async function openBookingForm(page) {
  await openFlightList(page);
  const rows = await waitForFlights(page);
  await rows.first().click();
  await waitForPath(page, '/tk/tkCabin');
  const choose = page
    .locator('.fl-cabin [data-testid^="choose-"]:not([aria-disabled="true"])')
    .filter({ visible: true });
  await choose.first().waitFor({ state: 'visible', timeout: 20_000 });
  await choose.first().click();
  await waitForPath(page, '/tk/tkEdit', 20_000);
}

const CONTEXT = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  timezoneId: 'Asia/Shanghai',
};

/** Taro keeps `{ data }` JSON in localStorage; the app reads the language from it at start (SPEC §1). */
const setLocale = (page, locale) =>
  page.evaluate((l) => localStorage.setItem('obt.locale', JSON.stringify({ data: l })), locale);

/**
 * Signs 张三 in through the form and searches 北京 → 上海 once; returns the origin's localStorage (session, search
 * history) for both languages to share: a second sign-in would end the first session.
 */
async function signIn(browser, base) {
  const context = await browser.newContext({ ...CONTEXT, baseURL: base, locale: 'zh-CN' });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  await submitPasswordLogin(page, ACCOUNTS.employee.phone);
  await waitForPath(page, '/home', 20_000);
  await waitForText(page, ACCOUNTS.employee.name);
  await searchFlights(page, { dep: chinaDate(3) });
  const state = await context.storageState();
  await context.close();
  return (state.origins.find((o) => o.origin === new URL(base).origin)?.localStorage ?? []).filter(
    (e) => e.name !== 'obt.locale',
  );
}

/** One language: the login screen on a new device, then the others in the shared session. */
async function shoot(browser, base, locale, ids, session) {
  const context = await browser.newContext({ ...CONTEXT, baseURL: base, locale });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const requests = trackRequests(page);
  page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
  await page.goto('/login');
  await setLocale(page, locale);
  const written = [];
  for (const screen of SCREENS) {
    if (!screen.public && written.length === 1) {
      await page.evaluate((entries) => {
        for (const e of entries) localStorage.setItem(e.name, e.value);
      }, session);
    }
    try {
      if (screen.open) await screen.open(page);
      else await page.goto(typeof screen.url === 'function' ? screen.url(ids) : screen.url, { waitUntil: 'load' });
      // A new device: the agreement box is unticked.
      if (screen.id === 'login') await page.locator('#login-phone').waitFor({ state: 'visible' });
      await settle(page, requests);
      const file = join(OUT, `${screen.id}.${locale}.png`);
      await page.screenshot({ path: file });
      written.push(file);
      log(`${locale} ${screen.id} → ${relative(root, file)} (${new URL(page.url()).pathname})`);
    } catch (error) {
      throw new Error(`${locale} ${screen.id}: ${String(error?.message ?? error).split('\n')[0]}`);
    }
  }
  await context.close();
  return written;
}

function writeIndex() {
  const rows = SCREENS.map(
    (s) => `| ${s.title} | ![${s.id} zh-CN](${s.id}.zh-CN.png) | ![${s.id} en-US](${s.id}.en-US.png) |`,
  );
  const text = [
    '# Screens',
    '',
    'The main screens of the H5 app at 390×844 CSS px (device pixel ratio 2), in Chinese and English, against the',
    "reference server's demo data (issue 15). Regenerate them after a build with `npm run build:h5 && npm run screens`",
    '(`scripts/screens.mjs`; Chinese needs a CJK font such as Debian `fonts-noto-cjk`); do not edit these by hand.',
    '',
    '| screen | zh-CN | en-US |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  writeFileSync(join(OUT, 'README.md'), text);
}

async function main() {
  if (!existsSync(join(root, 'dist', 'h5', 'index.html'))) {
    throw new Error('dist/h5/index.html is missing: run `npm run build:h5` first');
  }
  if (!existsSync(CHROME)) throw new Error(`no browser at ${CHROME}: apt-get install -y chromium (or set CHROME_PATH)`);
  mkdirSync(OUT, { recursive: true });
  const server = new ReferenceServer(root);
  let browser = null;
  try {
    const base = await server.start();
    log(`server at ${base}`);
    const ids = await demoRecords(base);
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({
      executablePath: CHROME,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const session = await signIn(browser, base);
    let count = 0;
    for (const locale of LOCALES) count += (await shoot(browser, base, locale, ids, session)).length;
    writeIndex();
    log(`${count} screenshots and README.md in ${relative(root, OUT)}`);
  } finally {
    if (browser) await browser.close().catch(() => undefined);
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`[screens] ${error?.stack || error}`);
    process.exit(1);
  },
);
