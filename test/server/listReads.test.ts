/**
 * The order centre's list counts first, both halves of "my orders" in one statement (issue 17): a half with nothing
 * in the range and a page past the end are not read, and the pages and totals stay what they were.
 */
import { statementLog } from '../../server/src/db';
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

type Row = { id: string };
const page = (pageNum: number, count: number) =>
  call<{ total: number }, Row>(
    t.app,
    '/obt/allOrderList',
    { pageNum, count, statusGroup: 'all', dateType: 1 },
    { token },
  );

/** The list statements (not counts) one call runs, by half. */
async function listReads(pageNum: number, count: number) {
  const log = statementLog(t.app.obt.db)!;
  const seen: string[] = [];
  log.listener = (text) => seen.push(text);
  const answer = await page(pageNum, count);
  log.listener = undefined;
  const lists = seen.filter((text) => text.includes('from "orders" as "o"') && !text.includes('count('));
  return {
    answer,
    counts: seen.filter((text) => text.includes('count(')).length,
    travelled: lists.filter((text) => text.includes('booked_self')).length,
    booked: lists.filter((text) => !text.includes('booked_self')).length,
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
    expect(onlyMine).toMatchObject({ counts: 1, booked: 1, travelled: 0 });

    const past = await listReads(2, 10);
    expect(past.answer.list).toEqual([]);
    expect(past.answer.data.total).toBe(3);
    expect(past).toMatchObject({ counts: 1, booked: 0, travelled: 0 });

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
    expect(both).toMatchObject({ counts: 1, booked: 1, travelled: 1 });
    const second = await page(2, 3);
    expect(second.list.map((o) => o.id)).toEqual([mine[2]]);
  });
});
