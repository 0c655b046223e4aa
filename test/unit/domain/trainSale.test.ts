/**
 * Train sale rules (src/domain/train/sale.ts) at their boundaries. Every rule takes `now`, so the instants below are
 * fixed China wall-clock times; none of them depends on the real date.
 */
import { chinaDayStartMs, toEpochMs } from '../../../src/domain/time';
import {
  TRAIN_RULES,
  afterSalesOpen,
  benchOpen,
  checkTrainDate,
  defaultTrainDate,
  departureWarning,
  heightBand,
  isFastTrain,
  isSeatBookable,
  isSuspended,
  isTrainReservable,
  suggestFlight,
  trainSaleRange,
  withinBookingHours,
} from '../../../src/domain/train/sale';

/** Epoch ms of a China wall-clock time. */
const at = (china: string): number => toEpochMs(china);

describe('SPEC §9 train numbers', () => {
  it('are the rules the screens and the server share', () => {
    expect(TRAIN_RULES.horizonDays).toBe(14);
    expect(TRAIN_RULES.bookingOpen).toBe('05:00');
    expect(TRAIN_RULES.bookingClose).toBe('23:59');
    expect(TRAIN_RULES.afterSalesLeadHours).toBe(4);
    expect(TRAIN_RULES.benchLeadHours).toBe(3);
    expect(TRAIN_RULES.benchMaxMinutes).toBe(3);
    expect(TRAIN_RULES.flightSuggestDays).toBe(29);
    expect([...TRAIN_RULES.fastTypes]).toEqual(['G', 'C', 'D']);
  });
});

describe('SPEC §9 sale range: today to 14 days ahead, default tomorrow (China dates)', () => {
  it('counts from the China date, not the device zone', () => {
    // 2026-03-01 23:30 China time is still 2026-03-01 15:30 UTC; 00:10 on the 2nd is the 1st in UTC.
    expect(trainSaleRange(at('2026-03-01 23:30'))).toEqual({ first: '2026-03-01', last: '2026-03-15' });
    expect(trainSaleRange(at('2026-03-02 00:10'))).toEqual({ first: '2026-03-02', last: '2026-03-16' });
    expect(defaultTrainDate(at('2026-03-01 23:30'))).toBe('2026-03-02');
    expect(defaultTrainDate(at('2026-03-02 00:10'))).toBe('2026-03-03');
    expect(defaultTrainDate(at('2026-12-31 12:00'))).toBe('2027-01-01');
  });

  it('today and today+14 are ok, today+15 out of range, yesterday expired (SPEC §5)', () => {
    const now = at('2026-03-01 10:00');
    expect(checkTrainDate('2026-03-01', now)).toBe('ok');
    expect(checkTrainDate('2026-03-15', now)).toBe('ok');
    expect(checkTrainDate('2026-03-16', now)).toBe('outOfRange');
    expect(checkTrainDate('2026-02-28', now)).toBe('expired');
    expect(checkTrainDate('2026-02-30', now)).toBe('outOfRange');
    expect(checkTrainDate('', now)).toBe('outOfRange');
    // A date-time is judged by its day.
    expect(checkTrainDate('2026-03-15 23:00', now)).toBe('ok');
  });

  it('the day turns at China midnight', () => {
    const midnight = chinaDayStartMs('2026-03-02');
    expect(checkTrainDate('2026-03-01', midnight - 1)).toBe('ok');
    expect(checkTrainDate('2026-03-01', midnight)).toBe('expired');
    expect(checkTrainDate('2026-03-16', midnight - 1)).toBe('outOfRange');
    expect(checkTrainDate('2026-03-16', midnight)).toBe('ok');
  });
});

describe('SPEC §4 train sale', () => {
  it('a runTime beginning with 99 is suspended', () => {
    expect(isSuspended({ runTime: '99:59' })).toBe(true);
    expect(isSuspended({ runTime: '09:59' })).toBe(false);
    expect(isSuspended({ runTime: '19:09' })).toBe(false);
  });

  it("a train is bookable only when saleDateTime is 'reservable' and not suspended", () => {
    expect(isTrainReservable({ saleDateTime: 'reservable', runTime: '04:28' })).toBe(true);
    expect(isTrainReservable({ saleDateTime: '2026-03-01 15:00', runTime: '04:28' })).toBe(false);
    expect(isTrainReservable({ saleDateTime: 'stopped', runTime: '04:28' })).toBe(false);
    expect(isTrainReservable({ saleDateTime: 'reservable', runTime: '99:59' })).toBe(false);
  });

  it('a seat is bookable only with count above 0 and wb not 2', () => {
    expect(isSeatBookable({ seatCount: 1, wb: 0 })).toBe(true);
    expect(isSeatBookable({ seatCount: 99, wb: 1 })).toBe(true);
    expect(isSeatBookable({ seatCount: 0, wb: 0 })).toBe(false);
    expect(isSeatBookable({ seatCount: 5, wb: 2 })).toBe(false);
  });
});

