import fc from 'fast-check';
import { PERSON_TYPE, ageOn, checkPassengerMix, personTypeFromAge, splitEnglishName } from '../../../src/domain';
import type { PersonType } from '../../../src/domain';

describe('SPEC §4 person type from age', () => {
  it('under 2 infant, 2 to under 12 child, otherwise adult (exact birthday)', () => {
    expect(personTypeFromAge('2023-06-15', '2025-06-14')).toBe(PERSON_TYPE.infant);
    expect(personTypeFromAge('2023-06-15', '2025-06-15')).toBe(PERSON_TYPE.child);
    expect(personTypeFromAge('2013-06-15', '2025-06-14')).toBe(PERSON_TYPE.child);
    expect(personTypeFromAge('2013-06-15', '2025-06-15')).toBe(PERSON_TYPE.adult);
    expect(personTypeFromAge('1980-01-01', '2025-06-15')).toBe(PERSON_TYPE.adult);
    expect(personTypeFromAge('2025-06-15', '2025-06-15')).toBe(PERSON_TYPE.infant);
    expect(PERSON_TYPE).toEqual({ adult: 1, child: 2, infant: 3 });
  });

  it('ignores a time part and reads 29 February birthdays as 1 March in common years', () => {
    expect(personTypeFromAge('2013-06-15 23:00:00', '2025-06-15T00:10:00')).toBe(PERSON_TYPE.adult);
    expect(ageOn('2012-02-29', '2014-02-28')).toBe(1);
    expect(ageOn('2012-02-29', '2014-03-01')).toBe(2);
    expect(ageOn('2012-02-29', '2016-02-29')).toBe(4);
  });

  it('null for unreadable dates or a birth after the date', () => {
    expect(personTypeFromAge('', '2025-01-01')).toBeNull();
    expect(personTypeFromAge('2025-02-30', '2025-06-01')).toBeNull();
    expect(personTypeFromAge('2025-06-02', '2025-06-01')).toBeNull();
  });

  it('property: the type never gets younger as the date moves on', () => {
    const day = fc.date({
      min: new Date(Date.UTC(1900, 0, 1)),
      max: new Date(Date.UTC(2100, 0, 1)),
      noInvalidDate: true,
    });
    const iso = (d: Date): string => d.toISOString().slice(0, 10);
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 40000 }), fc.integer({ min: 0, max: 4000 }), (born, a, b) => {
        const on1 = new Date(born.getTime() + a * 86400000);
        const on2 = new Date(on1.getTime() + b * 86400000);
        const t1 = personTypeFromAge(iso(born), iso(on1)) as PersonType;
        const t2 = personTypeFromAge(iso(born), iso(on2)) as PersonType;
        // 3 infant > 2 child > 1 adult: a later date never gives a larger type number.
        return t2 <= t1;
      }),
    );
  });
});

describe('SPEC §3 English name split', () => {
  it('splits on the slash', () => {
    expect(splitEnglishName('ZHANG/SAN')).toEqual({ surname: 'ZHANG', given: 'SAN' });
    expect(splitEnglishName(' SMITH / JOHN PAUL ')).toEqual({ surname: 'SMITH', given: 'JOHN PAUL' });
    expect(splitEnglishName('ZHANG')).toEqual({ surname: 'ZHANG', given: '' });
    expect(splitEnglishName(undefined)).toEqual({ surname: '', given: '' });
    expect(splitEnglishName('A/B/C')).toEqual({ surname: 'A', given: 'B/C' });
  });
});

describe('SPEC §5 passenger mix (SPEC §9 booking limits)', () => {
  const { adult, child, infant } = PERSON_TYPE;
  it('needs at least one and at most 9 passengers', () => {
    expect(checkPassengerMix([])).toBe('passenger.empty');
    expect(checkPassengerMix(Array<PersonType>(9).fill(adult))).toBeNull();
    expect(checkPassengerMix(Array<PersonType>(10).fill(adult))).toBe('passenger.tooMany');
  });

  it('children and infants need an adult; each adult carries up to two children and one infant', () => {
    expect(checkPassengerMix([child])).toBe('passenger.adultRequired');
    expect(checkPassengerMix([infant])).toBe('passenger.adultRequired');
    expect(checkPassengerMix([adult, child, child, infant])).toBeNull();
    expect(checkPassengerMix([adult, child, child, child])).toBe('passenger.tooManyChildren');
    expect(checkPassengerMix([adult, infant, infant])).toBe('passenger.tooManyInfants');
    expect(checkPassengerMix([adult, adult, child, child, child, child, infant, infant])).toBeNull();
  });
});
