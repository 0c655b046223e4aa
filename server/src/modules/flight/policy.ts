/**
 * Travel policy of fares for named travellers (issue 3 "Travel policy"): each traveller's rank standard from
 * `flight_standards` (frequent travellers and outsiders follow the booker's rank), evaluated by the shared domain
 * rule and aggregated to the strictest (any violation of anyone → non-compliant), texts in the request language.
 */
import type { PolicyMatch } from '../../../../src/api/contract/booking';
import type { TravellerRef } from '../../../../src/api/contract/flight';
import {
  evaluateFlightPolicy,
  type FlightStandard,
  type FlightViolation,
  type WindowFare,
} from '../../../../src/domain/flightPolicy';
import { assertFen } from '../../../../src/domain/money';
import type { Db } from '../../db';
import type { Locale } from '../../i18n/messages';
import { notFound } from '../../lib/errors';
import { bookingRepository } from '../booking/repository';
import { inScope, type Booker } from '../people/repository';
import type { AuthInfo } from '../session/service';
import type { LiveFare, LiveFlight } from './present';
import { flightRepository, type StandardRow } from './repository';
import { violationText } from './texts';

export interface TravellerStandard {
  ref: TravellerRef;
  /** Employee or frequent-traveller name ('' for an unnamed outsider). */
  name: string;
  rankName: string;
  rankEnName: string;
  standard: FlightStandard | null;
}

/**
 * The booker for the booking-scope rule (people/repository.ts inScope: id, scope and department), from the session.
 * The session does not carry "may book outsiders", which inScope does not read: false here, never used for it.
 */
function bookerOf(auth: AuthInfo): Booker {
  return { id: auth.empId, corpId: auth.corpId, deptId: auth.deptId, bookRange: auth.bookRange, bookOutside: false };
}

/**
 * The standard of each named traveller. An employee must be in the booker's company and booking scope, a frequent
 * traveller must be the booker's own: anything else answers not found (an id of another company or scope).
 */
export async function travellerStandards(
  db: Db,
  auth: AuthInfo,
  refs: readonly TravellerRef[],
  /** The standards rows of the booker and the named employees, when the caller has read them (searchInputs.ts). */
  read?: Map<string, StandardRow>,
): Promise<TravellerStandard[]> {
  const empIds = refs.map((r) => r.empId).filter((x): x is string => !!x);
  const contactIds = refs.filter((r) => !r.empId && r.contactsId).map((r) => r.contactsId as string);
  const rows = read ?? (await flightRepository(db).standards(auth.corpId, [auth.empId, ...empIds]));
  const booker = rows.get(auth.empId);
  const scopeOfBooker = bookerOf(auth);
  const contacts = new Map(
    (await bookingRepository(db).frequentTravellers(auth.corpId, auth.empId, contactIds)).map((c) => [c.id, c]),
  );
  const out: TravellerStandard[] = [];
  for (const ref of refs) {
    if (ref.empId) {
      const row = rows.get(ref.empId);
      // The standards rows are the company's active employees, and the session has just read the booker's own
      // (active, scope, department): the booking-scope rule needs no second read of either.
      if (!row || !inScope(scopeOfBooker, row.empId, row.deptId)) throw notFound();
      out.push({ ref, name: row.name, rankName: row.rankName, rankEnName: row.rankEnName, standard: row.standard });
    } else {
      let name = '';
      if (ref.contactsId) {
        const c = contacts.get(ref.contactsId);
        if (!c) throw notFound();
        name = c.name;
      }
      out.push({
        ref,
        name,
        rankName: booker?.rankName ?? '',
        rankEnName: booker?.rankEnName ?? '',
        standard: booker?.standard ?? null,
      });
    }
  }
  return out;
}

/** An open fare of the day for the lowest-fare window (`atMs` = departure, to narrow the window cheaply). */
export interface PoolFare {
  cabinClass: string;
  atMs: number;
  fare: WindowFare;
}

/** Open fares of a day's flights on a route, for the lowest-fare window. */
export function windowPool(flights: readonly LiveFlight[]): PoolFare[] {
  return flights.flatMap((f) =>
    f.fares
      .filter((x) => x.seats > 0)
      .map((x) => ({ cabinClass: x.cabinClass, atMs: f.depAtMs, fare: { depTime: f.depTime, priceFen: x.priceFen } })),
  );
}

/**
 * The lowest fare of `pool` in the standard's cabin classes departing within its window of `flight` (inclusive), as
 * the domain's lowestFenInWindow defines it, compared by each pool fare's departure instant (`atMs`, its `depTime`
 * already read) instead of parsing every fare's time text again: the booking and every search fare ask this, and the
 * parsing and the two arrays handed to the domain rule were about a tenth of the policy check (issue 17).
 */
export function lowestInWindow(
  pool: readonly PoolFare[],
  flight: Pick<LiveFlight, 'depAtMs'>,
  standard: Pick<FlightStandard, 'lowestFareWindowMin' | 'cabinClasses'>,
): number | null {
  if (!(standard.lowestFareWindowMin > 0)) return null;
  const span = standard.lowestFareWindowMin * 60_000;
  const classes = standard.cabinClasses as readonly string[];
  let lowest: number | null = null;
  for (const p of pool) {
    if (Math.abs(p.atMs - flight.depAtMs) > span || !classes.includes(p.cabinClass)) continue;
    assertFen(p.fare.priceFen);
    if (lowest === null || p.fare.priceFen < lowest) lowest = p.fare.priceFen;
  }
  return lowest;
}

/** Violations of one fare for one standard. */
export function violationsFor(
  flight: LiveFlight,
  fare: LiveFare,
  standard: FlightStandard | null,
  pool: readonly PoolFare[],
  nowMs: number,
): FlightViolation[] {
  if (!standard) return [];
  return evaluateFlightPolicy(
    { cabinClass: fare.cabinClass, discount: fare.discount, priceFen: fare.priceFen, depTime: flight.depTime },
    standard,
    { now: nowMs, lowestFenInWindow: lowestInWindow(pool, flight, standard) },
  ).violations;
}

/** One traveller's (or, aggregated, the strictest) policy match with texts; duplicates removed. */
export function toMatch(locale: Locale, violations: readonly FlightViolation[]): PolicyMatch {
  const seen = new Set<string>();
  const out: PolicyMatch['violations'] = [];
  for (const v of violations) {
    const text = violationText(locale, v);
    if (seen.has(`${v.code}|${text}`)) continue;
    seen.add(`${v.code}|${text}`);
    out.push({ code: v.code, text });
  }
  return { compliant: out.length === 0, violations: out };
}

/** The aggregated match of a fare for every standard given. */
export function policyOf(
  locale: Locale,
  flight: LiveFlight,
  fare: LiveFare,
  standards: readonly (FlightStandard | null)[],
  pool: readonly PoolFare[],
  nowMs: number,
): PolicyMatch {
  return toMatch(
    locale,
    standards.flatMap((s) => violationsFor(flight, fare, s, pool, nowMs)),
  );
}

/** Distinct standards (by content), so each is evaluated once. */
export function distinctStandards(list: readonly TravellerStandard[]): (FlightStandard | null)[] {
  const map = new Map<string, FlightStandard | null>();
  for (const t of list) map.set(JSON.stringify(t.standard), t.standard);
  return [...map.values()];
}
