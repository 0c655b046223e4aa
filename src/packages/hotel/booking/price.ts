/**
 * The price sheet of a hotel booking (SPEC §9 money in fen): every night of the stay at its price times the rooms,
 * and the service fee of the order (fwf/matchQuery). Pure.
 */
import type { RatePlan, ServiceFeeData } from '../../../api/contract/hotel';
import { buildPriceDetail, type PriceDetail } from '../../../domain/priceDetail';
import { yuanToFen } from '../../../domain/money';

/** One room for the whole stay, fen. */
export function roomStayFen(plan: Pick<RatePlan, 'nightly'>): number {
  return plan.nightly.reduce((sum, n) => sum + yuanToFen(n.price), 0);
}

/** Nights × rooms and the order's service fee; an empty sheet when the numbers cannot be read. */
export function hotelPriceDetail(
  plan: Pick<RatePlan, 'nightly'> | null,
  rooms: number,
  fee: ServiceFeeData | null,
): PriceDetail {
  if (!plan) return { lines: [], totalFen: 0 };
  try {
    return buildPriceDetail({
      // One segment per night: a fare line per night with the rooms as its count.
      segments: plan.nightly.map((n) => ({
        fares: Array.from({ length: Math.max(0, rooms) }, () => ({
          psgType: 1 as const,
          fareFen: yuanToFen(n.price),
          taxFen: 0,
        })),
      })),
      insurance: [],
      serviceFeeFen: fee ? yuanToFen(fee.fee) : 0,
      tickets: 1,
    });
  } catch {
    return { lines: [], totalFen: 0 };
  }
}
