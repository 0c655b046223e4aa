/**
 * Idempotency and oversell under concurrency, over HTTP against one or more running server processes that share one
 * database (requests are spread over them round-robin):
 *   1. 100 parallel retries of one flight booking with one Idempotency-Key → exactly one order, every answer the same;
 *   2. 20 parallel company-account payments of one order (each its own key) → one debit of the balance;
 *   3. 20 replays of one signed payment notify (in parallel) → one state change (one 'paid' timeline row, one
 *      ticketing job);
 *   4. 120 parallel bookings (the nine employees, each its own key) of a fare with exactly 3 seats left → 3 orders,
 *      0 seats oversold.
 * Each figure is checked in the database as well as in the answers.
 */
import {
  CORP_ID,
  PEOPLE,
  acknowledged,
  book,
  must,
  newKey,
  payCompany,
  payOnline,
  post,
  scanFares,
  signedNotify,
} from './lib.mjs';

const RETRIES = 100;
const PAYMENTS = 20;
const NOTIFIES = 20;
const CROWD = 120;
const SEATS_LEFT = 3;

/** `n` calls of `make(i, baseURL)` at once, spread over `bases`. */
const crowd = (bases, n, make) => Promise.all(Array.from({ length: n }, (_, i) => make(i, bases[i % bases.length])));

const fen = (yuan) => Math.round(Number(yuan) * 100);

/**
 * Runs the four checks. `bases` are the servers' base URLs, `db` an openDb() handle, `people` logged-in employees,
 * `label` 'sqlite' or 'postgresql, 2 processes'. Resolves with `{ lines, problems }`.
 */
