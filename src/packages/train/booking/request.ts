/**
 * What the train booking form sends (SPEC §7 trBookOrder / bookTransfer): the request built from the booking kit's
 * state and the train's own parts. Pure.
 */
import type { TrainBookRequest } from '../../../api/contract/train';
import type { BookingStore } from '../../../stores/booking';
import type { TripBookingFields } from '../../../components/tripRequest/tripRequestStore';
import { trainPsgList, type HeightBand } from './passengers';

/** The booking kit's state the request reads. */
export type TrainKitState = Pick<
  BookingStore,
  'travellers' | 'contact' | 'costCenter' | 'project' | 'violation' | 'insuranceChoices' | 'remark'
>;

/** The train's own parts of the form. */
export interface TrainParts {
  seatKeys: string[];
  travelDate: string;
  bands: Readonly<Record<string, HeightBand>>;
  railAccountId?: string;
  railClkIds: Readonly<Record<string, string>>;
  /** Chosen preferences still offered by the seats. */
  seatPreference: string[];
  acceptNoSeat: boolean;
  /** A seat is above the standard: the violation reason goes along. */
  violating: boolean;
}

/** The trBookOrder / bookTransfer request (business trip). */
export function trainBookRequest(
  kit: TrainKitState,
  parts: TrainParts,
  trip: TripBookingFields = {},
): TrainBookRequest {
  const { contact } = kit;
  const req: TrainBookRequest = {
    seatKeys: parts.seatKeys,
    psgList: trainPsgList(kit.travellers, parts.travelDate, parts.bands, parts.railClkIds),
    linkman: contact.linkman.trim(),
    linkTel: contact.linkTel.trim(),
    tripType: 1,
  };
  if (contact.linkEmail.trim()) req.linkEmail = contact.linkEmail.trim();
  if (parts.railAccountId) req.railAccountId = parts.railAccountId;
  if (parts.seatPreference.length > 0) req.seatPreference = parts.seatPreference;
  if (parts.acceptNoSeat) req.acceptNoSeat = true;
  if (kit.costCenter) req.costCenterId = kit.costCenter.costCenterId;
  if (kit.project) req.projectId = kit.project.projectId;
  if (parts.violating) {
    if (kit.violation.reasonId) req.violationReasonId = kit.violation.reasonId;
    if (kit.violation.text.trim()) req.violationReasonText = kit.violation.text.trim();
  }
  const choices = kit.insuranceChoices;
  const insurance = kit.travellers.flatMap((t, psgIndex) => (choices[t.key] ?? []).map((bxid) => ({ psgIndex, bxid })));
  if (insurance.length > 0) req.insurance = insurance;
  if (kit.remark.trim()) req.remark = kit.remark.trim();
  return { ...req, ...trip };
}
