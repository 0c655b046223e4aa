/**
 * When a car can be booked for (src/domain/car/useTime.ts; SPEC §9 "airport transfers bookable within 30 days",
 * issue 14 services): pre-booked rides at least 30 minutes and at most 30 days ahead, instant rides for now, the
 * 30-day transfer window by calendar day, the earliest time offered. Dates come from a base instant, not a calendar day.
 */
import {
  CAR_BOOKING_DAYS,
  CAR_MIN_LEAD_MINUTES,
  checkUseTime,
  earliestUseTime,
  transferBookable,
} from '../../../src/domain/car/useTime';
import { chinaNow, toEpochMs } from '../../../src/domain/time';

// Any instant works; the clock of the test run is irrelevant (a year ahead as well).
const NOW = toEpochMs('2031-07-14 10:07');
const at = (ms: number) => chinaNow(ms).format('YYYY-MM-DD HH:mm');
const MIN = 60_000;
const DAY = 86_400_000;

describe('use time of a pre-booked ride (SPEC §9, issue 14)', () => {
  it('accepts 30 minutes to 30 days ahead', () => {
    expect(CAR_MIN_LEAD_MINUTES).toBe(30);
    expect(CAR_BOOKING_DAYS).toBe(30);
    expect(checkUseTime('scheduled', at(NOW + 30 * MIN), NOW)).toBe('ok');
    expect(checkUseTime('airportPickup', at(NOW + 30 * DAY), NOW)).toBe('ok');
    expect(checkUseTime('dayRental', at(NOW + 2 * DAY), NOW)).toBe('ok');
  });

  it('refuses the past, less than 30 minutes ahead and beyond 30 days', () => {
    expect(checkUseTime('scheduled', at(NOW - MIN), NOW)).toBe('past');
    expect(checkUseTime('scheduled', 'not a time', NOW)).toBe('past');
    expect(checkUseTime('scheduled', at(NOW + 29 * MIN), NOW)).toBe('tooSoon');
    expect(checkUseTime('stationDropoff', at(NOW + 31 * DAY), NOW)).toBe('tooFar');
    expect(checkUseTime('scheduled', `${at(NOW + 31 * DAY).slice(0, 10)} 00:00`, NOW)).toBe('tooFar');
  });

  it('counts the 30 days by calendar day, like the transfer window', () => {
    expect(checkUseTime('airportDropoff', `${at(NOW + 30 * DAY).slice(0, 10)} 23:50`, NOW)).toBe('ok');
  });

  it('lets an instant ride go now', () => {
    expect(checkUseTime('instant', at(NOW - DAY), NOW)).toBe('ok');
  });
});

describe('transfer window (SPEC §9: 30 days)', () => {
  it('takes today to the 30th day, by China calendar day', () => {
    expect(transferBookable(at(NOW), NOW)).toBe(true);
    expect(transferBookable(at(NOW + 30 * DAY).slice(0, 10), NOW)).toBe(true);
    // Late on the 30th day still counts: the window is by day.
    expect(transferBookable(`${at(NOW + 30 * DAY).slice(0, 10)} 23:50`, NOW)).toBe(true);
    expect(transferBookable(at(NOW + 31 * DAY), NOW)).toBe(false);
    expect(transferBookable(at(NOW - DAY), NOW)).toBe(false);
    expect(transferBookable('soon', NOW)).toBe(false);
  });
});

describe('earliest use time', () => {
  it('is now + 30 minutes rounded up to 10 minutes', () => {
    expect(earliestUseTime(NOW)).toBe(at(NOW + 33 * MIN));
    expect(earliestUseTime(toEpochMs('2031-07-14 10:00'))).toBe('2031-07-14 10:30');
    expect(earliestUseTime(toEpochMs('2031-07-14 23:45'))).toBe('2031-07-15 00:20');
  });

  it('counts a started minute, so the time offered always passes the check', () => {
    const now = toEpochMs('2031-07-14 10:00') + 30_000;
    expect(earliestUseTime(now)).toBe('2031-07-14 10:40');
    for (let s = 0; s < 3600; s += 37) {
      const n = NOW + s * 1000;
      expect(checkUseTime('scheduled', earliestUseTime(n), n)).toBe('ok');
    }
  });
});
