/** Time windows of booking rules (SPEC §5, §9), evaluated in China time (ARCHITECTURE §13). */
import { LIMITS } from './limits';
import { chinaDate, toChina, toEpochMs } from './time';
import type { TimeInput } from './time';

const MINUTE_MS = 60_000;

const minutesUntil = (departure: TimeInput, now: TimeInput): number =>
  (toEpochMs(departure) - toEpochMs(now)) / MINUTE_MS;

/** Flight booking is blocked within 40 minutes of departure: bookable only with more than 40 minutes left. */
export function isFlightBookable(departure: TimeInput, now: TimeInput): boolean {
  return minutesUntil(departure, now) > LIMITS.booking.flightCutoffMinutes;
}

/** Train booking hours 05:00 to 23:59 China time (closed 00:00–04:59). */
export function isTrainBookingHour(now: TimeInput): boolean {
  const t = toChina(now).format('HH:mm');
  return t >= LIMITS.train.bookingOpen && t <= LIMITS.train.bookingClose;
}

// Whole days from today's China date to a 'YYYY-MM-DD' date (negative in the past), or NaN.
function daysFromToday(date: string, now: TimeInput): number {
  const target = chinaDate(date.slice(0, 10));
  if (!target.isValid()) return NaN;
  const today = chinaDate(toChina(now).format('YYYY-MM-DD'));
  return Math.round((target.valueOf() - today.valueOf()) / 86_400_000);
}

/** Train dates: today to 14 days ahead inclusive. */
export function isWithinTrainWindow(date: string, now: TimeInput): boolean {
  const d = daysFromToday(date, now);
  return d >= 0 && d <= LIMITS.train.windowDays;
}

/** Default train query date: tomorrow in China time ('YYYY-MM-DD'). */
export function defaultTrainDate(now: TimeInput): string {
  return toChina(now).add(LIMITS.train.defaultDaysAhead, 'day').format('YYYY-MM-DD');
}

/** Airport transfer bookable only within 30 days (today to 30 days ahead inclusive). */
export function isAirportTransferBookable(date: string, now: TimeInput): boolean {
  const d = daysFromToday(date, now);
  return d >= 0 && d <= LIMITS.booking.airportTransferDays;
}

/** A query date cannot be earlier than today (SPEC §5). */
export function isPastDate(date: string, now: TimeInput): boolean {
  return daysFromToday(date, now) < 0;
}

/** Train departure prompt (SPEC §5): within 30 minutes 'warn', within 2 hours 'confirm', else 'none'. */
export function trainDepartureAlert(departure: TimeInput, now: TimeInput): 'none' | 'confirm' | 'warn' {
  const left = minutesUntil(departure, now);
  if (left <= LIMITS.train.warnWithinMinutes) return 'warn';
  if (left <= LIMITS.train.confirmWithinMinutes) return 'confirm';
  return 'none';
}

/** Train changes and refunds (and offline bookings) must be requested at least 4 hours ahead. */
export function isTrainAlterAllowed(departure: TimeInput, now: TimeInput): boolean {
  return minutesUntil(departure, now) >= LIMITS.train.alterLeadHours * 60;
}
