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
import type {
  MinOpenIdRequest,
  SignOnParams,
  SignOnStateData,
  SignOnTargetData,
  TakeSignOnStateRequest,
  WecomSdkSignatureRequest,
  WxSchemeData,
  WxSchemeRequest,
} from '../../../../src/api/contract/wecom';
import { int, obj, oneOf, reply, str } from '../../lib/schema';

const id = str({ minLength: 1, maxLength: 128 });
const TOKEN = obj<TokenData>({ token: str() }, ['token']);

export const getOpenIdSchema = {
  summary: 'Exchange a mini-program (or WeCom) login code; openid is a one-time, 5-minute wxLogin ticket',
  body: obj<GetOpenIdRequest>(
    { code: id, companySuper: str({ maxLength: 64 }), corpId: str({ maxLength: 64 }), czly: oneOf([0]) },
    ['code'],
  ),
  response: reply(obj<OpenIdData>({ openid: str() }, ['openid'])),
};

export const wxLoginSchema = {
  summary: 'Log in with the one-time ticket getOpenId / getMinOpenId answered as openid; data is the token',
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
  summary:
    "Trusted-partner single sign-on (HMAC-SHA256 of corpId|empNo|timestamp with the company's own partner secret)",
  body: obj<SsoPartnerRequest>(
    { corpId: id, empNo: id, signature: str({ pattern: '^[0-9a-fA-F]{64}$' }), timestamp: int({ minimum: 0 }) },
    ['corpId', 'empNo', 'signature', 'timestamp'],
  ),
  response: reply(TOKEN),
};

export const sdkSchema = {
  summary: 'WeCom JS-SDK signature for a page URL (hash part ignored); type agent signs agentConfig',
  body: obj<WecomSdkSignatureRequest & SdkSignatureRequest>(
    { url: str({ minLength: 1, maxLength: 2048 }), type: oneOf(['corp', 'agent'], 'string') },
    ['url'],
  ),
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

export const minOpenIdSchema = {
  summary:
    'Exchange a mini-program login code (code2Session; the session key stays on the server); openid is a wxLogin ticket',
  body: obj<MinOpenIdRequest>(
    { code: id, companySuper: str({ maxLength: 64 }), corpId: str({ maxLength: 64 }), czly: oneOf([0]) },
    ['code'],
  ),
  response: reply(obj<OpenIdData>({ openid: str() }, ['openid'])),
};

export const wxSchemeSchema = {
  summary: 'A WeChat URL scheme that opens the mini-program at a page',
  body: obj<WxSchemeRequest>(
    {
      path: str({ maxLength: 256, pattern: '^[A-Za-z0-9_/-]*$' }),
      query: str({ maxLength: 128 }),
      expireDays: int({ minimum: 1, maximum: 30 }),
    },
    [],
  ),
  response: reply(obj<WxSchemeData>({ openlink: str(), expireTime: int() }, ['openlink', 'expireTime'])),
};

const param = str({ maxLength: 64 });
const SIGN_ON_PARAMS = {
  targetModule: str({ maxLength: 16 }),
  loginCli: str({ maxLength: 16 }),
  workItemId: param,
  orderNo: param,
  orderId: param,
  travelNo: param,
};

export const signOnStateSchema = {
  summary: 'Keep WeCom sign-on parameters server-side; answers the OAuth state nonce',
  body: obj<Partial<SignOnParams>>(SIGN_ON_PARAMS, []),
  response: reply(obj<SignOnStateData>({ state: str(), expiresIn: int() }, ['state', 'expiresIn'])),
};

export const takeSignOnStateSchema = {
  summary: 'Consume a WeCom OAuth state once; answers its sign-on parameters',
  body: obj<TakeSignOnStateRequest>({ state: str({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9]+$' }) }, [
    'state',
  ]),
  response: reply(obj<SignOnParams>(SIGN_ON_PARAMS, ['targetModule', 'loginCli'])),
};

const ID = str();
export const signOnTargetSchema = {
  summary: "What sign-on parameters point at in the caller's company (approval item, order, trip)",
  body: obj<Partial<SignOnParams>>(SIGN_ON_PARAMS, []),
  response: reply(
    obj<SignOnTargetData>(
      {
        approval: obj({ orderId: ID, orderType: int(), workItemId: ID }, ['orderId', 'orderType', 'workItemId']),
        order: obj({ orderId: ID, orderType: int() }, ['orderId', 'orderType']),
        trip: obj({ ccsqdId: ID }, ['ccsqdId']),
      },
      [],
    ),
  ),
};
