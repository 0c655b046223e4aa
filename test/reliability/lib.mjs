/**
 * Shared pieces of the multi-process reliability suite (test/reliability/run.mjs): real server processes
 * (`node --import tsx server/src/main.ts`, demo seed, loopback port), plain-HTTP API calls of the demo company's
 * employees, fare finding in the simulated supplier, signed payment notifies, and a read-only look into the database
 * (SQLite file or PostgreSQL) to count what the answers claim.
 */
import { spawn } from 'node:child_process';
import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import { answers, freePort, signalGroup, sleep } from '../lib/processes.mjs';
import { CORP_ID, PEOPLE } from '../lib/demoPeople.mjs';
export { CORP_ID, PEOPLE };

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Fixed per run, so fare keys and notifies stay valid across restarts of the server on the same database. */
export const SECRETS = {
  OBT_SECRET: `rel-obt-${randomBytes(12).toString('hex')}`,
  PAY_NOTIFY_SECRET: `rel-notify-${randomBytes(12).toString('hex')}`,
  SSO_SECRET: `rel-sso-${randomBytes(12).toString('hex')}`,
  PAY_SIGN_KEY: `rel-sign-${randomBytes(12).toString('hex')}`,
};

/** Demo password, payment password and the client's password cipher key (src/domain/passwordCipher.ts). */
const DEMO_PASSWORD = 'Demo12345';
export const DEMO_PAY_PASSWORD = '123456';
const PWD_KEY = 'obtDemoPwdKey16!';

/** City pairs with many flights a day in the simulated supplier. */
export const ROUTES = [
  ['BJS', 'SHA'],
  ['SHA', 'BJS'],
  ['BJS', 'CAN'],
  ['CAN', 'BJS'],
  ['SHA', 'CAN'],
  ['CAN', 'SHA'],
  ['BJS', 'SZX'],
  ['SZX', 'BJS'],
  ['BJS', 'CTU'],
  ['CTU', 'BJS'],
];

export const log = (line) => console.log(`[reliability] ${line}`);

