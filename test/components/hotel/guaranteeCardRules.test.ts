/** The guarantee card's client checks (SPEC §5: card number valid, expiry MM/YY), pure. */
import {
  cardBrand,
  cvvValid,
  expiryValid,
  formatExpiryInput,
  groupCardNumber,
  luhnValid,
} from '../../../src/packages/hotel/booking/guarantee/cardRules';
import { toEpochMs } from '../../../src/domain/time';

const NOW = toEpochMs('2026-06-15 10:00');

describe('card rules', () => {
  it('Luhn: test numbers pass, one wrong digit fails, too short fails', () => {
    expect(luhnValid('4111 1111 1111 1111')).toBe(true);
    expect(luhnValid('5555-5555-5555-4444')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('4111111')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('brand from the leading digits', () => {
    expect(cardBrand('4111')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2221000000000009')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('3530111333300000')).toBe('jcb');
    expect(cardBrand('6212')).toBe('unionpay');
    expect(cardBrand('9999')).toBe('');
  });

  it('expiry MM/YY: good through its month, then expired; anything else is a format error', () => {
    expect(expiryValid('06/26', NOW)).toBe('ok');
    expect(expiryValid('05/26', NOW)).toBe('expired');
    expect(expiryValid('12/25', NOW)).toBe('expired');
    expect(expiryValid('01/30', NOW)).toBe('ok');
    expect(expiryValid('13/27', NOW)).toBe('format');
    expect(expiryValid('1/27', NOW)).toBe('format');
    expect(expiryValid('', NOW)).toBe('format');
  });

  it('groups the number 4-4-4-4 and writes the expiry as MM/YY while typed', () => {
    expect(groupCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(groupCardNumber('4111 11')).toBe('4111 11');
    expect(groupCardNumber('41111111111111112222')).toBe('4111 1111 1111 1111 222');
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('122')).toBe('12/2');
    expect(formatExpiryInput('12/27')).toBe('12/27');
  });

  it('CVV: 3 digits, 4 for American Express', () => {
    expect(cvvValid('123', 'visa')).toBe(true);
    expect(cvvValid('1234', 'visa')).toBe(false);
    expect(cvvValid('1234', 'amex')).toBe(true);
    expect(cvvValid('12a', 'unionpay')).toBe(false);
  });
});
