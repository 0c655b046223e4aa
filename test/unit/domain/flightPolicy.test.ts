import fc from 'fast-check';
import { CABIN_CLASSES, chinaDate, evaluateFlightPolicy, lowestFenInWindow } from '../../../src/domain';
import type { CabinClass, FareFacts, FlightStandard, PolicyContext } from '../../../src/domain';

// SPEC §6 per-rank travel standards; issue 3 "Travel policy" (cabin class, discount ceiling, advance days, lowest fare).
const STANDARD: FlightStandard = { cabinClasses: ['Y'], maxDiscount: 80, advanceDays: 3, lowestFareWindowMin: 60 };
const NOW = chinaDate('2025-03-01 10:00').valueOf();
const FARE: FareFacts = { cabinClass: 'Y', discount: 60, priceFen: 60000, depTime: '2025-03-10 08:00' };
const CTX: PolicyContext = { now: NOW, lowestFenInWindow: 60000 };

const codes = (fare: Partial<FareFacts>, std: Partial<FlightStandard> = {}, ctx: Partial<PolicyContext> = {}) =>
  evaluateFlightPolicy({ ...FARE, ...fare }, { ...STANDARD, ...std }, { ...CTX, ...ctx }).violations.map((v) => v.code);

describe('SPEC §6 flight travel standard evaluation', () => {
  it('no standard means compliant', () => {
    expect(evaluateFlightPolicy({ ...FARE, cabinClass: 'F', discount: 300 }, null, CTX)).toEqual({
      compliant: true,
      violations: [],
    });
  });

  it('a fare inside every rule complies', () => {
    expect(evaluateFlightPolicy(FARE, STANDARD, CTX)).toEqual({ compliant: true, violations: [] });
  });

  it('cabin class: a class outside the allowed list, with the allowed classes in the params', () => {
    const r = evaluateFlightPolicy({ ...FARE, cabinClass: 'C' }, { ...STANDARD, cabinClasses: ['Y', 'F'] }, CTX);
    expect(r.compliant).toBe(false);
    expect(r.violations).toEqual([{ code: 'cabinClass', params: { cabinClass: 'C', allowed: 'Y,F' } }]);
    expect(codes({ cabinClass: 'C' }, { cabinClasses: ['Y', 'C'] })).toEqual([]);
    expect(codes({ cabinClass: 'Y' }, { cabinClasses: [] })).toEqual(['cabinClass']);
  });

  it('discount: above the ceiling violates, at the ceiling complies', () => {
    expect(codes({ discount: 80 })).toEqual([]);
    const r = evaluateFlightPolicy({ ...FARE, discount: 85 }, STANDARD, CTX);
    expect(r.violations).toEqual([{ code: 'discount', params: { discount: 85, maxDiscount: 80 } }]);
  });

  it('advance days: counted on China calendar dates, fewer than N days violates', () => {
    expect(codes({ depTime: '2025-03-04 00:05' })).toEqual([]);
    const r = evaluateFlightPolicy({ ...FARE, depTime: '2025-03-03 23:55' }, STANDARD, CTX);
    expect(r.violations).toEqual([{ code: 'advanceDays', params: { advanceDays: 3, daysAhead: 2 } }]);
    // 16:30 UTC on 1 March is already 2 March 00:30 in China: 4 March is only 2 days ahead.
    expect(codes({ depTime: '2025-03-04 08:00' }, {}, { now: Date.UTC(2025, 2, 1, 16, 30) })).toEqual(['advanceDays']);
    expect(codes({ depTime: '2025-03-04 08:00' }, {}, { now: Date.UTC(2025, 2, 1, 15, 59) })).toEqual([]);
  });

  it('advance days: 0 switches the rule off, even for a flight today', () => {
    expect(codes({ depTime: '2025-03-01 18:00' }, { advanceDays: 0 })).toEqual([]);
    expect(codes({ depTime: '2025-03-01 18:00' }, { advanceDays: 1 })).toEqual(['advanceDays']);
  });

  it('lowest fare: more than the lowest price within the window violates, with yuan params', () => {
    expect(codes({ priceFen: 60000 }, {}, { lowestFenInWindow: 60000 })).toEqual([]);
    const r = evaluateFlightPolicy({ ...FARE, priceFen: 60050 }, STANDARD, { ...CTX, lowestFenInWindow: 45000 });
    expect(r.violations).toEqual([{ code: 'lowestFare', params: { lowestPrice: 450, price: 600.5, windowMin: 60 } }]);
  });

  it('lowest fare: unknown lowest price or a window of 0 switches the rule off', () => {
    expect(codes({ priceFen: 99000 }, {}, { lowestFenInWindow: null })).toEqual([]);
    expect(codes({ priceFen: 99000 }, { lowestFareWindowMin: 0 }, { lowestFenInWindow: 1000 })).toEqual([]);
  });

  it('lists every broken rule in a fixed order', () => {
    expect(
      codes(
        { cabinClass: 'F', discount: 250, priceFen: 300000, depTime: '2025-03-02 08:00' },
        {},
        { lowestFenInWindow: 50000 },
      ),
    ).toEqual(['cabinClass', 'discount', 'advanceDays', 'lowestFare']);
  });

  it('refuses an unreadable departure or a price not in whole fen', () => {
    expect(() => evaluateFlightPolicy({ ...FARE, depTime: 'soon' }, STANDARD, CTX)).toThrow(RangeError);
    expect(() => evaluateFlightPolicy({ ...FARE, priceFen: 100.5 }, STANDARD, CTX)).toThrow(RangeError);
  });
});

