/**
 * The client checks of the flight booking form (SPEC §5 'Search and booking, general' and 'Formats'; issue 4 trip
 * requests): every part at once so each field can show its message, and the first one for the alert and the toast.
 * Pure, so it is tested without rendering.
 */
import type { BookingRules } from '../../../api/contract';
import { checkEmail, checkMobile, checkNonEmpty, checkRemark } from '../../../domain/validators';
import { validationKey, type MessageKey } from '../../../i18n';
import type { BookingTraveller, ContactInfo, DeliveryInfo } from '../../../stores/booking';
import { checkTravellerList, type Problem } from '../../../components/booking/validate';
import { dateOutsideWindow, type TripChoice } from '../../../components/tripRequest/tripRequestStore';
import { anyViolation, type TripPolicy } from './policy';
import '../../../i18n/parts/booking';
import '../../../i18n/parts/tripBooking';

/** Messages per form part; `first` is the one shown in the alert and the toast (with the traveller's name). */
export interface FormProblems {
  first: { key: MessageKey; traveller?: string; values?: Record<string, string> } | null;
  /** Booking through a trip request: none chosen under bookStyle 2 (C767), or a date outside its window. */
  trip?: MessageKey;
  traveller: Problem | null;
  contact: Partial<Record<keyof ContactInfo, MessageKey>>;
  costCenter?: MessageKey;
  project?: MessageKey;
  violation?: MessageKey;
  /** The over-budget reason is missing (violation item overBudget). */
  overBudget?: MessageKey;
  remark?: MessageKey;
  delivery: Partial<Record<'email' | 'recipient' | 'phone' | 'address', MessageKey>>;
  blocked: boolean;
}

/** No problem found (the form before its first submit). */
export const NO_PROBLEMS: FormProblems = { first: null, traveller: null, contact: {}, delivery: {}, blocked: false };

export interface FormInput {
  travellers: readonly BookingTraveller[];
  travelDate: string;
  tripEnd: string;
  contact: ContactInfo;
  costCenterId: string | null;
  projectId: string | null;
  violation: { reasonId: string; text: string };
  remark: string;
  delivery: DeliveryInfo;
  rules: BookingRules;
  policy: TripPolicy | null;
  /** Booking through a trip request (issue 4); omitted: booked freely. */
  trip?: TripCheckInput;
}

/** What the form checks of a booking through a trip request. */
export interface TripCheckInput {
  /** bookStyle 2: a request is required. */
  required: boolean;
  choice: TripChoice | null;
  /** Travel dates of the chosen segments. */
  dates: readonly string[];
  /** The total exceeds what is left of the request's transport budget. */
  overBudget: boolean;
  reason: { reasonId: string; text: string };
}

const isMasked = (s: string): boolean => s.includes('*');

type Firsts = FormProblems['first'][];

function checkTrip(trip: TripCheckInput | undefined, out: FormProblems, firsts: Firsts): void {
  if (trip?.required && !trip.choice) {
    out.trip = 'tripBooking.required';
    firsts.push({ key: out.trip });
  } else if (trip?.choice && dateOutsideWindow(trip.choice, trip.dates)) {
    out.trip = 'tripBooking.outsideWindow';
    firsts.push({ key: out.trip, values: { from: trip.choice.windowFrom, to: trip.choice.windowTo } });
  }
}

function checkPolicy(input: FormInput, out: FormProblems, firsts: Firsts): void {
  const violating = anyViolation(input.policy, input.travellers);
  if (violating && input.policy?.mustComply) {
    out.blocked = true;
    firsts.push({ key: 'booking.policy.blocked' });
  } else if (violating && !input.violation.reasonId && !input.violation.text.trim()) {
    out.violation = 'booking.error.violationRequired';
    firsts.push({ key: out.violation });
  }
  const trip = input.trip;
  if (trip?.choice && trip.overBudget && !trip.reason.reasonId && !trip.reason.text.trim()) {
    out.overBudget = 'tripBooking.overBudget.required';
    firsts.push({ key: out.overBudget });
  }
}

function checkContact(contact: ContactInfo, out: FormProblems, firsts: Firsts): void {
  if (checkNonEmpty(contact.linkman)) out.contact.linkman = 'booking.error.linkmanRequired';
  const tel = checkMobile(contact.linkTel.trim());
  if (tel) out.contact.linkTel = validationKey(tel);
  if (contact.linkEmail.trim()) {
    const mail = checkEmail(contact.linkEmail.trim());
    if (mail) out.contact.linkEmail = validationKey(mail);
  }
  for (const key of ['linkman', 'linkTel', 'linkEmail'] as const) {
    const k = out.contact[key];
    if (k) firsts.push({ key: k });
  }
}

function checkDelivery(d: DeliveryInfo, out: FormProblems, firsts: Firsts): void {
  if (d.sendMode === 1) {
    const mail = checkEmail(d.email.trim());
    if (mail) out.delivery.email = validationKey(mail);
  } else if (d.sendMode === 2) {
    if (!d.address) out.delivery.address = 'booking.error.addressRequired';
    if (checkNonEmpty(d.recipient)) out.delivery.recipient = validationKey('name.empty');
    if (!isMasked(d.phone)) {
      const phone = checkMobile(d.phone.trim());
      if (phone) out.delivery.phone = validationKey(phone);
    }
  }
  for (const key of ['email', 'address', 'recipient', 'phone'] as const) {
    const k = out.delivery[key];
    if (k) firsts.push({ key: k });
  }
}

/** The SPEC §5 checks of the whole form, every part at once so each field can show its message. */
export function checkForm(input: FormInput): FormProblems {
  const out: FormProblems = { first: null, traveller: null, contact: {}, delivery: {}, blocked: false };
  const firsts: Firsts = [];

  checkTrip(input.trip, out, firsts);

  const traveller = checkTravellerList(input.travellers, input.travelDate, input.tripEnd);
  if (traveller) {
    out.traveller = traveller;
    const who = traveller.index !== undefined ? input.travellers[traveller.index]?.name : '';
    firsts.push(who ? { key: traveller.key, traveller: who } : { key: traveller.key });
  }

  checkPolicy(input, out, firsts);
  checkContact(input.contact, out, firsts);

  if (input.rules.costCenterRequired && !input.costCenterId) {
    out.costCenter = 'booking.error.costCenterRequired';
    firsts.push({ key: out.costCenter });
  }
  if (input.rules.projectRequired && !input.projectId) {
    out.project = 'booking.error.projectRequired';
    firsts.push({ key: out.project });
  }

  const remark = checkRemark(input.remark);
  if (remark) out.remark = validationKey(remark);
  else if (input.rules.remarkRequired && !input.remark.trim()) out.remark = 'booking.error.remarkRequired';
  if (out.remark) firsts.push({ key: out.remark });

  checkDelivery(input.delivery, out, firsts);

  out.first = firsts[0] ?? null;
  return out;
}
