/** Dashboard lists and badges on inserted rows: booking scope, filters, paging, company isolation. */
import type { OrderListItem } from '../../src/api/contract/orders';
import type { BadgeCounts } from '../../src/api/contract/common';
import type { CcsqdListItem } from '../../src/api/contract/trip';
import type { MyApprovalItem } from '../../src/api/contract/approval';
import type { MessageItem } from '../../src/api/contract/message';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { insertCcsqd, insertMessage, insertOrder, insertWorkItem } from './helpers/fixtures';

const DAY = 24 * 3600_000;

let t: TestApp;
let tokens: { zhangsan: string; lisi: string; wangwu: string; zhaoliu2: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { app } = t;
  const at = (daysAgo: number) => START_MS - daysAgo * DAY;
  // 张三 (R&D) books for himself; 李四 (R&D manager) books for 钱七 (R&D); 王五 (office) books for 赵六 (marketing);
  // 赵六 (marketing) books for herself and names 张三 as a traveller; DEMO2 has its own order.
  ids.own = await insertOrder(app, {
    corpId: DEMO.corpId,
    empId: DEMO.zhangsan.id,
    deptId: DEMO.rdDept,
    createdAt: at(1),
    status: 'awaitingPayment',
    travellers: [{ empId: DEMO.zhangsan.id, deptId: DEMO.rdDept, name: '张三' }],
  });
  ids.forQian = await insertOrder(app, {
    corpId: DEMO.corpId,
    empId: DEMO.lisi.id,
    deptId: DEMO.rdDept,
    createdAt: at(2),
    status: 'inApproval',
    travellers: [{ empId: DEMO.qianqi.id, deptId: DEMO.rdDept, name: '钱七' }],
  });
  ids.office = await insertOrder(app, {
    corpId: DEMO.corpId,
    empId: DEMO.wangwu.id,
    deptId: DEMO.officeDept,
    createdAt: at(3),
    status: 'issued',
    travellers: [{ empId: DEMO.zhaoliu.id, deptId: DEMO.marketDept, name: '赵六' }],
  });
  ids.withZhang = await insertOrder(app, {
    corpId: DEMO.corpId,
    empId: DEMO.zhaoliu.id,
    deptId: DEMO.marketDept,
    createdAt: at(4),
    status: 'cancelled',
    travellers: [
      { empId: DEMO.zhaoliu.id, deptId: DEMO.marketDept, name: '赵六' },
      { empId: DEMO.zhangsan.id, deptId: DEMO.rdDept, name: '张三' },
    ],
  });
  ids.old = await insertOrder(app, {
    corpId: DEMO.corpId,
    empId: DEMO.zhangsan.id,
    deptId: DEMO.rdDept,
    createdAt: at(45),
    status: 'awaitingPayment',
    travelDate: '2026-01-20',
  });
  ids.otherCorp = await insertOrder(app, {
    corpId: DEMO.corp2Id,
    empId: DEMO.zhaoliu2.id,
    deptId: '20102',
    createdAt: at(1),
    status: 'awaitingPayment',
  });
  tokens = {
    zhangsan: await login(app, DEMO.zhangsan.phone),
    lisi: await login(app, DEMO.lisi.phone),
    wangwu: await login(app, DEMO.wangwu.phone),
    zhaoliu2: await login(app, DEMO.zhaoliu.phone, { compId: DEMO.corp2Id }),
  };
});
afterAll(async () => {
  await t.close();
});

const orders = async (token: string, body: Record<string, unknown> = {}) =>
  call<{ total: number; pageNum: number; count: number }, OrderListItem>(t.app, '/obt/allOrderList', body, { token });
const idsOf = (list: { id: string }[]) => list.map((o) => o.id);

describe('allOrderList scope', () => {
  it('shows an employee the orders they booked or travel on (last 30 days by default)', async () => {
    const res = await orders(tokens.zhangsan, { findScope: 3 });
    expect(res.code).toBe(1);
    expect(idsOf(res.list)).toEqual([ids.own, ids.withZhang]);
    expect(res.data.total).toBe(2);
  });

  it('shows a department booker the department, but only when asked', async () => {
    expect(idsOf((await orders(tokens.lisi)).list)).toEqual([ids.forQian]);
    expect(idsOf((await orders(tokens.lisi, { findScope: 2 })).list)).toEqual([ids.own, ids.forQian, ids.withZhang]);
    // bookRange 2 caps a company-wide request.
    expect(idsOf((await orders(tokens.lisi, { findScope: 3 })).list)).toEqual([ids.own, ids.forQian, ids.withZhang]);
  });

  it('shows the company administrator the whole company, never another company', async () => {
    const res = await orders(tokens.wangwu, { findScope: 3 });
    expect(idsOf(res.list)).toEqual([ids.own, ids.forQian, ids.office, ids.withZhang]);
    expect(idsOf(res.list)).not.toContain(ids.otherCorp);
    const other = await orders(tokens.zhaoliu2, { findScope: 3 });
    expect(idsOf(other.list)).toEqual([ids.otherCorp]);
  });

  it('maps rows to the contract: yuan amounts, status groups, traveller names, China time', async () => {
    const res = await orders(tokens.zhangsan);
    const row = res.list.find((o) => o.id === ids.withZhang)!;
    expect(row).toMatchObject({
      orderType: 11001,
      orderStatus: 'cancelled',
      statusGroup: 'closed',
      amount: 1234.56,
      bookerName: '赵六',
    });
    expect(row.travellerNames).toEqual(['赵六', '张三']);
    expect(row.createdAt).toBe('2026-02-26 10:00:00');
  });
});

