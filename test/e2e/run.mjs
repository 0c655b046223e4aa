#!/usr/bin/env node
/**
 * `npm run test:e2e`: browser journeys against the production H5 build served by the reference server.
 *
 * 1. Builds dist/h5 if it is missing (like scripts/start.mjs).
 * 2. Starts `tsx server/src/main.ts` on a free loopback port with a fresh temporary SQLite file (OBT_DEMO=1)
 *    and waits for its ready line or for GET /obt/openapi.json to answer.
 * 3. Runs every journey of test/e2e/journeys/*.mjs in its own browser context (mobile viewport, touch),
 *    one Debian chromium via playwright-core.
 * 4. Prints a summary whose last line is `N passed, M failed`; exit code 1 on any failure. The server is
 *    stopped in every case.
 * Between 23:00 and 05:00 China time the run repeats itself under faketime, moved to 06:00 (rail booking hours;
 * see runInBookingHours).
 *
 * Options (environment): CHROME_PATH (default /usr/bin/chromium); E2E_GREP=text runs only journeys whose name
 * contains it (also the first CLI argument); E2E_BASE_URL=http://… uses a running server instead of starting
 * one; E2E_SERVER_TIMEOUT (ms, default 180000); E2E_HEADED=1 shows the window (needs a display).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { answers, freePort, signalGroup, sleep } from '../lib/processes.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
// STATIC_DIR (also read by the server) lets a journey run against a build in another folder.
const distH5 = resolve(root, process.env.STATIC_DIR || join('dist', 'h5'));
const resultsDir = join(root, 'test-results');
const JOURNEY_TIMEOUT_MS = 90_000;
const SERVER_TIMEOUT_MS = Number(process.env.E2E_SERVER_TIMEOUT) || 180_000;
const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let interrupted = false;
const log = (line) => console.log(`[e2e] ${line}`);

/** The project's own binary when installed (signals reach it directly), else npx. */
function command(bin, args) {
  const local = join(root, 'node_modules', '.bin', bin);
  return existsSync(local) ? [local, args] : ['npx', [bin, ...args]];
}

function ensureBuild() {
  if (existsSync(join(distH5, 'index.html'))) return;
  log('dist/h5/index.html is missing: building the H5 app (taro build --type h5)…');
  const [cmd, args] = command('taro', ['build', '--type', 'h5']);
  const env = process.env.STATIC_DIR ? { ...process.env, OBT_DIST: distH5 } : process.env;
  const build = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (build.error || build.status !== 0 || !existsSync(join(distH5, 'index.html'))) {
    const why = build.error ? build.error.message : `exit code ${build.status}`;
    throw new Error(`the H5 build failed (${why}); run \`npm run build:h5\` and read its output`);
  }
}

/** The reference server in its own process group, so stopping it also stops tsx's node child. */
class ServerProcess {
  constructor() {
    this.child = null;
    this.output = [];
    this.tempDir = null;
    this.exited = null;
  }

  async start() {
    const port = await freePort();
    this.tempDir = mkdtempSync(join(tmpdir(), 'obt-e2e-'));
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DB_FILE: join(this.tempDir, 'obt.db'),
      OBT_DEMO: '1',
      STATIC_DIR: distH5,
    };
    // The journeys need demo mode (SMS codes in the answer) and a fresh SQLite file, never a shared database.
    delete env.DATABASE_URL;
    if (env.NODE_ENV === 'production') delete env.NODE_ENV;
    const [cmd, args] = command('tsx', ['server/src/main.ts']);
    this.child = spawn(cmd, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    this.exited = new Promise((done) => this.child.once('exit', (code, signal) => done({ code, signal })));
    const baseURL = `http://127.0.0.1:${port}`;
    let ready = false;
    const keep = (chunk) => {
      const text = chunk.toString();
      this.output.push(text);
      if (this.output.length > 400) this.output.shift();
      if (/OBT ready at /.test(text)) ready = true;
    };
    this.child.stdout.on('data', keep);
    this.child.stderr.on('data', keep);
    this.child.once('error', (error) => this.output.push(`spawn error: ${error.message}\n`));

    const started = Date.now();
    while (Date.now() - started < SERVER_TIMEOUT_MS) {
      if (this.child.exitCode !== null || this.child.signalCode !== null) {
        throw new Error(
          `the server exited (code ${this.child.exitCode}, signal ${this.child.signalCode}) before it was ready`,
        );
      }
      if (ready || (await answers(`${baseURL}/obt/openapi.json`))) {
        // The ready line can come a moment before the socket accepts.
        if (await answers(`${baseURL}/obt/openapi.json`)) {
          log(`server ready at ${baseURL} in ${((Date.now() - started) / 1000).toFixed(1)} s (DB_FILE ${env.DB_FILE})`);
          return baseURL;
        }
      }
      await sleep(300);
    }
    throw new Error(`the server was not ready within ${SERVER_TIMEOUT_MS / 1000} s`);
  }

