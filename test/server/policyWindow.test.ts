/**
 * flight/policy.ts lowestInWindow: the lowest fare of the window pool by each fare's departure instant gives what the
 * domain rule lowestFenInWindow gives from the fares' time texts (the rule shared with the client), for real supplier
 * days, every window width and cabin-class set, departures in the window's middle and on its edges.
 */
import { lowestFenInWindow, type CabinClass, type FlightStandard } from '../../src/domain/flightPolicy';
import { lowestInWindow, windowPool } from '../../server/src/modules/flight/policy';
import { withSeats } from '../../server/src/modules/flight/present';
import { dayFlights } from '../../server/src/suppliers/flight';

const CLASS_SETS: CabinClass[][] = [['Y'], ['Y', 'C'], ['F', 'C', 'Y'], ['C']];
const WINDOWS = [0, 1, 30, 60, 90, 120, 240, 1440];

describe('lowest fare of the window', () => {
  it.each([
    ['BJS', 'SHA', '2026-03-10'],
    ['SHA', 'CAN', '2026-04-02'],
    ['CTU', 'BJS', '2026-03-28'],
  ])('%s-%s %s: the same as the domain rule for every flight, window and class set', (dep, arr, date) => {
    const flights = dayFlights(dep, arr, date).map((f) => withSeats(f, new Map()));
    expect(flights.length).toBeGreaterThan(5);
    const pool = windowPool(flights);
    let compared = 0;
    let found = 0;
    for (const flight of flights) {
      for (const lowestFareWindowMin of WINDOWS) {
        for (const cabinClasses of CLASS_SETS) {
          const standard: FlightStandard = { cabinClasses, maxDiscount: 100, advanceDays: 0, lowestFareWindowMin };
          const expected = lowestFenInWindow(
            pool.filter((p) => (cabinClasses as string[]).includes(p.cabinClass)).map((p) => p.fare),
            flight.depTime,
            lowestFareWindowMin,
          );
          expect(lowestInWindow(pool, flight, standard)).toBe(expected);
          compared += 1;
          if (expected !== null) found += 1;
        }
      }
    }
    // Windows that find fares and windows that find none were both compared.
    expect(found).toBeGreaterThan(0);
    expect(compared - found).toBeGreaterThan(0);
  });

  it('counts a fare departing exactly on the window edge, not one a minute beyond it', () => {
    const flights = dayFlights('BJS', 'SHA', '2026-03-10').map((f) => withSeats(f, new Map()));
    const [a, b] = flights as [(typeof flights)[number], (typeof flights)[number]];
    const gapMin = (b.depAtMs - a.depAtMs) / 60_000;
    expect(gapMin).toBeGreaterThan(1);
    const pool = windowPool([b]).filter((p) => p.cabinClass === 'Y');
    const std = (lowestFareWindowMin: number) => ({ cabinClasses: ['Y' as CabinClass], lowestFareWindowMin });
    const cheapest = Math.min(...pool.map((p) => p.fare.priceFen));
    expect(lowestInWindow(pool, a, std(gapMin))).toBe(cheapest);
    expect(lowestInWindow(pool, a, std(gapMin - 1))).toBeNull();
  });
});
