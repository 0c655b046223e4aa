/**
 * WeCom JS-SDK: registration only inside the WeCom webview, the corp and agent signatures each from getSdkQx of its
 * kind for the URL without hash; location (gcj02) and share through the SDK, with WeCom's failures mapped.
 */
jest.mock('../../../src/api/wecom', () => ({ wecomSdkSignature: jest.fn() }));
jest.mock('../../../src/hosts/storage', () => ({ loadSession: jest.fn() }));
jest.mock('@wecom/jssdk', () => ({
  register: jest.fn(),
  getLocation: jest.fn(),
  shareAppMessage: jest.fn(),
  LocationType: { wgs84: 'wgs84', gcj02: 'gcj02' },
}));

import * as ww from '@wecom/jssdk';
import * as api from '../../../src/api/wecom';
import * as storage from '../../../src/hosts/storage';
import * as weapp from '../../../src/hosts/sdk/index.weapp';
import * as qywx from '../../../src/hosts/sdk/index.qywx';
import { WECOM_JS_API_LIST } from '../../../src/hosts/sdk/types';
import { UA, installBrowser, setEnv, uninstallBrowser } from './fakeBrowser';

type H5Sdk = typeof import('../../../src/hosts/sdk/index.h5');
type H5Runtime = typeof import('../../../src/hosts/runtime/index.h5');
type RegisterOptions = Parameters<typeof ww.register>[0];

const getSdkQx = api.wecomSdkSignature as jest.Mock;
const getLocation = ww.getLocation as jest.Mock;
const shareAppMessage = ww.shareAppMessage as jest.Mock;
const register = ww.register as jest.Mock;
const SIGNED = {
  appId: 'wwA',
  corpId: 'wwSIG',
  agentId: '1000002',
  timestamp: 1700000000,
  nonceStr: 'n0nce',
  signature: 'abc123',
};

/** Fresh sdk + runtime modules for the browser installed just before. */
function load(): { sdk: H5Sdk; runtime: H5Runtime } {
  let sdk: H5Sdk | undefined;
  let runtime: H5Runtime | undefined;
  jest.isolateModules(() => {
    runtime = jest.requireActual<H5Runtime>('../../../src/hosts/runtime/index.h5');
    sdk = jest.requireActual<H5Sdk>('../../../src/hosts/sdk/index.h5');
  });
  return { sdk: sdk as H5Sdk, runtime: runtime as H5Runtime };
}

function registered(): RegisterOptions {
  expect(register).toHaveBeenCalledTimes(1);
  return register.mock.calls[0]?.[0] as RegisterOptions;
}

const loadSession = storage.loadSession as jest.Mock;

beforeEach(() => {
  jest.resetAllMocks();
  loadSession.mockReturnValue({ token: '0123456789abcdef0123456789abcdef', userInfo: null });
  getSdkQx.mockResolvedValue({ code: 1, data: SIGNED });
  setEnv('TARO_APP_WECOM_CORP_ID', 'wwENV');
  setEnv('TARO_APP_WECOM_AGENT_ID', '1000009');
});
afterEach(() => {
  uninstallBrowser();
  setEnv('TARO_APP_WECOM_CORP_ID', undefined);
  setEnv('TARO_APP_WECOM_AGENT_ID', undefined);
});

it('registers with the configured corp and agent and the API list', async () => {
  installBrowser({ url: 'https://obt.example.com/home?a=1#frag', userAgent: UA.wecomAndroid });
  await expect(load().sdk.registerWecomSdk()).resolves.toBe(true);
  const opts = registered();
  expect(opts.corpId).toBe('wwENV');
  expect(opts.agentId).toBe('1000009');
  expect(opts.jsApiList).toEqual([...WECOM_JS_API_LIST]);
  expect(getSdkQx).not.toHaveBeenCalled(); // signatures are fetched when the SDK asks
});

