/**
 * What the flight booking form sends (SPEC §7 bookV3, checkXyhBmd, checkSameOrder): the passengers as bookV3 takes
 * them, the whole request, and the whitelist check's request. Pure.
 */
import type { CheckXyhBmdRequest, FlightBookRequest, TravellerInput } from '../../../api/contract';
import type { BookingStore, BookingTraveller } from '../../../stores/booking';
import { kitRequestFields, travellerInput, type KitRequestState } from '../../../components/booking/request';
import type { TripBookingFields } from '../../../components/tripRequest/tripRequestStore';
import type { FareChoice } from '../flightStore';

/** The passengers as bookV3 takes them (a document on file travels as its ref; the server fills the number). */
export function psgList(travellers: readonly BookingTraveller[], travelDate: string): TravellerInput[] {
  return travellers.map((t) => travellerInput(t, travelDate));
}

/** The booking kit's state bookV3 reads. */
export type BookingFormState = KitRequestState & Pick<BookingStore, 'delivery'>;

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
  const { delivery } = booking;
  const req: FlightBookRequest = {
    fareKeys: segments.map((s) => s.cabin.fareKey),
    tripType,
    psgList: psgList(booking.travellers, travelDate),
    orderFrom: 'h5',
    ...kitRequestFields(booking, violating),
  };
  req.sendMode = delivery.sendMode;
  if (delivery.sendMode === 1) req.reciAddr = delivery.email.trim();
  if (delivery.sendMode === 2 && delivery.address) {
    const a = delivery.address;
    req.reciPient = delivery.recipient.trim();
    req.reciPhone = delivery.phone.trim();
    req.reciAddr = `${a.province}${a.city}${a.area}${a.addr}`;
  }
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
