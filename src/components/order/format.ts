/** Display helpers shared by the order building blocks and the pay screens. Amounts arrive in yuan (API edge). */
import { formatYuan, yuanToFen } from '../../domain/money';
import type { PriceLine } from '../../api/contract/orders';

/** A yuan amount from the API as '¥1,234.50'; '' when it is not an amount. */
export function formatAmount(yuan: number | string | null | undefined): string {
  if (yuan === null || yuan === undefined || yuan === '') return '';
  try {
    return formatYuan(yuanToFen(yuan));
  } catch {
    return '';
  }
}

/** Sum of price lines in integer fen (ARCHITECTURE §13: arithmetic in fen, never on yuan floats). */
export function priceLinesTotalFen(lines: readonly Pick<PriceLine, 'amount'>[]): number {
  return lines.reduce((sum, line) => sum + yuanToFen(line.amount), 0);
}

/** 'mm:ss' of a number of seconds (negative counts as 0). */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
