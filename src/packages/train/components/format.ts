/** Display helpers of the train screens: they only turn data into dictionary texts (no rules here). */
import type { TrainItem, TrainSeat } from '../../../api/contract/train';
import type { Translate } from '../../../components/format';
import { isSuspended } from '../../../domain/train/sale';
import '../../../i18n/parts/train';

export { dayText, hhmm, priceText, relativeDayText, weekdayText } from '../../../components/format';
export type { Translate };

/** Data (codes, station names, times) the browser must not machine-translate. */
export const NO_TRANSLATE: Record<string, unknown> = { translate: 'no' };

/** '4时28分' / '4h 28m'. */
export function durationText(minutes: number, t: Translate): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return t('train.duration.m', { m });
  return m === 0 ? t('train.duration.h', { h }) : t('train.duration.hm', { h, m });
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
