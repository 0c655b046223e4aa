/**
 * People administration (SPEC §3 employee record, frequent traveller, address, hotel membership; §6 employee flags
 * and booking scope; §7 People): the employee list and record, departments, frequent-traveller / address / hotel
 * membership edits, invitations, and the user-centre order lists (demand orders, train berth orders, trip cars).
 *
 * Who may edit whom (enforced by the server; an id outside the caller's reach answers as not found):
 * - a company administrator (isAdmin): everyone in the company;
 * - a booker (ifBooker) with bookRange 2: the employees of their own department, 3: the whole company — never a
 *   company administrator, and never granting roles or a booking range wider than their own;
 * - anyone else: only themselves, and only the personal fields (`EMP_PERSONAL_FIELDS`).
 *
 * Personal data: every answer masks phones (3+4), ID numbers (3+4) and other documents (2+2); the unmasked values
 * come only from the re-authenticated reveal call of the account contract.
 */
import type { BookRange, Flag } from './account';
import type { IdType, TravellerCandidate } from './booking';
import type { OtherIdType } from '../../domain/documentTypes';
import type { PageQuery } from './envelope';
import type { FindScope } from './orders';

// Employees ------------------------------------------------------------------------------------------------------

/**
 * Company roles an administrator grants (`roleIds`). 'admin' is the company administrator (isAdmin, the
 * management-side entry of SPEC §6); 'finance' sees the company's orders and invoices; 'assistant' is a travel
 * assistant. Only an administrator changes roles.
 */
export type EmpRoleId = 'admin' | 'finance' | 'assistant';
export const EMP_ROLE_IDS: readonly EmpRoleId[] = ['admin', 'finance', 'assistant'];

/**
 * How an employee's own bookings are approved: 1 by the company's approval rules (default), 2 exempt from approval,
 * 3 always approved (even when the rules would not ask).
 */
export type ApprovalMode = 1 | 2 | 3;

/**
 * The editable fields of the employee record (SPEC §3). Document fields by type: `idNumber` is the ID card
 * (18 digits with checksum; a 15-digit one is converted), `passport` (≤ 9 letters/digits) goes with
 * `passportPeriod` (expiry 'YYYY-MM-DD'), `placeOfIssue` and `birthPlace`; any other document is `otherIdType` +
 * `otherNumber` (+ `otherPeriod`). An empty string removes that document.
 */
export interface EmpRecordFields {
  empName: string;
  empNo: string;
  deptId: string;
  /** Mobile (SPEC §5), unique among the company's active employees; it is the login name. */
  phoneNumber: string;
  /** Second phone; a telephone (starting with 0) or a mobile. */
  phoneNumber2: string;
  email: string;
  /** English name 'SURNAME/GIVEN' (a space is read as the slash). */
  engName: string;
  idNumber: string;
  passport: string;
  passportPeriod: string;
  placeOfIssue: string;
  birthPlace: string;
  /** IdType other than ID and PASSPORT; '' when none. */
  otherIdType: OtherIdType | '';
  otherNumber: string;
  otherPeriod: string;
  /** 'YYYY-MM-DD'; taken from the ID number when empty. */
  born: string;
  sex: 'M' | 'F' | '';
  /** Nationality code, e.g. 'CN'. */
  nation: string;
  roleIds: EmpRoleId[];
  ifApprover: Flag;
  ifBooker: Flag;
  ifAutoCheckin: Flag;
  /** May log in to the booking app (0: record only, e.g. a traveller booked for by others). */
  loginVip: Flag;
  /** 1 active, 0 departed. */
  isValid: Flag;
  approvalMode: ApprovalMode;
  bookRange: BookRange;
  bookOutside: Flag;
  /** Rank code of the company's ranks (travel standards); '' for none. */
  empRank: string;
}

/** The fields an employee may change on their own record (the rest is the administrator's). */
export const EMP_PERSONAL_FIELDS = [
  'phoneNumber2',
  'email',
  'engName',
  'idNumber',
  'passport',
  'passportPeriod',
  'placeOfIssue',
  'birthPlace',
  'otherIdType',
  'otherNumber',
  'otherPeriod',
  'born',
  'sex',
  'nation',
] as const satisfies readonly (keyof EmpRecordFields)[];
export type EmpPersonalField = (typeof EMP_PERSONAL_FIELDS)[number];

/**
 * vipEmpSaveDetail (create). Required: empName, deptId, phoneNumber. Everything else defaults (flags 0, bookRange 1,
 * approvalMode 1, isValid 1, loginVip 1). The new employee logs in by SMS code or after a password reset.
 */
export type VipEmpSaveDetailRequest = Pick<EmpRecordFields, 'empName' | 'deptId' | 'phoneNumber'> &
  Partial<Omit<EmpRecordFields, 'empName' | 'deptId' | 'phoneNumber'>>;

