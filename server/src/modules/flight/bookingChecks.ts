/**
 * The checks of a booking that are not about its travellers (SPEC §5 booking rules): the segments (count, cache age,
 * the 40-minute rule, round trip and connection), the travel policy and duplicate orders. Each throws the code-2
 * refusal the client shows. Reasons, required fields and the trip request are the booking kit's (booking/bookSteps).
 */
import type { Db } from '../../db';
import { isFlightBookable } from '../../../../src/domain/bookingWindows';
import type { FlightStandard, FlightViolation } from '../../../../src/domain/flightPolicy';
import { invalid, invalidField } from '../../lib/errors';
import { MIN_LAYOVER_MIN } from '../../suppliers/flight';
import { employeeIds, type Passenger } from '../booking/passengers';
import { violationsFor, type PoolFare } from './policy';
import { flightRepository, type StandardRow } from './repository';
import { SEARCH_CACHE_MS, type ResolvedFare } from './service';

/** One segment (one way) or two (round trip, connection), fresh, bookable, and joined up. */
export function checkSegments(tripType: 1 | 2 | 3, segs: readonly ResolvedFare[], nowMs: number): void {
  if (segs.length !== (tripType === 1 ? 1 : 2)) throw invalid('fareCountMismatch');
  for (const { key, flight } of segs) {
    if (nowMs - key.searchedAt > SEARCH_CACHE_MS) throw invalid('cacheExpired');
    // The departure instant, not its text: the same moment without parsing it (issue 17).
    if (!isFlightBookable(flight.depAtMs, nowMs)) throw invalid('flightTooClose');
  }
  const [a, b] = segs;
  if (!a || !b) return;
  if (tripType === 2) {
    if (b.flight.depCity !== a.flight.arrCity || b.flight.arrCity !== a.flight.depCity) {
      throw invalidField('fareKeys');
    }
    if (b.flight.depAtMs < a.flight.arrAtMs) throw invalid('returnBeforeOutbound');
  } else {
    if (b.flight.depAirport !== a.flight.arrAirport) throw invalidField('fareKeys');
    if (b.flight.depAtMs - a.flight.arrAtMs < MIN_LAYOVER_MIN * 60_000) throw invalid('connectionTooShort');
  }
}

/**
 * Every passenger against every segment (frequent travellers and outsiders follow the booker's rank), each segment
 * against its window pool (bookingFares.ts: the open fares within the widest window of these standards). `read`: the
 * standards of the booker and the employee passengers when the caller has them already (bookingStaff).
 */
export async function policyViolations(
  trx: Db,
  corpId: string,
  bookerEmpId: string,
  segs: readonly (ResolvedFare & { pool: readonly PoolFare[] })[],
  passengers: readonly Passenger[],
  nowMs: number,
  read?: ReadonlyMap<string, StandardRow>,
): Promise<FlightViolation[]> {
  const standards = read ?? (await flightRepository(trx).standards(corpId, [bookerEmpId, ...employeeIds(passengers)]));
  const bookerStandard = standards.get(bookerEmpId)?.standard ?? null;
  const standardOf = (p: Passenger): FlightStandard | null =>
    p.empId ? (standards.get(p.empId)?.standard ?? null) : bookerStandard;
  const violations: FlightViolation[] = [];
  for (const s of segs) {
    for (const p of passengers) violations.push(...violationsFor(s.flight, s.fare, standardOf(p), s.pool, nowMs));
  }
  return violations;
}

/** A live order of the company already flies one of these passengers on one of these flights (or its codeshare). */
export async function checkDuplicates(
  trx: Db,
  corpId: string,
  segs: readonly ResolvedFare[],
  passengers: readonly Passenger[],
): Promise<void> {
  const flights = segs.flatMap(({ flight }) => [
    { flightNo: flight.flightNo, date: flight.date },
    ...(flight.operatingNo ? [{ flightNo: flight.operatingNo, date: flight.date }] : []),
  ]);
  const dups = await flightRepository(trx).duplicates(
    corpId,
    flights,
    employeeIds(passengers),
    passengers.map((p) => p.name),
  );
  if (dups.length > 0) throw invalid('duplicateOrder');
}
