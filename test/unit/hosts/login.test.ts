/** Host sign-on: WeCom OAuth params and URL, the weapp and qywx chains, failure paths. */
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: { login: jest.fn() },
}));
jest.mock('../../../src/api/account', () => ({ getOpenId: jest.fn(), wxLogin: jest.fn(), qyLogin: jest.fn() }));
jest.mock('../../../src/api/wecom', () => ({
  createSignOnState: jest.fn(),
  takeSignOnState: jest.fn(),
  signOnTarget: jest.fn(),
}));

import Taro from '@tarojs/taro';
import * as api from '../../../src/api/account';
import * as wecomApi from '../../../src/api/wecom';
import { isStateNonce, oauthRedirectUri, wecomOAuthUrl, wecomRedirectParams } from '../../../src/hosts/login/wecom';
import { wecomLanding } from '../../../src/hosts/login/landing';
import * as weapp from '../../../src/hosts/login/index.weapp';
import * as qywx from '../../../src/hosts/login/index.qywx';
import { SIGN_IN_FAILURE } from '../../../src/hosts/login/types';
import { UA, installBrowser, setEnv, uninstallBrowser } from './fakeBrowser';

const getOpenId = api.getOpenId as jest.Mock;
const wxLogin = api.wxLogin as jest.Mock;
const qyLogin = api.qyLogin as jest.Mock;
const taroLogin = Taro.login as jest.Mock;
const createSignOnState = wecomApi.createSignOnState as jest.Mock;
const takeSignOnState = wecomApi.takeSignOnState as jest.Mock;
const signOnTarget = wecomApi.signOnTarget as jest.Mock;
const NONCE = 'Ab3dEf6hIj9kLm2oPq5sTu8wXy1zAb4d';
const TOKEN = '0123456789abcdef0123456789abcdef';
type H5Login = typeof import('../../../src/hosts/login/index.h5');

/** A fresh H5 login module (and runtime detection) for the browser installed just before. */
function h5Login(): H5Login {
  let mod: H5Login | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<H5Login>('../../../src/hosts/login/index.h5');
  });
  return mod as H5Login;
}
const h5 = {
  hostSignIn: (opts: Parameters<H5Login['hostSignIn']>[0]) => h5Login().hostSignIn(opts),
};
const taroWithQy = Taro as unknown as { qy?: { login: jest.Mock } };

beforeEach(() => {
  jest.resetAllMocks();
  setEnv('TARO_APP_WECOM_CORP_ID', undefined);
});
afterEach(uninstallBrowser);

describe('wecomRedirectParams', () => {
  it('defaults targetModule to "1" and loginCli to "m"', () => {
    expect(wecomRedirectParams({})).toEqual({ targetModule: '1', loginCli: 'm' });
    expect(wecomRedirectParams({ targetModule: '', loginCli: ' ' })).toEqual({ targetModule: '1', loginCli: 'm' });
  });

  it('passes workItemId, orderNo, orderId and travelNo through, decoded, and nothing else', () => {
    expect(
      wecomRedirectParams({
        targetModule: '3',
        loginCli: 'pc',
        workItemId: 'W%201',
        orderNo: 'TK2025',
        orderId: '88',
        travelNo: 'CC1',
        ssotoken: 'secret',
        code: 'c',
      }),
    ).toEqual({
      targetModule: '3',
      loginCli: 'pc',
      workItemId: 'W 1',
      orderNo: 'TK2025',
      orderId: '88',
      travelNo: 'CC1',
    });
  });
});

describe('wecomOAuthUrl', () => {
  it('builds the snsapi_base authorize URL with the encoded redirect and the nonce as state', () => {
    const url = wecomOAuthUrl('ww123', 'https://obt.example.com/login?corpId=ww123', NONCE);
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=ww123' +
        '&redirect_uri=https%3A%2F%2Fobt.example.com%2Flogin%3FcorpId%3Dww123' +
        `&response_type=code&scope=snsapi_base&state=${NONCE}#wechat_redirect`,
    );
  });

  it('accepts as state only what WeCom allows (a-zA-Z0-9, at most 128 bytes)', () => {
    expect(isStateNonce(NONCE)).toBe(true);
    expect(isStateNonce('a'.repeat(128))).toBe(true);
    expect(isStateNonce('a'.repeat(129))).toBe(false);
    expect(isStateNonce(encodeURIComponent('{"targetModule":"1"}'))).toBe(false);
    expect(isStateNonce('')).toBe(false);
    expect(isStateNonce(undefined)).toBe(false);
  });
});

