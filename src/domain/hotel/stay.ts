/**
 * Hotel stay rules (SPEC §5 hotel, §9 hotel), pure: every rule takes the caller's `now` and is evaluated in China time
 * (ARCHITECTURE §13). Client screens and the reference server share these.
 */
import { LIMITS } from '../limits';
import { addCalendarDays, chinaDayNumber, chinaDayStartMs, chinaToday, isCalendarDate } from '../time';

/** The hotel numbers of SPEC §9 hotel (and the selling horizon of the suppliers). */
export const HOTEL_RULES = {
  /** At most 10 guests on one booking (SPEC §5, §9). */
  maxGuests: LIMITS.hotel.maxGuests,
  /** The latest arrival is at least 4 hours ahead (SPEC §5, §9). */
  minLeadHours: LIMITS.hotel.minLeadHours,
  defaultNights: LIMITS.hotel.defaultNights,
  defaultRooms: LIMITS.hotel.defaultRooms,
  /** Nearby search radius, km. */
  defaultDistance: LIMITS.hotel.defaultDistance,
  /** Recommended order. */
  defaultSort: LIMITS.hotel.defaultSort,
  /** Longest stay one booking covers, nights. */
  maxNights: LIMITS.hotel.maxNights,
  /** Check-in at most this many days after today (how far ahead the suppliers sell). */
  latestCheckInDays: LIMITS.hotel.latestCheckInDays,
  /** Guest note length (SPEC §5). */
  noteMax: LIMITS.hotel.guestNoteMax,
  /** Arriving after 18:00 (or in the next-day hours) is a late arrival. */
  lateArrivalHour: LIMITS.hotel.lateArrivalHour,
} as const;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** First and last same-day arrival choices; the next-day hours follow (written '次日' by the UI). */
const FIRST_ARRIVAL_HOUR = 14;
const LAST_NEXT_DAY_HOUR = 6;
const HHMM_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** Nights between two dates 'YYYY-MM-DD' (check-out minus check-in); NaN when either is not a date. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  if (!isCalendarDate(checkIn) || !isCalendarDate(checkOut)) return NaN;
  return chinaDayNumber(checkOut) - chinaDayNumber(checkIn);
}

/** Each night of the stay as 'YYYY-MM-DD' (check-in up to the night before check-out); [] when there is none. */
export function stayDates(checkIn: string, checkOut: string): string[] {
  const nights = nightsBetween(checkIn, checkOut);
  if (!(nights > 0)) return [];
  const out: string[] = [];
  for (let i = 0; i < nights; i += 1) out.push(addCalendarDays(checkIn, i));
  return out;
}

/** The default stay: today (China time; after 22:00 still today) for 1 night (SPEC §9). */
export function defaultStay(now: number): { checkIn: string; checkOut: string } {
  const checkIn = chinaToday(now);
  return { checkIn, checkOut: addCalendarDays(checkIn, HOTEL_RULES.defaultNights) };
}

/**
 * A stay against the rules: 'pastCheckIn' when check-in is before today or not a date; 'checkOutNotAfter' when
 * check-out is not after check-in or not a date (SPEC §5: check-in cannot be later than check-out; one night at
 * least); 'tooLong' beyond 30 nights; 'tooFar' when check-in is more than 180 days after today.
 */
export function checkStay(
  checkIn: string,
  checkOut: string,
  now: number,
): 'ok' | 'pastCheckIn' | 'checkOutNotAfter' | 'tooLong' | 'tooFar' {
  if (!isCalendarDate(checkIn)) return 'pastCheckIn';
  const ahead = chinaDayNumber(checkIn) - chinaDayNumber(now);
  if (ahead < 0) return 'pastCheckIn';
  const nights = nightsBetween(checkIn, checkOut);
  if (!(nights > 0)) return 'checkOutNotAfter';
  if (ahead > HOTEL_RULES.latestCheckInDays) return 'tooFar';
  if (nights > HOTEL_RULES.maxNights) return 'tooLong';
  return 'ok';
}

