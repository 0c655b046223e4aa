/**
 * Trains booked through a trip request (issue 4): how the shared mechanism of src/components/tripRequest maps onto
 * the train search — the leg's cities (a city code searches all its stations), its date, the request's travellers.
 */
import type { EmpInfo } from '../../../api/contract/account';
import { prefillOf, type TripChoice } from '../../../components/tripRequest/tripRequestStore';
import { tripTravellers } from '../../../components/tripRequest/travellers';
import { checkTrainDate } from '../../../domain/train/sale';
import type { BookingStore } from '../../../stores/booking';
import type { TrainStore } from './trainStore';

/** Product code of trains (SPEC §9 10904): the requests and legs listed, the budget checked. */
export const TRAIN_CPLX = '10904';

/** Fills the search from the choice: the leg's cities, its first bookable day, the request and its travellers. */
export async function applyTrainTripChoice(
  choice: TripChoice,
  store: TrainStore,
  booking: BookingStore,
  emp: EmpInfo | null | undefined,
): Promise<void> {
  const p = prefillOf(choice, store.today);
  if (p.depCity && p.arrCity) {
    store.setFrom({ code: p.depCity, name: p.depCityName || p.depCity, cityCode: p.depCity });
    store.setTo({ code: p.arrCity, name: p.arrCityName || p.arrCity, cityCode: p.arrCity });
  }
  if (p.date && checkTrainDate(p.date, store.now()) === 'ok') store.setDate(p.date);
  store.setTripRequest(choice.ccsqdId, choice.routeId);
  if (p.travellers.length === 0 || !emp) return;
  booking.begin(emp);
  const list = await tripTravellers(p.travellers, (source, keyword, pageNum) =>
    booking.searchTravellers(source, keyword, pageNum),
  );
  if (list.length > 0) booking.setTravellers(list);
}