describe('oauthRedirectUri', () => {
  it('drops the hash and the code/state of an earlier round, keeps the rest', () => {
    expect(oauthRedirectUri('https://o.example/login?corpId=w&code=OLD&state=S&redirect=%2Fhome#/x')).toBe(
      'https://o.example/login?corpId=w&redirect=%2Fhome',
    );
    expect(oauthRedirectUri('https://o.example/login?code=OLD')).toBe('https://o.example/login');
    expect(oauthRedirectUri('https://o.example/login?codex=1')).toBe('https://o.example/login?codex=1');
  });
});

describe('H5 hostSignIn', () => {
  it('plain browser and app shell use the login form', async () => {
    installBrowser({ url: 'https://obt.example.com/login', userAgent: UA.chromeDesktop });
    expect(await h5.hostSignIn({ query: { code: 'x' } })).toEqual({ kind: 'form' });
    installBrowser({ url: 'https://obt.example.com/login', userAgent: UA.shellAndroid });
    expect(await h5.hostSignIn({ query: {} })).toEqual({ kind: 'form' });
    expect(qyLogin).not.toHaveBeenCalled();
  });

  it('WeCom webview without a code keeps the parameters server-side and redirects with the nonce', async () => {
    setEnv('TARO_APP_WECOM_CORP_ID', 'wwENV');
    installBrowser({
      url: 'https://obt.example.com/login?redirect=%2Ftk%2FtkQuery&orderNo=A1#x',
      userAgent: UA.wecomAndroid,
    });
    createSignOnState.mockResolvedValue({ code: 1, data: { state: NONCE, expiresIn: 600 } });
    const result = await h5.hostSignIn({ query: { redirect: '%2Ftk%2FtkQuery', orderNo: 'A1' } });
    expect(createSignOnState).toHaveBeenCalledWith({ targetModule: '1', loginCli: 'm', orderNo: 'A1' });
    expect(result).toEqual({
      kind: 'redirect',
      url: wecomOAuthUrl('wwENV', 'https://obt.example.com/login?redirect=%2Ftk%2FtkQuery&orderNo=A1', NONCE),
    });
  });

  it('a corpId in the query wins over the configured one; no state from the server is a failure', async () => {
    setEnv('TARO_APP_WECOM_CORP_ID', 'wwENV');
    installBrowser({ url: 'https://obt.example.com/login?corpId=wwQ', userAgent: UA.wecomIos });
    createSignOnState.mockResolvedValueOnce({ code: 1, data: { state: NONCE, expiresIn: 600 } });
    const result = await h5.hostSignIn({ query: { corpId: 'wwQ' } });
    expect(result.kind === 'redirect' && new URL(result.url).searchParams.get('appid')).toBe('wwQ');
    createSignOnState.mockRejectedValueOnce(new Error('network'));
    expect(await h5.hostSignIn({ query: { corpId: 'wwQ' } })).toEqual({
      kind: 'failed',
      reason: SIGN_IN_FAILURE.state,
    });
  });

  it('back with code and state: takes the state once, then getOpenId → wxLogin', async () => {
    installBrowser({
      url: `https://obt.example.com/login?corpId=wwQ&code=C1&state=${NONCE}`,
      userAgent: UA.wecomAndroid,
    });
    const params = { targetModule: '4', loginCli: 'm', travelNo: 'SQ1' };
    takeSignOnState.mockResolvedValue({ code: 1, data: params });
    getOpenId.mockResolvedValue({ code: 1, data: { openid: 'woOPEN' } });
    wxLogin.mockResolvedValue({ code: 1, data: TOKEN });
    expect(await h5.hostSignIn({ query: { corpId: 'wwQ', code: 'C1', state: NONCE } })).toEqual({
      kind: 'token',
      token: TOKEN,
      signOn: params,
    });
    expect(takeSignOnState).toHaveBeenCalledWith({ state: NONCE });
    expect(getOpenId).toHaveBeenCalledWith({ code: 'C1', corpId: 'wwQ', czly: 0 });
    expect(wxLogin).toHaveBeenCalledWith({ openId: 'woOPEN' });
    expect(qyLogin).not.toHaveBeenCalled();
  });

  it('a brand with an external sign-on page gets the code and parameters there (test host outside production)', async () => {
    setEnv('TARO_APP_BRAND', 'main');
    try {
      installBrowser({ url: 'https://m.obt-travel.com/login', userAgent: UA.wecomAndroid });
      takeSignOnState.mockResolvedValue({ code: 1, data: { targetModule: '2', loginCli: 'm', workItemId: 'W1' } });
      expect(await h5.hostSignIn({ query: { corpId: 'wwQ', code: 'C1', state: NONCE } })).toEqual({
        kind: 'redirect',
        url: 'https://sso-test.obt-travel.com/qywx/login?code=C1&corpId=wwQ&targetModule=2&loginCli=m&workItemId=W1',
      });
      expect(getOpenId).not.toHaveBeenCalled();
    } finally {
      setEnv('TARO_APP_BRAND', undefined);
    }
  });

  it('an unknown, used or malformed state fails before any code exchange', async () => {
    installBrowser({ url: 'https://obt.example.com/login', userAgent: UA.wecomAndroid });
    takeSignOnState.mockRejectedValueOnce(new Error('code 2'));
    expect(await h5.hostSignIn({ query: { corpId: 'wwQ', code: 'C1', state: NONCE } })).toEqual({
      kind: 'failed',
      reason: SIGN_IN_FAILURE.state,
    });
    const json = encodeURIComponent(JSON.stringify({ targetModule: '1' }));
    expect(await h5.hostSignIn({ query: { corpId: 'wwQ', code: 'C1', state: json } })).toEqual({
      kind: 'failed',
      reason: SIGN_IN_FAILURE.state,
    });
    expect(takeSignOnState).toHaveBeenCalledTimes(1);
    expect(getOpenId).not.toHaveBeenCalled();
  });

  it('a failed or rejected exchange is "failed"', async () => {
    installBrowser({ url: 'https://obt.example.com/login', userAgent: UA.wecomAndroid });
    takeSignOnState.mockResolvedValue({ code: 1, data: { targetModule: '1', loginCli: 'm' } });
    getOpenId.mockResolvedValueOnce({ code: 1, data: {} });
    expect(await h5.hostSignIn({ query: { corpId: 'wwQ', code: 'C1', state: NONCE } })).toEqual({
      kind: 'failed',
      reason: SIGN_IN_FAILURE.exchange,
    });
    getOpenId.mockResolvedValueOnce({ code: 1, data: { openid: 'wo1' } });
    wxLogin.mockRejectedValueOnce(new Error('code 2'));
    expect(await h5.hostSignIn({ query: { corpId: 'wwQ', code: 'C1', state: NONCE } })).toEqual({
      kind: 'failed',
      reason: SIGN_IN_FAILURE.exchange,
    });
  });

  it('back from OAuth without a code, or without any corp id, fails instead of looping', async () => {
    installBrowser({ url: 'https://obt.example.com/login', userAgent: UA.wecomAndroid });
    expect(await h5.hostSignIn({ query: { corpId: 'wwQ', state: 'x' } })).toEqual({
      kind: 'failed',
      reason: SIGN_IN_FAILURE.oauthNoCode,
    });
    expect(await h5.hostSignIn({ query: {} })).toEqual({ kind: 'failed', reason: SIGN_IN_FAILURE.noCorpId });
    expect(createSignOnState).not.toHaveBeenCalled();
  });
});

