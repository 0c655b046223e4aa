#!/usr/bin/env node
/**
 * `npm run perf:load`: the API load check of ARCHITECTURE §11 ("server on loopback, 2 cores: search and list
 * p99 ≤ 50 ms and booking p99 ≤ 100 ms at 50 connections, zero errors").
 *
 * 1. Starts the reference server (`node --import tsx server/src/main.ts` with the Node options of
 *    scripts/serverFlags.mjs) on a free loopback port with a fresh temporary SQLite file and the demo seed
 *    (OBT_DEMO=1), NODE_ENV=production, LOG_LEVEL=warn (no line per request).
 * 2. Logs in the nine demo employees of company 10001 with the demo password (encrypted with the fixed-key cipher
 *    of src/domain/passwordCipher.ts, as the app does).
 * 3. Finds bookable fares for the booking phase: one flight search per route and day with the nine employees as
 *    travellers; every flight whose lowest economy fare keeps to everyone's travel standard gives as many "slots"
 *    (one employee booking that fare for themselves) as it has seats, never two for one employee on one physical
 *    flight (the duplicate-order check), so every booking of the run can succeed.
 * 4. Warms up (JIT, SQLite pages), then runs autocannon with 50 connections for LOAD_DURATION seconds each on
 *      search   POST /obt/flight/v3/shopping/queryFlight (the /tk/tkList call: route, day, traveller, connections),
 *               across 12 routes × 30 days and the nine employees;
 *      booking  POST /obt/flight/order/bookV3, a fresh Idempotency-Key and a fresh slot per request;
 *      list     POST /obt/allOrderList (the /allorder first page, last 30 days), after the bookings so the orders
 *               table holds thousands of rows; one request in nine is the administrator's company-wide view.
 * 5. Prints p50 / p90 / p99 / max latency, req/s, socket errors, timeouts, non-2xx answers, envelope refusals
 *    (HTTP 200 with code ≠ 1: the API answers business errors that way) and the server's CPU time per request (from
 *    /proc: on a shared box latency measures the neighbours, CPU per request the server) per phase, checks them against the budgets
 *    and exits 1 when one is missed. Any error, timeout, non-2xx or refusal misses the "zero errors" budget.
 *
 * Options (environment): LOAD_DURATION seconds per phase (default 10); LOAD_CONNECTIONS (default 50);
 * LOAD_PHASES=search,book,list (a subset); LOAD_ATTEMPTS (default 1): with 2, a phase that missed only its
 * latency budget, and by at most LOAD_NEAR_MISS (default 1.5×), is measured once more on the same server, up to
 * LOAD_ATTEMPTS runs in all, and the phase meets its budgets when one run did (best of N, for a noisy CI box;
 * errors are never retried); LOAD_SERVER_TIMEOUT ms (default 120000);
 * LOAD_JSON=path writes the results as JSON; LOAD_PROFILE_DIR=dir makes the server write a CPU profile there;
 * LOAD_KEEP_DB=1 keeps the temporary folder with the SQLite file; LOAD_NODE_ARGS adds node options to the server's command line (e.g. `--import ./my-instrumentation.mjs`).
 */
import { spawn } from 'node:child_process';
import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { answers, freePort, productionSecretsEnv, signalGroup, sleep } from '../lib/processes.mjs';
import { CORP_ID, PEOPLE } from '../lib/demoPeople.mjs';
import { SERVER_NODE_FLAGS } from '../../scripts/serverFlags.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DURATION_S = Number(process.env.LOAD_DURATION) || 10;
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS) || 50;
const ATTEMPTS = Math.max(1, Number(process.env.LOAD_ATTEMPTS) || 1);
const NEAR_MISS = Number(process.env.LOAD_NEAR_MISS) || 1.5;
const SERVER_TIMEOUT_MS = Number(process.env.LOAD_SERVER_TIMEOUT) || 120_000;
const PHASES = (process.env.LOAD_PHASES || 'search,book,list')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const WARMUP_S = 2;

/** ARCHITECTURE §11, milliseconds of p99 latency. */
const BUDGETS = { search: 50, list: 50, book: 100 };

