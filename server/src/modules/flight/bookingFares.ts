/**
 * The fares of a booking found again from their keys (as service.ts resolveFares finds them: 'fareInvalid' when a key
 * is forged or its fare no longer exists, live seats) with, per fare, the open fares the travel policy's lowest-fare
 * window compares it with, all in ONE sold-seats read. Only the route day's flights that depart within the widest
 * window of the travellers' standards are read, and kept as bare window entries (policy.ts PoolFare): the window rule
 * looks no further, and every flight of the day with live seats cost a booking about a tenth of its CPU (issue 17).
 */
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { FlightStandard } from '../../../../src/domain/flightPolicy';
import { dayFlights, type SupplierFlight } from '../../suppliers/flight';
import { soldKey } from '../../suppliers/kit/inventory';
import type { FareKeyParts } from './fareKey';
import { fareFlights } from './fareFlights';
import type { PoolFare } from './policy';
import { withSeats, type LiveFare } from './present';
import { flightRepository } from './repository';
import type { ResolvedFare } from './service';

/** A booked fare and the open fares of its city pair that day within the widest lowest-fare window. */
export interface BookingFare extends ResolvedFare {
  pool: PoolFare[];
}

/** The widest lowest-fare window of `standards`, minutes (0: no window, no pool needed). */
export function widestWindowMin(standards: Iterable<FlightStandard | null>): number {
  let widest = 0;
  for (const s of standards) if (s && s.lowestFareWindowMin > widest) widest = s.lowestFareWindowMin;
  return widest;
}

/** The open fares of `flights` (seats left after `sold`), as policy.ts windowPool gives them. */
export function openFares(flights: readonly SupplierFlight[], sold: ReadonlyMap<string, number>): PoolFare[] {
  const out: PoolFare[] = [];
  for (const f of flights) {
    for (const x of f.fares) {
      if (x.capacity - (sold.get(soldKey(f.flightNo, f.date, x.cabinCode)) ?? 0) <= 0) continue;
      out.push({ cabinClass: x.cabinClass, atMs: f.depAtMs, fare: { depTime: f.depTime, priceFen: x.priceFen } });
    }
  }
  return out;
}

/** The fares of `fareKeys` with their window pools (`windowMin` from {@link widestWindowMin}). */
export async function resolveBookingFares(
  ctx: AppContext,
  trx: Db,
  fareKeys: readonly string[],
  windowMin: number,
): Promise<BookingFare[]> {
  const { keys, flights } = fareFlights(ctx.config.codeSecret, fareKeys);
  const span = windowMin * 60_000;
  const near = flights.map((f) =>
    span > 0 ? dayFlights(f.depCity, f.arrCity, f.date).filter((d) => Math.abs(d.depAtMs - f.depAtMs) <= span) : [],
  );
  const sold = await flightRepository(trx).sold([...flights, ...near.flat()]);
  return flights.map((f, i) => {
    const flight = withSeats(f, sold);
    const key = keys[i] as FareKeyParts;
    const fare = flight.fares.find((x) => x.cabinCode === key.cabinCode) as LiveFare;
    return { key, flight, fare, pool: openFares(near[i] ?? [], sold) };
  });
}
