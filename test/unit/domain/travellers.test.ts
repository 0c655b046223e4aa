import fc from 'fast-check';
import { LIMITS, PERSON_TYPE, checkTravellers, findTravellerProblem, idCheckChar } from '../../../src/domain';
import type { TravellerFacts } from '../../../src/domain';

const { adult, child, infant } = PERSON_TYPE;

// A valid 18-digit ID number (Beijing Chaoyang, given birth date and sequence).
const id = (born: string, seq: number): string => {
  const first17 = `110105${born}${String(seq).padStart(3, '0')}`;
  return first17 + (idCheckChar(first17) ?? '');
};

let n = 0;
const person = (over: Partial<TravellerFacts> = {}): TravellerFacts => {
  n += 1;
  return {
    name: `ZHANG/SAN${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[n % 26]}${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[Math.floor(n / 26) % 26]}`,
    psgType: adult,
    phone: `1380000${String(1000 + n).slice(-4)}`,
    idType: 'ID',
    idno: id('19800101', n % 1000),
    ...over,
  };
};
const kid = (over: Partial<TravellerFacts> = {}) =>
  person({ psgType: child, phone: '', idno: id('20180601', n % 1000), ...over });
const baby = (over: Partial<TravellerFacts> = {}) =>
  person({ psgType: infant, phone: '', idno: id('20240601', n % 1000), ...over });

