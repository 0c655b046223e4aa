/**
 * /violateList support (issue 4 "Approvals": the traveller's bookings that violated policy with their reasons;
 * SPEC §2): allOrderList with `violated: 1` answers only orders booked with a violation reason, within the usual
 * booking scope, each with `violationReason`; without dateStart it looks back a year.
 */
import type { OrderListItem } from '../../src/api/contract/orders';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { insertOrder } from './helpers/fixtures';

const DAY = 24 * 3600_000;
let t: TestApp;
let token: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const me = { corpId: DEMO.corpId, empId: DEMO.zhangsan.id, deptId: DEMO.rdDept };
  const travellers = [{ empId: DEMO.zhangsan.id, deptId: DEMO.rdDept, name: '张三' }];
  ids.violated = await insertOrder(t.app, { ...me, createdAt: START_MS - DAY, travellers });
  ids.oldViolated = await insertOrder(t.app, { ...me, createdAt: START_MS - 200 * DAY, travellers });
  ids.clean = await insertOrder(t.app, { ...me, createdAt: START_MS - 2 * DAY, travellers });
  // Booked by 李四 for 张三 with a reason: 张三 travels on it, so it is his too.
  ids.forMe = await insertOrder(t.app, {
    corpId: DEMO.corpId,
    empId: DEMO.lisi.id,
    deptId: DEMO.rdDept,
    createdAt: START_MS - 3 * DAY,
    travellers,
  });
  ids.others = await insertOrder(t.app, {
    corpId: DEMO.corpId,
    empId: DEMO.zhaoliu.id,
    deptId: DEMO.marketDept,
    createdAt: START_MS - DAY,
    travellers: [{ empId: DEMO.zhaoliu.id, deptId: DEMO.marketDept, name: '赵六' }],
  });
  const reason = (id: string, text: string) =>
    t.app.obt.db.updateTable('orders').set({ violation_reason: text }).where('id', '=', id).execute();
  await reason(ids.violated, '航班时刻原因');
  await reason(ids.oldViolated, '会议时间调整');
  await reason(ids.forMe, '超出出差申请预算');
  await reason(ids.others, '其他原因');
  token = await login(t.app, DEMO.zhangsan.phone);
});
afterAll(async () => {
  await t.close();
});

describe('allOrderList violated: 1', () => {
  it('answers only my orders with a violation reason, newest first, a year back by default', async () => {
    const res = await call<{ total: number }, OrderListItem>(t.app, '/obt/allOrderList', { violated: 1 }, { token });
    expect(res.code).toBe(1);
    expect(res.list.map((o) => [o.id, o.violationReason])).toEqual([
      [ids.violated, '航班时刻原因'],
      [ids.forMe, '超出出差申请预算'],
      [ids.oldViolated, '会议时间调整'],
    ]);
  });

  it('keeps the other filters and the default list unchanged', async () => {
    const ranged = await call<{ total: number }, OrderListItem>(
      t.app,
      '/obt/allOrderList',
      { violated: 1, dateStart: '2026-02-01' },
      { token },
    );
    expect(ranged.data.total).toBe(2);
    const all = await call<{ total: number }, OrderListItem>(t.app, '/obt/allOrderList', {}, { token });
    expect(all.list.map((o) => o.id)).toEqual([ids.violated, ids.clean, ids.forMe]);
    expect(all.list.find((o) => o.id === ids.clean)?.violationReason).toBe('');
  });
});
