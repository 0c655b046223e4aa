#!/usr/bin/env node
/**
 * `npm run perf:lighthouse`: Lighthouse mobile against the production H5 build, budgets of ARCHITECTURE §11:
 *
 *   /login, /home (HTML first screen)                LCP ≤ 1.2 s
 *   /tk/tkList, /allorder and every product list     LCP ≤ 2.0 s
 *   built (/htV2/htList, /tr/trList, /car/carList, /ht/htList)
 *   every page                                       TBT ≤ 200 ms, CLS ≤ 0.1, accessibility ≥ 0.95
 *
 * The product lists of SPEC §2 not built yet (/tk/tkIntList, /visa/list: no page in src/router/routes.ts BUILT) are
 * not measured; add each here when it lands (ALL_PAGES, with the set-up that makes it open with results).
 *
 * Lighthouse's default mobile settings: Moto G Power screen emulation, simulated throttling (Slow 4G: 150 ms RTT,
 * 1.6 Mbps down; 4× CPU slowdown), categories performance + accessibility. Build-independent: it serves STATIC_DIR
 * (default dist/h5; build it first with `npm run build:h5`, or point STATIC_DIR at another build).
 *
 * How it runs:
 * 1. Starts the reference server like test/e2e/run.mjs (fresh temporary SQLite, OBT_DEMO=1 demo seed, loopback).
 * 2. Launches one Debian chromium with --remote-debugging-port and a temporary profile.
 * 3. Lighthouse on /login, logged out (a logged-in /login redirects to /home).
 * 4. playwright-core connects to the same browser over CDP and logs in through the page as the demo employee
 *    13800000001 / Demo12345 (the session token lands in localStorage of the browser's default context), then
 *    runs the searches the measured lists open on (each page's `prepare`). The lists take no query parameters:
 *    - /tk/tkList lists the search form remembered in localStorage (obt.history): a search 上海 → 北京 one week
 *      ahead on /tk/tkQuery puts it in place;
 *    - /tr/trList: a search on /tr/trQuery with its defaults (北京 → 上海, the default day) remembers its query form
 *      in obt.history; the list keeps the search itself in memory only, so a cold load shows 'the search is no
 *      longer valid' with the way back to the query, and that screen is what gets measured (until the list reopens
 *      the remembered search);
 *    - /htV2/htList and /ht/htList open on the remembered (default Beijing) city for tonight without input;
 *    - /car/carList: the car query lives in memory only (a cold load shows 'choose a pick-up' with the way back to
 *      the query), so no search is run for it.
 * 5. Lighthouse on every logged-in page in new tabs of the same default context, so localStorage (the session and
 *    the remembered searches) persists. Lighthouse clears the HTTP cache and the origin's service workers / cache
 *    storage before each page, but not localStorage (its default clearStorageTypes), so every page is a cold load
 *    of a logged-in user.
 *
 * Noise: each page runs once; a page whose LCP or TBT misses is measured again, up to three runs, and the best run
 * counts (best of 3). Measured on a 2-core box: simulated LCP moves by about ±0.1 s between runs of the same
 * build (the traced main-thread work that the simulation scales varies with load) and TBT now and then triples
 * (131 → 438 ms once); CLS and accessibility do not move. Nothing else should run on the machine meanwhile: with
 * other jobs on the two cores (load average 7–9) TBT read 400–2400 ms and LCP 0.3–1 s more on the same build.
 * LH_RUNS=2 measures every page twice; LH_RETRY=0 never retries; LH_MAX_RUNS=5 allows up to five runs (default 3);
 * LH_CHECK=lcp,cls,a11y fails the run only on those budgets (of lcp, tbt, cls, a11y; default all four), the others are
 * measured and printed as "not checked". About 15–25 s per run of a page (2-core box).
 *
 * Output: one table (LCP, TBT, CLS, FCP, accessibility, performance score per page), the failing accessibility
 * audits by name and each page's LCP element. Exit code 1 when a budget is missed or a page cannot be measured.
 * LH_REPORT_DIR=/path writes the HTML and JSON reports of every run there (LH_TRACE=1: and each run's observed
 * trace, <page>.trace.json, tens of MB). Options (environment): CHROME_PATH
 * (default /usr/bin/chromium); LH_BASE_URL=… uses a running server (with the demo seed) instead of starting one;
 * LH_PAGES=/home,/allorder measures only those pages (and runs only their set-up).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ACCOUNTS,
  chooseTab,
  submitButton,
  tickConsent,
  typeInto,
  waitForPath,
  waitForText,
  DEMO_PASSWORD,
} from '../e2e/lib/helpers.mjs';
import { chinaDate, searchFlights } from '../e2e/lib/flight.mjs';
import { answers, freePort, signalGroup, sleep } from '../lib/processes.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const distH5 = resolve(root, process.env.STATIC_DIR || join('dist', 'h5'));
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const SERVER_TIMEOUT_MS = 180_000;

/** ARCHITECTURE §11 (issue 17): LCP per page (below), and for every page TBT, CLS and accessibility. */
const BUDGET = { tbt: 200, cls: 0.1, a11y: 0.95 };
/** An HTML first screen paints /login and /home; the lists paint from their own chunks and first answer. */
const FIRST_SCREEN_LCP = 1200;
const LIST_LCP = 2000;
/**
 * The pages of ARCHITECTURE §11, in the order measured; `login` = needs the logged-in session; `lcp` = its LCP
 * budget in ms; `prepare(page)` = what the logged-in set-up does so the list opens with results (header, step 4).
 */
