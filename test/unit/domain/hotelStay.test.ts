import {
  HOTEL_RULES,
  arrivalMs,
  arrivalOptions,
  checkArrival,
  checkRoomsAndGuests,
  checkStay,
  defaultStay,
  guaranteeNeeded,
  nightsBetween,
  stayDates,
} from '../../../src/domain/hotel/stay';
import { LIMITS } from '../../../src/domain/limits';
import { addCalendarDays, chinaDayStartMs, chinaToday } from '../../../src/domain/time';

// The rules are pure: `now` is the only clock. A China-time instant of a day is built from its midnight.
const HOUR = 3_600_000;
const MINUTE = 60_000;
const TODAY = '2026-03-10';
const at = (day: string, h: number, m = 0): number => chinaDayStartMs(day) + h * HOUR + m * MINUTE;
const NOON = at(TODAY, 12);

describe('SPEC §9 hotel numbers', () => {
  it('takes the limits of SPEC §9', () => {
    expect(HOTEL_RULES.maxGuests).toBe(10);
    expect(HOTEL_RULES.minLeadHours).toBe(4);
    expect(HOTEL_RULES.defaultNights).toBe(1);
    expect(HOTEL_RULES.defaultRooms).toBe(1);
    expect(HOTEL_RULES.defaultDistance).toBe(15);
    expect(HOTEL_RULES.defaultSort).toBe(12);
    expect(HOTEL_RULES.noteMax).toBe(LIMITS.input.hotelNoteMax);
    expect(HOTEL_RULES.maxNights).toBe(30);
    expect(HOTEL_RULES.latestCheckInDays).toBe(180);
    expect(HOTEL_RULES.lateArrivalHour).toBe(18);
  });
});

