/**
 * A booking writes only the indexes some query reads (issue 17): order_travellers_emp (a prefix of
 * order_travellers_emp_corp_order) and flight_passengers_emp (read by no query) are gone, and the reads that looked
 * travellers up by employee still find them through an index, never by scanning every traveller or passenger.
 */
import { sql } from 'kysely';
import { statementLog } from '../../server/src/db';
import { bookCompliantFlight } from './helpers/bookFlight';
import { queryPlan } from './helpers/queryPlan';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';

const onSqlite = process.env.DATABASE_URL ? describe.skip : describe;

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app, DEMO.zhangsan.phone);
});

afterAll(async () => {
  await t.close();
});

async function indexNames(): Promise<string[]> {
  const db = t.app.obt.db;
  if (process.env.DATABASE_URL) {
    const rows = await sql<{ name: string }>`select indexname as name from pg_indexes
      where schemaname = current_schema() and tablename in ('order_travellers', 'flight_passengers')`.execute(db);
    return rows.rows.map((r) => r.name);
  }
  const rows = await sql<{ name: string }>`select name from sqlite_master
    where type = 'index' and tbl_name in ('order_travellers', 'flight_passengers')`.execute(db);
  return rows.rows.map((r) => r.name);
}

describe('indexes a booking writes', () => {
  it('has no index of travellers or passengers that another index or no query covers', async () => {
    const names = await indexNames();
    expect(names).not.toContain('order_travellers_emp');
    expect(names).not.toContain('flight_passengers_emp');
    // The index that serves lookups by employee is still there.
    expect(names).toContain('order_travellers_emp_corp_order');
  });
});

onSqlite('reads of travellers and passengers', () => {
  it('find them through an index: a booking, the order lists of every scope, an order detail', async () => {
    const log = statementLog(t.app.obt.db);
    if (!log) throw new Error('no statement log on SQLite');
    const seen: string[] = [];
    log.listener = (text) => seen.push(text);
    const booked = await bookCompliantFlight(t.app, token);
    for (const statusGroup of ['all', 'awaitingPayment']) {
      await call(t.app, '/obt/allOrderList', { pageNum: 1, count: 10, statusGroup, dateType: 1 }, { token });
    }
    await call(t.app, '/obt/flight/order/detail', { orderId: booked.orderId }, { token });
    log.listener = undefined;
    const reads = seen.filter((text) => /^select/i.test(text) && /order_travellers|flight_passengers/.test(text));
    expect(reads.length).toBeGreaterThan(3);
    for (const text of reads) {
      // A scan (with or without an index) of every traveller or passenger row.
      const scans = (await queryPlan(t.app.obt.db, text)).filter((d) =>
        /^SCAN (order_travellers|flight_passengers|t|p|k|n)\b/.test(d),
      );
      expect({ text, scans }).toEqual({ text, scans: [] });
    }
  });
});