const ALL_PAGES = [
  { path: '/login', login: false, lcp: FIRST_SCREEN_LCP },
  { path: '/home', login: true, lcp: FIRST_SCREEN_LCP },
  {
    path: '/tk/tkList',
    login: true,
    lcp: LIST_LCP,
    prepare: (page) => searchFlights(page, { from: '上海', to: '北京', dep: chinaDate(7) }),
    setUp: `searched 上海 → 北京 (${chinaDate(7)})`,
  },
  // Opens on the remembered (default Beijing) city for tonight without input: the demo city's hotels, windowed.
  { path: '/htV2/htList', login: true, lcp: LIST_LCP },
  { path: '/allorder', login: true, lcp: LIST_LCP },
  { path: '/tr/trList', login: true, lcp: LIST_LCP, prepare: searchTrains, setUp: 'searched trains 北京 → 上海' },
  // The car query is not kept on the device: a cold load shows the way back to the query (nothing to prepare).
  { path: '/car/carList', login: true, lcp: LIST_LCP },
  // Hotel version 1: the same list screen as /htV2/htList, on the version 1 list call.
  { path: '/ht/htList', login: true, lcp: LIST_LCP },
];
/** Runs per page at most: one, then more only while a timing budget is missed (best of three, issue 17). */
const MAX_RUNS = Math.max(1, Number(process.env.LH_MAX_RUNS) || 3);
/** The metrics whose budgets fail the run (LH_CHECK); the others are measured and printed only. */
const METRICS = ['lcp', 'tbt', 'cls', 'a11y'];
const checked = new Set(
  (process.env.LH_CHECK || METRICS.join(','))
    .split(',')
    .map((m) => m.trim())
    .filter((m) => METRICS.includes(m)),
);
const runs = Math.max(1, Number(process.env.LH_RUNS) || 1);
const retry = process.env.LH_RETRY !== '0';
const reportDir = process.env.LH_REPORT_DIR ? resolve(process.env.LH_REPORT_DIR) : null;
const only = (process.env.LH_PAGES || '')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const pages = only.length ? ALL_PAGES.filter((p) => only.includes(p.path)) : ALL_PAGES;

const log = (line) => console.log(`[lighthouse] ${line}`);
const children = [];
const tempDirs = [];

/** A child in its own process group (stopping it stops tsx's node child too), stopped at exit. */
function startChild(cmd, args, env) {
  const output = [];
  const child = spawn(cmd, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 300) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.once('error', (error) => output.push(`spawn error: ${error.message}\n`));
  children.push(child);
  return { child, tail: (n = 30) => output.join('').split('\n').slice(-n).join('\n') };
}

