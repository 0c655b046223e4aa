/**
 * The price sheet of a car booking (SPEC §9 money in fen; issue 14 fare by distance and time per vehicle class): the
 * estimate's fare parts (base, distance, time, long-distance and night surcharges, or the day-rental package), and
 * what rounds them up to the estimate (the class's minimum fare, whole yuan). Pure.
 */
import type { CarEstimate } from '../../../api/contract/car';
import { yuanToFen } from '../../../domain/money';
import { buildPriceDetail, type PriceDetail, type PriceLineFen } from '../../../domain/priceDetail';

/**
 * A part of the sheet: the estimate's own kinds, 'rounding' up to the estimate, or the whole 'estimate' when its
 * parts cannot be shown.
 */
export type CarPricePart = CarEstimate['parts'][number]['kind'] | 'rounding' | 'estimate';

/** The sheet and the part each of its lines is (line `segment` → part). */
export interface CarPriceDetail {
  detail: PriceDetail;
  parts: CarPricePart[];
}

const EMPTY: CarPriceDetail = { detail: { lines: [], totalFen: 0 }, parts: [] };

export function carPriceDetail(estimate: Pick<CarEstimate, 'price' | 'parts'> | null): CarPriceDetail {
  if (!estimate) return EMPTY;
  try {
    const totalFen = yuanToFen(estimate.price);
    const parts: { kind: CarPricePart; fen: number }[] = estimate.parts
      .map((p) => ({ kind: p.kind as CarPricePart, fen: yuanToFen(p.amount) }))
      .filter((p) => p.fen > 0);
    const sum = parts.reduce((s, p) => s + p.fen, 0);
    // The parts never add up to more than the estimate; when they do, the estimate alone is shown.
    const whole = sum > totalFen || parts.length === 0;
    const lines = whole ? [{ kind: 'estimate' as CarPricePart, fen: totalFen }] : parts;
    if (!whole && sum < totalFen) lines.push({ kind: 'rounding', fen: totalFen - sum });
    const detail = buildPriceDetail({
      segments: lines.map((l) => ({ fares: [{ psgType: 1 as const, fareFen: l.fen, taxFen: 0 }] })),
      insurance: [],
      serviceFeeFen: 0,
      tickets: 1,
    });
    return { detail, parts: lines.map((l) => l.kind) };
  } catch {
    return EMPTY;
  }
}

/** The part a line of the sheet is (undefined for a line that is none). */
export function partOfLine(price: CarPriceDetail, line: PriceLineFen): CarPricePart | undefined {
  return line.segment === undefined ? undefined : price.parts[line.segment];
}
