/** WeCom sign-on and JS-SDK calls (SPEC §4 single sign-on; §7 getSdkQx, getMinOpenId, generateWxScheme). */
import { request } from './transport';
import { type Answer, PUBLIC, QUIET } from './call';
import type { SdkSignatureData } from './contract/account';
import type {
  MinOpenIdRequest,
  SignOnParams,
  SignOnStateData,
  SignOnTargetData,
  TakeSignOnStateRequest,
  WecomSdkSignatureRequest,
  WxSchemeData,
  WxSchemeRequest,
} from './contract/wecom';
import type { OpenIdData } from './contract/signOn';

/** Keeps the sign-on parameters server-side; the answer's nonce travels through WeCom OAuth as `state`. */
export const createSignOnState = (body: Partial<SignOnParams>): Answer<SignOnStateData> =>
  request('/obt/wecom/state', body, PUBLIC);
/** Consumes the nonce WeCom handed back (single use); answers its parameters. */
export const takeSignOnState = (body: TakeSignOnStateRequest): Answer<SignOnParams> =>
  request('/obt/wecom/takeState', body, PUBLIC);
/** The records the parameters name in the caller's company (logged in). */
export const signOnTarget = (body: Partial<SignOnParams>): Answer<SignOnTargetData> =>
  request('/obt/wecom/signOnTarget', body);
/** JS-SDK signature: 'corp' for register's config, 'agent' for agentConfig. */
export const wecomSdkSignature = (body: WecomSdkSignatureRequest): Answer<SdkSignatureData> =>
  request('/obt/getSdkQx', body, QUIET);
/** Mini-program code → openid. */
export const minOpenId = (body: MinOpenIdRequest): Answer<OpenIdData> => request('/obt/getMinOpenId', body, PUBLIC);
/** A URL scheme opening the WeChat mini-program. */
export const wxScheme = (body: WxSchemeRequest): Answer<WxSchemeData> => request('/obt/generateWxScheme', body);
