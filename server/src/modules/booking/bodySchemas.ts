/**
 * Body schemas every product's booking call shares (flights, trains…): the passenger as the traveller form sends it
 * and the booking form's own fields (contact, cost centre, project, violation and over-budget reasons, insurance,
 * remark, trip request, duplicate confirmation). A product spreads them into its book schema and adds its own keys.
 */
import type { TravellerInput } from '../../../../src/api/contract/booking';
import { ID_TYPES } from '../../../../src/domain/documentTypes';
import { CONTACT_MOBILE } from './contactMobile';
import { arr, bool, int, obj, oneOf, str, type JsonSchema } from '../../lib/schema';

type Props<T> = { [K in Extract<keyof T, string>]-?: JsonSchema };

/** One schema per field of the shared traveller (TravellerInput); products add theirs (e.g. the rail side). */
export const TRAVELLER_INPUT_PROPS: Props<TravellerInput> = {
  psgName: str({ minLength: 1, maxLength: 64 }),
  psgType: oneOf([1, 2, 3]),
  idType: oneOf(ID_TYPES, 'string'),
  idno: str({ maxLength: 32 }),
  documentRef: str({ maxLength: 64 }),
  sex: oneOf(['M', 'F', ''], 'string'),
  born: str({ maxLength: 10 }),
  phoneNumber: str({ maxLength: 20 }),
  empId: str({ maxLength: 64 }),
  contactsId: str({ maxLength: 64 }),
  passportExpiry: str({ maxLength: 10 }),
  nationality: str({ maxLength: 32 }),
  placeOfIssue: str({ maxLength: 64 }),
  birthPlace: str({ maxLength: 64 }),
  guardianIndex: int({ minimum: 0, maximum: 8 }),
};

/** The traveller fields a booking cannot do without. */
export const TRAVELLER_INPUT_REQUIRED = ['psgName', 'psgType', 'idType', 'idno', 'phoneNumber'] as const;

/** The shared traveller as a schema. */
export const TRAVELLER_INPUT = obj<TravellerInput>(TRAVELLER_INPUT_PROPS, TRAVELLER_INPUT_REQUIRED);

/** The booking-form fields of every product's book request (the book steps in ./bookSteps.ts read them). */
export interface BookingFormFields {
  linkman: string;
  linkTel: string;
  linkEmail?: string;
  costCenterId?: string;
  projectId?: string;
  violationReasonId?: string;
  violationReasonText?: string;
  insurance?: { psgIndex: number; bxid: string }[];
  remark?: string;
  ccsqdId?: string;
  routeId?: string;
  confirmRouteBooked?: boolean;
  overBudgetReasonId?: string;
  overBudgetReasonText?: string;
  confirmDuplicate?: boolean;
}

/** A contact e-mail address, or empty. */
export const EMAIL = str({ maxLength: 64, pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' });

/** One schema per booking-form field (linkman and linkTel are required by every product). */
export const BOOKING_FORM_PROPS: Props<BookingFormFields> = {
  linkman: str({ minLength: 1, maxLength: 32 }),
  linkTel: CONTACT_MOBILE,
  linkEmail: EMAIL,
  costCenterId: str({ maxLength: 64 }),
  projectId: str({ maxLength: 64 }),
  violationReasonId: str({ maxLength: 64 }),
  violationReasonText: str({ maxLength: 200 }),
  insurance: arr(
    obj<NonNullable<BookingFormFields['insurance']>[number]>(
      { psgIndex: int({ minimum: 0 }), bxid: str({ minLength: 1, maxLength: 64 }) },
      ['psgIndex', 'bxid'],
    ),
    { maxItems: 36 },
  ),
  remark: str({ maxLength: 200 }),
  ccsqdId: str({ maxLength: 64 }),
  routeId: str({ maxLength: 64 }),
  confirmRouteBooked: bool(),
  overBudgetReasonId: str({ maxLength: 64 }),
  overBudgetReasonText: str({ maxLength: 200 }),
  confirmDuplicate: bool(),
};
