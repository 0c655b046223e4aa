/** Account and session calls (SPEC §3 user info, §4 session and login, §7 Account). */

/** Booking scope of an employee (SPEC §6): only myself, department, whole company. */
export type BookRange = 1 | 2 | 3;
/** 0/1 flags as the provider API sends them. */
export type Flag = 0 | 1;

export interface EmpInfo {
  empId: string;
  empNo: string;
  empName: string;
  corpId: string;
  deptId: string;
  deptName: string;
  email: string;
  /** Masked 3+4 (SPEC §9). */
  phoneNumber: string;
  bookOutside: Flag;
  bookRange: BookRange;
  ifBooker: Flag;
  ifApprover: Flag;
  isdirector: Flag;
  /** Company administrator: has the management-side entry (SPEC §6). */
  isAdmin: Flag;
  appBook: Flag;
  appTravel: Flag;
  /** App-based (1) or trip-request (2) booking type. */
  sqdBookType: 1 | 2;
  empRank: string;
  empRankName: string;
  /** Booking range per product code, e.g. { "10901": 2 }. */
  rangeMap: Record<string, BookRange>;
  /** JSON text with orderId, orderNo, travelNo, workItemId, autoQuery, backUrl (single sign-on). */
  ssoJsonParam: string;
}

export interface VipCorp {
  corpId: string;
  corpNo: string;
  fullname: string;
  shortname: string;
  deptName: string;
  /** Hotel version 1 or 2, default 2 (SPEC §6). */
  hotelVersion: 1 | 2;
  /** 1 self or tips-based booking, 2 booking via a trip request. */
  bookStyle: 1 | 2;
  /** Customer type, default '1' (SPEC §6 visibility rules). */
  khlx: string;
  /** Brand code choosing the shell/home/message/service variants. */
  brandCode: string;
  /** Per-product switches: product code → enabled. */
  productSwitches: Record<string, Flag>;
  /** Whether employees may change their own phone (SPEC §6). */
  allowModifyMobile: Flag;
  /** Hide the travel-standard display (SPEC §6). */
  hideTravelStandard: Flag;
}

export interface LoginUserInfo {
  empInfo: EmpInfo;
  vipCorp: VipCorp;
}

/** loginType: 1 password, 2 SMS code, 3 open id (mini-program), 4 WeCom code. */
export type LoginType = 1 | 2 | 3 | 4;

export interface VipLoginRequest {
  loginType: LoginType;
  loginName: string;
  /** Fixed-key cipher text of the password (SPEC §9) for loginType 1. */
  password?: string;
  /** Six-digit SMS code for loginType 2. */
  validateCode?: string;
  validateCodeId?: string;
  compId?: string;
  corpId?: string;
  openId?: string;
  deviceId?: string;
}

export interface CorpChoice {
  compId: string;
  corpName: string;
}

/**
 * On success: token (and ifUpdatePwd). On a refused login: failCount and msg (SPEC §4 login).
 * When the phone belongs to several companies and no compId was sent: corpList to choose from.
 */
export interface VipLoginData {
  token?: string;
  ifUpdatePwd?: Flag;
  failCount?: number;
  msg?: string;
  corpList?: CorpChoice[];
}

export interface SmsCodeGetRequest {
  phoneNumber: string;
  /** 1 login, 2 register, 3 reset password, 4 modify mobile. */
  scene: 1 | 2 | 3 | 4;
  /** Image code, required for reset password. */
  imageCode?: string;
  imageCodeId?: string;
}

export interface SmsCodeGetData {
  validateCodeId: string;
  /** Seconds until another code may be requested. */
  resendAfter: number;
  /** Only present when the server runs in demo mode. */
  demoCode?: string;
}

export interface SmsCodeCheckRequest {
  phoneNumber: string;
  validateCodeId: string;
  validateCode: string;
}

export interface ValidateCodeData {
  validateCodeId: string;
  /** SVG image as a data URL. */
  image: string;
}

export interface GetOpenIdRequest {
  code: string;
  companySuper?: string;
  corpId?: string;
  czly: 0;
}

export interface WxLoginRequest {
  openId: string;
  compId?: string;
}

/** WeCom mini-program / webview code exchange. */
export interface QyLoginRequest {
  code: string;
  corpId?: string;
  targetModule?: string;
  loginCli?: string;
}

export interface SdkSignatureData {
  appId: string;
  corpId: string;
  agentId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}
