/**
 * The international booking form's checks (SPEC §5 hotel; §7 bookGj; §9 international room conditions) within the
 * booking kit's order: the trip request; every guest of every room named in Latin letters (A–Z, space, hyphen) and
 * no more travellers chosen than adults; the room conditions (shared rule); the latest arrival's 4-hour lead; the
 * policy's block or reason; the contact; the special requests ≤ 50 characters; the company's fields; the
 * cancellation rules ticked (H083); and the invoice (a title, and an e-mail or a postal address). Pure.
 */
import type { IntlOccupancy } from '../../../api/contract/hotelIntl';
import { checkTrip, type Firsts, type KitFormInput, type KitProblems } from '../../../components/booking/formChecks';
import { checkStayParts } from '../booking/checks';
import { occupancyProblem } from '../../../domain/hotel/occupancy';
import { checkEmail } from '../../../domain/validators';
import type { MessageKey } from '../../../i18n';
import type { DeliveryInfo } from '../../../stores/booking';
import '../../../i18n/parts/hotelBooking';
import '../../../i18n/parts/hotelIntl';

export interface IntlFormProblems extends KitProblems {
  guests?: MessageKey;
  arrival?: MessageKey;
  note?: MessageKey;
  cancelRule?: MessageKey;
  invoiceTitle?: MessageKey;
  invoiceDelivery?: MessageKey;
}

export const NO_INTL_PROBLEMS: IntlFormProblems = { first: null, traveller: null, contact: {}, blocked: false };

/** A name in Latin letters: words of A–Z joined by single spaces or hyphens. */
const LATIN = /^[A-Za-z]+(?:[ -][A-Za-z]+)*$/;

export const isLatinName = (name: string): boolean => LATIN.test(name.trim());

export interface IntlFormInput extends Omit<KitFormInput, 'travelDate' | 'tripEnd' | 'travellers'> {
  occupancy: readonly IntlOccupancy[];
  /** Every guest slot's names, in the order of the rooms. */
  names: readonly { surname: string; givenName: string }[];
  travellerCount: number;
  adultCount: number;
  checkIn: string;
  arrivalTime: string;
  note: string;
  cancelAccepted: boolean;
  needInvoice: boolean;
  titleId: string;
  delivery: DeliveryInfo;
  now: number;
}

const OCC_KEYS: Readonly<Record<string, MessageKey>> = {
  noRoom: 'hotelIntl.problem.noRoom',
  tooManyRooms: 'hotelIntl.problem.tooManyRooms',
  noAdult: 'hotelIntl.problem.noAdult',
  childAge: 'hotelIntl.problem.childAge',
  tooManyChildren: 'hotelIntl.problem.tooManyChildren',
  tooManyGuests: 'hotelIntl.problem.tooManyGuests',
};

function checkGuests(input: IntlFormInput, out: IntlFormProblems, firsts: Firsts): void {
  const occ = occupancyProblem(input.occupancy);
  if (occ) out.guests = OCC_KEYS[occ.problem];
  else if (input.travellerCount > input.adultCount) out.guests = 'hotelIntl.error.tooManyTravellers';
  else if (input.names.some((n) => !n.surname.trim() || !n.givenName.trim()))
    out.guests = 'hotelIntl.error.nameMissing';
  else if (input.names.some((n) => !isLatinName(n.surname) || !isLatinName(n.givenName)))
    out.guests = 'hotelIntl.error.name';
  if (out.guests) firsts.push({ key: out.guests, values: { rooms: '10', guests: '10', children: '10' } });
}

function checkInvoice(input: IntlFormInput, out: IntlFormProblems, firsts: Firsts): void {
  if (!input.needInvoice) return;
  const d = input.delivery;
  if (!input.titleId) out.invoiceTitle = 'hotelIntl.error.invoiceTitle';
  if (d.sendMode === 0) out.invoiceDelivery = 'hotelIntl.error.invoiceDelivery';
  else if (d.sendMode === 1 && checkEmail(d.email.trim())) out.invoiceDelivery = 'hotelIntl.error.invoiceEmail';
  else if (d.sendMode === 2 && (!d.address || !d.recipient.trim() || !d.phone.trim()))
    out.invoiceDelivery = 'hotelIntl.error.invoiceAddress';
  if (out.invoiceTitle) firsts.push({ key: out.invoiceTitle });
  if (out.invoiceDelivery) firsts.push({ key: out.invoiceDelivery });
}

export function checkIntlForm(input: IntlFormInput, blockedKey: MessageKey): IntlFormProblems {
  const out: IntlFormProblems = { first: null, traveller: null, contact: {}, blocked: false };
  const firsts: Firsts = [];
  checkTrip(input.trip, out, firsts);
  checkGuests(input, out, firsts);
  checkStayParts(input, out, firsts, blockedKey);
  checkInvoice(input, out, firsts);
  out.first = firsts[0] ?? null;
  return out;
}
