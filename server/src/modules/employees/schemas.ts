/** Route schemas of people administration and the user-centre order lists, checked against the contract types. */
import type { TravellerSearchRequest } from '../../../../src/api/contract/booking';
import type {
  DeptListRequest,
  DeptNode,
  EmpDetail,
  EmpIdRequest,
  EmpManageItem,
  EmpManageListRequest,
  EmpRecordFields,
  EmpSaveData,
  NeedOrderItem,
  UserOrderItem,
  UserOrderListRequest,
  VipEmpEditDetailRequest,
  VipEmpSaveDetailRequest,
} from '../../../../src/api/contract/peopleAdmin';
import { EMP_ROLE_IDS } from '../../../../src/api/contract/peopleAdmin';
import { OTHER_ID_TYPES as OTHER_DOCUMENT_TYPES } from '../../../../src/domain/documentTypes';
import { PAGE_DATA, PAGE_PROPS, arr, flag, int, num, obj, oneOf, reply, str, type JsonSchema } from '../../lib/schema';
import { TRAVELLER } from '../people/schemas';

export const ID = str({ minLength: 1, maxLength: 64 });
const DATE_OR_EMPTY = str({ maxLength: 10 });
// The profile's "other document": none ('') or any type but the identity card and the passport.
const OTHER_ID_TYPES = ['', ...OTHER_DOCUMENT_TYPES] as const;

/** The record fields; formats beyond length and enums are checked by record.ts (tips name the field). */
const RECORD_PROPS: { [K in keyof EmpRecordFields]-?: JsonSchema } = {
  empName: str({ maxLength: 60 }),
  empNo: str({ maxLength: 30 }),
  deptId: str({ maxLength: 64 }),
  phoneNumber: str({ maxLength: 20 }),
  phoneNumber2: str({ maxLength: 20 }),
  email: str({ maxLength: 100 }),
  engName: str({ maxLength: 60 }),
  idNumber: str({ maxLength: 18 }),
  passport: str({ maxLength: 20 }),
  passportPeriod: DATE_OR_EMPTY,
  placeOfIssue: str({ maxLength: 50 }),
  birthPlace: str({ maxLength: 50 }),
  otherIdType: oneOf(OTHER_ID_TYPES, 'string'),
  otherNumber: str({ maxLength: 30 }),
  otherPeriod: DATE_OR_EMPTY,
  born: DATE_OR_EMPTY,
  sex: oneOf(['M', 'F', ''], 'string'),
  nation: str({ maxLength: 3 }),
  roleIds: arr(oneOf(EMP_ROLE_IDS, 'string'), { maxItems: EMP_ROLE_IDS.length, uniqueItems: true }),
  ifApprover: flag(),
  ifBooker: flag(),
  ifAutoCheckin: flag(),
  loginVip: flag(),
  isValid: flag(),
  approvalMode: oneOf([1, 2, 3]),
  bookRange: oneOf([1, 2, 3]),
  bookOutside: flag(),
  empRank: str({ maxLength: 30 }),
};

const SAVE_DATA = obj<EmpSaveData>({ empId: str() }, ['empId']);

/** empFindList: the picker modes of the booking kit plus the administrator mode 'manage'. */
type EmpFindListBody = Omit<TravellerSearchRequest, 'kind'> &
  Omit<EmpManageListRequest, 'kind'> & { kind?: TravellerSearchRequest['kind'] | 'manage' };

const TRAVELLER_PROPS = (TRAVELLER as { properties: Record<string, JsonSchema> }).properties;