async function stopAll() {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    signalGroup(child.pid, 'SIGTERM');
    const exited = new Promise((done) => child.once('exit', done));
    if (!(await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]))) {
      signalGroup(child.pid, 'SIGKILL');
    }
  }
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** The reference server on a free port with a fresh demo database; resolves to its base URL. */
async function startServer() {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'obt-lh-'));
  tempDirs.push(dir);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DB_FILE: join(dir, 'obt.db'),
    OBT_DEMO: '1',
    STATIC_DIR: distH5,
  };
  delete env.DATABASE_URL;
  if (env.NODE_ENV === 'production') delete env.NODE_ENV;
  const local = join(root, 'node_modules', '.bin', 'tsx');
  const [cmd, args] = existsSync(local) ? [local, ['server/src/main.ts']] : ['npx', ['tsx', 'server/src/main.ts']];
  const server = startChild(cmd, args, env);
  const baseURL = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < SERVER_TIMEOUT_MS) {
    if (server.child.exitCode !== null) throw new Error(`the server exited early:\n${server.tail()}`);
    if (await answers(`${baseURL}/obt/openapi.json`)) {
      log(`server ready at ${baseURL} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      return baseURL;
    }
    await sleep(300);
  }
  throw new Error(`the server was not ready within ${SERVER_TIMEOUT_MS / 1000} s:\n${server.tail()}`);
}

/** Chromium with a DevTools port and a throwaway profile; resolves to the port once it answers. */
async function startChrome() {
  if (!existsSync(chromePath))
    throw new Error(`no browser at ${chromePath}: apt-get install -y chromium (or set CHROME_PATH)`);
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'obt-lh-chrome-'));
  tempDirs.push(profile);
  const chrome = startChild(
    chromePath,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-extensions',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    process.env,
  );
  const started = Date.now();
  while (Date.now() - started < 30_000) {
    if (chrome.child.exitCode !== null) throw new Error(`chromium exited early:\n${chrome.tail()}`);
    if (await answers(`http://127.0.0.1:${port}/json/version`)) return port;
    await sleep(200);
  }
  throw new Error(`chromium did not open its DevTools port within 30 s:\n${chrome.tail()}`);
}

/**
 * A train search with the query screen's defaults (北京 → 上海, the default day): the list shows its trains and the
 * search is remembered in obt.history.
 */
async function searchTrains(page) {
  await page.goto('/tr/trQuery');
  await waitForPath(page, '/tr/trQuery');
  await page.getByTestId('search').filter({ visible: true }).first().click();
  await waitForPath(page, '/tr/trList');
  await page.locator('[data-testid^="train-"]').filter({ visible: true }).first().waitFor({ state: 'visible' });
}

/**
 * Logs in through the page as the demo employee and runs the measured lists' set-up (their `prepare`), in the
 * browser's default context (the one Lighthouse's tabs use). Answers what was set up, for the log.
 */
async function prepareSession(port, baseURL) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    // The shared journey helpers navigate with relative URLs (their contexts have a baseURL; this one cannot).
    const goto = page.goto.bind(page);
    page.goto = (url, options) => goto(new URL(url, baseURL).href, options);
    await page.goto('/login');
    await page.locator('#login-phone').waitFor({ state: 'visible' });
    // The user agreement / privacy consent comes before the first sign-in (issue 15).
    await tickConsent(page);
    await chooseTab(page, '密码登录');
    await typeInto(page, '#login-phone', ACCOUNTS.employee.phone);
    await typeInto(page, '#login-password', DEMO_PASSWORD);
    await submitButton(page).click();
    await waitForPath(page, '/home');
    await waitForText(page, ACCOUNTS.employee.name);
    const done = [];
    for (const p of pages.filter((q) => q.prepare)) {
      await p.prepare(page);
      done.push(p.setUp);
    }
    await page.goto('about:blank');
    await page.close();
    return done;
  } finally {
    // Over CDP, close() only disconnects: the browser and its default context (with localStorage) stay.
    await browser.close().catch(() => undefined);
  }
}

/** One Lighthouse run; returns the numbers of ARCHITECTURE §11 plus what explains a miss. */
async function measure(lighthouse, port, url, label) {
  const started = Date.now();
  const result = await lighthouse(url, {
    port,
    hostname: '127.0.0.1',
    output: reportDir ? ['html', 'json'] : 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const base = join(reportDir, label.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, ''));
    writeFileSync(`${base}.html`, result.report[0]);
    writeFileSync(`${base}.json`, result.report[1]);
    // The observed trace behind the simulated figures: which task a blocking-time millisecond came from.
    const trace = result.artifacts?.Trace ?? result.artifacts?.traces?.defaultPass;
    if (process.env.LH_TRACE === '1' && trace) writeFileSync(`${base}.trace.json`, JSON.stringify(trace));
  }
  const audit = (id) => lhr.audits[id]?.numericValue;
  const a11yFailures = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => {
      const items = lhr.audits[ref.id].details?.items ?? [];
      const where = items
        .slice(0, 3)
        .map((item) => item.node?.selector || item.node?.snippet)
        .filter(Boolean)
        .join(' | ');
      return `${ref.id}${items.length ? ` (${items.length}: ${where})` : ''}`;
    });
  const lcpElement = lcpElementOf(lhr);
  return {
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    perf: lhr.categories.performance?.score,
    a11y: lhr.categories.accessibility?.score,
    finalUrl: lhr.finalDisplayedUrl,
    a11yFailures,
    lcpElement,
    warnings: lhr.runWarnings ?? [],
    seconds: (Date.now() - started) / 1000,
  };
}

