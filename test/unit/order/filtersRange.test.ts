/**
 * The order centre's default range (src/pages/allorder/filters.ts, built without dayjs for index.html's early first
 * call; issue 17) is the shared default order range (src/domain/orderRange.ts) on every day, across month, year and
 * leap-day boundaries and at both ends of the China day.
 */
import { defaultFilters } from '../../../src/pages/allorder/filters';
import { defaultOrderRange } from '../../../src/domain/orderRange';
import { chinaNow } from '../../../src/domain/time';

const DAY = 86_400_000;

test('defaultFilters’ dates equal defaultOrderRange for every hour of four years', () => {
  const start = Date.UTC(2026, 0, 1);
  for (let t = start; t < start + 4 * 366 * DAY; t += 3_600_000 * 7) {
    const { dateStart, dateEnd } = defaultFilters(t);
    expect([t, dateStart, dateEnd]).toEqual([t, ...Object.values(defaultOrderRange(t))]);
  }
  // Just before and at midnight China time (16:00 UTC).
  for (const t of [Date.UTC(2028, 1, 28, 15, 59, 59, 999), Date.UTC(2028, 1, 28, 16)]) {
    expect(defaultFilters(t)).toMatchObject(defaultOrderRange(t));
  }
});

test('defaultOrderRange (no dayjs) equals the dayjs calendar in China time every 7 hours of four years', () => {
  const start = Date.UTC(2026, 0, 1);
  for (let t = start; t < start + 4 * 366 * DAY; t += 3_600_000 * 7) {
    const today = chinaNow(t);
    expect([t, defaultOrderRange(t)]).toEqual([
      t,
      { dateStart: today.subtract(30, 'day').format('YYYY-MM-DD'), dateEnd: today.format('YYYY-MM-DD') },
    ]);
  }
});

test('the order centre’s filters and default range load without dayjs (not in /allorder’s first chunks)', () => {
  jest.isolateModules(() => {
    jest.doMock('dayjs', () => {
      throw new Error('dayjs loaded on the order centre’s first path');
    });
    type Filters = typeof import('../../../src/pages/allorder/filters');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const filters = require('../../../src/pages/allorder/filters') as Filters;
    expect(filters.defaultFilters(Date.UTC(2026, 10, 27, 16)).dateEnd).toBe('2026-11-28');
  });
});

test('defaultOrderRange equals the dayjs calendar around 1991 and at the ends of the China day', () => {
  for (const t of [
    Date.UTC(1991, 9, 15, 16),
    Date.UTC(1992, 1, 29, 15, 59, 59, 999),
    Date.UTC(1992, 1, 29, 16),
    Date.UTC(2099, 11, 31, 23),
  ]) {
    const today = chinaNow(t);
    expect([t, defaultOrderRange(t)]).toEqual([
      t,
      { dateStart: today.subtract(30, 'day').format('YYYY-MM-DD'), dateEnd: today.format('YYYY-MM-DD') },
    ]);
  }
});