describe('allOrderList filters and paging', () => {
  it('filters by status group and dates', async () => {
    expect(idsOf((await orders(tokens.wangwu, { findScope: 3, statusGroup: 'toPay' })).list)).toEqual([ids.own]);
    expect(idsOf((await orders(tokens.wangwu, { findScope: 3, statusGroup: 'approval' })).list)).toEqual([ids.forQian]);
    const older = await orders(tokens.zhangsan, { dateStart: '2026-01-01', dateEnd: '2026-01-31' });
    expect(idsOf(older.list)).toEqual([ids.old]);
    const byTravel = await orders(tokens.zhangsan, { dateType: 2, dateStart: '2026-01-20', dateEnd: '2026-01-20' });
    expect(idsOf(byTravel.list)).toEqual([ids.old]);
    const bad = await call(
      t.app,
      '/obt/allOrderList',
      { dateStart: '2026-03-02', dateEnd: '2026-03-01' },
      { token: tokens.zhangsan, lang: 'en-US' },
    );
    expect(bad.code).toBe(2);
    expect(bad.tips).toMatch(/end date/);
  });

  it('pages newest first without repeating rows', async () => {
    const p1 = await orders(tokens.wangwu, { findScope: 3, pageNum: 1, count: 3 });
    const p2 = await orders(tokens.wangwu, { findScope: 3, pageNum: 2, count: 3 });
    expect(p1.data).toEqual({ total: 4, pageNum: 1, count: 3, createdBefore: START_MS });
    expect(p1.list).toHaveLength(3);
    expect(p2.list).toHaveLength(1);
    expect(new Set([...idsOf(p1.list), ...idsOf(p2.list)]).size).toBe(4);
  });
});

describe('badges', () => {
  it('counts messages, approvals and orders from the tables', async () => {
    const empty = await call<BadgeCounts>(t.app, '/obt/totalCount', {}, { token: tokens.lisi });
    // R&D scope: 张三's two unpaid orders (badges are not limited to the last 30 days) and 钱七's in approval.
    expect(empty.data).toEqual({
      message: 0,
      readMessage: 0,
      approval: 0,
      approved: 0,
      toPay: 2,
      waitApproval: 1,
      todoTotal: 3,
    });

    await insertMessage(t.app, { corpId: DEMO.corpId, empId: DEMO.lisi.id, createdAt: START_MS - 1000 });
    await insertMessage(t.app, { corpId: DEMO.corpId, empId: DEMO.lisi.id, createdAt: START_MS - 2000 });
    await insertMessage(t.app, { corpId: DEMO.corpId, empId: DEMO.lisi.id, createdAt: START_MS - 3000, isRead: 1 });
    await insertMessage(t.app, { corpId: DEMO.corpId, empId: DEMO.zhangsan.id, createdAt: START_MS - 1000 });
    await insertWorkItem(t.app, {
      corpId: DEMO.corpId,
      approverId: DEMO.lisi.id,
      applicantId: DEMO.qianqi.id,
      state: 'pending',
      createdAt: START_MS - 5000,
    });
    await insertWorkItem(t.app, {
      corpId: DEMO.corpId,
      approverId: DEMO.lisi.id,
      applicantId: DEMO.zhangsan.id,
      state: 'approved',
      createdAt: START_MS - 6000,
    });
    await insertWorkItem(t.app, {
      corpId: DEMO.corpId,
      approverId: DEMO.wangwu.id,
      applicantId: DEMO.zhangsan.id,
      state: 'pending',
      createdAt: START_MS - 6000,
    });

    const res = await call<BadgeCounts>(t.app, '/obt/totalCount', {}, { token: tokens.lisi });
    expect(res.data).toEqual({
      message: 2,
      readMessage: 1,
      approval: 1,
      approved: 1,
      toPay: 2,
      waitApproval: 1,
      todoTotal: 4,
    });
    const employee = await call<BadgeCounts>(t.app, '/obt/totalCount', {}, { token: tokens.zhangsan });
    expect(employee.data).toEqual({
      message: 1,
      readMessage: 0,
      approval: 0,
      approved: 0,
      toPay: 2,
      waitApproval: 0,
      todoTotal: 2,
    });
    const admin = await call<BadgeCounts>(t.app, '/obt/totalCount', {}, { token: tokens.wangwu });
    // Whole company: the two unpaid R&D orders and one in approval; DEMO2's unpaid order is not counted.
    expect(admin.data).toMatchObject({ approval: 1, toPay: 2, waitApproval: 1, todoTotal: 4 });
    const other = await call<BadgeCounts>(t.app, '/obt/totalCount', {}, { token: tokens.zhaoliu2 });
    expect(other.data).toMatchObject({ message: 0, approval: 0, toPay: 1 });
  });
});

