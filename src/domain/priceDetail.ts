/**
 * The price detail sheet of a booking (issue 3 "Price detail": fare, taxes, insurance, service fee, total),
 * in integer fen (ARCHITECTURE §13). Shared by the booking form and the server's order total.
 */
import { assertFen } from './money';

/** What the sheet is built from. */
export interface PriceInput {
  /** Per flight segment, one entry per ticketed passenger. */
  segments: { fares: { psgType: 1 | 2 | 3; fareFen: number; taxFen: number }[] }[];
  /** Insurance products chosen: unit price and how many policies. */
  insurance: { name: string; priceFen: number; count: number }[];
  /** Service fee per ticket (SPEC §1 service-fee matching). */
  serviceFeeFen: number;
  /** Tickets the service fee applies to (usually passengers × segments). */
  tickets: number;
}

/** One line of the sheet: `amountFen` = `unitFen` × `count`. */
export interface PriceLineFen {
  kind: 'fare' | 'tax' | 'insurance' | 'serviceFee';
  /**
   * A language-neutral label the UI translates: 'adult' | 'child' | 'infant' for fare and tax lines,
   * the product name for insurance, 'serviceFee' for the service fee.
   */
  label: string;
  unitFen: number;
  count: number;
  amountFen: number;
  /** Fare and tax lines: the segment index (0-based, order of `PriceInput.segments`). */
  segment?: number;
  /** Fare and tax lines: the passenger type. */
  psgType?: 1 | 2 | 3;
}

/** The sheet: lines in the order fare, tax, insurance, service fee; `totalFen` is their sum. */
export interface PriceDetail {
  lines: PriceLineFen[];
  totalFen: number;
}

const PSG_LABEL = { 1: 'adult', 2: 'child', 3: 'infant' } as const;

function checkAmount(fen: number, what: string): void {
  assertFen(fen);
  if (fen < 0) throw new RangeError(`Negative ${what}: ${fen}`);
}

function checkCount(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Bad ${what}: ${n}`);
}

function line(kind: PriceLineFen['kind'], label: string, unitFen: number, count: number): PriceLineFen {
  const amountFen = unitFen * count;
  assertFen(amountFen);
  return { kind, label, unitFen, count, amountFen };
}

/**
 * Builds the sheet. Fares and taxes are grouped per segment, passenger type and unit price (adult, child, infant
 * order), so two adults at the same price make one line with count 2. Lines whose amount is 0 (an infant's tax,
 * insurance with count 0, no service fee) are left out; fare lines are always shown.
 * Throws RangeError on negative or non-integer amounts or counts.
 */
export function buildPriceDetail(input: PriceInput): PriceDetail {
  checkAmount(input.serviceFeeFen, 'service fee');
  checkCount(input.tickets, 'ticket count');
  const fares: PriceLineFen[] = [];
  const taxes: PriceLineFen[] = [];

  input.segments.forEach((segment, index) => {
    for (const f of segment.fares) {
      checkAmount(f.fareFen, 'fare');
      checkAmount(f.taxFen, 'tax');
      if (!(f.psgType in PSG_LABEL)) throw new RangeError(`Unknown passenger type: ${String(f.psgType)}`);
    }
    for (const psgType of [1, 2, 3] as const) {
      const ofType = segment.fares.filter((f) => f.psgType === psgType);
      const group = (kind: 'fare' | 'tax', unit: (f: (typeof ofType)[number]) => number): PriceLineFen[] => {
        const counts = new Map<number, number>();
        for (const f of ofType) counts.set(unit(f), (counts.get(unit(f)) ?? 0) + 1);
        return [...counts].map(([unitFen, count]) => ({
          ...line(kind, PSG_LABEL[psgType], unitFen, count),
          segment: index,
          psgType,
        }));
      };
      fares.push(...group('fare', (f) => f.fareFen));
      taxes.push(...group('tax', (f) => f.taxFen));
    }
  });

  const insurance = input.insurance.map((p) => {
    checkAmount(p.priceFen, 'insurance price');
    checkCount(p.count, 'insurance count');
    return line('insurance', p.name, p.priceFen, p.count);
  });

  const lines = [
    ...fares,
    ...taxes,
    ...insurance,
    line('serviceFee', 'serviceFee', input.serviceFeeFen, input.tickets),
  ].filter((l) => l.kind === 'fare' || l.amountFen > 0);
  // The sum is checked too: a total beyond the safe integers is refused rather than rounded.
  const totalFen = lines.reduce((sum, l) => sum + l.amountFen, 0);
  assertFen(totalFen);
  return { lines, totalFen };
}
