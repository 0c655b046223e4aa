/**
 * kill -9 loop on one SQLite file: each round starts the server on the same file, lets nine employees book flights
 * and pay (company account, or online with the provider's signed notify) as fast as they can, kills the process
 * group with SIGKILL at a random moment, and starts it again. After every restart, every booking and payment that
 * was acknowledged (HTTP 200, code 1) must be in the database and consistent: the order with its seats, a paid
 * order with its payment, the company balance with its payments, every flight's sold seats with its active orders.
 * At the end, the persisted supplier steps must resume: every acknowledged payment's order reaches 'issued' and no
 * due job is left pending.
 */
import { join } from 'node:path';
import {
  CORP_ID,
  ServerProcess,
  acknowledged,
  book,
  log,
  loginAll,
  newKey,
  openDb,
  payCompany,
  payOnline,
  post,
  scanFares,
  signedNotify,
  sleep,
} from './lib.mjs';

const fen = (yuan) => Math.round(Number(yuan) * 100);

/** Seats the fare pool keeps ahead of the workers (refilled at the start of a round). */
const POOL_SEATS = 150;

class FarePool {
  constructor() {
    this.fares = [];
    this.nextDay = 3;
    this.cursor = 0;
  }

  get seats() {
    return this.fares.reduce((s, f) => s + f.left, 0);
  }

  /** Searches further days until the pool holds `target` seats; keys older than 15 minutes are dropped. */
  async fill(baseURL, people, target) {
    const fresh = Date.now() - 15 * 60_000;
    this.fares = this.fares.filter((f) => f.left > 0 && f.foundAt > fresh);
    while (this.seats < target) {
      const before = this.seats;
      await scanFares(
        baseURL,
        people,
        (flight, date) => {
          if (flight.lowest.seats >= 2) {
            this.fares.push({
              ...flight.lowest,
              flightNo: flight.flightNo,
              date,
              left: flight.lowest.seats,
              foundAt: Date.now(),
            });
          }
          return false;
        },
        { fromDay: this.nextDay, maxDays: 1 },
      );
      this.nextDay += 1;
      if (this.nextDay > 300) throw new Error('the fare pool ran out of days');
      if (this.seats === before && this.nextDay > 60) throw new Error('no more bookable fares');
    }
  }

  take() {
    for (let i = 0; i < this.fares.length; i += 1) {
      const f = this.fares[(this.cursor + i) % this.fares.length];
      if (f.left > 0) {
        this.cursor = (this.cursor + i + 1) % this.fares.length;
        return f;
      }
    }
    return null;
  }
}

/**
 * One employee's loop until `stop.killed`: book, then pay half the orders with the company account and a quarter
 * online (pay/online, then the provider's notify). Every acknowledged step is written to `ledger`.
 */
async function worker(base, person, pool, ledger, stop, round, rnd) {
  while (!stop.killed) {
    const fare = pool.take();
    if (!fare) return;
    fare.left -= 1;
    const r = await book(base, person, fare.fareKey, newKey(`k${round}`), true);
    if (r.status === 0) return;
    if (!acknowledged(r)) {
      if (r.json?.code === 2) fare.left = 0;
      else ledger.unexpected.push(`booking: HTTP ${r.status} ${r.text?.slice(0, 160)}`);
      continue;
    }
    const order = { orderId: r.json.data.orderId, amountFen: fen(r.json.data.amount), empId: person.empId, round };
    ledger.bookings.push(order);
    const dice = rnd();
    if (dice < 0.5) {
      const p = await payCompany(base, person, [order.orderId], newKey(`p${round}`));
      if (p.status === 0) return;
      if (acknowledged(p) && p.json.data.status === 'paid') {
        ledger.payments.push({ ...order, payId: p.json.data.payId, method: 'company' });
      } else if (p.status !== 200 || p.json?.code !== 2) {
        ledger.unexpected.push(`company payment: HTTP ${p.status} ${p.text?.slice(0, 160)}`);
      }
    } else if (dice < 0.75) {
      const p = await payOnline(base, person, [order.orderId], newKey(`o${round}`));
      if (p.status === 0) return;
      if (!acknowledged(p)) {
        ledger.unexpected.push(`online payment: HTTP ${p.status} ${p.text?.slice(0, 160)}`);
        continue;
      }
      const n = await post(base, '/obt/pay/notify', signedNotify(p.json.data.payId, order.amountFen));
      if (n.status === 0) return;
      if (acknowledged(n) && n.json.data.status === 'paid') {
        ledger.payments.push({ ...order, payId: p.json.data.payId, method: 'online' });
      } else {
        ledger.unexpected.push(`notify: HTTP ${n.status} ${n.text?.slice(0, 160)}`);
      }
    }
  }
}

