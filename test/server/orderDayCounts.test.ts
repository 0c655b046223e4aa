/**
 * The order list's totals from order_day_counts (issue 17; migration 20261127_1101_order_day_counts,
 * orders/dayCounts.ts): the rows, kept by triggers, equal the orders counted per company, booker and China day after
 * every kind of write (inserts, a booking, a status change, a change of booker, company or creation time, a delete)
 * and after the migration's own fill; the list's totals equal the orders counted in the range for any range and
 * paging anchor; the company's and "my orders" totals read the rows by their key.
 */
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../server/src/db';
import { statementLog } from '../../server/src/db';
import * as dayCounts from '../../server/src/db/migrations/20261127_1101_order_day_counts';
import { ordersRepository, type OrderFilter } from '../../server/src/modules/orders/repository';
import { bookCompliantFlight } from './helpers/bookFlight';
import { insertOrder } from './helpers/fixtures';
import { queryPlan } from './helpers/queryPlan';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';

const onSqlite = process.env.DATABASE_URL ? describe.skip : describe;
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** 2026-03-02 00:00 China time. */
const MIDNIGHT = START_MS - 10 * HOUR;

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.obt.db;
});

afterAll(async () => {
  await t.close();
});

type CountRow = { corp_id: string; emp_id: string; china_day: number; n: number };

const key = (r: CountRow) => `${r.corp_id}|${r.emp_id}|${r.china_day}`;

/** The rows as kept, zero rows left out (a day whose orders all went keeps its row at 0). */
async function kept(): Promise<Record<string, number>> {
  const rows = await db.selectFrom('order_day_counts').selectAll().where('n', '<>', 0).execute();
  return Object.fromEntries(rows.map((r) => [key(r), Number(r.n)]));
}

/** The rows counted from the orders themselves. */
async function counted(): Promise<Record<string, number>> {
  const day = sql<number>`(created_at + 28800000) / 86400000`;
  const orders = await db
    .selectFrom('orders')
    .select(['corp_id', 'emp_id', day.as('china_day')])
    .execute();
  const out: Record<string, number> = {};
  for (const o of orders) {
    for (const emp of ['', o.emp_id]) {
      const k = key({ corp_id: o.corp_id, emp_id: emp, china_day: Number(o.china_day), n: 0 });
      out[k] = (out[k] ?? 0) + 1;
    }
  }
  return out;
}

async function expectExact(): Promise<void> {
  const rows = await kept();
  expect(Object.keys(rows).length).toBeGreaterThan(0);
  expect(rows).toEqual(await counted());
}

function order(empId: string, createdAt: number, corpId: string = DEMO.corpId) {
  return insertOrder(t.app, {
    corpId,
    empId,
    deptId: corpId === DEMO.corpId ? DEMO.rdDept : '20101',
    createdAt,
    travellers: [{ empId, deptId: DEMO.rdDept, name: '张三' }],
  });
}

describe('order_day_counts after every kind of write', () => {
  it('stays equal to the orders counted per company, booker and China day', async () => {
    // Both sides of China midnight (16:00 UTC), days apart, two bookers.
    const ids = [
      await order(DEMO.zhangsan.id, MIDNIGHT - 1),
      await order(DEMO.zhangsan.id, MIDNIGHT),
      await order(DEMO.lisi.id, MIDNIGHT + 1),
      await order(DEMO.lisi.id, MIDNIGHT - 3 * DAY),
    ];
    await expectExact();
    const token = await login(t.app, DEMO.zhangsan.phone);
    await bookCompliantFlight(t.app, token);
    await expectExact();
    // A status change counts nowhere else.
    const before = await kept();
    await db.updateTable('orders').set({ order_status: 'cancelled' }).where('id', '=', ids[0]).execute();
    expect(await kept()).toEqual(before);
    // Another booker, another day, another company; then unchanged values in the columns the trigger watches.
    await db.updateTable('orders').set({ emp_id: DEMO.wangwu.id }).where('id', '=', ids[1]).execute();
    await expectExact();
    await db
      .updateTable('orders')
      .set({ created_at: MIDNIGHT - 2 * DAY + 5 })
      .where('id', '=', ids[2])
      .execute();
    await expectExact();
    await db
      .updateTable('orders')
      .set({ created_at: MIDNIGHT + 2 })
      .where('id', '=', ids[1])
      .execute();
    await expectExact();
    await db
      .updateTable('orders')
      .set({ corp_id: DEMO.corp2Id, emp_id: DEMO.zhaoliu2.id })
      .where('id', '=', ids[3])
      .execute();
    await expectExact();
    await db
      .updateTable('orders')
      .set((eb) => ({ emp_id: eb.ref('emp_id'), created_at: eb.ref('created_at') }))
      .where('id', 'in', ids)
      .execute();
    await expectExact();
    await db.deleteFrom('order_travellers').where('order_id', '=', ids[0]).execute();
    await db.deleteFrom('orders').where('id', '=', ids[0]).execute();
    await expectExact();
  });

  it('is filled from the orders already there when the migration runs (and dropped by its down)', async () => {
    await dayCounts.down(db as unknown as Kysely<unknown>);
    try {
      // Orders written while no trigger keeps the counts.
      await order(DEMO.lisi.id, MIDNIGHT + 7 * HOUR);
      await order(DEMO.wangwu.id, MIDNIGHT - 9 * DAY);
    } finally {
      await dayCounts.up(db as unknown as Kysely<unknown>);
    }
    await expectExact();
    await order(DEMO.lisi.id, MIDNIGHT + 8 * HOUR);
    await expectExact();
  });
});