  tail(lines = 40) {
    return this.output.join('').split('\n').slice(-lines).join('\n');
  }

  /** SIGTERM to the group, SIGKILL after 5 s; always removes the temporary database. */
  async stop() {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      signalGroup(child.pid, 'SIGTERM');
      const done = await Promise.race([this.exited.then(() => true), sleep(5_000).then(() => false)]);
      if (!done) {
        signalGroup(child.pid, 'SIGKILL');
        await Promise.race([this.exited, sleep(2_000)]);
      }
    }
    // tsx's node child may outlive the tsx wrapper for a moment.
    if (child) signalGroup(child.pid, 'SIGKILL');
    this.child = null;
    if (this.tempDir) rmSync(this.tempDir, { recursive: true, force: true });
    this.tempDir = null;
  }
}

async function loadJourneys(grep) {
  const dir = join(here, 'journeys');
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.mjs'))
    .sort();
  const all = [];
  for (const file of files) {
    const mod = await import(pathToFileURL(join(dir, file)).href);
    const list = mod.journeys ?? (mod.default ? [].concat(mod.default) : []);
    if (!list.length) throw new Error(`${file} exports no journeys`);
    for (const journey of list) all.push({ ...journey, file });
  }
  return grep ? all.filter((journey) => journey.name.toLowerCase().includes(grep.toLowerCase())) : all;
}

function slug(name) {
  return name
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function runJourney(browser, baseURL, journey) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.stack || error.message}`));
  page.on('requestfailed', (req) => {
    const failure = req.failure()?.errorText ?? 'failed';
    // Navigations away from a page abort its pending requests: not a problem by itself.
    if (failure !== 'net::ERR_ABORTED') problems.push(`request failed: ${req.method()} ${req.url()} (${failure})`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.request().method()} ${res.url()}`);
  });
  // A native alert()/confirm() would block the page; accept it and keep its text for the report.
  page.on('dialog', (dialog) => {
    problems.push(`native ${dialog.type()} dialog: ${dialog.message()}`);
    void dialog.accept().catch(() => undefined);
  });

  const started = Date.now();
  try {
    await withTimeout(
      Promise.resolve().then(() => journey.run({ page, context, baseURL })),
      // A journey that waits on real time (a car ride's stages) may ask for longer.
      journey.timeoutMs ?? JOURNEY_TIMEOUT_MS,
      'the journey',
    );
    // Issue 16: the app's Content-Security-Policy must not block anything the app does (Chrome logs each refusal).
    const csp = problems.filter((p) => /Content Security Policy/i.test(p));
    if (csp.length) throw new Error(`blocked by the Content-Security-Policy:\n${csp.join('\n')}`);
    return { ok: true, ms: Date.now() - started };
  } catch (error) {
    let screenshot = null;
    try {
      mkdirSync(resultsDir, { recursive: true });
      screenshot = join(resultsDir, `${slug(journey.name) || 'journey'}.png`);
      await page.screenshot({ path: screenshot, fullPage: true, timeout: 10_000 });
    } catch {
      screenshot = null;
    }
    return { ok: false, ms: Date.now() - started, error, screenshot, problems, url: page.url() };
  } finally {
    await context.close().catch(() => undefined);
  }
}

