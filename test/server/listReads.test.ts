/**
 * The order centre's list in as few statements as it can (issue 17): usually one page read that carries the totals
 * and the traveller names; the halves of "my orders" are counted on their own, and the half "orders booked for me"
 * read, only when the page is empty or someone else booked for me. Pages, totals and names stay what they were.
 */
import { statementLog } from '../../server/src/db';
import { NAME_SEPARATOR } from '../../server/src/modules/orders/pageRead';
import { insertOrder } from './helpers/fixtures';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';

const onSqlite = process.env.DATABASE_URL ? describe.skip : describe;

let t: TestApp;
let token: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app, DEMO.zhangsan.phone);
  adminToken = await login(t.app, DEMO.wangwu.phone);
});

afterAll(async () => {
  await t.close();
});

type Row = { id: string; travellerNames: string[] };
const page = (pageNum: number, count: number, findScope = 1, as = token) =>
  call<{ total: number }, Row>(
    t.app,
    '/obt/allOrderList',
    { pageNum, count, statusGroup: 'all', dateType: 1, findScope },
    { token: as },
  );

/** The statements one list call runs: counts on their own, and page reads by the orders they read. */
async function listReads(pageNum: number, count: number, findScope = 1, as = token) {
  const log = statementLog(t.app.obt.db)!;
  const seen: string[] = [];
  // Only the order tables' statements: the session read and background jobs (the job poller, housekeeping) may run
  // during the call on a loaded box.
  log.listener = (text) => {
    if (/"order(s|_travellers)"/.test(text)) seen.push(text);
  };
  const answer = await page(pageNum, count, findScope, as);
  log.listener = undefined;
  const pages = seen.filter((text) => text.includes('inner join "employees" as "b"'));
  // A page read's own condition follows its join (the totals' subqueries come before it).
  const condition = (text: string) => text.slice(text.indexOf('inner join "employees" as "b"'));
  return {
    answer,
    statements: seen.length,
    counts: seen.filter((text) => text.includes('count(') && !pages.includes(text)).length,
    names: seen.filter((text) => text.startsWith('select "order_id", "name" from "order_travellers"')).length,
    travelled: pages.filter((text) => condition(text).includes('booked_self')).length,
    booked: pages.filter((text) => !condition(text).includes('booked_self')).length,
  };
}

onSqlite('my orders', () => {
  it('reads only the halves that have orders, and no page past the end', async () => {
    const mine: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      mine.push(
        await insertOrder(t.app, {
          corpId: DEMO.corpId,
          empId: DEMO.zhangsan.id,
          deptId: DEMO.rdDept,
          createdAt: START_MS - 3_600_000 * (i + 1),
          travellers: [{ empId: DEMO.zhangsan.id, deptId: DEMO.rdDept, name: '张三' }],
        }),
      );
    }
    const onlyMine = await listReads(1, 10);
    expect(onlyMine.answer.list.map((o) => o.id)).toEqual(mine);
    expect(onlyMine.answer.data.total).toBe(3);
    expect(onlyMine.answer.list.map((o) => o.travellerNames)).toEqual([['张三'], ['张三'], ['张三']]);
    expect(onlyMine).toMatchObject({ statements: 1, counts: 0, names: 0, booked: 1, travelled: 0 });

    // Past the end: the page read finds nothing, so the halves are counted for the total.
    const past = await listReads(2, 10);
    expect(past.answer.list).toEqual([]);
    expect(past.answer.data.total).toBe(3);
    expect(past).toMatchObject({ counts: 1, booked: 1, travelled: 0 });

    // Someone else books for me: both halves are read and merged newest first.
    const forMe = await insertOrder(t.app, {
      corpId: DEMO.corpId,
      empId: DEMO.lisi.id,
      deptId: DEMO.rdDept,
      createdAt: START_MS - 5_400_000,
      travellers: [{ empId: DEMO.zhangsan.id, deptId: DEMO.rdDept, name: '张三' }],
    });
    const both = await listReads(1, 10);
    expect(both.answer.list.map((o) => o.id)).toEqual([mine[0], forMe, mine[1], mine[2]]);
    expect(both.answer.data.total).toBe(4);
    expect(both).toMatchObject({ counts: 0, names: 0, booked: 1, travelled: 1 });
    const second = await page(2, 3);
    expect(second.list.map((o) => o.id)).toEqual([mine[2]]);
    expect(second.data.total).toBe(4);
  });
});

onSqlite("the company's orders", () => {
  it('reads a page with its total in one statement, and counts only past the end', async () => {
    const full = await listReads(1, 10, 3, adminToken);
    expect(full.answer.list.length).toBeGreaterThan(0);
    expect(full).toMatchObject({ statements: 1, counts: 0, names: 0, booked: 1 });
    const total = full.answer.data.total;
    expect(total).toBeGreaterThanOrEqual(full.answer.list.length);

    const past = await listReads(Math.ceil(total / 10) + 1, 10, 3, adminToken);
    expect(past.answer.list).toEqual([]);
    expect(past.answer.data.total).toBe(total);
    expect(past).toMatchObject({ counts: 1, booked: 1 });
  });
});

onSqlite('traveller names', () => {
  it('come with the page in booking order, and a name holding the separator is read on its own', async () => {
    const odd = await insertOrder(t.app, {
      corpId: DEMO.corpId,
      empId: DEMO.zhangsan.id,
      deptId: DEMO.rdDept,
      createdAt: START_MS - 60_000,
      travellers: [
        { empId: DEMO.zhangsan.id, deptId: DEMO.rdDept, name: '张三' },
        { empId: null, deptId: null, name: `A${NAME_SEPARATOR}B` },
        { empId: null, deptId: null, name: '' },
      ],
    });
    const plain = await insertOrder(t.app, {
      corpId: DEMO.corpId,
      empId: DEMO.zhangsan.id,
      deptId: DEMO.rdDept,
      createdAt: START_MS - 30_000,
      travellers: [
        { empId: null, deptId: null, name: 'Ann' },
        { empId: DEMO.zhangsan.id, deptId: DEMO.rdDept, name: '张三' },
      ],
    });
    const reads = await listReads(1, 10);
    const byId = new Map(reads.answer.list.map((o) => [o.id, o.travellerNames]));
    expect(byId.get(plain)).toEqual(['Ann', '张三']);
    expect(byId.get(odd)).toEqual(['张三', `A${NAME_SEPARATOR}B`, '']);
    expect(reads.names).toBe(1);
  });
});

onSqlite('the paging anchor', () => {
  it('keeps an order created at the anchor and leaves out one a millisecond later', async () => {
    const sunba = await login(t.app, DEMO.sunba.phone);
    const at = (ms: number) =>
      insertOrder(t.app, { corpId: DEMO.corpId, empId: DEMO.sunba.id, deptId: DEMO.officeDept, createdAt: ms });
    const anchor = START_MS - 10_000;
    const onAnchor = await at(anchor);
    await at(anchor + 1);
    const before = await at(anchor - 1);
    const answer = await call<{ total: number }, Row>(
      t.app,
      '/obt/allOrderList',
      { pageNum: 1, count: 10, dateType: 1, createdBefore: anchor },
      { token: sunba },
    );
    expect(answer.list.map((o) => o.id)).toEqual([onAnchor, before]);
    expect(answer.data.total).toBe(2);
  });
});
