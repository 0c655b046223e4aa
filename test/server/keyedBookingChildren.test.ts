/**
 * Migration 20261127_1501_keyed_booking_children (issue 17): on SQLite order_travellers, flight_passengers and
 * flight_ranges are WITHOUT ROWID tables (one b-tree page per row write instead of the table's and its key index's),
 * with the same columns, keys, foreign keys and indexes, their rows carried over, and the after-sales rows that refer
 * to them still pointing at them; a booking commit writes no key-index page of these tables; their reads still search
 * an index.
 */
import { sql } from 'kysely';
import { type Db } from '../../server/src/db';
import { migrationFiles } from './helpers/migrationFiles';
import { queryPlan } from './helpers/queryPlan';
import { DEMO, createTestApp, login, type TestApp } from './helpers/testApp';
import { bookingsWal, indexesOf, tableSql } from './helpers/walFrames';

const onSqlite = process.env.DATABASE_URL ? describe.skip : describe;
const REBUILT = ['order_travellers', 'flight_passengers', 'flight_ranges'];
const BEFORE = '20261127_1201_keyed_write_tables';
const THIS = '20261127_1501_keyed_booking_children';

async function foreignKeysOn(db: Db): Promise<number> {
  const r = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  return r.rows[0]?.foreign_keys ?? -1;
}

/** An order with a traveller, a passenger and a range, and a refund (an order of its own) of that passenger and range. */
async function seedOrder(db: Db): Promise<void> {
  // The company and booker are beside the point here.
  await sql`pragma foreign_keys = off`.execute(db);
  for (const id of ['o1', 'r1']) {
    await sql`insert into orders (id, corp_id, emp_id, dept_id, order_no, order_type, order_status, created_at,
      updated_at) values (${id}, 'c1', 'e1', 'd1', ${`TK-${id}`}, 11001, 'ticketed', 1, 1)`.execute(db);
  }
  await sql`pragma foreign_keys = on`.execute(db);
  await sql`insert into order_travellers (id, order_id, corp_id, emp_id, dept_id, name, seq, booked_self)
    values ('t1', 'o1', 'c1', 'e1', 'd1', '张三', 0, 0)`.execute(db);
  await sql`insert into flight_passengers (id, order_id, corp_id, seq, psg_name, psg_type, emp_id, created_at)
    values ('p1', 'o1', 'c1', 0, '张三', 1, 'e1', 1)`.execute(db);
  await sql`insert into flight_ranges (id, order_id, corp_id, seq, flight_no, dep_date, cabin_code, cabin_class,
    dep_airport, arr_airport, dep_at, arr_at, seats, adult_fare_fen, class_full_fare_fen, construction_fen, fuel_fen,
    flight_json, cabin_json, created_at) values ('g1', 'o1', 'c1', 0, 'CA1101', '2026-03-10', 'Y', 'economy', 'PEK',
    'SHA', 10, 20, 1, 100000, 120000, 5000, 0, '{}', '{}', 1)`.execute(db);
  await sql`insert into flight_refunds (id, order_id, corp_id, emp_id, refund_type, reason, fare_fen, tax_fen, fee_fen,
    refund_fen, prev_order_status, created_at) values ('r1', 'o1', 'c1', 'e1', 1, 'r', 100000, 5000, 0, 105000,
    'ticketed', 2)`.execute(db);
  await sql`insert into flight_refund_items (refund_id, psg_id, range_id, order_id, corp_id, psg_type, fare_fen, tax_fen,
    fee_fen, refund_fen) values ('r1', 'p1', 'g1', 'o1', 'c1', 1, 100000, 5000, 0, 105000)`.execute(db);
}

