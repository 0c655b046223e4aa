/**
 * Passenger rules of one booking (SPEC §5 "Search and booking, general"; §9 booking limits): shared by the traveller
 * picker, the booking form and the server's booking check.
 */
import { LIMITS } from './limits';
import { PERSON_TYPE } from './person';
import { checkPassengerMix } from './passengers';
import { checkMobile, checkName } from './validators';
import { checkIdCard, convertId15To18 } from './idCard';
import { checkPassportNo } from './documentValidators';
import type { ValidationCode, ValidationResult } from './validationCodes';

/** What the passenger rules look at in one traveller. */
export interface TravellerFacts {
  /** Chinese name or 'SURNAME/GIVEN'. */
  name: string;
  /** SPEC §3: 1 adult, 2 child, 3 infant. */
  psgType: 1 | 2 | 3;
  /** Mobile; a masked one (with '*', from a profile on file) counts as present and is not format-checked. */
  phone: string;
  /** Document type, as the contract's `IdType` ('ID', 'PASSPORT', …). */
  idType: string;
  /** Document number typed in; a masked one (with '*', a document on file) counts as present, unchecked. */
  idno: string;
  /** Child or infant: index in the list of the adult they travel with. */
  guardianIndex?: number;
}

/** The first broken rule and the traveller it concerns (null: a rule about the whole list). */
export interface TravellerProblem {
  code: ValidationCode;
  index: number | null;
}

const isBlank = (s: string | null | undefined): boolean => s == null || s.trim() === '';
const isMasked = (s: string): boolean => s.includes('*');

// Names compare case-blind with spaces normalised ('Zhang / San' = 'ZHANG/SAN').
const nameKey = (name: string): string =>
  name
    .trim()
    .toUpperCase()
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ');

// Document key: type + number, upper case; a 15-digit ID number as its 18-digit form. Null when masked.
function documentKey(t: TravellerFacts): string | null {
  const raw = t.idno.trim().toUpperCase();
  if (raw === '' || isMasked(raw)) return null;
  const number = t.idType === 'ID' && raw.length === 15 ? (convertId15To18(raw) ?? raw) : raw;
  return `${t.idType}:${number}`;
}

function checkDocument(t: TravellerFacts): ValidationResult {
  if (isBlank(t.idno)) return 'idCard.empty';
  if (isMasked(t.idno)) return null;
  if (t.idType === 'ID') return checkIdCard(t.idno.trim());
  if (t.idType === 'PASSPORT') return checkPassportNo(t.idno.trim());
  return null;
}

function checkPhone(t: TravellerFacts): ValidationResult {
  // Children and infants often have no phone of their own: optional for them, checked when given.
  if (t.psgType !== PERSON_TYPE.adult && isBlank(t.phone)) return null;
  if (!isBlank(t.phone) && isMasked(t.phone)) return null;
  return checkMobile(t.phone.trim());
}

// Index of the first traveller whose key repeats an earlier one (null keys never match).
function firstRepeat(list: readonly TravellerFacts[], keys: (t: TravellerFacts) => (string | null)[]): number | null {
  const seen = new Set<string>();
  for (let i = 0; i < list.length; i += 1) {
    const own = keys(list[i] as TravellerFacts).filter((k): k is string => k !== null);
    if (own.some((k) => seen.has(k))) return i;
    for (const k of own) seen.add(k);
  }
  return null;
}

const hasDocument = (t: TravellerFacts | undefined): boolean =>
  t !== undefined && t.psgType === PERSON_TYPE.adult && !isBlank(t.idno);

/**
 * Checks a booking's travellers and names the first problem, in this order:
 * 1. the list: empty ('passenger.empty'), more than `max` ('passenger.tooMany'; 9 tickets, SPEC §5; a product
 *    with another limit passes its own, e.g. 10 hotel guests);
 * 2. each traveller in turn: name (Chinese or SURNAME/GIVEN: 'name.empty' | 'name.format'), document number
 *    (required: 'idCard.empty'; an ID card or passport number typed in must be valid), phone (required for adults,
 *    optional for children and infants; 'mobile.empty' | 'mobile.format');
 * 3. duplicates: the same name or the same document as an earlier traveller ('passenger.duplicate'), the same
 *    phone ('passenger.phoneDuplicate'); masked values are not compared (the server checks the real ones);
 * 4. the mix (SPEC §9): an adult is needed; each adult carries up to two children and one infant;
 * 5. guardians: a child or infant travels with an adult who has a document — `guardianIndex`, when given, must
 *    name such an adult of the list ('passenger.childNeedsAdultDocument'), and no adult is named by more than two
 *    children or one infant ('passenger.tooManyChildren' | 'passenger.tooManyInfants').
 * Null when all rules pass.
 */
export function findTravellerProblem(
  list: readonly TravellerFacts[],
  max: number = LIMITS.booking.maxTickets,
): TravellerProblem | null {
  if (list.length === 0) return { code: 'passenger.empty', index: null };
  if (list.length > max) return { code: 'passenger.tooMany', index: null };

  for (let i = 0; i < list.length; i += 1) {
    const t = list[i] as TravellerFacts;
    const code = checkName(t.name) ?? checkDocument(t) ?? checkPhone(t);
    if (code !== null) return { code, index: i };
  }

  const duplicate = firstRepeat(list, (t) => [`name:${nameKey(t.name)}`, documentKey(t)]);
  if (duplicate !== null) return { code: 'passenger.duplicate', index: duplicate };
  const phoneKey = (t: TravellerFacts): string | null =>
    isBlank(t.phone) || isMasked(t.phone) ? null : t.phone.trim();
  const samePhone = firstRepeat(list, (t) => [phoneKey(t)]);
  if (samePhone !== null) return { code: 'passenger.phoneDuplicate', index: samePhone };

  const mix = checkPassengerMix(
    list.map((t) => t.psgType),
    max,
  );
  if (mix !== null) return { code: mix, index: null };

  const children = new Map<number, number>();
  const infants = new Map<number, number>();
  for (let i = 0; i < list.length; i += 1) {
    const t = list[i] as TravellerFacts;
    if (t.psgType === PERSON_TYPE.adult) continue;
    if (t.guardianIndex === undefined) {
      if (!list.some(hasDocument)) return { code: 'passenger.childNeedsAdultDocument', index: i };
      continue;
    }
    const g = t.guardianIndex;
    if (!Number.isInteger(g) || !hasDocument(list[g])) {
      return { code: 'passenger.childNeedsAdultDocument', index: i };
    }
    const tally = t.psgType === PERSON_TYPE.child ? children : infants;
    const n = (tally.get(g) ?? 0) + 1;
    tally.set(g, n);
    if (t.psgType === PERSON_TYPE.child && n > LIMITS.booking.childrenPerAdult) {
      return { code: 'passenger.tooManyChildren', index: i };
    }
    if (t.psgType === PERSON_TYPE.infant && n > LIMITS.booking.infantsPerAdult) {
      return { code: 'passenger.tooManyInfants', index: i };
    }
  }
  return null;
}

/** SPEC §5 passenger rules of one booking: the code of {@link findTravellerProblem}, or null when all pass. */
export function checkTravellers(list: TravellerFacts[]): ValidationResult {
  return findTravellerProblem(list)?.code ?? null;
}
