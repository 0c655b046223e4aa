/**
 * Client checks of the booking kit (SPEC §5), pure so they are tested without rendering: one traveller's fields as
 * the document type shows them, then the whole list through the domain's passenger rules.
 */
import { findTravellerProblem, type TravellerFacts } from '../../domain/travellers';
import {
  checkIdCard,
  checkMobile,
  convertId15To18,
  checkName,
  checkPassportNo,
  checkPassportValidity,
} from '../../domain/validators';
import { ageOn, personTypeFromAge, PERSON_TYPE, type PersonType } from '../../domain/person';
import type { ValidationCode } from '../../domain/validationCodes';
import { validationKey, type MessageKey } from '../../i18n';
import type { IdType } from '../../api/contract';
import { documentNumber, travellerPhone, type BookingTraveller } from '../../stores/booking';
import '../../i18n/parts/booking';

/** A problem to show: a dictionary key, and the traveller it concerns (index in the list) when there is one. */
export interface Problem {
  key: MessageKey;
  index?: number;
  /** The form field to mark. */
  field?: TravellerField;
}

export type TravellerField = 'name' | 'idno' | 'expiry' | 'passportExtra' | 'sex' | 'born' | 'phone';

/** The document types of SPEC §9, in the order the form offers them. */
export { ID_TYPES } from '../../domain/documentTypes';

