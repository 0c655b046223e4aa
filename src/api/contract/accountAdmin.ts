/**
 * Own-account calls of issue 6 (SPEC §3 registration and enterprise application, §5 password, mobile,
 * e-mail and code rules, §6 other rules, §7 Account): registration, enterprise application, forgotten
 * password reset, password change, mobile change, account closing, own profile edit and the
 * re-authenticated reveal of one's own personal data.
 *
 * Passwords always travel as the fixed-key cipher text of `src/domain/passwordCipher` (as in vipLogin).
 * Every SMS code is six digits (SPEC §5) and comes with the `validateCodeId` of the call that sent it.
 */
import type { IdType } from './booking';
import type { SmsCodeGetData } from './account';

/** The three password rules of SPEC §5 (`src/domain/validators`: checkPasswordStrong / Alnum / Any). */
export type PasswordRule = 'strong' | 'alnum' | 'any';

/**
 * The password rule of each screen; the server enforces the same rule for the same call.
 * - register (userRegister) and resetPassword (vipEmpResetPwd): 'strong', 8–20 with upper, lower and digit;
 * - modifyPassword (vipEmpEditPwd): 'alnum', 6–20 letters and digits.
 */
export const PASSWORD_RULE_OF_SCREEN = {
  register: 'strong',
  resetPassword: 'strong',
  modifyPassword: 'alnum',
} as const satisfies Record<string, PasswordRule>;

// Registration (public) -----------------------------------------------------------------------

/** getRegisterSmsCode: sends a registration code (same limits as smsCodeGet). Answer: {@link SmsCodeGetData}. */
export interface GetRegisterSmsCodeRequest {
  phoneNumber: string;
}

/** The answer of getRegisterSmsCode (demoCode only in demo mode). */
export type GetRegisterSmsCodeData = SmsCodeGetData;

/** 1 personal account (belongs to no company), 2 company account. */
export type RegisterType = 1 | 2;

/**
 * userRegister. A personal account (regType 1) gets its own private one-person account space (a
 * 'personal' company row nobody else belongs to). A company account (regType 2) joins the company given
 * by its company number `corpNo` or a chosen `compId` (one of the two), in its top department as a plain
 * employee (books only for themselves); `civilBankId` is required when the company asks for it
 * (civil-servant units). The phone may not already be registered in that company.
 */
export interface UserRegisterRequest {
  regType: RegisterType;
  phoneNumber: string;
  /** From getRegisterSmsCode. */
  validateCodeId: string;
  /** Six digits. */
  smsCode: string;
  /** Chinese name (2–20) or SURNAME/GIVEN (checkName). */
  userName: string;
  /** Cipher text; rule PASSWORD_RULE_OF_SCREEN.register. */
  pwd: string;
  /** Cipher text of the confirmation; must equal pwd. */
  confirmPwd: string;
  corpNo?: string;
  compId?: string;
  civilBankId?: string;
}

/** userRegister answer: the account space to log in to (vipLogin with compId). */
export interface UserRegisterData {
  compId: string;
  corpName: string;
  regType: RegisterType;
}

// Enterprise application (public) ---------------------------------------------------------------

/** Company size bands of the application form. */
export type CorpScale = '1' | '2' | '3' | '4';

/**
 * saveVipCorpApply: stored for the provider to follow up. Required: fullname, linkman, linkPhone (mobile
 * or telephone rule), email, province, city, industry, corpScale. Optional but checked when given:
 * shortname, address, postCode (six digits). Limited per IP.
 */
export interface SaveVipCorpApplyRequest {
  fullname: string;
  shortname?: string;
  address?: string;
  postCode?: string;
  linkman: string;
  linkPhone: string;
  email: string;
  province: string;
  city: string;
  industry: string;
  /** '1' under 50 people, '2' 50–199, '3' 200–999, '4' 1000 and more. */
  corpScale: CorpScale;
}

export interface SaveVipCorpApplyData {
  applyId: string;
}

// Forgotten password (public, /resetPassword first → second → third step) -----------------------

