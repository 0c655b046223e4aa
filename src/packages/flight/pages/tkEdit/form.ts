/**
 * What the flight booking form computes from the booking kit's state and the chosen fares: policy per traveller,
 * the price sheet, the client checks (SPEC §5) and the bookV3 request. Pure, so it is tested without rendering.
 */
import type {
  BookingRules,
  CheckXyhBmdRequest,
  FlightBookRequest,
  MatchClbzData,
  PolicyViolation,
  TravellerInput,
  TravellerRef,
} from '../../../../api/contract';
import { checkEmail, checkMobile, checkNonEmpty, checkRemark } from '../../../../domain/validators';
import { buildPriceDetail, type PriceDetail, type PriceInput } from '../../../../domain/priceDetail';
import { passengerFareFen, passengerTaxFen } from '../../../../domain/flightPricing';
import { yuanToFen } from '../../../../domain/money';
import { PERSON_TYPE } from '../../../../domain/person';
import { validationKey, type MessageKey } from '../../../../i18n';
import {
  travellerKey,
  type BookingStore,
  type BookingTraveller,
  type ContactInfo,
  type DeliveryInfo,
} from '../../../../stores/booking';
import { checkTravellerList, psgTypeOf, type Problem } from '../../../../components/booking/validate';
import { dateOutsideWindow, type TripBookingFields, type TripChoice } from '../../../../components/tripRequest';
import type { FareChoice } from '../../flightStore';
import '../../../../i18n/parts/booking';
import '../../../../i18n/parts/tripBooking';

/** The policy result of one traveller over every segment of the trip. */
export interface TravellerPolicy {
  compliant: boolean;
  violations: PolicyViolation[];
}

/** matchClbz over the trip: per traveller key, plus the company's 'must comply'. */
export interface TripPolicy {
  byKey: Record<string, TravellerPolicy>;
  mustComply: boolean;
}

/**
 * Who matchClbz is asked about: the travellers on file, plus the booker when a person added in the form travels
 * (a person not on file is held to the booker's standard, as a frequent traveller is).
 */
export function policyRefs(travellers: readonly BookingTraveller[], selfRef: TravellerRef | null): TravellerRef[] {
  const refs = travellers
    .filter((t) => t.empId || t.contactsId)
    .map<TravellerRef>((t) => (t.empId ? { empId: t.empId } : { contactsId: t.contactsId }));
  const hasNew = travellers.some((t) => !t.empId && !t.contactsId);
  if (hasNew && selfRef?.empId && !refs.some((r) => r.empId === selfRef.empId)) refs.push(selfRef);
  return refs;
}

const refKey = (r: TravellerRef): string => travellerKey({ empId: r.empId ?? '', contactsId: r.contactsId ?? '' });

/** Combines the answers of every segment (same ref order as asked) into one result per traveller of the form. */
export function combinePolicy(
  travellers: readonly BookingTraveller[],
  refs: readonly TravellerRef[],
  answers: readonly MatchClbzData[],
  selfRef: TravellerRef | null,
): TripPolicy {
  const byRef: Record<string, TravellerPolicy> = {};
  for (const answer of answers) {
    answer.results.forEach((r, i) => {
      const ref = refs[i] ?? r.traveller;
      const k = refKey(ref);
      const prev = byRef[k] ?? { compliant: true, violations: [] };
      byRef[k] = {
        compliant: prev.compliant && r.policy.compliant,
        violations: [...prev.violations, ...r.policy.violations],
      };
    });
  }
  const selfKey = selfRef ? refKey(selfRef) : '';
  const byKey: Record<string, TravellerPolicy> = {};
  for (const t of travellers) {
    const own = t.empId || t.contactsId ? byRef[t.key] : byRef[selfKey];
    if (own) byKey[t.key] = own;
  }
  return { byKey, mustComply: answers.some((a) => a.mustComply) };
}

/** Whether any traveller breaks the policy on any segment. */
export function anyViolation(policy: TripPolicy | null, travellers: readonly BookingTraveller[]): boolean {
  return !!policy && travellers.some((t) => policy.byKey[t.key]?.compliant === false);
}

// Fallback until patForFlight answered: the adult fare and tax as searched; children and infants by the domestic
// rules on the cabin class's full fare (from the discount) and the standard 50-yuan construction fee.
const CONSTRUCTION_FEE_FEN = 5000;

