/**
 * Car fares (src/domain/car/fare.ts; issue 14 "fare by distance and time per vehicle class", SPEC §4 cancel from the
 * journey stage, §7 Car estimates): parts in fen, the total rounded up to the yuan and never below the class minimum,
 * the long-distance and night surcharges, day-rental packages and extras, the cancel fee per stage.
 */
import {
  FARE_RULES,
  LONG_DISTANCE_KM,
  VEHICLE_CLASSES,
  cancelFeeFen,
  dayRentalExtraFen,
  dayRentalFare,
  isNightHour,
  isVehicleClass,
  rideFare,
} from '../../../src/domain/car/fare';

const partsSum = (parts: { fen: number }[]) => parts.reduce((s, p) => s + p.fen, 0);

describe('ride fare (issue 14)', () => {
  it('adds base, distance and time, rounded up to the yuan', () => {
    // economy: 10 + 10 km × 2 + 20 min × 0.4 = 38 yuan.
    const f = rideFare('economy', 10_000, 1200, 12);
    expect(f.parts).toEqual([
      { kind: 'base', fen: 1000 },
      { kind: 'distance', fen: 2000 },
      { kind: 'time', fen: 800 },
    ]);
    expect(f.totalFen).toBe(3800);
    // 10.33 km → 2066 fen; the total 38.66 rounds up to 39 yuan.
    expect(rideFare('economy', 10_330, 1200, 12).totalFen).toBe(3900);
  });

  it('charges at least the class minimum', () => {
    for (const cls of VEHICLE_CLASSES) {
      const f = rideFare(cls, 300, 60, 12);
      expect(f.totalFen).toBe(Math.ceil(FARE_RULES[cls].minFen / 100) * 100);
      expect(partsSum(f.parts)).toBeLessThan(FARE_RULES[cls].minFen);
    }
  });

  it('adds half the per-km price again past 15 km', () => {
    const f = rideFare('comfort', 25_000, 0, 12);
    const extra = f.parts.find((p) => p.kind === 'longDistance');
    expect(extra?.fen).toBe(Math.round((25 - LONG_DISTANCE_KM) * 280 * 0.5));
    expect(rideFare('comfort', 15_000, 0, 12).parts.map((p) => p.kind)).not.toContain('longDistance');
  });

  it('adds 20 % on the distance part for rides starting 23:00–04:59', () => {
    expect([22, 23, 0, 4, 5].map(isNightHour)).toEqual([false, true, true, true, false]);
    const night = rideFare('business', 10_000, 600, 23);
    expect(night.parts.find((p) => p.kind === 'night')?.fen).toBe(Math.round(10 * 380 * 0.2));
    expect(night.totalFen).toBeGreaterThan(rideFare('business', 10_000, 600, 22).totalFen);
  });

  it('orders the classes by price and keeps every total a whole yuan', () => {
    const totals = (['economy', 'comfort', 'business', 'luxury'] as const).map(
      (c) => rideFare(c, 18_000, 1800, 9).totalFen,
    );
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    for (const t of totals) expect(t % 100).toBe(0);
  });

  it('treats negative distances and durations as zero', () => {
    expect(rideFare('economy', -5, -5, 12).parts.slice(1)).toEqual([
      { kind: 'distance', fen: 0 },
      { kind: 'time', fen: 0 },
    ]);
  });

  it('knows the vehicle classes', () => {
    expect(VEHICLE_CLASSES).toEqual(['economy', 'comfort', 'business', 'luxury', 'mpv']);
    expect(isVehicleClass('mpv')).toBe(true);
    expect(isVehicleClass('bus')).toBe(false);
    // SPEC §9: seats and standard cases per class.
    expect(FARE_RULES.mpv).toMatchObject({ seats: 6, luggage: 5 });
    expect(FARE_RULES.economy).toMatchObject({ seats: 4, luggage: 2 });
  });
});

describe('day rental (issue 14)', () => {
  it('prices a package per day for whole days', () => {
    expect(dayRentalFare('comfort', 'halfDay', 2)).toEqual({
      totalFen: 96_000,
      parts: [{ kind: 'package', fen: 96_000 }],
    });
    expect(dayRentalFare('economy', 'fullDay', 1).totalFen).toBe(68_000);
    expect(dayRentalFare('economy', 'fullDay', 0).totalFen).toBe(68_000);
    expect(dayRentalFare('economy', 'fullDay', 2.7).totalFen).toBe(136_000);
  });

  it('charges started extra hours and extra kilometres beyond the package', () => {
    // fullDay: 8 h and 100 km a day.
    expect(dayRentalExtraFen('economy', 'fullDay', 1, 8 * 3600, 100_000)).toBe(0);
    expect(dayRentalExtraFen('economy', 'fullDay', 1, 8 * 3600 + 60, 100_000)).toBe(8000);
    expect(dayRentalExtraFen('economy', 'fullDay', 1, 8 * 3600, 100_400)).toBe(300);
    expect(dayRentalExtraFen('business', 'halfDay', 2, 10 * 3600, 120_000)).toBe(2 * 15000 + 20 * 500);
  });
});

describe('cancel fee by journey stage (SPEC §4)', () => {
  it('is free while calling, the class fee once accepted or arrived, impossible once the trip started', () => {
    expect(cancelFeeFen('economy', 0, 3000)).toBe(0);
    expect(cancelFeeFen('economy', 1, 3000)).toBe(500);
    expect(cancelFeeFen('luxury', 2, 9000)).toBe(2000);
    expect(cancelFeeFen('economy', 3, 3000)).toBeNull();
    expect(cancelFeeFen('economy', 5, 3000)).toBeNull();
  });

  it('never costs more than the estimate', () => {
    expect(cancelFeeFen('luxury', 1, 1500)).toBe(1500);
  });
});
