/**
 * What the order list keeps between calls (issue 17) answers as computing it anew would: each status's tab from the
 * table (the domain's groupOf for every status, unknown ones in progress), the date range of the last request (a bad
 * date after a good one is still refused, another range is read anew), today's date across midnight, and creation
 * times formatted once per instant.
 */
import type { OrderListItem } from '../../src/api/contract/orders';
import { ORDER_STATUSES, groupOf as domainGroupOf } from '../../src/domain/orderStatus';
import { groupOf } from '../../server/src/modules/orders/statusGroups';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { insertOrder } from './helpers/fixtures';

const DAY = 24 * 3600_000;
type Page = { total: number; createdBefore: number };

describe('order list memos', () => {
  let t: TestApp;
  let token: string;
  const list = (body: Record<string, unknown> = {}) =>
    call<Page, OrderListItem>(t.app, '/obt/allOrderList', body, { token });

  beforeAll(async () => {
    t = await createTestApp();
    for (const [i, status] of ['awaitingPayment', 'issued', 'cancelled'].entries()) {
      await insertOrder(t.app, {
        corpId: DEMO.corpId,
        empId: DEMO.zhangsan.id,
        deptId: DEMO.rdDept,
        // 2026-03-01 09:59:59 China time, then a day and a minute earlier each.
        createdAt: START_MS - DAY - 1000 - i * (DAY + 60_000),
        status,
        orderNo: `MEMO${i}`,
        travellers: [{ empId: DEMO.zhangsan.id, deptId: DEMO.rdDept, name: '张三' }],
      });
    }
    token = await login(t.app, DEMO.zhangsan.phone);
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives every status the domain's tab, and unknown statuses the in-progress tab", () => {
    for (const status of ORDER_STATUSES) expect(groupOf(status)).toBe(domainGroupOf(status));
    for (const status of ['noSuchStatus', '', 'toString', '__proto__']) {
      expect(groupOf(status)).toBe('processing');
      expect(domainGroupOf(status)).toBe('processing');
    }
  });

  it('formats creation times per instant and shows each row its own', async () => {
    for (let round = 0; round < 2; round += 1) {
      const a = await list();
      expect(a.code).toBe(1);
      expect(a.list.map((o) => [o.orderNo, o.createdAt, o.statusGroup])).toEqual([
        ['MEMO0', '2026-03-01 09:59:59', 'toPay'],
        ['MEMO1', '2026-02-28 09:58:59', 'done'],
        ['MEMO2', '2026-02-27 09:57:59', 'closed'],
      ]);
    }
  });

  it('refuses a bad date after a good range, and reads another range anew', async () => {
    const good = await list({ dateStart: '2026-02-28', dateEnd: '2026-03-01' });
    expect(good.list.map((o) => o.orderNo)).toEqual(['MEMO0', 'MEMO1']);
    expect((await list({ dateStart: '2026-02-30', dateEnd: '2026-03-01' })).code).toBe(2);
    expect((await list({ dateStart: '2026-02-28', dateEnd: '2026-02-31' })).code).toBe(2);
    expect((await list({ dateStart: '2026-03-01', dateEnd: '2026-02-28' })).code).toBe(2);
    expect((await list({ dateStart: '2026-02-28', dateEnd: '2026-03-01' })).list).toEqual(good.list);
    const other = await list({ dateStart: '2026-02-27', dateEnd: '2026-02-28' });
    expect(other.list.map((o) => o.orderNo)).toEqual(['MEMO1', 'MEMO2']);
    expect(other.data.total).toBe(2);
  });

  it("moves the default range's end to the new day after midnight", async () => {
    // Only today: the order of 2026-03-01 is yesterday's from 2026-03-02 on.
    const today = { dateStart: '2026-03-02' };
    expect((await list(today)).list).toEqual([]);
    const clock = t.clock.ms;
    try {
      // 2026-03-02 23:59:59.999 China time, then the next day's first millisecond.
      t.clock.ms = Date.parse('2026-03-02T15:59:59.999Z');
      // A fresh session (the first one idled out meanwhile).
      token = await login(t.app, DEMO.zhangsan.phone);
      expect((await list({ dateStart: '2026-03-03' })).code).toBe(2);
      t.clock.ms += 1;
      const next = await list({ dateStart: '2026-03-03' });
      expect(next.code).toBe(1);
      expect(next.data.createdBefore).toBe(t.clock.ms);
      // The default start is 30 days before the new end, 2026-03-03: all three orders.
      expect((await list()).list.map((o) => o.orderNo)).toEqual(['MEMO0', 'MEMO1', 'MEMO2']);
    } finally {
      t.clock.ms = clock;
    }
  });
});
