/**
 * Order centre on the reference server: keyword and product filters, paging stable under inserts (page-1 anchor),
 * order lookup by number, the generic detail (scoped), generic cancel (reason required), other orders, schedule.
 */
import { randomBytes } from 'node:crypto';
import type { OrderCommonDetail, OrderListItem, ScheduleListItem } from '../../src/api/contract/orders';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { insertOrder } from './helpers/fixtures';

const DAY = 24 * 3600_000;
type Page = { total: number; pageNum: number; count: number; createdBefore: number };

let t: TestApp;
let tokens: { zhangsan: string; lisi: string; qianqi: string };
const ids: Record<string, string> = {};
const at = (daysAgo: number) => START_MS - daysAgo * DAY;

beforeAll(async () => {
  t = await createTestApp();
  const { app } = t;
  const zhang = { empId: DEMO.zhangsan.id, deptId: DEMO.rdDept, name: '张三' };
  ids.flight = await insertOrder(app, {
    corpId: DEMO.corpId,
    empId: DEMO.zhangsan.id,
    deptId: DEMO.rdDept,
    createdAt: at(1),
    status: 'awaitingPayment',
    orderNo: 'TK0001',
    travellers: [zhang],
  });
  ids.other = await insertOrder(app, {
    corpId: DEMO.corpId,
    empId: DEMO.zhangsan.id,
    deptId: DEMO.rdDept,
    createdAt: at(2),
    status: 'awaitingPayment',
    orderType: 11097,
    orderNo: 'QT0001',
    travelDate: '2026-03-04',
    travellers: [zhang],
  });
  ids.hotel = await insertOrder(app, {
    corpId: DEMO.corpId,
    empId: DEMO.lisi.id,
    deptId: DEMO.rdDept,
    createdAt: at(3),
    status: 'confirmed',
    orderType: 11007,
    orderNo: 'HT0001',
    travelDate: '2026-02-20',
    travellers: [{ empId: DEMO.qianqi.id, deptId: DEMO.rdDept, name: '钱七' }],
  });
  // Ten more of 钱七's trips for paging.
  for (let i = 0; i < 10; i += 1) {
    await insertOrder(app, {
      corpId: DEMO.corpId,
      empId: DEMO.qianqi.id,
      deptId: DEMO.rdDept,
      createdAt: at(4) - i * 60_000,
      status: 'issued',
      orderNo: `TKP${i}`,
      travellers: [{ empId: DEMO.qianqi.id, deptId: DEMO.rdDept, name: '钱七' }],
    });
  }
  tokens = {
    zhangsan: await login(app, DEMO.zhangsan.phone),
    lisi: await login(app, DEMO.lisi.phone),
    qianqi: await login(app, DEMO.qianqi.phone),
  };
});
afterAll(async () => {
  await t.close();
});

const orders = (token: string, body: Record<string, unknown> = {}) =>
  call<Page, OrderListItem>(t.app, '/obt/allOrderList', body, { token });
const idsOf = (list: { id: string }[]) => list.map((o) => o.id);

