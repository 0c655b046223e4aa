/**
 * China business time (ARCHITECTURE §13): every business rule is evaluated in Asia/Shanghai,
 * whatever the device's own zone.
 */
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

export type { Dayjs };

/** The zone of every business rule. */
export const CHINA_TZ = 'Asia/Shanghai';

/** Anything a rule accepts as a point in time. Strings without an offset are China wall-clock time. */
export type TimeInput = string | number | Date | Dayjs;

// An explicit offset (Z, +08:00, +0800) names an instant; anything else is China wall-clock time.
const HAS_OFFSET = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

/** Now (or the given instant) as a dayjs in China time. */
export function chinaNow(now?: Date | number): Dayjs {
  return dayjs(now ?? Date.now()).tz(CHINA_TZ);
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
  const d = toChina(input);
  return d.isValid() ? d.valueOf() : NaN;
}

/** Today's China calendar date as 'YYYY-MM-DD'. */
export function chinaToday(now?: Date | number): string {
  return chinaNow(now).format('YYYY-MM-DD');
}
