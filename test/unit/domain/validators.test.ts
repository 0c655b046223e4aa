import fc from 'fast-check';
import {
  SMS_LOGIN_MARKER,
  VALIDATION_CODES,
  checkEmail,
  checkHotelNote,
  checkMobile,
  checkName,
  checkNonEmpty,
  checkPasswordAlnum,
  checkPasswordAny,
  checkPasswordStrong,
  checkPasswordsMatch,
  checkPostCode,
  checkRemark,
  checkSignOnToken,
  checkSixDigitCode,
  checkTelephone,
} from '../../../src/domain';

describe('SPEC §5 passwords (three rules)', () => {
  it('rule 1: 8–20 characters with upper case, lower case and a digit', () => {
    expect(checkPasswordStrong('Demo12345')).toBeNull();
    expect(checkPasswordStrong('Ab1!Ab1!')).toBeNull();
    expect(checkPasswordStrong('Aa1' + 'a'.repeat(17))).toBeNull();
    expect(checkPasswordStrong('Aa1' + 'a'.repeat(18))).toBe('password.strong');
    expect(checkPasswordStrong('Demo123')).toBe('password.strong');
    expect(checkPasswordStrong('demo12345')).toBe('password.strong');
    expect(checkPasswordStrong('DEMO12345')).toBe('password.strong');
    expect(checkPasswordStrong('DemoDemoDemo')).toBe('password.strong');
    expect(checkPasswordStrong('Demo 12345')).toBe('password.strong');
    expect(checkPasswordStrong('')).toBe('password.empty');
    expect(checkPasswordStrong(undefined)).toBe('password.empty');
  });

  it('rule 2: 6–20 letters and digits, no special characters', () => {
    expect(checkPasswordAlnum('abc123')).toBeNull();
    expect(checkPasswordAlnum('123456')).toBeNull();
    expect(checkPasswordAlnum('a'.repeat(20))).toBeNull();
    expect(checkPasswordAlnum('a'.repeat(21))).toBe('password.alnum');
    expect(checkPasswordAlnum('abc12')).toBe('password.alnum');
    expect(checkPasswordAlnum('abc12!')).toBe('password.alnum');
    expect(checkPasswordAlnum('密码密码密码')).toBe('password.alnum');
    expect(checkPasswordAlnum(null)).toBe('password.empty');
  });

  it('rule 3: 6–20 digits, letters and symbols, no spaces', () => {
    expect(checkPasswordAny('ab!@#1')).toBeNull();
    expect(checkPasswordAny('!!!!!!')).toBeNull();
    expect(checkPasswordAny('ab cd12')).toBe('password.any');
    expect(checkPasswordAny('abcde')).toBe('password.any');
    expect(checkPasswordAny('x'.repeat(21))).toBe('password.any');
    expect(checkPasswordAny('')).toBe('password.empty');
  });

  it('new and confirmed password must match', () => {
    expect(checkPasswordsMatch('Demo12345', 'Demo12345')).toBeNull();
    expect(checkPasswordsMatch('Demo12345', 'demo12345')).toBe('password.mismatch');
    expect(checkPasswordsMatch('a', undefined)).toBe('password.mismatch');
  });
});

describe('SPEC §5 mobile and telephone', () => {
  it('mobile: 11 digits, starts with 1, second digit 3–9', () => {
    for (const second of '3456789') expect(checkMobile(`1${second}800000001`)).toBeNull();
    for (const second of '012') expect(checkMobile(`1${second}800000001`)).toBe('mobile.format');
    expect(checkMobile('2380000000')).toBe('mobile.format');
    expect(checkMobile('1380000000')).toBe('mobile.format');
    expect(checkMobile('138000000011')).toBe('mobile.format');
    expect(checkMobile('1380000000a')).toBe('mobile.format');
    expect(checkMobile('')).toBe('mobile.empty');
    expect(checkMobile('   ')).toBe('mobile.empty');
  });

  it('property: every 1[3-9]+9 digits string passes', () => {
    fc.assert(fc.property(fc.stringMatching(/^1[3-9]\d{9}$/), (m) => checkMobile(m) === null));
  });

  it('telephone: a number starting with 0 passes, otherwise the mobile rule', () => {
    expect(checkTelephone('010-12345678')).toBeNull();
    expect(checkTelephone('02112345678')).toBeNull();
    expect(checkTelephone('0755-8888-6666')).toBeNull();
    expect(checkTelephone('012345')).toBe('telephone.format');
    expect(checkTelephone('0'.repeat(21))).toBe('telephone.format');
    expect(checkTelephone('010 1234567')).toBe('telephone.format');
    expect(checkTelephone('13800000001')).toBeNull();
    expect(checkTelephone('12800000001')).toBe('telephone.format');
    expect(checkTelephone(undefined)).toBe('telephone.empty');
  });
});

