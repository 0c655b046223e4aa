/**
 * src/domain/time.ts answers its number- and string-returning helpers with fixed-offset arithmetic from 1991-09-16 on
 * (speed on the server under load): they must answer exactly as the dayjs/tz path, before and after that day, and for
 * every wall-clock text (real or overflowing dates and times, with or without an offset).
 */
import dayjs from 'dayjs';
import fc from 'fast-check';
import {
  addCalendarDays,
  chinaDate,
  chinaDayNumber,
  chinaDayStartMs,
  chinaNow,
  chinaToday,
  formatChinaDateTime,
  isCalendarDate,
  toChina,
  toEpochMs,
  type TimeInput,
} from '../../../src/domain/time';

/** The dayjs/tz answers (chinaNow, chinaDate and toChina are dayjs/tz throughout). */
const slow = {
  formatChinaDateTime: (ms: number) => toChina(ms).format('YYYY-MM-DD HH:mm:ss'),
  chinaToday: (ms: number) => chinaNow(ms).format('YYYY-MM-DD'),
  // A plain date parses to its midnight (dayjs's startOf('day') in a zone is off on the device zone's DST days).
  chinaDayStartMs: (day: string) => chinaDate(day).valueOf(),
  addCalendarDays: (day: string, n: number) => chinaDate(day).add(n, 'day').format('YYYY-MM-DD'),
  isCalendarDate: (day: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
    const d = chinaDate(day);
    return d.isValid() && d.format('YYYY-MM-DD') === day;
  },
  toEpochMs: (input: TimeInput) => {
    const d = toChina(input);
    return d.isValid() ? d.valueOf() : NaN;
  },
  chinaDayNumber: (input: TimeInput) => {
    const d = toChina(input);
    return d.isValid() ? Math.round(Date.UTC(d.year(), d.month(), d.date()) / 86_400_000) : NaN;
  },
};

const FROM = Date.UTC(1985, 0, 1);
const TO = Date.UTC(2100, 0, 1);
const instant = fc.integer({ min: FROM, max: TO });
/** Instants within two days of the end of daylight saving (1991-09-15 01:00 China time). */
const nearEdge = fc.integer({ min: Date.UTC(1991, 8, 13, 0), max: Date.UTC(1991, 8, 17, 0) });
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const day = fc
  .record({
    y: fc.integer({ min: 1985, max: 2099 }),
    m: fc.integer({ min: 1, max: 13 }),
    d: fc.integer({ min: 0, max: 32 }),
  })
  .map(({ y, m, d }) => `${y}-${pad(m)}-${pad(d)}`);
/** China wall-clock texts in every form the app writes, some overflowing, some with an offset or spaces. */
const wallText = fc
  .record({
    day: fc.oneof(
      day,
      fc.record({ d: fc.integer({ min: 13, max: 17 }) }).map(({ d }) => `1991-09-${pad(d)}`),
    ),
    h: fc.integer({ min: 0, max: 24 }),
    min: fc.integer({ min: 0, max: 60 }),
    s: fc.integer({ min: 0, max: 60 }),
    ms: fc.integer({ min: 0, max: 999 }),
    form: fc.integer({ min: 0, max: 6 }),
    sep: fc.constantFrom(' ', 'T'),
    suffix: fc.constantFrom('', '', '', 'Z', '+08:00', '+0900', ' '),
  })
  .map(({ day: d, h, min, s, ms, form, sep, suffix }) => {
    const time = [
      '',
      `${sep}${pad(h)}:${pad(min)}`,
      `${sep}${pad(h)}:${pad(min)}:${pad(s)}`,
      `${sep}${pad(h)}:${pad(min)}:${pad(s)}.${pad(ms, 3)}`,
      `${sep}${pad(h)}:${pad(min)}:${pad(s)}.${ms % 10}`,
      `${sep}${h}:${pad(min)}`,
      `${sep}${pad(h)}`,
    ][form];
    return `${d}${time}${suffix}`;
  });

/*
 * The reference is dayjs/tz in the device zone of the test run. It was also run with TZ=America/New_York and
 * TZ=Asia/Shanghai; dayjs/tz itself is wrong on some days of zones with half-hour daylight saving
 * (TZ=Australia/Lord_Howe), where the fast path is the right one.
 */
