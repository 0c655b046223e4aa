import fc from 'fast-check';
import { buildPriceDetail } from '../../../src/domain';
import type { PriceInput } from '../../../src/domain';

// Issue 3 "Price detail sheet (fare, taxes, insurance, service fee, total) in integer fen"; ARCHITECTURE §13 money.
describe('price detail sheet', () => {
  const round: PriceInput = {
    segments: [
      {
        fares: [
          { psgType: 1, fareFen: 60000, taxFen: 17000 },
          { psgType: 1, fareFen: 60000, taxFen: 17000 },
          { psgType: 2, fareFen: 62000, taxFen: 6000 },
          { psgType: 3, fareFen: 13000, taxFen: 0 },
        ],
      },
      { fares: [{ psgType: 1, fareFen: 45000, taxFen: 17000 }] },
    ],
    insurance: [
      { name: '航空意外险', priceFen: 3000, count: 3 },
      { name: 'Delay', priceFen: 2000, count: 0 },
    ],
    serviceFeeFen: 2000,
    tickets: 5,
  };

  it('groups fares and taxes per segment and passenger type, then insurance and the service fee', () => {
    const { lines, totalFen } = buildPriceDetail(round);
    expect(lines).toEqual([
      { kind: 'fare', label: 'adult', unitFen: 60000, count: 2, amountFen: 120000, segment: 0, psgType: 1 },
      { kind: 'fare', label: 'child', unitFen: 62000, count: 1, amountFen: 62000, segment: 0, psgType: 2 },
      { kind: 'fare', label: 'infant', unitFen: 13000, count: 1, amountFen: 13000, segment: 0, psgType: 3 },
      { kind: 'fare', label: 'adult', unitFen: 45000, count: 1, amountFen: 45000, segment: 1, psgType: 1 },
      { kind: 'tax', label: 'adult', unitFen: 17000, count: 2, amountFen: 34000, segment: 0, psgType: 1 },
      { kind: 'tax', label: 'child', unitFen: 6000, count: 1, amountFen: 6000, segment: 0, psgType: 2 },
      { kind: 'tax', label: 'adult', unitFen: 17000, count: 1, amountFen: 17000, segment: 1, psgType: 1 },
      { kind: 'insurance', label: '航空意外险', unitFen: 3000, count: 3, amountFen: 9000 },
      { kind: 'serviceFee', label: 'serviceFee', unitFen: 2000, count: 5, amountFen: 10000 },
    ]);
    expect(totalFen).toBe(120000 + 62000 + 13000 + 45000 + 34000 + 6000 + 17000 + 9000 + 10000);
  });

  it('keeps different prices of one passenger type apart, and leaves out lines of 0', () => {
    const { lines, totalFen } = buildPriceDetail({
      segments: [
        {
          fares: [
            { psgType: 1, fareFen: 50000, taxFen: 0 },
            { psgType: 1, fareFen: 52000, taxFen: 0 },
          ],
        },
      ],
      insurance: [],
      serviceFeeFen: 0,
      tickets: 2,
    });
    expect(lines.map((l) => [l.kind, l.unitFen, l.count])).toEqual([
      ['fare', 50000, 1],
      ['fare', 52000, 1],
    ]);
    expect(totalFen).toBe(102000);
  });

  it('an empty booking totals 0', () => {
    expect(buildPriceDetail({ segments: [], insurance: [], serviceFeeFen: 2000, tickets: 0 })).toEqual({
      lines: [],
      totalFen: 0,
    });
  });

  it('refuses negative or fractional amounts and bad counts', () => {
    const one = (f: Partial<PriceInput['segments'][number]['fares'][number]>): PriceInput => ({
      segments: [{ fares: [{ psgType: 1, fareFen: 100, taxFen: 0, ...f }] }],
      insurance: [],
      serviceFeeFen: 0,
      tickets: 1,
    });
    expect(() => buildPriceDetail(one({ fareFen: -1 }))).toThrow(RangeError);
    expect(() => buildPriceDetail(one({ taxFen: 0.5 }))).toThrow(RangeError);
    expect(() => buildPriceDetail(one({ psgType: 5 as 1 }))).toThrow(RangeError);
    expect(() => buildPriceDetail({ ...one({}), serviceFeeFen: -100 })).toThrow(RangeError);
    expect(() => buildPriceDetail({ ...one({}), tickets: 1.5 })).toThrow(RangeError);
    expect(() => buildPriceDetail({ ...one({}), insurance: [{ name: 'x', priceFen: 100, count: -1 }] })).toThrow(
      RangeError,
    );
  });
});

describe('price detail properties (integer fen, ARCHITECTURE §13)', () => {
  const fen = fc.nat({ max: 10_000_000 });
  const fare = fc.record({ psgType: fc.constantFrom(1 as const, 2 as const, 3 as const), fareFen: fen, taxFen: fen });
  const input: fc.Arbitrary<PriceInput> = fc.record({
    segments: fc.array(fc.record({ fares: fc.array(fare, { maxLength: 9 }) }), { maxLength: 4 }),
    insurance: fc.array(fc.record({ name: fc.string(), priceFen: fen, count: fc.nat({ max: 36 }) }), { maxLength: 3 }),
    serviceFeeFen: fen,
    tickets: fc.nat({ max: 36 }),
  });

  it('the total is the sum of the lines; every amount is whole fen, never negative, unit × count', () => {
    fc.assert(
      fc.property(input, (inp) => {
        const { lines, totalFen } = buildPriceDetail(inp);
        const sum = lines.reduce((s, l) => s + l.amountFen, 0);
        return (
          totalFen === sum &&
          Number.isSafeInteger(totalFen) &&
          totalFen >= 0 &&
          lines.every(
            (l) =>
              Number.isSafeInteger(l.amountFen) &&
              Number.isSafeInteger(l.unitFen) &&
              l.amountFen >= 0 &&
              l.amountFen === l.unitFen * l.count,
          )
        );
      }),
    );
  });

  it('nothing is lost: the total equals fares + taxes + insurance + service fee of the input', () => {
    fc.assert(
      fc.property(input, (inp) => {
        const expected =
          inp.segments.flatMap((s) => s.fares).reduce((s, f) => s + f.fareFen + f.taxFen, 0) +
          inp.insurance.reduce((s, p) => s + p.priceFen * p.count, 0) +
          inp.serviceFeeFen * inp.tickets;
        const { lines, totalFen } = buildPriceDetail(inp);
        const fareCount = lines.filter((l) => l.kind === 'fare').reduce((s, l) => s + l.count, 0);
        return totalFen === expected && fareCount === inp.segments.flatMap((s) => s.fares).length;
      }),
    );
  });
});
