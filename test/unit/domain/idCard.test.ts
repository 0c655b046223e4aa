import fc from 'fast-check';
import {
  PROVINCE_CODES,
  birthDateFromId,
  checkIdCard,
  convertId15To18,
  idCheckChar,
  sexFromId,
} from '../../../src/domain';

// Independent GB 11643 check character, written from the standard rather than from the module.
function referenceCheckChar(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = first17.split('').reduce((acc, ch, i) => acc + Number(ch) * (weights[i] ?? 0), 0);
  return '10X98765432'.charAt(sum % 11);
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

// A valid 18-character ID from its parts.
const validId = fc
  .record({
    province: fc.constantFrom(...PROVINCE_CODES),
    area: fc.integer({ min: 0, max: 9999 }),
    born: fc.date({ min: new Date(Date.UTC(1700, 0, 1)), max: new Date(Date.UTC(2500, 11, 31)), noInvalidDate: true }),
    seq: fc.integer({ min: 0, max: 999 }),
  })
  .map(({ province, area, born, seq }) => {
    const ymd = `${pad(born.getUTCFullYear(), 4)}${pad(born.getUTCMonth() + 1, 2)}${pad(born.getUTCDate(), 2)}`;
    const first17 = `${province}${pad(area, 4)}${ymd}${pad(seq, 3)}`;
    return { id: first17 + referenceCheckChar(first17), ymd, seq };
  });

describe('SPEC §5 Chinese ID checksum (GB 11643)', () => {
  it('accepts the well-known sample numbers', () => {
    expect(checkIdCard('11010519491231002X')).toBeNull();
    expect(checkIdCard('11010519491231002x')).toBeNull();
    expect(checkIdCard(' 11010519491231002X ')).toBeNull();
    expect(checkIdCard('110105194912310021')).toBe('idCard.checksum');
  });

  it('property: every generated valid number passes', () => {
    fc.assert(fc.property(validId, ({ id }) => checkIdCard(id) === null));
  });

  it('property: the check character agrees with an independent implementation', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{17}$/), (first17) => idCheckChar(first17) === referenceCheckChar(first17)),
    );
  });

  it('property: any other check character is refused as illegal ID code', () => {
    fc.assert(
      fc.property(validId, fc.constantFrom(...'0123456789X'.split('')), ({ id }, other) => {
        fc.pre(other !== id.charAt(17));
        return checkIdCard(id.slice(0, 17) + other) === 'idCard.checksum';
      }),
    );
  });

  it('property: changing one of the first 17 digits breaks the checksum (weights are non-zero mod 11)', () => {
    fc.assert(
      fc.property(validId, fc.integer({ min: 14, max: 16 }), fc.integer({ min: 1, max: 9 }), ({ id }, pos, delta) => {
        const digit = (Number(id.charAt(pos)) + delta) % 10;
        const changed = id.slice(0, pos) + digit + id.slice(pos + 1);
        return checkIdCard(changed) === 'idCard.checksum';
      }),
    );
  });

  it('property: birth date and sex are read back', () => {
    fc.assert(
      fc.property(validId, ({ id, ymd, seq }) => {
        expect(birthDateFromId(id)).toBe(`${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6)}`);
        expect(sexFromId(id)).toBe(seq % 2 === 1 ? 'M' : 'F');
      }),
    );
  });
});

describe('SPEC §5 Chinese ID messages: format, region, birthday', () => {
  it('refuses empty input and wrong shapes as format errors', () => {
    expect(checkIdCard('')).toBe('idCard.empty');
    expect(checkIdCard(undefined)).toBe('idCard.empty');
    expect(checkIdCard('1101051949123100')).toBe('idCard.format');
    expect(checkIdCard('1101051949123100XX')).toBe('idCard.format');
    expect(checkIdCard('X1010519491231002X')).toBe('idCard.format');
    expect(checkIdCard('11010519491231002Y')).toBe('idCard.format');
  });

  it('refuses a first-two-digit region outside the province list', () => {
    for (const region of [
      '00',
      '10',
      '16',
      '20',
      '24',
      '30',
      '38',
      '40',
      '47',
      '55',
      '60',
      '66',
      '70',
      '72',
      '80',
      '83',
      '90',
      '92',
    ]) {
      const first17 = `${region}010519491231002`;
      expect(checkIdCard(first17 + referenceCheckChar(first17))).toBe('idCard.region');
    }
  });

  it('accepts every listed province code', () => {
    expect(PROVINCE_CODES).toHaveLength(35);
    for (const region of PROVINCE_CODES) {
      const first17 = `${region}010519491231002`;
      expect(checkIdCard(first17 + referenceCheckChar(first17))).toBeNull();
    }
  });

  it.each([
    ['16990101', 'year before 1700'],
    ['25010101', 'year after 2500'],
    ['19490230', '30 February'],
    ['19000229', '29 February in a non-leap century'],
    ['19491301', 'month 13'],
    ['19490100', 'day 0'],
  ])('refuses birth date %s (%s)', (ymd) => {
    const first17 = `110105${ymd}002`;
    expect(checkIdCard(first17 + referenceCheckChar(first17))).toBe('idCard.birthday');
  });

  it('accepts the bounds 1700 and 2500 and a leap day', () => {
    for (const ymd of ['17000101', '25001231', '20000229']) {
      const first17 = `110105${ymd}002`;
      expect(checkIdCard(first17 + referenceCheckChar(first17))).toBeNull();
    }
  });

  it('gives null birth date and sex for an invalid number', () => {
    expect(birthDateFromId('110105194912310021')).toBeNull();
    expect(sexFromId('bad')).toBeNull();
  });
});

describe('SPEC §5 15-digit ID conversion', () => {
  it('inserts 19 after the area code and appends the check character', () => {
    expect(convertId15To18('110105491231002')).toBe('11010519491231002X');
    expect(checkIdCard('110105491231002')).toBeNull();
    expect(birthDateFromId('110105491231002')).toBe('1949-12-31');
    expect(sexFromId('110105491231002')).toBe('F');
  });

  it('refuses non-15-digit input and checks the converted region and birthday', () => {
    expect(convertId15To18('11010549123100')).toBeNull();
    expect(convertId15To18('11010549123100X')).toBeNull();
    expect(checkIdCard('990105491231002')).toBe('idCard.region');
    expect(checkIdCard('110105491331002')).toBe('idCard.birthday');
  });

  it('property: every converted number is a valid 18-digit ID', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROVINCE_CODES),
        fc.integer({ min: 0, max: 9999 }),
        fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(1999, 11, 31)), noInvalidDate: true }),
        fc.integer({ min: 0, max: 999 }),
        (province, area, born, seq) => {
          const yymmdd = `${pad(born.getUTCFullYear() % 100, 2)}${pad(born.getUTCMonth() + 1, 2)}${pad(born.getUTCDate(), 2)}`;
          const id15 = `${province}${pad(area, 4)}${yymmdd}${pad(seq, 3)}`;
          const id18 = convertId15To18(id15);
          expect(id18).toHaveLength(18);
          expect(checkIdCard(id18)).toBeNull();
          expect(checkIdCard(id15)).toBeNull();
        },
      ),
    );
  });
});
