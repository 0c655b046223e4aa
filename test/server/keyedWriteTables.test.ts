/**
 * Migration 20261127_1201_keyed_write_tables (issue 17): on SQLite idempotency_keys, jobs, supplier_inventory,
 * order_events and flight_orders are WITHOUT ROWID tables (one b-tree page per row write instead of the table's and its key index's), with the same
 * columns, keys and indexes, their rows carried over; a booking commit writes fewer WAL frames; the reads of those
 * tables still search by key.
 */
import { sql } from 'kysely';
import { migrationFiles } from './helpers/migrationFiles';
import { queryPlan } from './helpers/queryPlan';
import { DEMO, createTestApp, login, type TestApp } from './helpers/testApp';
import { bookingsWal, indexesOf, tableSql } from './helpers/walFrames';

const onSqlite = process.env.DATABASE_URL ? describe.skip : describe;
const REBUILT = ['idempotency_keys', 'jobs', 'supplier_inventory', 'order_events', 'flight_orders'];

onSqlite('keyed write tables', () => {
  const withMigrator = migrationFiles('obt-keyed-');

  it('rebuilds the tables without rowid, keeping their rows, keys and indexes (and back down)', async () => {
    await withMigrator('m.db', async (db, migrator) => {
      const before = await migrator.migrateTo('20261127_0101_booking_write_indexes');
      expect(before.error).toBeUndefined();
      await sql`insert into idempotency_keys (corp_id, emp_id, idem_key, scope, request_hash, created_at)
        values ('c1', 'e1', 'k-0001', 'flight.bookV3', 'h', 5)`.execute(db);
      await sql`insert into jobs (id, kind, run_at, payload, status, created_at, updated_at)
        values ('j1', 'flight.expire', 9, '{}', 'pending', 1, 1)`.execute(db);
      await sql`insert into supplier_inventory (product, item_key, day, class_code, capacity, sold, updated_at)
        values ('flight', 'CA1101', '2026-03-10', 'Y', 100, 3, 1)`.execute(db);
      // An order (its company and booker are beside the point here) with a timeline row and flight facts.
      await sql`pragma foreign_keys = off`.execute(db);
      await sql`insert into orders (id, corp_id, emp_id, dept_id, order_no, order_type, order_status, created_at,
        updated_at) values ('o1', 'c1', 'e1', 'd1', 'TK1', 11001, 'awaitingPayment', 1, 1)`.execute(db);
      await sql`pragma foreign_keys = on`.execute(db);
      await sql`insert into order_events (id, order_id, corp_id, seq, to_status, created_at)
        values ('ev1', 'o1', 'c1', 1, 'awaitingPayment', 1)`.execute(db);
      await sql`insert into flight_orders (order_id, corp_id, trip_type, price_json, created_at)
        values ('o1', 'c1', 1, '[]', 1)`.execute(db);
      const indexesBefore = await Promise.all(REBUILT.map((t) => indexesOf(db, t)));

      const up = await migrator.migrateTo('20261127_1201_keyed_write_tables');
      expect(up.error).toBeUndefined();
      for (const t of REBUILT) expect(await tableSql(db, t)).toMatch(/without rowid$/i);
      // The key's own index is gone; the secondary indexes are back.
      const indexesAfter = await Promise.all(REBUILT.map((t) => indexesOf(db, t)));
      expect(indexesAfter).toEqual(indexesBefore.map((list) => list.filter((n) => !n.startsWith('sqlite_autoindex'))));
      expect(indexesAfter.flat()).toEqual(['idempotency_keys_created', 'jobs_status_run_at', 'order_events_order']);
      const idem = await sql`select * from idempotency_keys`.execute(db);
      expect(idem.rows).toEqual([
        {
          corp_id: 'c1',
          emp_id: 'e1',
          idem_key: 'k-0001',
          scope: 'flight.bookV3',
          request_hash: 'h',
          response_json: '',
          created_at: 5,
        },
      ]);
      const jobs = await sql`select id, attempts, last_error, status from jobs`.execute(db);
      expect(jobs.rows).toEqual([{ id: 'j1', attempts: 0, last_error: '', status: 'pending' }]);
      const inv = await sql`select item_key, sold from supplier_inventory`.execute(db);
      expect(inv.rows).toEqual([{ item_key: 'CA1101', sold: 3 }]);
      const events = await sql`select id, order_id, from_status, note_key from order_events`.execute(db);
      expect(events.rows).toEqual([{ id: 'ev1', order_id: 'o1', from_status: '', note_key: '' }]);
      const flights = await sql`select order_id, send_mode, violations_json from flight_orders`.execute(db);
      expect(flights.rows).toEqual([{ order_id: 'o1', send_mode: 0, violations_json: '[]' }]);
      // The foreign key to orders holds as before.
      await expect(
        sql`insert into order_events (id, order_id, corp_id, seq, to_status, created_at)
          values ('ev2', 'no-such-order', 'c1', 2, 'x', 2)`.execute(db),
      ).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' });
      // Keys still refuse duplicates.
      await expect(
        sql`insert into idempotency_keys (corp_id, emp_id, idem_key, scope, request_hash, created_at)
          values ('c1', 'e1', 'k-0001', 's', 'h', 6)`.execute(db),
      ).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' });

      const down = await migrator.migrateTo('20261127_0101_booking_write_indexes');
      expect(down.error).toBeUndefined();
      for (const t of REBUILT) expect(await tableSql(db, t)).not.toMatch(/without rowid/i);
      expect((await sql`select count(*) as n from jobs`.execute(db)).rows).toEqual([{ n: 1 }]);
    });
  });

  describe('a booking', () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await createTestApp();
      token = await login(t.app, DEMO.zhangsan.phone);
    });
    afterAll(async () => {
      await t.close();
    });

    it('writes one WAL frame per row of these tables, and their reads search by key', async () => {
      const db = t.app.obt.db;
      const booked = 5;
      const { framesOf, statements: seen, codes } = await bookingsWal(t, token, 'keyed', booked);
      for (const code of codes) expect(code).toBe(1);
      for (const table of REBUILT) {
        // About one page per booking for the row (a leaf split may add one), and none of a key index (before: one
        // page of the table and one of its key index per booking).
        expect(framesOf(table)).toBeGreaterThanOrEqual(1);
        expect(framesOf(table)).toBeLessThanOrEqual(booked + 2);
        expect(framesOf(`sqlite_autoindex_${table}_1`)).toBe(0);
      }
      const reads = seen.filter((s) => /^\s*(select|update)/i.test(s) && new RegExp(REBUILT.join('|')).test(s));
      expect(reads.length).toBeGreaterThan(0);
      for (const text of reads) {
        const plan = await queryPlan(db, text);
        expect({ text, scans: plan.filter((d) => /^SCAN /.test(d)) }).toEqual({ text, scans: [] });
      }
    });
  });
});
