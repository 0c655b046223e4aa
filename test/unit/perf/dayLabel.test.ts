/**
 * Issue 17: the hotel list head's day words (dayLabel) read the 'YYYY-MM-DD' text without dayjs's timezone plugin
 * (whose first Intl use cost /htV2/htList's first render about 130 ms) and say exactly what components/format dayText
 * says, in both languages, every day of four years; a text that is no calendar day goes to dayText as before.
 */
import dayjs from 'dayjs';
import { translate, type Locale, type MessageKey } from '../../../src/i18n';
import { dayText } from '../../../src/components/format';
import { dayLabel } from '../../../src/packages/hotel/search/dayLabel';

const t = (locale: Locale) => (key: MessageKey, values?: Record<string, string | number>) =>
  translate(locale, key, values);

describe('hotel list day label', () => {
  it.each(['zh-CN', 'en-US'] as const)('equals dayText every day of 2025–2028 (%s)', (locale) => {
    const tr = t(locale);
    for (let d = dayjs('2025-01-01'); d.year() < 2029; d = d.add(1, 'day')) {
      const day = d.format('YYYY-MM-DD');
      expect(dayLabel(day, tr)).toBe(dayText(day, tr));
    }
  });

  it('leaves texts that are no calendar day to dayText', () => {
    const zh = t('zh-CN');
    for (const text of ['2026-02-30', '2026-13-01', '20261126', '']) expect(dayLabel(text, zh)).toBe(dayText(text, zh));
  });

  it('builds no timezone formatter for a calendar day, where dayText does', () => {
    jest.isolateModules(() => {
      // Fresh modules: dayjs's timezone plugin caches its formatters once built.
      const fresh = {
        label: jest.requireActual<{ dayLabel: typeof dayLabel }>('../../../src/packages/hotel/search/dayLabel')
          .dayLabel,
        text: jest.requireActual<{ dayText: typeof dayText }>('../../../src/components/format').dayText,
      };
      const made = jest.spyOn(Intl, 'DateTimeFormat');
      try {
        fresh.label('2026-11-26', t('zh-CN'));
        expect(made).not.toHaveBeenCalled();
        fresh.text('2026-11-26', t('zh-CN'));
        expect(made).toHaveBeenCalled();
      } finally {
        made.mockRestore();
      }
    });
  });
});
