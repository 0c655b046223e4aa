/**
 * Display masking of personal data (SPEC §9: mobile keeps the first 3 and last 4 digits).
 * Null-safe: null/undefined give ''. A value too short to keep both ends is fully masked.
 */
type Maybe = string | null | undefined;

/** Keeps `head` leading and `tail` trailing characters, masking the rest with '*'. */
export function maskMiddle(value: Maybe, head: number, tail: number): string {
  if (value == null || value === '') return '';
  const chars = Array.from(value);
  if (chars.length <= head + tail) return '*'.repeat(chars.length);
  return (
    chars.slice(0, head).join('') + '*'.repeat(chars.length - head - tail) + chars.slice(chars.length - tail).join('')
  );
}

/** 13800000001 → 138****0001 (first 3 + last 4, SPEC §9). */
export function maskMobile(mobile: Maybe): string {
  return maskMiddle(mobile, 3, 4);
}

/** ID number: first 3 + last 4 visible (110***********1234); chosen to match the mobile rule's head. */
export function maskIdNumber(id: Maybe): string {
  return maskMiddle(id, 3, 4);
}

/** Passport: first 2 + last 2 visible (E1*****78). */
export function maskPassport(passport: Maybe): string {
  return maskMiddle(passport, 2, 2);
}

/**
 * E-mail: the local part keeps its first character (and last when longer than 2) around '***';
 * the domain stays readable: zhangsan@example.com → z***n@example.com.
 */
export function maskEmail(email: Maybe): string {
  if (email == null || email === '') return '';
  const at = email.lastIndexOf('@');
  if (at <= 0) return maskMiddle(email, 1, 1);
  const local = Array.from(email.slice(0, at));
  const masked = local.length > 2 ? `${local[0]}***${local[local.length - 1]}` : `${local[0]}***`;
  return masked + email.slice(at);
}
