/**
 * The hotel booking form's checks (SPEC §5 hotel: at least one room and one guest, every room with a guest, at most
 * 10 guests, the 4-hour lead of the latest arrival, the guest note ≤ 50 characters, the cancellation rules read and
 * ticked — H083) within the booking kit's order of checks (trip request, travellers, policy, contact, company
 * fields). Hotels take up to 10 guests, so the travellers are checked one by one here rather than by the kit's
 * 9-ticket passenger rule. Pure.
 */
import {
  checkCompanyFields,
  checkContact,
  checkReasons,
  checkTrip,
  type Firsts,
  type KitFormInput,
  type KitProblems,
} from '../../../components/booking/formChecks';
import { checkAgainstOthers, checkTravellerFields } from '../../../components/booking/validate';
import { checkArrival, checkRoomsAndGuests, HOTEL_RULES } from '../../../domain/hotel/stay';
import type { MessageKey } from '../../../i18n';
import '../../../i18n/parts/hotelBooking';

export interface HotelFormProblems extends KitProblems {
  /** Rooms and guests (SPEC §5). */
  guests?: MessageKey;
  arrival?: MessageKey;
  note?: MessageKey;
  cancelRule?: MessageKey;
}

export const NO_PROBLEMS: HotelFormProblems = { first: null, traveller: null, contact: {}, blocked: false };

export interface HotelFormInput extends Omit<KitFormInput, 'travelDate' | 'tripEnd'> {
  checkIn: string;
  checkOut: string;
  rooms: number;
  guestsPerRoom: number[];
  arrivalTime: string;
  note: string;
  cancelAccepted: boolean;
  now: number;
}

const GUEST_KEYS: Readonly<Record<string, MessageKey>> = {
  noRoom: 'hotelBooking.error.noRoom',
  noGuest: 'hotelBooking.error.noGuest',
  roomWithoutGuest: 'hotelBooking.error.roomWithoutGuest',
  tooManyGuests: 'hotelBooking.error.tooManyGuests',
};

/** Each guest's own fields, then no one twice. */
function checkGuests(input: HotelFormInput, out: HotelFormProblems, firsts: Firsts): void {
  const list = input.travellers;
  for (let i = 0; i < list.length; i += 1) {
    const t = list[i];
    if (!t) continue;
    const problem = checkTravellerFields(t, input.checkIn, input.checkOut) ?? checkAgainstOthers(t, list.slice(0, i));
    if (problem) {
      out.traveller = { ...problem, index: i };
      firsts.push({ key: problem.key, traveller: t.name });
      return;
    }
  }
}

export function checkHotelForm(input: HotelFormInput, blockedKey: MessageKey): HotelFormProblems {
  const out: HotelFormProblems = { first: null, traveller: null, contact: {}, blocked: false };
  const firsts: Firsts = [];
  checkTrip(input.trip, out, firsts);
  checkGuests(input, out, firsts);
  const guests = checkRoomsAndGuests(input.rooms, input.guestsPerRoom);
  if (guests !== 'ok') {
    out.guests = GUEST_KEYS[guests];
    if (out.guests) firsts.push({ key: out.guests, values: { max: String(HOTEL_RULES.maxGuests) } });
  }
  checkStayParts(input, out, firsts, blockedKey);
  out.first = firsts[0] ?? null;
  return out;
}

/** What the stay's checks read (every hotel form: domestic and international). */
export type StayCheckInput = Omit<HotelFormInput, 'rooms' | 'guestsPerRoom' | 'travellers' | 'checkOut'>;

/**
 * The checks of a hotel form after its guests, in the form's order (both markets): the latest arrival's 4-hour lead,
 * the policy's block or reason, the contact, the note ≤ 50, the company's fields and the cancellation rules (H083).
 */
export function checkStayParts(
  input: StayCheckInput,
  out: KitProblems & Pick<HotelFormProblems, 'arrival' | 'note' | 'cancelRule'>,
  firsts: Firsts,
  blockedKey: MessageKey,
): void {
  if (!input.arrivalTime || checkArrival(input.checkIn, input.arrivalTime, input.now) !== 'ok') {
    out.arrival = 'hotelBooking.error.arrival';
    firsts.push({ key: out.arrival, values: { hours: String(HOTEL_RULES.minLeadHours) } });
  }
  checkReasons({ ...input, blockedKey }, out, firsts);
  checkContact(input.contact, out, firsts, 'hotelBooking.error.linkTelRequired');
  if ([...input.note].length > HOTEL_RULES.noteMax) {
    out.note = 'hotelBooking.error.noteTooLong';
    firsts.push({ key: out.note, values: { max: String(HOTEL_RULES.noteMax) } });
  }
  checkCompanyFields(input, out, firsts);
  if (!input.cancelAccepted) {
    out.cancelRule = 'hotelBooking.error.cancelRule';
    firsts.push({ key: out.cancelRule });
  }
}
