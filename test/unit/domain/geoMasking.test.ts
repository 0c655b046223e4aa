import fc from 'fast-check';
import {
  CHINA_BOX,
  isOutsideChina,
  maskEmail,
  maskIdNumber,
  maskMiddle,
  maskMobile,
  maskPassport,
} from '../../../src/domain';

describe('SPEC §5 geographic helper (outside-China box)', () => {
  it('treats the box (edges included) as China', () => {
    expect(isOutsideChina(116.397, 39.909)).toBe(false);
    expect(isOutsideChina(72.004, 0.8293)).toBe(false);
    expect(isOutsideChina(137.8347, 55.8271)).toBe(false);
    expect(isOutsideChina(72.0039, 30)).toBe(true);
    expect(isOutsideChina(137.8348, 30)).toBe(true);
    expect(isOutsideChina(100, 0.8292)).toBe(true);
    expect(isOutsideChina(100, 55.8272)).toBe(true);
    expect(isOutsideChina(-0.1276, 51.5072)).toBe(true);
    expect(isOutsideChina(NaN, 30)).toBe(true);
  });

  it('property: inside exactly when both coordinates are within the bounds', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: -90, max: 90, noNaN: true }),
        (lng, lat) => {
          const inside =
            lng >= CHINA_BOX.minLng && lng <= CHINA_BOX.maxLng && lat >= CHINA_BOX.minLat && lat <= CHINA_BOX.maxLat;
          return isOutsideChina(lng, lat) === !inside;
        },
      ),
    );
  });
});

describe('SPEC §9 masking', () => {
  it('mobile keeps the first 3 and last 4 digits', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
    expect(maskMobile(null)).toBe('');
    expect(maskMobile('1234567')).toBe('*******');
  });

  it('ID keeps first 3 + last 4, passport first 2 + last 2', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('110***********002X');
    expect(maskPassport('E12345678')).toBe('E1*****78');
    expect(maskPassport('E12')).toBe('***');
    expect(maskIdNumber(undefined)).toBe('');
  });

  it('e-mail keeps the domain', () => {
    expect(maskEmail('zhangsan@example.com')).toBe('z***n@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@b.cn')).toBe('a***@b.cn');
    expect(maskEmail('noatsign')).toBe('n******n');
    expect(maskEmail(undefined)).toBe('');
  });

  it('property: masking keeps the length and the visible ends', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 30 }), (s) => {
        const chars = Array.from(s);
        const masked = Array.from(maskMiddle(s, 3, 4));
        expect(masked).toHaveLength(chars.length);
        expect(masked.slice(0, 3)).toEqual(chars.slice(0, 3));
        expect(masked.slice(-4)).toEqual(chars.slice(-4));
      }),
    );
  });
});
