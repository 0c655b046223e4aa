/**
 * The trEdit traveller rules (SPEC §5 train): at least one and at most 9 travellers, a contact mobile, and rail
 * passengers may not share a mobile number. Pure; they return validation codes (src/domain/validationCodes.ts) whose
 * texts client and server share (src/i18n/validation.ts).
 */
import { findTravellerProblem } from '../travellers';
import type { TravellerFacts, TravellerProblem } from '../travellers';
import { checkMobile } from '../validators';
import type { ValidationResult } from '../validationCodes';

export type { TravellerFacts, TravellerProblem };

/**
 * The first problem of a train booking's travellers: the shared passenger rules (1 to 9 travellers, names,
 * documents, phones, duplicates, the child/adult mix), with a repeated mobile reported as the rail rule
 * 'train.phoneShared' (SPEC §5: multiple rail passengers cannot share a phone number). Null when all pass.
 */
export function checkTrainTravellers(list: readonly TravellerFacts[]): TravellerProblem | null {
  const problem = findTravellerProblem(list);
  if (problem !== null && problem.code === 'passenger.phoneDuplicate') {
    return { code: 'train.phoneShared', index: problem.index };
  }
  return problem;
}

/** The contact mobile of a train order: required ('contact.mobileEmpty'), then a mobile number. */
export function checkTrainContactMobile(linkTel: string | null | undefined): ValidationResult {
  if (linkTel == null || linkTel.trim() === '') return 'contact.mobileEmpty';
  // A masked number comes from a profile on file: present, checked by the server against the real one.
  if (linkTel.includes('*')) return null;
  return checkMobile(linkTel.trim());
}

/** Travellers first, then the contact mobile (the order trEdit shows them); null when the form may be sent. */
export function checkTrainBooking(input: {
  travellers: readonly TravellerFacts[];
  linkTel: string | null | undefined;
}): TravellerProblem | null {
  const travellers = checkTrainTravellers(input.travellers);
  if (travellers !== null) return travellers;
  const contact = checkTrainContactMobile(input.linkTel);
  return contact === null ? null : { code: contact, index: null };
}
