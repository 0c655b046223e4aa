/**
 * Cars booked through a trip request (issue 4) on the shared mechanism of src/components/tripRequest: the request
 * and leg go with every estimate and booking; a leg starting after today makes the ride a scheduled one on that day
 * (09:00, when the rules accept it). The pick-up place is the user's to choose (a leg names cities, not places).
 */
import { prefillOf, type TripChoice } from '../../../components/tripRequest';
import type { CarSearchStore } from './searchStore';

/** Product code of cars (SPEC §9 10906): the requests and legs listed, the transport budget. */
export const CAR_CPLX = '10906';

/** The hour a ride on a request's later day starts at by default. */
const TRIP_DAY_START = '09:00';

export function applyCarTripChoice(choice: TripChoice, store: CarSearchStore): void {
  store.setTrip({ ccsqdId: choice.ccsqdId, routeId: choice.routeId });
  const { date } = prefillOf(choice, store.today);
  if (!date || date <= store.today) return;
  if (store.query.service === 'instant') store.setService('scheduled');
  store.setUseTime(`${date} ${TRIP_DAY_START}`);
}
