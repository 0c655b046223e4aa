import fc from 'fast-check';
import { fenToYuan, formatYuan, percentOfFen, roundHalfUpFen, yuanToFen } from '../../../src/domain';

describe('ARCHITECTURE §13 money in integer fen', () => {
  it('converts yuan numbers and strings exactly', () => {
    expect(yuanToFen(0.1)).toBe(10);
    expect(yuanToFen(0.29)).toBe(29);
    expect(yuanToFen(1.15)).toBe(115);
    expect(yuanToFen(4.35)).toBe(435);
    expect(yuanToFen(1234.5)).toBe(123450);
    expect(yuanToFen('1234.50')).toBe(123450);
    expect(yuanToFen('1,234.56')).toBe(123456);
    expect(yuanToFen(' 12 ')).toBe(1200);
    expect(yuanToFen('.5')).toBe(50);
    expect(yuanToFen('-12.34')).toBe(-1234);
    expect(yuanToFen(0)).toBe(0);
    expect(Object.is(yuanToFen('-0.001'), 0)).toBe(true);
  });

  it('rounds more than two decimals half up on the written digits', () => {
    expect(yuanToFen(1.005)).toBe(101);
    expect(yuanToFen('1.004')).toBe(100);
    expect(yuanToFen('-1.005')).toBe(-101);
    expect(yuanToFen(1e-7)).toBe(0);
    expect(yuanToFen('1.5e2')).toBe(15000);
    expect(yuanToFen('1.2345e1')).toBe(1235);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1.2.3', '+', '-', '12a']) expect(() => yuanToFen(bad)).toThrow(RangeError);
    expect(() => yuanToFen(NaN)).toThrow(RangeError);
    expect(() => yuanToFen(Infinity)).toThrow(RangeError);
    expect(() => yuanToFen(1e20)).toThrow(RangeError);
  });

  it('property: yuan → fen → yuan round-trips any two-decimal amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (fen) => {
        const yuan = fenToYuan(fen);
        expect(yuanToFen(yuan)).toBe(fen);
        expect(yuanToFen(yuan.toFixed(2))).toBe(fen);
      }),
    );
  });

  it('formats without locale dependence', () => {
    expect(formatYuan(123450)).toBe('¥1,234.50');
    expect(formatYuan(5)).toBe('¥0.05');
    expect(formatYuan(0)).toBe('¥0.00');
    expect(formatYuan(100000000)).toBe('¥1,000,000.00');
    expect(formatYuan(-1200)).toBe('-¥12.00');
    expect(formatYuan(99, '')).toBe('0.99');
    expect(() => formatYuan(1.5)).toThrow(RangeError);
  });

  it('rounds ratios half up in integer arithmetic', () => {
    expect(roundHalfUpFen(5, 2)).toBe(3);
    expect(roundHalfUpFen(4, 3)).toBe(1);
    expect(roundHalfUpFen(5, 3)).toBe(2);
    expect(roundHalfUpFen(-5, 2)).toBe(-2);
    expect(percentOfFen(12345, 40)).toBe(4938);
    expect(percentOfFen(12345, 60)).toBe(7407);
    expect(() => roundHalfUpFen(1, 0)).toThrow(RangeError);
    expect(() => roundHalfUpFen(1.5, 2)).toThrow(RangeError);
  });

  it('property: half-up rounding is within half a unit and ties go up', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        const r = roundHalfUpFen(n, d);
        expect(Math.abs(r * d - n) * 2).toBeLessThanOrEqual(d);
        if ((r * d - n) * 2 === -d) throw new Error('tie rounded down');
      }),
    );
  });
});
