/**
 * Domestic flight prices per passenger type (SPEC §3 psgType, §9 age bands), in integer fen.
 * China domestic rules: a child pays 50% and an infant 10% of the cabin class's full fare, rounded up to
 * the next 10 yuan; a child pays no airport construction fee and half the fuel surcharge; an infant pays no tax.
 */
import { PERSON_TYPE } from './person';
import { assertFen, roundHalfUpFen } from './money';

/** Child and infant fares as a percent of the cabin class full fare. */
export const PASSENGER_FARE_PERCENT = { child: 50, infant: 10 } as const;

/** Child and infant fares are rounded up to a multiple of this (10 yuan). */
export const FARE_ROUNDING_FEN = 1000;

function checkAmount(fen: number, what: string): void {
  assertFen(fen);
  if (fen < 0) throw new RangeError(`Negative ${what}: ${fen}`);
}

// `percent`% of `fen`, rounded up to a multiple of FARE_ROUNDING_FEN, in integer arithmetic.
function percentRoundedUp(fen: number, percent: number): number {
  const numerator = fen * percent;
  const unit = 100 * FARE_ROUNDING_FEN;
  const q = Math.floor(numerator / unit);
  return (q * unit < numerator ? q + 1 : q) * FARE_ROUNDING_FEN;
}

/**
 * Ticket fare of one passenger, fen. Adult (1): the fare as sold (`adultFareFen`). Child (2): 50% and
 * infant (3): 10% of `classFullFareFen` (the full fare of the fare's cabin class), rounded up to 10 yuan —
 * but never more than the adult fare of the same seat (a child may always fly on the adult fare).
 * Throws RangeError on negative or non-integer amounts or an unknown type.
 */
export function passengerFareFen(psgType: 1 | 2 | 3, adultFareFen: number, classFullFareFen: number): number {
  checkAmount(adultFareFen, 'adult fare');
  checkAmount(classFullFareFen, 'full fare');
  switch (psgType) {
    case PERSON_TYPE.adult:
      return adultFareFen;
    case PERSON_TYPE.child:
      return Math.min(adultFareFen, percentRoundedUp(classFullFareFen, PASSENGER_FARE_PERCENT.child));
    case PERSON_TYPE.infant:
      return Math.min(adultFareFen, percentRoundedUp(classFullFareFen, PASSENGER_FARE_PERCENT.infant));
    default:
      throw new RangeError(`Unknown passenger type: ${String(psgType)}`);
  }
}

/**
 * Taxes of one passenger's ticket, fen. Adult: airport construction fee + fuel surcharge; child: half the fuel
 * surcharge (rounded half up to the fen), no construction fee; infant: nothing.
 * Throws RangeError on negative or non-integer amounts or an unknown type.
 */
export function passengerTaxFen(psgType: 1 | 2 | 3, constructionFeeFen: number, fuelFen: number): number {
  checkAmount(constructionFeeFen, 'construction fee');
  checkAmount(fuelFen, 'fuel surcharge');
  switch (psgType) {
    case PERSON_TYPE.adult:
      return constructionFeeFen + fuelFen;
    case PERSON_TYPE.child:
      return roundHalfUpFen(fuelFen, 2);
    case PERSON_TYPE.infant:
      return 0;
    default:
      throw new RangeError(`Unknown passenger type: ${String(psgType)}`);
  }
}
