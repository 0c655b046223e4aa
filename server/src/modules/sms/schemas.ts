/** Route schemas of the verification-code calls, checked against the contract types. */
import type {
  SmsCodeCheckRequest,
  SmsCodeGetData,
  SmsCodeGetRequest,
  ValidateCodeData,
} from '../../../../src/api/contract/account';
import { EMPTY_BODY, MOBILE, int, obj, oneOf, reply, str } from '../../lib/schema';

export const smsCodeGetSchema = {
  summary: 'Send an SMS verification code',
  body: obj<SmsCodeGetRequest>(
    {
      phoneNumber: MOBILE,
      scene: oneOf([1, 2, 3, 4]),
      imageCode: str({ maxLength: 8 }),
      imageCodeId: str({ maxLength: 64 }),
    },
    ['phoneNumber', 'scene'],
  ),
  response: reply(
    obj<SmsCodeGetData>({ validateCodeId: str(), resendAfter: int(), demoCode: str() }, [
      'validateCodeId',
      'resendAfter',
    ]),
  ),
};

export const smsCodeCheckSchema = {
  summary: 'Check an SMS verification code (single use)',
  body: obj<SmsCodeCheckRequest>(
    {
      phoneNumber: MOBILE,
      validateCodeId: str({ minLength: 1, maxLength: 64 }),
      validateCode: str({ pattern: '^\\d{6}$' }),
    },
    ['phoneNumber', 'validateCodeId', 'validateCode'],
  ),
  response: reply(),
};

export const getValidateCodeSchema = {
  summary: 'Image verification code (SVG data URL)',
  body: EMPTY_BODY,
  response: reply(obj<ValidateCodeData>({ validateCodeId: str(), image: str() }, ['validateCodeId', 'image'])),
};