describe('SPEC §5 §9 booking hours 05:00–23:59 China time', () => {
  it.each([
    ['2026-03-01 04:59', false],
    ['2026-03-01 05:00', true],
    ['2026-03-01 12:00', true],
    ['2026-03-01 23:59', true],
    ['2026-03-01 23:59:59', true],
    ['2026-03-02 00:00', false],
  ])('%s → %s', (time, open) => {
    expect(withinBookingHours(at(time))).toBe(open);
  });

  it('reads China time whatever the instant is written as', () => {
    // 21:00 UTC is 05:00 the next day in China; 20:59 UTC is 04:59.
    expect(withinBookingHours(Date.UTC(2026, 2, 1, 21, 0))).toBe(true);
    expect(withinBookingHours(Date.UTC(2026, 2, 1, 20, 59))).toBe(false);
  });
});

describe('SPEC §5 departing within 2 hours / 30 minutes', () => {
  const dep = '2026-03-01 12:00';
  it.each([
    ['2026-03-01 09:59', 'none'],
    ['2026-03-01 10:00', 'soon'],
    ['2026-03-01 11:29', 'soon'],
    ['2026-03-01 11:30', 'imminent'],
    ['2026-03-01 11:59', 'imminent'],
  ])('now %s → %s', (now, expected) => {
    expect(departureWarning(dep, at(now))).toBe(expected);
  });
});

describe('SPEC §5 changes and refunds at least 4 hours ahead', () => {
  it('open at exactly 4 hours, closed a minute later', () => {
    expect(afterSalesOpen('2026-03-01 12:00', at('2026-03-01 08:00'))).toBe(true);
    expect(afterSalesOpen('2026-03-01 12:00', at('2026-03-01 08:01'))).toBe(false);
    // Across midnight.
    expect(afterSalesOpen('2026-03-02 02:00', at('2026-03-01 22:00'))).toBe(true);
    expect(afterSalesOpen('2026-03-02 02:00', at('2026-03-01 22:01'))).toBe(false);
  });
});

describe('SPEC §9 ticket grabbing up to 3 hours before the latest departure', () => {
  it('open at exactly 3 hours, closed a minute later', () => {
    expect(benchOpen('2026-03-01 12:00', at('2026-03-01 09:00'))).toBe(true);
    expect(benchOpen('2026-03-01 12:00', at('2026-03-01 09:01'))).toBe(false);
    expect(benchOpen('2026-03-01 12:00', at('2026-03-01 13:00'))).toBe(false);
  });
});

describe('SPEC §9 child height bands', () => {
  it.each([
    [151, 'adult'],
    [150, 'child'],
    [135, 'child'],
    [120, 'child'],
    [119, 'free'],
    [60, 'free'],
  ])('%i cm → %s', (cm, band) => {
    expect(heightBand(cm)).toBe(band);
  });
});

describe('SPEC §9 fast trains and the flight suggestion', () => {
  it('G, C and D are fast', () => {
    expect(isFastTrain('G101')).toBe(true);
    expect(isFastTrain('C2001')).toBe(true);
    expect(isFastTrain('d301')).toBe(true);
    expect(isFastTrain('K511')).toBe(false);
    expect(isFastTrain('Z19')).toBe(false);
    expect(isFastTrain('T109')).toBe(false);
    expect(isFastTrain('')).toBe(false);
  });

  it('flights are suggested for a departure within 29 days', () => {
    const now = at('2026-03-01 10:00');
    expect(suggestFlight('2026-03-01', now)).toBe(true);
    expect(suggestFlight('2026-03-30', now)).toBe(true);
    expect(suggestFlight('2026-03-31', now)).toBe(false);
    expect(suggestFlight('2026-02-28', now)).toBe(false);
    expect(suggestFlight('nonsense', now)).toBe(false);
  });
});