describe('allOrderList filters and scope', () => {
  it('keeps an employee to their own orders and shows a department booker the department when asked', async () => {
    expect(idsOf((await orders(tokens.zhangsan, { findScope: 2 })).list)).toEqual([ids.flight, ids.other]);
    const dept = await orders(tokens.lisi, { findScope: 2, count: 20 });
    expect(dept.data.total).toBe(13);
    expect(idsOf(dept.list)).toEqual(expect.arrayContaining([ids.flight, ids.other, ids.hotel]));
  });

  it('filters by product group and by keyword (order number or traveller name)', async () => {
    const hotels = await orders(tokens.lisi, { findScope: 2, productGroup: 'hotel' });
    expect(idsOf(hotels.list)).toEqual([ids.hotel]);
    const others = await orders(tokens.lisi, { findScope: 2, productGroup: 'other' });
    expect(idsOf(others.list)).toEqual([ids.other]);
    expect(idsOf((await orders(tokens.lisi, { findScope: 2, keyword: 'HT0001' })).list)).toEqual([ids.hotel]);
    const byName = await orders(tokens.lisi, { findScope: 2, keyword: '张', count: 20 });
    expect(idsOf(byName.list)).toEqual([ids.flight, ids.other]);
    // The total is counted under the same filter as the page (the page read's own count of the scope).
    expect(byName.data.total).toBe(2);
    expect(hotels.data.total).toBe(1);
    // A LIKE wildcard is a literal character.
    expect((await orders(tokens.lisi, { findScope: 2, keyword: '%' })).list).toEqual([]);
    const bad = await orders(tokens.lisi, { productGroup: 'boats' });
    expect(bad.code).toBe(2);
  });

  it('looks an order up by number with the fixed values, and finds nothing for an unknown number', async () => {
    const fixed = { dateStart: '2000-01-01', dateEnd: '2099-01-01', pageNum: 1, count: 20, findType: 2 };
    // findType (payment) is accepted and dropped: the list is the same order-centre list.
    const body = fixed;
    const found = await orders(tokens.zhangsan, { ...body, orderNo: 'QT0001' });
    expect(idsOf(found.list)).toEqual([ids.other]);
    expect((await orders(tokens.zhangsan, { ...body, orderNo: 'NOPE' })).list).toEqual([]);
    // Another employee's order is not found either.
    expect((await orders(tokens.zhangsan, { ...body, orderNo: 'HT0001' })).list).toEqual([]);
  });

  it('pages newest first, stable when newer orders arrive between pages (page-1 anchor)', async () => {
    const p1 = await orders(tokens.qianqi, { pageNum: 1, count: 5 });
    expect(p1.data.total).toBe(11);
    const anchor = p1.data.createdBefore;
    // Two newer orders arrive before page 2 is fetched.
    t.clock.advance(60_000);
    for (const no of ['NEW1', 'NEW2']) {
      await insertOrder(t.app, {
        corpId: DEMO.corpId,
        empId: DEMO.qianqi.id,
        deptId: DEMO.rdDept,
        createdAt: START_MS + 30_000,
        orderNo: no,
      });
    }
    const p2 = await orders(tokens.qianqi, { pageNum: 2, count: 5, createdBefore: anchor });
    const p3 = await orders(tokens.qianqi, { pageNum: 3, count: 5, createdBefore: anchor });
    const all = [...p1.list, ...p2.list, ...p3.list];
    expect(p2.data.total).toBe(11);
    expect(all).toHaveLength(11);
    expect(new Set(idsOf(all)).size).toBe(11);
    expect(all.map((o) => o.orderNo)).not.toContain('NEW1');
    const created = all.map((o) => o.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    // A fresh page 1 sees them.
    const fresh = await orders(tokens.qianqi, { pageNum: 1, count: 5 });
    expect(
      fresh.list
        .slice(0, 2)
        .map((o) => o.orderNo)
        .sort(),
    ).toEqual(['NEW1', 'NEW2']);
  });
});

describe('generic order detail and cancel', () => {
  const detail = (token: string, orderId: string, path = '/obt/order/detail') =>
    call<OrderCommonDetail>(t.app, path, { orderId }, { token, lang: 'en-US' });
  // Writes carry an Idempotency-Key (ARCHITECTURE §7).
  const cancel = async (token: string, orderId: string, reason: string, path = '/obt/order/cancel') => {
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      payload: { orderId, reason },
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': 'en-US',
        'idempotency-key': randomBytes(8).toString('hex'),
      },
    });
    return res.json<{ code: number; tips?: string; data?: { orderId: string; orderStatus: string } }>();
  };

  it('shows the common fields within the booking scope only', async () => {
    const mine = await detail(tokens.zhangsan, ids.other);
    expect(mine.code).toBe(1);
    expect(mine.data).toMatchObject({
      orderNo: 'QT0001',
      orderType: 11097,
      orderStatus: 'awaitingPayment',
      statusGroup: 'toPay',
      travellerNames: ['张三'],
      amount: 1234.56,
      canCancel: true,
    });
    expect((await detail(tokens.zhangsan, ids.hotel)).code).toBe(404);
    const booker = await detail(tokens.lisi, ids.hotel);
    expect(booker.data.canCancel).toBe(false);
    // A flight is cancelled through cancelPnr (seats are released there).
    expect((await detail(tokens.zhangsan, ids.flight)).data.canCancel).toBe(false);
  });

  it('refuses an empty reason, a flight, and an order outside the scope', async () => {
    const empty = await cancel(tokens.zhangsan, ids.other, '   ');
    expect(empty.code).toBe(2);
    expect(empty.tips).toBe('Cancel reason cannot be empty');
    expect((await cancel(tokens.zhangsan, ids.flight, 'plans changed')).code).toBe(2);
    expect((await cancel(tokens.zhangsan, ids.hotel, 'plans changed')).code).toBe(404);
  });

  it('other orders: list, detail, cancel with the timeline', async () => {
    const list = await call<Page, OrderListItem>(t.app, '/obt/otherOrder/list', {}, { token: tokens.zhangsan });
    expect(idsOf(list.list)).toEqual([ids.other]);
    expect((await detail(tokens.zhangsan, ids.flight, '/obt/otherOrder/detail')).code).toBe(404);
    const done = await cancel(tokens.zhangsan, ids.other, 'plans changed', '/obt/otherOrder/cancel');
    expect(done.data).toEqual({ orderId: ids.other, orderStatus: 'cancelled' });
    const after = await detail(tokens.zhangsan, ids.other, '/obt/otherOrder/detail');
    expect(after.data.orderStatus).toBe('cancelled');
    expect(after.data.canCancel).toBe(false);
    expect(after.data.events.at(-1)).toMatchObject({
      fromStatus: 'awaitingPayment',
      toStatus: 'cancelled',
      note: 'plans changed',
    });
  });
});