/** Demo password and cipher key (docs/CONVENTIONS.md, src/domain/passwordCipher.ts DEFAULT_PWD_KEY). */
const DEMO_PASSWORD = 'Demo12345';
const PWD_KEY = 'obtDemoPwdKey16!';

/** City pairs with 14–26 flights a day in the simulated supplier. */
const ROUTES = [
  ['BJS', 'SHA'],
  ['SHA', 'BJS'],
  ['BJS', 'CAN'],
  ['CAN', 'BJS'],
  ['SHA', 'CAN'],
  ['CAN', 'SHA'],
  ['BJS', 'SZX'],
  ['SZX', 'BJS'],
  ['SHA', 'SZX'],
  ['SZX', 'SHA'],
  ['BJS', 'CTU'],
  ['CTU', 'BJS'],
];

const log = (line) => console.log(`[load] ${line}`);

// ---------------------------------------------------------------------------------------------------------------
// Small pure helpers

/** AES-128-ECB, PKCS7, Base64: the same bytes as crypto-js in src/domain/passwordCipher.ts. */
function encryptPassword(plain, key = PWD_KEY) {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** GB 11643 check character of the first 17 digits. */
function idCheckChar(first17) {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * weights[i], 0);
  return '10X98765432'[sum % 11];
}

/** A valid 18-digit ID number like the seed's demoIdNumber(area, born, 1, sex). */
function idNumber(p) {
  const first17 = `${p.area}${p.born.replace(/-/g, '')}00${p.sex === 'M' ? 3 : 2}`;
  return first17 + idCheckChar(first17);
}

