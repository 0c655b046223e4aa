/** Small display helpers of the train booking and order screens (times are China local 'YYYY-MM-DD HH:mm'). */
import type { MessageKey } from '../../../i18n';
import '../../../i18n/parts/trainBooking';

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** 'HH:mm' of a 'YYYY-MM-DD HH:mm' time. */
export const hhmm = (time: string): string => time.slice(11, 16);

/** 'MM-DD' of a 'YYYY-MM-DD…' time. */
export const monthDay = (time: string): string => time.slice(5, 10);

/** '2 h 35 min' / '2小时35分'; under an hour in minutes only. */
export function durationText(minutes: number, t: Translate): string {
  const m = Math.max(0, Math.round(minutes));
  const h = Math.floor(m / 60);
  return h > 0
    ? t('trainBooking.edit.hours', { h, m: String(m % 60).padStart(2, '0') })
    : t('trainBooking.edit.minutes', { m });
}

/**
 * `translate="no"` for data (train numbers, stations, seats, ticket numbers): page translators must leave it alone.
 * Spread onto a Text or View (the Taro typings do not list the attribute; H5 passes it to the element).
 */
export const NO_TRANSLATE: Record<string, unknown> = { translate: 'no' };