/**
 * vipEmpEditDetail (update): only the fields sent change, and only when they differ from the record; a masked value
 * sent back exactly as answered (phones, idNumber, passport, otherNumber) means 'unchanged'. So the edit screen may
 * send the whole record back. Fields outside EMP_PERSONAL_FIELDS that differ are refused (code 2 naming the field)
 * when I edit myself (unless I am an administrator). Setting isValid 0 is a departure (sessions end, as vipEmpDel).
 */
export type VipEmpEditDetailRequest = { empId: string } & Partial<EmpRecordFields>;

/** vipEmpFindDetail / vipEmpDel. */
export interface EmpIdRequest {
  empId: string;
}

/** vipEmpFindDetail answer: the record with phones and document numbers masked. */
export interface EmpDetail extends EmpRecordFields {
  empId: string;
  deptName: string;
  empRankName: string;
  /** Company administrator (the 'admin' role). */
  isAdmin: Flag;
  /** Documents on file (numbers masked), as the traveller picker shows them. */
  documents: TravellerCandidate['documents'];
  /** What the caller may do with this record. */
  canEdit: Flag;
  /** The caller may change the administrator fields (not only the personal ones). */
  canManage: Flag;
  canDelete: Flag;
  createdAt: string;
  updatedAt: string;
}

/** vipEmpSaveDetail answer. */
export interface EmpSaveData {
  empId: string;
}

/**
 * empFindList in the administrator mode (`kind: 'manage'`): the employees the caller may manage (see the header),
 * paging 20. The picker modes ('employee' | 'contact' | 'all') keep TravellerSearchRequest of the booking kit.
 */
export interface EmpManageListRequest extends PageQuery {
  kind: 'manage';
  /** Name, English name or employee number (not the phone: that would unmask it digit by digit). */
  keyword?: string;
  /** Only this department (and its sub-departments). */
  deptId?: string;
  /** 1 active (default), 0 departed. */
  isValid?: Flag;
}

/** A row of the administrator list: the picker row (masked) plus the management columns. */
export interface EmpManageItem extends TravellerCandidate {
  empNo: string;
  deptId: string;
  isValid: Flag;
  isAdmin: Flag;
  ifBooker: Flag;
  ifApprover: Flag;
  bookRange: BookRange;
}

// Departments ----------------------------------------------------------------------------------------------------

/** vipDeptFindList request (count 999). */
export interface DeptListRequest extends PageQuery {
  keyword?: string;
}

/**
 * A department in the tree. vipDeptFindList answers the whole tree flattened depth-first (a parent before its
 * children, siblings by sort then name), so `level` indents and `parentId` rebuilds the nesting.
 */
export interface DeptNode {
  deptId: string;
  deptName: string;
  /** '' for a top-level department. */
  parentId: string;
  /** 0 for top level. */
  level: number;
  /** Names from the top, e.g. 'Head office / Sales'. */
  path: string;
  /** Active employees directly in this department. */
  empCount: number;
}

// Frequent travellers --------------------------------------------------------------------------------------------

/** One document of a frequent traveller; `idno` empty with `ref` keeps the one on file. */
export interface ContactDocumentInput {
  idType: IdType;
  idno: string;
  /** The `ref` of a document already on file (from vipEmpContactsPage), to keep it unchanged. */
  ref?: string;
  /** 'YYYY-MM-DD'; required for a passport. */
  expiry?: string;
  placeOfIssue?: string;
}

/**
 * vipEmpContactsEdit: create (no contactsId) or update one of my frequent travellers (SPEC §3: contactsId,
 * chName, enName, relation and the identity fields). At least one document; the ID is checksum-checked, a
 * passport ≤ 9 characters with its expiry.
 */
export interface VipEmpContactsEditRequest {
  contactsId?: string;
  chName: string;
  /** 'SURNAME/GIVEN'. */
  enName?: string;
  /** Free text, e.g. 'family', 'colleague'. */
  relation?: string;
  sex?: 'M' | 'F' | '';
  born?: string;
  phoneNumber?: string;
  email?: string;
  documents: ContactDocumentInput[];
}

export interface ContactSaveData {
  contactsId: string;
}

/** vipEmpContactsDel. */
export interface ContactIdRequest {
  contactsId: string;
}

// Addresses ------------------------------------------------------------------------------------------------------

/**
 * vipEmpAddr/edit: create (no empAddrId) or update one of my delivery addresses (SPEC §3 address). `phoneNumber` a
 * mobile or a telephone starting with 0 (sent back masked = unchanged); province, city and area required; `post` six
 * digits when given. `isDefault` 1 makes it my only default; my first address is the default anyway.
 */
export interface VipEmpAddrEditRequest {
  empAddrId?: string;
  recipient: string;
  phoneNumber: string;
  province: string;
  city: string;
  area: string;
  addr: string;
  post?: string;
  isDefault?: 0 | 1;
}

/** vipEmpAddr/edit answer. */
export interface AddressSaveData {
  empAddrId: string;
}

// Hotel memberships ----------------------------------------------------------------------------------------------

