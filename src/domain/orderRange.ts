import { LIMITS } from './limits';
import { addCalendarDays, chinaToday } from './time';

/**
 * The default order-list range: the last 30 days up to today, China calendar dates (SPEC §9). On time.ts's arithmetic
 * path (no dayjs), so index.html's early first call of /allorder builds it too (issue 17).
 */
export function defaultOrderRange(now: number): { dateStart: string; dateEnd: string } {
  const dateEnd = chinaToday(now);
  return { dateStart: addCalendarDays(dateEnd, -LIMITS.session.defaultOrderRangeDays), dateEnd };
}