export async function runConcurrency({ bases, db, people, label }) {
  const lines = [];
  const problems = [];
  const byId = new Map(people.map((p) => [p.empId, p]));

  // Fares: two ordinary ones (retries, payments/notify) and one with exactly SEATS_LEFT seats left (the crowd).
  const plain = [];
  let scarce = null;
  const searched = await scanFares(bases[0], people, (flight, date) => {
    const fare = { ...flight.lowest, flightNo: flight.flightNo, date };
    if (!scarce && fare.seats === SEATS_LEFT) scarce = fare;
    else if (plain.length < 2 && fare.seats >= 2) plain.push(fare);
    return !!scarce && plain.length >= 2;
  });
  if (!scarce || plain.length < 2) throw new Error(`no fares to test with after ${searched} route-days (${label})`);

  // 1. One booking, 100 parallel retries with one key.
  {
    const person = byId.get('40001');
    const before = await db.one('SELECT COUNT(*) AS n FROM orders WHERE corp_id = $1', [CORP_ID]);
    const key = newKey('retry');
    const answers = await crowd(bases, RETRIES, (i, base) => book(base, person, plain[0].fareKey, key));
    const after = await db.one('SELECT COUNT(*) AS n FROM orders WHERE corp_id = $1', [CORP_ID]);
    const created = Number(after.n) - Number(before.n);
    const ok = answers.filter(acknowledged);
    const ids = new Set(ok.map((r) => r.json.data.orderId));
    lines.push(
      `idempotency: ${created} order${created === 1 ? '' : 's'} for ${RETRIES} parallel retries (${label}); ` +
        `${ok.length} of ${RETRIES} answered with ${ids.size} order id${ids.size === 1 ? '' : 's'}`,
    );
    if (created !== 1) problems.push(`idempotency (${label}): ${created} orders created, expected 1`);
    if (ok.length !== RETRIES || ids.size !== 1) {
      const other = answers.find((r) => !acknowledged(r));
      problems.push(
        `idempotency (${label}): ${ok.length} of ${RETRIES} acknowledged, ${ids.size} distinct order ids` +
          (other ? ` (e.g. HTTP ${other.status} ${other.error ?? other.text?.slice(0, 200)})` : ''),
      );
    }
    const orderId = [...ids][0];

    // 2. 20 parallel company payments of that order, each with its own key.
    if (orderId) {
      const amountFen = fen(ok[0].json.data.amount);
      const balance = async () =>
        Number((await db.one('SELECT balance_fen FROM corp_pay_settings WHERE corp_id = $1', [CORP_ID])).balance_fen);
      const b0 = await balance();
      const paid = await crowd(bases, PAYMENTS, (i, base) => payCompany(base, person, [orderId], newKey('pay')));
      const b1 = await balance();
      const debits = await db.one(
        `SELECT COUNT(*) AS n FROM payments p JOIN payment_orders po ON po.payment_id = p.id
          WHERE po.order_id = $1 AND p.method = 'company' AND p.status = 'paid'`,
        [orderId],
      );
      const paidAnswers = paid.filter((r) => acknowledged(r) && r.json.data.status === 'paid').length;
      const debitCount = Number(debits.n);
      const refusals = tally(paid.filter((r) => !acknowledged(r)));
      lines.push(
        `payments: ${debitCount} debit${debitCount === 1 ? '' : 's'} for ${PAYMENTS} parallel payments of one order ` +
          `(${label}); balance moved ${b0 - b1} fen for a ${amountFen} fen order; ${paidAnswers} paid answer(s)` +
          (refusals ? `, refused: ${refusals}` : ''),
      );
      if (debitCount !== 1 || b0 - b1 !== amountFen || paidAnswers !== 1) {
        problems.push(
          `payments (${label}): ${debitCount} debits, balance moved ${b0 - b1} fen for ${amountFen}, ` +
            `${paidAnswers} paid answers (expected 1, ${amountFen}, 1)`,
        );
      }
    }
  }

  // 3. One online payment, its signed notify replayed 20 times at once.
  {
    const person = byId.get('40004');
    const booked = await must(book(bases[0], person, plain[1].fareKey, newKey('book')), 'booking (notify)');
    const started = await must(payOnline(bases[0], person, [booked.orderId], newKey('online')), 'online payment');
    const notify = signedNotify(started.payId, fen(booked.amount));
    const replies = await crowd(bases, NOTIFIES, (i, base) => post(base, '/obt/pay/notify', notify));
    const changes = await db.one(`SELECT COUNT(*) AS n FROM order_events WHERE order_id = $1 AND to_status = 'paid'`, [
      booked.orderId,
    ]);
    const tickets = await db.one(`SELECT COUNT(*) AS n FROM jobs WHERE kind = 'flight.ticket' AND payload LIKE $1`, [
      `%${booked.orderId}%`,
    ]);
    const payment = await db.one('SELECT status FROM payments WHERE id = $1', [started.payId]);
    const okReplies = replies.filter((r) => acknowledged(r) && r.json.data.status === 'paid').length;
    const n = Number(changes.n);
    lines.push(
      `notify: ${n} state change${n === 1 ? '' : 's'} for ${NOTIFIES} replayed payment notifications (${label}); ` +
        `${Number(tickets.n)} ticketing job(s), payment ${payment?.status}, ${okReplies} of ${NOTIFIES} answered paid`,
    );
    if (n !== 1 || Number(tickets.n) !== 1 || payment?.status !== 'paid' || okReplies !== NOTIFIES) {
      const bad = replies.find((r) => !(acknowledged(r) && r.json.data.status === 'paid'));
      problems.push(
        `notify (${label}): ${n} state changes, ${Number(tickets.n)} ticketing jobs, payment ${payment?.status}, ` +
          `${okReplies}/${NOTIFIES} paid answers` +
          (bad ? ` (e.g. HTTP ${bad.status} ${bad.error ?? bad.text?.slice(0, 200)})` : ''),
      );
    }
  }

  // 4. 120 bookings at once for the last 3 seats.
  {
    const inventory = () =>
      db.one(
        `SELECT capacity, sold FROM supplier_inventory
          WHERE product = 'flight' AND item_key = $1 AND day = $2 AND class_code = $3`,
        [scarce.flightNo, scarce.date, scarce.cabinCode],
      );
    const ranges = () =>
      db.one(
        `SELECT COUNT(DISTINCT order_id) AS orders, COALESCE(SUM(seats), 0) AS seats FROM flight_ranges
          WHERE flight_no = $1 AND dep_date = $2 AND cabin_code = $3 AND status = 'active'`,
        [scarce.flightNo, scarce.date, scarce.cabinCode],
      );
    const r0 = await ranges();
    const answers = await crowd(bases, CROWD, (i, base) =>
      book(base, PEOPLE_AT(people, i), scarce.fareKey, newKey('crowd'), true),
    );
    const r1 = await ranges();
    const inv = await inventory();
    const ok = answers.filter(acknowledged).length;
    const orders = Number(r1.orders) - Number(r0.orders);
    const seatsSold = Number(r1.seats) - Number(r0.seats);
    const capacity = Number(inv?.capacity ?? 0);
    const sold = Number(inv?.sold ?? 0);
    const oversold = Math.max(0, sold - capacity) + Math.max(0, seatsSold - SEATS_LEFT);
    const refusals = tally(answers.filter((r) => !acknowledged(r)));
    lines.push(
      `oversell: ${orders} orders, ${oversold} oversold for ${CROWD} parallel bookings of ${SEATS_LEFT} seats left ` +
        `(${label}); ${ok} acknowledged; inventory ${sold}/${capacity}; refused: ${refusals}`,
    );
    const unexpected = answers.filter((r) => !acknowledged(r) && !(r.status === 200 && r.json?.code === 2)).length;
    if (orders !== SEATS_LEFT || ok !== SEATS_LEFT || oversold !== 0 || unexpected > 0) {
      problems.push(
        `oversell (${label}): ${orders} orders, ${ok} acknowledged, ${oversold} oversold, ${unexpected} answers that ` +
          `are not business refusals (expected ${SEATS_LEFT}, ${SEATS_LEFT}, 0, 0)`,
      );
    }
  }

  return { lines, problems };
}

const PEOPLE_AT = (people, i) => people[i % people.length] ?? PEOPLE[0];

/** 'n× code c: tips' of refused answers, most frequent first. */
function tally(answers) {
  const counts = new Map();
  for (const r of answers) {
    const k =
      r.status === 200
        ? `code ${r.json?.code} ${String(r.json?.tips ?? r.json?.msg ?? '').slice(0, 40)}`
        : `HTTP ${r.status}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${n}× ${k}`)
    .join('; ');
}
