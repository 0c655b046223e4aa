import fc from 'fast-check';
import { FARE_ROUNDING_FEN, PERSON_TYPE, passengerFareFen, passengerTaxFen } from '../../../src/domain';

const { adult, child, infant } = PERSON_TYPE;

describe('SPEC §3 psgType / §9 age bands: domestic fares per passenger type', () => {
  it('an adult pays the fare as sold', () => {
    expect(passengerFareFen(adult, 45000, 123000)).toBe(45000);
    expect(passengerFareFen(adult, 0, 123000)).toBe(0);
  });

  it('a child pays 50% and an infant 10% of the cabin class full fare, rounded up to 10 yuan', () => {
    // Full fare 1,230 yuan: child 615 → 620 yuan, infant 123 → 130 yuan.
    expect(passengerFareFen(child, 123000, 123000)).toBe(62000);
    expect(passengerFareFen(infant, 123000, 123000)).toBe(13000);
    // Exact multiples stay as they are.
    expect(passengerFareFen(child, 120000, 120000)).toBe(60000);
    expect(passengerFareFen(infant, 120000, 120000)).toBe(12000);
    // One fen above a multiple goes up a whole 10 yuan.
    expect(passengerFareFen(child, 200000, 120002)).toBe(61000);
    expect(passengerFareFen(infant, 500000, 500000)).toBe(50000);
  });

  it('a child or infant never pays more than the adult fare of the same seat', () => {
    // Adult at a 4 折 discount (400 yuan) of a 1,000-yuan full fare: the child pays 400, not 500.
    expect(passengerFareFen(child, 40000, 100000)).toBe(40000);
    expect(passengerFareFen(infant, 5000, 100000)).toBe(5000);
  });

  it('refuses negative or fractional amounts and unknown types', () => {
    expect(() => passengerFareFen(adult, -1, 1000)).toThrow(RangeError);
    expect(() => passengerFareFen(child, 1000, 10.5)).toThrow(RangeError);
    expect(() => passengerFareFen(4 as 1, 1000, 1000)).toThrow(RangeError);
  });

  it('property: child and infant fares are whole 10 yuan (or the adult fare), infant ≤ child ≤ adult', () => {
    const fen = fc.nat({ max: 10_000_000 });
    fc.assert(
      fc.property(fen, fen, (adultFare, full) => {
        const c = passengerFareFen(child, adultFare, full);
        const i = passengerFareFen(infant, adultFare, full);
        const whole = (x: number) => x % FARE_ROUNDING_FEN === 0 || x === adultFare;
        return (
          Number.isSafeInteger(c) &&
          Number.isSafeInteger(i) &&
          whole(c) &&
          whole(i) &&
          0 <= i &&
          i <= c &&
          c <= adultFare &&
          (c === adultFare || (c * 2 >= full && c * 2 < full + 2 * FARE_ROUNDING_FEN))
        );
      }),
    );
  });
});

describe('SPEC §3 taxes per passenger type', () => {
  it('adult: construction fee + fuel; child: half fuel only; infant: nothing', () => {
    expect(passengerTaxFen(adult, 5000, 12000)).toBe(17000);
    expect(passengerTaxFen(child, 5000, 12000)).toBe(6000);
    expect(passengerTaxFen(infant, 5000, 12000)).toBe(0);
  });

  it('half a fuel surcharge rounds half up to the fen', () => {
    expect(passengerTaxFen(child, 0, 1001)).toBe(501);
    expect(passengerTaxFen(child, 0, 1)).toBe(1);
    expect(passengerTaxFen(child, 0, 0)).toBe(0);
  });

  it('refuses negative or fractional amounts and unknown types', () => {
    expect(() => passengerTaxFen(adult, -5000, 0)).toThrow(RangeError);
    expect(() => passengerTaxFen(adult, 0, 0.5)).toThrow(RangeError);
    expect(() => passengerTaxFen(0 as 1, 0, 0)).toThrow(RangeError);
  });

  it('property: taxes are whole fen, infant ≤ child ≤ adult', () => {
    const fen = fc.nat({ max: 1_000_000 });
    fc.assert(
      fc.property(fen, fen, (construction, fuel) => {
        const [a, c, i] = [adult, child, infant].map((t) => passengerTaxFen(t, construction, fuel)) as [
          number,
          number,
          number,
        ];
        return [a, c, i].every(Number.isSafeInteger) && i === 0 && i <= c && c <= a;
      }),
    );
  });
});
