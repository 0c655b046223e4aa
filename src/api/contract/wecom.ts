/** WeCom sign-on and JS-SDK calls (SPEC §4 single sign-on, §7 getSdkQx / getMinOpenId / generateWxScheme). */
import type { SdkSignatureRequest } from './signOn';

/** The sign-on parameters a WeCom landing carries (SPEC §4): targetModule default '1', loginCli default 'm'. */
export interface SignOnParams {
  targetModule: string;
  loginCli: string;
  workItemId?: string;
  orderNo?: string;
  orderId?: string;
  travelNo?: string;
}

/** POST /obt/wecom/state: keep the parameters server-side; answers the OAuth `state` nonce (a-zA-Z0-9). */
export interface SignOnStateData {
  state: string;
  /** Seconds the nonce stays valid. */
  expiresIn: number;
}

/** POST /obt/wecom/takeState: consumes a nonce once and answers its parameters. */
export interface TakeSignOnStateRequest {
  state: string;
}

/**
 * POST /obt/wecom/signOnTarget (logged in): what the parameters point at inside the caller's company. Only the
 * records found are named; the client's rule (src/domain/signOn) turns this into a screen.
 */
export interface SignOnTargetData {
  /** An approval work item addressed to the caller. */
  approval?: { orderId: string; orderType: number; workItemId: string };
  /** An order of the caller's company, by orderId or orderNo. */
  order?: { orderId: string; orderType: number };
  /** A trip application, by its number (travelNo) or id. */
  trip?: { ccsqdId: string };
}

/** getSdkQx with the signature kind: 'corp' (ww.config, the corp jsapi_ticket) or 'agent' (agentConfig). */
export interface WecomSdkSignatureRequest extends SdkSignatureRequest {
  type?: 'corp' | 'agent';
}

/**
 * getMinOpenId: a mini-program login code (Taro.login) → the openid, never the session key. Takes the fields of
 * getOpenId (api/account.ts sends those); only `code` is read.
 */
export interface MinOpenIdRequest {
  code: string;
  companySuper?: string;
  corpId?: string;
  czly?: 0;
}

/** generateWxScheme: a URL scheme that opens the WeChat mini-program at a page. */
export interface WxSchemeRequest {
  /** Mini-program page path without a leading '/', e.g. 'pages/home/index'; '' opens the home page. */
  path?: string;
  /** Query string for the page (no '?'), at most 128 characters. */
  query?: string;
  /** Days the scheme stays valid (1–30, default 30). */
  expireDays?: number;
}

export interface WxSchemeData {
  openlink: string;
  /** Epoch seconds. */
  expireTime: number;
}
