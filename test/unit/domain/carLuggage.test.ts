/** Car luggage (src/domain/car/luggage.ts; SPEC §9 "car luggage standard a 24-inch case, larger counts as 2"). */
import { luggageFits, luggageUnits } from '../../../src/domain/car/luggage';

describe('car luggage (SPEC §9)', () => {
  it('counts a larger case as two standard ones', () => {
    expect(luggageUnits(0, 0)).toBe(0);
    expect(luggageUnits(2, 0)).toBe(2);
    expect(luggageUnits(1, 2)).toBe(5);
  });

  it('ignores negative and fractional amounts', () => {
    expect(luggageUnits(-1, -2)).toBe(0);
    expect(luggageUnits(1.9, 1.5)).toBe(3);
  });

  it('fits when the units are within the capacity', () => {
    expect(luggageFits(2, 0, 2)).toBe(true);
    expect(luggageFits(1, 1, 2)).toBe(false);
    expect(luggageFits(1, 2, 5)).toBe(true);
    expect(luggageFits(0, 3, 5)).toBe(false);
  });
});
