/**
 * Migration 20261127_2001_orders_unread_indexes (issue 17): on SQLite a booking no longer writes orders_emp and
 * orders_dept, which no query reads; the reads of orders of every booking scope still search an index (never a scan
 * of the orders table), and the migration goes back down. PostgreSQL keeps both indexes.
 */
import { sql } from 'kysely';
import { statementLog, type Db } from '../../server/src/db';
import { bookCompliantFlight } from './helpers/bookFlight';
import { migrationFiles } from './helpers/migrationFiles';
import { queryPlan } from './helpers/queryPlan';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { indexesOf } from './helpers/walFrames';

const onSqlite = process.env.DATABASE_URL ? describe.skip : describe;
const BEFORE = '20261127_1501_keyed_booking_children';
const THIS = '20261127_2001_orders_unread_indexes';
const DROPPED = ['orders_dept', 'orders_emp'];

async function orderIndexes(db: Db): Promise<string[]> {
  if (process.env.DATABASE_URL) {
    const rows = await sql<{ name: string }>`select indexname as name from pg_indexes
      where schemaname = current_schema() and tablename = 'orders'`.execute(db);
    return rows.rows.map((r) => r.name);
  }
  return indexesOf(db, 'orders');
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('indexes of orders', () => {
  it('are the company-scoped ones on SQLite; PostgreSQL keeps orders_emp and orders_dept', async () => {
    const names = await orderIndexes(t.app.obt.db);
    expect(names).toEqual(expect.arrayContaining(['orders_corp_created_id', 'orders_corp_emp_created_id']));
    if (process.env.DATABASE_URL) expect(names).toEqual(expect.arrayContaining(DROPPED));
    else for (const name of DROPPED) expect(names).not.toContain(name);
  });
});

onSqlite('the migration on SQLite', () => {
  const withMigrator = migrationFiles('obt-orders-indexes-');

  it('drops the two indexes and brings them back down', async () => {
    await withMigrator('m.db', async (db, migrator) => {
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      const before = await indexesOf(db, 'orders');
      expect(before).toEqual(expect.arrayContaining(DROPPED));
      expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
      expect(await indexesOf(db, 'orders')).toEqual(before.filter((n) => !DROPPED.includes(n)));
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      expect(await indexesOf(db, 'orders')).toEqual(before);
    });
  });
});

onSqlite('reads of orders without them', () => {
  it('search an index in every booking scope: a booking, the lists, counts and an order detail', async () => {
    const db = t.app.obt.db;
    const log = statementLog(db);
    if (!log) throw new Error('no statement log on SQLite');
    const seen: string[] = [];
    log.listener = (text) => seen.push(text);
    try {
      // 张三 books for himself (his scope), 李四 sees his department's orders, 王五 the company's.
      const zhangsan = await login(t.app, DEMO.zhangsan.phone);
      const booked = await bookCompliantFlight(t.app, zhangsan);
      for (const phone of [DEMO.zhangsan.phone, DEMO.lisi.phone, DEMO.wangwu.phone]) {
        const token = phone === DEMO.zhangsan.phone ? zhangsan : await login(t.app, phone);
        for (const statusGroup of ['all', 'awaitingPayment']) {
          await call(t.app, '/obt/allOrderList', { pageNum: 1, count: 10, statusGroup, dateType: 1 }, { token });
        }
        await call(t.app, '/obt/flight/order/detail', { orderId: booked.orderId }, { token });
      }
    } finally {
      log.listener = undefined;
    }
    const reads = seen.filter((text) => /^\s*select/i.test(text) && /"orders"/.test(text));
    // The department scope's condition (booked by, travelling or of my department) is among them.
    expect(reads.some((text) => /"o"\."dept_id" = \?/.test(text))).toBe(true);
    for (const text of reads) {
      const plan = await queryPlan(db, text);
      const scans = plan.filter((d) => /^SCAN (orders|o)\b/.test(d));
      expect({ text, scans }).toEqual({ text, scans: [] });
    }
  });
});
