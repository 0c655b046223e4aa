/**
 * Document drafts of the people forms (SPEC §3: the fields shown depend on the document type; §5 ID, passport and
 * date rules). A number field starts empty: the number on file shows masked as a hint and is kept unless a new
 * number is typed or the document is removed.
 */
import type { IdType } from '../../../api/contract';
import { isDate } from '../../../components/booking/validate';
import { validationKey, type MessageKey } from '../../../i18n';
import { birthDateFromId, checkIdCard, checkPassportNo, sexFromId } from '../../../domain/validators';
import '../../../i18n/parts/people';

/** The document types other than the ID card and the passport (the employee record's 'other' document). */
export { OTHER_ID_TYPES, type OtherIdType } from '../../../domain/documentTypes';

/** Errors of one document, by the fields DocumentFields marks. */
export interface DocErrors {
  idno?: MessageKey;
  expiry?: MessageKey;
  passportExtra?: MessageKey;
}

/** What the rules look at for one document. `typed` is the new number ('' keeps the one on file). */
export interface DocCheck {
  idType: IdType;
  typed: string;
  expiry: string;
  /** Place of issue (and of birth, for an employee) when the form has them; undefined = not asked. */
  extras: readonly (string | undefined)[];
}

/**
 * One document's fields: an ID number with its checksum and region; a passport number ≤ 9 letters and digits with
 * its expiry and places (SPEC §5); any other document's expiry, when given, a real date. Only a newly typed
 * number is checked: a number on file was checked when it was saved.
 */
export function checkDocument(doc: DocCheck): DocErrors {
  const typed = doc.typed.trim();
  if (!typed) return {};
  if (doc.idType === 'ID') {
    const code = checkIdCard(typed);
    return code ? { idno: validationKey(code) } : {};
  }
  if (doc.idType === 'PASSPORT') {
    const code = checkPassportNo(typed);
    if (code) return { idno: validationKey(code) };
    if (!isDate(doc.expiry.trim())) return { expiry: validationKey('passport.validityEmpty') };
    if (doc.extras.some((v) => v !== undefined && v.trim() === '')) {
      return { passportExtra: validationKey('passport.validityEmpty') };
    }
    return {};
  }
  return doc.expiry.trim() && !isDate(doc.expiry.trim()) ? { expiry: 'people.v.date' } : {};
}

/** Birth date and sex read from a valid ID number (SPEC §5), else null. */
export function fromIdNumber(idno: string): { born: string; sex: 'M' | 'F' } | null {
  const id = idno.trim();
  if (checkIdCard(id) !== null) return null;
  const born = birthDateFromId(id);
  const sex = sexFromId(id);
  return born && sex ? { born, sex } : null;
}

/** 'zhang san' / 'Zhang/San ' → 'ZHANG/SAN' (a space stands for the slash when there is none). */
export function normaliseEnglishName(raw: string): string {
  const s = raw.trim().replace(/\s+/g, ' ').toUpperCase();
  if (s === '' || s.includes('/')) return s.replace(/\s*\/\s*/, '/');
  return s.replace(' ', '/');
}

const LATIN_NAME = /^[A-Z]+(?: [A-Z]+)*\/[A-Z]+(?: [A-Z]+)*$/;

/** An English name 'SURNAME/GIVEN' (empty is fine: it is optional). */
export function checkEnglishName(raw: string): MessageKey | null {
  const s = normaliseEnglishName(raw);
  return s === '' || (s.length <= 60 && LATIN_NAME.test(s)) ? null : 'people.v.engName';
}

/** A birth date, when given, must be a real date not in the future. */
export function checkBorn(born: string, today: string): MessageKey | null {
  const s = born.trim();
  if (!s) return null;
  return isDate(s) && s <= today ? null : 'people.v.born';
}