describe('SPEC §5 passenger rules of a booking', () => {
  it('accepts a valid family booking', () => {
    expect(
      checkTravellers([person({ name: '张三' }), kid({ guardianIndex: 0 }), baby({ guardianIndex: 0 })]),
    ).toBeNull();
    expect(findTravellerProblem([person()])).toBeNull();
  });

  it('needs at least one and at most 9 travellers (SPEC §9)', () => {
    expect(findTravellerProblem([])).toEqual({ code: 'passenger.empty', index: null });
    const nine = Array.from({ length: LIMITS.booking.maxTickets }, () => person());
    expect(checkTravellers(nine)).toBeNull();
    expect(findTravellerProblem([...nine, person()])).toEqual({ code: 'passenger.tooMany', index: null });
  });

  it("takes the product's own limit: up to 10 hotel guests (SPEC §5 hotel)", () => {
    const ten = Array.from({ length: LIMITS.hotel.maxGuests }, () => person());
    expect(findTravellerProblem(ten, LIMITS.hotel.maxGuests)).toBeNull();
    expect(findTravellerProblem([...ten, person()], LIMITS.hotel.maxGuests)).toEqual({
      code: 'passenger.tooMany',
      index: null,
    });
  });

  it('names must be Chinese or SURNAME/GIVEN', () => {
    expect(findTravellerProblem([person(), person({ name: 'Zhang San' })])).toEqual({
      code: 'name.format',
      index: 1,
    });
    expect(checkTravellers([person({ name: ' ' })])).toBe('name.empty');
    expect(checkTravellers([person({ name: '阿依·木合' })])).toBeNull();
  });

  it('document numbers are required; typed ID cards and passports must be valid; masked ones on file pass', () => {
    expect(checkTravellers([person({ idno: '' })])).toBe('idCard.empty');
    expect(checkTravellers([person({ idno: '110105198001010010' })])).toBe('idCard.checksum');
    expect(checkTravellers([person({ idType: 'PASSPORT', idno: 'E1234567890' })])).toBe('passport.tooLong');
    expect(checkTravellers([person({ idType: 'PASSPORT', idno: 'E12345678' })])).toBeNull();
    expect(checkTravellers([person({ idType: 'HK_MACAU_PASS', idno: 'C12345678' })])).toBeNull();
    expect(checkTravellers([person({ idno: '110***********1234' })])).toBeNull();
  });

  it('adults need a valid mobile; for children and infants it is optional but checked when given', () => {
    expect(checkTravellers([person({ phone: '' })])).toBe('mobile.empty');
    expect(checkTravellers([person({ phone: '12800000000' })])).toBe('mobile.format');
    expect(checkTravellers([person(), kid({ phone: '' })])).toBeNull();
    expect(findTravellerProblem([person(), kid({ phone: '1380' })])).toEqual({ code: 'mobile.format', index: 1 });
    expect(checkTravellers([person({ phone: '138****0001' })])).toBeNull();
  });

  it('refuses the same passenger twice: same name (case and outer spaces aside) or same document', () => {
    const a = person({ name: 'ZHANG/SAN' });
    expect(findTravellerProblem([a, person(), person({ name: 'zhang/san ' })])).toEqual({
      code: 'passenger.duplicate',
      index: 2,
    });
    expect(findTravellerProblem([a, person({ idno: a.idno })])).toEqual({ code: 'passenger.duplicate', index: 1 });
    expect(checkTravellers([person({ name: '张三' }), person({ name: ' 张三' })])).toBe('passenger.duplicate');
    // A 15-digit ID number is the same document as its 18-digit form.
    expect(checkTravellers([person({ idno: '110105800101001' }), person({ idno: id('19800101', 1) })])).toBe(
      'passenger.duplicate',
    );
    // The same number under another document type, or masked numbers, are not compared.
    expect(
      checkTravellers([
        person({ idType: 'PASSPORT', idno: 'E1234567' }),
        person({ idType: 'OTHER', idno: 'E1234567' }),
      ]),
    ).toBeNull();
    expect(
      checkTravellers([person({ idno: '110***********1234' }), person({ idno: '110***********1234' })]),
    ).toBeNull();
  });

  it('refuses duplicate phone numbers; empty and masked phones are not compared', () => {
    const a = person();
    expect(findTravellerProblem([a, person({ phone: ` ${a.phone} ` })])).toEqual({
      code: 'passenger.phoneDuplicate',
      index: 1,
    });
    expect(checkTravellers([person(), kid({ phone: '' }), kid({ phone: '' })])).toBeNull();
    expect(checkTravellers([person({ phone: '138****0001' }), person({ phone: '138****0001' })])).toBeNull();
  });

  it('each adult carries up to two children and one infant; children need an adult (SPEC §9)', () => {
    expect(checkTravellers([kid({ phone: '13900000001' })])).toBe('passenger.adultRequired');
    expect(checkTravellers([person(), kid(), kid(), kid()])).toBe('passenger.tooManyChildren');
    expect(checkTravellers([person(), baby(), baby()])).toBe('passenger.tooManyInfants');
    expect(checkTravellers([person(), person(), kid(), kid(), kid(), kid(), baby(), baby()])).toBeNull();
  });

  it('a named guardian must be an adult of the list with a document, carrying at most 2 children and 1 infant', () => {
    expect(findTravellerProblem([person(), kid({ guardianIndex: 3 })])).toEqual({
      code: 'passenger.childNeedsAdultDocument',
      index: 1,
    });
    expect(checkTravellers([person(), kid(), kid({ guardianIndex: 1 })])).toBe('passenger.childNeedsAdultDocument');
    expect(checkTravellers([person(), kid({ guardianIndex: -1 })])).toBe('passenger.childNeedsAdultDocument');
    expect(checkTravellers([person(), kid({ guardianIndex: 0.5 })])).toBe('passenger.childNeedsAdultDocument');
    expect(
      findTravellerProblem([
        person(),
        person(),
        kid({ guardianIndex: 0 }),
        kid({ guardianIndex: 0 }),
        kid({ guardianIndex: 0 }),
      ]),
    ).toEqual({ code: 'passenger.tooManyChildren', index: 4 });
    expect(findTravellerProblem([person(), person(), baby({ guardianIndex: 1 }), baby({ guardianIndex: 1 })])).toEqual({
      code: 'passenger.tooManyInfants',
      index: 3,
    });
    expect(
      checkTravellers([
        person(),
        person(),
        kid({ guardianIndex: 0 }),
        kid({ guardianIndex: 0 }),
        kid({ guardianIndex: 1 }),
        baby({ guardianIndex: 1 }),
      ]),
    ).toBeNull();
  });

  it('property: distinct valid adults up to 9 always pass; the 10th is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), (count) => {
        const list = Array.from({ length: count }, () => person());
        return checkTravellers(list) === (count <= LIMITS.booking.maxTickets ? null : 'passenger.tooMany');
      }),
    );
  });

  it('property: adding a copy of any traveller is refused as a duplicate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.nat(), (count, pick) => {
        const list = Array.from({ length: count }, () => person());
        const copy = { ...(list[pick % count] as TravellerFacts) };
        return checkTravellers([...list, copy]) === 'passenger.duplicate';
      }),
    );
  });
});