describe('nights of a stay', () => {
  it('counts nights and lists each night', () => {
    expect(nightsBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(stayDates('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(stayDates('2026-03-02', '2026-03-02')).toEqual([]);
    expect(stayDates('2026-03-03', '2026-03-02')).toEqual([]);
    expect(nightsBetween('nonsense', '2026-03-02')).toBeNaN();
    expect(stayDates('2026-02-30', '2026-03-02')).toEqual([]);
  });
});

describe('SPEC §9 default stay: today, 1 night, China time', () => {
  it('is today in China whatever the UTC day', () => {
    // 23:30 UTC is already the next morning in China.
    const late = Date.UTC(2026, 2, 9, 23, 30);
    expect(defaultStay(late)).toEqual({ checkIn: '2026-03-10', checkOut: '2026-03-11' });
  });

  it('after 22:00 China time it is still today', () => {
    expect(defaultStay(at(TODAY, 22, 30))).toEqual({ checkIn: TODAY, checkOut: '2026-03-11' });
    expect(defaultStay(at(TODAY, 23, 59))).toEqual({ checkIn: TODAY, checkOut: '2026-03-11' });
  });
});

describe('SPEC §5 check-in cannot be later than check-out', () => {
  it('refuses check-in on or after check-out', () => {
    expect(checkStay(TODAY, '2026-03-11', NOON)).toBe('ok');
    expect(checkStay(TODAY, TODAY, NOON)).toBe('checkOutNotAfter');
    expect(checkStay('2026-03-12', '2026-03-11', NOON)).toBe('checkOutNotAfter');
    expect(checkStay(TODAY, 'nonsense', NOON)).toBe('checkOutNotAfter');
  });

  it('refuses a past check-in, China time', () => {
    expect(checkStay('2026-03-09', '2026-03-11', NOON)).toBe('pastCheckIn');
    // 00:05 China time on the 10th: the 9th is past even though it is still the 9th in UTC.
    expect(checkStay('2026-03-09', '2026-03-10', at(TODAY, 0, 5))).toBe('pastCheckIn');
    expect(checkStay('nonsense', '2026-03-11', NOON)).toBe('pastCheckIn');
  });

  it('at most 30 nights and 180 days ahead', () => {
    expect(checkStay(TODAY, addCalendarDays(TODAY, 30), NOON)).toBe('ok');
    expect(checkStay(TODAY, addCalendarDays(TODAY, 31), NOON)).toBe('tooLong');
    const last = addCalendarDays(TODAY, 180);
    expect(checkStay(last, addCalendarDays(last, 1), NOON)).toBe('ok');
    const beyond = addCalendarDays(TODAY, 181);
    expect(checkStay(beyond, addCalendarDays(beyond, 1), NOON)).toBe('tooFar');
  });
});

describe('SPEC §5, §9 latest arrival at least 4 hours ahead', () => {
  it('offers 14:00 to 23:59 then the next-day hours for a later check-in', () => {
    const options = arrivalOptions('2026-03-11', NOON);
    expect(options[0]).toBe('14:00');
    expect(options).toContain('23:59');
    expect(options.slice(-6)).toEqual(['01:00', '02:00', '03:00', '04:00', '05:00', '06:00']);
    expect(options.indexOf('23:59')).toBeLessThan(options.indexOf('01:00'));
  });

  it('today only offers times at least 4 hours after now (boundary included)', () => {
    // 14:00 now: 18:00 is exactly 4 hours ahead.
    const now = at(TODAY, 14);
    expect(checkArrival(TODAY, '18:00', now)).toBe('ok');
    expect(checkArrival(TODAY, '17:00', now)).toBe('leadTime');
    expect(checkArrival(TODAY, '18:00', now + MINUTE)).toBe('leadTime');
    expect(arrivalOptions(TODAY, now)[0]).toBe('18:00');
    expect(arrivalOptions(TODAY, now + MINUTE)[0]).toBe('19:00');
  });

  it('reads the next-day hours as the morning after check-in', () => {
    expect(arrivalMs(TODAY, '02:00')).toBe(at('2026-03-11', 2));
    expect(arrivalMs(TODAY, '23:59')).toBe(at(TODAY, 23, 59));
    // 22:30 on check-in day: only 03:00 and later the next morning are 4 hours ahead.
    expect(arrivalOptions(TODAY, at(TODAY, 22, 30))).toEqual(['03:00', '04:00', '05:00', '06:00']);
    expect(checkArrival(TODAY, '02:30', at(TODAY, 22, 30))).toBe('ok');
    expect(checkArrival(TODAY, '02:29', at(TODAY, 22, 30))).toBe('leadTime');
  });

  it('a past check-in day has no choice; nonsense is refused', () => {
    expect(arrivalOptions('2026-03-09', NOON)).toEqual([]);
    expect(checkArrival(TODAY, '25:00', NOON)).toBe('leadTime');
    expect(checkArrival('nonsense', '20:00', NOON)).toBe('leadTime');
  });

  it('holds whatever the date: defaults from any clock give a bookable evening', () => {
    for (const now of [NOON, at('2027-12-31', 9), at('2028-02-28', 23, 50)]) {
      const { checkIn, checkOut } = defaultStay(now);
      expect(checkIn).toBe(chinaToday(now));
      expect(checkStay(checkIn, checkOut, now)).toBe('ok');
      expect(arrivalOptions(checkIn, now).length).toBeGreaterThan(0);
    }
  });
});

describe('guarantee of onsite plans', () => {
  const onsite = (guarantee: 'none' | 'always' | 'late') => ({ payType: 'onsite' as const, guarantee });

  it('prepaid plans and plans without guarantee never ask', () => {
    expect(guaranteeNeeded({ payType: 'prepay', guarantee: 'always' }, '20:00')).toBe(false);
    expect(guaranteeNeeded(onsite('none'), '02:00')).toBe(false);
    expect(guaranteeNeeded(onsite('always'), '14:00')).toBe(true);
  });

  it('late: only an arrival after 18:00 or in the next-day hours', () => {
    expect(guaranteeNeeded(onsite('late'), '18:00')).toBe(false);
    expect(guaranteeNeeded(onsite('late'), '19:00')).toBe(true);
    expect(guaranteeNeeded(onsite('late'), '23:59')).toBe(true);
    expect(guaranteeNeeded(onsite('late'), '01:00')).toBe(true);
    expect(guaranteeNeeded(onsite('late'), '14:00')).toBe(false);
  });
});

describe('SPEC §5 at least one room and one guest, up to 10 guests', () => {
  it('needs a room and a guest', () => {
    expect(checkRoomsAndGuests(0, [1])).toBe('noRoom');
    expect(checkRoomsAndGuests(1.5, [1, 1])).toBe('noRoom');
    expect(checkRoomsAndGuests(1, [])).toBe('noGuest');
    expect(checkRoomsAndGuests(1, [0])).toBe('noGuest');
  });

  it('every room has a guest', () => {
    expect(checkRoomsAndGuests(2, [2])).toBe('roomWithoutGuest');
    expect(checkRoomsAndGuests(2, [2, 0])).toBe('roomWithoutGuest');
    expect(checkRoomsAndGuests(2, [1, 1])).toBe('ok');
  });

  it('10 guests pass, 11 do not', () => {
    expect(checkRoomsAndGuests(5, [2, 2, 2, 2, 2])).toBe('ok');
    expect(checkRoomsAndGuests(5, [2, 2, 2, 2, 3])).toBe('tooManyGuests');
    expect(checkRoomsAndGuests(1, [11])).toBe('tooManyGuests');
  });
});
