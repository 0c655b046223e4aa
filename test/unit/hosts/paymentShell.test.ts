/**
 * H5 online payment by host (issue 11): the app shell pays through its bridge's requestPayment when it offers it, the
 * WeChat webview through WeixinJSBridge's getBrandWCPayRequest, the browser and WeCom webview keep the QR code.
 */
import type { PayOnlineData } from '../../../src/api/contract/pay';
import { PAYMENT_FAILURE } from '../../../src/hosts/payment/types';
import { UA, installBrowser, uninstallBrowser } from './fakeBrowser';

type H5Payment = typeof import('../../../src/hosts/payment/index.h5');

/** A fresh module graph per host: runtime detection is cached per load. */
function loadPayment(): H5Payment {
  let mod: H5Payment | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<H5Payment>('../../../src/hosts/payment/index.h5');
  });
  return mod as H5Payment;
}

const pending = (extra: Partial<PayOnlineData>): PayOnlineData => ({ payId: 'pay-1', status: 'pending', ...extra });
const APP = { channel: 'wechat' as const, payload: '{"prepayid":"pay-1"}' };
const JSAPI = {
  appId: 'wx0000demo0000app',
  timeStamp: '1795000000',
  nonceStr: 'n0nce',
  package: 'prepay_id=pay-1',
  signType: 'HMAC-SHA256' as const,
  paySign: 'ABC',
};

afterEach(uninstallBrowser);

describe('which client asks pay/online', () => {
  it.each([
    ['a shell offering requestPayment', UA.shellAndroid, { requestPayment: jest.fn() }, undefined, 'app'],
    ['an older shell without it', UA.shellAndroid, { getPushClientId: jest.fn() }, undefined, 'h5'],
    ['the WeChat webview with WeixinJSBridge', UA.wechatAndroid, undefined, { invoke: jest.fn() }, 'wechat'],
    ['the WeChat webview before WeixinJSBridge is there', UA.wechatAndroid, undefined, undefined, 'h5'],
    ['the WeCom webview', UA.wecomAndroid, undefined, { invoke: jest.fn() }, 'h5'],
    ['a browser', UA.androidChrome, undefined, undefined, 'h5'],
  ])('%s → %s', (_name, userAgent, bridge, jsBridge, client) => {
    installBrowser({ url: 'https://obt.example.com/pay', userAgent, bridge });
    if (jsBridge) (globalThis as unknown as { window: Record<string, unknown> }).window.WeixinJSBridge = jsBridge;
    expect(loadPayment().paymentClient()).toBe(client);
  });
});

describe('the app shell', () => {
  it.each([
    ['success', { kind: 'requested' }],
    ['cancel', { kind: 'cancelled' }],
    ['fail', { kind: 'failed', reason: PAYMENT_FAILURE.request }],
  ])('requestPayment answering %s → %p', async (outcome, started) => {
    const requestPayment = jest.fn(async () => outcome);
    installBrowser({ url: 'https://obt.example.com/pay', userAgent: UA.shellAndroid, bridge: { requestPayment } });
    await expect(loadPayment().startOnlinePayment(pending({ appPayment: APP }))).resolves.toEqual(started);
    expect(requestPayment).toHaveBeenCalledWith(APP);
  });

  it('a rejecting bridge, or none at all, is a failed start', async () => {
    const requestPayment = jest.fn(() => Promise.reject({ code: 'E_SDK' }));
    installBrowser({ url: 'https://obt.example.com/pay', userAgent: UA.shellAndroid, bridge: { requestPayment } });
    await expect(loadPayment().startOnlinePayment(pending({ appPayment: APP }))).resolves.toEqual({
      kind: 'failed',
      reason: PAYMENT_FAILURE.request,
    });
    uninstallBrowser();
    installBrowser({ url: 'https://obt.example.com/pay', userAgent: UA.androidChrome });
    await expect(loadPayment().startOnlinePayment(pending({ appPayment: APP }))).resolves.toMatchObject({
      kind: 'failed',
    });
  });
});

describe('the WeChat webview', () => {
  it.each([
    ['get_brand_wcpay_request:ok', { kind: 'requested' }],
    ['get_brand_wcpay_request:cancel', { kind: 'cancelled' }],
    ['get_brand_wcpay_request:fail', { kind: 'failed', reason: PAYMENT_FAILURE.request }],
  ])('getBrandWCPayRequest answering %s → %p', async (errMsg, started) => {
    installBrowser({ url: 'https://obt.example.com/pay', userAgent: UA.wechatAndroid });
    const invoke = jest.fn((_name: string, _params: object, cb: (res: { err_msg: string }) => void) =>
      cb({ err_msg: errMsg }),
    );
    (globalThis as unknown as { window: Record<string, unknown> }).window.WeixinJSBridge = { invoke };
    await expect(loadPayment().startOnlinePayment(pending({ jsapi: JSAPI }))).resolves.toEqual(started);
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', JSAPI, expect.any(Function));
  });

  it('a throwing or missing WeixinJSBridge is a failed start', async () => {
    installBrowser({ url: 'https://obt.example.com/pay', userAgent: UA.wechatAndroid });
    await expect(loadPayment().startOnlinePayment(pending({ jsapi: JSAPI }))).resolves.toMatchObject({
      kind: 'failed',
    });
    (globalThis as unknown as { window: Record<string, unknown> }).window.WeixinJSBridge = {
      invoke: () => {
        throw new Error('not ready');
      },
    };
    await expect(loadPayment().startOnlinePayment(pending({ jsapi: JSAPI }))).resolves.toMatchObject({
      kind: 'failed',
    });
  });
});

it('the QR code stays the default when the answer carries only qrCode', async () => {
  installBrowser({ url: 'https://obt.example.com/pay', userAgent: UA.wecomAndroid });
  const started = await loadPayment().startOnlinePayment(pending({ qrCode: 'obtpay://pay/pay-1' }));
  expect(started.kind).toBe('qr');
});