describe('lowest fare within ± window minutes', () => {
  const fares = [
    { depTime: '2025-03-10 06:59', priceFen: 40000 },
    { depTime: '2025-03-10 07:00', priceFen: 46000 },
    { depTime: '2025-03-10 07:01', priceFen: 50000 },
    { depTime: '2025-03-10 08:30', priceFen: 55000 },
    { depTime: '2025-03-10 09:00', priceFen: 45000 },
    { depTime: '2025-03-10 09:01', priceFen: 30000 },
  ];

  it('takes the lowest price with inclusive bounds', () => {
    expect(lowestFenInWindow(fares, '2025-03-10 08:00', 60)).toBe(45000);
    expect(lowestFenInWindow(fares, '2025-03-10 08:00', 61)).toBe(30000);
    expect(lowestFenInWindow(fares, '2025-03-10 08:00', 59)).toBe(50000);
    expect(lowestFenInWindow(fares, '2025-03-10 07:30', 30)).toBe(46000);
    expect(lowestFenInWindow(fares, '2025-03-10 07:30', 29)).toBe(50000);
  });

  it('null when nothing departs in the window or the window is off', () => {
    expect(lowestFenInWindow(fares, '2025-03-11 08:00', 60)).toBeNull();
    expect(lowestFenInWindow(fares, '2025-03-10 08:30', 0)).toBeNull();
    expect(lowestFenInWindow([], '2025-03-10 08:30', 60)).toBeNull();
    expect(() => lowestFenInWindow(fares, 'later', 60)).toThrow(RangeError);
  });
});

describe('SPEC §6 policy properties', () => {
  const cabinSubset = fc.subarray([...CABIN_CLASSES], { minLength: 1 });
  const nowMs = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 0, 1) });
  const fmt = (ms: number) => chinaDate(new Date(ms).toISOString()).format('YYYY-MM-DD HH:mm');

  it('an allowed class at or under the ceiling, booked early enough, at the lowest fare, complies', () => {
    fc.assert(
      fc.property(
        cabinSubset,
        fc.nat({ max: 300 }),
        fc.nat({ max: 300 }),
        fc.nat({ max: 30 }),
        fc.nat({ max: 60 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.nat({ max: 10_000_000 }),
        fc.nat({ max: 240 }),
        nowMs,
        fc.nat(),
        (allowed, maxDiscount, under, advanceDays, extraDays, minuteOfDay, priceFen, windowMin, now, pick) => {
          const cabinClass = allowed[pick % allowed.length] as CabinClass;
          const today = chinaDate(fmt(now)).startOf('day');
          const dep = today.add(advanceDays + extraDays, 'day').add(minuteOfDay, 'minute');
          const fare: FareFacts = {
            cabinClass,
            discount: Math.max(0, maxDiscount - under),
            priceFen,
            depTime: dep.format('YYYY-MM-DD HH:mm'),
          };
          // The rule compares China dates: with advanceDays 0 even a departure earlier today passes.
          const std: FlightStandard = {
            cabinClasses: allowed,
            maxDiscount,
            advanceDays,
            lowestFareWindowMin: windowMin,
          };
          const r = evaluateFlightPolicy(fare, std, { now, lowestFenInWindow: priceFen });
          return r.compliant && r.violations.length === 0;
        },
      ),
    );
  });

  it('each rule is broken exactly when its condition holds; compliant means no violation', () => {
    fc.assert(
      fc.property(
        cabinSubset,
        fc.constantFrom(...CABIN_CLASSES),
        fc.nat({ max: 300 }),
        fc.nat({ max: 300 }),
        fc.nat({ max: 10 }),
        fc.integer({ min: -2, max: 15 }),
        fc.nat({ max: 1_000_000 }),
        fc.option(fc.nat({ max: 1_000_000 })),
        fc.nat({ max: 120 }),
        nowMs,
        (allowed, cabinClass, discount, maxDiscount, advanceDays, daysAhead, priceFen, lowest, windowMin, now) => {
          const dep = chinaDate(fmt(now)).startOf('day').add(daysAhead, 'day').add(12, 'hour');
          const fare: FareFacts = { cabinClass, discount, priceFen, depTime: dep.format('YYYY-MM-DD HH:mm') };
          const std: FlightStandard = {
            cabinClasses: allowed,
            maxDiscount,
            advanceDays,
            lowestFareWindowMin: windowMin,
          };
          const r = evaluateFlightPolicy(fare, std, { now, lowestFenInWindow: lowest });
          const got = new Set(r.violations.map((v) => v.code));
          return (
            got.has('cabinClass') === !allowed.includes(cabinClass) &&
            got.has('discount') === discount > maxDiscount &&
            got.has('advanceDays') === (advanceDays > 0 && daysAhead < advanceDays) &&
            got.has('lowestFare') === (windowMin > 0 && lowest !== null && priceFen > lowest) &&
            r.compliant === (r.violations.length === 0)
          );
        },
      ),
    );
  });
});
