/**
 * pay/online by client (issue 11): the native app shell gets a signed app payment payload for its bridge, the WeChat
 * webview JSAPI parameters; the browser keeps the QR code. Every way the payment is still confirmed by the provider's
 * notify (polled by the cashier).
 */
import { createHmac } from 'node:crypto';
import type { PayOnlineData, PayStatusData } from '../../src/api/contract/pay';
import { DEFAULT_CONFIG } from '../../server/src/config';
import { DEMO_MERCHANT_ID } from '../../server/src/modules/pay/provider';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { callWithKey, insertPayable, newKey } from './helpers/payFixtures';

let t: TestApp;
let token = '';
const ONLINE = [{ subjectId: 'online' }];

const order = () => insertPayable(t.app, { corpId: DEMO.corpId, empId: DEMO.zhangsan.id, deptId: DEMO.rdDept });
const pay = (body: object) =>
  callWithKey<PayOnlineData>(
    t.app,
    '/obt/pay/online',
    { payScene: 1, subjectBeanList: ONLINE, ...body },
    token,
    newKey(),
  );

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app, DEMO.zhangsan.phone);
});

afterAll(async () => {
  await t.close();
});

it('the app shell gets a WeChat app payload signed over its sorted fields, and no QR code', async () => {
  const id = await order();
  const res = await pay({ orderList: [id], client: 'app' });
  expect(res.code).toBe(1);
  expect(res.data.qrCode).toBeUndefined();
  expect(res.data.requestPayment).toBeUndefined();
  expect(res.data.appPayment?.channel).toBe('wechat');
  const payload = JSON.parse(res.data.appPayment?.payload ?? '{}') as Record<string, string>;
  expect(payload).toMatchObject({
    appid: DEFAULT_CONFIG.wecom.appId,
    partnerid: DEMO_MERCHANT_ID,
    prepayid: res.data.payId,
    package: 'Sign=WXPay',
  });
  const { sign, ...fields } = payload;
  const canonical = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  expect(sign).toBe(createHmac('sha256', DEFAULT_CONFIG.paySignKey).update(canonical).digest('hex').toUpperCase());
});

it('the WeChat webview gets JSAPI parameters with the app id', async () => {
  const id = await order();
  const res = await pay({ orderList: [id], client: 'wechat' });
  expect(res.data.qrCode).toBeUndefined();
  expect(res.data.jsapi).toMatchObject({
    appId: DEFAULT_CONFIG.wecom.appId,
    package: `prepay_id=${res.data.payId}`,
    signType: 'HMAC-SHA256',
    paySign: expect.stringMatching(/^[0-9A-F]{64}$/),
  });
});

it('the browser (and an unknown client value refused by the schema) keep to the QR code', async () => {
  const id = await order();
  const res = await pay({ orderList: [id], client: 'h5' });
  expect(res.data.qrCode).toContain('/obt/dev/providerPage?payId=');
  expect(res.data.appPayment).toBeUndefined();
  expect(res.data.jsapi).toBeUndefined();
  const bad = await pay({ orderList: [await order()], client: 'desktop' });
  expect(bad.code).not.toBe(1);
});

it('an app payment is confirmed by the provider notify, as the cashier polls it', async () => {
  const id = await order();
  const res = await pay({ orderList: [id], client: 'app' });
  const status = () => call<PayStatusData>(t.app, '/obt/queryOnlinePayStatus', { orderIds: [id] }, { token });
  expect((await status()).data.status).toBe('pending');
  expect((await call(t.app, '/obt/dev/providerPay', { payId: res.data.payId })).data).toEqual({ status: 'paid' });
  expect((await status()).data.status).toBe('paid');
});
