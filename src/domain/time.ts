/**
 * China business time (ARCHITECTURE §13): every business rule is evaluated in Asia/Shanghai,
 * whatever the device's own zone.
 *
 * Speed: dayjs's timezone plugin costs tens of microseconds a call (Intl formatting), and searches, bookings and order
 * lists on the server evaluate thousands of times a second. Asia/Shanghai has been UTC+08:00 without daylight saving
 * since 1991-09-15 (tz database), so from 1991-09-16 00:00 China time on, plain arithmetic gives exactly the dayjs/tz
 * answers: the number-returning and string-returning helpers below take that fast path and fall back to dayjs for
 * earlier instants and for any input they do not read themselves (test/unit/domain/time.test.ts compares both paths).
 * The Dayjs-returning helpers (chinaNow, chinaDate, toChina) are dayjs/tz throughout.
 */
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import {
  CHINA_OFFSET_MS,
  DAY_MS,
  DAY_RE,
  utcDayText,
  fixedAddCalendarDays,
  fixedChinaToday,
  fixedEra,
  pad2,
  utcDate,
  utcMidnight,
} from './chinaCalendar';

dayjs.extend(utc);
dayjs.extend(timezone);

export type { Dayjs };

/** The zone of every business rule. */
export const CHINA_TZ = 'Asia/Shanghai';

/** Anything a rule accepts as a point in time. Strings without an offset are China wall-clock time. */
export type TimeInput = string | number | Date | Dayjs;

// An explicit offset (Z, +08:00, +0800) names an instant; anything else is China wall-clock time.
const HAS_OFFSET = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

/** China wall-clock text the fast path reads: 'YYYY-MM-DD', '… HH:mm', '… HH:mm:ss', '… HH:mm:ss.SSS' (or 'T'). */
const WALL_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{3}))?)?)?$/;

/** The China wall clock of an instant as a Date whose UTC fields read it; null where arithmetic is not exact. */
function wallClock(ms: number): Date | null {
  return fixedEra(ms) ? new Date(ms + CHINA_OFFSET_MS) : null;
}

/** Epoch ms of a China wall-clock string the fast path reads, in the fixed-offset era; null otherwise. */
function wallClockMs(text: string): number | null {
  const m = WALL_RE.exec(text);
  if (!m) return null;
  const midnight = utcDate(Number(m[1]), Number(m[2]), Number(m[3]));
  if (midnight === null) return null;
  const h = m[4] === undefined ? 0 : Number(m[4]);
  const min = m[5] === undefined ? 0 : Number(m[5]);
  const s = m[6] === undefined ? 0 : Number(m[6]);
  if (h > 23 || min > 59 || s > 59) return null;
  const ms = midnight + ((h * 60 + min) * 60 + s) * 1000 + (m[7] === undefined ? 0 : Number(m[7])) - CHINA_OFFSET_MS;
  return fixedEra(ms) ? ms : null;
}

/** Epoch ms of an input by arithmetic, in the fixed-offset era; null when only dayjs/tz can answer. */
function fastEpochMs(input: TimeInput): number | null {
  let ms: number;
  if (typeof input === 'string') {
    const s = input.trim();
    if (HAS_OFFSET.test(s)) return null;
    return wallClockMs(s);
  }
  if (typeof input === 'number') ms = input;
  else if (input instanceof Date) ms = input.getTime();
  else if (dayjs.isDayjs(input)) ms = input.valueOf();
  else return null;
  return fixedEra(ms) ? ms : null;
}

/**
 * The given instant ("now" from the caller's injected clock) as a dayjs in China time. The domain never reads the
 * real clock: callers pass their clock's now, so tests fix it and rules hold on any day.
 */
export function chinaNow(now: Date | number): Dayjs {
  return dayjs(now).tz(CHINA_TZ);
}

/**
 * Parses a China local time string ('2025-03-01 08:30', '2025-03-01T08:30:00', '2025-03-01').
 * A string carrying its own offset is read as that instant and shown in China time.
 */
export function chinaDate(str: string): Dayjs {
  const s = str.trim();
  if (HAS_OFFSET.test(s)) return dayjs(s).tz(CHINA_TZ);
  return dayjs.tz(s, CHINA_TZ);
}

/** Any {@link TimeInput} as a dayjs in China time. */
export function toChina(input: TimeInput): Dayjs {
  if (typeof input === 'string') return chinaDate(input);
  if (dayjs.isDayjs(input)) return input.tz(CHINA_TZ);
  return dayjs(input).tz(CHINA_TZ);
}

/** Epoch milliseconds of a {@link TimeInput}; NaN when it does not parse. */
export function toEpochMs(input: TimeInput): number {
  const fast = fastEpochMs(input);
  if (fast !== null) return fast;
  const d = toChina(input);
  return d.isValid() ? d.valueOf() : NaN;
}

/**
 * The China calendar date of a {@link TimeInput} as a day number (days since 1970-01-01), so that the difference of two
 * is the number of calendar days between them; NaN when it does not parse.
 */
export function chinaDayNumber(input: TimeInput): number {
  const fast = fastEpochMs(input);
  if (fast !== null) return Math.floor((fast + CHINA_OFFSET_MS) / DAY_MS);
  const d = toChina(input);
  if (!d.isValid()) return NaN;
  return Math.round(Date.UTC(d.year(), d.month(), d.date()) / DAY_MS);
}

/** The China calendar date of `now` (the caller's clock) as 'YYYY-MM-DD'. */
export function chinaToday(now: Date | number): string {
  return fixedChinaToday(typeof now === 'number' ? now : now.getTime()) ?? chinaNow(now).format('YYYY-MM-DD');
}

/** An instant as China wall-clock text 'YYYY-MM-DD HH:mm:ss'. */
export function formatChinaDateTime(ms: number): string {
  const d = wallClock(ms);
  if (!d) return toChina(ms).format('YYYY-MM-DD HH:mm:ss');
  return `${utcDayText(d)} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
}

/** Epoch ms of 00:00 China time on a calendar date 'YYYY-MM-DD'. */
export function chinaDayStartMs(day: string): number {
  const midnight = utcMidnight(day);
  if (midnight !== null) return midnight - CHINA_OFFSET_MS;
  // A plain date parses to its midnight; dayjs's startOf('day') in a zone is off on the device zone's own DST days.
  return DAY_RE.test(day) ? chinaDate(day).valueOf() : chinaDate(day).startOf('day').valueOf();
}

/** The calendar date `days` after (or before, when negative) a calendar date 'YYYY-MM-DD'. */
export function addCalendarDays(day: string, days: number): string {
  return fixedAddCalendarDays(day, days) ?? chinaDate(day).add(days, 'day').format('YYYY-MM-DD');
}

/** Whether a string is a real calendar date in 'YYYY-MM-DD' form. */
export function isCalendarDate(day: string): boolean {
  if (!DAY_RE.test(day)) return false;
  if (utcMidnight(day) !== null) return true;
  const d = chinaDate(day);
  return d.isValid() && d.format('YYYY-MM-DD') === day;
}
