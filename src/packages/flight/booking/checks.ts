/**
 * The client checks of the flight booking form (SPEC §5 'Search and booking, general' and 'Formats'; issue 4 trip
 * requests): the booking kit's checks (`components/booking/formChecks`) with the policy's result and the itinerary's
 * delivery, every part at once so each field can show its message, and the first one for the alert and the toast.
 * Pure, so it is tested without rendering.
 */
import { checkKitForm, type Firsts, type KitFormInput, type KitProblems } from '../../../components/booking/formChecks';
import { checkEmail, checkMobile, checkNonEmpty } from '../../../domain/validators';
import { validationKey, type MessageKey } from '../../../i18n';
import type { DeliveryInfo } from '../../../stores/booking';
import { anyViolation, type TripPolicy } from './policy';
import '../../../i18n/parts/booking';

/** Messages per form part; `first` is the one shown in the alert and the toast (with the traveller's name). */
export interface FormProblems extends KitProblems {
  delivery: Partial<Record<'email' | 'recipient' | 'phone' | 'address', MessageKey>>;
}

/** No problem found (the form before its first submit). */
export const NO_PROBLEMS: FormProblems = { first: null, traveller: null, contact: {}, delivery: {}, blocked: false };

/** The form: the kit's parts (violating and blocked follow from the policy), the policy and the delivery. */
export interface FormInput extends Omit<KitFormInput, 'violating' | 'blocked'> {
  delivery: DeliveryInfo;
  policy: TripPolicy | null;
}

const isMasked = (s: string): boolean => s.includes('*');

function checkDelivery(d: DeliveryInfo, out: FormProblems, firsts: Firsts): void {
  if (d.sendMode === 1) {
    const mail = checkEmail(d.email.trim());
    if (mail) out.delivery.email = validationKey(mail);
  } else if (d.sendMode === 2) {
    if (!d.address) out.delivery.address = 'booking.error.addressRequired';
    if (checkNonEmpty(d.recipient)) out.delivery.recipient = validationKey('name.empty');
    if (!isMasked(d.phone)) {
      const phone = checkMobile(d.phone.trim());
      if (phone) out.delivery.phone = validationKey(phone);
    }
  }
  for (const key of ['email', 'address', 'recipient', 'phone'] as const) {
    const k = out.delivery[key];
    if (k) firsts.push({ key: k });
  }
}

/** The SPEC §5 checks of the whole form, every part at once so each field can show its message. */
export function checkForm(input: FormInput): FormProblems {
  const out: FormProblems = { first: null, traveller: null, contact: {}, delivery: {}, blocked: false };
  const violating = anyViolation(input.policy, input.travellers);
  return checkKitForm({ ...input, violating, blocked: violating && !!input.policy?.mustComply }, out, {
    blockedKey: 'booking.policy.blocked',
    rest: (firsts) => checkDelivery(input.delivery, out, firsts),
  });
}
