/**
 * The price sheet of a flight booking form (SPEC §9 money in fen; domestic child and infant fares): every traveller
 * on every segment, the insurance chosen and the service fee per ticket. Pure.
 */
import { buildPriceDetail, type PriceDetail, type PriceInput } from '../../../domain/priceDetail';
import { passengerFareFen, passengerTaxFen } from '../../../domain/flightPricing';
import { yuanToFen } from '../../../domain/money';
import { PERSON_TYPE } from '../../../domain/person';
import type { BookingStore, BookingTraveller } from '../../../stores/booking';
import { psgTypeOf } from '../../../components/booking/validate';
import type { FareChoice } from '../flightStore';

// Fallback until patForFlight answered: the adult fare and tax as searched; children and infants by the domestic
// rules on the cabin class's full fare (from the discount) and the standard 50-yuan construction fee.
const CONSTRUCTION_FEE_FEN = 5000;

function estimatedFare(choice: FareChoice, psgType: 1 | 2 | 3): { fareFen: number; taxFen: number } {
  const adultFen = yuanToFen(choice.cabin.price);
  const taxFen = yuanToFen(choice.flight.tax);
  if (psgType === PERSON_TYPE.adult) return { fareFen: adultFen, taxFen };
  const d = choice.cabin.discount;
  const fullFen = d > 0 && d <= 100 ? Math.round((adultFen * 100) / d) : adultFen;
  const construction = Math.min(taxFen, CONSTRUCTION_FEE_FEN);
  return {
    fareFen: passengerFareFen(psgType, adultFen, fullFen),
    taxFen: passengerTaxFen(psgType, construction, taxFen - construction),
  };
}

/** The price sheet's input: every traveller on every segment, the insurance chosen and the service fee per ticket. */
export function priceInput(
  segments: readonly FareChoice[],
  travellers: readonly BookingTraveller[],
  travelDate: string,
  booking: Pick<BookingStore, 'insuranceChoices' | 'insuranceProducts' | 'rules'>,
): PriceInput {
  return {
    segments: segments.map((s) => ({
      fares: travellers.map((t) => {
        const psgType = psgTypeOf(t, travelDate);
        const priced = s.prices?.find((p) => p.psgType === psgType);
        return priced
          ? { psgType, fareFen: yuanToFen(priced.fare), taxFen: yuanToFen(priced.tax) }
          : { psgType, ...estimatedFare(s, psgType) };
      }),
    })),
    insurance: booking.insuranceProducts
      .map((p) => ({
        name: p.bxmc,
        priceFen: yuanToFen(p.saleprice),
        // One policy per passenger and segment, as the server charges it (bookV3).
        count:
          travellers.filter((t) => (booking.insuranceChoices[t.key] ?? []).includes(p.bxid)).length * segments.length,
      }))
      .filter((p) => p.count > 0),
    serviceFeeFen: yuanToFen(booking.rules.serviceFee),
    tickets: travellers.length * segments.length,
  };
}

/** The sheet, or an empty one when the numbers cannot be read (never throws into the render). */
export function safePriceDetail(input: PriceInput): PriceDetail {
  try {
    return buildPriceDetail(input);
  } catch {
    return { lines: [], totalFen: 0 };
  }
}
