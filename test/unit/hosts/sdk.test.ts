/** WeCom JS-SDK registration: only inside the WeCom webview, signatures from getSdkQx for the URL without hash. */
jest.mock('../../../src/api/common', () => ({ getSdkQx: jest.fn() }));
jest.mock('@wecom/jssdk', () => ({ register: jest.fn() }));

import * as ww from '@wecom/jssdk';
import * as api from '../../../src/api/common';
import * as weapp from '../../../src/hosts/sdk/index.weapp';
import * as qywx from '../../../src/hosts/sdk/index.qywx';
import { WECOM_JS_API_LIST } from '../../../src/hosts/sdk/types';
import { UA, installBrowser, setEnv, uninstallBrowser } from './fakeBrowser';

type H5Sdk = typeof import('../../../src/hosts/sdk/index.h5');
type H5Runtime = typeof import('../../../src/hosts/runtime/index.h5');
type RegisterOptions = Parameters<typeof ww.register>[0];

const getSdkQx = api.getSdkQx as jest.Mock;
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

beforeEach(() => {
  jest.resetAllMocks();
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

it('both signature factories call getSdkQx with the page URL without hash and map the answer', async () => {
  installBrowser({ url: 'https://obt.example.com/home?a=1#frag', userAgent: UA.wecomAndroid });
  await load().sdk.registerWecomSdk();
  const opts = registered();
  const expected = { timestamp: SIGNED.timestamp, nonceStr: SIGNED.nonceStr, signature: SIGNED.signature };
  await expect(opts.getConfigSignature?.('https://obt.example.com/home?a=1')).resolves.toEqual(expected);
  await expect(opts.getAgentConfigSignature?.('https://obt.example.com/home?a=1')).resolves.toEqual(expected);
  expect(getSdkQx).toHaveBeenCalledTimes(2);
  expect(getSdkQx).toHaveBeenNthCalledWith(1, { url: 'https://obt.example.com/home?a=1' });
});

it('on iOS signs the first landing URL', async () => {
  const b = installBrowser({ url: 'https://obt.example.com/tk/tkQuery?x=1#a', userAgent: UA.wecomIos });
  const { sdk, runtime } = load();
  runtime.recordLandingUrl();
  b.setUrl('https://obt.example.com/home');
  await sdk.registerWecomSdk();
  await registered().getConfigSignature?.('https://obt.example.com/home');
  expect(getSdkQx).toHaveBeenCalledWith({ url: 'https://obt.example.com/tk/tkQuery?x=1' });
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
  expect(getSdkQx).toHaveBeenCalledWith({ url: 'https://obt.example.com/home' });
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

it('does nothing outside the WeCom webview', async () => {
  for (const userAgent of [UA.chromeDesktop, UA.wechatAndroid, UA.shellIos]) {
    installBrowser({ url: 'https://obt.example.com/home', userAgent });
    await expect(load().sdk.registerWecomSdk()).resolves.toBe(false);
  }
  expect(register).not.toHaveBeenCalled();
  expect(getSdkQx).not.toHaveBeenCalled();
});

it('is a no-op on the mini-programs', async () => {
  await expect(weapp.registerWecomSdk()).resolves.toBe(false);
  await expect(qywx.registerWecomSdk()).resolves.toBe(false);
  expect(register).not.toHaveBeenCalled();
});
