/** Passport, document presence and image upload rules (SPEC §5). */
import { LIMITS } from './limits';
import { toChina } from './time';
import type { TimeInput } from './time';
import type { ValidationResult } from './validationCodes';

type Maybe = string | null | undefined;

/** Passport number (SPEC §5): required, at most 9 characters, letters and digits. */
export function checkPassportNo(passport: Maybe): ValidationResult {
  if (passport == null || passport.trim() === '') return 'passport.empty';
  if (passport.length > LIMITS.input.passportMax) return 'passport.tooLong';
  return /^[A-Za-z0-9]+$/.test(passport) ? null : 'passport.format';
}

/**
 * Passport validity (SPEC §5): the expiry date must be MORE than 6 months past the trip end,
 * compared as China calendar days. A missing or unreadable expiry is 'passport.validityEmpty';
 * an unreadable trip end cannot be checked and passes.
 */
export function checkPassportValidity(expiry: TimeInput | null | undefined, tripEnd: TimeInput): ValidationResult {
  if (expiry == null || expiry === '') return 'passport.validityEmpty';
  const exp = toChina(expiry);
  if (!exp.isValid()) return 'passport.validityEmpty';
  const end = toChina(tripEnd);
  if (!end.isValid()) return null;
  const limit = end.add(LIMITS.input.passportValidityMonths, 'month').format('YYYY-MM-DD');
  return exp.format('YYYY-MM-DD') > limit ? null : 'passport.validityShort';
}

/** Either an ID card or a passport number must be entered (SPEC §5). */
export function checkIdOrPassport(idNumber: Maybe, passport: Maybe): ValidationResult {
  const has = (v: Maybe): boolean => v != null && v.trim() !== '';
  return has(idNumber) || has(passport) ? null : 'document.required';
}

/** Image upload (SPEC §5): jpg, jpeg, gif, png or bmp (any case), at most 10 MB. */
export function checkImageFile(name: string, sizeBytes: number): ValidationResult {
  const dot = name.lastIndexOf('.');
  const ext = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  const allowed: readonly string[] = LIMITS.input.imageExtensions;
  if (!allowed.includes(ext)) return 'image.type';
  if (!Number.isFinite(sizeBytes) || sizeBytes < 0 || sizeBytes > LIMITS.input.uploadMaxBytes) return 'image.size';
  return null;
}
