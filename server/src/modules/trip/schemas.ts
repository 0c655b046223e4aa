/** Route schemas of trip applications and change orders, checked against the contract types. */
import type {
  CcsqdAddData,
  CcsqdAddRequest,
  CcsqdApprovalState,
  CcsqdBookItem,
  CcsqdChange,
  CcsqdChangeAddData,
  CcsqdChangeAddRequest,
  CcsqdChangeDelRequest,
  CcsqdChangeGetRequest,
  CcsqdChangeSide,
  CcsqdChooseRequest,
  CcsqdDetail,
  CcsqdDetail4Book,
  CcsqdDetail4BookRequest,
  CcsqdIdRequest,
  CcsqdList4BookRequest,
  CcsqdListItem,
  CcsqdListRequest,
  TripBookRoute,
  TripDateRuleInfo,
  TripPerson,
  TripPersonInput,
  TripRoute,
  TripRouteInput,
} from '../../../../src/api/contract/trip';
import { LIMITS } from '../../../../src/domain/limits';
import {
  DAY,
  MOBILE,
  PAGE_DATA,
  PAGE_PROPS,
  arr,
  bool,
  int,
  num,
  obj,
  oneOf,
  reply,
  str,
  type JsonSchema,
} from '../../lib/schema';

const ID = str({ minLength: 1, maxLength: 64 });
const TEXT = (max: number) => str({ maxLength: max });
/** Yuan, ≥ 0, at most 100 million. */
const YUAN = num({ minimum: 0, maximum: 100_000_000 });
const STATUS = oneOf([0, 1, 2, 3, 4]);
const ROUTE_TYPE = oneOf(['flight', 'train', 'hotel', 'car'], 'string');
const PRODUCT = str({ pattern: '^\\d{5}$' });
export const MAX_TRIP_PERSONS = 20;
export const MAX_TRIP_ROUTES = 30;

const LIST_ITEM_PROPS = {
  ccsqdId: str(),
  ccsqdNo: str(),
  ccr: str(),
  ccsy: str(),
  mdd: str(),
  dateBegin: str(),
  dateEnd: str(),
  status: STATUS,
  jtys: num(),
  zsys: num(),
  qtys: num(),
  zys: num(),
  createdAt: str(),
};
const LIST_ITEM = obj<CcsqdListItem>(LIST_ITEM_PROPS);

const ROUTE_PROPS = {
  routeId: str(),
  seq: int(),
  routeType: ROUTE_TYPE,
  product: str(),
  depCity: str(),
  depCityName: str(),
  arrCity: str(),
  arrCityName: str(),
  dateBegin: str(),
  dateEnd: str(),
  cost: num(),
  supplier: str(),
  supplierId: str(),
  remark: str(),
  status: oneOf([0, 3]),
  bookedOrderId: str(),
  bookedAmount: num(),
};
const ROUTE = obj<TripRoute>(ROUTE_PROPS);
const PERSON = obj<TripPerson>({
  personId: str(),
  empId: str(),
  name: str(),
  deptName: str(),
  phoneNumber: str(),
  outsider: oneOf([0, 1]),
});

