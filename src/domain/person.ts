/** Traveller type from age and English name split (SPEC §3, §4, §9). */
import { LIMITS } from './limits';

/** psgType values (SPEC §3): 1 adult, 2 child, 3 infant. */
export const PERSON_TYPE = { adult: 1, child: 2, infant: 3 } as const;

/** One of the {@link PERSON_TYPE} values. */
export type PersonType = (typeof PERSON_TYPE)[keyof typeof PERSON_TYPE];

// Reads the calendar date at the start of 'YYYY-MM-DD…' (a time part, if any, is ignored).
function dateParts(s: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(s.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return null;
  return [y, mo, d];
}

/**
 * Whole years between two calendar dates, counted by exact birthday (someone born on 29 February
 * turns a year older on 1 March in common years). Null when a date is unreadable or born is after onDate.
 */
export function ageOn(born: string, onDate: string): number | null {
  const b = dateParts(born);
  const o = dateParts(onDate);
  if (!b || !o) return null;
  const beforeBirthday = o[1] < b[1] || (o[1] === b[1] && o[2] < b[2]);
  const age = o[0] - b[0] - (beforeBirthday ? 1 : 0);
  return age < 0 ? null : age;
}

/**
 * Person type on a date (SPEC §4): under 2 infant, 2 to under 12 child, otherwise adult.
 * Dates are 'YYYY-MM-DD' calendar dates (use the China date of travel). Null when unreadable.
 */
export function personTypeFromAge(born: string, onDate: string): PersonType | null {
  const age = ageOn(born, onDate);
  if (age === null) return null;
  if (age < LIMITS.booking.infantUnderYears) return PERSON_TYPE.infant;
  if (age < LIMITS.booking.childUnderYears) return PERSON_TYPE.child;
  return PERSON_TYPE.adult;
}

/** An English name split on its slash (SPEC §3). */
export interface EnglishName {
  surname: string;
  given: string;
}

/** 'ZHANG/SAN' → { surname: 'ZHANG', given: 'SAN' }; no slash → all surname. Splits on the first slash. */
export function splitEnglishName(name: string | null | undefined): EnglishName {
  const s = (name ?? '').trim();
  const i = s.indexOf('/');
  if (i < 0) return { surname: s, given: '' };
  return { surname: s.slice(0, i).trim(), given: s.slice(i + 1).trim() };
}
