/**
 * What the hotel booking form sends (SPEC §7 book / order/v2/book): the guests with their rooms, the stay's parts and
 * the booking kit's contact, cost centre, project, violation reason and remark (no insurance with a hotel). Pure.
 */
import type { HotelBookRequest } from '../../../api/contract/hotel';
import { kitRequestFields, travellerInput, type KitRequestState } from '../../../components/booking/request';
import type { TripBookingFields } from '../../../components/tripRequest/tripRequestStore';

/** The hotel's own parts of the form. */
export interface HotelParts {
  planKey: string;
  checkIn: string;
  rooms: number;
  /** Room index of each traveller of the kit (same order). */
  roomIndexes: number[];
  arrivalTime: string;
  note: string;
  membershipId: string;
  cancelAccepted: boolean;
  avgPrice: number;
  roomSharing: boolean;
  violating: boolean;
}

export function hotelBookRequest(
  kit: KitRequestState,
  parts: HotelParts,
  trip: TripBookingFields = {},
): HotelBookRequest {
  const req: HotelBookRequest = {
    planKey: parts.planKey,
    rooms: parts.rooms,
    guests: kit.travellers.map((t, i) => ({
      ...travellerInput(t, parts.checkIn),
      roomIndex: parts.roomIndexes[i] ?? 0,
    })),
    arrivalTime: parts.arrivalTime,
    cancelRuleAccepted: parts.cancelAccepted,
    avgPrice: parts.avgPrice,
    tripType: 1,
    ...kitRequestFields(kit, parts.violating, { insurance: false }),
  };
  if (parts.note.trim()) req.guestNote = parts.note.trim();
  if (parts.membershipId) req.membershipId = parts.membershipId;
  if (parts.roomSharing) req.roomSharing = true;
  return { ...req, ...trip };
}
