/** Display helpers of the flight screens: they only turn data into dictionary texts (no rules here). */
import type { FlightCabin } from '../../api/contract/flight';
import type { MessageKey } from '../../i18n';
import { formatYuan, yuanToFen } from '../../domain/money';
import { chinaDate } from '../../domain/time';
import { daysBetween } from './query';
import '../../i18n/parts/flight';

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

/** '4.5折' / '45% of full fare'; 'full fare' at 100; nothing above full economy (business and first). */
export function discountText(discount: number, t: Translate): string {
  if (!Number.isFinite(discount) || discount <= 0 || discount > 100) return '';
  if (discount === 100) return t('flight.fullFare');
  // The dictionary says how to count: tenths in Chinese (45 → '4.5折'), percent in English.
  const scale = Number(t('flight.discount.scale')) || 1;
  const n = Math.round((discount / scale) * 10) / 10;
  return t('flight.discount', { n });
}

/** The list's compact form: '4.5折' / '45%'. */
export function shortDiscountText(discount: number, t: Translate): string {
  const full = discountText(discount, t);
  if (!full || discount === 100) return full;
  const scale = Number(t('flight.discount.scale')) || 1;
  return t('flight.discount.short', { n: Math.round((discount / scale) * 10) / 10 });
}

/** Seats left: 10 means 'more than 9'. */
export function seatsText(cabin: Pick<FlightCabin, 'seats'>, t: Translate): string {
  if (cabin.seats <= 0) return t('flight.seats.none');
  return cabin.seats >= 10 ? t('flight.seats.many') : t('flight.seats.left', { n: cabin.seats });
}

/** '2小时15分' / '2h 15m'. */
export function durationText(minutes: number, t: Translate): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return t('flight.duration.m', { m });
  return m === 0 ? t('flight.duration.h', { h }) : t('flight.duration.hm', { h, m });
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
  return t(WEEKDAYS[chinaDate(date).day()]);
}

/** '11月23日' / 'Nov 23'. */
export function dayText(date: string, t: Translate): string {
  const d = chinaDate(date);
  return t('flight.date.md', { d: d.date(), mon: t(`flight.month.${d.month() + 1}` as MessageKey) });
}

/** 'Today' / 'Tomorrow' / weekday, relative to today (the date cells and strip). */
export function relativeDayText(date: string, today: string, t: Translate): string {
  const diff = daysBetween(today, date);
  if (diff === 0) return t('flight.today');
  if (diff === 1) return t('flight.tomorrow');
  return weekdayText(date, t);
}
