/**
 * server/src/lib/time.ts is a thin layer over src/domain/time.ts (whose fixed-offset fast path
 * test/unit/domain/time.test.ts compares with dayjs/tz): the server names, and '' for a missing instant.
 */
import {
  addCalendarDays,
  chinaDayStartMs as domainDayStart,
  chinaToday,
  formatChinaDateTime,
  isCalendarDate as domainIsCalendarDate,
} from '../../src/domain/time';
import { addDays, chinaDateTime, chinaDay, chinaDayStartMs, isCalendarDate } from '../../server/src/lib/time';

describe('server time helpers', () => {
  it('are the domain helpers under the server names', () => {
    expect(addDays).toBe(addCalendarDays);
    expect(chinaDay).toBe(chinaToday);
    expect(chinaDayStartMs).toBe(domainDayStart);
    expect(isCalendarDate).toBe(domainIsCalendarDate);
  });

  it('format instants in China time, empty for none', () => {
    const ms = Date.UTC(2026, 2, 1, 16, 5, 9);
    expect(chinaDateTime(ms)).toBe('2026-03-02 00:05:09');
    expect(chinaDateTime(ms)).toBe(formatChinaDateTime(ms));
    expect(chinaDay(ms)).toBe('2026-03-02');
    expect(chinaDayStartMs('2026-03-02')).toBe(Date.UTC(2026, 2, 1, 16));
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(chinaDateTime(null)).toBe('');
    expect(chinaDateTime(undefined)).toBe('');
  });
});
