/**
 * Migration 20261127_2002_keyed_by_order (issue 17): on SQLite order_travellers and order_events are keyed by
 * (order_id, seq), so a booking writes no separate order index of them; rows, columns and the other indexes are kept
 * and come back down; a database whose rows repeat an (order_id, seq) keeps that table as it was; the reads of
 * travellers and timelines search the key, never scan.
 */
import { sql } from 'kysely';
import { statementLog, type Db } from '../../server/src/db';
import { bookCompliantFlight, dayAfter } from './helpers/bookFlight';
import { migrationFiles } from './helpers/migrationFiles';
import { queryPlan } from './helpers/queryPlan';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { bookingsWal, indexesOf, tableSql } from './helpers/walFrames';

const onSqlite = process.env.DATABASE_URL ? describe.skip : describe;
const BEFORE = '20261127_2001_orders_unread_indexes';
const THIS = '20261127_2002_keyed_by_order';
const TABLES = ['order_travellers', 'order_events'];

/** Two orders, each with two travellers and two timeline rows. */
async function seedOrders(db: Db): Promise<void> {
  // The company and booker are beside the point here.
  await sql`pragma foreign_keys = off`.execute(db);
  for (const id of ['o1', 'o2']) {
    await sql`insert into orders (id, corp_id, emp_id, dept_id, order_no, order_type, order_status, created_at,
      updated_at) values (${id}, 'c1', 'e1', 'd1', ${`TK-${id}`}, 11001, 'ticketed', 1, 1)`.execute(db);
  }
  await sql`pragma foreign_keys = on`.execute(db);
  for (const order of ['o1', 'o2']) {
    for (const seq of [0, 1]) {
      await sql`insert into order_travellers (id, order_id, corp_id, emp_id, dept_id, name, seq, booked_self)
        values (${`t-${order}-${seq}`}, ${order}, 'c1', 'e1', 'd1', ${`人${seq}`}, ${seq}, 1)`.execute(db);
      await sql`insert into order_events (id, order_id, corp_id, seq, to_status, created_at)
        values (${`v-${order}-${seq}`}, ${order}, 'c1', ${seq + 1}, 'ticketed', 1)`.execute(db);
    }
  }
}

async function rowsOf(db: Db, table: string): Promise<unknown[]> {
  return (await sql.raw(`select * from "${table}" order by "id"`).execute(db)).rows;
}