describe('wecomLanding: the SPEC §4 target screen once logged in', () => {
  it('asks the server for the named records, then applies the rule', async () => {
    signOnTarget.mockResolvedValue({ code: 1, data: { trip: { ccsqdId: 'C7' } } });
    expect(await wecomLanding({ targetModule: '4', loginCli: 'm', travelNo: 'SQ1' })).toBe('/tripDetail?ccsqdId=C7');
    expect(signOnTarget).toHaveBeenCalledWith({ targetModule: '4', loginCli: 'm', travelNo: 'SQ1' });
  });

  it('needs no call without ids, and falls back to the list when the lookup fails', async () => {
    expect(await wecomLanding({ targetModule: '1', loginCli: 'm' })).toBe('/home');
    expect(signOnTarget).not.toHaveBeenCalled();
    signOnTarget.mockRejectedValueOnce(new Error('network'));
    expect(await wecomLanding({ targetModule: '3', loginCli: 'm', orderNo: 'N1' })).toBe('/allorder');
  });
});

describe('weapp hostSignIn: Taro.login → getOpenId → wxLogin', () => {
  it('chains the code, the open id and the token', async () => {
    taroLogin.mockResolvedValue({ code: 'WX1', errMsg: 'login:ok' });
    getOpenId.mockResolvedValue({ code: 1, data: { openid: 'OPEN1' } });
    wxLogin.mockResolvedValue({ code: 1, data: TOKEN });
    expect(await weapp.hostSignIn({ query: { corpId: 'C9', compId: 'P1' } })).toEqual({ kind: 'token', token: TOKEN });
    expect(getOpenId).toHaveBeenCalledWith({ code: 'WX1', corpId: 'C9', czly: 0 });
    expect(wxLogin).toHaveBeenCalledWith({ openId: 'OPEN1', compId: 'P1' });
    expect(taroLogin.mock.invocationCallOrder[0]).toBeLessThan(getOpenId.mock.invocationCallOrder[0] ?? 0);
    expect(getOpenId.mock.invocationCallOrder[0]).toBeLessThan(wxLogin.mock.invocationCallOrder[0] ?? 0);
  });

  it('sends no corpId when the launch query has none', async () => {
    taroLogin.mockResolvedValue({ code: 'WX1' });
    getOpenId.mockResolvedValue({ code: 1, data: { openid: 'OPEN1' } });
    wxLogin.mockResolvedValue({ code: 1, data: TOKEN });
    await weapp.hostSignIn({ query: {} });
    expect(getOpenId).toHaveBeenCalledWith({ code: 'WX1', czly: 0 });
    expect(wxLogin).toHaveBeenCalledWith({ openId: 'OPEN1' });
  });

  it('fails when Taro.login fails or gives no code', async () => {
    taroLogin.mockRejectedValueOnce({ errMsg: 'login:fail' });
    expect(await weapp.hostSignIn({ query: {} })).toEqual({ kind: 'failed', reason: SIGN_IN_FAILURE.noCode });
    taroLogin.mockResolvedValueOnce({ errMsg: 'login:ok' });
    expect(await weapp.hostSignIn({ query: {} })).toEqual({ kind: 'failed', reason: SIGN_IN_FAILURE.noCode });
    expect(getOpenId).not.toHaveBeenCalled();
  });

  it('fails when getOpenId fails or answers no openid', async () => {
    taroLogin.mockResolvedValue({ code: 'WX1' });
    getOpenId.mockRejectedValueOnce(new Error('network'));
    expect(await weapp.hostSignIn({ query: {} })).toEqual({ kind: 'failed', reason: SIGN_IN_FAILURE.openId });
    getOpenId.mockResolvedValueOnce({ code: 1, data: {} });
    expect(await weapp.hostSignIn({ query: {} })).toEqual({ kind: 'failed', reason: SIGN_IN_FAILURE.openId });
    expect(wxLogin).not.toHaveBeenCalled();
  });

  it('fails when wxLogin fails or answers no token', async () => {
    taroLogin.mockResolvedValue({ code: 'WX1' });
    getOpenId.mockResolvedValue({ code: 1, data: { openid: 'OPEN1' } });
    wxLogin.mockRejectedValueOnce(new Error('code 100'));
    expect(await weapp.hostSignIn({ query: {} })).toEqual({ kind: 'failed', reason: SIGN_IN_FAILURE.exchange });
    wxLogin.mockResolvedValueOnce({ code: 1, data: '' });
    expect(await weapp.hostSignIn({ query: {} })).toEqual({ kind: 'failed', reason: SIGN_IN_FAILURE.exchange });
  });
});

