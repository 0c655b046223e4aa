/**
 * Trip applications (ccsqd) and their change orders (SPEC §3 trip application and change order, §4 trip application
 * and trip-request date rules, §5 general rules, §7 Common: trip applications and change order get/add/del).
 *
 * Money: yuan (≤ 2 decimals) at this edge, fen inside. zys is always computed by the server (jtys + zsys + qtys);
 * a zys sent by the client is ignored. Dates are China calendar dates 'YYYY-MM-DD'; times 'YYYY-MM-DD HH:mm:ss'.
 *
 * Who sees what: the applicant (owner) and the employees named as travellers may read a request; only the owner
 * edits, deletes (drafts only) and changes it. Anything else answers not found (code 404).
 */
import type { PageQuery } from './envelope';

/**
 * Trip application status: 0 draft (also after a withdrawn approval: editable, can be sent again), 1 in approval
 * (the request itself or a change order of it), 2 approved (usable for booking), 3 rejected, 4 void.
 * The list filter defaults to 2; -1 lists every status.
 */
export type CcsqdStatus = 0 | 1 | 2 | 3 | 4;

/** Order type of a trip application in the approval engine (SPEC §9: 11099 trip). */
export const CCSQD_ORDER_TYPE = 11099;

export interface CcsqdListRequest extends PageQuery {
  status?: CcsqdStatus | -1;
  /** Matches the application number, reason or destination. */
  keyword?: string;
}