describe('schedule', () => {
  it('lists upcoming trips of live orders by day, and past trips in the history', async () => {
    await insertOrder(t.app, {
      corpId: DEMO.corpId,
      empId: DEMO.zhangsan.id,
      deptId: DEMO.rdDept,
      createdAt: at(1),
      status: 'confirmed',
      orderType: 11097,
      orderNo: 'QT0002',
      travelDate: '2026-03-10',
      travellers: [{ empId: DEMO.zhangsan.id, deptId: DEMO.rdDept, name: '张三' }],
    });
    await insertOrder(t.app, {
      corpId: DEMO.corpId,
      empId: DEMO.zhangsan.id,
      deptId: DEMO.rdDept,
      createdAt: at(20),
      status: 'confirmed',
      orderType: 11097,
      orderNo: 'QT0003',
      travelDate: '2026-02-15',
    });
    const res = await call<unknown, ScheduleListItem>(t.app, '/obt/order/scheduleList', {}, { token: tokens.zhangsan });
    expect(res.code).toBe(1);
    // QT0001 was cancelled above; the flight fixture has no segments.
    expect(res.list.map((s) => [s.orderNo, s.date])).toEqual([['QT0002', '2026-03-10']]);
    const history = await call<Page, ScheduleListItem>(
      t.app,
      '/obt/order/scheduleHistory',
      {},
      { token: tokens.zhangsan },
    );
    expect(history.list.map((s) => s.orderNo)).toEqual(['QT0003']);
    const bad = await call(
      t.app,
      '/obt/order/scheduleList',
      { dateStart: '2026-03-10', dateEnd: '2026-03-01' },
      {
        token: tokens.zhangsan,
      },
    );
    expect(bad.code).toBe(2);
  });
});