/** A hotel membership card (SPEC §3: id, empId, hykh card number, interfacePlat platform). */
export interface HotelMembership {
  id: string;
  empId: string;
  /** Card number (not personal data under SPEC §9: shown in full so it can be checked and edited). */
  hykh: string;
  /** Hotel group / booking platform code, e.g. 'HUAZHU', 'JINJIANG'. */
  interfacePlat: string;
  /** Display name of the platform in the caller's language (the code when unknown). */
  platName: string;
}

/**
 * vipEmpJdhy/edit: create (no id) or update a card. `empId` defaults to me; someone else's only when I manage them.
 * `hykh` 1–30 letters, digits or '-'; `interfacePlat` a platform code (HOTEL_PLATFORMS or another code ≤ 20).
 */
export interface VipEmpJdhyEditRequest {
  id?: string;
  empId?: string;
  hykh: string;
  interfacePlat: string;
}

/** vipEmpJdhy/del. */
export interface MembershipIdRequest {
  id: string;
}

/** Known hotel platforms (codes of interfacePlat) with their names. */
export const HOTEL_PLATFORMS: readonly { code: string; name: string; enName: string }[] = [
  { code: 'HUAZHU', name: '华住会', enName: 'H World' },
  { code: 'JINJIANG', name: '锦江会员', enName: 'Jin Jiang' },
  { code: 'BTG', name: '首旅如家', enName: 'BTG Homeinns' },
  { code: 'ATOUR', name: '亚朵', enName: 'Atour' },
  { code: 'MARRIOTT', name: '万豪旅享家', enName: 'Marriott Bonvoy' },
  { code: 'HILTON', name: '希尔顿荣誉客会', enName: 'Hilton Honors' },
  { code: 'IHG', name: '洲际优悦会', enName: 'IHG One Rewards' },
  { code: 'ACCOR', name: '雅高心悦界', enName: 'ALL Accor' },
];

/** vipEmpJdhy/list: my cards, or (administrator / booker in scope) an employee's. */
export interface HotelMembershipListRequest extends PageQuery {
  empId?: string;
}

export interface MembershipSaveData {
  id: string;
}

// Invitation -----------------------------------------------------------------------------------------------------

/** createInvitation: by a company administrator, or a booker whose scope holds the department. */
export interface CreateInvitationRequest {
  deptId: string;
}

export interface InvitationData {
  /** Random code (URL-safe) valid 7 days; the client builds `/Invitation?code=…` and the QR code from it. */
  code: string;
  deptId: string;
  deptName: string;
  corpName: string;
  /** China time 'YYYY-MM-DD HH:mm:ss'. */
  expiresAt: string;
}

/** vipDeptTreeForEmpQr (public). */
export interface InvitationCodeRequest {
  code: string;
}

/** What an invitation offers (an unknown or expired code answers code 2 'invitation invalid'). */
export interface InvitationInfo {
  corpName: string;
  deptId: string;
  deptName: string;
  /** The department with its parents, e.g. 'Head office / Sales'. */
  deptPath: string;
  expiresAt: string;
}

/**
 * userRegisterForQr (public): join the company as a plain employee of the invited department. The SMS code comes
 * from smsCodeGet with scene 2 (register). `password` is the login cipher text (SPEC §9), checked with the strong
 * rule (8–20, upper, lower and a digit). A phone already active in that company is refused. No token: the new
 * employee then logs in.
 */
export interface UserRegisterForQrRequest {
  code: string;
  phoneNumber: string;
  smsCode: string;
  validateCodeId: string;
  empName: string;
  password: string;
}

export interface UserRegisterForQrData {
  empId: string;
  corpName: string;
  deptName: string;
}

// User-centre order lists ----------------------------------------------------------------------------------------

/**
 * needOrder/list (my own demand orders), trBenchList (orders within `findScope`, default only mine,
 * never beyond my bookRange — the order-centre rule).
 */
export interface UserOrderListRequest extends PageQuery {
  /** needOrder/list: product code filter, '10901' flights (the only product with demand orders today). */
  cplx?: string;
  /** needOrder/list: 'pending' | 'processed' | 'cancelled'; the lists: an order status. */
  status?: string;
  findScope?: FindScope;
}

/**
 * A demand order of any product (today only flight needs). The detail, update and cancel stay with the product's
 * calls (flight: /obt/flight/need/detail…, by needId).
 */
export interface NeedOrderItem {
  /** Product code: '10901' flight. */
  cplx: string;
  needId: string;
  needNo: string;
  /** 'pending' | 'processed' | 'cancelled'. */
  status: string;
  /** The legs as city codes, e.g. 'BJS-SHA 2026-12-01' ('; ' between legs). */
  title: string;
  /** Adults + children + infants. */
  personCount: number;
  /** Yuan per adult. */
  expectBudget: number;
  /** China time 'YYYY-MM-DD HH:mm'. */
  expectDeadline: string;
  createdAt: string;
}

/** A row of trBenchList (order type 20031). */
export interface UserOrderItem {
  orderId: string;
  orderNo: string;
  orderType: number;
  orderStatus: string;
  title: string;
  travelDate: string;
  /** Yuan. */
  amount: number;
  ccsqdId: string;
  travellerNames: string[];
  createdAt: string;
}
