/** Sign-on and session helper calls beyond account.ts (SPEC §4 single sign-on, §7 Account). */

/** getLoginUserInfo request (all optional). */
export interface LoginUserInfoRequest {
  refresh?: number;
  timestamp?: number;
  loginType?: number;
}

/** getCorpList: companies of a phone, only after its SMS code was checked (smsCodeCheck). */
export interface GetCorpListRequest {
  phoneNumber: string;
  validateCodeId?: string;
  validateCode?: string;
}

/** getOpenId answer: never carries the host's session key. */
export interface OpenIdData {
  openid: string;
}

/** A session token as an object (qyLogin, sso4ParnetCorpId). wxLogin answers the bare token string as data. */
export interface TokenData {
  token: string;
}

/**
 * sso4ParnetCorpId: a trusted partner signs `corpId|empNo|timestamp` with HMAC-SHA256 (hex) using the
 * shared secret; timestamp in epoch milliseconds (seconds accepted) and within 5 minutes of the server clock.
 */
export interface SsoPartnerRequest {
  corpId: string;
  empNo: string;
  signature: string;
  timestamp: number;
}

/** getSdkQx: the current page URL; anything after '#' is ignored. */
export interface SdkSignatureRequest {
  url: string;
}

/** Demo-only simulated identity provider: POST /obt/dev/wxCode issues a mini-program login code. */
export interface DevWxCodeRequest {
  openid: string;
}

/** Demo-only simulated identity provider: POST /obt/dev/qyCode issues a WeCom code for a bound userid. */
export interface DevQyCodeRequest {
  userid: string;
  corpId: string;
}

/** A single-use, 5-minute code from the simulated identity provider. */
export interface DevCodeData {
  code: string;
  expiresIn: number;
}