describe('SPEC §5 e-mail, non-empty, codes, names, post codes', () => {
  it('e-mail format', () => {
    for (const ok of ['a@b.cn', 'zhang.san@example.com', 'x+tag@mail.example.com.cn', 'A_B-c@EXAMPLE.ORG']) {
      expect(checkEmail(ok)).toBeNull();
    }
    for (const bad of [
      'a@b',
      'a.example.com',
      '@example.com',
      'a@.com',
      'a..b@example.com',
      '.a@example.com',
      'a b@example.com',
      'a@exa_mple.com',
      `${'a'.repeat(250)}@b.cn`,
    ]) {
      expect(checkEmail(bad)).toBe('email.format');
    }
    expect(checkEmail('')).toBe('email.empty');
  });

  it("non-empty rule ('cannot be empty')", () => {
    expect(checkNonEmpty('x')).toBeNull();
    expect(checkNonEmpty(0)).toBeNull();
    expect(checkNonEmpty(['a'])).toBeNull();
    expect(checkNonEmpty('')).toBe('required');
    expect(checkNonEmpty('  ')).toBe('required');
    expect(checkNonEmpty(null)).toBe('required');
    expect(checkNonEmpty(undefined)).toBe('required');
    expect(checkNonEmpty(NaN)).toBe('required');
    expect(checkNonEmpty([])).toBe('required');
  });

  it('verification code: six digits only', () => {
    expect(checkSixDigitCode('012345')).toBeNull();
    expect(checkSixDigitCode('12345')).toBe('code.format');
    expect(checkSixDigitCode('1234567')).toBe('code.format');
    expect(checkSixDigitCode('12345a')).toBe('code.format');
    expect(checkSixDigitCode('')).toBe('code.empty');
  });

  it('names: Chinese 2–20 characters with optional middle dot, or SURNAME/GIVEN', () => {
    for (const ok of [
      '张三',
      '欧阳娜娜',
      '阿依·木合',
      '买买提·艾力·库尔班',
      'ZHANG/SAN',
      'zhang/san',
      'SMITH/JOHN PAUL',
    ]) {
      expect(checkName(ok)).toBeNull();
    }
    for (const bad of [
      '张',
      '张'.repeat(21),
      '张三1',
      '·张三',
      '张三·',
      'ZHANG SAN',
      'ZHANG/',
      '/SAN',
      'ZHANG/SAN/LI',
      'ZHANG1/SAN',
      '张/SAN',
    ]) {
      expect(checkName(bad)).toBe('name.format');
    }
    expect(checkName(' ')).toBe('name.empty');
  });

  it('post code: six digits', () => {
    expect(checkPostCode('100000')).toBeNull();
    expect(checkPostCode('10000')).toBe('postCode.format');
    expect(checkPostCode('10000a')).toBe('postCode.format');
    expect(checkPostCode('')).toBe('postCode.empty');
  });
});

describe('SPEC §5 remarks and hotel note lengths', () => {
  it('remarks at most 200 characters', () => {
    expect(checkRemark(undefined)).toBeNull();
    expect(checkRemark('')).toBeNull();
    expect(checkRemark('备'.repeat(200))).toBeNull();
    expect(checkRemark('备'.repeat(201))).toBe('remark.tooLong');
    // A character outside the BMP counts once.
    expect(checkRemark('😀'.repeat(200))).toBeNull();
  });

  it('hotel guest note at most 50 characters', () => {
    expect(checkHotelNote('n'.repeat(50))).toBeNull();
    expect(checkHotelNote('n'.repeat(51))).toBe('hotelNote.tooLong');
  });
});

describe('SPEC §5 sign-on token', () => {
  it('accepts 32 or 42 characters', () => {
    expect(checkSignOnToken('a'.repeat(32))).toBeNull();
    expect(checkSignOnToken('a'.repeat(42))).toBeNull();
  });

  it('a missing token is "parameter missing"', () => {
    expect(checkSignOnToken(undefined)).toBe('signOn.missing');
    expect(checkSignOnToken(null)).toBe('signOn.missing');
    expect(checkSignOnToken('')).toBe('signOn.missing');
  });

  it('other lengths, or the SMS-login marker, are invalid', () => {
    for (const n of [1, 31, 33, 41, 43]) expect(checkSignOnToken('a'.repeat(n))).toBe('signOn.invalid');
    expect(SMS_LOGIN_MARKER).toBe('smsLogin');
    expect(checkSignOnToken(SMS_LOGIN_MARKER + 'a'.repeat(32 - SMS_LOGIN_MARKER.length))).toBe('signOn.invalid');
    expect(checkSignOnToken('a'.repeat(34) + SMS_LOGIN_MARKER)).toBe('signOn.invalid');
  });
});

describe('SPEC §5 validation code list', () => {
  it('has no duplicates and uses dotted or plain lower-camel keys', () => {
    expect(new Set(VALIDATION_CODES).size).toBe(VALIDATION_CODES.length);
    for (const code of VALIDATION_CODES) expect(code).toMatch(/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)?$/);
  });
});
