/**
 * The car booking form's checks (issue 14 /car/carEdit; SPEC §9 luggage: a 24-inch case is the standard, a larger
 * one counts as 2): one passenger, riders from 1 to the class's seats, luggage that fits the class's boot, the note
 * to the driver at most 50 characters — within the booking kit's order of checks (trip request, passenger, policy,
 * contact, company fields). Pure.
 */
import { checkKitForm, type KitFormInput, type KitProblems } from '../../../components/booking/formChecks';
import { luggageFits, luggageUnits } from '../../../domain/car/luggage';
import { CAR_REMARK_MAX } from '../../../domain/car/useTime';
import type { MessageKey } from '../../../i18n';
import '../../../i18n/parts/carBooking';

export interface CarFormProblems extends KitProblems {
  riders?: MessageKey;
  luggage?: MessageKey;
}

export const NO_PROBLEMS: CarFormProblems = { first: null, traveller: null, contact: {}, blocked: false };

export interface CarFormInput extends KitFormInput {
  riders: number;
  /** Seats of the vehicle class. */
  seats: number;
  luggageStandard: number;
  luggageLarge: number;
  /** Standard cases the class's boot takes. */
  luggageCapacity: number;
}

/** Riders from 1 to the seats of the class. */
export function ridersOk(riders: number, seats: number): boolean {
  return Number.isInteger(riders) && riders >= 1 && riders <= seats;
}

/** Characters of a text as the user counts them (an emoji is one). */
export const charCount = (text: string): number => Array.from(text).length;

export function checkCarForm(input: CarFormInput, blockedKey: MessageKey): CarFormProblems {
  const out: CarFormProblems = { first: null, traveller: null, contact: {}, blocked: false };
  return checkKitForm(input, out, {
    blockedKey,
    emptyTelKey: 'carBooking.error.linkTelRequired',
    people(firsts) {
      if (!ridersOk(input.riders, input.seats)) {
        out.riders = 'carBooking.error.riders';
        firsts.push({ key: out.riders, values: { max: String(input.seats) } });
      }
      if (!luggageFits(input.luggageStandard, input.luggageLarge, input.luggageCapacity)) {
        out.luggage = 'carBooking.error.luggage';
        firsts.push({
          key: out.luggage,
          values: {
            units: String(luggageUnits(input.luggageStandard, input.luggageLarge)),
            capacity: String(input.luggageCapacity),
          },
        });
      }
    },
    rest(firsts) {
      if (!out.remark && charCount(input.remark.trim()) > CAR_REMARK_MAX) {
        out.remark = 'carBooking.error.remarkTooLong';
        firsts.push({ key: out.remark, values: { max: String(CAR_REMARK_MAX) } });
      }
    },
  });
}
