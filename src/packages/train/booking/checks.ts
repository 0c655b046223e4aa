/**
 * The client checks of the train booking form (SPEC §5 train and 'Search and booking, general'): the travellers
 * (1 to 9, documents, no shared phones), children's height bands, the contact mobile, the company's required fields,
 * the violation reason or the block (wb 2), and the trip request. Every part at once so each field can show its
 * message, and the first one for the alert and the toast. Pure.
 */
import type { BookingRules } from '../../../api/contract';
import { checkMobile, checkNonEmpty, checkEmail, checkRemark } from '../../../domain/validators';
import { validationKey, type MessageKey } from '../../../i18n';
import type { BookingTraveller, ContactInfo } from '../../../stores/booking';
import { checkTravellerList, type Problem } from '../../../components/booking/validate';
import { dateOutsideWindow, type TripChoice } from '../../../components/tripRequest/tripRequestStore';
import { needsBand, type HeightBand } from './passengers';
import '../../../i18n/parts/booking';
import '../../../i18n/parts/tripBooking';
import '../../../i18n/parts/trainBooking';

export interface TrainFormProblems {
  first: { key: MessageKey; traveller?: string; values?: Record<string, string> } | null;
  trip?: MessageKey;
  traveller: Problem | null;
  /** Children without a height band, by traveller key. */
  bands: Record<string, MessageKey>;
  contact: Partial<Record<keyof ContactInfo, MessageKey>>;
  railAccount?: MessageKey;
  costCenter?: MessageKey;
  project?: MessageKey;
  violation?: MessageKey;
  overBudget?: MessageKey;
  remark?: MessageKey;
  blocked: boolean;
}

export const NO_PROBLEMS: TrainFormProblems = { first: null, traveller: null, bands: {}, contact: {}, blocked: false };

export interface TrainFormInput {
  travellers: readonly BookingTraveller[];
  travelDate: string;
  tripEnd: string;
  bands: Readonly<Record<string, HeightBand>>;
  contact: ContactInfo;
  costCenterId: string | null;
  projectId: string | null;
  violation: { reasonId: string; text: string };
  remark: string;
  rules: BookingRules;
  /** Some seat is above the standard (wb 1 or 2); `blocked` when one is wb 2. */
  violating: boolean;
  blocked: boolean;
  /** The rail account's own check (a passenger not in its list), from the rail-account section. */
  railAccountProblem?: MessageKey;
  trip?: {
    required: boolean;
    choice: TripChoice | null;
    dates: readonly string[];
    overBudget: boolean;
    reason: { reasonId: string; text: string };
  };
}

type Firsts = TrainFormProblems['first'][];

function checkTrip(input: TrainFormInput, out: TrainFormProblems, firsts: Firsts): void {
  const trip = input.trip;
  if (trip?.required && !trip.choice) {
    out.trip = 'tripBooking.required';
    firsts.push({ key: out.trip });
  } else if (trip?.choice && dateOutsideWindow(trip.choice, trip.dates)) {
    out.trip = 'tripBooking.outsideWindow';
    firsts.push({ key: out.trip, values: { from: trip.choice.windowFrom, to: trip.choice.windowTo } });
  }
}

function checkPeople(input: TrainFormInput, out: TrainFormProblems, firsts: Firsts): void {
  const traveller = checkTravellerList(input.travellers, input.travelDate, input.tripEnd);
  if (traveller) {
    out.traveller = traveller;
    const who = traveller.index !== undefined ? input.travellers[traveller.index]?.name : '';
    firsts.push(who ? { key: traveller.key, traveller: who } : { key: traveller.key });
  }
  for (const t of input.travellers) {
    if (needsBand(t, input.travelDate) && !input.bands[t.key]) {
      out.bands[t.key] = 'trainBooking.error.heightRequired';
      firsts.push({ key: 'trainBooking.error.heightRequired', traveller: t.name });
    }
  }
  if (input.railAccountProblem) {
    out.railAccount = input.railAccountProblem;
    firsts.push({ key: input.railAccountProblem });
  }
}

function checkPolicy(input: TrainFormInput, out: TrainFormProblems, firsts: Firsts): void {
  if (input.blocked) {
    out.blocked = true;
    firsts.push({ key: 'trainBooking.policy.blocked' });
  } else if (input.violating && !input.violation.reasonId && !input.violation.text.trim()) {
    out.violation = 'booking.error.violationRequired';
    firsts.push({ key: out.violation });
  }
  const trip = input.trip;
  if (trip?.choice && trip.overBudget && !trip.reason.reasonId && !trip.reason.text.trim()) {
    out.overBudget = 'tripBooking.overBudget.required';
    firsts.push({ key: out.overBudget });
  }
}

function checkContact(contact: ContactInfo, out: TrainFormProblems, firsts: Firsts): void {
  if (checkNonEmpty(contact.linkman)) out.contact.linkman = 'booking.error.linkmanRequired';
  // SPEC §5 train: a contact mobile is required.
  const tel = contact.linkTel.trim() ? checkMobile(contact.linkTel.trim()) : null;
  if (!contact.linkTel.trim()) out.contact.linkTel = 'trainBooking.error.contactMobile';
  else if (tel) out.contact.linkTel = validationKey(tel);
  if (contact.linkEmail.trim()) {
    const mail = checkEmail(contact.linkEmail.trim());
    if (mail) out.contact.linkEmail = validationKey(mail);
  }
  for (const key of ['linkman', 'linkTel', 'linkEmail'] as const) {
    const k = out.contact[key];
    if (k) firsts.push({ key: k });
  }
}

/** The SPEC §5 checks of the whole train form. */
export function checkTrainForm(input: TrainFormInput): TrainFormProblems {
  const out: TrainFormProblems = { first: null, traveller: null, bands: {}, contact: {}, blocked: false };
  const firsts: Firsts = [];
  checkTrip(input, out, firsts);
  checkPeople(input, out, firsts);
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
  out.first = firsts[0] ?? null;
  return out;
}
