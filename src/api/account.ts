/** Account calls (SPEC §7 Account; §4 session, login and single sign-on). */
import { request } from './transport';
import { type Answer, type Obj, PUBLIC } from './call';
import type {
  GetOpenIdRequest,
  LoginUserInfo,
  QyLoginRequest,
  SmsCodeCheckRequest,
  SmsCodeGetData,
  SmsCodeGetRequest,
  ValidateCodeData,
  VipLoginData,
  VipLoginRequest,
  WxLoginRequest,
} from './contract/account';
import type { CorpChoice } from './contract/account';
import type {
  GetCorpListRequest,
  LoginUserInfoRequest,
  OpenIdData,
  SsoPartnerRequest,
  TokenData,
} from './contract/signOn';
import type { CorpDetail, ComplaintPhone } from './contract/company';

/** vipEmpEditPwd request: both passwords in the fixed-key cipher (SPEC §9). */
export interface VipEmpEditPwdRequest {
  oldPwd: string;
  pwd: string;
}

/** Personal or company registration (SPEC §3 registration). */
export interface UserRegisterRequest {
  phoneNumber: string;
  smsCode: string;
  userName: string;
  corpNo?: string;
  compId?: string;
  civilBankId?: string;
  [key: string]: unknown;
}

/** Enterprise application (SPEC §3). */
export interface SaveVipCorpApplyRequest {
  fullname: string;
  shortname?: string;
  address?: string;
  postCode?: string;
  linkman: string;
  linkPhone: string;
  email?: string;
  province?: string;
  city?: string;
  industry?: string;
  corpScale?: string;
}

// Login and session ---------------------------------------------------------------------------

/** Password or SMS-code login. */
export const vipLogin = (body: VipLoginRequest): Answer<VipLoginData> => request('/obt/vipLogin', body, PUBLIC);
/** The parent-app login variant of vipLogin (same fields). */
export const userLogin = (body: VipLoginRequest): Answer<VipLoginData> => request('/obt/user/login', body, PUBLIC);
/** Sends an SMS code (login, register, reset password, modify mobile). */
export const smsCodeGet = (body: SmsCodeGetRequest): Answer<SmsCodeGetData> => request('/obt/smsCodeGet', body, PUBLIC);
/** Checks an SMS code. */
export const smsCodeCheck = (body: SmsCodeCheckRequest): Answer => request('/obt/smsCodeCheck', body, PUBLIC);
/** Image validation code. */
export const getValidateCode = (body: Obj = {}): Answer<ValidateCodeData> =>
  request('/obt/getValidateCode', body, PUBLIC);
/** Companies of a phone (company selection). */
export const getCorpList = (body: GetCorpListRequest): Answer<unknown, CorpChoice> =>
  request('/obt/getCorpList', body, PUBLIC);
/** Session user (empInfo + vipCorp). */
export const getLoginUserInfo = (body: LoginUserInfoRequest = {}): Answer<LoginUserInfo> =>
  request('/obt/getLoginUserInfo', body);
/** Logout: revokes the token. */
export const vipLoginOut = (body: Obj = {}): Answer => request('/obt/vipLoginOut', body);

// Mini-program, WeCom and partner sign-on ---------------------------------------------------

/** Exchanges a mini-program login code for an open id (czly 0). */
export const getOpenId = (body: GetOpenIdRequest): Answer<OpenIdData> => request('/obt/getOpenId', body, PUBLIC);
/** Open id of the mini-program variant. */
export const getMinOpenId = (body: GetOpenIdRequest): Answer<OpenIdData> => request('/obt/getMinOpenId', body, PUBLIC);
/** Open-id login; the token is the answer's data. */
export const wxLogin = (body: WxLoginRequest): Answer<string> => request('/obt/wxLogin', body, PUBLIC);
/** WeCom code exchange (mini-program or webview OAuth). */
export const qyLogin = (body: QyLoginRequest): Answer<TokenData> => request('/obt/qyLogin', body, PUBLIC);
/** Trusted-partner single sign-on. */
export const sso4ParnetCorpId = (body: SsoPartnerRequest): Answer<TokenData> =>
  request('/obt/sso4ParnetCorpId', body, PUBLIC);
/** Binds a phone to an open id when open-id login finds no account. */
export const phoneBinding = (body: Obj): Answer => request('/obt/phoneBinding', body);
/** WeChat URL scheme that opens the mini-program. */
export const generateWxScheme = (body: Obj = {}): Answer => request('/obt/generateWxScheme', body);

// Registration, invitation and password reset (public) ----------------------------------------

export const userRegister = (body: UserRegisterRequest): Answer => request('/obt/userRegister', body, PUBLIC);
export const getRegisterSmsCode = (body: Obj): Answer => request('/obt/getRegisterSmsCode', body, PUBLIC);
/** Enterprise application. */
export const saveVipCorpApply = (body: SaveVipCorpApplyRequest): Answer =>
  request('/obt/saveVipCorpApply', body, PUBLIC);
/** Invitation QR: company of an invitation code. */
export const queryCompId = (body: Obj): Answer => request('/obt/queryCompId', body, PUBLIC);
/** Invitation QR: department tree to pick from. */
export const vipDeptTreeForEmpQr = (body: Obj): Answer => request('/obt/vipDeptTreeForEmpQr', body, PUBLIC);
/** Invitation QR: self-registration of an employee. */
export const userRegisterForQr = (body: Obj): Answer => request('/obt/userRegisterForQr', body, PUBLIC);
/** Reset password, checks the SMS/image codes before the new password is set. */
export const validModifyPassword = (body: Obj): Answer => request('/obt/validModifyPassword', body, PUBLIC);
/** Reset password (forgot password flow). */
export const vipEmpResetPwd = (body: Obj): Answer => request('/obt/vipEmpResetPwd', body, PUBLIC);

// Signed-in account ----------------------------------------------------------------------------

/** Change password (oldPwd, pwd). */
export const vipEmpEditPwd = (body: VipEmpEditPwdRequest): Answer => request('/obt/vipEmpEditPwd', body);
/** Edit own profile. */
export const vipEmpEditInfoObt = (body: Obj): Answer => request('/obt/vipEmpEditInfoObt', body);
export const getCustomerInfoList = (body: Obj = {}): Answer => request('/obt/getCustomerInfoList', body);
export const getComplaintPhone = (body: Obj = {}): Answer<ComplaintPhone> =>
  request('/obt/getComplaintPhone', body, PUBLIC);
/** Close account (refused while unpaid orders exist). */
export const vipCancel = (body: Obj = {}): Answer => request('/obt/vipCancel', body);
/** Shop balance. */
export const shopBalance = (body: Obj = {}): Answer => request('/obt/shop/balance', body);
/** The session's company. */
export const vipCorpFindDetail = (body: Obj = {}): Answer<CorpDetail> => request('/obt/vipCorpFindDetail', body);
/** Companies of the signed-in employee number (switch company). */
export const getVipCorpsByEmpNo = (body: Obj = {}): Answer => request('/obt/getVipCorpsByEmpNo', body);