/** One row of vipCcsqd/list (and listForChoose). Budgets in yuan; dates 'YYYY-MM-DD'. */
export interface CcsqdListItem {
  ccsqdId: string;
  ccsqdNo: string;
  /** Traveller names, joined with '、'. */
  ccr: string;
  ccsy: string;
  mdd: string;
  dateBegin: string;
  dateEnd: string;
  status: CcsqdStatus;
  jtys: number;
  zsys: number;
  qtys: number;
  zys: number;
  createdAt: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Routes (vipRoute) and travellers (vipPerson)

/** Route leg type; each maps to a product code ({@link TRIP_ROUTE_PRODUCT}). */
export type TripRouteType = 'flight' | 'train' | 'hotel' | 'car';

/** Product code (cplx, SPEC §9) of each route type: the `product` of list4Book / detail4Book / booking checks. */
export const TRIP_ROUTE_PRODUCT: Record<TripRouteType, string> = {
  flight: '10901',
  train: '10904',
  hotel: '10903',
  car: '10906',
};

/** Route status: 0 open, 3 already booked (SPEC §3 "route status 3 means already booked"). */
export type TripRouteStatus = 0 | 3;

/**
 * A route leg as sent by /tripAdd, /tripRoute, /tripCarAdd and /tripChange. Flight and train legs need both cities
 * (different, SPEC §5); hotel and car legs use depCity/depCityName as the city and may leave arrCity empty.
 * dateEnd: hotel check-out, car end date; optional for flight and train (then the leg is one day).
 */
export interface TripRouteInput {
  /** Sent by a change order to keep or edit an existing open leg; never for new legs. */
  routeId?: string;
  routeType: TripRouteType;
  depCity: string;
  depCityName: string;
  arrCity?: string;
  arrCityName?: string;
  dateBegin: string;
  dateEnd?: string;
  /** Planned cost, yuan, ≥ 0. */
  cost: number;
  /** Hotel: the hotel or supplier name (required for hotel legs, SPEC §4 trip builder); car: the car supplier. */
  supplier?: string;
  supplierId?: string;
  remark?: string;
}

/** A route leg of a request. */
export interface TripRoute {
  routeId: string;
  /** 1-based order in the request (xcxh). */
  seq: number;
  routeType: TripRouteType;
  /** Product code of the leg, see {@link TRIP_ROUTE_PRODUCT}. */
  product: string;
  depCity: string;
  depCityName: string;
  arrCity: string;
  arrCityName: string;
  dateBegin: string;
  /** '' when the leg has no end date. */
  dateEnd: string;
  cost: number;
  supplier: string;
  supplierId: string;
  remark: string;
  status: TripRouteStatus;
  /** The order booked on this leg ('' while open). */
  bookedOrderId: string;
  /** Amount of that order, yuan (0 while open). */
  bookedAmount: number;
}

/**
 * A traveller of a request (vipPerson): an employee of the company by `empId`, or an outsider by name (with an
 * optional mobile). At least one traveller; the same employee only once.
 */
export interface TripPersonInput {
  empId?: string;
  name?: string;
  phoneNumber?: string;
}

export interface TripPerson {
  personId: string;
  /** '' for an outsider. */
  empId: string;
  name: string;
  deptName: string;
  /** Masked 3+4 (SPEC §9). */
  phoneNumber: string;
  outsider: 0 | 1;
}

// ---------------------------------------------------------------------------------------------------------------
// vipCcsqd/add, info, del

/** 1 save as draft, 2 submit (SPEC §3 addMethod). */
export type CcsqdAddMethod = 1 | 2;

/**
 * vipCcsqd/add: create a request, or edit the owner's draft (`ccsqdId` of a status-0 request). The whole request is
 * replaced (persons and routes too). Submit (addMethod 2) checks SPEC §5: attachment required, end date not before
 * start date, at least one traveller, budgets ≥ 0, reason and destination present, cost centre / project when the
 * company's booking rules require them. A draft only needs dates in order.
 */
export interface CcsqdAddRequest {
  ccsqdId?: string;
  vipPerson: TripPersonInput[];
  ccsy: string;
  mdd: string;
  dateBegin: string;
  dateEnd: string;
  /** Budgets in yuan, ≥ 0 (default 0). */
  jtys?: number;
  zsys?: number;
  qtys?: number;
  /** Ignored: the server computes zys. */
  zys?: number;
  projectId?: string;
  costCenterId?: string;
  subjectCode?: string;
  remark?: string;
  /** Attachment: a URL answered by /obt/upload (required on submit, SPEC §5). */
  url?: string;
  vipRoute?: TripRouteInput[];
  addMethod: CcsqdAddMethod;
}

/**
 * What the client does next: 'draft' stays on the list; 'approval' → /approval/Send?orderId=<ccsqdId>&orderType=11099
 * (the request stays 0 until it is sent, then 1); 'approved' → no approval rule applies, the request is 2 already.
 */
export type CcsqdNextStep = 'draft' | 'approval' | 'approved';

export interface CcsqdAddData {
  ccsqdId: string;
  ccsqdNo: string;
  status: CcsqdStatus;
  nextStep: CcsqdNextStep;
}

/**
 * A request id. vipCcsqd/info also accepts the id of one of its change orders (approval messages and
 * /approval/Detail of a change carry the change id) and answers the request.
 */
export interface CcsqdIdRequest {
  ccsqdId: string;
}

/** Approval milestones of a request (the chain itself: vipOrderAppProgress). Times '' when not reached. */
export interface CcsqdApprovalState {
  submittedAt: string;
  approvedAt: string;
  rejectedAt: string;
  /** The rejecting approver's remark. */
  rejectRemark: string;
}

/** vipCcsqd/info: the full request. */
export interface CcsqdDetail {
  ccsqdId: string;
  ccsqdNo: string;
  status: CcsqdStatus;
  /** The applicant (owner). */
  empId: string;
  applicantName: string;
  ccr: string;
  ccsy: string;
  mdd: string;
  dateBegin: string;
  dateEnd: string;
  jtys: number;
  zsys: number;
  qtys: number;
  zys: number;
  /** Transport amount already booked on the legs (yuan) and what is left of jtys (may be negative). */
  bookedTransport: number;
  remainingTransport: number;
  projectId: string;
  projectCode: string;
  projectName: string;
  costCenterId: string;
  costCenterCode: string;
  costCenterName: string;
  subjectCode: string;
  remark: string;
  url: string;
  addMethod: CcsqdAddMethod;
  vipPerson: TripPerson[];
  vipRoute: TripRoute[];
  changes: CcsqdChange[];
  approval: CcsqdApprovalState;
  /** Owner and draft (status 0): editable by vipCcsqd/add and deletable by vipCcsqd/del. */
  canEdit: boolean;
  /** Owner, approved, no change order in progress: change/add allowed. */
  canChange: boolean;
  createdAt: string;
  updatedAt: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Booking through a request: listForChoose, list4Book, detail4Book

/** listForChoose: the session's approved, not ended requests (owner or traveller), newest first. */
export interface CcsqdChooseRequest extends PageQuery {
  keyword?: string;
}

/**
 * list4Book: approved, not ended requests of the session's employee (owner or traveller) that have a leg of
 * `product` (any leg when omitted), optionally only those naming `travellerEmpId` as a traveller.
 */
export interface CcsqdList4BookRequest extends PageQuery {
  product?: string;
  travellerEmpId?: string;
}

export interface CcsqdBookItem extends CcsqdListItem {
  /** Legs of the product (all legs without a product) and how many of them are still open. */
  routeCount: number;
  openRouteCount: number;
}

export interface CcsqdDetail4BookRequest {
  ccsqdId: string;
  product?: string;
}

/**
 * Company date rule for booking against a request (SPEC §4): 0 request dates exactly, 1 request dates ± tolerance
 * days, 2 the leg's own dates ± tolerance days.
 */
export interface TripDateRuleInfo {
  rangeType: 0 | 1 | 2;
  toleranceDays: number;
}

/** A leg with the dates a booking on it may use (inclusive). */
export interface TripBookRoute extends TripRoute {
  windowFrom: string;
  windowTo: string;
}

/** detail4Book: what a product query screen needs to pre-fill and check a booking. */
export interface CcsqdDetail4Book {
  ccsqdId: string;
  ccsqdNo: string;
  ccsy: string;
  mdd: string;
  dateBegin: string;
  dateEnd: string;
  dateRule: TripDateRuleInfo;
  /** Window for the request as a whole (rule type 2 without a leg uses the request dates ± tolerance). */
  windowFrom: string;
  windowTo: string;
  jtys: number;
  zsys: number;
  bookedTransport: number;
  remainingTransport: number;
  bookedAccommodation: number;
  remainingAccommodation: number;
  travellers: TripPerson[];
  /** Legs of the product (all legs without a product), in order. */
  routes: TripBookRoute[];
}

// ---------------------------------------------------------------------------------------------------------------
// Change orders: vipCcsqd/change/get, add, del

/**
 * Change order state: 'draft' created (or its approval withdrawn), not sent; 'inApproval' sent, the request is 1;
 * 'approved' applied to the request; 'rejected' discarded, the request stayed as it was.
 */
export type CcsqdChangeState = 'draft' | 'inApproval' | 'approved' | 'rejected';

/** The parts of a request a change order replaces. */
export interface CcsqdChangeSide {
  dateBegin: string;
  dateEnd: string;
  jtys: number;
  zsys: number;
  qtys: number;
  zys: number;
  routes: TripRoute[];
}

export interface CcsqdChange {
  changeId: string;
  ccsqdId: string;
  changeYy: string;
  state: CcsqdChangeState;
  /** Total budget before (kept as it was when the change was made) and after, yuan. */
  bgqzys: number;
  bghzys: number;
  before: CcsqdChangeSide;
  after: CcsqdChangeSide;
  createdAt: string;
  decidedAt: string;
}

/** change/get: the changes of a request (newest first), or one change by id. */
export interface CcsqdChangeGetRequest {
  ccsqdId?: string;
  changeId?: string;
}

/**
 * change/add on an APPROVED request of the owner, with no other change in draft or approval. Area budgets default
 * to the current ones; when only `bghzys` is sent, the difference goes to qtys (refused if qtys would drop below 0).
 * `routeList` replaces the open legs (send `routeId` to keep/edit one; booked legs are always kept unchanged);
 * omitted: legs unchanged. Dates default to the current ones.
 * Next: 'approval' → /approval/Send?orderId=<changeId>&orderType=11099 (a change is approved as an approval subject
 * of its own, order id = change id; the request goes to 1 when it is sent; approved → the change is applied,
 * rejected → discarded, withdrawn → the change is a draft again; the request is 2 again in every case);
 * 'approved' → no approval rule applies and the change was applied at once.
 */
export interface CcsqdChangeAddRequest {
  ccsqdId: string;
  changeYy: string;
  dateBegin?: string;
  dateEnd?: string;
  jtys?: number;
  zsys?: number;
  qtys?: number;
  bghzys?: number;
  routeList?: TripRouteInput[];
}

export interface CcsqdChangeAddData {
  changeId: string;
  ccsqdId: string;
  state: CcsqdChangeState;
  nextStep: 'approval' | 'approved';
  /** The orderId to send for approval (orderType 11099): the change id. */
  approvalOrderId: string;
}

/** change/del: the owner deletes a change still in 'draft' (not sent, or withdrawn); sent or decided ones stay. */
export interface CcsqdChangeDelRequest {
  changeId: string;
}