/*
 * Step 1 (firstStep): getValidateCode, then smsCodeGet { phoneNumber, scene: 3, imageCode, imageCodeId }.
 * The answer is the same whether or not the phone has an account (no code is sent for unknown phones).
 */

/** Step 2 (secondStep): the SMS code of step 1 buys a reset token (single use, valid `expiresIn` seconds). */
export interface ResetPwdVerifyRequest {
  step: 2;
  phoneNumber: string;
  validateCodeId: string;
  validateCode: string;
}

/** Step 3 (thirdStep): the new password twice (rule PASSWORD_RULE_OF_SCREEN.resetPassword). */
export interface ResetPwdSetRequest {
  step: 3;
  resetToken: string;
  /** Cipher text. */
  pwd: string;
  /** Cipher text; must equal pwd. */
  confirmPwd: string;
}

/**
 * vipEmpResetPwd: step 2 or step 3. After step 3 the password of every active account of that phone is
 * replaced and all their sessions end; the user logs in again.
 */
export type VipEmpResetPwdRequest = ResetPwdVerifyRequest | ResetPwdSetRequest;

/** Step 2 answers the token; step 3 answers no data. */
export interface VipEmpResetPwdData {
  resetToken?: string;
  /** Seconds the token stays valid. */
  expiresIn?: number;
}

// Signed-in account -----------------------------------------------------------------------------

/** validModifyPassword: checks the current password before the new one is typed (modifyPassword screen). */
export interface ValidModifyPasswordRequest {
  /** Cipher text; cannot be empty. */
  oldPwd: string;
}

/**
 * vipEmpEditPwd: current password, new password (rule PASSWORD_RULE_OF_SCREEN.modifyPassword) and,
 * when sent, its confirmation. On success the caller's other sessions end; the current one stays.
 */
export interface VipEmpEditPwdRequest {
  oldPwd: string;
  pwd: string;
  confirmPwd?: string;
}

/**
 * phoneBinding (modifyMobile screen): the new phone, proven by an SMS code sent to it with
 * smsCodeGet { scene: 4 }. Refused with 'not open, contact the administrator' unless the company allows
 * it (vipCorp.allowModifyMobile); refused when another employee of the company has that phone.
 */
export interface PhoneBindingRequest {
  phoneNumber: string;
  validateCodeId: string;
  validateCode: string;
}

export interface PhoneBindingData {
  /** The new phone, masked 3+4. */
  phoneNumber: string;
}

/**
 * vipCancel (closeAccount screen): the current password re-checked; refused while the caller has orders
 * awaiting payment (SPEC §8). Then the account is deactivated and every session of it ends.
 */
export interface VipCancelRequest {
  /** Cipher text. */
  pwd: string;
}

/**
 * vipEmpEditInfoObt: the fields an employee may edit on their own profile. Omitted fields are kept; an
 * empty string clears e-mail, engName or born. Rank, flags, department and documents are not editable here.
 */
export interface VipEmpEditInfoObtRequest {
  email?: string;
  /** SURNAME/GIVEN in latin letters. */
  engName?: string;
  sex?: 'M' | 'F';
  /** yyyy-MM-dd, not in the future. */
  born?: string;
}

/** Own profile after an edit (phone masked 3+4). */
export interface OwnProfile {
  empId: string;
  empName: string;
  email: string;
  engName: string;
  sex: 'M' | 'F' | '';
  born: string;
  phoneNumber: string;
}

/** revealPersonalData: re-authentication by the current password (limited tries). */
export interface RevealPersonalDataRequest {
  /** Cipher text. */
  password: string;
}

/** One own document, unmasked. */
export interface RevealedDocument {
  idType: IdType;
  idNo: string;
  expiry: string;
  issuePlace: string;
}

/** The caller's own phone and documents, unmasked; the client hides them again after `showSeconds`. */
export interface RevealedPersonalData {
  phoneNumber: string;
  documents: RevealedDocument[];
  showSeconds: number;
}
