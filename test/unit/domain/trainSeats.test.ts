/** Seat classes (SPEC §3 train seat, §9 seat names) and the trEdit traveller rules (SPEC §5 train). */
import { SEAT_NAMES, SEAT_TYPES, isSeatType, seatName, seatOrder } from '../../../src/domain/train/seats';
import type { SeatType as ContractSeatType } from '../../../src/api/contract/train';
import { checkTrainBooking, checkTrainContactMobile, checkTrainTravellers } from '../../../src/domain/train/passengers';
import type { TravellerFacts } from '../../../src/domain/train/passengers';
import { validationEnUS, validationZhCN } from '../../../src/i18n/validation';

describe('SPEC §9 seat names', () => {
  it('lists the fifteen codes in SPEC §9 order', () => {
    expect(SEAT_TYPES).toEqual(['WZ', '1', '2', '3', '4', '6', '9', 'O', 'M', 'F', 'P', 'I', 'J', 'A', 'D']);
    expect(SEAT_TYPES.map((s) => seatName(s, 'en-US'))).toEqual([
      'No seat',
      'Hard seat',
      'Soft seat',
      'Hard sleeper',
      'Soft sleeper',
      'Deluxe soft sleeper',
      'Business class',
      'Second class',
      'First class',
      'Bullet sleeper',
      'Special class',
      'First-class sleeper',
      'Second-class sleeper',
      'Deluxe bullet sleeper',
      'Preferred first class',
    ]);
  });

  it('names each class in Chinese', () => {
    expect(seatName('O', 'zh-CN')).toBe('二等座');
    expect(seatName('M', 'zh-CN')).toBe('一等座');
    expect(seatName('9', 'zh-CN')).toBe('商务座');
    expect(seatName('WZ', 'zh-CN')).toBe('无座');
    expect(seatName('3', 'zh-CN')).toBe('硬卧');
    const zh = SEAT_TYPES.map((s) => SEAT_NAMES[s].zh);
    expect(new Set(zh).size).toBe(SEAT_TYPES.length);
  });

  it('is the contract union', () => {
    const fromContract: readonly ContractSeatType[] = SEAT_TYPES;
    expect(fromContract).toHaveLength(15);
    expect(isSeatType('O')).toBe(true);
    expect(isSeatType('X')).toBe(false);
    expect(isSeatType('toString')).toBe(false);
    expect(seatOrder('WZ')).toBeLessThan(seatOrder('O'));
    expect(seatOrder('O')).toBeLessThan(seatOrder('D'));
  });
});

const adult = (i: number, over: Partial<TravellerFacts> = {}): TravellerFacts => ({
  name: `ZHANG/SAN${String.fromCharCode(65 + i)}`,
  psgType: 1,
  phone: `1380013800${i}`,
  idType: 'PASSPORT',
  idno: `E1234567${i}`,
  ...over,
});

describe('SPEC §5 train travellers (trEdit)', () => {
  it('needs at least one and at most 9 travellers', () => {
    expect(checkTrainTravellers([])).toEqual({ code: 'passenger.empty', index: null });
    const nine = Array.from({ length: 9 }, (_, i) => adult(i));
    expect(checkTrainTravellers(nine)).toBeNull();
    const ten = [...nine, adult(9, { name: 'LI/SI', idno: 'E99999999', phone: '13900139000' })];
    expect(checkTrainTravellers(ten)).toEqual({ code: 'passenger.tooMany', index: null });
  });

  it('refuses two rail passengers sharing a phone number', () => {
    const list = [adult(1), adult(2, { phone: '13800138001' })];
    expect(checkTrainTravellers(list)).toEqual({ code: 'train.phoneShared', index: 1 });
    expect(checkTrainTravellers([adult(1), adult(2)])).toBeNull();
  });

  it('needs a contact mobile', () => {
    expect(checkTrainContactMobile('')).toBe('contact.mobileEmpty');
    expect(checkTrainContactMobile('  ')).toBe('contact.mobileEmpty');
    expect(checkTrainContactMobile(undefined)).toBe('contact.mobileEmpty');
    expect(checkTrainContactMobile('12345')).toBe('mobile.format');
    expect(checkTrainContactMobile('13800138000')).toBeNull();
    expect(checkTrainContactMobile('138****8000')).toBeNull();
    expect(checkTrainBooking({ travellers: [adult(1)], linkTel: '' })).toEqual({
      code: 'contact.mobileEmpty',
      index: null,
    });
    expect(checkTrainBooking({ travellers: [], linkTel: '13800138000' })?.code).toBe('passenger.empty');
    expect(checkTrainBooking({ travellers: [adult(1)], linkTel: '13800138000' })).toBeNull();
  });

  it('has texts in both languages for the train codes', () => {
    expect(validationZhCN['v.train.phoneShared']).toBeTruthy();
    expect(validationEnUS['v.train.phoneShared']).toMatch(/share/);
    expect(validationZhCN['v.contact.mobileEmpty']).toContain('联系人');
    expect(validationEnUS['v.contact.mobileEmpty']).toMatch(/contact/);
  });
});
