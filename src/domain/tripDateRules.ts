/**
 * Trip-request date rules (SPEC §4): which dates a booking made against an approved trip request may use.
 * Range type 0 uses the plan dates (the request's own dateBegin..dateEnd exactly), 1 the request dates widened by a
 * tolerance in days on both sides, 2 the chosen route leg's dates widened by the tolerance. Dates are China calendar
 * dates 'YYYY-MM-DD'; windows are inclusive at both ends.
 */

/** 0 plan (request) dates, 1 request dates ± tolerance, 2 route dates ± tolerance. */
export type TripDateRangeType = 0 | 1 | 2;

/** A company's date rule (parameters `trip.dateRangeType` and `trip.dateToleranceDays`). */
export interface TripDateRule {
  rangeType: TripDateRangeType;
  /** Whole days ≥ 0; ignored by range type 0. */
  toleranceDays: number;
}

/** Inclusive date window, 'YYYY-MM-DD' both ends. */
export interface TripDateWindow {
  from: string;
  to: string;
}

/** Dates of a request or of one route leg; a leg without an end date lasts one day. */
export interface TripDates {
  dateBegin: string;
  dateEnd?: string | null;
}

/** The rule when a company sets none: plan dates exactly. */
export const DEFAULT_TRIP_DATE_RULE: TripDateRule = { rangeType: 0, toleranceDays: 0 };

/** The longest tolerance honoured; larger parameter values are capped (a typo must not open a year-long window). */
export const MAX_TRIP_TOLERANCE_DAYS = 30;

const DAY_MS = 86_400_000;
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a string is a real calendar date 'YYYY-MM-DD'. */
export function isTripDate(day: string): boolean {
  const m = DAY_RE.exec(day);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Calendar arithmetic on 'YYYY-MM-DD', done in UTC (a calendar date has no zone). */
export function shiftTripDate(day: string, days: number): string {
  const m = DAY_RE.exec(day);
  if (!m) throw new Error(`not a date: ${day}`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) + days * DAY_MS;
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Reads the two parameter values (strings from the parameters table, or numbers). Unreadable or out-of-range values
 * fall back to the default: range type 0, tolerance 0; the tolerance is capped at {@link MAX_TRIP_TOLERANCE_DAYS}.
 */
export function parseTripDateRule(rangeType: unknown, toleranceDays: unknown): TripDateRule {
  const type = Number(typeof rangeType === 'string' ? rangeType.trim() : rangeType);
  const tol = Number(typeof toleranceDays === 'string' ? toleranceDays.trim() : toleranceDays);
  const rt: TripDateRangeType = type === 1 || type === 2 ? type : 0;
  const days = Number.isInteger(tol) && tol > 0 ? Math.min(tol, MAX_TRIP_TOLERANCE_DAYS) : 0;
  return { rangeType: rt, toleranceDays: rt === 0 ? 0 : days };
}

function endOf(d: TripDates): string {
  return d.dateEnd && d.dateEnd >= d.dateBegin ? d.dateEnd : d.dateBegin;
}

/**
 * The booking window. Type 0: request dates exactly. Type 1: request dates ± tolerance. Type 2: the leg's dates ±
 * tolerance; without a leg (booking against the request as a whole) the request dates ± tolerance.
 */
export function tripBookingWindow(rule: TripDateRule, request: TripDates, route?: TripDates | null): TripDateWindow {
  if (rule.rangeType === 0) return { from: request.dateBegin, to: endOf(request) };
  const base = rule.rangeType === 2 && route ? route : request;
  const tol = Math.max(0, Math.floor(rule.toleranceDays));
  return { from: shiftTripDate(base.dateBegin, -tol), to: shiftTripDate(endOf(base), tol) };
}

/** Whether a date lies within the window (inclusive). */
export function isInTripWindow(win: TripDateWindow, day: string): boolean {
  return isTripDate(day) && day >= win.from && day <= win.to;
}

/** The first of the dates outside the window, or null when all fit (a round trip checks both dates). */
export function firstDateOutsideTripWindow(win: TripDateWindow, days: readonly string[]): string | null {
  for (const d of days) if (!isInTripWindow(win, d)) return d;
  return null;
}
