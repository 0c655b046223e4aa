import { LIMITS } from './limits';
import { CHINA_OFFSET_MS, DAY_MS, utcDayText } from './chinaCalendar';

/**
 * The default order-list range: the last 30 days up to today, China calendar dates (SPEC §9). Plain UTC+08:00
 * arithmetic (chinaCalendar.ts), no dayjs: index.html's early first call of /allorder builds it, and the order centre's
 * first chunk then carries no dayjs and zone plugins (issue 17). Exact for every clock from 1991-10-16 on (the range
 * starts inside Asia/Shanghai's fixed-offset era; test/unit/order/filtersRange.test.ts compares it with dayjs/tz).
 */
export function defaultOrderRange(now: number): { dateStart: string; dateEnd: string } {
  const todayMidnight = Math.floor((now + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS;
  return {
    dateStart: utcDayText(new Date(todayMidnight - LIMITS.session.defaultOrderRangeDays * DAY_MS)),
    dateEnd: utcDayText(new Date(todayMidnight)),
  };
}