function estimatedFare(choice: FareChoice, psgType: 1 | 2 | 3): { fareFen: number; taxFen: number } {
  const adultFen = yuanToFen(choice.cabin.price);
  const taxFen = yuanToFen(choice.flight.tax);
  if (psgType === PERSON_TYPE.adult) return { fareFen: adultFen, taxFen };
  const d = choice.cabin.discount;
  const fullFen = d > 0 && d <= 100 ? Math.round((adultFen * 100) / d) : adultFen;
  const construction = Math.min(taxFen, CONSTRUCTION_FEE_FEN);
  return {
    fareFen: passengerFareFen(psgType, adultFen, fullFen),
    taxFen: passengerTaxFen(psgType, construction, taxFen - construction),
  };
}

/** The price sheet's input: every traveller on every segment, the insurance chosen and the service fee per ticket. */
export function priceInput(
  segments: readonly FareChoice[],
  travellers: readonly BookingTraveller[],
  travelDate: string,
  booking: Pick<BookingStore, 'insuranceChoices' | 'insuranceProducts' | 'rules'>,
): PriceInput {
  return {
    segments: segments.map((s) => ({
      fares: travellers.map((t) => {
        const psgType = psgTypeOf(t, travelDate);
        const priced = s.prices?.find((p) => p.psgType === psgType);
        return priced
          ? { psgType, fareFen: yuanToFen(priced.fare), taxFen: yuanToFen(priced.tax) }
          : { psgType, ...estimatedFare(s, psgType) };
      }),
    })),
    insurance: booking.insuranceProducts
      .map((p) => ({
        name: p.bxmc,
        priceFen: yuanToFen(p.saleprice),
        // One policy per passenger and segment, as the server charges it (bookV3).
        count:
          travellers.filter((t) => (booking.insuranceChoices[t.key] ?? []).includes(p.bxid)).length * segments.length,
      }))
      .filter((p) => p.count > 0),
    serviceFeeFen: yuanToFen(booking.rules.serviceFee),
    tickets: travellers.length * segments.length,
  };
}

/** The sheet, or an empty one when the numbers cannot be read (never throws into the render). */
export function safePriceDetail(input: PriceInput): PriceDetail {
  try {
    return buildPriceDetail(input);
  } catch {
    return { lines: [], totalFen: 0 };
  }
}

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

/** The SPEC §5 checks of the whole form, every part at once so each field can show its message. */
export function checkForm(input: FormInput): FormProblems {
  const out: FormProblems = { first: null, traveller: null, contact: {}, delivery: {}, blocked: false };
  const firsts: FormProblems['first'][] = [];

  const trip = input.trip;
  if (trip?.required && !trip.choice) {
    out.trip = 'tripBooking.required';
    firsts.push({ key: out.trip });
  } else if (trip?.choice && dateOutsideWindow(trip.choice, trip.dates)) {
    out.trip = 'tripBooking.outsideWindow';
    firsts.push({ key: out.trip, values: { from: trip.choice.windowFrom, to: trip.choice.windowTo } });
  }

  const traveller = checkTravellerList(input.travellers, input.travelDate, input.tripEnd);
  if (traveller) {
    out.traveller = traveller;
    const who = traveller.index !== undefined ? input.travellers[traveller.index]?.name : '';
    firsts.push(who ? { key: traveller.key, traveller: who } : { key: traveller.key });
  }

  const violating = anyViolation(input.policy, input.travellers);
  if (violating && input.policy?.mustComply) {
    out.blocked = true;
    firsts.push({ key: 'booking.policy.blocked' });
  } else if (violating && !input.violation.reasonId && !input.violation.text.trim()) {
    out.violation = 'booking.error.violationRequired';
    firsts.push({ key: out.violation });
  }
  if (trip?.choice && trip.overBudget && !trip.reason.reasonId && !trip.reason.text.trim()) {
    out.overBudget = 'tripBooking.overBudget.required';
    firsts.push({ key: out.overBudget });
  }

  if (checkNonEmpty(input.contact.linkman)) out.contact.linkman = 'booking.error.linkmanRequired';
  const tel = checkMobile(input.contact.linkTel.trim());
  if (tel) out.contact.linkTel = validationKey(tel);
  if (input.contact.linkEmail.trim()) {
    const mail = checkEmail(input.contact.linkEmail.trim());
    if (mail) out.contact.linkEmail = validationKey(mail);
  }
  for (const key of ['linkman', 'linkTel', 'linkEmail'] as const) {
    const k = out.contact[key];
    if (k) firsts.push({ key: k });
  }

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

  const d = input.delivery;
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

  out.first = firsts[0] ?? null;
  return out;
}

