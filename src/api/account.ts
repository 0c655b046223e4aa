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
  InvitationCodeRequest,
  InvitationInfo,
  UserRegisterForQrData,
  UserRegisterForQrRequest,
} from './contract/peopleAdmin';
import type {
  GetCorpListRequest,
  LoginUserInfoRequest,
  OpenIdData,
  SsoPartnerRequest,
  TokenData,
} from './contract/signOn';
import type { CorpDetail, ComplaintPhone } from './contract/company';
import type {
  GetRegisterSmsCodeData,
  GetRegisterSmsCodeRequest,
  OwnProfile,
  PhoneBindingData,
  PhoneBindingRequest,
  RevealedPersonalData,
  RevealPersonalDataRequest,
  SaveVipCorpApplyData,
  SaveVipCorpApplyRequest,
  UserRegisterData,
  UserRegisterRequest,
  ValidModifyPasswordRequest,
  VipCancelRequest,
  VipEmpEditInfoObtRequest,
  VipEmpEditPwdRequest,
  VipEmpResetPwdData,
  VipEmpResetPwdRequest,
} from './contract/accountAdmin';

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
/** Modify mobile: the new phone proven by an SMS code (scene 4); only when the company allows it. */
export const phoneBinding = (body: PhoneBindingRequest): Answer<PhoneBindingData> => request('/obt/phoneBinding', body);
/** WeChat URL scheme that opens the mini-program. */
export const generateWxScheme = (body: Obj = {}): Answer => request('/obt/generateWxScheme', body);

// Registration, invitation and password reset (public) ----------------------------------------

/** Personal or company registration. */
export const userRegister = (body: UserRegisterRequest): Answer<UserRegisterData> =>
  request('/obt/userRegister', body, PUBLIC);
/** Registration SMS code. */
export const getRegisterSmsCode = (body: GetRegisterSmsCodeRequest): Answer<GetRegisterSmsCodeData> =>
  request('/obt/getRegisterSmsCode', body, PUBLIC);
/** Enterprise application. */
export const saveVipCorpApply = (body: SaveVipCorpApplyRequest): Answer<SaveVipCorpApplyData> =>
  request('/obt/saveVipCorpApply', body, PUBLIC);
/** Invitation QR: company of an invitation code. */
export const queryCompId = (body: Obj): Answer => request('/obt/queryCompId', body, PUBLIC);
/** Invitation QR: the company and department of an invitation code (contract/peopleAdmin). */
export const vipDeptTreeForEmpQr = (body: InvitationCodeRequest): Answer<InvitationInfo> =>
  request('/obt/vipDeptTreeForEmpQr', body, PUBLIC);
/** Invitation QR: self-registration of an employee (contract/peopleAdmin). */
export const userRegisterForQr = (body: UserRegisterForQrRequest): Answer<UserRegisterForQrData> =>
  request('/obt/userRegisterForQr', body, PUBLIC);
/** Forgotten password: step 2 (SMS code → reset token) or step 3 (token + new password twice). */
export const vipEmpResetPwd = (body: VipEmpResetPwdRequest): Answer<VipEmpResetPwdData> =>
  request('/obt/vipEmpResetPwd', body, PUBLIC);

// Signed-in account ----------------------------------------------------------------------------

/** Modify password screen: checks the current password before the new one is typed. */
export const validModifyPassword = (body: ValidModifyPasswordRequest): Answer =>
  request('/obt/validModifyPassword', body);
/** Change password (oldPwd, pwd, confirmPwd); the other sessions end. */
export const vipEmpEditPwd = (body: VipEmpEditPwdRequest): Answer => request('/obt/vipEmpEditPwd', body);
/** Edit own profile (e-mail, English name, sex, birth date). */
export const vipEmpEditInfoObt = (body: VipEmpEditInfoObtRequest): Answer<OwnProfile> =>
  request('/obt/vipEmpEditInfoObt', body);
/** Own phone and documents unmasked, after re-entering the password. */
export const revealPersonalData = (body: RevealPersonalDataRequest): Answer<RevealedPersonalData> =>
  request('/obt/revealPersonalData', body);
export const getCustomerInfoList = (body: Obj = {}): Answer => request('/obt/getCustomerInfoList', body);
export const getComplaintPhone = (body: Obj = {}): Answer<ComplaintPhone> =>
  request('/obt/getComplaintPhone', body, PUBLIC);
/** Close account (password re-checked; refused while unpaid orders exist). */
export const vipCancel = (body: VipCancelRequest): Answer => request('/obt/vipCancel', body);
/** Shop balance. */
export const shopBalance = (body: Obj = {}): Answer => request('/obt/shop/balance', body);
/** The session's company. */
export const vipCorpFindDetail = (body: Obj = {}): Answer<CorpDetail> => request('/obt/vipCorpFindDetail', body);
/** Companies of the signed-in employee number (switch company). */
export const getVipCorpsByEmpNo = (body: Obj = {}): Answer => request('/obt/getVipCorpsByEmpNo', body);