onSqlite('the migration on SQLite', () => {
  const withMigrator = migrationFiles('obt-keyed-by-order-');

  it('keys both tables by (order_id, seq), keeping rows and the other indexes (and back down)', async () => {
    await withMigrator('m.db', async (db, migrator) => {
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      await seedOrders(db);
      const tablesBefore = await Promise.all(TABLES.map((t) => tableSql(db, t)));
      const indexesBefore = await Promise.all(TABLES.map((t) => indexesOf(db, t)));
      const rowsBefore = await Promise.all(TABLES.map((t) => rowsOf(db, t)));

      expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
      expect(await tableSql(db, 'order_travellers')).toMatch(/primary key \("order_id", "seq"\)\) without rowid$/i);
      expect(await tableSql(db, 'order_events')).toMatch(/primary key \("order_id", "seq"\)\) without rowid$/i);
      expect(await Promise.all(TABLES.map((t) => indexesOf(db, t)))).toEqual([
        ['order_travellers_booked_by_other', 'order_travellers_dept', 'order_travellers_emp_corp_order'],
        [],
      ]);
      expect(await Promise.all(TABLES.map((t) => rowsOf(db, t)))).toEqual(rowsBefore);
      // The new key refuses a second row of a seq; the order must exist (foreign keys on again).
      await expect(
        sql`insert into order_travellers (id, order_id, corp_id, name, seq) values ('x', 'o1', 'c1', 'y', 1)`.execute(
          db,
        ),
      ).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' });
      await expect(
        sql`insert into order_events (id, order_id, corp_id, seq, to_status, created_at)
          values ('x', 'no-such-order', 'c1', 1, 'ticketed', 1)`.execute(db),
      ).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' });

      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      expect(await Promise.all(TABLES.map((t) => indexesOf(db, t)))).toEqual(indexesBefore);
      expect(await Promise.all(TABLES.map((t) => rowsOf(db, t)))).toEqual(rowsBefore);
      for (const [i, t] of TABLES.entries()) {
        expect(await tableSql(db, t)).toMatch(/without rowid$/i);
        expect(await tableSql(db, t)).not.toContain(`"${t}_pk"`);
        expect(tablesBefore[i]).not.toContain(`"${t}_pk"`);
      }
    });
  });

  it('leaves a table whose rows repeat an (order_id, seq) as it is, and rebuilds the other', async () => {
    await withMigrator('repeated.db', async (db, migrator) => {
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      await seedOrders(db);
      await sql`insert into order_events (id, order_id, corp_id, seq, to_status, created_at)
        values ('v-again', 'o1', 'c1', 1, 'ticketed', 2)`.execute(db);
      const eventsBefore = await tableSql(db, 'order_events');
      expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
      expect(await tableSql(db, 'order_events')).toBe(eventsBefore);
      expect(await indexesOf(db, 'order_events')).toEqual(['order_events_order']);
      expect(await tableSql(db, 'order_travellers')).toContain('"order_travellers_pk"');
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      expect(await tableSql(db, 'order_events')).toBe(eventsBefore);
      expect(await indexesOf(db, 'order_travellers')).toContain('order_travellers_order');
    });
  });
});

onSqlite('bookings and reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a booking writes each table once, and the reads of travellers and timelines search an index', async () => {
    const token = await login(t.app, DEMO.zhangsan.phone);
    const booked = 4;
    const { framesOf, statements, codes } = await bookingsWal(t, token, 'by-order', booked);
    for (const code of codes) expect(code).toBe(1);
    for (const table of TABLES) {
      expect(framesOf(table)).toBeGreaterThanOrEqual(1);
      expect(framesOf(table)).toBeLessThanOrEqual(2 * booked);
    }
    expect(framesOf('order_travellers_order') + framesOf('order_events_order')).toBe(0);

    const db = t.app.obt.db;
    const seen = [...statements];
    const log = statementLog(db);
    if (!log) throw new Error('no statement log on SQLite');
    log.listener = (text) => seen.push(text);
    try {
      const { orderId } = await bookCompliantFlight(t.app, token, dayAfter(t.clock.ms, 20));
      await call(t.app, '/obt/flight/order/detail', { orderId }, { token });
      // The shared detail reads the timeline; a cancellation finds the timeline's last seq.
      await call(t.app, '/obt/order/detail', { orderId }, { token });
      await call(t.app, '/obt/flight/order/cancelPnr', { orderId }, { token, idempotencyKey: 'by-order-cancel-1' });
      // Each scope's list (a login ends the same person's earlier session: 张三 last).
      for (const phone of [DEMO.lisi.phone, DEMO.wangwu.phone, DEMO.zhangsan.phone]) {
        const who = await login(t.app, phone);
        await call(
          t.app,
          '/obt/allOrderList',
          { pageNum: 1, count: 10, statusGroup: 'all', dateType: 1 },
          { token: who },
        );
      }
    } finally {
      log.listener = undefined;
    }
    const reads = seen.filter((s) => /^\s*select/i.test(s) && /order_travellers|order_events/.test(s));
    expect(reads.some((s) => /order_events/.test(s))).toBe(true);
    expect(reads.some((s) => /order_travellers/.test(s))).toBe(true);
    for (const text of reads) {
      const scans = (await queryPlan(db, text)).filter((d) =>
        /^SCAN (order_travellers|order_events|t|n|k|e)\b/.test(d),
      );
      expect({ text, scans }).toEqual({ text, scans: [] });
    }
  });
});