/** A small seeded generator (mulberry32), so a failing run can be repeated with REL_SEED. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the database says about the ledger; resolves with a list of problems (empty: nothing lost). */
async function audit(dbFile, ledger, baseline) {
  const db = await openDb({ file: dbFile });
  const problems = [];
  try {
    const orders = new Map(
      (await db.all(`SELECT id, order_status, paid_at, pay_id FROM orders WHERE corp_id = $1`, [CORP_ID])).map((o) => [
        o.id,
        o,
      ]),
    );
    const ranged = new Set(
      (await db.all(`SELECT DISTINCT order_id FROM flight_ranges WHERE corp_id = $1`, [CORP_ID])).map(
        (r) => r.order_id,
      ),
    );
    let lostBookings = 0;
    for (const b of ledger.bookings) {
      if (!orders.has(b.orderId) || !ranged.has(b.orderId)) lostBookings += 1;
    }
    if (lostBookings) problems.push(`${lostBookings} acknowledged booking(s) missing`);
    const payments = new Map(
      (await db.all(`SELECT id, status, method, amount_fen FROM payments`)).map((p) => [p.id, p]),
    );
    let lostPayments = 0;
    for (const p of ledger.payments) {
      const row = payments.get(p.payId);
      const order = orders.get(p.orderId);
      const paidStates = ['paid', 'ticketing', 'issued'];
      if (
        !row ||
        row.status !== 'paid' ||
        Number(row.amount_fen) !== p.amountFen ||
        !order ||
        order.paid_at == null ||
        order.pay_id !== p.payId ||
        !paidStates.includes(order.order_status)
      ) {
        lostPayments += 1;
      }
    }
    if (lostPayments) problems.push(`${lostPayments} acknowledged payment(s) missing or inconsistent`);
    // The balance moves only with company payments (and their refunds): balance + paid company payments is constant.
    const money = await moneyOf(db);
    if (money !== baseline.money) {
      problems.push(`company balance and company payments disagree by ${money - baseline.money} fen`);
    }
    const seatMismatches = (await seatMismatchKeys(db)).filter((k) => !baseline.seatMismatches.has(k));
    if (seatMismatches.length) {
      problems.push(
        `${seatMismatches.length} flight(s) whose sold seats differ from their orders (${seatMismatches[0]})`,
      );
    }
    return { problems, lostBookings, lostPayments };
  } finally {
    await db.close();
  }
}

/** Balance of the company plus the company payments it made (paid, not refunded). */
async function moneyOf(db) {
  const s = await db.one(`SELECT balance_fen FROM corp_pay_settings WHERE corp_id = $1`, [CORP_ID]);
  const p = await db.one(
    `SELECT COALESCE(SUM(amount_fen), 0) AS n FROM payments WHERE corp_id = $1 AND method = 'company' AND status = 'paid'`,
    [CORP_ID],
  );
  return Number(s.balance_fen) + Number(p.n);
}

/** Flight classes whose inventory `sold` is not the seats of their active order ranges. */
async function seatMismatchKeys(db) {
  const rows = await db.all(
    `SELECT i.item_key, i.day, i.class_code, i.sold,
            (SELECT COALESCE(SUM(r.seats), 0) FROM flight_ranges r
              WHERE r.flight_no = i.item_key AND r.dep_date = i.day AND r.cabin_code = i.class_code
                AND r.status = 'active') AS held
       FROM supplier_inventory i WHERE i.product = 'flight'`,
  );
  return rows.filter((r) => Number(r.sold) !== Number(r.held)).map((r) => `${r.item_key}|${r.day}|${r.class_code}`);
}

