/** Route schemas of host sign-on calls, checked against the contract types. */
import type {
  GetOpenIdRequest,
  QyLoginRequest,
  SdkSignatureData,
  WxLoginRequest,
} from '../../../../src/api/contract/account';
import type {
  DevCodeData,
  DevQyCodeRequest,
  DevWxCodeRequest,
  OpenIdData,
  SdkSignatureRequest,
  SsoPartnerRequest,
  TokenData,
} from '../../../../src/api/contract/signOn';
import { int, obj, oneOf, reply, str } from '../../lib/schema';

const id = str({ minLength: 1, maxLength: 128 });
const TOKEN = obj<TokenData>({ token: str() }, ['token']);

export const getOpenIdSchema = {
  summary: 'Exchange a mini-program login code for an openid',
  body: obj<GetOpenIdRequest>(
    { code: id, companySuper: str({ maxLength: 64 }), corpId: str({ maxLength: 64 }), czly: oneOf([0]) },
    ['code'],
  ),
  response: reply(obj<OpenIdData>({ openid: str() }, ['openid'])),
};

export const wxLoginSchema = {
  summary: 'Log in with a bound openid; data is the token',
  body: obj<WxLoginRequest>({ openId: id, compId: str({ maxLength: 64 }) }, ['openId']),
  response: reply(str()),
};

export const qyLoginSchema = {
  summary: 'Log in with a WeCom code',
  body: obj<QyLoginRequest>(
    {
      code: id,
      corpId: str({ maxLength: 64 }),
      targetModule: str({ maxLength: 16 }),
      loginCli: str({ maxLength: 16 }),
    },
    ['code'],
  ),
  response: reply(TOKEN),
};

export const ssoSchema = {
  summary: 'Trusted-partner single sign-on (HMAC-SHA256 of corpId|empNo|timestamp)',
  body: obj<SsoPartnerRequest>(
    { corpId: id, empNo: id, signature: str({ pattern: '^[0-9a-fA-F]{64}$' }), timestamp: int({ minimum: 0 }) },
    ['corpId', 'empNo', 'signature', 'timestamp'],
  ),
  response: reply(TOKEN),
};

export const sdkSchema = {
  summary: 'WeCom JS-SDK signature for a page URL (hash part ignored)',
  body: obj<SdkSignatureRequest>({ url: str({ minLength: 1, maxLength: 2048 }) }, ['url']),
  response: reply(
    obj<SdkSignatureData>(
      { appId: str(), corpId: str(), agentId: str(), timestamp: int(), nonceStr: str(), signature: str() },
      ['appId', 'corpId', 'agentId', 'timestamp', 'nonceStr', 'signature'],
    ),
  ),
};

const DEV_CODE = obj<DevCodeData>({ code: str(), expiresIn: int() }, ['code', 'expiresIn']);

export const devWxCodeSchema = {
  summary: 'Demo only: simulated mini-program login code for an openid',
  body: obj<DevWxCodeRequest>({ openid: id }, ['openid']),
  response: reply(DEV_CODE),
};

export const devQyCodeSchema = {
  summary: 'Demo only: simulated WeCom code for a bound userid',
  body: obj<DevQyCodeRequest>({ userid: id, corpId: id }, ['userid', 'corpId']),
  response: reply(DEV_CODE),
};
