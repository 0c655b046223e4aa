/** Display helpers of the flight screens: they only turn data into dictionary texts (no rules here). */
import type { FlightCabin } from '../../api/contract/flight';
import type { Translate } from '../../components/format';
import '../../i18n/parts/flight';

export { dayText, hhmm, priceText, relativeDayText, weekdayText } from '../../components/format';
export type { Translate };

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
