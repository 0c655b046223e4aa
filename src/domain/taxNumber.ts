/**
 * Invoice title tax numbers (SPEC §3 invoice title swxx: nsrsbh, unitType). Accepted: the 18-character unified
 * social credit code (GB 32100-2015, with its check character), and the older 15- and 20-character taxpayer
 * identification numbers (digits and capital letters). An enterprise title (unitType 1) needs one; an individual or
 * government body (unitType 2) may leave it empty but a given one must still be well formed.
 */

/** Why a tax number is refused; null when it is acceptable. */
export type TaxNumberProblem = 'taxNumber.required' | 'taxNumber.length' | 'taxNumber.chars' | 'taxNumber.checksum';

/** unitType of an invoice title: 1 enterprise, 2 individual or government body. */
export const INVOICE_UNIT_TYPE = { enterprise: 1, other: 2 } as const;

// GB 32100-2015: the code alphabet (no I, O, S, V, Z) and the weights of positions 1..17.
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** Trimmed, spaces removed, upper case: how a tax number is stored and compared. */
export function normalizeTaxNumber(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, '').toUpperCase();
}

/** The check character of the first 17 characters of a unified social credit code, or null if one is not allowed. */
export function usccCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const v = USCC_CHARS.indexOf(first17.charAt(i));
    if (v < 0) return null;
    sum += v * USCC_WEIGHTS[i];
  }
  const c = (31 - (sum % 31)) % 31;
  return USCC_CHARS.charAt(c);
}

/** A tax number as typed (normalised first); null when acceptable. Empty is 'taxNumber.required'. */
export function checkTaxNumber(value: string | null | undefined): TaxNumberProblem | null {
  const v = normalizeTaxNumber(value);
  if (v === '') return 'taxNumber.required';
  if (v.length !== 15 && v.length !== 18 && v.length !== 20) return 'taxNumber.length';
  if (v.length === 18) {
    for (const ch of v) if (!USCC_CHARS.includes(ch)) return 'taxNumber.chars';
    return usccCheckChar(v.slice(0, 17)) === v.charAt(17) ? null : 'taxNumber.checksum';
  }
  return /^[0-9A-Z]+$/.test(v) ? null : 'taxNumber.chars';
}

/** The tax number rule of a title: required for an enterprise, optional (but well formed) otherwise. */
export function checkTitleTaxNumber(value: string | null | undefined, unitType: number): TaxNumberProblem | null {
  const v = normalizeTaxNumber(value);
  if (v === '' && unitType !== INVOICE_UNIT_TYPE.enterprise) return null;
  return checkTaxNumber(v);
}