/** The passengers as bookV3 takes them (a document on file travels as its ref; the server fills the number). */
export function psgList(travellers: readonly BookingTraveller[], travelDate: string): TravellerInput[] {
  return travellers.map((t) => {
    const onFile = !t.idno && t.documentRef;
    const input: TravellerInput = {
      psgName: t.name.trim(),
      psgType: psgTypeOf(t, travelDate),
      idType: t.idType,
      idno: onFile ? '' : t.idno.trim(),
      sex: t.sex === 'F' ? 'F' : 'M',
      born: t.born,
      phoneNumber: (t.phone || t.phoneNumber).trim(),
    };
    if (onFile) input.documentRef = t.documentRef;
    if (t.empId) input.empId = t.empId;
    if (t.contactsId) input.contactsId = t.contactsId;
    if (t.expiry) input.passportExpiry = t.expiry;
    if (t.idType === 'PASSPORT' && !onFile) {
      input.nationality = t.nationality.trim();
      input.placeOfIssue = t.placeOfIssue.trim();
      input.birthPlace = t.birthPlace.trim();
    }
    return input;
  });
}

/** The bookV3 request of the form. */
export function bookRequest(
  segments: readonly FareChoice[],
  tripType: 1 | 2 | 3,
  booking: Pick<
    BookingStore,
    'travellers' | 'contact' | 'costCenter' | 'project' | 'violation' | 'insuranceChoices' | 'delivery' | 'remark'
  >,
  travelDate: string,
  violating: boolean,
  confirmDuplicate: boolean,
  trip: TripBookingFields = {},
): FlightBookRequest {
  const { contact, delivery } = booking;
  const req: FlightBookRequest = {
    fareKeys: segments.map((s) => s.cabin.fareKey),
    tripType,
    psgList: psgList(booking.travellers, travelDate),
    linkman: contact.linkman.trim(),
    linkTel: contact.linkTel.trim(),
    orderFrom: 'h5',
  };
  if (contact.linkEmail.trim()) req.linkEmail = contact.linkEmail.trim();
  if (booking.costCenter) req.costCenterId = booking.costCenter.costCenterId;
  if (booking.project) req.projectId = booking.project.projectId;
  if (violating) {
    if (booking.violation.reasonId) req.violationReasonId = booking.violation.reasonId;
    if (booking.violation.text.trim()) req.violationReasonText = booking.violation.text.trim();
  }
  const insurance = booking.travellers.flatMap((t, psgIndex) =>
    (booking.insuranceChoices[t.key] ?? []).map((bxid) => ({ psgIndex, bxid })),
  );
  if (insurance.length > 0) req.insurance = insurance;
  req.sendMode = delivery.sendMode;
  if (delivery.sendMode === 1) req.reciAddr = delivery.email.trim();
  if (delivery.sendMode === 2 && delivery.address) {
    const a = delivery.address;
    req.reciPient = delivery.recipient.trim();
    req.reciPhone = delivery.phone.trim();
    req.reciAddr = `${a.province}${a.city}${a.area}${a.addr}`;
  }
  if (booking.remark.trim()) req.remark = booking.remark.trim();
  if (confirmDuplicate) req.confirmDuplicate = true;
  return { ...req, ...trip };
}

/** The three-party-agreement whitelist check (checkXyhBmd): who flies, by name and document or reference. */
export function whitelistRequest(fareKeys: string[], travellers: readonly BookingTraveller[]): CheckXyhBmdRequest {
  return {
    fareKeys,
    psgList: travellers.map((t) => {
      const p: CheckXyhBmdRequest['psgList'][number] = { psgName: t.name.trim() };
      if (t.idno) p.idno = t.idno.trim();
      else if (t.documentRef) p.documentRef = t.documentRef;
      if (t.empId) p.empId = t.empId;
      if (t.contactsId) p.contactsId = t.contactsId;
      return p;
    }),
  };
}
