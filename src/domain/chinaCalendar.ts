/**
 * China calendar dates by plain arithmetic, without dayjs: Asia/Shanghai has been UTC+08:00 without daylight saving
 * since 1991-09-16 (tz database), so there the China date of an instant is the UTC date of the instant + 8 h.
 *
 * Its own module so that code on a first screen (the order centre's default range, issue 17) gets China dates without
 * dayjs and its zone plugins (≈ 5 KB gzip); time.ts builds on it and falls back to dayjs outside that era.
 */

export const DAY_MS = 86_400_000;
export const CHINA_OFFSET_MS = 8 * 3_600_000;
/**
 * Asia/Shanghai's last daylight saving ended on 1991-09-15 (02:00 UTC+9 back to 01:00 UTC+8). Arithmetic is exact from
 * the first whole day after it: 1991-09-16 00:00 China time = 1991-09-15T16:00Z.
 */
export const FIXED_OFFSET_SINCE_DAY = '1991-09-16';
export const FIXED_OFFSET_SINCE_MS = Date.UTC(1991, 8, 15, 16);
/** Year 10000 and later have no 4-digit form. */
export const FIXED_OFFSET_UNTIL_MS = Date.UTC(9999, 11, 31, 0);
export const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** Whether an instant is in the fixed UTC+08:00 era (and has a 4-digit year). */
export function fixedEra(ms: number): boolean {
  return ms >= FIXED_OFFSET_SINCE_MS && ms < FIXED_OFFSET_UNTIL_MS;
}

/** 'YYYY-MM-DD' of a Date's UTC fields. */
export function utcDayText(d: Date): string {
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** UTC midnight (epoch ms) of a real calendar date given as numbers; null when the fields overflow. */
export function utcDate(y: number, mo: number, d: number): number | null {
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? ms : null;
}

/** UTC midnight (epoch ms) of a real calendar date 'YYYY-MM-DD' from 1991-09-16 on; null otherwise. */
export function utcMidnight(day: string): number | null {
  const m = DAY_RE.exec(day);
  if (!m || day < FIXED_OFFSET_SINCE_DAY) return null;
  return utcDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** The China calendar date of an instant in the fixed-offset era as 'YYYY-MM-DD'; null outside it. */
export function fixedChinaToday(ms: number): string | null {
  return fixedEra(ms) ? utcDayText(new Date(ms + CHINA_OFFSET_MS)) : null;
}

/** The calendar date `days` after (before, when negative) a date of the fixed-offset era; null outside it. */
export function fixedAddCalendarDays(day: string, days: number): string | null {
  const midnight = Number.isInteger(days) ? utcMidnight(day) : null;
  if (midnight === null) return null;
  const text = utcDayText(new Date(midnight + days * DAY_MS));
  return DAY_RE.test(text) && text >= FIXED_OFFSET_SINCE_DAY ? text : null;
}