/** 'YYYY-MM-DD' in China time, `days` after today (the server's clock is real time). */
function chinaDate(days) {
  return new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * CPU time (user + system, all threads) the process has used so far, in ms; null where /proc is missing. Latency
 * on a shared box mostly measures the neighbours; the server's CPU per request measures the server.
 */
function processCpuMs(pid) {
  try {
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Clock ticks of 1/100 s (USER_HZ is 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The server

class ServerProcess {
  constructor() {
    this.child = null;
    this.output = [];
    this.tempDir = null;
    this.exited = null;
  }

  async start() {
    const port = await freePort();
    this.tempDir = mkdtempSync(join(tmpdir(), 'obt-load-'));
    const env = {
      ...process.env,
      // Production refuses to start on missing or repository-default secrets (server/src/config.ts).
      ...productionSecretsEnv(),
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DB_FILE: join(this.tempDir, 'obt.db'),
      OBT_DEMO: '1',
      // No H5 app to serve, and nothing written into the repository (demo outbox, uploads).
      STATIC_DIR: join(this.tempDir, 'no-static'),
      OUTBOX_DIR: join(this.tempDir, 'outbox'),
      UPLOAD_DIR: join(this.tempDir, 'uploads'),
    };
    delete env.DATABASE_URL;
    // LOAD_PROFILE_DIR=dir: the server writes a V8 CPU profile there when it stops (chrome://inspect, speedscope).
    const profile = process.env.LOAD_PROFILE_DIR
      ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.env.LOAD_PROFILE_DIR)}`]
      : [];
    // One node process with tsx's loader (what `tsx server/src/main.ts` runs, without the wrapper process).
    const cmd = process.execPath;
    const extra = (process.env.LOAD_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const args = [...SERVER_NODE_FLAGS, ...extra, '--import', 'tsx', ...profile, 'server/src/main.ts'];
    this.child = spawn(cmd, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    this.exited = new Promise((done) => this.child.once('exit', (code, signal) => done({ code, signal })));
    const keep = (chunk) => {
      this.output.push(chunk.toString());
      if (this.output.length > 400) this.output.shift();
    };
    this.child.stdout.on('data', keep);
    this.child.stderr.on('data', keep);
    this.child.once('error', (error) => this.output.push(`spawn error: ${error.message}\n`));

    const baseURL = `http://127.0.0.1:${port}`;
    const started = Date.now();
    while (Date.now() - started < SERVER_TIMEOUT_MS) {
      if (this.child.exitCode !== null || this.child.signalCode !== null) {
        throw new Error(`the server exited (code ${this.child.exitCode}) before it was ready:\n${this.tail()}`);
      }
      if (await answers(`${baseURL}/obt/openapi.json`)) {
        log(`server ready at ${baseURL} in ${((Date.now() - started) / 1000).toFixed(1)} s (DB_FILE ${env.DB_FILE})`);
        return baseURL;
      }
      await sleep(300);
    }
    throw new Error(`the server was not ready within ${SERVER_TIMEOUT_MS / 1000} s:\n${this.tail()}`);
  }

  tail(lines = 30) {
    return this.output.join('').split('\n').slice(-lines).join('\n');
  }

  async stop() {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      signalGroup(child.pid, 'SIGTERM');
      const done = await Promise.race([this.exited.then(() => true), sleep(5_000).then(() => false)]);
      if (!done) {
        log('the server did not stop within 5 s of SIGTERM: killing it');
        signalGroup(child.pid, 'SIGKILL');
        await Promise.race([this.exited, sleep(2_000)]);
      }
    }
    if (child) signalGroup(child.pid, 'SIGKILL');
    this.child = null;
    if (this.tempDir && process.env.LOAD_KEEP_DB !== '1') rmSync(this.tempDir, { recursive: true, force: true });
    else if (this.tempDir) log(`kept ${this.tempDir}`);
    this.tempDir = null;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// API calls of the set-up (plain fetch)

async function post(baseURL, path, body, token, extraHeaders = {}) {
  const res = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...extraHeaders,
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${path} answered HTTP ${res.status} with non-JSON: ${text.slice(0, 200)}`);
  }
  return json;
}

async function login(baseURL, person) {
  const answer = await post(baseURL, '/obt/vipLogin', {
    loginType: 1,
    loginName: person.phone,
    password: encryptPassword(DEMO_PASSWORD),
    compId: CORP_ID,
  });
  if (answer.code !== 1 || !answer.data?.token) {
    throw new Error(`login of ${person.phone} failed: ${JSON.stringify(answer).slice(0, 300)}`);
  }
  return answer.data.token;
}

function searchBody(route, date, travellers, withTransfer = true) {
  return {
    depCity: route[0],
    arrCity: route[1],
    depDate: date,
    travellers: travellers.map((p) => ({ empId: p.empId })),
    withTransfer,
  };
}

/**
 * Booking slots: {person, fareKey}. One search per route-day with every employee as a traveller (the policy badge
 * is then the strictest standard's); a compliant lowest fare with n seats gives min(n, 9) slots, each to another
 * employee, skipping employees who already hold a slot on the same physical flight that day.
 */
class SlotPool {
  constructor(baseURL, people) {
    this.baseURL = baseURL;
    this.people = people;
    this.slots = [];
    this.next = 0;
    this.searched = 0;
    this.routeDays = [];
    // Days 3..300 (well clear of the 40-minute rule, inside the 365-day sale horizon), route by route.
    for (let day = 3; day <= 300; day += 1) for (const route of ROUTES) this.routeDays.push([route, chinaDate(day)]);
    this.taken = new Set();
    this.rr = 0;
  }

  get remaining() {
    return this.slots.length - this.next;
  }

  take() {
    if (this.next >= this.slots.length) return null;
    const slot = this.slots[this.next];
    this.slots[this.next] = null;
    this.next += 1;
    return slot;
  }

  async fill(target, concurrency = 4) {
    const started = Date.now();
    const worker = async () => {
      while (this.remaining < target && this.searched < this.routeDays.length) {
        const [route, date] = this.routeDays[this.searched];
        this.searched += 1;
        const answer = await post(
          this.baseURL,
          '/obt/flight/v3/shopping/queryFlight',
          searchBody(route, date, this.people, false),
          // The administrator (booking scope: the whole company) may name everyone as a traveller.
          (this.people.find((p) => p.admin) ?? this.people[0]).token,
        );
        if (answer.code !== 1) throw new Error(`slot search failed: ${JSON.stringify(answer).slice(0, 300)}`);
        for (const flight of answer.data.flights) {
          const fare = flight.lowest;
          if (!fare?.policy?.compliant || !(fare.seats > 0)) continue;
          const physical = `${flight.codeshareOf || flight.flightNo}|${date}`;
          let seats = fare.seats;
          for (let i = 0; i < this.people.length && seats > 0; i += 1) {
            const person = this.people[(this.rr + i) % this.people.length];
            const key = `${person.empId}|${physical}`;
            if (this.taken.has(key)) continue;
            this.taken.add(key);
            this.slots.push({ person, fareKey: fare.fareKey });
            seats -= 1;
          }
          this.rr += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (this.remaining < target) {
      log(`only ${this.remaining} booking slots found (wanted ${target}) after ${this.searched} route-days`);
    }
    return Date.now() - started;
  }
}

function bookBody(slot) {
  const p = slot.person;
  return {
    fareKeys: [slot.fareKey],
    tripType: 1,
    psgList: [
      {
        psgName: p.name,
        psgType: 1,
        idType: 'ID',
        idno: idNumber(p),
        sex: p.sex,
        born: p.born,
        phoneNumber: p.phone,
        empId: p.empId,
      },
    ],
    linkman: p.name,
    linkTel: p.phone,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Phases

/** Counts envelope refusals (HTTP 200, code ≠ 1) and keeps a few examples. */
function refusalCounter() {
  const counter = { refused: 0, ok: 0, examples: new Map() };
  counter.onResponse = (status, body) => {
    if (status < 200 || status >= 300) {
      const key = `HTTP ${status}: ${String(body).slice(0, 120)}`;
      counter.examples.set(key, (counter.examples.get(key) ?? 0) + 1);
      return;
    }
    // Fast path without parsing (a search answer is tens of kB, and the client shares the server's two cores):
    // the server's envelope always starts with its code (server/src/lib/envelope.ts).
    if (typeof body === 'string' && body.startsWith('{"code":1,')) {
      counter.ok += 1;
      return;
    }
    let code;
    let tips = '';
    try {
      const json = JSON.parse(body);
      code = json.code;
      tips = json.tips ?? '';
    } catch {
      code = 'non-JSON';
    }
    if (code === 1) {
      counter.ok += 1;
      return;
    }
    counter.refused += 1;
    const key = `code ${code}: ${String(tips).slice(0, 80)}`;
    counter.examples.set(key, (counter.examples.get(key) ?? 0) + 1);
  };
  return counter;
}

/** One autocannon run; `next(context)` returns {path, token, body, headers?} or null when out of work. */
async function cannon(baseURL, { name, duration, connections, next }) {
  const counter = refusalCounter();
  let exhausted = false;
  let instance;
  const run = new Promise((done, reject) => {
    instance = autocannon(
      {
        url: baseURL,
        connections,
        duration,
        timeout: 10,
        requests: [
          {
            method: 'POST',
            setupRequest(req) {
              const call = next();
              if (!call) {
                if (!exhausted) {
                  exhausted = true;
                  setImmediate(() => instance.stop());
                }
                return { ...req, method: 'POST', path: '/obt/openapi.json', body: '' };
              }
              return {
                ...req,
                method: 'POST',
                path: call.path,
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${call.token}`,
                  ...(call.headers ?? {}),
                },
                body: JSON.stringify(call.body),
              };
            },
            onResponse: counter.onResponse,
          },
        ],
      },
      (err, result) => (err ? reject(err) : done(result)),
    );
  });
  const result = await run;
  return summarize(name, result, counter, exhausted);
}

