/**
 * Domestic flights booked through a trip request (issue 4): how the shared mechanism of src/components/tripRequest
 * maps onto the flight search — the leg's cities and date, the request's travellers. The date bounds the calendars
 * and the day strip allow are the shared `windowBounds` (components/tripRequest/window).
 */
import type { EmpInfo } from '../../api/contract/account';
// Modules, not the barrel: /tk/tkList needs FLIGHT_CPLX only, not the picker and banner UI the barrel carries.
import { prefillOf, type TripChoice } from '../../components/tripRequest/tripRequestStore';
import { tripTravellers } from '../../components/tripRequest/travellers';
import type { BookingStore } from '../../stores/booking';
import type { CityRef, FlightStore } from './flightStore';

/** Product code of domestic flights: the requests and legs listed, the budget checked. */
export const FLIGHT_CPLX = '10901';

function cityOf(code: string, name: string): CityRef | null {
  return code ? { code, name: name || code, cityCode: code } : null;
}

/**
 * Fills the search from the choice: the leg's cities (when it has both), a one-way search on its first bookable day,
 * and the request's travellers in the booking form (looked up for their documents on file).
 */
export async function applyTripChoice(
  choice: TripChoice,
  flight: FlightStore,
  booking: BookingStore,
  emp: EmpInfo | null | undefined,
): Promise<void> {
  const p = prefillOf(choice, flight.today);
  const dep = cityOf(p.depCity, p.depCityName);
  const arr = cityOf(p.arrCity, p.arrCityName);
  if (dep && arr) {
    flight.setDepCity(dep);
    flight.setArrCity(arr);
  }
  flight.setTripType(1);
  if (p.date) flight.setDates(p.date);
  if (p.travellers.length === 0 || !emp) return;
  booking.begin(emp);
  const list = await tripTravellers(p.travellers, (source, keyword, pageNum) =>
    booking.searchTravellers(source, keyword, pageNum),
  );
  if (list.length > 0) booking.setTravellers(list);
}
