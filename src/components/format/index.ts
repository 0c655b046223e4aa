/**
 * Date and price texts every product's screens share (query forms, day strips, lists, calendars): they only turn
 * data into dictionary texts, no rules. The date words are the shared calendar texts (`flight.weekday.*`,
 * `flight.month.*`, `flight.date.md`, `flight.today`, `flight.tomorrow`), the ones the Calendar and DayStrip show.
 */
import type { MessageKey } from '../../i18n';
import { formatYuan, yuanToFen } from '../../domain/money';
import { chinaDate, chinaDayNumber, isCalendarDate } from '../../domain/time';
import '../../i18n/parts/calendar';

/** The page's translate function (`ui.t`). */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** 'HH:mm' of a 'YYYY-MM-DD HH:mm' time. */
export function hhmm(dateTime: string): string {
  return dateTime.slice(11, 16);
}

/** Yuan amount as shown in lists: '¥680' (cents only when there are any). */
export function priceText(yuan: number): string {
  const text = formatYuan(yuanToFen(yuan));
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

const WEEKDAYS: readonly MessageKey[] = [
  'flight.weekday.0',
  'flight.weekday.1',
  'flight.weekday.2',
  'flight.weekday.3',
  'flight.weekday.4',
  'flight.weekday.5',
  'flight.weekday.6',
];

/** Weekday name of a date ('周一' / 'Mon'). */
export function weekdayText(date: string, t: Translate): string {
  return t(WEEKDAYS[dayParts(date).weekday]);
}

/** '11月23日' / 'Nov 23'. */
export function dayText(date: string, t: Translate): string {
  const { month, day } = dayParts(date);
  return t('flight.date.md', { d: day, mon: t(`flight.month.${month}` as MessageKey) });
}

/**
 * Month (1–12), day of the month and weekday (0 = Sunday) of a date in China time. A 'YYYY-MM-DD' calendar day is
 * read from its text and its day number (issue 17): it needs no time zone, and dayjs's timezone plugin builds an
 * Intl.DateTimeFormat on first use — about 130 ms of main thread on a phone-class CPU, spent in the first render of
 * every list with a day strip or a stay. Anything else (times, other formats) goes through dayjs as before.
 */
function dayParts(date: string): { month: number; day: number; weekday: number } {
  if (isCalendarDate(date)) {
    // 1970-01-01, day number 0, was a Thursday.
    const weekday = (((chinaDayNumber(date) + 4) % 7) + 7) % 7;
    return { month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)), weekday };
  }
  const d = chinaDate(date);
  return { month: d.month() + 1, day: d.date(), weekday: d.day() };
}

/** 'Today' / 'Tomorrow' / weekday, relative to today (date cells, strips). */
export function relativeDayText(date: string, today: string, t: Translate): string {
  const diff = chinaDayNumber(date) - chinaDayNumber(today);
  if (diff === 0) return t('flight.today');
  if (diff === 1) return t('flight.tomorrow');
  return weekdayText(date, t);
}