onSqlite('keyed booking children', () => {
  const withMigrator = migrationFiles('obt-keyed-children-');

  it('rebuilds the tables without rowid, keeping rows, keys, foreign keys and indexes (and back down)', async () => {
    await withMigrator('m.db', async (db, migrator) => {
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      await seedOrder(db);
      const indexesBefore = await Promise.all(REBUILT.map((t) => indexesOf(db, t)));
      const rowsBefore = await Promise.all(REBUILT.map((t) => sql.raw(`select * from "${t}"`).execute(db)));

      expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
      for (const t of REBUILT) expect(await tableSql(db, t)).toMatch(/without rowid$/i);
      expect(await foreignKeysOn(db)).toBe(1);
      // The key's own index is gone; the secondary indexes are back.
      const indexesAfter = await Promise.all(REBUILT.map((t) => indexesOf(db, t)));
      expect(indexesAfter).toEqual(indexesBefore.map((list) => list.filter((n) => !n.startsWith('sqlite_autoindex'))));
      expect(indexesAfter.flat()).toEqual([
        'order_travellers_booked_by_other',
        'order_travellers_dept',
        'order_travellers_emp_corp_order',
        'order_travellers_order',
        'flight_passengers_order',
        'flight_ranges_flight',
        'flight_ranges_order',
      ]);
      const rowsAfter = await Promise.all(REBUILT.map((t) => sql.raw(`select * from "${t}"`).execute(db)));
      expect(rowsAfter.map((r) => r.rows)).toEqual(rowsBefore.map((r) => r.rows));
      expect(rowsAfter.map((r) => r.rows.length)).toEqual([1, 1, 1]);
      // Nothing refers to a missing row of these tables (the seeded orders' company and booker are missing on purpose),
      // and the foreign keys both ways hold as before.
      const check = await sql<{ parent: string }>`pragma foreign_key_check`.execute(db);
      expect(check.rows.filter((r) => REBUILT.includes(r.parent))).toEqual([]);
      expect(check.rows.length).toBeGreaterThan(0);
      await expect(
        sql`insert into flight_passengers (id, order_id, corp_id, seq, psg_name, psg_type, created_at)
          values ('p2', 'no-such-order', 'c1', 1, 'x', 1, 1)`.execute(db),
      ).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' });
      await expect(
        sql`insert into flight_refund_items (refund_id, psg_id, range_id, order_id, corp_id, psg_type, fare_fen,
          tax_fen, fee_fen, refund_fen) values ('r1', 'no-such-passenger', 'g1', 'o1', 'c1', 1, 0, 0, 0, 0)`.execute(
          db,
        ),
      ).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' });
      await expect(sql`delete from flight_ranges where id = 'g1'`.execute(db)).rejects.toMatchObject({
        code: 'SQLITE_CONSTRAINT_FOREIGNKEY',
      });
      // Keys still refuse duplicates.
      await expect(
        sql`insert into order_travellers (id, order_id, corp_id, name) values ('t1', 'o1', 'c1', 'y')`.execute(db),
      ).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' });

      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      for (const t of REBUILT) expect(await tableSql(db, t)).not.toMatch(/without rowid/i);
      expect(await Promise.all(REBUILT.map((t) => indexesOf(db, t)))).toEqual(indexesBefore);
      expect((await sql`select count(*) as n from flight_refund_items`.execute(db)).rows).toEqual([{ n: 1 }]);
      expect(await foreignKeysOn(db)).toBe(1);
    });
  });

  it('refuses to commit a rebuild that would leave a row referring to nothing, and turns foreign keys back on', async () => {
    await withMigrator('broken.db', async (db, migrator) => {
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      await seedOrder(db);
      // A refund item whose passenger is gone (written with foreign keys off): the rebuild must not hide it.
      await sql`pragma foreign_keys = off`.execute(db);
      await sql`delete from flight_passengers where id = 'p1'`.execute(db);
      await sql`pragma foreign_keys = on`.execute(db);
      const result = await migrator.migrateTo(THIS);
      expect(String(result.error)).toMatch(/foreign keys broken by the rebuild/);
      for (const t of REBUILT) expect(await tableSql(db, t)).not.toMatch(/without rowid/i);
      expect(await foreignKeysOn(db)).toBe(1);
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

    it('writes no key-index page of these tables, and their reads search an index', async () => {
      const db = t.app.obt.db;
      const booked = 5;
      const { framesOf, statements: seen, codes } = await bookingsWal(t, token, 'children', booked);
      for (const code of codes) expect(code).toBe(1);
      for (const table of REBUILT) {
        // The rows' own pages (a leaf split may add one), and none of a key index (before: one per booking).
        expect(framesOf(table)).toBeGreaterThanOrEqual(1);
        expect(framesOf(table)).toBeLessThanOrEqual(2 * booked);
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
