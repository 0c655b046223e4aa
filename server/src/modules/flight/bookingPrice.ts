/**
 * The price of a booking, never the client's: fares and taxes by passenger type, the company's insurance products
 * (one policy per passenger and segment) and the service fee per ticket.
 */
import type { Db } from '../../db';
import type { FlightBookRequest } from '../../../../src/api/contract/flight';
import { passengerFareFen, passengerTaxFen } from '../../../../src/domain/flightPricing';
import { buildPriceDetail, type PriceDetail } from '../../../../src/domain/priceDetail';
import { insuranceLines, pickInsurance } from '../booking/bookSteps';
import type { InsuranceRow } from '../insurance/repository';
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
  const { products, perPassenger } = await pickInsurance(trx, corpId, CPLX_FLIGHT, picked, passengers.length);
  const price = buildPriceDetail({
    segments: segs.map(({ flight, fare }) => ({
      fares: passengers.map((p) => ({
        psgType: p.psgType,
        fareFen: passengerFareFen(p.psgType, fare.priceFen, fare.classFullFen),
        taxFen: passengerTaxFen(p.psgType, flight.constructionFen, flight.fuelFen),
      })),
    })),
    insurance: insuranceLines(products, perPassenger, segs.length),
    serviceFeeFen,
    tickets: passengers.length * segs.length,
  });
  return { price, perPassenger };
}