function summarize(name, r, counter, exhausted) {
  return {
    name,
    requests: r.requests.total,
    durationS: r.duration,
    rps: r.requests.average,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    mean: r.latency.mean,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    refused: counter.refused,
    refusals: [...counter.examples.entries()].map(([k, n]) => `${n}× ${k}`),
    exhausted,
  };
}

function searchCalls(people) {
  const combos = [];
  for (let day = 1; day <= 30; day += 1) for (const route of ROUTES) combos.push([route, chinaDate(day)]);
  let i = 0;
  return () => {
    const person = people[i % people.length];
    const [route, date] = combos[(i * 7) % combos.length];
    i += 1;
    return {
      path: '/obt/flight/v3/shopping/queryFlight',
      token: person.token,
      body: searchBody(route, date, [person]),
    };
  };
}

function listCalls(people) {
  const range = { dateStart: chinaDate(-30), dateEnd: chinaDate(0) };
  let i = 0;
  return () => {
    const person = people[i % people.length];
    i += 1;
    return {
      path: '/obt/allOrderList',
      token: person.token,
      body: {
        pageNum: 1,
        count: 10,
        statusGroup: 'all',
        dateType: 1,
        ...range,
        // The administrator looks at the whole company (findScope 3); everyone else at their own orders.
        findScope: person.admin ? 3 : 1,
      },
    };
  };
}

