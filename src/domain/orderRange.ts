import { LIMITS } from './limits';
import { chinaNow } from './time';

/** The default order-list range: the last 30 days up to today, China calendar dates (SPEC §9). */
export function defaultOrderRange(now: number): { dateStart: string; dateEnd: string } {
  const today = chinaNow(now);
  return {
    dateStart: today.subtract(LIMITS.session.defaultOrderRangeDays, 'day').format('YYYY-MM-DD'),
    dateEnd: today.format('YYYY-MM-DD'),
  };
}
