import fc from 'fast-check';
import {
  LIMITS,
  checkCardExpiry,
  checkCreditCard,
  checkIdOrPassport,
  checkImageFile,
  checkPassportNo,
  checkPassportValidity,
  luhnValid,
} from '../../../src/domain';

describe('SPEC §5 credit card number and expiry', () => {
  it('accepts Luhn-valid 13–19 digit numbers, spaces and hyphens ignored', () => {
    expect(checkCreditCard('4111111111111111')).toBeNull();
    expect(checkCreditCard('4111 1111 1111 1111')).toBeNull();
    expect(checkCreditCard('5500-0000-0000-0004')).toBeNull();
    expect(checkCreditCard('4222222222222')).toBeNull();
    expect(checkCreditCard('6212345678901234569')).toBeNull();
    expect(checkCreditCard('6212345678901234566')).toBe('card.number');
  });

  it('refuses wrong checksums, lengths and characters', () => {
    expect(checkCreditCard('4111111111111112')).toBe('card.number');
    expect(checkCreditCard('411111111111')).toBe('card.number');
    expect(checkCreditCard('41111111111111111111')).toBe('card.number');
    expect(checkCreditCard('4111a11111111111')).toBe('card.number');
    expect(checkCreditCard('')).toBe('card.empty');
  });

  it('property: appending the Luhn check digit always gives a valid number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12,18}$/), (body) => {
        const withDigit = [...'0123456789'].map((d) => body + d).filter(luhnValid);
        expect(withDigit).toHaveLength(1);
        expect(checkCreditCard(withDigit[0])).toBeNull();
      }),
    );
  });

  it('expiry MM/YY, month 01–12, not before the current China month', () => {
    const now = '2025-06-15 12:00';
    expect(checkCardExpiry('06/25', now)).toBeNull();
    expect(checkCardExpiry('12/30', now)).toBeNull();
    expect(checkCardExpiry('05/25', now)).toBe('card.expired');
    expect(checkCardExpiry('12/24', now)).toBe('card.expired');
    expect(checkCardExpiry('13/25', now)).toBe('card.expiryFormat');
    expect(checkCardExpiry('00/25', now)).toBe('card.expiryFormat');
    expect(checkCardExpiry('6/25', now)).toBe('card.expiryFormat');
    expect(checkCardExpiry('06/2025', now)).toBe('card.expiryFormat');
    expect(checkCardExpiry('', now)).toBe('required');
  });

  it('uses the China month at a month boundary', () => {
    // 2025-06-30T17:00Z is already 1 July in China.
    expect(checkCardExpiry('06/25', new Date('2025-06-30T17:00:00Z'))).toBe('card.expired');
    expect(checkCardExpiry('06/25', new Date('2025-06-30T15:00:00Z'))).toBeNull();
  });
});

describe('SPEC §5 images', () => {
  it('accepts jpg, jpeg, gif, png, bmp in any case up to 10 MB', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'b.Gif', 'c.png', 'd.BMP', 'x.tar.png']) {
      expect(checkImageFile(name, 1024)).toBeNull();
    }
    expect(checkImageFile('a.jpg', LIMITS.input.uploadMaxBytes)).toBeNull();
    expect(checkImageFile('a.jpg', 0)).toBeNull();
  });

  it('distinct codes for type and size', () => {
    for (const name of ['a.pdf', 'a.webp', 'jpg', 'a.jpg.exe', 'a.'])
      expect(checkImageFile(name, 1)).toBe('image.type');
    expect(checkImageFile('a.jpg', LIMITS.input.uploadMaxBytes + 1)).toBe('image.size');
    expect(checkImageFile('a.jpg', -1)).toBe('image.size');
    expect(checkImageFile('a.jpg', NaN)).toBe('image.size');
    expect(LIMITS.input.uploadMaxBytes).toBe(10 * 1024 * 1024);
  });
});

describe('SPEC §5 passport', () => {
  it('number: required, at most 9 characters, letters and digits', () => {
    expect(checkPassportNo('E12345678')).toBeNull();
    expect(checkPassportNo('G1234567')).toBeNull();
    expect(checkPassportNo('E123456789')).toBe('passport.tooLong');
    expect(checkPassportNo('E1234-567')).toBe('passport.format');
    expect(checkPassportNo('')).toBe('passport.empty');
    expect(checkPassportNo(undefined)).toBe('passport.empty');
  });

  it('must be valid MORE than 6 months past the trip end', () => {
    expect(checkPassportValidity('2026-01-02', '2025-07-01')).toBeNull();
    expect(checkPassportValidity('2026-01-01', '2025-07-01')).toBe('passport.validityShort');
    expect(checkPassportValidity('2025-12-31', '2025-07-01')).toBe('passport.validityShort');
    // 31 August + 6 months is the last day of February.
    expect(checkPassportValidity('2026-02-28', '2025-08-31')).toBe('passport.validityShort');
    expect(checkPassportValidity('2026-03-01', '2025-08-31')).toBeNull();
  });

  it('missing or unreadable expiry is its own code; unknown trip end passes', () => {
    expect(checkPassportValidity('', '2025-07-01')).toBe('passport.validityEmpty');
    expect(checkPassportValidity(null, '2025-07-01')).toBe('passport.validityEmpty');
    expect(checkPassportValidity('not a date', '2025-07-01')).toBe('passport.validityEmpty');
    expect(checkPassportValidity('2030-01-01', 'soon')).toBeNull();
  });

  it('either an ID card or a passport number must be entered', () => {
    expect(checkIdOrPassport('11010519491231002X', '')).toBeNull();
    expect(checkIdOrPassport(undefined, 'E12345678')).toBeNull();
    expect(checkIdOrPassport(' ', null)).toBe('document.required');
  });
});
