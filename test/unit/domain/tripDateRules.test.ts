import {
  DEFAULT_TRIP_DATE_RULE,
  MAX_TRIP_TOLERANCE_DAYS,
  firstDateOutsideTripWindow,
  isInTripWindow,
  isTripDate,
  parseTripDateRule,
  shiftTripDate,
  tripBookingWindow,
} from '../../../src/domain';

const REQUEST = { dateBegin: '2026-03-10', dateEnd: '2026-03-12' };
const LEG = { dateBegin: '2026-03-11' };

describe('SPEC §4 trip-request date rules', () => {
  it('range type 0 uses the plan (request) dates exactly, whatever the tolerance', () => {
    const w = tripBookingWindow({ rangeType: 0, toleranceDays: 5 }, REQUEST, LEG);
    expect(w).toEqual({ from: '2026-03-10', to: '2026-03-12' });
    expect(isInTripWindow(w, '2026-03-09')).toBe(false);
    expect(isInTripWindow(w, '2026-03-10')).toBe(true);
    expect(isInTripWindow(w, '2026-03-12')).toBe(true);
    expect(isInTripWindow(w, '2026-03-13')).toBe(false);
  });

  it('range type 1 widens the request dates by the tolerance in days on both sides', () => {
    const w = tripBookingWindow({ rangeType: 1, toleranceDays: 2 }, REQUEST, LEG);
    expect(w).toEqual({ from: '2026-03-08', to: '2026-03-14' });
    expect(isInTripWindow(w, '2026-03-07')).toBe(false);
    expect(isInTripWindow(w, '2026-03-15')).toBe(false);
  });

  it("range type 2 uses the chosen leg's own dates ± tolerance", () => {
    expect(tripBookingWindow({ rangeType: 2, toleranceDays: 1 }, REQUEST, LEG)).toEqual({
      from: '2026-03-10',
      to: '2026-03-12',
    });
    // A hotel leg with check-out: the whole stay ± tolerance.
    expect(
      tripBookingWindow({ rangeType: 2, toleranceDays: 1 }, REQUEST, {
        dateBegin: '2026-03-10',
        dateEnd: '2026-03-12',
      }),
    ).toEqual({ from: '2026-03-09', to: '2026-03-13' });
    // Without a leg, the request dates ± tolerance.
    expect(tripBookingWindow({ rangeType: 2, toleranceDays: 1 }, REQUEST)).toEqual({
      from: '2026-03-09',
      to: '2026-03-13',
    });
  });

  it('crosses month and year ends and leap days as calendar dates', () => {
    expect(shiftTripDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftTripDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftTripDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(
      tripBookingWindow({ rangeType: 1, toleranceDays: 3 }, { dateBegin: '2026-01-01', dateEnd: '2026-01-02' }),
    ).toEqual({ from: '2025-12-29', to: '2026-01-05' });
  });

  it('a leg or request without a (valid) end date lasts one day', () => {
    expect(tripBookingWindow({ rangeType: 0, toleranceDays: 0 }, { dateBegin: '2026-03-10', dateEnd: null })).toEqual({
      from: '2026-03-10',
      to: '2026-03-10',
    });
    expect(
      tripBookingWindow({ rangeType: 2, toleranceDays: 0 }, REQUEST, {
        dateBegin: '2026-03-11',
        dateEnd: '2026-03-01',
      }),
    ).toEqual({ from: '2026-03-11', to: '2026-03-11' });
  });

  it('reads the company parameters, falling back to plan dates on unreadable values', () => {
    expect(parseTripDateRule('1', '2')).toEqual({ rangeType: 1, toleranceDays: 2 });
    expect(parseTripDateRule(' 2 ', 1)).toEqual({ rangeType: 2, toleranceDays: 1 });
    expect(parseTripDateRule('0', '5')).toEqual(DEFAULT_TRIP_DATE_RULE);
    expect(parseTripDateRule('x', '2')).toEqual(DEFAULT_TRIP_DATE_RULE);
    expect(parseTripDateRule(undefined, undefined)).toEqual(DEFAULT_TRIP_DATE_RULE);
    expect(parseTripDateRule('1', '-3')).toEqual({ rangeType: 1, toleranceDays: 0 });
    expect(parseTripDateRule('1', '1.5')).toEqual({ rangeType: 1, toleranceDays: 0 });
    expect(parseTripDateRule('1', '400')).toEqual({ rangeType: 1, toleranceDays: MAX_TRIP_TOLERANCE_DAYS });
  });

  it('checks every date of a booking (both legs of a round trip) and names the first outside', () => {
    const w = tripBookingWindow({ rangeType: 1, toleranceDays: 1 }, REQUEST);
    expect(firstDateOutsideTripWindow(w, ['2026-03-09', '2026-03-13'])).toBeNull();
    expect(firstDateOutsideTripWindow(w, ['2026-03-10', '2026-03-14'])).toBe('2026-03-14');
    expect(firstDateOutsideTripWindow(w, ['2026-02-30'])).toBe('2026-02-30');
  });

  it('accepts only real calendar dates', () => {
    expect(isTripDate('2026-02-28')).toBe(true);
    expect(isTripDate('2026-02-29')).toBe(false);
    expect(isTripDate('2026-2-1')).toBe(false);
    expect(() => shiftTripDate('tomorrow', 1)).toThrow();
  });
});
