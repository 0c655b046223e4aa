/**
 * The price of a booking, never the client's: fares and taxes by passenger type, the company's insurance products
 * (one policy per passenger and segment) and the service fee per ticket.
 */
import type { Db } from '../../db';
import type { FlightBookRequest } from '../../../../src/api/contract/flight';
import { passengerFareFen, passengerTaxFen } from '../../../../src/domain/flightPricing';
import { buildPriceDetail, type PriceDetail } from '../../../../src/domain/priceDetail';
import { invalidField } from '../../lib/errors';
import { findInsuranceProducts, type InsuranceRow } from '../insurance/repository';
import { CPLX_FLIGHT } from './bookingCodes';
import type { Passenger } from '../booking/passengers';
import type { ResolvedFare } from './service';

/** The priced booking: its price detail and each passenger's insurance products. */
export interface BookingPrice {
  price: PriceDetail;
  perPassenger: InsuranceRow[][];
}

/** Insurance picks of the company's products (unknown ones or passengers are field errors), then the price. */
export async function priceBooking(
  trx: Db,
  corpId: string,
  picked: FlightBookRequest['insurance'],
  segs: readonly ResolvedFare[],
  passengers: readonly Passenger[],
  serviceFeeFen: number,
): Promise<BookingPrice> {
  const picks = new Map<string, { psgIndex: number; bxid: string }>();
  for (const i of picked ?? []) {
    if (!Number.isInteger(i.psgIndex) || i.psgIndex < 0 || i.psgIndex >= passengers.length) {
      throw invalidField('insurance');
    }
    picks.set(`${i.psgIndex}|${i.bxid}`, i);
  }
  const products = await findInsuranceProducts(trx, corpId, CPLX_FLIGHT, [
    ...new Set([...picks.values()].map((p) => p.bxid)),
  ]);
  const productById = new Map(products.map((p) => [p.id, p]));
  for (const p of picks.values()) if (!productById.has(p.bxid)) throw invalidField('insurance');
  const perPassenger = passengers.map((_, i) =>
    [...picks.values()]
      .filter((p) => p.psgIndex === i)
      .map((p) => productById.get(p.bxid))
      .filter((p): p is NonNullable<typeof p> => !!p),
  );

  const price = buildPriceDetail({
    segments: segs.map(({ flight, fare }) => ({
      fares: passengers.map((p) => ({
        psgType: p.psgType,
        fareFen: passengerFareFen(p.psgType, fare.priceFen, fare.classFullFen),
        taxFen: passengerTaxFen(p.psgType, flight.constructionFen, flight.fuelFen),
      })),
    })),
    insurance: products.map((prod) => ({
      name: prod.name,
      priceFen: Number(prod.price_fen),
      count: perPassenger.filter((list) => list.some((x) => x.id === prod.id)).length * segs.length,
    })),
    serviceFeeFen,
    tickets: passengers.length * segs.length,
  });
  return { price, perPassenger };
}
