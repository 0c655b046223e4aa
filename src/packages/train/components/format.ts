/** Display helpers of the train screens: they only turn data into dictionary texts (no rules here). */
import type { TrainItem, TrainSeat } from '../../../api/contract/train';
import type { MessageKey } from '../../../i18n';
import { formatYuan, yuanToFen } from '../../../domain/money';
import { chinaDate, chinaDayNumber } from '../../../domain/time';
import { isSuspended } from '../../../domain/train/sale';
import '../../../i18n/parts/train';

/** The page's translate function (`ui.t`). */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** Data (codes, station names, times) the browser must not machine-translate. */
export const NO_TRANSLATE: Record<string, unknown> = { translate: 'no' };

/** 'HH:mm' of a 'YYYY-MM-DD HH:mm' time. */
export function hhmm(dateTime: string): string {
  return dateTime.slice(11, 16);
}

/** Yuan as shown in lists: '¥553' (cents only when there are any). */
export function priceText(yuan: number): string {
  const text = formatYuan(yuanToFen(yuan));
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** '4时28分' / '4h 28m'. */
export function durationText(minutes: number, t: Translate): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return t('train.duration.m', { m });
  return m === 0 ? t('train.duration.h', { h }) : t('train.duration.hm', { h, m });
}

/** Weekday of a date ('周一' / 'Mon'). */
export function weekdayText(date: string, t: Translate): string {
  return t(`train.weekday.${chinaDate(date).day()}` as MessageKey);
}

/** '11月23日' / '11/23'. */
export function dayText(date: string, t: Translate): string {
  const d = chinaDate(date);
  return t('train.date.md', { m: d.month() + 1, d: d.date() });
}

/** 'Today' / 'Tomorrow' / weekday. */
export function relativeDayText(date: string, today: string, t: Translate): string {
  const diff = chinaDayNumber(date) - chinaDayNumber(today);
  if (diff === 0) return t('train.today');
  if (diff === 1) return t('train.tomorrow');
  return weekdayText(date, t);
}

/** Seats left (SPEC §4: 0 reads 'no tickets'; 99 means 99 or more). */
export function seatCountText(seat: Pick<TrainSeat, 'seatCount'>, t: Translate): string {
  if (seat.seatCount <= 0) return t('train.seat.none');
  return seat.seatCount >= 99 ? t('train.seat.many') : t('train.seat.left', { n: seat.seatCount });
}

/**
 * Why a train cannot be booked, or '' when it can (SPEC §4): sales suspended (runTime 99…), stopped, or the time
 * sales open.
 */
export function saleText(train: Pick<TrainItem, 'saleDateTime' | 'runTime'>, t: Translate): string {
  if (isSuspended(train)) return t('train.suspended');
  if (train.saleDateTime === 'reservable') return '';
  if (train.saleDateTime === 'stopped' || !/^\d{4}-\d{2}-\d{2}/.test(train.saleDateTime)) return t('train.saleStopped');
  return t('train.saleAt', { time: train.saleDateTime.slice(5, 16) });
}

/** The mark by the station: the train starts or ends its run here, or passes through. */
export function stationMark(
  station: string,
  edge: string,
  kind: 'start' | 'end',
  t: Translate,
): { text: string; edge: boolean } {
  const isEdge = station === edge;
  return {
    text: t(isEdge ? (kind === 'start' ? 'train.station.start' : 'train.station.end') : 'train.station.pass'),
    edge: isEdge,
  };
}