/** AES-128-ECB, PKCS7, Base64: the bytes crypto-js makes in src/domain/passwordCipher.ts. */
export function encryptPassword(plain) {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(PWD_KEY, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

function idCheckChar(first17) {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * weights[i], 0);
  return '10X98765432'[sum % 11];
}

/** A valid 18-digit ID number of a demo person (as the seed builds it). */
export function idNumber(p) {
  const first17 = `${p.area}${p.born.replace(/-/g, '')}00${p.sex === 'M' ? 3 : 2}`;
  return first17 + idCheckChar(first17);
}

/** 'YYYY-MM-DD' in China time, `days` after today (the servers run on the real clock). */
export function chinaDate(days) {
  return new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A fresh Idempotency-Key. */
export const newKey = (prefix = 'rel') => `${prefix}-${randomBytes(9).toString('hex')}`;

// ---------------------------------------------------------------------------------------------------------------
// Server processes

/**
 * One reference server. `db` is `{ file }` (SQLite) or `{ url }` (PostgreSQL). start() resolves with the base URL
 * once /obt/openapi.json answers; kill() is `kill -9` of the process group; stop() is SIGTERM then SIGKILL.
 */
export class ServerProcess {
  constructor(name, db, workDir) {
    this.name = name;
    this.db = db;
    this.workDir = workDir;
    this.child = null;
    this.output = [];
    this.baseURL = null;
    this.exited = null;
  }

  async start(timeoutMs = 120_000) {
    const port = await freePort();
    mkdirSync(this.workDir, { recursive: true });
    const env = {
      ...process.env,
      ...SECRETS,
      // Not production: the demo calls and codes stay on (the production secret check has nothing to refuse).
      NODE_ENV: 'test',
      OBT_DEMO: '1',
      LOG_LEVEL: process.env.REL_LOG_LEVEL || 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: join(this.workDir, 'no-static'),
      OUTBOX_DIR: join(this.workDir, 'outbox'),
      UPLOAD_DIR: join(this.workDir, 'uploads'),
    };
    delete env.DATABASE_URL;
    delete env.DB_FILE;
    if (this.db.url) env.DATABASE_URL = this.db.url;
    else env.DB_FILE = this.db.file;
    this.output = [];
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
    const keep = (chunk) => {
      this.output.push(chunk.toString());
      if (this.output.length > 300) this.output.shift();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', (error) => this.output.push(`spawn error: ${error.message}\n`));

    const baseURL = `http://127.0.0.1:${port}`;
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`${this.name} exited (code ${child.exitCode}) before it was ready:\n${this.tail()}`);
      }
      if (await answers(`${baseURL}/obt/openapi.json`)) {
        this.baseURL = baseURL;
        return baseURL;
      }
      await sleep(150);
    }
    throw new Error(`${this.name} was not ready within ${timeoutMs / 1000} s:\n${this.tail()}`);
  }

  get running() {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  tail(lines = 30) {
    return this.output.join('').split('\n').slice(-lines).join('\n');
  }

  /** Server log lines at warning level or above (pino levels 40+). */
  problems() {
    return this.output
      .join('')
      .split('\n')
      .filter((l) => /"level":(40|50|60)/.test(l));
  }

  /** kill -9 of the whole group (tsx may start a child). */
  async kill() {
    if (!this.child) return;
    signalGroup(this.child.pid, 'SIGKILL');
    await Promise.race([this.exited, sleep(5_000)]);
    this.child = null;
  }

  async stop() {
    const child = this.child;
    if (!child) return;
    if (this.running) {
      signalGroup(child.pid, 'SIGTERM');
      const done = await Promise.race([this.exited.then(() => true), sleep(8_000).then(() => false)]);
      if (!done) signalGroup(child.pid, 'SIGKILL');
    }
    signalGroup(child.pid, 'SIGKILL');
    await Promise.race([this.exited, sleep(2_000)]);
    this.child = null;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP

/**
 * POST `path` with a JSON body; resolves with `{ status, json }` (json null when the answer was not JSON) or
 * `{ status: 0, error }` when the connection failed (a killed server).
 */
export async function post(baseURL, path, body, { token, key, timeoutMs = 30_000 } = {}) {
  try {
    const res = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, json, text };
  } catch (error) {
    return { status: 0, json: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/** HTTP 200 with envelope code 1. */
export const acknowledged = (r) => r.status === 200 && r.json?.code === 1;

/** The data of an acknowledged answer, else throws with the answer. */
export async function must(promise, what) {
  const r = await promise;
  if (!acknowledged(r)) {
    throw new Error(`${what} failed: HTTP ${r.status} ${r.error ?? (r.text ?? '').slice(0, 300)}`);
  }
  return r.json.data;
}

/** Logs one demo employee in through the API with the demo password: the person with its session token. */
export async function loginOne(baseURL, p) {
  const data = await must(
    post(baseURL, '/obt/vipLogin', {
      loginType: 1,
      loginName: p.phone,
      password: encryptPassword(DEMO_PASSWORD),
      compId: CORP_ID,
    }),
    `login of ${p.empId}`,
  );
  return { ...p, token: data.token };
}

/** Logs in every demo employee once (the sessions live in the database: every process of it accepts them). */
export async function loginAll(baseURL) {
  const people = [];
  for (const p of PEOPLE) people.push(await loginOne(baseURL, p));
  return people;
}

/** Two flights booked by `person` for themselves, the first paid with the company account (screens, screenshots). */
export async function paidAndUnpaidFlights(baseURL, person) {
  const fares = await findFares(baseURL, [person], 2);
  const paid = await must(book(baseURL, person, fares[0].fareKey, newKey('screens')), 'booking');
  await must(payCompany(baseURL, person, [paid.orderId], newKey('screens-pay')), 'company payment');
  const unpaid = await must(book(baseURL, person, fares[1].fareKey, newKey('screens')), 'booking');
  return { paid, unpaid };
}

/** bookV3 body: `person` books one seat of `fareKey` for themselves. */
export function bookBody(fareKey, person, confirmDuplicate = false) {
  return {
    fareKeys: [fareKey],
    tripType: 1,
    psgList: [
      {
        psgName: person.name,
        psgType: 1,
        idType: 'ID',
        idno: idNumber(person),
        sex: person.sex,
        born: person.born,
        phoneNumber: person.phone,
        empId: person.empId,
      },
    ],
    linkman: person.name,
    linkTel: person.phone,
    ...(confirmDuplicate ? { confirmDuplicate: true } : {}),
  };
}

export const book = (baseURL, person, fareKey, key, confirmDuplicate = true) =>
  post(baseURL, '/obt/flight/order/bookV3', bookBody(fareKey, person, confirmDuplicate), {
    token: person.token,
    key,
  });

/** Company-account payment of `orderIds` with the demo payment password. */
export const payCompany = (baseURL, person, orderIds, key) =>
  post(
    baseURL,
    '/obt/pay/online',
    {
      payScene: 1,
      orderList: orderIds,
      subjectBeanList: [{ subjectId: 'company' }],
      payPwd: encryptPassword(DEMO_PAY_PASSWORD),
      client: 'h5',
    },
    { token: person.token, key },
  );

/** Online payment (the simulated provider): a pending payment the provider's notify settles. */
export const payOnline = (baseURL, person, orderIds, key) =>
  post(
    baseURL,
    '/obt/pay/online',
    { payScene: 1, orderList: orderIds, subjectBeanList: [{ subjectId: 'online' }], client: 'h5' },
    { token: person.token, key },
  );

/**
 * The provider's notify for `payId` as server/src/modules/pay/provider.ts verifies it: HMAC-SHA256 (hex) with
 * PAY_NOTIFY_SECRET over the `key=value` pairs of every other field, keys sorted, joined by '&'.
 */
export function signedNotify(payId, totalFen) {
  const unsigned = {
    payId,
    tradeNo: `REL${Date.now()}${randomBytes(4).toString('hex')}`,
    totalFen,
    status: 'SUCCESS',
    timestamp: Date.now(),
    nonce: randomBytes(8).toString('hex'),
  };
  const canonical = Object.keys(unsigned)
    .sort()
    .map((k) => `${k}=${String(unsigned[k])}`)
    .join('&');
  const sign = createHmac('sha256', SECRETS.PAY_NOTIFY_SECRET).update(canonical).digest('hex');
  return { ...unsigned, sign };
}

// ---------------------------------------------------------------------------------------------------------------
// Fares

/**
 * Searches route-days (from day 3 on) with every employee as a traveller (the strictest standard decides the policy
 * badge) and calls `want(flight, date)` on every flight whose lowest fare keeps to everyone's standard; stops when
 * `want` returns true. Resolves with the number of route-days searched.
 */
export async function scanFares(baseURL, people, want, { fromDay = 3, maxDays = 120 } = {}) {
  const admin = people.find((p) => p.admin) ?? people[0];
  let searched = 0;
  for (let day = fromDay; day < fromDay + maxDays; day += 1) {
    for (const route of ROUTES) {
      const date = chinaDate(day);
      const data = await must(
        post(
          baseURL,
          '/obt/flight/v3/shopping/queryFlight',
          {
            depCity: route[0],
            arrCity: route[1],
            depDate: date,
            travellers: people.map((p) => ({ empId: p.empId })),
            withTransfer: false,
          },
          { token: admin.token },
        ),
        `flight search ${route.join('-')} ${date}`,
      );
      searched += 1;
      for (const flight of data.flights) {
        const fare = flight.lowest;
        if (!fare?.policy?.compliant || !(fare.seats > 0) || flight.codeshareOf) continue;
        if (want(flight, date)) return searched;
      }
    }
  }
  return searched;
}

/** `count` compliant fares with at least `minSeats` seats each, on distinct physical flights. */
export async function findFares(baseURL, people, count, minSeats = 1, fromDay = 3) {
  const fares = [];
  await scanFares(
    baseURL,
    people,
    (flight, date) => {
      if (flight.lowest.seats >= minSeats) fares.push({ ...flight.lowest, flightNo: flight.flightNo, date });
      return fares.length >= count;
    },
    { fromDay },
  );
  if (fares.length < count) throw new Error(`found only ${fares.length} of ${count} bookable fares`);
  return fares;
}

// ---------------------------------------------------------------------------------------------------------------
// The database, read-only

/** `{ all(sql, params), one(sql, params), close() }` over SQLite (`{ file }`) or PostgreSQL (`{ url }`); `$n` params. */
export async function openDb(db) {
  if (db.url) {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const all = async (sql, params = []) => (await client.query(sql, params)).rows;
    return { all, one: async (sql, params) => (await all(sql, params))[0], close: () => client.end() };
  }
  const sqlite = new Database(db.file, { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  const all = async (sql, params = []) => sqlite.prepare(sql.replace(/\$\d+/g, '?')).all(...params);
  return { all, one: async (sql, params) => (await all(sql, params))[0], close: async () => sqlite.close() };
}

/** A fresh database on the PostgreSQL server of `adminUrl` (scripts/with-pg.sh sets DATABASE_URL). */
export async function createPgDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export { sleep };