it('signs config with the corp signature and agentConfig with the agent one, for the page URL without hash', async () => {
  installBrowser({ url: 'https://obt.example.com/home?a=1#frag', userAgent: UA.wecomAndroid });
  await load().sdk.registerWecomSdk();
  const opts = registered();
  getSdkQx.mockImplementation(async ({ type }: { type: string }) => ({
    code: 1,
    data: { ...SIGNED, signature: `${type}-sig` },
  }));
  const expected = (signature: string) => ({ timestamp: SIGNED.timestamp, nonceStr: SIGNED.nonceStr, signature });
  await expect(opts.getConfigSignature?.('https://obt.example.com/home?a=1')).resolves.toEqual(expected('corp-sig'));
  await expect(opts.getAgentConfigSignature?.('https://obt.example.com/home?a=1')).resolves.toEqual(
    expected('agent-sig'),
  );
  expect(getSdkQx).toHaveBeenCalledTimes(2);
  expect(getSdkQx).toHaveBeenNthCalledWith(1, { url: 'https://obt.example.com/home?a=1', type: 'corp' });
  expect(getSdkQx).toHaveBeenNthCalledWith(2, { url: 'https://obt.example.com/home?a=1', type: 'agent' });
});

it('on iOS signs the first landing URL', async () => {
  const b = installBrowser({ url: 'https://obt.example.com/tk/tkQuery?x=1#a', userAgent: UA.wecomIos });
  const { sdk, runtime } = load();
  runtime.recordLandingUrl();
  b.setUrl('https://obt.example.com/home');
  await sdk.registerWecomSdk();
  await registered().getConfigSignature?.('https://obt.example.com/home');
  expect(getSdkQx).toHaveBeenCalledWith({ url: 'https://obt.example.com/tk/tkQuery?x=1', type: 'corp' });
});

it('a refused signature rejects so the SDK reports the config failure', async () => {
  installBrowser({ url: 'https://obt.example.com/home', userAgent: UA.wecomAndroid });
  await load().sdk.registerWecomSdk();
  getSdkQx.mockResolvedValueOnce({ code: 2, tips: 'url' });
  await expect(registered().getConfigSignature?.('x')).rejects.toThrow('url');
});

it('without a configured corp id takes corp and agent from the signature answer', async () => {
  setEnv('TARO_APP_WECOM_CORP_ID', undefined);
  setEnv('TARO_APP_WECOM_AGENT_ID', undefined);
  installBrowser({ url: 'https://obt.example.com/home#x', userAgent: UA.wecomAndroid });
  await expect(load().sdk.registerWecomSdk()).resolves.toBe(true);
  expect(getSdkQx).toHaveBeenCalledWith({ url: 'https://obt.example.com/home', type: 'corp' });
  expect(registered()).toMatchObject({ corpId: 'wwSIG', agentId: '1000002' });
});

it('registers once per page load; a failure allows a retry', async () => {
  installBrowser({ url: 'https://obt.example.com/home', userAgent: UA.wecomAndroid });
  const { sdk } = load();
  register.mockImplementationOnce(() => {
    throw new Error('boom');
  });
  await expect(sdk.registerWecomSdk()).resolves.toBe(false);
  await expect(sdk.registerWecomSdk()).resolves.toBe(true);
  await expect(sdk.registerWecomSdk()).resolves.toBe(true);
  expect(register).toHaveBeenCalledTimes(2);
});

it('waits for a session: getSdkQx needs one and the SDK asks for signatures on register', async () => {
  installBrowser({ url: 'https://obt.example.com/login', userAgent: UA.wecomAndroid });
  const { sdk } = load();
  loadSession.mockReturnValue(null);
  await expect(sdk.registerWecomSdk()).resolves.toBe(false);
  expect(register).not.toHaveBeenCalled();
  loadSession.mockReturnValue({ token: 't', userInfo: null });
  await expect(sdk.registerWecomSdk()).resolves.toBe(true);
  expect(register).toHaveBeenCalledTimes(1);
});

