import {
  INVOICE_UNIT_TYPE,
  checkTaxNumber,
  checkTitleTaxNumber,
  normalizeTaxNumber,
  usccCheckChar,
} from '../../../src/domain';

describe('SPEC §3 invoice title (swxx): nsrsbh tax number', () => {
  it('accepts an 18-character unified social credit code with its GB 32100 check character', () => {
    expect(checkTaxNumber('91350100M000100Y43')).toBeNull();
    expect(checkTaxNumber('91110000802100433B')).toBeNull();
    expect(usccCheckChar('91350100M000100Y4')).toBe('3');
  });

  it('refuses a wrong check character and letters outside the code alphabet (I, O, S, V, Z)', () => {
    expect(checkTaxNumber('91350100M000100Y44')).toBe('taxNumber.checksum');
    expect(checkTaxNumber('91350100M000100O43')).toBe('taxNumber.chars');
  });

  it('accepts the older 15- and 20-character taxpayer numbers (digits and capital letters)', () => {
    expect(checkTaxNumber('110108123456789')).toBeNull();
    expect(checkTaxNumber('11010819800101123X01')).toBeNull();
    expect(checkTaxNumber('11010812345678*')).toBe('taxNumber.chars');
  });

  it('refuses other lengths and empty input', () => {
    expect(checkTaxNumber('')).toBe('taxNumber.required');
    expect(checkTaxNumber('   ')).toBe('taxNumber.required');
    expect(checkTaxNumber(undefined)).toBe('taxNumber.required');
    expect(checkTaxNumber('1234567890123456')).toBe('taxNumber.length');
    expect(checkTaxNumber('12345678901234')).toBe('taxNumber.length');
  });

  it('normalises spaces and lower case before checking', () => {
    expect(normalizeTaxNumber(' 9111 0000 8021 0043 3b ')).toBe('91110000802100433B');
    expect(checkTaxNumber('91110000802100433b')).toBeNull();
  });

  it('is required for an enterprise title only; a given one is still checked', () => {
    expect(checkTitleTaxNumber('', INVOICE_UNIT_TYPE.enterprise)).toBe('taxNumber.required');
    expect(checkTitleTaxNumber('', INVOICE_UNIT_TYPE.other)).toBeNull();
    expect(checkTitleTaxNumber('123', INVOICE_UNIT_TYPE.other)).toBe('taxNumber.length');
    expect(checkTitleTaxNumber('91110000802100433B', INVOICE_UNIT_TYPE.enterprise)).toBeNull();
  });
});
