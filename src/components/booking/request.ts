/**
 * What every product's booking request takes from the booking kit's form (SPEC §7 bookV3, trBookOrder…): the
 * travellers as the passenger list takes them, and the contact, cost centre, project, violation reason, insurance
 * and remark. Pure.
 */
import type { TravellerInput } from '../../api/contract/booking';
import type { BookingStore, BookingTraveller } from '../../stores/booking';
import { psgTypeOf } from './validate';

/** A traveller as the booking calls take one (a document on file travels as its ref; the server fills the number). */
export function travellerInput(t: BookingTraveller, travelDate: string): TravellerInput {
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
}

/** The booking kit's state a booking request reads. */
export type KitRequestState = Pick<
  BookingStore,
  'travellers' | 'contact' | 'costCenter' | 'project' | 'violation' | 'insuranceChoices' | 'remark'
>;

/** The kit's fields of a booking request. */
export interface KitRequestFields {
  linkman: string;
  linkTel: string;
  linkEmail?: string;
  costCenterId?: string;
  projectId?: string;
  violationReasonId?: string;
  violationReasonText?: string;
  insurance?: { psgIndex: number; bxid: string }[];
  remark?: string;
}

/**
 * The contact, cost centre, project, the violation reason (only when `violating`), insurance (unless the product
 * sells none with the booking: `insurance: false`) and remark.
 */
export function kitRequestFields(
  kit: KitRequestState,
  violating: boolean,
  options: { insurance?: boolean } = {},
): KitRequestFields {
  const { contact } = kit;
  const req: KitRequestFields = { linkman: contact.linkman.trim(), linkTel: contact.linkTel.trim() };
  if (contact.linkEmail.trim()) req.linkEmail = contact.linkEmail.trim();
  if (kit.costCenter) req.costCenterId = kit.costCenter.costCenterId;
  if (kit.project) req.projectId = kit.project.projectId;
  if (violating) {
    if (kit.violation.reasonId) req.violationReasonId = kit.violation.reasonId;
    if (kit.violation.text.trim()) req.violationReasonText = kit.violation.text.trim();
  }
  if (options.insurance !== false) {
    const choices = kit.insuranceChoices;
    const insurance = kit.travellers.flatMap((t, psgIndex) =>
      (choices[t.key] ?? []).map((bxid) => ({ psgIndex, bxid })),
    );
    if (insurance.length > 0) req.insurance = insurance;
  }
  if (kit.remark.trim()) req.remark = kit.remark.trim();
  return req;
}
