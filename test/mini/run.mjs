#!/usr/bin/env node
/**
 * `npm run test:mini`: the mini-program builds checked for real (issue 11, build 1).
 *
 * 1. Builds dist/weapp and dist/qywx when missing (CI builds them in the steps before).
 * 2. Static checks per build (test/mini/lib/static.mjs): the official wcc/wcsc over every wxml/wxs/wxss, app.json
 *    pages and components present, package sizes, requiredPrivateInfos = the location APIs the code calls, privacy
 *    settings.
 * 3. Starts the reference server (fresh temporary SQLite, OBT_DEMO=1, free loopback port).
 * 4. Runs, in parallel worker processes (test/mini/worker.mjs; MINI_CONCURRENCY, default the core count):
 *    - the sweep: EVERY page of app.json of both builds, logged in, each page set in its own worker; a page fails
 *      on a thrown error, console.error, an unhandled rejection, a wcc template error or an empty render;
 *    - the journeys of test/mini/journeys/*.mjs (sign-on, booking to requestPayment, the 10-page stack);
 *    - the self-test: a copy of the weapp build with three pages made to fail (throwing while loading, while
 *      rendering, reading Node's `process`) must fail the sweep with those errors, or the sweep proves nothing.
 * 5. Prints a summary whose last line is `N passed, M failed`; exit code 1 on any failure.
 *
 * Environment: MINI_BUILDS=weapp,qywx (which builds), MINI_DIST_WEAPP / MINI_DIST_QYWX (other build folders),
 * MINI_GREP=text (only journeys whose name contains it; also the first CLI argument), MINI_SKIP_SWEEP=1,
 * MINI_CONCURRENCY=n, MINI_VERBOSE=1 (the bundle's console.log on stdout).
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ReferenceServer } from './lib/server.mjs';
import { staticChecks } from './lib/static.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const JOB_TIMEOUT_MS = 240_000;
const log = (line) => console.log(`[mini] ${line}`);

const builds = (process.env.MINI_BUILDS || 'weapp,qywx')
  .split(',')
  .map((b) => b.trim())
  .filter(Boolean)
  .map((platform) => ({
    platform,
    dir: resolve(root, process.env[`MINI_DIST_${platform.toUpperCase()}`] || join('dist', platform)),
  }));

function ensureBuild({ platform, dir }) {
  if (existsSync(join(dir, 'app.json'))) return;
  log(`${dir}/app.json is missing: building (taro build --type ${platform} --mode miniprogram)…`);
  const local = join(root, 'node_modules', '.bin', 'taro');
  const [cmd, args] = existsSync(local) ? [local, []] : ['npx', ['taro']];
  const env = { ...process.env, NODE_OPTIONS: process.env.NODE_OPTIONS || '--max-old-space-size=4096' };
  if (dir !== resolve(root, 'dist', platform)) env.OBT_DIST = dir;
  const run = spawnSync(cmd, [...args, 'build', '--type', platform, '--mode', 'miniprogram'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (run.status !== 0 || !existsSync(join(dir, 'app.json')))
    throw new Error(`the ${platform} build failed (exit ${run.status})`);
}

/** Splits routes into `n` interleaved sets, so each worker gets main-package and subpackage pages alike. */
function chunks(list, n) {
  const out = Array.from({ length: Math.max(1, Math.min(n, list.length)) }, () => []);
  list.forEach((item, i) => out[i % out.length].push(item));
  return out;
}

function runWorker(job) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(here, 'worker.mjs')], {
      cwd: root,
      env: { ...process.env, MINI_JOB: JSON.stringify(job) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => {
      out += c;
      if (process.env.MINI_VERBOSE === '1') process.stdout.write(c);
    });
    child.stderr.on('data', (c) => {
      err += c;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), JOB_TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      const line = out.split('\n').findLast((l) => l.startsWith('@@result '));
      const result = line
        ? JSON.parse(line.slice('@@result '.length))
        : { ok: false, error: `worker exited ${code} without a result` };
      // Anything the harness itself printed to stderr (wcc runtime template errors, crashes) counts against the job.
      if (err.trim()) result.stderr = err.trim().split('\n').slice(0, 30);
      done(result);
    });
  });
}

/**
 * Runs the jobs `concurrency` at a time. The server keeps one session per employee (a new sign-in ends the
 * previous one), so two jobs of the same demo user never run at the same time.
 */
