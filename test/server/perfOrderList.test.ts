/**
 * "My orders" under load (issue 17): a page of the orders I booked comes newest first from an index (no sort of
 * every order in the date range); the half "orders I travel on that someone else booked" reads only traveller rows
 * not marked as booked by the traveller (order_travellers.booked_self, partial index
 * order_travellers_booked_by_other), and the list answers the same with it.
 */
import { CompiledQuery } from 'kysely';
import { statementLog } from '../../server/src/db';
import { bookCompliantFlight } from './helpers/bookFlight';
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

describe('order travellers know whether they booked the order', () => {
  it('marks the traveller who booked for themselves, and lists the order as before', async () => {
    const booked = await bookCompliantFlight(t.app, token);
    const rows = await t.app.obt.db
      .selectFrom('order_travellers')
      .select(['emp_id', 'booked_self'])
      .where('order_id', '=', booked.orderId)
      .execute();
    expect(rows).toEqual([{ emp_id: DEMO.zhangsan.id, booked_self: 1 }]);
    const list = await call<Record<string, unknown>, { id: string }>(
      t.app,
      '/obt/allOrderList',
      { pageNum: 1, count: 10, statusGroup: 'all', dateType: 1 },
      { token },
    );
    expect(list.code).toBe(1);
    expect(list.list?.map((o) => o.id)).toContain(booked.orderId);
  });
});

onSqlite('plan of the list halves', () => {
  it('reads "orders I travel on, booked by someone else" through the partial index', async () => {
    const db = t.app.obt.db;
    const log = statementLog(db)!;
    const seen: string[] = [];
    log.listener = (text) => seen.push(text);
    await call(t.app, '/obt/allOrderList', { pageNum: 1, count: 10, statusGroup: 'all', dateType: 1 }, { token });
    log.listener = undefined;
    const travelled = seen.filter((text) => text.includes('booked_self'));
    // The page and the count.
    expect(travelled).toHaveLength(2);
    for (const text of travelled) {
      const params = Array.from({ length: (text.match(/\?/g) ?? []).length }, () => null);
      const plan = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${text}`, params));
      expect(plan.rows.map((r) => r.detail).join('\n')).toMatch(/order_travellers_booked_by_other/);
    }
    // "Orders I booked": newest first straight from the index, no sort of every order in the range.
    const booked = seen.find((text) => /"o"\."emp_id" = \?\) and/.test(text) && /order by/.test(text));
    expect(booked).toBeDefined();
    const params = Array.from({ length: (booked!.match(/\?/g) ?? []).length }, () => null);
    const plan = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${booked}`, params));
    const details = plan.rows.map((r) => r.detail).join('\n');
    expect(details).toMatch(/orders_corp_emp_created_id/);
    expect(details).not.toMatch(/TEMP B-TREE/);
  });
});
