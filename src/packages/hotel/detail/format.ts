/** Small display helpers of the hotel detail and booking screens. */
import { formatYuan, yuanToFen } from '../../../domain/money';
import type { MessageKey } from '../../../i18n';
import type { Phrase } from './planView';
import { NO_TRANSLATE } from '../../../components/Pressable/noTranslate';

/** Data the browser must not machine-translate (the shared marker, re-exported for this product's screens). */
export { NO_TRANSLATE };

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

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