/** Waits (≤ timeoutMs) until every acknowledged payment's order is issued and no due job is pending. */
async function jobsResumed(dbFile, ledger, timeoutMs) {
  const started = Date.now();
  let last = '';
  while (Date.now() - started < timeoutMs) {
    const db = await openDb({ file: dbFile });
    try {
      const ids = ledger.payments.map((p) => p.orderId);
      const states = new Map(
        (await db.all(`SELECT id, order_status FROM orders WHERE corp_id = $1`, [CORP_ID])).map((o) => [
          o.id,
          o.order_status,
        ]),
      );
      const notIssued = ids.filter((id) => states.get(id) !== 'issued');
      const due = await db.one(`SELECT COUNT(*) AS n FROM jobs WHERE status = 'pending' AND run_at <= $1`, [
        Date.now() - 2_000,
      ]);
      const failed = await db.one(`SELECT COUNT(*) AS n FROM jobs WHERE status = 'failed'`);
      last = `${notIssued.length} paid order(s) not issued, ${Number(due.n)} due job(s) pending, ${Number(failed.n)} failed`;
      if (notIssued.length === 0 && Number(due.n) === 0 && Number(failed.n) === 0) return { ok: true, last };
      if (Number(failed.n) > 0) return { ok: false, last };
    } finally {
      await db.close();
    }
    await sleep(500);
  }
  return { ok: false, last };
}

/**
 * The loop. `workDir` holds the database; resolves with `{ lines, problems }` and the figure line
 * `kill -9: L of N acknowledged bookings and M payments lost over R rounds`.
 */
export async function runKillLoop({ workDir, rounds, seed }) {
  const rnd = random(seed);
  const dbFile = join(workDir, 'obt.db');
  const server = new ServerProcess('kill-loop server', { file: dbFile }, workDir);
  const ledger = { bookings: [], payments: [], unexpected: [] };
  const pool = new FarePool();
  const problems = [];
  let lost = { bookings: 0, payments: 0 };
  let people = null;
  let baseline = null;
  let restartMs = 0;
  try {
    let base = await server.start();
    people = await loginAll(base);
    {
      const db = await openDb({ file: dbFile });
      baseline = { money: await moneyOf(db), seatMismatches: new Set(await seatMismatchKeys(db)) };
      await db.close();
    }
    for (let round = 1; round <= rounds; round += 1) {
      await pool.fill(base, people, POOL_SEATS);
      const stop = { killed: false };
      const work = Promise.all(people.map((p) => worker(base, p, pool, ledger, stop, round, rnd)));
      // Once the round's first bookings are acknowledged (a loaded box answers slowly), the kill lands at a random
      // moment up to 1.5 s later: amid bookings, payments, notifies and the ticketing jobs of earlier payments.
      const before = ledger.bookings.length;
      const waitFrom = Date.now();
      while (ledger.bookings.length < before + 3 && Date.now() - waitFrom < 15_000) await sleep(25);
      await sleep(Math.floor(rnd() * 1500));
      stop.killed = true;
      await server.kill();
      await work;
      const t0 = Date.now();
      base = await server.start();
      restartMs += Date.now() - t0;
      const result = await audit(dbFile, ledger, baseline);
      lost = { bookings: result.lostBookings, payments: result.lostPayments };
      if (result.problems.length) {
        problems.push(...result.problems.map((p) => `kill -9 round ${round}: ${p}`));
        break;
      }
      if (process.env.REL_VERBOSE) {
        log(`round ${round}: ${ledger.bookings.length} bookings, ${ledger.payments.length} payments so far`);
      }
    }
    const resumed = await jobsResumed(dbFile, ledger, 30_000);
    if (!resumed.ok) problems.push(`kill -9: supplier steps did not resume: ${resumed.last}`);
    if (ledger.unexpected.length) {
      problems.push(`kill -9: ${ledger.unexpected.length} unexpected answer(s), e.g. ${ledger.unexpected[0]}`);
    }
    if (ledger.bookings.length < rounds || ledger.payments.length < rounds / 2) {
      problems.push(
        `kill -9: too little work to judge (${ledger.bookings.length} bookings, ${ledger.payments.length} payments)`,
      );
    }
    const warnings = server.problems().filter((l) => /"level":(50|60)/.test(l));
    if (warnings.length)
      problems.push(`kill -9: ${warnings.length} server error log line(s), e.g. ${warnings[0].slice(0, 300)}`);
  } finally {
    await server.stop();
  }
  const paid = ledger.payments.length;
  const line =
    `kill -9: ${lost.bookings + lost.payments} of ${ledger.bookings.length} acknowledged bookings and ${paid} payments ` +
    `lost over ${rounds} rounds (restart ${(restartMs / 1000 / Math.max(1, rounds)).toFixed(1)} s on average; ` +
    `${ledger.payments.filter((p) => p.method === 'online').length} of the payments online)`;
  return { lines: [line], problems };
}