export const empFindListSchema = {
  summary:
    'Travellers I may book for (kind employee / contact / all), or the employees I may manage (kind manage: ' +
    'keyword, department, active/departed, paging 20)',
  body: obj<EmpFindListBody>({
    ...PAGE_PROPS,
    keyword: str({ maxLength: 50 }),
    kind: oneOf(['employee', 'contact', 'all', 'manage'], 'string'),
    deptId: str({ maxLength: 64 }),
    isValid: flag(),
  }),
  response: reply(
    PAGE_DATA,
    obj<EmpManageItem>(
      {
        ...(TRAVELLER_PROPS as { [K in keyof EmpManageItem]-?: JsonSchema }),
        empNo: str(),
        deptId: str(),
        isValid: flag(),
        isAdmin: flag(),
        ifBooker: flag(),
        ifApprover: flag(),
        bookRange: oneOf([1, 2, 3]),
      },
      ['clkFlag', 'empId', 'contactsId', 'name', 'documents'],
    ),
  ),
};

const DOCUMENT = (TRAVELLER_PROPS.documents as { items: JsonSchema }).items;

export const empDetailSchema = {
  summary: 'An employee record I may see (myself, or someone I manage); phones and documents masked',
  body: obj<EmpIdRequest>({ empId: ID }, ['empId']),
  response: reply(
    obj<EmpDetail>({
      ...RECORD_PROPS,
      otherIdType: str(),
      roleIds: arr(str()),
      empId: str(),
      deptName: str(),
      empRankName: str(),
      isAdmin: flag(),
      documents: arr(DOCUMENT),
      canEdit: flag(),
      canManage: flag(),
      canDelete: flag(),
      createdAt: str(),
      updatedAt: str(),
    }),
  ),
};

export const empSaveSchema = {
  summary: 'Create an employee in a department I manage (phone unique among active employees of the company)',
  body: obj<VipEmpSaveDetailRequest>(RECORD_PROPS, ['empName', 'deptId', 'phoneNumber']),
  response: reply(SAVE_DATA),
};

export const empEditSchema = {
  summary: 'Update an employee record (only the fields sent; myself: personal fields only)',
  body: obj<VipEmpEditDetailRequest>({ empId: ID, ...RECORD_PROPS }, ['empId']),
  response: reply(SAVE_DATA),
};

export const empDelSchema = {
  summary: 'Departure: the employee becomes inactive and every session of theirs ends at once',
  body: obj<EmpIdRequest>({ empId: ID }, ['empId']),
  response: reply(SAVE_DATA),
};

export const deptListSchema = {
  summary: "The company's departments, the tree flattened depth-first",
  body: obj<DeptListRequest>({ ...PAGE_PROPS, keyword: str({ maxLength: 50 }) }),
  response: reply(
    PAGE_DATA,
    obj<DeptNode>(
      {
        deptId: str(),
        deptName: str(),
        parentId: str(),
        level: int(),
        path: str(),
        empCount: int(),
      },
      ['deptId', 'deptName', 'parentId', 'level'],
    ),
  ),
};

const USER_ORDER_BODY = obj<UserOrderListRequest>({
  ...PAGE_PROPS,
  cplx: str({ maxLength: 10 }),
  status: str({ maxLength: 30 }),
  findScope: oneOf([1, 2, 3]),
});

export const needOrderListSchema = {
  summary: 'My demand orders across products (today flight demand orders), newest first',
  body: USER_ORDER_BODY,
  response: reply(
    PAGE_DATA,
    obj<NeedOrderItem>({
      cplx: str(),
      needId: str(),
      needNo: str(),
      status: str(),
      title: str(),
      personCount: int(),
      expectBudget: num(),
      expectDeadline: str(),
      createdAt: str(),
    }),
  ),
};

const USER_ORDER_ITEM = obj<UserOrderItem>({
  orderId: str(),
  orderNo: str(),
  orderType: int(),
  orderStatus: str(),
  title: str(),
  travelDate: str(),
  amount: num(),
  ccsqdId: str(),
  travellerNames: arr(str()),
  createdAt: str(),
});

export const trBenchListSchema = {
  summary: 'Train berth (waitlist) orders within my order scope (order type 20031)',
  body: USER_ORDER_BODY,
  response: reply(PAGE_DATA, USER_ORDER_ITEM),
};
