/**
 * The shared booking kit every product reuses (SPEC §3 traveller/passenger, employee, frequent traveller, insurance
 * product; §6 booking scope and company settings; §7 Common pickers). Amounts in yuan.
 */
import type { IdType } from '../../domain/documentTypes';
import type { PageQuery } from './envelope';

/** One broken rule of the travel policy (SPEC §1, §5). */
export interface PolicyViolation {
  /** 'cabinClass' | 'discount' | 'advanceDays' | 'lowestFare' | 'price' (hotel/train later) … */
  code: string;
  /** In the user's language, e.g. 'Business class is above your standard (economy)'. */
  text: string;
}

/** Whether one fare complies with one traveller's (or the strictest selected traveller's) standard. */
export interface PolicyMatch {
  compliant: boolean;
  violations: PolicyViolation[];
}

/** SPEC §3 document types; the fields shown depend on it (one list: src/domain/documentTypes). */
export type { IdType };

/**
 * The fields every product's booking request shares (SPEC §4 trip requests, §5 booking checks): cost centre and
 * project, the violation reason, the note, the trip-request leg and the user's confirmations.
 */
export interface BookingCommonFields {
  costCenterId?: string;
  projectId?: string;
  /** Violation reason when the choice breaks the policy (vipWbyy id or typed text). */
  violationReasonId?: string;
  violationReasonText?: string;
  /** A note for the supplier (the product's limit applies: the driver's note and the hotel's are 50 characters). */
  remark?: string;
  /** Booking against a trip application (SPEC §4). */
  ccsqdId?: string;
  /** The application's route (leg) this booking is for; with ccsqdId. */
  routeId?: string;
  /** The route was already booked (status 3) and the user chose to continue (SPEC §5). */
  confirmRouteBooked?: boolean;
  /** Reason for exceeding the application's budget (violation item `overBudget`): id or typed text. */
  overBudgetReasonId?: string;
  overBudgetReasonText?: string;
  /** The same trip was already booked and the user chose to continue (checkSameOrder). */
  confirmDuplicate?: boolean;
}

/** A bookable person in the traveller picker: an employee within my scope or a frequent traveller. */
export interface TravellerCandidate {
  /** SPEC §3 clkFlag: 0/1 frequent contact, 2 employee. */
  clkFlag: 0 | 1 | 2;
  empId: string;
  contactsId: string;
  name: string;
  /** 'SURNAME/GIVEN' when known. */
  enName: string;
  deptName: string;
  empRank: string;
  /** A frequent traveller's relation to me (colleague, family…); absent for employees. */
  relation?: string;
  sex: 'M' | 'F' | '';
  born: string;
  /** Masked 3+4. */
  phoneNumber: string;
  email: string;
  /** Documents on file, numbers masked; `ref` lets the server fill the real number at booking. */
  documents: { idType: IdType; masked: string; ref: string; expiry: string }[];
}

export interface TravellerSearchRequest extends PageQuery {
  keyword?: string;
  /** 'employee' (within my booking scope; outsiders with bookOutside), 'contact' (my frequent travellers) or 'all'. */
  kind?: 'employee' | 'contact' | 'all';
}

/** A passenger as sent in a booking (SPEC §3 psgList). */
export interface TravellerInput {
  psgName: string;
  /** SPEC §3: 1 adult, 2 child, 3 infant; the server recomputes it from `born` and the travel date. */
  psgType: 1 | 2 | 3;
  idType: IdType;
  /** The document number typed in; or empty with `documentRef` to use one on file. */
  idno: string;
  documentRef?: string;
  sex: 'M' | 'F';
  born: string;
  phoneNumber: string;
  empId?: string;
  contactsId?: string;
  /** Passport expiry when idType is PASSPORT (document expiry for the other types when given). */
  passportExpiry?: string;
  /** Passport details SPEC §5 requires (validity, place of issue, place of birth) and the nationality. */
  nationality?: string;
  placeOfIssue?: string;
  birthPlace?: string;
  /** The adult (index in psgList) a child or infant travels with. */
  guardianIndex?: number;
}

export interface CostCenter {
  costCenterId: string;
  code: string;
  name: string;
}

export interface Project {
  projectId: string;
  code: string;
  name: string;
}

export interface ViolationReason {
  id: string;
  /** Product code (cplx) the reason applies to. */
  cplx: string;
  text: string;
}

/** What the booking form requires, from the company's parameters (SPEC §5 'required' rules, §6). */
export interface BookingRules {
  costCenterRequired: boolean;
  projectRequired: boolean;
  remarkRequired: boolean;
  /** Selected travellers must comply with the travel standard. */
  mustComply: boolean;
  /** A typed violation reason is allowed besides the listed ones. */
  freeTextReason: boolean;
  /** Service fee per ticket for this product, yuan (SPEC §1 service-fee matching). */
  serviceFee: number;
  /** Hide the travel-standard display (SPEC §6). */
  hideTravelStandard: boolean;
  /** Booking needs approval before payment (approval rules of the company). */
  approvalRequired: boolean;
}

export interface InsuranceProduct {
  bxid: string;
  /** Name. */
  bxmc: string;
  /** Type (accident, delay…). */
  bxxz: string;
  /** Insurer. */
  bxgs: string;
  /** Price per person, yuan. */
  saleprice: number;
  /** Short description. */
  besm: string;
  /** Terms text. */
  bxtk: string;
  /** Offered by default (pre-ticked). */
  defaultOn: boolean;
}

export interface Address {
  empAddrId: string;
  recipient: string;
  /** Masked 3+4 in lists. */
  phoneNumber: string;
  province: string;
  city: string;
  area: string;
  addr: string;
  post: string;
  isDefault: 0 | 1;
}

/** queryVipParameter, vipWbyy/list, bx/getBxcpList: the product asked about (cplx, e.g. '10901'; numbers accepted). */
export interface CplxRequest {
  cplx: string;
}

/** costCenterFindList / projectList: the company's list, optionally filtered by a keyword on code or name. */
export interface PickerListRequest extends PageQuery {
  keyword?: string;
}

/** bx/getBxcpById. */
export interface InsuranceByIdRequest {
  bxid: string;
}
