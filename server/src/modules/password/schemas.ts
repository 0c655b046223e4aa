/** Route schemas of the password calls, checked against the contract types. */
import type {
  ResetPwdSetRequest,
  ResetPwdVerifyRequest,
  ValidModifyPasswordRequest,
  VipEmpEditPwdRequest,
  VipEmpResetPwdData,
} from '../../../../src/api/contract/accountAdmin';
import { MOBILE, int, obj, oneOf, reply, str } from '../../lib/schema';

/** Cipher text of a password (base64 of at most 20 characters plus padding and IV: generous bound). */
const CIPHER = str({ maxLength: 256 });

/** Both steps in one body: `step` says which fields are needed (checked by the service). */
type ResetPwdBody = Pick<ResetPwdVerifyRequest, 'step'> &
  Partial<Omit<ResetPwdVerifyRequest, 'step'>> &
  Partial<Omit<ResetPwdSetRequest, 'step'>>;

export const resetPwdSchema = {
  summary: 'Forgotten password: step 2 (SMS code → reset token) or step 3 (token + new password twice)',
  body: obj<ResetPwdBody>(
    {
      step: oneOf([2, 3]),
      phoneNumber: MOBILE,
      validateCodeId: str({ maxLength: 64 }),
      validateCode: str({ pattern: '^\\d{6}$' }),
      resetToken: str({ maxLength: 64 }),
      pwd: CIPHER,
      confirmPwd: CIPHER,
    },
    ['step'],
  ),
  response: reply(obj<VipEmpResetPwdData>({ resetToken: str(), expiresIn: int() })),
};

export const validModifyPasswordSchema = {
  summary: "Check the caller's current password (modify password screen)",
  body: obj<ValidModifyPasswordRequest>({ oldPwd: CIPHER }),
  response: reply(),
};

export const editPwdSchema = {
  summary: 'Change password: current, new (6–20 letters and digits) and confirmation; other sessions end',
  body: obj<VipEmpEditPwdRequest>({ oldPwd: CIPHER, pwd: CIPHER, confirmPwd: CIPHER }),
  response: reply(),
};