async function main() {
  const grep = process.argv[2] || process.env.E2E_GREP || '';
  const journeys = await loadJourneys(grep);
  if (!journeys.length) throw new Error(`no journeys${grep ? ` match ${JSON.stringify(grep)}` : ''}`);

  const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(`no browser at ${executablePath}: apt-get install -y chromium (or set CHROME_PATH)`);
  }

  // Screenshots of an earlier run would mislead.
  if (existsSync(resultsDir)) {
    for (const name of readdirSync(resultsDir))
      if (name.endsWith('.png')) rmSync(join(resultsDir, name), { force: true });
  }

  let server = null;
  let baseURL = process.env.E2E_BASE_URL?.replace(/\/$/, '');
  if (!baseURL) {
    ensureBuild();
    server = new ServerProcess();
    stopOnSignal(server);
  }
  let browser = null;
  const results = [];
  try {
    if (server) {
      try {
        baseURL = await server.start();
      } catch (error) {
        console.error(`[e2e] server output:\n${server.tail(60)}`);
        throw error;
      }
    }
    const { chromium } = await import('playwright-core');
    // launch() gives every run a fresh temporary profile (user-data dir) and removes it on close.
    browser = await chromium.launch({ executablePath, headless: process.env.E2E_HEADED !== '1', args: CHROME_ARGS });
    log(`chromium ${browser.version()} at ${executablePath}; ${journeys.length} journeys against ${baseURL}`);

    for (const journey of journeys) {
      if (interrupted) break;
      const result = await runJourney(browser, baseURL, journey);
      results.push({ journey, ...result });
      const seconds = (result.ms / 1000).toFixed(1);
      if (result.ok) {
        console.log(`  ✓ ${journey.name} (${seconds} s)`);
      } else {
        console.log(`  ✗ ${journey.name} (${seconds} s)`);
        console.log(
          `      ${String(result.error?.message ?? result.error)
            .split('\n')
            .join('\n      ')}`,
        );
        console.log(`      at ${result.url}`);
        if (result.screenshot) console.log(`      screenshot: ${relative(root, result.screenshot)}`);
        if (result.problems.length) {
          console.log('      browser console errors / failed requests:');
          for (const line of result.problems.slice(0, 20)) console.log(`        ${line.split('\n')[0]}`);
        } else {
          console.log('      browser console errors: none');
        }
      }
    }
  } finally {
    if (browser) await browser.close().catch(() => undefined);
    if (server) {
      if (results.some((r) => !r.ok)) console.log(`[e2e] server output (last lines):\n${server.tail(25)}`);
      await server.stop();
    }
  }

  const failed = results.filter((r) => !r.ok);
  console.log('');
  console.log(
    `journeys: ${results.length} run in ${relative(root, here)} (${journeys[0].file} … ${journeys.at(-1).file})`,
  );
  for (const r of failed) console.log(`FAILED: ${r.journey.name} [${r.journey.file}]`);
  console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
  return failed.length ? 1 : 0;
}

function stopOnSignal(server) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      interrupted = true;
      console.log(`[e2e] ${signal}: stopping the server`);
      void server.stop().finally(() => process.exit(130));
    });
  }
  // Last resort if something exits the process abruptly.
  process.once('exit', () => {
    if (server.child) signalGroup(server.child.pid, 'SIGKILL');
    if (server.tempDir) rmSync(server.tempDir, { recursive: true, force: true });
  });
}

// A journey's stray promise must not crash the run (and leave the server up): report it instead.
process.on('unhandledRejection', (error) => {
  console.error(`[e2e] unhandled rejection (a journey left a promise unawaited): ${error?.message ?? error}`);
});

/** Minutes after midnight, China time (UTC+8, no daylight saving). */
function chinaMinutes(ms) {
  const d = new Date(ms + 8 * 3_600_000);
  return d.getUTCHours() * 60 + d.getUTCMinutes();
}

/**
 * Rail booking is closed from 00:00 to 05:00 China time (SPEC §5), and the train journeys book. A run that could
 * reach those hours (it starts after 22:59 or before 05:00) runs itself again under libfaketime, moved forward to
 * 06:00 China time: the server, the journeys and chromium (child processes inherit the preload) then share one
 * shifted clock that keeps ticking, so every journey passes at any hour. E2E_CLOCK_SHIFTED marks the inner run.
 */
function runInBookingHours() {
  if (process.env.E2E_CLOCK_SHIFTED || process.env.E2E_BASE_URL) return null;
  const minutes = chinaMinutes(Date.now());
  if (minutes >= 5 * 60 && minutes < 23 * 60) return null;
  const shift = (6 * 60 - minutes + 1440) % 1440;
  const faketime = spawnSync('faketime', ['--version'], { stdio: 'ignore' });
  if (faketime.error) {
    log(
      'China time is within rail maintenance hours and faketime is missing (apt-get install faketime): train journeys will fail',
    );
    return null;
  }
  log(
    `China time is ${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}: running with the clock moved ${shift} minutes forward (rail booking hours)`,
  );
  const inner = spawnSync('faketime', ['-f', `+${shift * 60}s`, process.execPath, ...process.argv.slice(1)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_CLOCK_SHIFTED: String(shift) },
  });
  return inner.status ?? 1;
}

const shifted = runInBookingHours();
if (shifted !== null) process.exit(shifted);

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[e2e] ${error?.stack || error}`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);