/**
 * The LCP element as `<snippet> "its text"`: Lighthouse 13 reports it in the LCP breakdown insight (a node item);
 * older versions in the largest-contentful-paint-element audit.
 */
function lcpElementOf(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node =
    items.find((item) => item?.type === 'node') ??
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  if (!node?.snippet) return undefined;
  const text = (node.nodeLabel ?? '').split('\n')[0].slice(0, 60);
  return text ? `${node.snippet} "${text}"` : node.snippet;
}

/** Every budget `r` misses, each with its metric (`lcp`, `tbt`, `cls`, `a11y`). */
function allMisses(r, page) {
  const out = [];
  if (!(r.lcp <= page.lcp)) out.push({ metric: 'lcp', text: `LCP ${fmtMs(r.lcp)} > ${fmtMs(page.lcp)}` });
  if (!(r.tbt <= BUDGET.tbt)) out.push({ metric: 'tbt', text: `TBT ${Math.round(r.tbt)} ms > ${BUDGET.tbt} ms` });
  if (!(r.cls <= BUDGET.cls)) out.push({ metric: 'cls', text: `CLS ${r.cls?.toFixed(3)} > ${BUDGET.cls}` });
  if (!(r.a11y >= BUDGET.a11y))
    out.push({ metric: 'a11y', text: `accessibility ${r.a11y?.toFixed(2)} < ${BUDGET.a11y}` });
  return out;
}

/** The misses of the checked metrics (LH_CHECK): what fails the run and what the best run is chosen by. */
const misses = (r, page) =>
  allMisses(r, page)
    .filter((m) => checked.has(m.metric))
    .map((m) => m.text);

const fmtMs = (ms) => (ms == null ? '?' : `${(ms / 1000).toFixed(2)} s`);
/** Better of two runs of `page` for the timing metrics: fewer misses, then lower LCP + TBT. */
const better = (page) => (a, b) =>
  misses(b, page).length < misses(a, page).length ||
  (misses(b, page).length === misses(a, page).length && b.lcp + b.tbt < a.lcp + a.tbt)
    ? b
    : a;

