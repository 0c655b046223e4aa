/**
 * The price sheet of a train booking (SPEC §9 money in fen, child height bands): a ticket per passenger and leg at
 * the seat's price (a child ticket at half the adult price, to half a yuan; under 1.2 m no ticket), the
 * insurance chosen per passenger and leg, and the service fee per ticket. Pure.
 */
import { buildPriceDetail, type PriceDetail, type PriceInput } from '../../../domain/priceDetail';
import { roundHalfUpFen, yuanToFen } from '../../../domain/money';
import type { InsuranceProduct } from '../../../api/contract';
import type { HeightBand } from './passengers';

/** What the sheet needs of a passenger. */
export interface PricedPassenger {
  key: string;
  band: HeightBand;
}

/**
 * A child ticket: half the adult price (SPEC §9 child ticket; the operator's 50% rule), counted in half yuan (rounded
 * half up), in fen — as the server prices it.
 */
export function childFareFen(adultFen: number): number {
  return roundHalfUpFen(adultFen, 100) * 50;
}

/** The sheet's input. */
export function trainPriceInput(
  seatPrices: readonly number[],
  passengers: readonly PricedPassenger[],
  insurance: { products: readonly InsuranceProduct[]; choices: Record<string, string[]> },
  serviceFeeYuan: number,
): PriceInput {
  const ticketed = passengers.filter((p) => p.band !== 'free');
  return {
    segments: seatPrices.map((price) => {
      const adultFen = yuanToFen(price);
      return {
        fares: ticketed.map((p) =>
          p.band === 'child'
            ? { psgType: 2 as const, fareFen: childFareFen(adultFen), taxFen: 0 }
            : { psgType: 1 as const, fareFen: adultFen, taxFen: 0 },
        ),
      };
    }),
    insurance: insurance.products
      .map((p) => ({
        name: p.bxmc,
        priceFen: yuanToFen(p.saleprice),
        count: passengers.filter((t) => (insurance.choices[t.key] ?? []).includes(p.bxid)).length * seatPrices.length,
      }))
      .filter((p) => p.count > 0),
    serviceFeeFen: yuanToFen(serviceFeeYuan),
    tickets: ticketed.length * seatPrices.length,
  };
}

/** The sheet, or an empty one when the numbers cannot be read (never throws into the render). */
export function trainPriceDetail(input: PriceInput): PriceDetail {
  try {
    return buildPriceDetail(input);
  } catch {
    return { lines: [], totalFen: 0 };
  }
}
