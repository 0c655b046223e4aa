/**
 * Hotels booked through a trip request (issue 4) on the shared mechanism of src/components/tripRequest: a hotel
 * leg names the stay's city (its departure city) and its dates; the request's travellers become the booking's.
 */
import type { EmpInfo } from '../../../api/contract/account';
import { prefillOf, tripTravellers, type TripChoice } from '../../../components/tripRequest';
import { addCalendarDays } from '../../../domain/time';
import type { BookingStore } from '../../../stores/booking';
import type { HotelSearchStore } from './searchStore';

/** Product code of hotels (SPEC §9 10903): the requests and legs listed, the accommodation budget. */
export const HOTEL_CPLX = '10903';

/** The stay a choice asks for: its start day, to its end day (one night when it has none or the same day). */
export function tripStay(
  choice: TripChoice,
  today: string,
): { checkIn: string; checkOut: string; cityId: string; cityName: string } {
  const p = prefillOf(choice, today);
  const checkOut = p.endDate && p.endDate > p.date ? p.endDate : addCalendarDays(p.date, 1);
  const cityId = p.depCity || p.arrCity;
  const cityName = p.depCity ? p.depCityName : p.arrCityName;
  return { checkIn: p.date, checkOut, cityId, cityName: cityName || cityId };
}

/** Fills the search from the choice: its city and stay (when the rules accept it), the request, its travellers. */
export async function applyHotelTripChoice(
  choice: TripChoice,
  store: HotelSearchStore,
  booking: BookingStore,
  emp: EmpInfo | null | undefined,
): Promise<void> {
  const stay = tripStay(choice, store.today);
  if (stay.cityId) store.setCity({ cityId: stay.cityId, cityName: stay.cityName });
  store.setStay(stay.checkIn, stay.checkOut);
  store.setTrip({ ccsqdId: choice.ccsqdId, routeId: choice.routeId });
  const people = prefillOf(choice, store.today).travellers;
  if (!emp || people.length === 0) return;
  booking.begin(emp);
  const found = await tripTravellers(people, (source, keyword, pageNum) =>
    booking.searchTravellers(source, keyword, pageNum),
  );
  if (found.length > 0) booking.setTravellers(found);
}