describe('approvals', () => {
  it('lists pending and done work items of the approver, with counts', async () => {
    const pending = await call<{ total: number }, MyApprovalItem>(
      t.app,
      '/obt/vipBpmForMyAppListNew',
      { approveType: 1, pageNum: 1, count: 10 },
      { token: tokens.lisi },
    );
    expect(pending.data.total).toBe(1);
    expect(pending.list[0]).toMatchObject({ state: 'pending', applicantName: '钱七', level: 1, decidedAt: '' });
    const done = await call<{ total: number }, MyApprovalItem>(
      t.app,
      '/obt/vipBpmForMyAppListNew',
      { approveType: 2 },
      { token: tokens.lisi },
    );
    expect(done.list.map((w) => w.state)).toEqual(['approved']);
    const count = await call<{ count: number }>(
      t.app,
      '/obt/vipBpmForMyAppCountNew',
      { approveType: 1 },
      { token: tokens.lisi },
    );
    expect(count.data).toEqual({ count: 1 });
    const none = await call<{ count: number }>(
      t.app,
      '/obt/vipBpmForMyAppCountNew',
      { approveType: 1 },
      { token: tokens.zhangsan },
    );
    expect(none.data.count).toBe(0);
    expect((await call(t.app, '/obt/vipBpmForMyAppCountNew', {}, { token: tokens.lisi })).code).toBe(2);
  });
});

describe('messages', () => {
  it('lists my messages newest first and marks one read', async () => {
    const res = await call<{ total: number }, MessageItem>(
      t.app,
      '/obt/message/list',
      { pageNum: 1, count: 20 },
      { token: tokens.lisi },
    );
    expect(res.data.total).toBe(3);
    expect(res.list.map((m) => m.isRead)).toEqual([0, 0, 1]);
    const unread = await call<{ total: number }, MessageItem>(
      t.app,
      '/obt/message/list',
      { isRead: 0 },
      { token: tokens.lisi },
    );
    expect(unread.data.total).toBe(2);
    expect((await call(t.app, '/obt/message/read', { id: res.list[0].id }, { token: tokens.lisi })).code).toBe(1);
    const counts = await call<BadgeCounts>(t.app, '/obt/totalCount', {}, { token: tokens.lisi });
    expect(counts.data).toMatchObject({ message: 1, readMessage: 2 });
  });

  it("answers not found for someone else's message", async () => {
    const mine = await call<{ total: number }, MessageItem>(t.app, '/obt/message/list', {}, { token: tokens.zhangsan });
    const res = await call(
      t.app,
      '/obt/message/read',
      { id: mine.list[0].id },
      { token: tokens.zhaoliu2, lang: 'en-US' },
    );
    expect(res.code).toBe(404);
    expect(res.tips).toBe('Record not found');
    const stillUnread = await call<{ total: number }, MessageItem>(
      t.app,
      '/obt/message/list',
      {},
      { token: tokens.zhangsan },
    );
    expect(stillUnread.list[0].isRead).toBe(0);
  });
});

describe('trip applications', () => {
  it('lists my approved applications by default, or any status on request', async () => {
    await insertCcsqd(t.app, {
      corpId: DEMO.corpId,
      empId: DEMO.zhangsan.id,
      deptId: DEMO.rdDept,
      status: 2,
      createdAt: START_MS - 1000,
      mdd: '上海',
    });
    await insertCcsqd(t.app, {
      corpId: DEMO.corpId,
      empId: DEMO.zhangsan.id,
      deptId: DEMO.rdDept,
      status: 0,
      createdAt: START_MS - 500,
      mdd: '广州',
    });
    await insertCcsqd(t.app, {
      corpId: DEMO.corpId,
      empId: DEMO.lisi.id,
      deptId: DEMO.rdDept,
      status: 2,
      createdAt: START_MS - 500,
    });
    const res = await call<{ total: number }, CcsqdListItem>(
      t.app,
      '/obt/vipCcsqd/list',
      {},
      { token: tokens.zhangsan },
    );
    expect(res.data.total).toBe(1);
    expect(res.list[0]).toMatchObject({ status: 2, mdd: '上海', jtys: 1500, zsys: 900, qtys: 100.5, zys: 2500.5 });
    const all = await call<{ total: number }, CcsqdListItem>(
      t.app,
      '/obt/vipCcsqd/list',
      { status: -1 },
      { token: tokens.zhangsan },
    );
    expect(all.list.map((c) => c.mdd)).toEqual(['广州', '上海']);
    const search = await call<{ total: number }, CcsqdListItem>(
      t.app,
      '/obt/vipCcsqd/list',
      { status: -1, keyword: '广' },
      { token: tokens.zhangsan },
    );
    expect(search.data.total).toBe(1);
    const other = await call<{ total: number }>(
      t.app,
      '/obt/vipCcsqd/list',
      { status: -1 },
      { token: tokens.zhaoliu2 },
    );
    expect(other.data.total).toBe(0);
  });
});
