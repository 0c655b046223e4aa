/**
 * "My orders" under load (issue 17): a page of the orders I booked comes newest first from an index (no sort of
 * every order in the date range); the half "orders I travel on that someone else booked" reads only traveller rows
 * not marked as booked by the traveller (order_travellers.booked_self, partial index
 * order_travellers_booked_by_other), and the list answers the same with it.
 */
import { statementLog } from '../../server/src/db';
import { bookCompliantFlight } from './helpers/bookFlight';
import { queryPlan } from './helpers/queryPlan';
import { insertOrder } from './helpers/fixtures';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';

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

describe('my orders from their two halves', () => {
  it('pages newest first (then id) across orders I booked and orders booked for me, never repeating or skipping', async () => {
    const app = t.app;
    const mine: string[] = [];
    // Interleaved in time: 张三's own bookings and 李四's bookings naming 张三, two of them at the same instant.
    for (let i = 0; i < 6; i += 1) {
      const byMe = i % 2 === 0;
      mine.push(
        await insertOrder(app, {
          corpId: DEMO.corpId,
          empId: byMe ? DEMO.zhangsan.id : DEMO.lisi.id,
          deptId: DEMO.rdDept,
          createdAt: START_MS - 3_600_000 * (i === 1 ? 0 : i) - 1000,
          travellers: [{ empId: DEMO.zhangsan.id, deptId: DEMO.rdDept, name: '张三' }],
        }),
      );
    }
    type Row = { id: string; createdAt: string };
    const page = (pageNum: number, count: number) =>
      call<{ total: number }, Row>(
        app,
        '/obt/allOrderList',
        { pageNum, count, statusGroup: 'all', dateType: 1 },
        { token },
      );
    const all = await page(1, 50);
    const ids = all.list!.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining(mine));
    expect(all.data.total).toBe(ids.length);
    const paged: string[] = [];
    for (let n = 1; n <= Math.ceil(ids.length / 3); n += 1) paged.push(...(await page(n, 3)).list!.map((o) => o.id));
    expect(paged).toEqual(ids);
    // The order of the database's own sort over the whole scope.
    const rows = await app.obt.db
      .selectFrom('orders')
      .select(['id', 'created_at'])
      .where('id', 'in', ids)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(ids).toEqual(rows.map((r) => r.id));
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
      expect((await queryPlan(db, text)).join('\n')).toMatch(/order_travellers_booked_by_other/);
    }
    // "Orders I booked": newest first straight from the index, no sort of every order in the range.
    const booked = seen.find((text) => /"o"\."emp_id" = \?\) and/.test(text) && /order by/.test(text));
    expect(booked).toBeDefined();
    const details = (await queryPlan(db, booked!)).join('\n');
    expect(details).toMatch(/orders_corp_emp_created_id/);
    // (Only each order's few traveller names are sorted, inside their string_agg.)
    expect(details).not.toMatch(/TEMP B-TREE FOR (LAST TERM OF |RIGHT PART OF )?ORDER BY/);
    // A bare LIMIT or OFFSET parameter makes SQLite compile the cached statement again on every run (pageRead.ts).
    expect(booked).not.toMatch(/ (limit|offset) \?(?! \+ 0)/);
  });
});
