/**
 * The cashier: payment subjects, company-account payment (PIN with lock, SMS for DEMO2, balance), online payment
 * through the simulated provider and its signed notify, idempotency (never charged twice), SPEC §8 messages.
 */
import type { PayOnlineData, PayStatusData, PaySubjectData, PaySmsCodeData } from '../../src/api/contract/pay';
import { buildNotify, signNotify } from '../../server/src/modules/pay/provider';
import { DEFAULT_CONFIG } from '../../server/src/config';
import { DEMO, call, cipher, createTestApp, login, type TestApp } from './helpers/testApp';
import { callWithKey, insertPayable, newKey } from './helpers/payFixtures';

let t: TestApp;
const tok = { zhang: '', li: '', wang: '', feng: '', qian: '', sun: '' };

const db = () => t.app.obt.db;
const COMPANY = [{ subjectId: 'company' }];
const ONLINE = [{ subjectId: 'online' }];
const PIN = cipher('123456');

const zhangOrder = (totalFen = 123456) =>
  insertPayable(t.app, { corpId: DEMO.corpId, empId: DEMO.zhangsan.id, deptId: DEMO.rdDept, totalFen });

const pay = (token: string, body: object, key: string | null = newKey(), lang?: string) =>
  callWithKey<PayOnlineData>(t.app, '/obt/pay/online', { payScene: 1, ...body }, token, key, lang);

