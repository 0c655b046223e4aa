/**
 * Format validators of SPEC §5. Each returns null when valid, else a {@link ValidationCode}.
 * Inputs are checked as given (no silent trimming) except where a rule says otherwise; the UI trims.
 * Re-exports the ID, card and document validators so one import gives all of them.
 */
import { LIMITS } from './limits';
import type { ValidationResult } from './validationCodes';

export * from './validationCodes';
export * from './idCard';
export * from './cardValidators';
export * from './documentValidators';

type Maybe = string | null | undefined;

const isBlank = (v: Maybe): v is null | undefined | '' => v == null || v.trim() === '';

/** Value present: not null/undefined, not a blank string, not an empty array. */
export function checkNonEmpty(value: string | number | readonly unknown[] | null | undefined): ValidationResult {
  if (value == null) return 'required';
  if (typeof value === 'string') return value.trim() === '' ? 'required' : null;
  if (typeof value === 'number') return Number.isNaN(value) ? 'required' : null;
  return value.length === 0 ? 'required' : null;
}

// Printable ASCII without space: "digits, letters and symbols".
const PRINTABLE = /^[\x21-\x7E]*$/;

/** Password rule 1 (SPEC §5): 8–20 characters with upper case, lower case and a digit; no spaces. */
export function checkPasswordStrong(pwd: Maybe): ValidationResult {
  if (pwd == null || pwd === '') return 'password.empty';
  const ok =
    pwd.length >= LIMITS.input.strongPasswordMin &&
    pwd.length <= LIMITS.input.passwordMax &&
    PRINTABLE.test(pwd) &&
    /[a-z]/.test(pwd) &&
    /[A-Z]/.test(pwd) &&
    /\d/.test(pwd);
  return ok ? null : 'password.strong';
}

/** Password rule 2 (SPEC §5): 6–20 letters and digits, no special characters. */
export function checkPasswordAlnum(pwd: Maybe): ValidationResult {
  if (pwd == null || pwd === '') return 'password.empty';
  return /^[A-Za-z0-9]{6,20}$/.test(pwd) ? null : 'password.alnum';
}

/** Password rule 3 (SPEC §5): 6–20 digits, letters and symbols; no spaces. */
export function checkPasswordAny(pwd: Maybe): ValidationResult {
  if (pwd == null || pwd === '') return 'password.empty';
  return /^[\x21-\x7E]{6,20}$/.test(pwd) ? null : 'password.any';
}

/** New and confirmed password must match (SPEC §5). Emptiness is the password rules' job. */
export function checkPasswordsMatch(a: Maybe, b: Maybe): ValidationResult {
  return (a ?? '') === (b ?? '') ? null : 'password.mismatch';
}

const MOBILE = /^1[3-9]\d{9}$/;

/** Mobile (SPEC §5): 11 digits, starting with 1, second digit 3 to 9. */
export function checkMobile(mobile: Maybe): ValidationResult {
  if (isBlank(mobile)) return 'mobile.empty';
  return MOBILE.test(mobile) ? null : 'mobile.format';
}

/** Telephone (SPEC §5): a number starting with 0 passes (digits and hyphens, 7–20 long); else the mobile rule. */
export function checkTelephone(tel: Maybe): ValidationResult {
  if (isBlank(tel)) return 'telephone.empty';
  if (tel.startsWith('0')) return /^0[\d-]{6,19}$/.test(tel) ? null : 'telephone.format';
  return MOBILE.test(tel) ? null : 'telephone.format';
}

const EMAIL = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** E-mail format (SPEC §5): pragmatic local@domain.tld, at most 254 characters. */
export function checkEmail(email: Maybe): ValidationResult {
  if (isBlank(email)) return 'email.empty';
  return email.length <= 254 && EMAIL.test(email) ? null : 'email.format';
}

/** Verification code (SPEC §5): six digits only. */
export function checkSixDigitCode(code: Maybe): ValidationResult {
  if (isBlank(code)) return 'code.empty';
  return /^\d{6}$/.test(code) ? null : 'code.format';
}

/** Postal code: six digits (SPEC §5 "wrong postal code"). */
export function checkPostCode(post: Maybe): ValidationResult {
  if (isBlank(post)) return 'postCode.empty';
  return /^\d{6}$/.test(post) ? null : 'postCode.format';
}

const CJK = '\\u3400-\\u4DBF\\u4E00-\\u9FFF';
const CHINESE_NAME = new RegExp(`^[${CJK}]+(?:\\u00B7[${CJK}]+)*$`);
const LATIN_NAME = /^[A-Za-z]+(?: [A-Za-z]+)*\/[A-Za-z]+(?: [A-Za-z]+)*$/;

/**
 * Traveller name (SPEC §5 "malformed name"): 2–20 Chinese characters with optional middle dots
 * (minority names such as 阿依·木合), or the latin SURNAME/GIVEN form (at most 60 characters).
 */
export function checkName(name: Maybe): ValidationResult {
  if (isBlank(name)) return 'name.empty';
  const s = name.trim();
  if (CHINESE_NAME.test(s)) return s.length >= 2 && s.length <= 20 ? null : 'name.format';
  return s.length <= 60 && LATIN_NAME.test(s) ? null : 'name.format';
}

// Code points, so a character outside the BMP counts once.
const charCount = (s: string): number => Array.from(s).length;

/** Remarks at most 200 characters (SPEC §5). Empty is fine. */
export function checkRemark(text: Maybe): ValidationResult {
  return text != null && charCount(text) > LIMITS.input.remarkMax ? 'remark.tooLong' : null;
}

/** Hotel guest note at most 50 characters (SPEC §5). Empty is fine. */
export function checkHotelNote(text: Maybe): ValidationResult {
  return text != null && charCount(text) > LIMITS.input.hotelNoteMax ? 'hotelNote.tooLong' : null;
}

/** Marker a sign-on token carries when it comes from an SMS login; such a token is refused (SPEC §5). */
export const SMS_LOGIN_MARKER = 'smsLogin';

/** Sign-on token (SPEC §5): missing → 'signOn.missing'; length not 32/42 or SMS-login marker → 'signOn.invalid'. */
export function checkSignOnToken(token: Maybe): ValidationResult {
  if (token == null || token === '') return 'signOn.missing';
  const lengths: readonly number[] = LIMITS.session.signOnTokenLengths;
  if (!lengths.includes(token.length) || token.includes(SMS_LOGIN_MARKER)) return 'signOn.invalid';
  return null;
}