describe('China time fast path (fixed UTC+08:00 from 1991-09-16) answers like dayjs/tz', () => {
  it('formats instants, across the last daylight-saving change of 1991', () => {
    const edges = ['1991-09-14T16:30:00Z', '1991-09-14T17:30:00Z', '1991-09-15T15:59:59.999Z', '1991-09-15T16:00:00Z'];
    for (const ms of [
      ...edges.map((e) => Date.parse(e)),
      Date.UTC(2026, 2, 1, 15, 59, 59, 999),
      Date.UTC(2026, 2, 1, 16),
    ]) {
      expect(formatChinaDateTime(ms)).toBe(slow.formatChinaDateTime(ms));
      expect(chinaToday(ms)).toBe(slow.chinaToday(ms));
      expect(chinaToday(new Date(ms))).toBe(slow.chinaToday(ms));
      expect(chinaDayNumber(ms)).toBe(slow.chinaDayNumber(ms));
      expect(toEpochMs(ms)).toBe(slow.toEpochMs(ms));
    }
    fc.assert(
      fc.property(fc.oneof(instant, nearEdge), (ms) => {
        expect(formatChinaDateTime(ms)).toBe(slow.formatChinaDateTime(ms));
        expect(chinaToday(ms)).toBe(slow.chinaToday(ms));
        expect(chinaDayNumber(ms)).toBe(slow.chinaDayNumber(ms));
        expect(chinaDayNumber(new Date(ms))).toBe(slow.chinaDayNumber(ms));
        expect(chinaDayNumber(dayjs(ms))).toBe(slow.chinaDayNumber(dayjs(ms)));
        expect(toEpochMs(ms)).toBe(slow.toEpochMs(ms));
        expect(toEpochMs(dayjs(ms))).toBe(slow.toEpochMs(dayjs(ms)));
      }),
      { numRuns: 3000 },
    );
    expect(toEpochMs(NaN)).toBeNaN();
    expect(chinaDayNumber(new Date(NaN))).toBeNaN();
  });

  it('reads wall-clock texts (real and overflowing, with and without an offset)', () => {
    for (const s of [
      '1991-09-15 00:30',
      '1991-09-15 01:30',
      '1991-09-15 23:59:59',
      '1991-09-16',
      '1991-09-16 00:00',
      '2026-03-01 08:30',
      '2026-03-01T08:30:00',
      '2026-03-01 08:30:00.250',
      '2026-02-29 08:30',
      '2026-03-01 24:00',
      ' 2026-03-01 08:30 ',
      '2026-03-01T08:30:00Z',
      '2026-03-01T08:30:00+09:00',
      'nonsense',
      '',
    ]) {
      expect([s, toEpochMs(s)]).toEqual([s, slow.toEpochMs(s)]);
      expect([s, chinaDayNumber(s)]).toEqual([s, slow.chinaDayNumber(s)]);
    }
    fc.assert(
      fc.property(wallText, (s) => {
        expect([s, toEpochMs(s)]).toEqual([s, slow.toEpochMs(s)]);
        expect([s, chinaDayNumber(s)]).toEqual([s, slow.chinaDayNumber(s)]);
      }),
      { numRuns: 3000 },
    );
  });

  it('computes days (real and unreal dates, both sides of 1991-09-16)', () => {
    for (const d of [
      '1991-09-15',
      '1991-09-16',
      '2024-02-29',
      '2025-02-29',
      '2026-12-31',
      '2026-13-01',
      '2026-00-10',
    ]) {
      expect(isCalendarDate(d)).toBe(slow.isCalendarDate(d));
      if (slow.isCalendarDate(d)) expect(chinaDayStartMs(d)).toBe(slow.chinaDayStartMs(d));
    }
    expect(addCalendarDays('1991-09-17', -1)).toBe(slow.addCalendarDays('1991-09-17', -1));
    expect(addCalendarDays('1991-09-17', -2)).toBe(slow.addCalendarDays('1991-09-17', -2));
    fc.assert(
      fc.property(day, fc.integer({ min: -800, max: 800 }), (d, n) => {
        expect(isCalendarDate(d)).toBe(slow.isCalendarDate(d));
        if (!slow.isCalendarDate(d)) return;
        expect(chinaDayStartMs(d)).toBe(slow.chinaDayStartMs(d));
        expect(addCalendarDays(d, n)).toBe(slow.addCalendarDays(d, n));
      }),
      { numRuns: 3000 },
    );
    expect(isCalendarDate('2026-3-1')).toBe(false);
    expect(isCalendarDate(' 2026-03-01')).toBe(false);
  });
});