function bookCalls(pool) {
  const run = randomBytes(4).toString('hex');
  let i = 0;
  return () => {
    const slot = pool.take();
    if (!slot) return null;
    i += 1;
    return {
      path: '/obt/flight/order/bookV3',
      token: slot.person.token,
      headers: { 'idempotency-key': `load-${run}-${i}` },
      body: bookBody(slot),
    };
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Report

function judge(result) {
  const budget = BUDGETS[result.name];
  const problems = [];
  if (result.p99 > budget) problems.push(`p99 ${result.p99} ms > ${budget} ms`);
  const errorCount = result.errors + result.timeouts + result.non2xx + result.refused;
  if (errorCount > 0) {
    problems.push(
      `${errorCount} error(s): ${result.errors} socket, ${result.timeouts} timeouts, ${result.non2xx} non-2xx, ` +
        `${result.refused} refused${result.refusals.length ? ` (${result.refusals.slice(0, 3).join('; ')})` : ''}`,
    );
  }
  if (result.exhausted) problems.push('ran out of booking slots before the end of the phase (harness)');
  const latencyOnly = errorCount === 0 && !result.exhausted && result.p99 > budget;
  return { budget, problems, nearMiss: latencyOnly && result.p99 <= budget * NEAR_MISS };
}

function printTable(results) {
  const header = [
    'phase',
    'requests',
    'req/s',
    'p50',
    'p90',
    'p99',
    'max',
    'errors',
    'non-2xx',
    'refused',
    'cpu/req',
    'budget',
    'status',
  ];
  const body = results.map((r) => [
    r.name + (r.attempt > 1 ? ` (#${r.attempt})` : ''),
    String(r.requests),
    r.rps.toFixed(0),
    `${r.p50} ms`,
    `${r.p90} ms`,
    `${r.p99} ms`,
    `${r.max} ms`,
    String(r.errors + r.timeouts),
    String(r.non2xx),
    String(r.refused),
    r.cpuPerRequestMs === null ? '-' : `${r.cpuPerRequestMs.toFixed(2)} ms`,
    `p99 ≤ ${BUDGETS[r.name]} ms`,
    r.verdict.problems.length ? 'MISSED' : 'ok',
  ]);
  const width = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i >= 1 && i <= 10 ? c.padStart(width[i]) : c.padEnd(width[i])))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(width.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  const runStarted = Date.now();
  log(
    `ARCHITECTURE §11 API load check: ${CONNECTIONS} connections, ${DURATION_S} s per phase (${PHASES.join(', ')}); ` +
      `node ${process.version}, ${cpus().length} cores`,
  );
  const server = new ServerProcess();
  const stopOnSignal = () => {
    server.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  const results = [];
  try {
    const baseURL = await server.start();
    const people = [];
    for (const p of PEOPLE) people.push({ ...p, token: await login(baseURL, p) });
    log(`logged in ${people.length} demo employees of company ${CORP_ID}`);

    const pool = new SlotPool(baseURL, people);
    const runPhase = async (name, next, attempt) => {
      const cpuBefore = processCpuMs(server.child.pid);
      const result = await cannon(baseURL, { name, duration: DURATION_S, connections: CONNECTIONS, next });
      const cpuAfter = processCpuMs(server.child.pid);
      result.cpuPerRequestMs =
        cpuBefore === null || cpuAfter === null || result.requests === 0
          ? null
          : (cpuAfter - cpuBefore) / result.requests;
      result.attempt = attempt;
      result.verdict = judge(result);
      log(
        `${name}${attempt > 1 ? ` (attempt ${attempt})` : ''}: ${result.requests} requests, ${result.rps.toFixed(0)} req/s, ` +
          `p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms` +
          (result.cpuPerRequestMs === null ? '' : `, server CPU ${result.cpuPerRequestMs.toFixed(2)} ms/request`) +
          (result.verdict.problems.length ? ` — ${result.verdict.problems.join('; ')}` : ''),
      );
      return result;
    };

    // Warm-up: every call the phases make, at full concurrency for a moment (JIT, SQLite page cache, sessions).
    const warmFill = await pool.fill(4000);
    log(`found ${pool.remaining} booking slots in ${pool.searched} route-days (${warmFill} ms)`);
    const warm = async (name, next) => {
      const r = await cannon(baseURL, { name, duration: WARMUP_S, connections: CONNECTIONS, next });
      log(`warm-up ${name}: ${r.requests} requests, ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, ${r.refused} refused`);
      if (r.refused || r.errors || r.non2xx) {
        log(`warm-up ${name} refusals: ${r.refusals.slice(0, 5).join('; ') || '(none)'}`);
      }
      return r;
    };
    await warm('search', searchCalls(people));
    const warmBook = PHASES.includes('book') ? await warm('book', bookCalls(pool)) : null;
    await warm('list', listCalls(people));

    // Enough slots for the booking phase(s): three times the warm-up's rate of bookings made, at least 2500/s (the
    // warm-up runs before the JIT has settled and can be several times slower than the phase; running out ends the
    // phase with non-2xx answers). A warm-up that ran out of slots answered 404s fast: only its bookings count.
    const booked = warmBook ? (warmBook.requests - warmBook.non2xx) / WARMUP_S : 0;
    const bookRate = warmBook ? Math.max(booked * 3, 2500) : 0;
    const slotTarget = () => Math.ceil(bookRate * DURATION_S) + 500;
    if (PHASES.includes('book')) {
      const ms = await pool.fill(slotTarget());
      log(`booking slots ready: ${pool.remaining} (${pool.searched} route-days searched, ${ms} ms)`);
    }

    const makers = {
      search: () => searchCalls(people),
      book: () => bookCalls(pool),
      list: () => listCalls(people),
    };
    for (const name of ['search', 'book', 'list'].filter((p) => PHASES.includes(p))) {
      // One phase at a time, after a short idle gap (the previous phase's last answers, GC, WAL checkpoint).
      await sleep(1000);
      let result = await runPhase(name, makers[name](), 1);
      for (let attempt = 2; attempt <= ATTEMPTS && result.verdict.nearMiss; attempt += 1) {
        log(`${name}: p99 within ${NEAR_MISS}× of the budget and no errors: measuring once more`);
        results.push(result);
        if (name === 'book') await pool.fill(slotTarget());
        await sleep(1000);
        result = await runPhase(name, makers[name](), attempt);
      }
      results.push(result);
    }
  } finally {
    // Server-side errors (LOG_LEVEL warn keeps only warnings and errors) explain non-2xx answers.
    const errors = server
      .tail(400)
      .split('\n')
      .filter((l) => /"level":(40|50|60)/.test(l));
    if (errors.length) {
      log(`server warnings/errors (${errors.length}, last 5):`);
      for (const l of errors.slice(-5)) console.log(`  ${l.slice(0, 600)}`);
    }
    await server.stop();
  }

  // The best attempt of each phase decides: one that met every budget if any did (a phase is measured again only
  // after a latency-only miss, so an earlier attempt never hides an error), otherwise the last.
  const final = new Map();
  for (const r of results) {
    if (!final.get(r.name) || final.get(r.name).verdict.problems.length) final.set(r.name, r);
  }
  console.log('');
  printTable(results);
  console.log('');
  const problems = [...final.values()].flatMap((r) => r.verdict.problems.map((p) => `${r.name}: ${p}`));
  if (process.env.LOAD_JSON) {
    writeFileSync(
      process.env.LOAD_JSON,
      JSON.stringify({ connections: CONNECTIONS, durationS: DURATION_S, results }, null, 2),
    );
  }
  log(`total ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
  if (problems.length) {
    console.log(`${problems.length} budget problem(s):`);
    for (const p of problems) console.log(`  - ${p}`);
    console.log('perf:load: FAILED');
    return 1;
  }
  console.log('perf:load: all budgets met');
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    console.error(`[load] ${err instanceof Error ? err.stack : err}`);
    process.exitCode = 1;
  },
);
