/** Passenger mix rules of a booking (SPEC §5, §9 booking limits). */
import { LIMITS } from './limits';
import { PERSON_TYPE } from './person';
import type { PersonType } from './person';
import type { ValidationResult } from './validationCodes';

/**
 * Checks the passenger types of one booking: at least one, at most `max` (9 tickets; a product with another limit
 * passes its own); children and infants need an adult; each adult may carry up to two children and one infant.
 */
export function checkPassengerMix(
  types: readonly PersonType[],
  max: number = LIMITS.booking.maxTickets,
): ValidationResult {
  if (types.length === 0) return 'passenger.empty';
  if (types.length > max) return 'passenger.tooMany';
  const count = (t: PersonType): number => types.filter((x) => x === t).length;
  const adults = count(PERSON_TYPE.adult);
  const children = count(PERSON_TYPE.child);
  const infants = count(PERSON_TYPE.infant);
  if (adults === 0) return 'passenger.adultRequired';
  if (children > adults * LIMITS.booking.childrenPerAdult) return 'passenger.tooManyChildren';
  if (infants > adults * LIMITS.booking.infantsPerAdult) return 'passenger.tooManyInfants';
  return null;
}
