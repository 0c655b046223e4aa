/**
 * What the flight booking form sends (SPEC §7 bookV3, checkXyhBmd, checkSameOrder): the passengers as bookV3 takes
 * them, the whole request, and the whitelist check's request. Pure.
 */
import type { CheckXyhBmdRequest, FlightBookRequest, TravellerInput } from '../../../api/contract';
import type { BookingStore, BookingTraveller } from '../../../stores/booking';
import { psgTypeOf } from '../../../components/booking/validate';
import type { TripBookingFields } from '../../../components/tripRequest/tripRequestStore';
import type { FareChoice } from '../flightStore';

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

/** The booking kit's state bookV3 reads. */
export type BookingFormState = Pick<
  BookingStore,
  'travellers' | 'contact' | 'costCenter' | 'project' | 'violation' | 'insuranceChoices' | 'delivery' | 'remark'
>;

/** The bookV3 request of the form. */
export function bookRequest(
  segments: readonly FareChoice[],
  tripType: 1 | 2 | 3,
  booking: BookingFormState,
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
