/** Route schemas of the account calls, checked against the contract types. */
import type {
  CorpChoice,
  EmpInfo,
  LoginUserInfo,
  VipCorp,
  VipLoginData,
  VipLoginRequest,
} from '../../../../src/api/contract/account';
import type { CorpDetail } from '../../../../src/api/contract/company';
import type { GetCorpListRequest, LoginUserInfoRequest } from '../../../../src/api/contract/signOn';
import { EMPTY_BODY, MOBILE, arr, flag, int, obj, oneOf, record, reply, str } from '../../lib/schema';

const CORP_CHOICE = obj<CorpChoice>({ compId: str(), corpName: str() }, ['compId', 'corpName']);
const RANGE = oneOf([1, 2, 3]);

export const EMP_INFO = obj<EmpInfo>({
  empId: str(),
  empNo: str(),
  empName: str(),
  corpId: str(),
  deptId: str(),
  deptName: str(),
  email: str(),
  phoneNumber: str(),
  bookOutside: flag(),
  bookRange: RANGE,
  ifBooker: flag(),
  ifApprover: flag(),
  isdirector: flag(),
  isAdmin: flag(),
  appBook: flag(),
  appTravel: flag(),
  sqdBookType: oneOf([1, 2]),
  empRank: str(),
  empRankName: str(),
  rangeMap: record(RANGE),
  ssoJsonParam: str(),
});

export const VIP_CORP = obj<VipCorp>({
  corpId: str(),
  corpNo: str(),
  fullname: str(),
  shortname: str(),
  deptName: str(),
  hotelVersion: oneOf([1, 2]),
  bookStyle: oneOf([1, 2]),
  khlx: str(),
  brandCode: str(),
  productSwitches: record(flag()),
  allowModifyMobile: flag(),
  hideTravelStandard: flag(),
});

export const vipLoginSchema = {
  summary: 'Log in by password (cipher text) or SMS code',
  body: obj<VipLoginRequest>(
    {
      loginType: oneOf([1, 2, 3, 4]),
      loginName: str({ minLength: 1, maxLength: 64 }),
      password: str({ maxLength: 256 }),
      validateCode: str({ maxLength: 8 }),
      validateCodeId: str({ maxLength: 64 }),
      compId: str({ maxLength: 64 }),
      corpId: str({ maxLength: 64 }),
      openId: str({ maxLength: 128 }),
      deviceId: str({ maxLength: 128 }),
    },
    ['loginType', 'loginName'],
  ),
  response: reply(
    obj<VipLoginData>({ token: str(), ifUpdatePwd: flag(), failCount: int(), msg: str(), corpList: arr(CORP_CHOICE) }),
  ),
};

export const userInfoSchema = {
  summary: 'The logged-in employee and company (phone masked)',
  body: obj<LoginUserInfoRequest>({ refresh: int(), timestamp: int(), loginType: int() }),
  response: reply(obj<LoginUserInfo>({ empInfo: EMP_INFO, vipCorp: VIP_CORP }, ['empInfo', 'vipCorp'])),
};

export const logoutSchema = { summary: 'Log out: the token is revoked at once', body: EMPTY_BODY, response: reply() };

export const corpDetailSchema = {
  summary: "The session's company",
  body: EMPTY_BODY,
  response: reply(
    obj<CorpDetail>({
      corpId: str(),
      corpNo: str(),
      fullname: str(),
      shortname: str(),
      enName: str(),
      address: str(),
      linkman: str(),
      linkPhone: str(),
      email: str(),
      industry: str(),
      hotelVersion: oneOf([1, 2]),
      bookStyle: oneOf([1, 2]),
      khlx: str(),
      brandCode: str(),
      hideTravelStandard: flag(),
    }),
  ),
};

export const corpListSchema = {
  summary: 'Companies of a phone whose SMS code passed smsCodeCheck',
  body: obj<GetCorpListRequest>(
    { phoneNumber: MOBILE, validateCodeId: str({ maxLength: 64 }), validateCode: str({ maxLength: 8 }) },
    ['phoneNumber'],
  ),
  response: reply(undefined, CORP_CHOICE),
};