function printTable(results) {
  const header = ['page', 'LCP', 'TBT', 'CLS', 'FCP', 'a11y', 'perf', 'runs', 'status'];
  const body = results.map(({ page, best, all, error }) =>
    best
      ? [
          page.path,
          fmtMs(best.lcp),
          `${Math.round(best.tbt)} ms`,
          best.cls.toFixed(3),
          fmtMs(best.fcp),
          best.a11y.toFixed(2),
          String(Math.round(best.perf * 100)),
          all.map((r) => `${(r.lcp / 1000).toFixed(2)}/${Math.round(r.tbt)}`).join(' '),
          misses(best, page).length ? 'MISSED' : 'ok',
        ]
      : [page.path, '', '', '', '', '', '', '', `ERROR ${error}`],
  );
  body.unshift([
    'budget',
    `≤ ${fmtMs(FIRST_SCREEN_LCP)} / ${fmtMs(LIST_LCP)}`,
    `≤ ${BUDGET.tbt} ms`,
    `≤ ${BUDGET.cls}`,
    '',
    `≥ ${BUDGET.a11y}`,
    '',
    'LCP s/TBT ms',
    '',
  ]);
  const width = header.map((h, i) => Math.max(h.length, ...body.map((b) => String(b[i]).length)));
  const line = (cells) =>
    cells
      .map((c, i) => String(c).padEnd(width[i]))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(width.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
}

async function main() {
  const t0 = Date.now();
  if (!pages.length) throw new Error(`LH_PAGES=${process.env.LH_PAGES} names none of ${ALL_PAGES.map((p) => p.path)}`);
  let baseURL = process.env.LH_BASE_URL?.replace(/\/$/, '');
  if (!baseURL) {
    if (!existsSync(join(distH5, 'index.html'))) {
      throw new Error(`${distH5}/index.html is missing: run \`npm run build:h5\` first (or set STATIC_DIR)`);
    }
    baseURL = await startServer();
  }
  const { default: lighthouse } = await import('lighthouse');
  const port = await startChrome();
  log(`chromium ${chromePath} on DevTools port ${port}; ${pages.length} pages against ${baseURL} (static ${distH5})`);

  const results = [];
  let loggedIn = false;
  for (const page of pages) {
    if (page.login && !loggedIn) {
      const t = Date.now();
      const setUp = await prepareSession(port, baseURL);
      loggedIn = true;
      log(
        `logged in as ${ACCOUNTS.employee.phone}${setUp.map((s) => `, ${s}`).join('')} in ${((Date.now() - t) / 1000).toFixed(1)} s`,
      );
    }
    const url = `${baseURL}${page.path}`;
    const all = [];
    let error = null;
    try {
      for (let i = 0; i < runs; i += 1) all.push(await measure(lighthouse, port, url, `${page.path}-${i + 1}`));
      let best = all.reduce(better(page));
      const timingMiss = () =>
        (checked.has('lcp') && !(best.lcp <= page.lcp)) || (checked.has('tbt') && !(best.tbt <= BUDGET.tbt));
      while (retry && all.length < Math.max(runs, MAX_RUNS) && timingMiss()) {
        all.push(await measure(lighthouse, port, url, `${page.path}-${all.length + 1}`));
        best = all.reduce(better(page));
      }
      const finalPath = new URL(best.finalUrl).pathname;
      if (finalPath !== page.path) {
        error = `landed on ${finalPath} instead (${page.login ? 'session lost?' : 'redirected'})`;
      }
      results.push({ page, best, all, error });
      log(
        `${page.path}: LCP ${fmtMs(best.lcp)}, TBT ${Math.round(best.tbt)} ms, CLS ${best.cls.toFixed(3)}, ` +
          `a11y ${best.a11y.toFixed(2)} (${all.length} run${all.length > 1 ? 's' : ''}, ${all.map((r) => r.seconds.toFixed(0)).join('+')} s)`,
      );
    } catch (e) {
      error = e?.message ?? String(e);
      results.push({ page, best: null, all, error });
      log(`${page.path}: ${error}`);
    }
  }

  console.log('');
  printTable(results);
  const problems = [];
  for (const { page, best, error } of results) {
    if (error) problems.push(`${page.path}: ${error}`);
    if (!best) continue;
    for (const miss of misses(best, page)) problems.push(`${page.path}: ${miss}`);
    for (const miss of allMisses(best, page).filter((m) => !checked.has(m.metric)))
      console.log(`${page.path} not checked (LH_CHECK=${[...checked].join(',')}): ${miss.text}`);
    if (best.a11yFailures.length)
      console.log(`${page.path} failing accessibility audits: ${best.a11yFailures.join('; ')}`);
    if (best.lcpElement) console.log(`${page.path} LCP element: ${best.lcpElement}`);
    for (const w of best.warnings) console.log(`${page.path} Lighthouse warning: ${w}`);
  }
  console.log('');
  console.log(
    `Lighthouse ${runs > 1 ? `best of ${runs}` : `once per page, up to ${MAX_RUNS} runs (the best counts) while a timing budget is missed`}; ${((Date.now() - t0) / 1000).toFixed(0)} s in all`,
  );
  if (problems.length) {
    console.log(`${problems.length} budget problem(s):`);
    for (const p of problems) console.log(`  - ${p}`);
    console.log('perf:lighthouse: FAILED');
    return 1;
  }
  console.log('perf:lighthouse: all budgets met');
  return 0;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    log(`${signal}: stopping the server and chromium`);
    void stopAll().finally(() => process.exit(130));
  });
}
process.once('exit', () => {
  for (const child of children) signalGroup(child.pid, 'SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

main()
  .then(
    (code) => code,
    (error) => {
      console.error(`[lighthouse] ${error?.stack || error}`);
      console.log('perf:lighthouse: FAILED');
      return 1;
    },
  )
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  });
