/**
 * The client checks of the train booking form (SPEC §5 train and 'Search and booking, general'): the travellers
 * (1 to 9, documents, no shared phones), children's height bands, the contact mobile, the company's required fields,
 * the violation reason or the block (wb 2), and the trip request. Every part at once so each field can show its
 * message, and the first one for the alert and the toast. Pure.
 */
import { checkKitForm, type Firsts, type KitFormInput, type KitProblems } from '../../../components/booking/formChecks';
import type { MessageKey } from '../../../i18n';
import { needsBand, type HeightBand } from './passengers';
import '../../../i18n/parts/trainBooking';

export interface TrainFormProblems extends KitProblems {
  /** Children without a height band, by traveller key. */
  bands: Record<string, MessageKey>;
  railAccount?: MessageKey;
}

export const NO_PROBLEMS: TrainFormProblems = { first: null, traveller: null, bands: {}, contact: {}, blocked: false };

export interface TrainFormInput extends KitFormInput {
  bands: Readonly<Record<string, HeightBand>>;
  /** Some seat is above the standard (wb 1 or 2); `blocked` when one is wb 2. */
  violating: boolean;
  blocked: boolean;
  /** The rail account's own check (a passenger not in its list), from the rail-account section. */
  railAccountProblem?: MessageKey;
}

/** Children's height bands (SPEC §9) and the rail account's own check. */
function checkTrainPeople(input: TrainFormInput, out: TrainFormProblems, firsts: Firsts): void {
  for (const t of input.travellers) {
    if (needsBand(t, input.travelDate) && !input.bands[t.key]) {
      out.bands[t.key] = 'trainBooking.error.heightRequired';
      firsts.push({ key: 'trainBooking.error.heightRequired', traveller: t.name });
    }
  }
  if (input.railAccountProblem) {
    out.railAccount = input.railAccountProblem;
    firsts.push({ key: input.railAccountProblem });
  }
}

/** The SPEC §5 checks of the whole train form (the booking kit's and the train's own). */
export function checkTrainForm(input: TrainFormInput): TrainFormProblems {
  const out: TrainFormProblems = { first: null, traveller: null, bands: {}, contact: {}, blocked: false };
  return checkKitForm(input, out, {
    blockedKey: 'trainBooking.policy.blocked',
    // SPEC §5 train: a contact mobile is required.
    emptyTelKey: 'trainBooking.error.contactMobile',
    people: (firsts) => checkTrainPeople(input, out, firsts),
  });
}