async function pool(jobs, concurrency) {
  const waiting = jobs.map((entry, i) => ({ entry, i }));
  const busy = new Set();
  let wake = () => undefined;
  const lane = async () => {
    for (;;) {
      const at = waiting.findIndex(({ entry }) => !busy.has(entry.job.user));
      if (at < 0) {
        if (!waiting.length) return;
        await new Promise((done) => {
          wake = done;
        });
        continue;
      }
      const [{ entry }] = waiting.splice(at, 1);
      busy.add(entry.job.user);
      const started = Date.now();
      const result = { ...(await runWorker(entry.job)), wallMs: Date.now() - started };
      busy.delete(entry.job.user);
      wake();
      report(entry, result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, lane));
}

function sweepFailures(result) {
  const failures = [];
  if (!result.ok) failures.push(result.error);
  for (const page of result.pages ?? []) for (const p of page.problems) failures.push(`${page.route}: ${p}`);
  for (const p of result.otherProblems ?? []) failures.push(p);
  for (const line of result.stderr ?? []) failures.push(`stderr: ${line}`);
  return failures;
}

/** Whether a job passed: a sweep with no failure, a journey that ran, the self-test that caught both pages. */
function verdict(entry, result) {
  if (entry.kind === 'sweep') return sweepFailures(result);
  if (entry.kind === 'journey') {
    const failures = result.ok ? [] : [result.error];
    for (const p of result.problems ?? []) failures.push(p);
    for (const line of result.stderr ?? []) failures.push(`stderr: ${line}`);
    return failures;
  }
  // self-test: the two broken pages must fail, the healthy one must pass.
  const byRoute = new Map((result.pages ?? []).map((p) => [p.route, p]));
  const failures = [];
  for (const { route, expect } of entry.broken) {
    // Caught for the right reason: the injected failure itself is in the report, not some other problem.
    const problems = byRoute.get(route)?.problems ?? [];
    if (!problems.some((p) => p.includes(expect))) {
      failures.push(`the sweep did not report "${expect}" for ${route}: ${problems.join('; ') || 'no problem'}`);
    }
  }
  for (const route of entry.healthy) {
    const page = byRoute.get(route);
    if (!page || page.problems.length)
      failures.push(`healthy page ${route} failed in the copy: ${page?.problems.join('; ')}`);
  }
  return failures;
}

const outcomes = [];
function report(entry, result) {
  const failures = verdict(entry, result);
  outcomes.push({ entry, failures });
  const seconds = ((result.wallMs ?? 0) / 1000).toFixed(1);
  const pages = result.pages ? ` (${result.pages.length} pages)` : '';
  console.log(`  ${failures.length ? '✗' : '✓'} ${entry.label}${pages} ${seconds} s`);
  for (const f of failures.slice(0, 25)) console.log(`      ${String(f).split('\n').slice(0, 6).join('\n      ')}`);
}

/**
 * A copy of the build with three broken pages, each with the text its failure must report: one throws while
 * loading, one while rendering, one reads Node's `process` (present in Node, absent on a phone).
 */
function brokenCopy(dir) {
  const copy = mkdtempSync(join(tmpdir(), 'obt-mini-broken-'));
  cpSync(dir, copy, { recursive: true });
  const edit = (route, change) => {
    const file = join(copy, `${route}.js`);
    const source = readFileSync(file, 'utf8');
    const changed = change(source);
    if (changed === source) throw new Error(`self-test: cannot inject into ${route}`);
    writeFileSync(file, changed);
  };
  const load = 'pages/register/index';
  edit(load, (s) =>
    s.replace('"use strict";', '"use strict";throw new Error("injected: this page throws while loading");'),
  );
  const render = 'pages/notFound/index';
  edit(render, (s) =>
    s.replace(
      new RegExp(`\\(([\\w$]+),"${render}",`),
      `(function(){throw new Error("injected: this page throws while rendering")},"${render}",`,
    ),
  );
  const node = 'pages/resetPassword/firstStep/index';
  edit(node, (s) => s.replace('"use strict";', '"use strict";process.env.INJECTED;'));
  return {
    copy,
    broken: [
      { route: load, expect: 'injected: this page throws while loading' },
      { route: render, expect: 'injected: this page throws while rendering' },
      { route: node, expect: 'process is not defined' },
    ],
    healthy: ['pages/login/index'],
  };
}

async function loadJourneys(grep) {
  const dir = join(here, 'journeys');
  const list = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    .sort()) {
    const mod = await import(pathToFileURL(join(dir, file)).href);
    for (const j of mod.journeys ?? []) list.push({ ...j, file: join(dir, file) });
  }
  return grep ? list.filter((j) => j.name.toLowerCase().includes(grep.toLowerCase())) : list;
}

