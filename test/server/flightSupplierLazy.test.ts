/**
 * The flight supplier makes flights (with their fares) only for what an answer keeps (issue 17): connections are
 * matched on the services' times, and a lowest-fare window's neighbours are made without the whole route-day. Both
 * must answer exactly what the whole route-days give.
 */
import {
  MAX_LAYOVER_MIN,
  MIN_LAYOVER_MIN,
  clearSupplierCache,
  connections,
  dayFlights,
  dayFlightsWhere,
  hubCandidates,
  plusDays,
  type SupplierConnection,
} from '../../server/src/suppliers/flight';
import { withSeats } from '../../server/src/modules/flight/present';
import { firstDraw, rng } from '../../server/src/suppliers/kit/random';

const ROUTES: [string, string][] = [
  ['BJS', 'SHA'],
  ['SHA', 'CAN'],
  ['CAN', 'BJS'],
  ['SZX', 'CTU'],
  ['KWL', 'HRB'],
  ['CTU', 'SHA'],
  ['PEK', 'CAN'],
  ['XIY', 'SZX'],
];
const DATES = Array.from({ length: 6 }, (_, i) => plusDays('2026-03-09', i * 3));

/** The connections as the whole route-days give them (every hub, at most three pairs each, by departure). */
function fromRouteDays(dep: string, arr: string, date: string, max = 24): SupplierConnection[] {
  const out: SupplierConnection[] = [];
  for (const hub of hubCandidates(dep, arr)) {
    const first = dayFlights(dep, hub, date).filter((f) => !f.operatingNo && f.stops === 0);
    const second = dayFlights(hub, arr, date).filter((f) => !f.operatingNo && f.stops === 0);
    const found: SupplierConnection[] = [];
    for (const l1 of first) {
      const l2 = second.find((f) => {
        const layover = (f.depAtMs - l1.arrAtMs) / 60_000;
        return f.depAirport === l1.arrAirport && layover >= MIN_LAYOVER_MIN && layover <= MAX_LAYOVER_MIN;
      });
      if (l2) found.push({ legs: [l1, l2], hubCity: hub, layoverMin: (l2.depAtMs - l1.arrAtMs) / 60_000 });
    }
    found.sort((x, y) => x.legs[1].arrAtMs - x.legs[0].depAtMs - (y.legs[1].arrAtMs - y.legs[0].depAtMs));
    out.push(...found.slice(0, 3));
  }
  out.sort((x, y) => x.legs[0].depAtMs - y.legs[0].depAtMs || x.legs[0].flightNo.localeCompare(y.legs[0].flightNo));
  return out.slice(0, max);
}

describe('connections', () => {
  it('equal those of the whole route-days, from a cold and a warm supplier', () => {
    let total = 0;
    for (const [dep, arr] of ROUTES) {
      for (const date of DATES) {
        clearSupplierCache();
        const cold = connections(dep, arr, date);
        const expected = fromRouteDays(dep, arr, date);
        expect(cold).toEqual(expected);
        clearSupplierCache();
        fromRouteDays(dep, arr, date);
        expect(connections(dep, arr, date, 1000)).toEqual(fromRouteDays(dep, arr, date, 1000));
        total += cold.length;
      }
    }
    // Not vacuous: the routes connect.
    expect(total).toBeGreaterThan(50);
  });
});

describe('dayFlightsWhere', () => {
  it("gives the route-day's flights departing where asked, cold or memoised", () => {
    let kept = 0;
    for (const [dep, arr] of ROUTES) {
      for (const date of DATES) {
        const centre = dayFlights(dep, arr, date)[3]?.depAtMs ?? 0;
        const near = (at: number) => Math.abs(at - centre) <= 90 * 60_000;
        clearSupplierCache();
        const cold = dayFlightsWhere(dep, arr, date, near);
        const expected = dayFlights(dep, arr, date).filter((f) => near(f.depAtMs));
        expect(cold).toEqual(expected);
        expect(dayFlightsWhere(dep, arr, date, near)).toEqual(expected);
        kept += expected.length;
      }
    }
    expect(kept).toBeGreaterThan(20);
  });
});

describe('firstDraw', () => {
  it("is the generator's first value for the same key", () => {
    for (let i = 0; i < 500; i += 1) {
      const key = `ops|CA${1000 + i}|2026-03-${String((i % 28) + 1).padStart(2, '0')}`;
      expect(firstDraw(key)).toBe(rng(key).next());
    }
    expect(firstDraw('')).toBe(rng('').next());
  });
});

describe('withSeats', () => {
  it('subtracts the seats sold of each fare, and copies the capacity when nothing is sold', () => {
    const [flight] = dayFlights('BJS', 'SHA', '2026-03-09');
    const fare = flight!.fares.find((f) => f.capacity >= 3)!;
    const sold = new Map([[`${flight!.flightNo}|${flight!.date}|${fare.cabinCode}`, 2]]);
    const live = withSeats(flight!, sold);
    for (const f of live.fares) {
      const expected = Math.min(10, f.capacity - (f.cabinCode === fare.cabinCode ? 2 : 0));
      expect(f.seats).toBe(expected);
    }
    expect(withSeats(flight!, new Map()).fares.map((f) => f.seats)).toEqual(flight!.fares.map((f) => f.capacity));
  });
});
