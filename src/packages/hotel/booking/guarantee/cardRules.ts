/**
 * The guarantee card's client checks (SPEC §5 "Credit card number must be valid; expiry format MM/YY"): the number's
 * Luhn digit and its brand, the expiry against today (China time), and how the number is shown while typed. Pure;
 * the number checks are the shared domain's (`src/domain/cardValidators.ts`), the server checks again.
 */
import { checkCardExpiry, checkCreditCard, luhnValid as domainLuhn } from '../../../../domain/cardValidators';

export type CardBrand = 'visa' | 'mastercard' | 'unionpay' | 'amex' | 'jcb' | '';

/** Only the digits of what was typed (spaces and hyphens between groups dropped). */
export function cardDigits(typed: string): string {
  return typed.replace(/\D/g, '');
}

/** 13–19 digits whose Luhn check digit is right. */
export function luhnValid(typed: string): boolean {
  const digits = cardDigits(typed);
  return digits.length >= 13 && digits.length <= 19 && domainLuhn(digits) && checkCreditCard(digits) === null;
}

/** The card's brand from its leading digits ('' when unknown). */
export function cardBrand(typed: string): CardBrand {
  const d = cardDigits(typed);
  if (/^3[47]/.test(d)) return 'amex';
  if (/^35(2[89]|[3-8])/.test(d)) return 'jcb';
  if (/^62/.test(d)) return 'unionpay';
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d)) return 'mastercard';
  return '';
}

/** Expiry 'MM/YY' written right and not before this month (a card is good through its expiry month). */
export function expiryValid(expiry: string, now: number): 'ok' | 'format' | 'expired' {
  const problem = checkCardExpiry(expiry, now);
  if (problem === null) return 'ok';
  return problem === 'card.expired' ? 'expired' : 'format';
}

/** The number as typed, grouped 4-4-4-4 (at most 19 digits). */
export function groupCardNumber(typed: string): string {
  const digits = cardDigits(typed).slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** What the user types into the expiry box, as 'MM/YY' (the slash added after the month). */
export function formatExpiryInput(typed: string): string {
  const digits = cardDigits(typed).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A CVV: 3 digits (4 for American Express). */
export function cvvValid(cvv: string, brand: CardBrand): boolean {
  return brand === 'amex' ? /^\d{4}$/.test(cvv) : /^\d{3}$/.test(cvv);
}