/** Whether an arrival 'HH:mm' is in the next-day hours (01:00–06:00 after the check-in night began). */
export function isNextDayArrival(arrivalTime: string): boolean {
  const m = HHMM_RE.exec(arrivalTime);
  return m !== null && Number(m[1]) < FIRST_ARRIVAL_HOUR && Number(m[1]) <= LAST_NEXT_DAY_HOUR;
}

/**
 * The instant (epoch ms) of an arrival 'HH:mm' for a check-in date: the check-in day, or the next morning for the
 * next-day hours; NaN when either does not parse.
 */
export function arrivalMs(checkIn: string, arrivalTime: string): number {
  const m = HHMM_RE.exec(arrivalTime);
  if (!m || !isCalendarDate(checkIn)) return NaN;
  const day = isNextDayArrival(arrivalTime) ? addCalendarDays(checkIn, 1) : checkIn;
  return chinaDayStartMs(day) + (Number(m[1]) * 60 + Number(m[2])) * MINUTE_MS;
}

/** Every arrival choice in order: 14:00 … 23:00, 23:59, then the next-day hours 01:00 … 06:00. */
function allArrivalTimes(): string[] {
  const out: string[] = [];
  for (let h = FIRST_ARRIVAL_HOUR; h <= 23; h += 1) out.push(`${pad2(h)}:00`);
  out.push('23:59');
  for (let h = 1; h <= LAST_NEXT_DAY_HOUR; h += 1) out.push(`${pad2(h)}:00`);
  return out;
}

/**
 * The latest-arrival choices 'HH:mm' for a check-in date: 14:00 to 23:59, then next-day 01:00 to 06:00; only those
 * at least 4 hours after now (SPEC §5 lead time) — which removes some only when checking in today.
 */
export function arrivalOptions(checkIn: string, now: number): string[] {
  return allArrivalTimes().filter((t) => checkArrival(checkIn, t, now) === 'ok');
}

/** SPEC §5, §9: the latest arrival must be at least 4 hours after now (boundary included). */
export function checkArrival(checkIn: string, arrivalTime: string, now: number): 'ok' | 'leadTime' {
  const at = arrivalMs(checkIn, arrivalTime);
  if (Number.isNaN(at)) return 'leadTime';
  return at - now >= HOTEL_RULES.minLeadHours * HOUR_MS ? 'ok' : 'leadTime';
}

/**
 * Whether a plan asks for a card guarantee: only onsite plans; 'always', or 'late' when the latest arrival is after
 * 18:00 (18:00 itself is not late) or in the next-day hours.
 */
export function guaranteeNeeded(
  plan: { payType: 'prepay' | 'onsite'; guarantee: 'none' | 'always' | 'late' },
  arrivalTime: string,
): boolean {
  if (plan.payType !== 'onsite' || plan.guarantee === 'none') return false;
  if (plan.guarantee === 'always') return true;
  if (isNextDayArrival(arrivalTime)) return true;
  return arrivalTime > `${pad2(HOTEL_RULES.lateArrivalHour)}:00`;
}

/**
 * SPEC §5: at least one room and one guest, every room with a guest, at most 10 guests. `guestsPerRoom[i]` is the
 * number of guests of room i.
 */
export function checkRoomsAndGuests(
  rooms: number,
  guestsPerRoom: number[],
): 'ok' | 'noRoom' | 'noGuest' | 'roomWithoutGuest' | 'tooManyGuests' {
  if (!Number.isInteger(rooms) || rooms < 1) return 'noRoom';
  const total = guestsPerRoom.reduce((sum, n) => sum + (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0), 0);
  if (total < 1) return 'noGuest';
  for (let i = 0; i < rooms; i += 1) {
    const n = guestsPerRoom[i];
    if (n === undefined || !(n >= 1)) return 'roomWithoutGuest';
  }
  if (total > HOTEL_RULES.maxGuests) return 'tooManyGuests';
  return 'ok';
}