const orderRow = (id: string) =>
  db()
    .selectFrom('orders')
    .select(['order_status', 'paid_at', 'pay_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const balance = async (corpId: string) =>
  Number(
    (
      await db()
        .selectFrom('corp_pay_settings')
        .select('balance_fen')
        .where('corp_id', '=', corpId)
        .executeTakeFirstOrThrow()
    ).balance_fen,
  );

beforeAll(async () => {
  t = await createTestApp();
  tok.zhang = await login(t.app, DEMO.zhangsan.phone);
  tok.li = await login(t.app, DEMO.lisi.phone);
  tok.wang = await login(t.app, DEMO.wangwu.phone);
  tok.feng = await login(t.app, DEMO.fengli.phone);
  tok.qian = await login(t.app, DEMO.qianqi.phone);
  tok.sun = await login(t.app, DEMO.sunba.phone);
});

afterAll(async () => {
  await t.close();
});

describe('getPaySubject', () => {
  it('offers the company account and online payment with the amount and the deadline', async () => {
    const a = await zhangOrder(100000);
    const b = await zhangOrder(23456);
    const res = await call<PaySubjectData>(t.app, '/obt/getPaySubject', { orderIds: [a, b] }, { token: tok.zhang });
    expect(res.code).toBe(1);
    expect(res.data.subjects).toEqual([
      { subjectId: 'company', method: 'company', name: '企业账户支付', balance: 500000, smsRequired: false },
      { subjectId: 'online', method: 'online', name: '在线支付', balance: null, smsRequired: false },
    ]);
    expect(res.data.amount).toBe(1234.56);
    expect(res.data.deadline).toBe('2026-03-02 10:15:00');
    expect(res.data.orders.map((o) => o.orderId).sort()).toEqual([a, b].sort());
  });

  it('answers a missing order id with the SPEC §8 message', async () => {
    const zh = await call(t.app, '/obt/getPaySubject', { orderIds: [] }, { token: tok.zhang });
    expect(zh).toMatchObject({ code: 2, tips: '订单ID缺失' });
    const en = await call(t.app, '/obt/getPaySubject', {}, { token: tok.zhang, lang: 'en-US' });
    expect(en).toMatchObject({ code: 2, tips: 'Order ID missing' });
  });

  it("answers another company's or out-of-scope orders as not found; a company booker sees them", async () => {
    const theirs = await insertPayable(t.app, { corpId: DEMO.corp2Id, empId: DEMO.fengli.id, deptId: '20101' });
    expect((await call(t.app, '/obt/getPaySubject', { orderIds: [theirs] }, { token: tok.zhang })).code).toBe(404);
    const lis = await insertPayable(t.app, { corpId: DEMO.corpId, empId: DEMO.lisi.id, deptId: DEMO.rdDept });
    expect((await call(t.app, '/obt/getPaySubject', { orderIds: [lis] }, { token: tok.zhang })).code).toBe(404);
    expect((await call(t.app, '/obt/getPaySubject', { orderIds: [lis] }, { token: tok.wang })).code).toBe(1);
  });

  it('refuses after the deadline (payment timeout) and orders not awaiting payment', async () => {
    const late = await insertPayable(t.app, {
      corpId: DEMO.corpId,
      empId: DEMO.zhangsan.id,
      deptId: DEMO.rdDept,
      createdAt: t.clock.ms - 16 * 60_000,
    });
    const res = await call(t.app, '/obt/getPaySubject', { orderIds: [late] }, { token: tok.zhang });
    expect(res).toMatchObject({ code: 2, tips: '支付超时，请重新发起支付' });
    const cancelled = await zhangOrder();
    await db().updateTable('orders').set({ order_status: 'cancelled' }).where('id', '=', cancelled).execute();
    expect((await call(t.app, '/obt/getPaySubject', { orderIds: [cancelled] }, { token: tok.zhang })).tips).toBe(
      '订单当前状态不可支付',
    );
  });
});

describe('company account payment', () => {
  it('pays with the right PIN: orders paid, payment recorded, balance debited, timeline and message written', async () => {
    const id = await zhangOrder(88800);
    const before = await balance(DEMO.corpId);
    const res = await pay(tok.zhang, { orderList: [id], payPwd: PIN, subjectBeanList: COMPANY });
    expect(res.code).toBe(1);
    expect(res.data).toEqual({ payId: expect.any(String), status: 'paid' });
    expect(await orderRow(id)).toEqual({ order_status: 'paid', paid_at: t.clock.ms, pay_id: res.data.payId });
    expect(await balance(DEMO.corpId)).toBe(before - 88800);
    const payment = await db()
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', res.data.payId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ method: 'company', status: 'paid', amount_fen: 88800, emp_id: DEMO.zhangsan.id });
    const events = await db()
      .selectFrom('order_events')
      .select(['from_status', 'to_status'])
      .where('order_id', '=', id)
      .execute();
    expect(events).toEqual([{ from_status: 'awaitingPayment', to_status: 'paid' }]);
    const status = await call<PayStatusData>(
      t.app,
      '/obt/queryOnlinePayStatus',
      { orderIds: [id] },
      { token: tok.zhang },
    );
    expect(status.data).toEqual({ status: 'paid', paidAt: '2026-03-02 10:00:00' });
  });

  it('never charges twice: the same key replays the first answer, a new key is refused', async () => {
    const id = await zhangOrder(50000);
    const key = newKey();
    const body = { orderList: [id], payPwd: PIN, subjectBeanList: COMPANY };
    const first = await pay(tok.zhang, body, key);
    const afterFirst = await balance(DEMO.corpId);
    const replay = await pay(tok.zhang, body, key);
    expect(replay.code).toBe(1);
    expect(replay.data).toEqual(first.data);
    expect(await balance(DEMO.corpId)).toBe(afterFirst);
    const again = await pay(tok.zhang, body);
    expect(again).toMatchObject({ code: 2, tips: '订单已支付，不会重复扣款' });
    const rows = await db().selectFrom('payment_orders').select('payment_id').where('order_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    expect(await balance(DEMO.corpId)).toBe(afterFirst);
  });

  it('concurrent payments with two keys charge once', async () => {
    const id = await zhangOrder(70000);
    const before = await balance(DEMO.corpId);
    const body = { orderList: [id], payPwd: PIN, subjectBeanList: COMPANY };
    const answers = await Promise.all([pay(tok.zhang, body), pay(tok.zhang, body), pay(tok.zhang, body)]);
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(await balance(DEMO.corpId)).toBe(before - 70000);
  });

  it('refuses a write without an Idempotency-Key', async () => {
    const id = await zhangOrder();
    const res = await pay(tok.zhang, { orderList: [id], payPwd: PIN, subjectBeanList: COMPANY }, null);
    expect(res.code).toBe(2);
    expect((await orderRow(id)).order_status).toBe('awaitingPayment');
  });

  it('refuses a wrong PIN with the tries left, then locks after five', async () => {
    const id = await insertPayable(t.app, { corpId: DEMO.corpId, empId: DEMO.qianqi.id, deptId: DEMO.rdDept });
    const wrong = { orderList: [id], payPwd: cipher('654321'), subjectBeanList: COMPANY };
    const first = await pay(tok.qian, wrong);
    expect(first).toMatchObject({ code: 2, tips: '支付密码错误，还可尝试 4 次' });
    const en = await pay(tok.qian, wrong, newKey(), 'en-US');
    expect(en.tips).toBe('Wrong payment password (PIN error), 3 tries left');
    await pay(tok.qian, { ...wrong, payPwd: 'not-a-cipher' });
    await pay(tok.qian, wrong);
    const fifth = await pay(tok.qian, wrong);
    expect(fifth.tips).toMatch(/^支付密码错误次数过多/);
    const right = await pay(tok.qian, { ...wrong, payPwd: PIN });
    expect(right.tips).toMatch(/^支付密码错误次数过多/);
    expect((await orderRow(id)).order_status).toBe('awaitingPayment');
    // Another payer is not locked.
    const zid = await zhangOrder();
    expect((await pay(tok.zhang, { orderList: [zid], payPwd: PIN, subjectBeanList: COMPANY })).code).toBe(1);
  });

  it('answers unknown scenes, unoffered subjects, a missing PIN and a low balance with their messages', async () => {
    const id = await zhangOrder();
    expect(await pay(tok.zhang, { orderList: [id], payPwd: PIN, subjectBeanList: COMPANY, payScene: 9 })).toMatchObject(
      {
        code: 2,
        tips: '支付场景不存在',
      },
    );
    expect(
      await pay(tok.zhang, { orderList: [id], payPwd: PIN, subjectBeanList: [{ subjectId: 'bank' }] }),
    ).toMatchObject({
      code: 2,
      tips: '支付主体未配置',
    });
    expect((await pay(tok.zhang, { orderList: [id], payPwd: PIN })).tips).toBe('支付主体未配置');
    expect((await pay(tok.zhang, { orderList: [], payPwd: PIN, subjectBeanList: COMPANY })).tips).toBe('订单ID缺失');
    expect((await pay(tok.zhang, { orderList: [id], subjectBeanList: COMPANY })).code).toBe(2);

    await db()
      .updateTable('corp_pay_settings')
      .set({ company_account: 0 })
      .where('corp_id', '=', DEMO.corpId)
      .execute();
    const subjects = await call<PaySubjectData>(t.app, '/obt/getPaySubject', { orderIds: [id] }, { token: tok.zhang });
    expect(subjects.data.subjects.map((s) => s.subjectId)).toEqual(['online']);
    expect((await pay(tok.zhang, { orderList: [id], payPwd: PIN, subjectBeanList: COMPANY })).tips).toBe(
      '支付主体未配置',
    );
    await db()
      .updateTable('corp_pay_settings')
      .set({ company_account: 1 })
      .where('corp_id', '=', DEMO.corpId)
      .execute();

    const saved = await balance(DEMO.corpId);
    await db().updateTable('corp_pay_settings').set({ balance_fen: 100 }).where('corp_id', '=', DEMO.corpId).execute();
    expect((await pay(tok.zhang, { orderList: [id], payPwd: PIN, subjectBeanList: COMPANY })).tips).toBe(
      '企业账户余额不足',
    );
    expect((await orderRow(id)).order_status).toBe('awaitingPayment');
    await db()
      .updateTable('corp_pay_settings')
      .set({ balance_fen: saved })
      .where('corp_id', '=', DEMO.corpId)
      .execute();
  });

  it('refuses payment after the deadline', async () => {
    const id = await zhangOrder();
    t.clock.advance(15 * 60_000 + 1000);
    expect((await pay(tok.zhang, { orderList: [id], payPwd: PIN, subjectBeanList: COMPANY })).tips).toBe(
      '支付超时，请重新发起支付',
    );
    const status = await call<PayStatusData>(
      t.app,
      '/obt/queryOnlinePayStatus',
      { orderIds: [id] },
      { token: tok.zhang },
    );
    expect(status.data.status).toBe('expired');
  });
});

describe('SMS check (DEMO2 requires it)', () => {
  it('refuses without a checked code, then pays with one, which is single use', async () => {
    const a = await insertPayable(t.app, {
      corpId: DEMO.corp2Id,
      empId: DEMO.fengli.id,
      deptId: '20101',
      totalFen: 5000,
    });
    const b = await insertPayable(t.app, {
      corpId: DEMO.corp2Id,
      empId: DEMO.fengli.id,
      deptId: '20101',
      totalFen: 6000,
    });
    const subjects = await call<PaySubjectData>(t.app, '/obt/getPaySubject', { orderIds: [a] }, { token: tok.feng });
    expect(subjects.data.subjects[0]).toMatchObject({ subjectId: 'company', smsRequired: true, balance: 250000 });
    const body = { orderList: [a], payPwd: PIN, subjectBeanList: COMPANY };
    expect(await pay(tok.feng, body)).toMatchObject({ code: 2, tips: '请先完成短信验证' });

    const sent = await call<PaySmsCodeData>(t.app, '/obt/pay/getSmsCode', { orderIds: [a] }, { token: tok.feng });
    expect(sent.code).toBe(1);
    expect(sent.data).toMatchObject({
      phone: '138****0021',
      resendAfter: 60,
      demoCode: expect.stringMatching(/^\d{6}$/),
    });
    // An unchecked code is not enough.
    expect((await pay(tok.feng, { ...body, smsCodeId: sent.data.smsCodeId })).tips).toBe('请先完成短信验证');
    const wrongCode = sent.data.demoCode === '000000' ? '111111' : '000000';
    expect(
      (
        await call(
          t.app,
          '/obt/pay/smsCodeCheck',
          { smsCodeId: sent.data.smsCodeId, code: wrongCode },
          { token: tok.feng },
        )
      ).code,
    ).toBe(2);
    const checked = await call<{ smsCodeId: string }>(
      t.app,
      '/obt/pay/smsCodeCheck',
      { smsCodeId: sent.data.smsCodeId, code: sent.data.demoCode },
      { token: tok.feng },
    );
    expect(checked.data).toEqual({ smsCodeId: sent.data.smsCodeId });
    // Another employee of the company cannot use my checked code.
    const zhao = await login(t.app, DEMO.zhaoliu2.phone, { compId: DEMO.corp2Id });
    const hers = await insertPayable(t.app, { corpId: DEMO.corp2Id, empId: DEMO.zhaoliu2.id, deptId: '20102' });
    expect(
      (await pay(zhao, { orderList: [hers], payPwd: PIN, subjectBeanList: COMPANY, smsCodeId: sent.data.smsCodeId }))
        .tips,
    ).toBe('请先完成短信验证');
    const paid = await pay(tok.feng, { ...body, smsCodeId: sent.data.smsCodeId });
    expect(paid.data.status).toBe('paid');
    const reuse = await pay(tok.feng, {
      orderList: [b],
      payPwd: PIN,
      subjectBeanList: COMPANY,
      smsCodeId: sent.data.smsCodeId,
    });
    expect(reuse).toMatchObject({ code: 2, tips: '验证码已使用，请重新获取' });
  });

  it('a payment code cannot log anyone in', async () => {
    t.clock.advance(61_000);
    const sent = await call<PaySmsCodeData>(t.app, '/obt/pay/getSmsCode', { orderIds: [] }, { token: tok.feng });
    const res = await call<{ token?: string }>(t.app, '/obt/vipLogin', {
      loginType: 2,
      loginName: DEMO.fengli.phone,
      validateCodeId: sent.data.smsCodeId,
      validateCode: sent.data.demoCode,
    });
    expect(res.data.token).toBeUndefined();
  });
});

describe('online payment (simulated provider)', () => {
  const secret = DEFAULT_CONFIG.payNotifySecret;

  it('issues a QR code on H5, pays through the signed notify, and a repeated notify changes nothing', async () => {
    const id = await zhangOrder(66600);
    const res = await pay(tok.zhang, {
      orderList: [id],
      subjectBeanList: ONLINE,
      client: 'h5',
      webHost: 'https://m.example.com/#/x',
    });
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ status: 'pending', demo: true });
    expect(res.data.qrCode).toBe(`https://m.example.com/obt/dev/providerPage?payId=${res.data.payId}`);
    const pending = await call<PayStatusData>(
      t.app,
      '/obt/queryOnlinePayStatus',
      { orderIds: [id] },
      { token: tok.zhang },
    );
    expect(pending.data).toEqual({ status: 'pending', paidAt: '' });

    const page = await t.app.inject({ method: 'GET', url: `/obt/dev/providerPage?payId=${res.data.payId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('¥666.00');

    const provider = await call<{ status: string }>(t.app, '/obt/dev/providerPay', { payId: res.data.payId });
    expect(provider).toMatchObject({ code: 1, data: { status: 'paid' } });
    expect(await orderRow(id)).toMatchObject({ order_status: 'paid', pay_id: res.data.payId });
    const paid = await call<PayStatusData>(
      t.app,
      '/obt/queryOnlinePayStatus',
      { orderIds: [id] },
      { token: tok.zhang },
    );
    expect(paid.data.status).toBe('paid');

    const again = await call<{ status: string }>(t.app, '/obt/dev/providerPay', { payId: res.data.payId });
    expect(again).toMatchObject({ code: 1, data: { status: 'paid' } });
    const messages = await db().selectFrom('messages').select('id').where('order_id', '=', id).execute();
    expect(messages).toHaveLength(1);
    const events = await db().selectFrom('order_events').select('id').where('order_id', '=', id).execute();
    expect(events).toHaveLength(1);
  });

  it('checks the notify signature and amount', async () => {
    const id = await zhangOrder(10000);
    const res = await pay(tok.zhang, { orderList: [id], subjectBeanList: ONLINE });
    const good = buildNotify(secret, res.data.payId, 10000, t.clock.ms);
    const forged = buildNotify('someone-else', res.data.payId, 10000, t.clock.ms);
    expect(await call(t.app, '/obt/pay/notify', forged)).toMatchObject({ code: 2, tips: '支付通知签名校验失败' });
    expect((await call(t.app, '/obt/pay/notify', { ...good, totalFen: 1 })).tips).toBe('支付通知签名校验失败');
    const cheap = { ...good, totalFen: 1 };
    const { sign: _drop, ...unsigned } = cheap;
    void _drop;
    const resigned = { ...cheap, sign: signNotify(secret, unsigned) };
    expect((await call(t.app, '/obt/pay/notify', resigned)).tips).toBe('支付金额与订单金额不一致');
    expect((await orderRow(id)).order_status).toBe('awaitingPayment');
    expect((await call(t.app, '/obt/pay/notify', good)).code).toBe(1);
    expect((await orderRow(id)).order_status).toBe('paid');
    expect((await call(t.app, '/obt/dev/providerPay', { payId: 'missing' })).code).toBe(404);
  });

  it('a second payment for the same order is refunded, never kept', async () => {
    const id = await zhangOrder(20000);
    const first = await pay(tok.zhang, { orderList: [id], subjectBeanList: ONLINE });
    const second = await pay(tok.zhang, { orderList: [id], subjectBeanList: ONLINE });
    const state = async (payId: string) =>
      (await db().selectFrom('payments').select('status').where('id', '=', payId).executeTakeFirstOrThrow()).status;
    expect(await state(first.data.payId)).toBe('closed');
    expect((await call(t.app, '/obt/dev/providerPay', { payId: second.data.payId })).data).toEqual({ status: 'paid' });
    expect((await call(t.app, '/obt/dev/providerPay', { payId: first.data.payId })).data).toEqual({
      status: 'refunded',
    });
    expect(await state(first.data.payId)).toBe('refunded');
    expect(await orderRow(id)).toMatchObject({ order_status: 'paid', pay_id: second.data.payId });
    // Paying it by company account now is refused too.
    expect((await pay(tok.zhang, { orderList: [id], payPwd: PIN, subjectBeanList: COMPANY })).tips).toBe(
      '订单已支付，不会重复扣款',
    );
  });

  it('gives mini-programs signed requestPayment parameters instead of a QR code', async () => {
    const id = await zhangOrder();
    const res = await pay(tok.zhang, { orderList: [id], subjectBeanList: ONLINE, client: 'weapp' });
    expect(res.data.qrCode).toBeUndefined();
    expect(res.data.requestPayment).toMatchObject({
      package: `prepay_id=${res.data.payId}`,
      signType: 'HMAC-SHA256',
      paySign: expect.stringMatching(/^[0-9A-F]{64}$/),
    });
  });

  it('reports unpaid before any payment', async () => {
    const id = await zhangOrder();
    const res = await call<PayStatusData>(t.app, '/obt/queryOnlinePayStatus', { orderIds: [id] }, { token: tok.zhang });
    expect(res.data).toEqual({ status: 'unpaid', paidAt: '' });
    expect((await call(t.app, '/obt/queryOnlinePayStatus', { orderIds: [] }, { token: tok.zhang })).tips).toBe(
      '订单ID缺失',
    );
  });
});
