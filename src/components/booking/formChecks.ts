/**
 * The booking kit's part of every product's form checks (SPEC §5 'Search and booking, general' and 'Formats'; issue
 * 4 trip requests): the trip request, the travellers, the policy's block or reason and the over-budget reason, the
 * contact, and the company's required fields and the remark. Each writes its field's message into the problems and
 * pushes it onto `firsts` (the first one is shown in the alert and the toast); `checkKitForm` runs them in the form's
 * order with the product's own checks between. Pure.
 */
import type { BookingRules } from '../../api/contract';
import { checkEmail, checkMobile, checkNonEmpty, checkRemark } from '../../domain/validators';
import { validationKey, type MessageKey } from '../../i18n';
import type { BookingStore, BookingTraveller, ContactInfo } from '../../stores/booking';
import { dateOutsideWindow, type TripChoice } from '../tripRequest/tripRequestStore';
import { isMaskedMobile } from './ContactForm/ownMobile';
import { checkTravellerList, type Problem } from './validate';
import '../../i18n/parts/booking';
import '../../i18n/parts/tripBooking';

/** The problem shown in the alert and the toast (with the traveller's name when it concerns one). */
export type FirstProblem = { key: MessageKey; traveller?: string; values?: Record<string, string> } | null;

/** Messages per kit form part; a product's problems add its own parts. */
export interface KitProblems {
  first: FirstProblem;
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
  blocked: boolean;
}

/** The problems found so far, in the form's order. */
export type Firsts = FirstProblem[];

/** What the form checks of a booking through a trip request. */
export interface TripCheckInput {
  /** bookStyle 2: a request is required. */
  required: boolean;
  choice: TripChoice | null;
  /** Travel dates of the chosen segments or legs. */
  dates: readonly string[];
  /** The total exceeds what is left of the request's transport budget. */
  overBudget: boolean;
  reason: { reasonId: string; text: string };
}

/** A trip request is required but none is chosen, or a date is outside the chosen one's window. */
export function checkTrip(trip: TripCheckInput | undefined, out: KitProblems, firsts: Firsts): void {
  if (trip?.required && !trip.choice) {
    out.trip = 'tripBooking.required';
    firsts.push({ key: out.trip });
  } else if (trip?.choice && dateOutsideWindow(trip.choice, trip.dates)) {
    out.trip = 'tripBooking.outsideWindow';
    firsts.push({ key: out.trip, values: { from: trip.choice.windowFrom, to: trip.choice.windowTo } });
  }
}

/** The travellers (1 to 9, documents, no shared phones). */
export function checkTravellers(
  input: { travellers: readonly BookingTraveller[]; travelDate: string; tripEnd: string; maxTravellers?: number },
  out: KitProblems,
  firsts: Firsts,
): void {
  const traveller = checkTravellerList(input.travellers, input.travelDate, input.tripEnd, input.maxTravellers);
  if (!traveller) return;
  out.traveller = traveller;
  const who = traveller.index !== undefined ? input.travellers[traveller.index]?.name : '';
  firsts.push(who ? { key: traveller.key, traveller: who } : { key: traveller.key });
}

/** Outside the policy: blocked (`blockedKey`, the product's text), or a reason is required; then the budget's reason. */
export function checkReasons(
  input: {
    violating: boolean;
    blocked: boolean;
    blockedKey: MessageKey;
    violation: { reasonId: string; text: string };
    trip?: TripCheckInput;
  },
  out: KitProblems,
  firsts: Firsts,
): void {
  if (input.blocked) {
    out.blocked = true;
    firsts.push({ key: input.blockedKey });
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

/** The contact: a name, a valid mobile (`emptyTelKey`: the product's message when none is given), a valid e-mail. */
export function checkContact(contact: ContactInfo, out: KitProblems, firsts: Firsts, emptyTelKey?: MessageKey): void {
  if (checkNonEmpty(contact.linkman)) out.contact.linkman = 'booking.error.linkmanRequired';
  const tel = contact.linkTel.trim();
  if (!tel && emptyTelKey) out.contact.linkTel = emptyTelKey;
  else {
    // The signed-in employee's own mobile, prefilled masked: the server resolves it (or refuses another's mask).
    const problem = isMaskedMobile(tel) ? null : checkMobile(tel);
    if (problem) out.contact.linkTel = validationKey(problem);
  }
  if (contact.linkEmail.trim()) {
    const mail = checkEmail(contact.linkEmail.trim());
    if (mail) out.contact.linkEmail = validationKey(mail);
  }
  for (const key of ['linkman', 'linkTel', 'linkEmail'] as const) {
    const k = out.contact[key];
    if (k) firsts.push({ key: k });
  }
}

/** The company's required cost centre and project, and the remark (its length; required when the company says so). */
export function checkCompanyFields(
  input: { rules: BookingRules; costCenterId: string | null; projectId: string | null; remark: string },
  out: KitProblems,
  firsts: Firsts,
): void {
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
}

/** What the kit checks of a product's form. */
export interface KitFormInput {
  travellers: readonly BookingTraveller[];
  travelDate: string;
  tripEnd: string;
  /** The product's traveller limit (the booking store's `travellerLimit`; 9 unless the product says otherwise). */
  maxTravellers?: number;
  contact: ContactInfo;
  costCenterId: string | null;
  projectId: string | null;
  violation: { reasonId: string; text: string };
  remark: string;
  rules: BookingRules;
  /** Some choice is outside the policy; `blocked` when the policy must be complied with. */
  violating: boolean;
  blocked: boolean;
  trip?: TripCheckInput;
}

/** The kit's part of a form's check input as the booking store holds it (every product's form reads the same). */
export function kitCheckFields(
  b: Pick<BookingStore, 'contact' | 'costCenter' | 'project' | 'violation' | 'remark' | 'rules' | 'travellerLimit'>,
): Pick<KitFormInput, 'contact' | 'costCenterId' | 'projectId' | 'violation' | 'remark' | 'rules' | 'maxTravellers'> {
  return {
    maxTravellers: b.travellerLimit,
    contact: b.contact,
    costCenterId: b.costCenter?.costCenterId ?? null,
    projectId: b.project?.projectId ?? null,
    violation: b.violation,
    remark: b.remark,
    rules: b.rules,
  };
}

/** The product's texts and checks within the kit's order. */
export interface ProductChecks {
  /** The message of the block (the product's wording). */
  blockedKey: MessageKey;
  /** The message of a missing contact mobile, when the product requires one (else the format check's). */
  emptyTelKey?: MessageKey;
  /** The product's checks of the travellers (right after the kit's). */
  people?(firsts: Firsts): void;
  /** The product's checks after the kit's (e.g. the itinerary's delivery). */
  rest?(firsts: Firsts): void;
}

/**
 * The whole form in the kit's order — trip request, travellers (then the product's), the block or reasons, contact,
 * company fields (then the product's rest) — writing into `out`, with the first problem found.
 */
export function checkKitForm<P extends KitProblems>(input: KitFormInput, out: P, product: ProductChecks): P {
  const firsts: Firsts = [];
  checkTrip(input.trip, out, firsts);
  checkTravellers(input, out, firsts);
  product.people?.(firsts);
  checkReasons({ ...input, blockedKey: product.blockedKey }, out, firsts);
  checkContact(input.contact, out, firsts, product.emptyTelKey);
  checkCompanyFields(input, out, firsts);
  product.rest?.(firsts);
  out.first = firsts[0] ?? null;
  return out;
}
