/**
 * Money in integer fen (ARCHITECTURE §13): yuan (≤ 2 decimals) only at the API edge.
 * Conversions work on decimal digits, never on binary float products, so 0.1 + 0.2 style drift cannot creep in.
 */

// sign, integer digits, fraction digits, exponent (numbers print as '1e-7' or '1e+21').
const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * Yuan (number or decimal string) to integer fen, exact. More than two decimals round half up
 * (away from zero) on the written digits. Throws RangeError on anything that is not a finite amount.
 */
export function yuanToFen(yuan: number | string): number {
  if (typeof yuan === 'number' && !Number.isFinite(yuan)) throw new RangeError(`Not an amount: ${yuan}`);
  const text = String(yuan).trim().replace(/,/g, '');
  const m = DECIMAL.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new RangeError(`Not an amount: ${String(yuan)}`);
  const negative = m[1] === '-';
  let intPart = m[2] || '0';
  let frac = m[3] ?? '';
  // Shift the decimal point by the exponent so only plain digit strings remain.
  const exp = m[4] ? Number(m[4]) : 0;
  if (exp > 0) {
    frac = frac.padEnd(exp, '0');
    intPart += frac.slice(0, exp);
    frac = frac.slice(exp);
  } else if (exp < 0) {
    intPart = intPart.padStart(-exp + 1, '0');
    frac = intPart.slice(intPart.length + exp) + frac;
    intPart = intPart.slice(0, intPart.length + exp);
  }
  const cents = (frac + '00').slice(0, 2);
  const roundUp = frac.length > 2 && Number(frac[2]) >= 5;
  const fen = Number(intPart) * 100 + Number(cents) + (roundUp ? 1 : 0);
  if (!Number.isSafeInteger(fen)) throw new RangeError(`Amount out of range: ${String(yuan)}`);
  return negative && fen !== 0 ? -fen : fen;
}

/** Integer fen to a yuan number for the API edge (123450 → 1234.5). */
export function fenToYuan(fen: number): number {
  assertFen(fen);
  return fen / 100;
}

/** Throws RangeError unless `fen` is a safe integer. */
export function assertFen(fen: number): void {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`Not an integer fen amount: ${fen}`);
}

/** '¥1,234.50' ('-¥12.00' for negatives), independent of the device locale. */
export function formatYuan(fen: number, symbol = '¥'): string {
  assertFen(fen);
  const abs = Math.abs(fen);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = String(abs % 100).padStart(2, '0');
  return `${fen < 0 ? '-' : ''}${symbol}${whole}.${cents}`;
}

/** numerator / denominator rounded half up (toward +∞ on a tie), in integer arithmetic. */
export function roundHalfUpFen(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`Bad ratio ${numerator}/${denominator}`);
  }
  const q = Math.floor(numerator / denominator);
  const r = numerator - q * denominator;
  return 2 * r >= denominator ? q + 1 : q;
}

/** `percent`% of an amount in fen, rounded half up to the fen. */
export function percentOfFen(fen: number, percent: number): number {
  assertFen(fen);
  return roundHalfUpFen(fen * percent, 100);
}