describe('qywx hostSignIn: Taro.qy.login → qyLogin', () => {
  afterEach(() => delete taroWithQy.qy);

  it('exchanges the WeCom code for the token', async () => {
    setEnv('TARO_APP_WECOM_CORP_ID', 'wwENV');
    taroWithQy.qy = { login: jest.fn().mockResolvedValue({ code: 'QY1' }) };
    qyLogin.mockResolvedValue({ code: 1, data: { token: TOKEN } });
    expect(await qywx.hostSignIn({ query: {} })).toEqual({ kind: 'token', token: TOKEN });
    expect(qyLogin).toHaveBeenCalledWith({ code: 'QY1', corpId: 'wwENV' });
    expect(taroLogin).not.toHaveBeenCalled();
  });

  it('fails without Taro.qy, on a refused qy.login, or on a failed exchange', async () => {
    expect(await qywx.hostSignIn({ query: {} })).toEqual({ kind: 'failed', reason: SIGN_IN_FAILURE.noCode });
    taroWithQy.qy = { login: jest.fn().mockRejectedValue({ errMsg: 'qy.login:fail' }) };
    expect(await qywx.hostSignIn({ query: {} })).toEqual({ kind: 'failed', reason: SIGN_IN_FAILURE.noCode });
    taroWithQy.qy = { login: jest.fn().mockResolvedValue({ code: 'QY1' }) };
    qyLogin.mockRejectedValueOnce(new Error('code 2'));
    expect(await qywx.hostSignIn({ query: {} })).toEqual({ kind: 'failed', reason: SIGN_IN_FAILURE.exchange });
    expect(qyLogin).toHaveBeenCalledWith({ code: 'QY1' });
  });
});

describe('every login platform file exports the same names', () => {
  it('h5, weapp and qywx', () => {
    const names = (m: object): string[] => Object.keys(m).sort();
    const web = h5Login();
    expect(names(weapp)).toEqual(names(web));
    expect(names(qywx)).toEqual(names(web));
  });
});
