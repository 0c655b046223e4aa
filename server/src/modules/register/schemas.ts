/** Route schemas of registration and the enterprise application, checked against the contract types. */
import type {
  GetRegisterSmsCodeRequest,
  SaveVipCorpApplyData,
  SaveVipCorpApplyRequest,
  SmsCodeGetData,
  UserRegisterData,
  UserRegisterRequest,
} from '../../../../src/api/contract';
import { MOBILE, int, obj, oneOf, reply, str } from '../../lib/schema';

const CIPHER = str({ maxLength: 256 });

export const registerSmsSchema = {
  summary: 'Send a registration SMS code',
  body: obj<GetRegisterSmsCodeRequest>({ phoneNumber: MOBILE }, ['phoneNumber']),
  response: reply(
    obj<SmsCodeGetData>({ validateCodeId: str(), resendAfter: int(), demoCode: str() }, [
      'validateCodeId',
      'resendAfter',
    ]),
  ),
};

export const userRegisterSchema = {
  summary: 'Register a personal (regType 1) or company (regType 2) account',
  body: obj<UserRegisterRequest>(
    {
      regType: oneOf([1, 2]),
      phoneNumber: MOBILE,
      validateCodeId: str({ minLength: 1, maxLength: 64 }),
      smsCode: str({ pattern: '^\\d{6}$' }),
      userName: str({ minLength: 1, maxLength: 60 }),
      pwd: CIPHER,
      confirmPwd: CIPHER,
      corpNo: str({ maxLength: 64 }),
      compId: str({ maxLength: 64 }),
      civilBankId: str({ maxLength: 64 }),
    },
    ['regType', 'phoneNumber', 'validateCodeId', 'smsCode', 'userName', 'pwd', 'confirmPwd'],
  ),
  response: reply(
    obj<UserRegisterData>({ compId: str(), corpName: str(), regType: oneOf([1, 2]) }, [
      'compId',
      'corpName',
      'regType',
    ]),
  ),
};

export const corpApplySchema = {
  summary: 'Enterprise application, kept for the provider to follow up',
  body: obj<SaveVipCorpApplyRequest>(
    {
      fullname: str({ minLength: 1, maxLength: 100 }),
      shortname: str({ maxLength: 50 }),
      address: str({ maxLength: 200 }),
      postCode: str({ maxLength: 6 }),
      linkman: str({ minLength: 1, maxLength: 50 }),
      linkPhone: str({ minLength: 1, maxLength: 20 }),
      email: str({ minLength: 1, maxLength: 254 }),
      province: str({ minLength: 1, maxLength: 50 }),
      city: str({ minLength: 1, maxLength: 50 }),
      industry: str({ minLength: 1, maxLength: 50 }),
      corpScale: oneOf(['1', '2', '3', '4'], 'string'),
    },
    ['fullname', 'linkman', 'linkPhone', 'email', 'province', 'city', 'industry', 'corpScale'],
  ),
  response: reply(obj<SaveVipCorpApplyData>({ applyId: str() }, ['applyId'])),
};
