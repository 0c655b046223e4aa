/**
 * Train sale rules (SPEC §4 train sale, §5 train, §9 train), pure: every rule takes the caller's `now` and is
 * evaluated in China time (ARCHITECTURE §13). Client screens and the reference server share these.
 */
import { LIMITS } from '../limits';
import { addCalendarDays, chinaDayNumber, chinaToday, isCalendarDate, toChina, toEpochMs } from '../time';
import type { TimeInput } from '../time';

/** The train numbers of SPEC §9 train. */
export const TRAIN_RULES = {
  /** Sale range: today to 14 days ahead inclusive. */
  horizonDays: LIMITS.train.windowDays,
  /** Booking hours, China time, both ends inclusive (closed 00:00–04:59 for rail maintenance). */
  bookingOpen: LIMITS.train.bookingOpen,
  bookingClose: LIMITS.train.bookingClose,
  /** Changes and refunds (and offline bookings) at least 4 hours before departure. */
  afterSalesLeadHours: LIMITS.train.alterLeadHours,
  /** Waitlist (ticket grabbing) orders up to 3 hours before the latest departure. */
  benchLeadHours: LIMITS.train.grabLeadHours,
  /** A waitlist order succeeds within at most 3 minutes. */
  benchMaxMinutes: LIMITS.train.grabResultMaxMinutes,
  /** The flight suggestion shows when the departure is within 29 days. */
  flightSuggestDays: LIMITS.train.flightSuggestionDays,
  /** Fast trains: high-speed, intercity and bullet. */
  fastTypes: ['G', 'C', 'D'] as readonly string[],
  /** Departing within 2 hours asks confirmation; within 30 minutes with a warning (SPEC §5). */
  soonMinutes: LIMITS.train.confirmWithinMinutes,
  imminentMinutes: LIMITS.train.warnWithinMinutes,
  /** Child ticket bands by height in centimetres (SPEC §9). */
  childMinCm: 120,
  childMaxCm: 150,
} as const;

const MINUTE_MS = 60_000;

/** Minutes from `now` until a China time (negative when past); NaN when it does not parse. */
function minutesUntil(at: TimeInput, now: number): number {
  return (toEpochMs(at) - now) / MINUTE_MS;
}

/** Whole calendar days from today's China date to a 'YYYY-MM-DD' date; NaN when it is not a date. */
function daysFromToday(date: string, now: number): number {
  const day = date.slice(0, 10);
  if (!isCalendarDate(day)) return NaN;
  return chinaDayNumber(day) - chinaDayNumber(now);
}

/** The sale range as China dates: today to today + 14. */
export function trainSaleRange(now: number): { first: string; last: string } {
  const first = chinaToday(now);
  return { first, last: addCalendarDays(first, TRAIN_RULES.horizonDays) };
}

/** The default query date: tomorrow, China time. */
export function defaultTrainDate(now: number): string {
  return addCalendarDays(chinaToday(now), LIMITS.train.defaultDaysAhead);
}

/**
 * A query date against the sale range: 'expired' before today (SPEC §5 expired trip date), 'outOfRange' after
 * today + 14 or when it is not a date (SPEC §5 previous/next day out of range), else 'ok'.
 */
export function checkTrainDate(date: string, now: number): 'ok' | 'expired' | 'outOfRange' {
  const d = daysFromToday(date, now);
  if (Number.isNaN(d)) return 'outOfRange';
  if (d < 0) return 'expired';
  if (d > TRAIN_RULES.horizonDays) return 'outOfRange';
  return 'ok';
}

/** SPEC §4: a runTime beginning with 99 means sales are suspended. */
export function isSuspended(train: { runTime: string }): boolean {
  return train.runTime.startsWith('99');
}

/** SPEC §4: a train is bookable only when saleDateTime is 'reservable' (and its sales are not suspended). */
export function isTrainReservable(train: { saleDateTime: string; runTime: string }): boolean {
  return train.saleDateTime === 'reservable' && !isSuspended(train);
}

/** SPEC §4: a seat is bookable only with a count above 0 and wb not 2. */
export function isSeatBookable(seat: { seatCount: number; wb: 0 | 1 | 2 }): boolean {
  return seat.seatCount > 0 && seat.wb !== 2;
}

/** SPEC §5, §9: rail booking 05:00 to 23:59 China time. */
export function withinBookingHours(now: number): boolean {
  const hm = toChina(now).format('HH:mm');
  return hm >= TRAIN_RULES.bookingOpen && hm <= TRAIN_RULES.bookingClose;
}

/**
 * SPEC §5: departing within 2 hours asks confirmation ('soon'); within 30 minutes adds the warning about security
 * and check-in time ('imminent'). Both limits inclusive.
 */
export function departureWarning(depTime: string, now: number): 'none' | 'soon' | 'imminent' {
  const left = minutesUntil(depTime, now);
  if (Number.isNaN(left)) return 'none';
  if (left <= TRAIN_RULES.imminentMinutes) return 'imminent';
  if (left <= TRAIN_RULES.soonMinutes) return 'soon';
  return 'none';
}

/** SPEC §5: changes and refunds must be requested at least 4 hours before departure. */
export function afterSalesOpen(depTime: string, now: number): boolean {
  return minutesUntil(depTime, now) >= TRAIN_RULES.afterSalesLeadHours * 60;
}

/** SPEC §9: a waitlist order can be placed up to 3 hours before the latest departure. */
export function benchOpen(latestDepTime: string, now: number): boolean {
  return minutesUntil(latestDepTime, now) >= TRAIN_RULES.benchLeadHours * 60;
}

/** SPEC §9: over 1.5 m adult ticket, 1.2 to 1.5 m child ticket, under 1.2 m free. */
export function heightBand(heightCm: number): 'adult' | 'child' | 'free' {
  if (heightCm > TRAIN_RULES.childMaxCm) return 'adult';
  if (heightCm >= TRAIN_RULES.childMinCm) return 'child';
  return 'free';
}

/** SPEC §9: G, C and D trains are fast trains. */
export function isFastTrain(trainCode: string): boolean {
  return TRAIN_RULES.fastTypes.includes(trainCode.trim().charAt(0).toUpperCase());
}

/** SPEC §9: suggest flights when the departure day is today or within 29 days of it. */
export function suggestFlight(depDate: string, now: number): boolean {
  const d = daysFromToday(depDate, now);
  return d >= 0 && d <= TRAIN_RULES.flightSuggestDays;
}
