#!/usr/bin/env node
/**
 * `npm run test:screens` (issue 15): every built H5 screen at 390×844, logged in as the demo employee 张三, checked
 * twice over:
 *
 * 1. zh-CN: axe-core (the devDependency's axe.min.js) — any critical or serious violation fails (page, rule, nodes);
 * 2. zh-CN: every visible control reachable by Tab, and every control's touch target at least 44 × 44 px
 *    (ARCHITECTURE §9);
 * 3. en-US: no Han characters in UI chrome — visible text nodes and placeholders not inside `translate="no"` (data
 *    such as names, cities, addresses and notices carries that mark; see checks.mjs). axe runs here too, since
 *    accessible names change with the language.
 *
 * The screens come from the route registry (screens.mjs). Before the sweep the demo employee books two flights
 * through the API (one paid with the company account, one left unpaid) and finds a trip application and a notice,
 * so the order, cashier, payment-result, trip and notice screens show a real record.
 *
 * Needs dist/h5 (`npm run build:h5`); starts the reference server on it like the browser journeys (fresh SQLite,
 * demo seed). Last line: `[screens] N screens: axe X critical/serious; en-US Y Chinese strings in chrome; keyboard
 * Z …; W touch targets under 44 px`; exit code 1 when any is not 0. Options (environment): CHROME_PATH (default /usr/bin/chromium); SCREENS_GREP=text visits only
 * the screens whose URL contains it (also the first CLI argument); SCREENS_LANG=zh-CN or en-US runs one pass only;
 * SCREENS_BASE_URL=http://… uses a running server (demo seed, OBT_DEMO=1; e.g. one serving another build through
 * STATIC_DIR) instead of starting one.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCOUNTS, loginAs, trackRequests } from '../e2e/lib/helpers.mjs';
import { ReferenceServer } from '../mini/lib/server.mjs';
import { PEOPLE, loginOne, must, paidAndUnpaidFlights, post } from '../reliability/lib.mjs';
import { axeViolations, chineseInChrome, smallTargets, unreachableControls } from './checks.mjs';
import { screens } from './screens.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const GREP = process.argv[2] || process.env.SCREENS_GREP || '';
const LANGS = process.env.SCREENS_LANG ? [process.env.SCREENS_LANG] : ['zh-CN', 'en-US'];
const log = (line) => console.log(`[screens] ${line}`);

/** The demo employee's records the detail screens show: two booked flights (one paid), a trip application, a notice. */
async function demoRecords(base) {
  const me = PEOPLE.find((p) => p.phone === ACCOUNTS.employee.phone);
  const person = await loginOne(base, me);
  const ids = {};
  const { paid, unpaid } = await paidAndUnpaidFlights(base, person);
  ids.paidOrderId = paid.orderId;
  ids.paidAmount = String(paid.totalFen ?? paid.amount ?? '');
  ids.unpaidOrderId = unpaid.orderId;
  const trips = await must(
    post(base, '/obt/vipCcsqd/list', { pageNum: 1, pageSize: 5 }, { token: person.token }),
    'trips',
  );
  ids.ccsqdId = (trips.list ?? trips.records ?? trips)[0]?.ccsqdId;
  const notices = await must(
    post(base, '/obt/allGgTz', { pageNum: 1, pageSize: 5 }, { token: person.token }),
    'notices',
  );
  const notice = (notices.list ?? notices.records ?? [])[0];
  ids.noticeId = notice?.id ?? notice?.noticeId;
  return ids;
}

/**
 * Opens `href` and waits until the screen has loaded what it asks for: no request in flight for 300 ms (at most
 * 5 s: a screen that polls never goes quiet), then one more frame for the render.
 */
async function open(page, requests, href) {
  await page.goto(href, { waitUntil: 'load' });
  await page.locator('.taro_page').first().waitFor({ state: 'attached', timeout: 15_000 });
  const started = Date.now();
  while (Date.now() - started < 5_000) {
    if (requests.inFlight === 0 && Date.now() - requests.last >= 300) break;
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(150);
}

/** Sets the app's language (Taro storage, SPEC §1) as choosing it in the app does; read at the next load. */
const setLocale = (page, locale) =>
  page.evaluate((l) => localStorage.setItem('obt.locale', JSON.stringify({ data: l })), locale);

const CONTEXT = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
  timezoneId: 'Asia/Shanghai',
  // The app's Content-Security-Policy refuses injected scripts, axe-core among them.
  bypassCSP: true,
};

/**
 * Signs the demo employee in once and returns the origin's localStorage entries (the session). Both language passes
 * use this one session: a second sign-in would end the first (one device per account, SPEC §8 code 101).
 */
async function signIn(browser, base) {
  const context = await browser.newContext({ ...CONTEXT, baseURL: base, locale: 'zh-CN' });
  const page = await context.newPage();
  await loginAs(page, ACCOUNTS.employee);
  const state = await context.storageState();
  await context.close();
  return (state.origins.find((o) => o.origin === new URL(base).origin)?.localStorage ?? []).filter(
    (e) => e.name !== 'obt.locale',
  );
}

