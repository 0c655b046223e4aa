import fc from 'fast-check';
import { LIMITS, flightChangeFeeFen, flightRefundFee, isBeforeFeeCutoff } from '../../../src/domain';

const DEP = '2025-03-01 10:00';

describe('SPEC §9 domestic flight change fee', () => {
  it('40% of fare up to 2 hours before departure, 60% after', () => {
    expect(flightChangeFeeFen(100000, DEP, '2025-02-28 10:00')).toBe(40000);
    expect(flightChangeFeeFen(100000, DEP, '2025-03-01 08:00')).toBe(40000);
    expect(flightChangeFeeFen(100000, DEP, '2025-03-01 08:00:01')).toBe(60000);
    expect(flightChangeFeeFen(100000, DEP, '2025-03-01 09:59')).toBe(60000);
  });

  it('minimum 50 yuan, never above the fare, rounded half up to the fen', () => {
    expect(flightChangeFeeFen(10000, DEP, '2025-02-01 00:00')).toBe(5000);
    expect(flightChangeFeeFen(3000, DEP, '2025-02-01 00:00')).toBe(3000);
    expect(flightChangeFeeFen(0, DEP, '2025-02-01 00:00')).toBe(0);
    expect(flightChangeFeeFen(12345 + 100000, DEP, '2025-02-01 00:00')).toBe(44938);
  });

  it('reads times in China time, also when given an offset or a Date', () => {
    // 08:00 China time is 00:00 UTC.
    expect(flightChangeFeeFen(100000, DEP, '2025-03-01T00:00:00Z')).toBe(40000);
    expect(flightChangeFeeFen(100000, DEP, new Date('2025-03-01T00:00:01Z'))).toBe(60000);
    expect(flightChangeFeeFen(100000, '2025-03-01T02:00:00Z', '2025-03-01 08:00')).toBe(40000);
  });

  it('refuses bad fares and unreadable times', () => {
    expect(() => flightChangeFeeFen(-1, DEP, DEP)).toThrow(RangeError);
    expect(() => flightChangeFeeFen(1.5, DEP, DEP)).toThrow(RangeError);
    expect(() => flightChangeFeeFen(100, 'never', DEP)).toThrow(RangeError);
  });
});

describe('SPEC §9 domestic flight refund fee', () => {
  it('60% up to 2 hours before departure, refused after', () => {
    expect(flightRefundFee(100000, DEP, '2025-03-01 08:00')).toEqual({
      allowed: true,
      feeFen: 60000,
      refundFen: 40000,
    });
    expect(flightRefundFee(100000, DEP, '2025-03-01 08:00:01')).toEqual({ allowed: false, reason: 'cutoff' });
    expect(flightRefundFee(100000, DEP, '2025-03-02 08:00')).toEqual({ allowed: false, reason: 'cutoff' });
  });

  it('minimum 50 yuan capped at the fare', () => {
    expect(flightRefundFee(6000, DEP, '2025-02-01 00:00')).toEqual({ allowed: true, feeFen: 5000, refundFen: 1000 });
    expect(flightRefundFee(4000, DEP, '2025-02-01 00:00')).toEqual({ allowed: true, feeFen: 4000, refundFen: 0 });
  });
});

// Fares up to 100,000 yuan; times within ±10 days of departure, to the second.
const fare = fc.integer({ min: 0, max: 10_000_000 });
const offsetSec = fc.integer({ min: -10 * 86400, max: 10 * 86400 });
const depMs = Date.UTC(2025, 2, 1, 2, 0, 0);

describe('SPEC §9 fee maths properties', () => {
  it('change fee: never negative, never above fare, at least min(50 yuan, fare)', () => {
    fc.assert(
      fc.property(fare, offsetSec, (f, off) => {
        const fee = flightChangeFeeFen(f, depMs, depMs - off * 1000);
        expect(Number.isInteger(fee)).toBe(true);
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(fee).toBeLessThanOrEqual(f);
        expect(fee).toBeGreaterThanOrEqual(Math.min(LIMITS.fees.minFeeFen, f));
      }),
    );
  });

  it('change fee: late is never cheaper than early', () => {
    fc.assert(
      fc.property(fare, (f) => {
        expect(flightChangeFeeFen(f, depMs, depMs - 3 * 3600_000)).toBeLessThanOrEqual(
          flightChangeFeeFen(f, depMs, depMs - 3600_000),
        );
      }),
    );
  });

  it('refund: allowed exactly up to the 2-hour point; refund + fee = fare; fee within bounds', () => {
    fc.assert(
      fc.property(fare, offsetSec, (f, off) => {
        const now = depMs - off * 1000;
        const quote = flightRefundFee(f, depMs, now);
        expect(quote.allowed).toBe(off >= 2 * 3600);
        expect(isBeforeFeeCutoff(depMs, now)).toBe(quote.allowed);
        if (quote.allowed) {
          expect(quote.feeFen + quote.refundFen).toBe(f);
          expect(quote.feeFen).toBeGreaterThanOrEqual(0);
          expect(quote.refundFen).toBeGreaterThanOrEqual(0);
          expect(quote.feeFen).toBeLessThanOrEqual(f);
          expect(quote.feeFen).toBeGreaterThanOrEqual(Math.min(LIMITS.fees.minFeeFen, f));
        }
      }),
    );
  });

  it('refund fee equals the late change fee while refunds are allowed (both 60%)', () => {
    fc.assert(
      fc.property(fare, (f) => {
        const quote = flightRefundFee(f, depMs, depMs - 5 * 3600_000);
        expect(quote.allowed && quote.feeFen).toBe(Math.min(f, Math.max(5000, Math.floor((f * 60 + 50) / 100))));
      }),
    );
  });
});