/** Which extra fields a document type shows (SPEC §3: the fields shown depend on the document type). */
export function documentFields(idType: IdType): { expiry: boolean; passportExtra: boolean; bornAndSex: boolean } {
  switch (idType) {
    case 'ID':
      // Birth date and sex come from the number.
      return { expiry: false, passportExtra: false, bornAndSex: false };
    case 'PASSPORT':
      return { expiry: true, passportExtra: true, bornAndSex: true };
    default:
      return { expiry: true, passportExtra: false, bornAndSex: true };
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written 'YYYY-MM-DD'. */
export function isDate(value: string): boolean {
  return DATE.test(value) && ageOn(value, value) === 0;
}

/** Passenger type on the travel date (SPEC §9 age bands); adult when the birth date is unknown. */
export function psgTypeOf(t: Pick<BookingTraveller, 'born'>, travelDate: string): PersonType {
  return (t.born && personTypeFromAge(t.born, travelDate)) || PERSON_TYPE.adult;
}

/** What the domain's passenger rules look at. */
export function travellerFacts(t: BookingTraveller, travelDate: string): TravellerFacts {
  return {
    name: t.name,
    psgType: psgTypeOf(t, travelDate),
    phone: travellerPhone(t),
    idType: t.idType,
    idno: documentNumber(t),
  };
}

const v = (code: ValidationCode, field?: TravellerField): Problem => ({ key: validationKey(code), field });

/**
 * One traveller's own fields (name, document as its type requires, sex, birth date, mobile). `tripEnd` is the last
 * travel date, for the passport's 6-month validity. Null when all pass.
 */
export function checkTravellerFields(t: BookingTraveller, travelDate: string, tripEnd: string): Problem | null {
  const nameCode = checkName(t.name);
  if (nameCode) return v(nameCode, 'name');
  const fields = documentFields(t.idType);
  const onFile = !t.idno && Boolean(t.documentRef);
  if (!onFile) {
    if (!t.idno.trim()) return v('idCard.empty', 'idno');
    if (t.idType === 'ID') {
      const code = checkIdCard(t.idno.trim());
      if (code) return v(code, 'idno');
    } else if (t.idType === 'PASSPORT') {
      const code = checkPassportNo(t.idno.trim());
      if (code) return v(code, 'idno');
    }
  }
  if (t.idType === 'PASSPORT') {
    if (!onFile && (!t.nationality.trim() || !t.placeOfIssue.trim() || !t.birthPlace.trim())) {
      return v('passport.validityEmpty', 'passportExtra');
    }
    const code = checkPassportValidity(t.expiry || null, tripEnd);
    if (code) return v(code, 'expiry');
  } else if (fields.expiry && t.expiry && !isDate(t.expiry)) {
    return { key: 'booking.error.expiryRequired', field: 'expiry' };
  }
  if (t.sex !== 'M' && t.sex !== 'F') return { key: 'booking.error.sexRequired', field: 'sex' };
  if (!t.born || !isDate(t.born) || ageOn(t.born, travelDate) === null) {
    return { key: 'booking.error.bornRequired', field: 'born' };
  }
  const phone = travellerPhone(t);
  if (psgTypeOf(t, travelDate) === PERSON_TYPE.adult || phone) {
    if (!phone.includes('*')) {
      const code = checkMobile(phone.trim());
      if (code) return v(code, 'phone');
    }
  }
  return null;
}

// Field codes of the domain rules, to mark the right input.
const FIELD_OF: Partial<Record<ValidationCode, TravellerField>> = {
  'name.empty': 'name',
  'name.format': 'name',
  'idCard.empty': 'idno',
  'idCard.format': 'idno',
  'idCard.region': 'idno',
  'idCard.birthday': 'idno',
  'idCard.checksum': 'idno',
  'passport.empty': 'idno',
  'passport.tooLong': 'idno',
  'passport.format': 'idno',
  'mobile.empty': 'phone',
  'mobile.format': 'phone',
  'passenger.duplicate': 'name',
  'passenger.phoneDuplicate': 'phone',
};

/**
 * The whole list: each traveller's fields, then the SPEC §5 passenger rules of the domain (count, duplicates,
 * phones, the mix, an adult with a document).
 */
export function checkTravellerList(
  list: readonly BookingTraveller[],
  travelDate: string,
  tripEnd: string,
  max?: number,
): Problem | null {
  for (let i = 0; i < list.length; i += 1) {
    const problem = checkTravellerFields(list[i] as BookingTraveller, travelDate, tripEnd);
    if (problem) return { ...problem, index: i };
  }
  const found = findTravellerProblem(
    list.map((t) => travellerFacts(t, travelDate)),
    max,
  );
  if (!found) return null;
  return {
    key: validationKey(found.code),
    index: found.index ?? undefined,
    field: FIELD_OF[found.code],
  };
}

// Same normalisation as the domain's passenger rules: names case-blind with spaces around the slash ignored,
// documents by type and number (a 15-digit ID as its 18-digit form), masked values never compared.
const nameKey = (name: string): string =>
  name
    .trim()
    .toUpperCase()
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ');

function documentKey(t: BookingTraveller): string | null {
  if (!t.idno) return t.documentRef ? `ref:${t.documentRef}` : null;
  const raw = t.idno.trim().toUpperCase();
  if (raw === '' || raw.includes('*')) return null;
  return `${t.idType}:${t.idType === 'ID' && raw.length === 15 ? (convertId15To18(raw) ?? raw) : raw}`;
}

const phoneKey = (t: BookingTraveller): string | null => {
  const phone = travellerPhone(t).trim();
  return phone === '' || phone.includes('*') ? null : phone;
};

/**
 * Whether `t` repeats another traveller of the list (SPEC §5: same person — name or document — or same phone), for
 * the inline form before it is saved. The booking's final check runs the domain rules on the whole list.
 */
export function checkAgainstOthers(t: BookingTraveller, others: readonly BookingTraveller[]): Problem | null {
  const rest = others.filter((o) => o.key !== t.key);
  const doc = documentKey(t);
  if (rest.some((o) => nameKey(o.name) === nameKey(t.name) || (doc !== null && documentKey(o) === doc))) {
    return { key: validationKey('passenger.duplicate'), field: 'name' };
  }
  const phone = phoneKey(t);
  if (phone !== null && rest.some((o) => phoneKey(o) === phone)) {
    return { key: validationKey('passenger.phoneDuplicate'), field: 'phone' };
  }
  return null;
}
