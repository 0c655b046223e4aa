/** Credit card number and expiry (SPEC §5 "Credit card number must be valid; expiry format MM/YY"). */
import { toChina } from './time';
import type { TimeInput } from './time';
import type { ValidationResult } from './validationCodes';

/** Luhn check over a digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** Card number: 13–19 digits passing Luhn; spaces and hyphens between groups are ignored. */
export function checkCreditCard(cardNo: string | null | undefined): ValidationResult {
  if (cardNo == null || cardNo.trim() === '') return 'card.empty';
  const digits = cardNo.replace(/[\s-]/g, '');
  return /^\d{13,19}$/.test(digits) && luhnValid(digits) ? null : 'card.number';
}

/**
 * Expiry 'MM/YY' (month 01–12). A card is valid through the end of its expiry month, compared in
 * China time with `now`.
 */
export function checkCardExpiry(expiry: string | null | undefined, now: TimeInput): ValidationResult {
  if (expiry == null || expiry.trim() === '') return 'required';
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim());
  if (!m) return 'card.expiryFormat';
  const today = toChina(now);
  const expiryIndex = (2000 + Number(m[2])) * 12 + Number(m[1]) - 1;
  const currentIndex = today.year() * 12 + today.month();
  return expiryIndex < currentIndex ? 'card.expired' : null;
}