describe('list totals from the day rows', () => {
  const filterOf = (empId: string, scope: 1 | 3, fromMs: number, toMsExclusive: number): OrderFilter => ({
    corpId: DEMO.corpId,
    empId,
    deptId: DEMO.rdDept,
    scope,
    dateType: 1,
    fromMs,
    toMsExclusive,
    fromDay: '',
    toDay: '',
  });

  async function countedTotal(f: OrderFilter): Promise<number> {
    const anchor = Math.min(f.toMsExclusive, (f.createdBefore ?? Infinity) + 1);
    const row = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('corp_id', '=', f.corpId)
      // Scope 1: orders I booked or travel on (SPEC §6).
      .$if(f.scope === 1, (q) =>
        q.where((eb) =>
          eb.or([
            eb('emp_id', '=', f.empId),
            eb('id', 'in', eb.selectFrom('order_travellers').select('order_id').where('emp_id', '=', f.empId)),
          ]),
        ),
      )
      .where('created_at', '>=', f.fromMs)
      .where('created_at', '<', anchor)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('equal the orders counted in the range, for any range and paging anchor', async () => {
    for (let i = 0; i < 12; i += 1)
      await order(i % 2 ? DEMO.zhangsan.id : DEMO.lisi.id, MIDNIGHT - 5 * DAY + i * 9 * HOUR);
    const repo = ordersRepository(db);
    const edges = [MIDNIGHT - 6 * DAY, MIDNIGHT - 4 * DAY + 1, MIDNIGHT - 2 * DAY, MIDNIGHT - 1, MIDNIGHT + 3 * HOUR];
    let checked = 0;
    for (const scope of [1, 3] as const) {
      for (const from of edges) {
        for (const to of [...edges, MIDNIGHT + DAY]) {
          for (const anchor of [undefined, MIDNIGHT - 3 * DAY + 5, MIDNIGHT]) {
            const f = { ...filterOf(DEMO.zhangsan.id, scope, from, to), createdBefore: anchor };
            const { total } = await repo.page(f, 0, 3);
            expect({ scope, from, to, anchor, total }).toEqual({
              scope,
              from,
              to,
              anchor,
              total: await countedTotal(f),
            });
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBe(2 * 5 * 6 * 3);
  });

  onSqlite('plan', () => {
    it('reads the company\'s and "my orders" totals from order_day_counts by its key', async () => {
      const log = statementLog(db)!;
      for (const [phone, findScope] of [
        [DEMO.wangwu.phone, 3],
        [DEMO.zhangsan.phone, 1],
      ] as const) {
        const token = await login(t.app, phone);
        const seen: string[] = [];
        log.listener = (text) => seen.push(text);
        const answer = await call(t.app, '/obt/allOrderList', { pageNum: 1, count: 10, findScope }, { token });
        log.listener = undefined;
        expect(answer.code).toBe(1);
        const page = seen.find((text) => text.includes('order_day_counts'));
        expect(page).toBeDefined();
        const plan = (await queryPlan(db, page!)).join('\n');
        expect(plan).toMatch(
          /SEARCH c USING PRIMARY KEY \(corp_id=\? AND emp_id=\? AND china_day>\? AND china_day<\?\)/,
        );
        // The corrections of the first and last day: index ranges, never a scan of the table.
        expect(plan).not.toMatch(/SCAN o\b/);
      }
    });
  });
});
