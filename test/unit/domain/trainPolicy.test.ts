/** Train travel standard (SPEC §3 wb): seat classes against a rank's allowed seat codes. */
import { allowedLevel, seatWithinStandard, trainWb } from '../../../src/domain/train/policy';

describe('train policy (SPEC §3 wb)', () => {
  it('allows seats up to the highest allowed class', () => {
    expect(seatWithinStandard('O', ['O'])).toBe(true);
    expect(seatWithinStandard('1', ['O'])).toBe(true);
    expect(seatWithinStandard('WZ', ['O'])).toBe(true);
    expect(seatWithinStandard('M', ['O'])).toBe(false);
    expect(seatWithinStandard('9', ['O', 'M'])).toBe(false);
    expect(seatWithinStandard('3', ['O', 'M'])).toBe(true);
    expect(seatWithinStandard('4', ['O', 'M'])).toBe(false);
  });

  it('has no limit without a standard or valid codes', () => {
    expect(allowedLevel(null)).toBeNull();
    expect(allowedLevel(['X'])).toBeNull();
    expect(seatWithinStandard('9', null)).toBe(true);
  });

  it('flags 0 within, 1 above, 2 above when the company forbids it (strictest traveller)', () => {
    expect(trainWb('O', [['O'], ['O', 'M', '9']], false)).toBe(0);
    expect(trainWb('M', [['O'], ['O', 'M', '9']], false)).toBe(1);
    expect(trainWb('M', [['O'], ['O', 'M', '9']], true)).toBe(2);
    expect(trainWb('9', [], true)).toBe(0);
  });
});
