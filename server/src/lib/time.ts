/**
 * Time helpers for the server: China calendar days as epoch-ms ranges, display formats. The arithmetic (fixed UTC+08:00
 * since 1991-09-16, dayjs/tz before) lives in src/domain/time.ts, shared with the app.
 */
import { formatChinaDateTime } from '../../../src/domain/time';

export {
  addCalendarDays as addDays,
  chinaDayStartMs,
  chinaToday as chinaDay,
  isCalendarDate,
} from '../../../src/domain/time';

/** 'YYYY-MM-DD HH:mm:ss' in China time, '' for null. */
export function chinaDateTime(ms: number | null | undefined): string {
  return ms == null ? '' : formatChinaDateTime(Number(ms));
}