async function main() {
  const started = Date.now();
  const grep = process.argv[2] || process.env.MINI_GREP || '';
  for (const build of builds) ensureBuild(build);

  let staticFailed = 0;
  const routes = {};
  for (const build of builds) {
    const t = Date.now();
    const { checks, routes: r } = staticChecks(build.dir);
    routes[build.platform] = r;
    log(`${build.platform} static checks (${((Date.now() - t) / 1000).toFixed(1)} s):`);
    for (const c of checks) {
      console.log(`  ${c.ok ? '✓' : '✗'} ${c.name}: ${c.detail}`);
      if (!c.ok) staticFailed += 1;
    }
  }

  const server = new ReferenceServer(root);
  const cleanups = [];
  const stop = async () => {
    await server.stop();
    for (const c of cleanups) rmSync(c, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stop().finally(() => process.exit(130)));

  try {
    const base = await server.start();
    log(`reference server at ${base}`);
    const concurrency = Number(process.env.MINI_CONCURRENCY) || Math.max(2, availableParallelism());
    // Demo users with a WeChat open id (server/src/db/seed/demoPeople.ts): user 1 (张三) belongs to the journeys
    // that book or sign on as him; page sets take turns with users 2 and 3.
    const spare = ['demo-openid-2', 'demo-openid-3'];
    let turn = 0;
    const nextSpare = () => spare[turn++ % spare.length];
    const jobs = [];
    if (!grep && process.env.MINI_SKIP_SWEEP !== '1') {
      for (const build of builds) {
        const sets = chunks(routes[build.platform], concurrency);
        sets.forEach((set, i) =>
          jobs.push({
            kind: 'sweep',
            label: `${build.platform} pages, set ${i + 1}/${sets.length}`,
            job: {
              kind: 'sweep',
              platform: build.platform,
              root: build.dir,
              server: base,
              routes: set,
              user: nextSpare(),
            },
          }),
        );
      }
      const weapp = builds.find((b) => b.platform === 'weapp') ?? builds[0];
      const self = brokenCopy(weapp.dir);
      cleanups.push(self.copy);
      jobs.push({
        kind: 'self-test',
        label: `self-test: a ${weapp.platform} copy with pages throwing while loading, while rendering, and using Node's process fails`,
        broken: self.broken,
        healthy: self.healthy,
        job: {
          kind: 'sweep',
          platform: weapp.platform,
          root: self.copy,
          server: base,
          routes: [...self.healthy, ...self.broken.map((b) => b.route)],
          user: nextSpare(),
        },
      });
    }
    for (const j of await loadJourneys(grep)) {
      for (const build of builds.filter((b) => j.platforms.includes(b.platform))) {
        jobs.push({
          kind: 'journey',
          label: `${build.platform} journey: ${j.name}`,
          job: {
            kind: 'journey',
            platform: build.platform,
            root: build.dir,
            server: base,
            file: j.file,
            name: j.name,
            user: j.user ?? nextSpare(),
          },
        });
      }
    }
    log(`${jobs.length} jobs on ${concurrency} workers`);
    await pool(jobs, concurrency);
  } finally {
    if (outcomes.some((o) => o.failures.length)) console.log(`[mini] server output (last lines):\n${server.tail(20)}`);
    await stop();
  }

  const failed = outcomes.filter((o) => o.failures.length).length + staticFailed;
  const passed = outcomes.length - outcomes.filter((o) => o.failures.length).length;
  const pages = outcomes.filter((o) => o.entry.kind === 'sweep').reduce((n, o) => n + o.entry.job.routes.length, 0);
  console.log('');
  console.log(
    `test:mini: ${pages} pages swept, ${builds.length} builds, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const o of outcomes.filter((x) => x.failures.length)) console.log(`FAILED: ${o.entry.label}`);
  if (staticFailed) console.log(`FAILED: ${staticFailed} static checks`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[mini] ${error?.stack ?? error}`);
    process.exit(1);
  },
);
