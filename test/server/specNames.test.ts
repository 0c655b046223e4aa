/**
 * SPEC §7 names served next to the calls the app makes (issue 10): onlinePay is pay/online, totalOrderList is
 * allOrderList, getPayOrderIdList lists the orders of a payment.
 */
import type { PayOnlineData, PayOrderIdListData } from '../../src/api/contract/pay';
import type { OrderListItem } from '../../src/api/contract/orders';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { callWithKey, insertPayable, newKey } from './helpers/payFixtures';

let t: TestApp;
const tok = { zhang: '', li: '', wang: '', feng: '' };
const ONLINE = [{ subjectId: 'online' }];

const zhangOrder = () => insertPayable(t.app, { corpId: DEMO.corpId, empId: DEMO.zhangsan.id, deptId: DEMO.rdDept });
const payAt = (url: string, orderList: string[], key = newKey()) =>
  callWithKey<PayOnlineData>(t.app, url, { payScene: 1, orderList, subjectBeanList: ONLINE }, tok.zhang, key);
const orderIdsOf = (payId: string, token = tok.zhang) =>
  call<PayOrderIdListData>(t.app, '/obt/getPayOrderIdList', { payId }, { token });

beforeAll(async () => {
  t = await createTestApp();
  tok.zhang = await login(t.app, DEMO.zhangsan.phone);
  tok.li = await login(t.app, DEMO.lisi.phone);
  tok.wang = await login(t.app, DEMO.wangwu.phone);
  tok.feng = await login(t.app, DEMO.fengli.phone);
});

afterAll(async () => {
  await t.close();
});

describe('onlinePay', () => {
  it('pays like pay/online, and one Idempotency-Key replays the same payment on either name', async () => {
    const id = await zhangOrder();
    const key = newKey();
    const first = await payAt('/obt/onlinePay', [id], key);
    expect(first.code).toBe(1);
    expect(first.data).toMatchObject({ status: 'pending', demo: true });
    expect(first.data.qrCode).toContain(encodeURIComponent(first.data.payId));
    expect(await payAt('/obt/onlinePay', [id], key)).toMatchObject({ code: 1, data: first.data });
    expect(await payAt('/obt/pay/online', [id], key)).toMatchObject({ code: 1, data: first.data });
  });

  it('refuses what pay/online refuses, with the same message', async () => {
    const none = await payAt('/obt/onlinePay', []);
    expect(none).toMatchObject({ code: 2, tips: '订单ID缺失' });
    const same = await payAt('/obt/pay/online', []);
    expect(same.tips).toBe(none.tips);
  });
});

describe('getPayOrderIdList', () => {
  it('lists the orders of a payment, in id order, with its status', async () => {
    const a = await zhangOrder();
    const b = await zhangOrder();
    const paid = await payAt('/obt/pay/online', [b, a]);
    const res = await orderIdsOf(paid.data.payId);
    expect(res.code).toBe(1);
    expect(res.data).toEqual({ payId: paid.data.payId, status: 'pending', orderIds: [a, b].sort() });
  });

  it("answers an unknown payment, another company's or one outside my scope as not found", async () => {
    const lis = await insertPayable(t.app, { corpId: DEMO.corpId, empId: DEMO.lisi.id, deptId: DEMO.rdDept });
    const paid = await callWithKey<PayOnlineData>(
      t.app,
      '/obt/pay/online',
      { payScene: 1, orderList: [lis], subjectBeanList: ONLINE },
      tok.li,
      newKey(),
    );
    expect(paid.code).toBe(1);
    expect((await orderIdsOf('no-such-payment')).code).toBe(404);
    expect((await orderIdsOf(paid.data.payId, tok.feng)).code).toBe(404);
    // 张三 sees only his own orders; 王五 books for the whole company.
    expect((await orderIdsOf(paid.data.payId, tok.zhang)).code).toBe(404);
    expect((await orderIdsOf(paid.data.payId, tok.wang)).data.orderIds).toEqual([lis]);
  });

  it('requires the payment id', async () => {
    expect((await call(t.app, '/obt/getPayOrderIdList', {}, { token: tok.zhang })).code).toBe(2);
  });
});

describe('totalOrderList', () => {
  it('answers what allOrderList answers', async () => {
    await zhangOrder();
    const body = { pageNum: 1, count: 10 };
    const all = await call<unknown, OrderListItem>(t.app, '/obt/allOrderList', body, { token: tok.zhang });
    const total = await call<unknown, OrderListItem>(t.app, '/obt/totalOrderList', body, { token: tok.zhang });
    expect(all.code).toBe(1);
    expect(all.list.length).toBeGreaterThan(0);
    expect(total).toMatchObject({ code: 1, data: all.data, list: all.list });
  });
});
