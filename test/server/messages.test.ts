/**
 * Messages (SPEC §3 push payload, badge counts): an order state change writes the booker a message; reading it,
 * or reading all, drops totalCount.message and raises readMessage; counts by yycj.
 */
import type { BadgeCounts } from '../../src/api/contract/common';
import type { MessageItem } from '../../src/api/contract/message';
import type { MessageCounts, MessageReadAllResult } from '../../src/api/contract/notice';
import { orderTransition } from '../../server/src/modules/orders/lifecycle';
import { insertMessage, insertOrder } from './helpers/fixtures';
import { DEMO, type TestApp, call, createTestApp, login } from './helpers/testApp';

let t: TestApp;
let zhang: string;
let li: string;

const now = () => t.app.obt.now().getTime();
const badges = async (token: string) => (await call<BadgeCounts>(t.app, '/obt/totalCount', {}, { token })).data;
const messageCounts = async (token: string) =>
  (await call<MessageCounts>(t.app, '/obt/message/counts', {}, { token })).data;

beforeAll(async () => {
  t = await createTestApp();
  zhang = await login(t.app, DEMO.zhangsan.phone);
  li = await login(t.app, DEMO.lisi.phone);
});

afterAll(async () => {
  await t.close();
});

describe('order messages', () => {
  it('a flight order state change writes a message; reading it drops the badge count', async () => {
    const orderId = await insertOrder(t.app, {
      corpId: DEMO.corpId,
      empId: DEMO.zhangsan.id,
      deptId: DEMO.rdDept,
      createdAt: now(),
      status: 'ticketing',
      orderType: 11001,
    });
    const before = await badges(zhang);
    await t.app.obt.db
      .transaction()
      .execute((trx) => orderTransition(trx, orderId, ['ticketing'], 'issued', 'issued', { nowMs: now() }));

    const after = await badges(zhang);
    expect(after.message).toBe(before.message + 1);
    const list = await call<unknown, MessageItem>(t.app, '/obt/message/list', { yycj: 1, isRead: 0 }, { token: zhang });
    const message = list.list.find((m) => m.orderId === orderId);
    expect(message).toMatchObject({ yycj: 1, orderType: 11001, isRead: 0 });

    expect((await call(t.app, '/obt/message/read', { id: message!.id }, { token: zhang })).code).toBe(1);
    const read = await badges(zhang);
    expect(read.message).toBe(before.message);
    expect(read.readMessage).toBe(after.readMessage + 1);
    // Another employee cannot read it.
    expect((await call(t.app, '/obt/message/read', { id: message!.id }, { token: li })).code).toBe(404);
  });
});

describe('counts and read all', () => {
  it('counts by yycj and marks all (of one kind) read', async () => {
    const base = await messageCounts(li);
    await insertMessage(t.app, { corpId: DEMO.corpId, empId: DEMO.lisi.id, createdAt: now(), yycj: 1 });
    await insertMessage(t.app, { corpId: DEMO.corpId, empId: DEMO.lisi.id, createdAt: now(), yycj: 2 });
    await insertMessage(t.app, { corpId: DEMO.corpId, empId: DEMO.lisi.id, createdAt: now(), yycj: 2 });
    const counts = await messageCounts(li);
    expect(counts.orderUnread).toBe(base.orderUnread + 1);
    expect(counts.approvalUnread).toBe(base.approvalUnread + 2);
    expect(counts.approvalTotal).toBe(base.approvalTotal + 2);

    const approvals = await call<MessageReadAllResult>(t.app, '/obt/message/readAll', { yycj: 2 }, { token: li });
    expect(approvals.data.updated).toBe(counts.approvalUnread);
    expect((await messageCounts(li)).approvalUnread).toBe(0);
    expect((await messageCounts(li)).orderUnread).toBe(counts.orderUnread);

    const zhangBefore = await badges(zhang);
    await call(t.app, '/obt/message/readAll', {}, { token: li });
    expect((await badges(li)).message).toBe(0);
    expect(await badges(zhang)).toEqual(zhangBefore);
    expect((await call<MessageReadAllResult>(t.app, '/obt/message/readAll', {}, { token: li })).data.updated).toBe(0);
  });
});
