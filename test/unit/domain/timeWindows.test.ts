import {
  CHINA_TZ,
  chinaDate,
  chinaNow,
  chinaToday,
  defaultTrainDate,
  isAirportTransferBookable,
  isFlightBookable,
  isPastDate,
  isTrainAlterAllowed,
  isTrainBookingHour,
  isWithinTrainWindow,
  trainDepartureAlert,
} from '../../../src/domain';

describe('ARCHITECTURE §13 China business time', () => {
  it('reads local strings as China time and offsets as instants', () => {
    expect(CHINA_TZ).toBe('Asia/Shanghai');
    expect(chinaDate('2025-03-01 08:30').toISOString()).toBe('2025-03-01T00:30:00.000Z');
    expect(chinaDate('2025-03-01T08:30:00').toISOString()).toBe('2025-03-01T00:30:00.000Z');
    expect(chinaDate('2025-03-01T08:30:00Z').format('YYYY-MM-DD HH:mm')).toBe('2025-03-01 16:30');
    expect(chinaDate('2025-03-01T08:30:00+09:00').format('HH:mm')).toBe('07:30');
    expect(chinaDate('nonsense').isValid()).toBe(false);
  });

  it('gives China now and today whatever the device zone', () => {
    expect(chinaNow(Date.UTC(2025, 0, 1, 16, 0)).format('YYYY-MM-DD HH:mm')).toBe('2025-01-02 00:00');
    expect(chinaToday(Date.UTC(2025, 0, 1, 15, 59))).toBe('2025-01-01');
    expect(chinaToday(Date.UTC(2025, 0, 1, 16, 0))).toBe('2025-01-02');
    expect(chinaNow(new Date(Date.UTC(2025, 0, 1, 16, 0))).format('YYYY-MM-DD')).toBe('2025-01-02');
  });
});

describe('SPEC §5 flight 40-minute cut-off', () => {
  it('bookable only with more than 40 minutes to departure', () => {
    expect(isFlightBookable('2025-03-01 10:00', '2025-03-01 09:19')).toBe(true);
    expect(isFlightBookable('2025-03-01 10:00', '2025-03-01 09:20')).toBe(false);
    expect(isFlightBookable('2025-03-01 10:00', '2025-03-01 11:00')).toBe(false);
  });
});

describe('SPEC §5 §9 train windows', () => {
  it('booking hours 05:00 to 23:59 China time', () => {
    expect(isTrainBookingHour('2025-03-01 05:00')).toBe(true);
    expect(isTrainBookingHour('2025-03-01 23:59:59')).toBe(true);
    expect(isTrainBookingHour('2025-03-01 04:59')).toBe(false);
    expect(isTrainBookingHour('2025-03-01 00:00')).toBe(false);
    // 21:30 UTC is 05:30 in China.
    expect(isTrainBookingHour(new Date('2025-03-01T21:30:00Z'))).toBe(true);
  });

  it('booking window today to 14 days ahead, default tomorrow', () => {
    const now = '2025-03-01 23:30';
    expect(isWithinTrainWindow('2025-03-01', now)).toBe(true);
    expect(isWithinTrainWindow('2025-03-15', now)).toBe(true);
    expect(isWithinTrainWindow('2025-03-16', now)).toBe(false);
    expect(isWithinTrainWindow('2025-02-28', now)).toBe(false);
    expect(isWithinTrainWindow('bad', now)).toBe(false);
    expect(defaultTrainDate(now)).toBe('2025-03-02');
    expect(isPastDate('2025-02-28', now)).toBe(true);
    expect(isPastDate('2025-03-01', now)).toBe(false);
  });

  it('departure alerts: within 2 hours confirm, within 30 minutes warn', () => {
    expect(trainDepartureAlert('2025-03-01 12:00', '2025-03-01 09:59')).toBe('none');
    expect(trainDepartureAlert('2025-03-01 12:00', '2025-03-01 10:00')).toBe('confirm');
    expect(trainDepartureAlert('2025-03-01 12:00', '2025-03-01 11:30')).toBe('warn');
  });

  it('changes and refunds need 4 hours', () => {
    expect(isTrainAlterAllowed('2025-03-01 12:00', '2025-03-01 08:00')).toBe(true);
    expect(isTrainAlterAllowed('2025-03-01 12:00', '2025-03-01 08:01')).toBe(false);
  });
});

describe('SPEC §5 airport transfer within 30 days', () => {
  it('today to 30 days ahead', () => {
    expect(isAirportTransferBookable('2025-03-31', '2025-03-01 08:00')).toBe(true);
    expect(isAirportTransferBookable('2025-04-01', '2025-03-01 08:00')).toBe(false);
    expect(isAirportTransferBookable('2025-02-28', '2025-03-01 08:00')).toBe(false);
  });
});
