/**
 * Issue 17: components/format's day words (dayText, weekdayText) read a 'YYYY-MM-DD' calendar day from its text and
 * day number, without dayjs's timezone plugin (whose first Intl use cost a list's first render about 130 ms), and
 * say exactly what the calendar says, in both languages, every day of the spans below; other texts take the dayjs
 * path as before.
 */
import dayjs from 'dayjs';
import { translate, type Locale, type MessageKey } from '../../../src/i18n';
import { dayText, weekdayText } from '../../../src/components/format';
import { chinaDate } from '../../../src/domain/time';

const t = (locale: Locale) => (key: MessageKey, values?: Record<string, string | number>) =>
  translate(locale, key, values);

/** What the words were before: the day, month and weekday of the date as dayjs reads it in China time. */
function calendarWords(day: string, tr: ReturnType<typeof t>): [string, string] {
  const d = chinaDate(day);
  return [
    tr('flight.date.md', { d: d.date(), mon: tr(`flight.month.${d.month() + 1}` as MessageKey) }),
    tr(`flight.weekday.${d.day()}` as MessageKey),
  ];
}

describe('day words (components/format)', () => {
  it.each(['zh-CN', 'en-US'] as const)('equal the calendar every day of 1969–1970 and 2025–2028 (%s)', (locale) => {
    const tr = t(locale);
    const spans: [string, number][] = [
      ['1969-12-01', 1971],
      ['2025-01-01', 2029],
    ];
    for (const [from, end] of spans) {
      for (let d = dayjs(from); d.year() < end; d = d.add(1, 'day')) {
        const day = d.format('YYYY-MM-DD');
        expect([dayText(day, tr), weekdayText(day, tr)]).toEqual(calendarWords(day, tr));
      }
    }
  });

  it('reads times and other texts through the calendar as before', () => {
    const zh = t('zh-CN');
    expect(dayText('2026-11-26 23:30', zh)).toBe('11月26日');
    expect(weekdayText('2026-11-26 23:30', zh)).toBe(calendarWords('2026-11-26', zh)[1]);
    expect(dayText('2026-11-26T20:00:00Z', zh)).toBe('11月27日');
  });

  it('builds no timezone formatter for a calendar day', () => {
    jest.isolateModules(() => {
      // Fresh modules: dayjs's timezone plugin caches its formatters once built.
      const fresh = jest.requireActual<typeof import('../../../src/components/format')>(
        '../../../src/components/format',
      );
      const made = jest.spyOn(Intl, 'DateTimeFormat');
      try {
        fresh.dayText('2026-11-26', t('zh-CN'));
        fresh.weekdayText('2026-11-26', t('en-US'));
        expect(made).not.toHaveBeenCalled();
        fresh.dayText('2026-11-26 08:00', t('zh-CN'));
        expect(made).toHaveBeenCalled();
      } finally {
        made.mockRestore();
      }
    });
  });

  it('has its words without the flight dictionary (their own small part, issue 17)', () => {
    jest.isolateModules(() => {
      jest.doMock('../../../src/i18n/parts/flight', () => {
        throw new Error('components/format loaded the whole flight dictionary');
      });
      const i18n = jest.requireActual<typeof import('../../../src/i18n')>('../../../src/i18n');
      const fresh = jest.requireActual<typeof import('../../../src/components/format')>(
        '../../../src/components/format',
      );
      const en = (key: MessageKey, values?: Record<string, string | number>) => i18n.translate('en-US', key, values);
      expect([fresh.dayText('2026-11-26', en), fresh.weekdayText('2026-11-26', en)]).toEqual(['Nov 26', 'Thu']);
      expect(fresh.relativeDayText('2026-11-27', '2026-11-26', en)).toBe('Tomorrow');
    });
  });
});