/** One language: the public screens logged out, then the others in the employee's session. */
async function sweep(browser, base, lang, list, session) {
  const context = await browser.newContext({
    ...CONTEXT,
    baseURL: base,
    locale: lang,
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const requests = trackRequests(page);
  page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
  await page.goto('/login');
  await setLocale(page, lang);
  const results = [];
  const visit = async (screen) => {
    const started = Date.now();
    try {
      await open(page, requests, screen.href);
      const axe = await axeViolations(page);
      const chinese = lang === 'en-US' ? await chineseInChrome(page) : [];
      const unreachable = lang === 'zh-CN' ? await unreachableControls(page) : [];
      const small = lang === 'zh-CN' ? await smallTargets(page) : [];
      const landed = new URL(page.url()).pathname;
      results.push({ screen, axe, chinese, unreachable, small, ms: Date.now() - started, landed });
    } catch (error) {
      results.push({ screen, error: String(error?.message ?? error).split('\n')[0], ms: Date.now() - started });
    }
    printResult(lang, results.at(-1));
  };
  for (const screen of list.filter((s) => s.public)) await visit(screen);
  await page.evaluate((entries) => {
    for (const e of entries) localStorage.setItem(e.name, e.value);
  }, session);
  for (const screen of list.filter((s) => !s.public)) await visit(screen);
  await context.close();
  return results;
}

/** The lines of one screen visit (printed as it finishes, so a long run shows progress). */
function printResult(lang, r) {
  const bad = r.error || r.axe.failing.length || r.chinese.length || r.unreachable.length || r.small.length;
  const moved = r.landed && r.landed !== r.screen.path ? ` → ${r.landed}` : '';
  const lines = [`  ${bad ? '✗' : '✓'} ${lang} ${r.screen.href}${moved} (${(r.ms / 1000).toFixed(1)} s)`];
  if (r.error) lines.push(`      could not check: ${r.error}`);
  else {
    for (const v of r.axe.failing) {
      lines.push(`      axe ${v.impact} ${v.rule} (${v.help}): ${v.nodes.length} node(s)`);
      for (const n of v.nodes.slice(0, 5)) lines.push(`        ${n}`);
    }
    // Reported, not failing: axe's moderate and minor findings (landmarks among them).
    if (r.axe.other.length) lines.push(`      axe moderate/minor: ${r.axe.other.join(', ')}`);
    for (const hit of r.chinese.slice(0, 10)) lines.push(`      Chinese in chrome: ${hit}`);
    if (r.chinese.length > 10) lines.push(`      … ${r.chinese.length - 10} more`);
    if (r.unreachable.length) {
      lines.push(`      not reachable by Tab (${r.unreachable.length}): ${r.unreachable.slice(0, 6).join(', ')}`);
    }
    if (r.small.length) {
      lines.push(`      touch target under 44 px (${r.small.length}): ${r.small.slice(0, 6).join(', ')}`);
    }
  }
  console.log(lines.join('\n'));
}

/** Totals of one language's visits. */
function totalsOf(results) {
  const t = { serious: 0, chinese: 0, errors: 0, unreachable: 0, small: 0 };
  for (const r of results) {
    if (r.error) {
      t.errors += 1;
      continue;
    }
    t.serious += r.axe.failing.reduce((n, v) => n + v.nodes.length, 0);
    t.chinese += r.chinese.length;
    t.unreachable += r.unreachable.length;
    t.small += r.small.length;
  }
  return t;
}

async function main() {
  const given = process.env.SCREENS_BASE_URL?.replace(/\/$/, '');
  if (!given && !existsSync(join(root, 'dist', 'h5', 'index.html'))) {
    throw new Error('dist/h5/index.html is missing: run `npm run build:h5` first');
  }
  if (!existsSync(CHROME)) throw new Error(`no browser at ${CHROME}: apt-get install -y chromium (or set CHROME_PATH)`);
  const server = given ? null : new ReferenceServer(root);
  let browser = null;
  const totals = { serious: 0, chinese: 0, errors: 0, unreachable: 0, small: 0 };
  let count = 0;
  try {
    const base = given ?? (await server.start());
    const ids = await demoRecords(base);
    const list = screens(ids).filter((s) => s.url.toLowerCase().includes(GREP.toLowerCase()));
    if (!list.length) throw new Error(`no built screen matches ${JSON.stringify(GREP)}`);
    count = list.length;
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({
      executablePath: CHROME,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    log(`${list.length} screens × ${LANGS.join(', ')} against ${base}`);
    // The languages run side by side, one browser context each (their sessions are independent).
    const session = await signIn(browser, base);
    const passes = await Promise.all(LANGS.map((lang) => sweep(browser, base, lang, list, session)));
    passes.forEach((results) => {
      const t = totalsOf(results);
      totals.serious += t.serious;
      totals.chinese += t.chinese;
      totals.errors += t.errors;
      totals.unreachable += t.unreachable;
      totals.small += t.small;
    });
  } finally {
    if (browser) await browser.close().catch(() => undefined);
    if (server) await server.stop();
  }
  const unchecked = totals.errors ? `; ${totals.errors} screen visits could not be checked` : '';
  log(
    `${count} screens: axe ${totals.serious} critical/serious; en-US ${totals.chinese} Chinese strings in chrome; ` +
      `keyboard ${totals.unreachable} controls not reachable by Tab; ${totals.small} touch targets under 44 px${unchecked}`,
  );
  return totals.serious || totals.chinese || totals.errors || totals.unreachable || totals.small ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[screens] ${error?.stack || error}`);
    process.exit(1);
  },
);
