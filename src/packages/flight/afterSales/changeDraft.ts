/**
 * The fare chosen on tkChangeFlight, handed to tkChangeEdit in memory (the query carries only its fareKey). After
 * an H5 reload the memory is empty and tkChangeEdit looks the fare up again with the same search.
 */
import type {
  ChangeFlightOption,
  ChangeQueryFlightRequest,
  FlightCabin,
  FlightItem,
} from '../../../api/contract/flight';
import type { ChangeQuery } from './forms';

export interface ChosenFare {
  fareKey: string;
  flight: FlightItem;
  cabin: FlightCabin;
}

let chosen: ChosenFare | null = null;

export function rememberFare(flight: FlightItem, cabin: FlightCabin): void {
  chosen = { fareKey: cabin.fareKey, flight, cabin };
}

/** Finds a fare in change search results. */
export function findFare(options: readonly ChangeFlightOption[], fareKey: string): ChosenFare | null {
  for (const o of options) {
    const cabin = o.cabins.find((c) => c.fareKey === fareKey);
    if (cabin) return { fareKey, flight: o.flight, cabin };
  }
  return null;
}

/** The chosen fare of the flow: from memory, else searched again (the store's change search). Null when gone. */
export async function chosenFare(
  q: ChangeQuery,
  search: (body: ChangeQueryFlightRequest) => Promise<ChangeFlightOption[]>,
): Promise<ChosenFare | null> {
  if (!q.fareKey) return null;
  if (chosen && chosen.fareKey === q.fareKey) return chosen;
  const options = await search({ orderId: q.orderId, rangeId: q.rangeId, depDate: q.date });
  return findFare(options, q.fareKey);
}