const ROUTE_INPUT = obj<TripRouteInput>(
  {
    routeId: ID,
    routeType: ROUTE_TYPE,
    depCity: TEXT(32),
    depCityName: TEXT(64),
    arrCity: TEXT(32),
    arrCityName: TEXT(64),
    dateBegin: DAY,
    dateEnd: str({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' }),
    cost: YUAN,
    supplier: TEXT(100),
    supplierId: TEXT(64),
    remark: TEXT(LIMITS.input.remarkMax),
  },
  ['routeType', 'depCity', 'depCityName', 'dateBegin', 'cost'],
);
const PERSON_INPUT = obj<TripPersonInput>({ empId: ID, name: TEXT(50), phoneNumber: MOBILE });

const SIDE = obj<CcsqdChangeSide>({
  dateBegin: str(),
  dateEnd: str(),
  jtys: num(),
  zsys: num(),
  qtys: num(),
  zys: num(),
  routes: arr(ROUTE),
});
const CHANGE = obj<CcsqdChange>({
  changeId: str(),
  ccsqdId: str(),
  changeYy: str(),
  state: oneOf(['draft', 'inApproval', 'approved', 'rejected'], 'string'),
  bgqzys: num(),
  bghzys: num(),
  before: SIDE,
  after: SIDE,
  createdAt: str(),
  decidedAt: str(),
});

const schema = (summary: string, body: JsonSchema, response: ReturnType<typeof reply>) => ({ summary, body, response });

export const listSchema = schema(
  "The employee's trip applications (status default 2, -1 for all)",
  obj<CcsqdListRequest>({ ...PAGE_PROPS, status: oneOf([-1, 0, 1, 2, 3, 4]), keyword: TEXT(64) }),
  reply(PAGE_DATA, LIST_ITEM),
);

export const listForChooseSchema = schema(
  'Approved trip applications whose booking window has not ended (applicant or traveller)',
  obj<CcsqdChooseRequest>({ ...PAGE_PROPS, keyword: TEXT(64) }),
  reply(PAGE_DATA, LIST_ITEM),
);

export const list4BookSchema = schema(
  'Approved, not ended trip applications with a leg of the product, optionally naming a traveller',
  obj<CcsqdList4BookRequest>({ ...PAGE_PROPS, product: PRODUCT, travellerEmpId: ID }),
  reply(PAGE_DATA, obj<CcsqdBookItem>({ ...LIST_ITEM_PROPS, routeCount: int(), openRouteCount: int() })),
);

export const detail4BookSchema = schema(
  'Legs of a product with their booking date windows, remaining budgets and travellers',
  obj<CcsqdDetail4BookRequest>({ ccsqdId: ID, product: PRODUCT }, ['ccsqdId']),
  reply(
    obj<CcsqdDetail4Book>({
      ccsqdId: str(),
      ccsqdNo: str(),
      ccsy: str(),
      mdd: str(),
      dateBegin: str(),
      dateEnd: str(),
      dateRule: obj<TripDateRuleInfo>({ rangeType: oneOf([0, 1, 2]), toleranceDays: int() }),
      windowFrom: str(),
      windowTo: str(),
      jtys: num(),
      zsys: num(),
      bookedTransport: num(),
      remainingTransport: num(),
      bookedAccommodation: num(),
      remainingAccommodation: num(),
      travellers: arr(PERSON),
      routes: arr(obj<TripBookRoute>({ ...ROUTE_PROPS, windowFrom: str(), windowTo: str() })),
    }),
  ),
);

export const infoSchema = schema(
  'The full trip application (also by the id of one of its change orders)',
  obj<CcsqdIdRequest>({ ccsqdId: ID }, ['ccsqdId']),
  reply(
    obj<CcsqdDetail>({
      ccsqdId: str(),
      ccsqdNo: str(),
      status: STATUS,
      empId: str(),
      applicantName: str(),
      ccr: str(),
      ccsy: str(),
      mdd: str(),
      dateBegin: str(),
      dateEnd: str(),
      jtys: num(),
      zsys: num(),
      qtys: num(),
      zys: num(),
      bookedTransport: num(),
      remainingTransport: num(),
      projectId: str(),
      projectCode: str(),
      projectName: str(),
      costCenterId: str(),
      costCenterCode: str(),
      costCenterName: str(),
      subjectCode: str(),
      remark: str(),
      url: str(),
      addMethod: oneOf([1, 2]),
      vipPerson: arr(PERSON),
      vipRoute: arr(ROUTE),
      changes: arr(CHANGE),
      approval: obj<CcsqdApprovalState>({
        submittedAt: str(),
        approvedAt: str(),
        rejectedAt: str(),
        rejectRemark: str(),
      }),
      canEdit: bool(),
      canChange: bool(),
      createdAt: str(),
      updatedAt: str(),
    }),
  ),
);

export const addSchema = schema(
  'Save a trip application as draft (addMethod 1) or submit it (2); edits the owner’s draft with ccsqdId',
  obj<CcsqdAddRequest>(
    {
      ccsqdId: ID,
      vipPerson: arr(PERSON_INPUT, { maxItems: MAX_TRIP_PERSONS }),
      ccsy: TEXT(200),
      mdd: TEXT(100),
      dateBegin: DAY,
      dateEnd: DAY,
      jtys: YUAN,
      zsys: YUAN,
      qtys: YUAN,
      zys: num(),
      projectId: TEXT(64),
      costCenterId: TEXT(64),
      subjectCode: TEXT(64),
      remark: TEXT(LIMITS.input.remarkMax),
      url: TEXT(300),
      vipRoute: arr(ROUTE_INPUT, { maxItems: MAX_TRIP_ROUTES }),
      addMethod: oneOf([1, 2]),
    },
    ['vipPerson', 'ccsy', 'mdd', 'dateBegin', 'dateEnd', 'addMethod'],
  ),
  reply(
    obj<CcsqdAddData>({
      ccsqdId: str(),
      ccsqdNo: str(),
      status: STATUS,
      nextStep: oneOf(['draft', 'approval', 'approved'], 'string'),
    }),
  ),
);

export const delSchema = schema(
  "Delete the owner's draft trip application",
  obj<CcsqdIdRequest>({ ccsqdId: ID }, ['ccsqdId']),
  reply(obj<CcsqdIdRequest>({ ccsqdId: str() })),
);

export const changeGetSchema = schema(
  'Change orders of a trip application (newest first), or one by changeId',
  obj<CcsqdChangeGetRequest>({ ccsqdId: ID, changeId: ID }),
  reply(undefined, CHANGE),
);

export const changeAddSchema = schema(
  'A change order on an approved trip application (approved as order type 11099 with the change id)',
  obj<CcsqdChangeAddRequest>(
    {
      ccsqdId: ID,
      changeYy: TEXT(LIMITS.input.remarkMax),
      dateBegin: DAY,
      dateEnd: DAY,
      jtys: YUAN,
      zsys: YUAN,
      qtys: YUAN,
      bghzys: YUAN,
      routeList: arr(ROUTE_INPUT, { maxItems: MAX_TRIP_ROUTES }),
    },
    ['ccsqdId', 'changeYy'],
  ),
  reply(
    obj<CcsqdChangeAddData>({
      changeId: str(),
      ccsqdId: str(),
      state: oneOf(['draft', 'inApproval', 'approved', 'rejected'], 'string'),
      nextStep: oneOf(['approval', 'approved'], 'string'),
      approvalOrderId: str(),
    }),
  ),
);

export const changeDelSchema = schema(
  'Delete a change order still in draft',
  obj<CcsqdChangeDelRequest>({ changeId: ID }, ['changeId']),
  reply(obj<CcsqdChangeDelRequest>({ changeId: str() })),
);
