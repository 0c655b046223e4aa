/**
 * The travellers of a booking, for every product (SPEC §5): each resolved against the booking scope, a document on file or the one
 * typed in, the phone on file for a masked one, the passenger type by age on the first travel day; then the
 * passenger rules of the whole list and the passport validity, answered in the request's language.
 */
import type { Db } from '../../db';
import type { TravellerInput } from '../../../../src/api/contract/booking';
import { checkPassportValidity } from '../../../../src/domain/documentValidators';
import { birthDateFromId } from '../../../../src/domain/idCard';
import { personTypeFromAge } from '../../../../src/domain/person';
import { findTravellerProblem, type TravellerFacts } from '../../../../src/domain/travellers';
import { validationText, type Locale } from '../../i18n/messages';
import { invalid, notFound } from '../../lib/errors';
import { documentByRef, inScope, type Booker } from '../people/repository';
import { toBookRange, type AuthInfo } from '../session/service';
import { bookingRepository, type BookingEmployee } from './repository';

/** A traveller of the booking as established by the server. */
export interface Passenger {
  input: TravellerInput;
  name: string;
  psgType: 1 | 2 | 3;
  idType: string;
  idno: string;
  phone: string;
  empId: string | null;
  contactsId: string | null;
  deptId: string | null;
}

const isMasked = (s: string): boolean => s.includes('*');

/** Type from the birth date (or the ID number's) on the first travel day; the sent type when neither is readable. */
function typeOf(input: TravellerInput, idType: string, idno: string, travelDate: string): 1 | 2 | 3 {
  const born = input.born && input.born.trim() !== '' ? input.born : idType === 'ID' ? birthDateFromId(idno) : null;
  return (born ? personTypeFromAge(born, travelDate) : null) ?? input.psgType;
}

/** The document chosen from a profile (it must belong to the traveller named), or the one typed in. */
async function documentOf(db: Db, auth: AuthInfo, input: TravellerInput, name: string) {
  if (!input.documentRef) return { idType: input.idType as string, idno: input.idno.trim() };
  const doc = await documentByRef(db, auth.corpId, auth.empId, input.documentRef);
  const owner = doc?.owner;
  const mismatch =
    !doc ||
    (input.empId && !(owner?.kind === 'employee' && owner.empId === input.empId)) ||
    (input.contactsId && !(owner?.kind === 'contact' && owner.contactsId === input.contactsId));
  if (!doc || mismatch) throw invalid('documentRefInvalid', { name });
  return { idType: doc.idType, idno: doc.idno };
}

/** The employees {@link resolvePassengers} reads: the booker and every employee traveller of the list. */
export const bookingEmployeeIds = (auth: AuthInfo, list: readonly TravellerInput[]): string[] => [
  auth.empId,
  ...list.flatMap((input) => (input.empId ? [input.empId] : [])),
];

/**
 * Every traveller in scope with their document and phone; refused by name when out of the booker's scope. The
 * booker and the employee travellers are read at once (one statement for the whole list), or given as `staff`: the
 * active employees of the company among {@link bookingEmployeeIds}, read by the caller with what else it needs of
 * them (the flight booking reads their travel standards in the same statement).
 */
export async function resolvePassengers(
  db: Db,
  auth: AuthInfo,
  list: readonly TravellerInput[],
  travelDate: string,
  staff?: readonly BookingEmployee[],
): Promise<Passenger[]> {
  const repo = bookingRepository(db);
  const employees = new Map(
    (staff ?? (await repo.bookingEmployees(auth.corpId, bookingEmployeeIds(auth, list)))).map((e) => [e.id, e]),
  );
  const bookerRow = employees.get(auth.empId);
  if (!bookerRow) throw notFound();
  const booker: Booker = {
    id: bookerRow.id,
    corpId: bookerRow.corp_id,
    deptId: bookerRow.dept_id,
    bookRange: toBookRange(bookerRow.book_range),
    bookOutside: bookerRow.book_outside === 1,
  };
  const out: Passenger[] = [];
  for (const input of list) {
    const name = input.psgName.trim();
    const { idType, idno } = await documentOf(db, auth, input, name);
    let phone = input.phoneNumber.trim();
    let empId: string | null = null;
    let contactsId: string | null = null;
    let deptId: string | null = null;
    if (input.empId) {
      const emp = employees.get(input.empId);
      if (!emp || !inScope(booker, emp.id, emp.dept_id)) throw invalid('travellerOutOfScope', { name });
      empId = emp.id;
      deptId = emp.dept_id;
      if (isMasked(phone) || phone === '') phone = emp.phone;
    } else if (input.contactsId) {
      const [c] = await repo.frequentTravellers(auth.corpId, auth.empId, [input.contactsId]);
      if (!c) throw invalid('travellerOutOfScope', { name });
      contactsId = c.id;
      if ((isMasked(phone) || phone === '') && c.phone) phone = c.phone;
    } else if (!booker.bookOutside) {
      throw invalid('outsiderNotAllowed');
    }
    const psgType = typeOf(input, idType, idno, travelDate);
    out.push({ input, name, psgType, idType, idno, phone, empId, contactsId, deptId });
  }
  return out;
}

/** The passenger rules of the list and each passport's validity past the last arrival (SPEC §5). */
export function checkRules(passengers: readonly Passenger[], lastArrival: string, locale: Locale): void {
  const facts: TravellerFacts[] = passengers.map((p) => ({
    name: p.name,
    psgType: p.psgType,
    phone: p.phone,
    idType: p.idType,
    idno: p.idno,
    ...(p.input.guardianIndex !== undefined ? { guardianIndex: p.input.guardianIndex } : {}),
  }));
  const problem = findTravellerProblem(facts);
  if (problem) {
    const who = problem.index !== null ? passengers[problem.index]?.name : '';
    const text = validationText(locale, problem.code);
    throw invalid('travellerInvalid', { text: who ? `${who}: ${text}` : text });
  }
  for (const p of passengers) {
    if (p.idType === 'PASSPORT' && p.input.passportExpiry) {
      const code = checkPassportValidity(p.input.passportExpiry, lastArrival);
      if (code) throw invalid('travellerInvalid', { text: `${p.name}: ${validationText(locale, code)}` });
    }
  }
}

/** Employee ids among the passengers (outsiders and frequent travellers have none). */
export const employeeIds = (passengers: readonly Passenger[]): string[] =>
  passengers.map((p) => p.empId).filter((x): x is string => !!x);
