/** Time helpers for the server: China calendar days as epoch-ms ranges, display formats. */
import { chinaDate, chinaNow, toChina } from '../../../src/domain/time';

/** 'YYYY-MM-DD HH:mm:ss' in China time, '' for null. */
export function chinaDateTime(ms: number | null | undefined): string {
  if (ms == null) return '';
  return toChina(Number(ms)).format('YYYY-MM-DD HH:mm:ss');
}

/** China calendar date 'YYYY-MM-DD' of an instant. */
export function chinaDay(ms: number): string {
  return chinaNow(ms).format('YYYY-MM-DD');
}

/** Epoch ms of 00:00 China time on the given calendar date. */
export function chinaDayStartMs(day: string): number {
  return chinaDate(day).startOf('day').valueOf();
}

/** The calendar date `days` after (or before, when negative) a China calendar date. */
export function addDays(day: string, days: number): string {
  return chinaDate(day).add(days, 'day').format('YYYY-MM-DD');
}

/** Whether a string is a real calendar date in 'YYYY-MM-DD' form. */
export function isCalendarDate(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const d = chinaDate(day);
  return d.isValid() && d.format('YYYY-MM-DD') === day;
}
