/** Small display helpers of the hotel detail and booking screens. */
import { formatYuan, yuanToFen } from '../../../domain/money';
import type { MessageKey } from '../../../i18n';
import type { Phrase } from './planView';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** Data the browser must not translate (H5). */
export const NO_TRANSLATE: Record<string, unknown> = { translate: 'no' };

/** A yuan amount of the contract shown from fen. */
export const yuan = (amount: number): string => formatYuan(yuanToFen(amount));

export const say = (t: Translate, p: Phrase): string => t(p.key, p.values);

/** 'MM-DD' of a date. */
export const monthDay = (date: string): string => date.slice(5, 10);

/** A latest-arrival choice as the UI writes it: next-day hours get the '次日' prefix. */
export function arrivalText(time: string, t: Translate): string {
  const hour = Number(time.slice(0, 2));
  return hour < 14 ? t('hotelBooking.arrival.nextDay', { time }) : time;
}
