/**
 * What the train booking form sends (SPEC §7 trBookOrder / bookTransfer): the request built from the booking kit's
 * state and the train's own parts. Pure.
 */
import type { TrainBookRequest } from '../../../api/contract/train';
import { kitRequestFields, type KitRequestState } from '../../../components/booking/request';
import type { TripBookingFields } from '../../../components/tripRequest/tripRequestStore';
import { trainPsgList, type HeightBand } from './passengers';

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
  kit: KitRequestState,
  parts: TrainParts,
  trip: TripBookingFields = {},
): TrainBookRequest {
  const req: TrainBookRequest = {
    seatKeys: parts.seatKeys,
    psgList: trainPsgList(kit.travellers, parts.travelDate, parts.bands, parts.railClkIds),
    tripType: 1,
    ...kitRequestFields(kit, parts.violating),
  };
  if (parts.railAccountId) req.railAccountId = parts.railAccountId;
  if (parts.seatPreference.length > 0) req.seatPreference = parts.seatPreference;
  if (parts.acceptNoSeat) req.acceptNoSeat = true;
  return { ...req, ...trip };
}