it('does nothing outside the WeCom webview', async () => {
  for (const userAgent of [UA.chromeDesktop, UA.wechatAndroid, UA.shellIos]) {
    installBrowser({ url: 'https://obt.example.com/home', userAgent });
    await expect(load().sdk.registerWecomSdk()).resolves.toBe(false);
  }
  expect(register).not.toHaveBeenCalled();
  expect(getSdkQx).not.toHaveBeenCalled();
});

it('is a no-op on the mini-programs', async () => {
  for (const mod of [weapp, qywx]) {
    await expect(mod.registerWecomSdk()).resolves.toBe(false);
    await expect(mod.wecomLocate()).resolves.toEqual({ ok: false, reason: 'unavailable' });
    await expect(mod.wecomShare({ title: 't', desc: 'd', link: 'https://x' })).resolves.toBe(false);
    expect(mod.canWecomShare()).toBe(false);
  }
  expect(register).not.toHaveBeenCalled();
});

describe('wecomLocate', () => {
  it('asks WeCom for GCJ-02 and answers the point with its source', async () => {
    installBrowser({ url: 'https://obt.example.com/home', userAgent: UA.wecomAndroid });
    getLocation.mockResolvedValue({ latitude: 31.2304, longitude: 121.4737, accuracy: 30, errMsg: 'getLocation:ok' });
    await expect(load().sdk.wecomLocate()).resolves.toEqual({
      ok: true,
      point: { lat: 31.2304, lng: 121.4737, accuracy: 30, source: 'wecom' },
    });
    expect(getLocation).toHaveBeenCalledWith({ type: 'gcj02' });
  });

  it.each([
    ['getLocation:fail auth deny', 'denied'],
    ['getLocation:permission denied', 'denied'],
    ['getLocation:cancel', 'denied'],
    ['getLocation:fail timeout', 'timeout'],
    ['getLocation:fail location service unavailable', 'unavailable'],
    ['getLocation:fail', 'unknown'],
  ])('maps %s to %s', async (errMsg, reason) => {
    installBrowser({ url: 'https://obt.example.com/home', userAgent: UA.wecomAndroid });
    getLocation.mockRejectedValue({ errMsg });
    await expect(load().sdk.wecomLocate()).resolves.toEqual({ ok: false, reason });
  });

  it('is unavailable outside WeCom', async () => {
    installBrowser({ url: 'https://obt.example.com/home', userAgent: UA.chromeDesktop });
    await expect(load().sdk.wecomLocate()).resolves.toEqual({ ok: false, reason: 'unavailable' });
    expect(getLocation).not.toHaveBeenCalled();
  });
});

describe('wecomShare', () => {
  const card = { title: '行程', desc: '北京 3月5日', link: 'https://obt.example.com/tripDetail?ccsqdId=1' };

  it('forwards the card to a WeCom chat', async () => {
    installBrowser({ url: 'https://obt.example.com/home', userAgent: UA.wecomAndroid });
    shareAppMessage.mockResolvedValue({ errMsg: 'shareAppMessage:ok' });
    const { sdk } = load();
    expect(sdk.canWecomShare()).toBe(true);
    await expect(sdk.wecomShare(card)).resolves.toBe(true);
    expect(shareAppMessage).toHaveBeenCalledWith({ ...card, imgUrl: '' });
  });

  it('answers false when cancelled or outside WeCom', async () => {
    installBrowser({ url: 'https://obt.example.com/home', userAgent: UA.wecomAndroid });
    shareAppMessage.mockRejectedValue({ errMsg: 'shareAppMessage:cancel' });
    await expect(load().sdk.wecomShare(card)).resolves.toBe(false);
    installBrowser({ url: 'https://obt.example.com/home', userAgent: UA.chromeDesktop });
    const { sdk } = load();
    expect(sdk.canWecomShare()).toBe(false);
    await expect(sdk.wecomShare(card)).resolves.toBe(false);
  });
});
