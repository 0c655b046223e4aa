/** Route schemas of the rail account calls, checked against the contract types (src/api/contract/trainAccount). */
import type {
  CheckLocalHytgryData,
  CheckLocalHytgryRequest,
  CheckRegisterCodeRequest,
  CheckRyxxData,
  CheckRyxxRequest,
  CityStationsRequest,
  DeleteClkData,
  DeleteClkRequest,
  GetCheckResultRequest,
  RailAccount,
  RailAccountData,
  RailAccountIdData,
  RailAccountIdRequest,
  RailCheckResultData,
  RailPassenger,
  RailSmsData,
  RecentRailPassenger,
  RecentRailPassengerRequest,
  QueryStationRequest,
  RegisterAccountData,
  RegisterAccountRequest,
  RlSbData,
  SaveClkData,
  SaveClkRequest,
  StationItem,
  TrCheckAccountRequest,
  UnfinishedTrainOrder,
} from '../../../../src/api/contract/trainAccount';
import { ID_TYPES } from '../../../../src/domain/documentTypes';
import { EMPTY_BODY, MOBILE, int, num, obj, oneOf, reply, str, type JsonSchema } from '../../lib/schema';

const ID = str({ minLength: 1, maxLength: 64 });
const ID_TYPE = oneOf(ID_TYPES, 'string');
const STATUS = oneOf(['awaiting', 'passed', 'failed'], 'string');
const MODE = oneOf(['', 'sms', 'face'], 'string');
const IDENTITY = oneOf(['passed', 'pending', 'failed'], 'string');
const CODE = str({ minLength: 1, maxLength: 8 });
/** The password as the client sends it: encrypted (src/domain/passwordCipher), never answered. */
const PASSWORD = str({ minLength: 1, maxLength: 256 });

const ACCOUNT = obj<RailAccount>(
  {
    railAccountId: str(),
    accountName: str(),
    status: STATUS,
    verifyMode: MODE,
    phoneNumber: str(),
    passengerCount: int(),
  },
  ['railAccountId', 'accountName', 'status', 'verifyMode', 'phoneNumber', 'passengerCount'],
);

const ACCOUNT_DATA = obj<RailAccountData>({ account: ACCOUNT, message: str() }, ['account', 'message']);

const CHECK_RESULT_PROPS = { status: STATUS, verifyMode: MODE, message: str() };
const CHECK_RESULT = obj<RailCheckResultData>(CHECK_RESULT_PROPS, ['status', 'verifyMode', 'message']);

const ACCOUNT_ID_QUERY = obj<RailAccountIdRequest>({ railAccountId: ID }, ['railAccountId']);

export const trCheckAccountSchema = {
  summary: 'Bind a rail-operator account (account and password required); may ask for SMS or face verification',
  body: obj<TrCheckAccountRequest>({ accountName: str({ minLength: 1, maxLength: 30 }), password: PASSWORD }, [
    'accountName',
    'password',
  ]),
  response: reply(ACCOUNT_DATA),
};

export const trAccountGetListSchema = {
  summary: 'My bound rail accounts',
  querystring: EMPTY_BODY,
  response: reply(undefined, ACCOUNT),
};

export const trAccountDelSchema = {
  summary: 'Unbind one of my rail accounts (its rail frequent travellers go with it)',
  querystring: ACCOUNT_ID_QUERY,
  response: reply(obj<RailAccountIdData>({ railAccountId: str() }, ['railAccountId'])),
};

export const sendCheckAccountYzmSchema = {
  summary: "Send the verification SMS code to the rail account's phone",
  body: ACCOUNT_ID_QUERY,
  response: reply(
    obj<RailSmsData>({ validateCodeId: str(), resendAfter: int(), phoneNumber: str(), demoCode: str() }, [
      'validateCodeId',
      'resendAfter',
      'phoneNumber',
    ]),
  ),
};

export const getCheckResultSchema = {
  summary: "The rail account's verification state; with a code, submits the SMS verification",
  body: obj<GetCheckResultRequest>(
    { railAccountId: ID, validateCodeId: str({ maxLength: 64 }), code: str({ maxLength: 8 }) },
    ['railAccountId'],
  ),
  response: reply(CHECK_RESULT),
};

export const rlSbSchema = {
  summary: 'Start the face check of a rail account',
  body: ACCOUNT_ID_QUERY,
  response: reply(
    obj<RlSbData>({ ...CHECK_RESULT_PROPS, pollAfter: int() }, ['status', 'verifyMode', 'message', 'pollAfter']),
  ),
};

export const registerAccountSchema = {
  summary: 'Register a new rail-operator account; an SMS code goes to its phone',
  body: obj<RegisterAccountRequest>(
    {
      accountName: str({ minLength: 1, maxLength: 30 }),
      password: PASSWORD,
      holderName: str({ minLength: 1, maxLength: 60 }),
      idType: ID_TYPE,
      idno: str({ minLength: 1, maxLength: 30 }),
      phoneNumber: MOBILE,
    },
    ['accountName', 'password', 'holderName', 'idType', 'idno', 'phoneNumber'],
  ),
  response: reply(
    obj<RegisterAccountData>({ registrationId: str(), validateCodeId: str(), resendAfter: int(), demoCode: str() }, [
      'registrationId',
      'validateCodeId',
      'resendAfter',
    ]),
  ),
};

export const checkRegisterCodeSchema = {
  summary: 'Confirm a rail account registration with its SMS code; the account is bound',
  body: obj<CheckRegisterCodeRequest>({ registrationId: ID, validateCodeId: ID, code: CODE }, [
    'registrationId',
    'validateCodeId',
    'code',
  ]),
  response: reply(ACCOUNT_DATA),
};

export const checkRyxxSchema = {
  summary: "The rail operator's identity check of a person",
  body: obj<CheckRyxxRequest>(
    { psgName: str({ minLength: 1, maxLength: 60 }), idType: ID_TYPE, idno: str({ minLength: 1, maxLength: 30 }) },
    ['psgName', 'idType', 'idno'],
  ),
  response: reply(obj<CheckRyxxData>({ status: IDENTITY, message: str() }, ['status', 'message'])),
};

export const checkLocalHytgrySchema = {
  summary: "Whether a person's rail identity check already passed here",
  body: obj<CheckLocalHytgryRequest>({ idType: ID_TYPE, idno: str({ minLength: 1, maxLength: 30 }) }, [
    'idType',
    'idno',
  ]),
  response: reply(
    obj<CheckLocalHytgryData>(
      { passed: { type: 'boolean' }, status: oneOf(['', 'passed', 'pending', 'failed'], 'string') },
      ['passed', 'status'],
    ),
  ),
};

const PASSENGER = obj<RailPassenger>(
  {
    clkId: str(),
    railAccountId: str(),
    psgName: str(),
    idType: str(),
    idno: str(),
    phoneNumber: str(),
    psgType: int(),
    identityStatus: IDENTITY,
  },
  ['clkId', 'railAccountId', 'psgName', 'idType', 'idno', 'phoneNumber', 'psgType', 'identityStatus'],
);

export const findClkListSchema = {
  summary: "A rail account's frequent travellers (documents masked)",
  body: ACCOUNT_ID_QUERY,
  response: reply(undefined, PASSENGER),
};

export const saveClkSchema = {
  summary: 'Add (or update) a rail frequent traveller of an account',
  body: obj<SaveClkRequest>(
    {
      railAccountId: ID,
      psgName: str({ minLength: 1, maxLength: 60 }),
      idType: ID_TYPE,
      idno: str({ maxLength: 30 }),
      documentRef: str({ maxLength: 80 }),
      expiry: str({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' }),
      phoneNumber: str({ maxLength: 20 }),
      psgType: oneOf([1, 2, 3]),
    },
    ['railAccountId', 'psgName', 'idType', 'idno', 'psgType'],
  ),
  response: reply(
    obj<SaveClkData>({ clkId: str(), identityStatus: IDENTITY, message: str() }, [
      'clkId',
      'identityStatus',
      'message',
    ]),
  ),
};

export const deleteClkSchema = {
  summary: 'Delete a rail frequent traveller of an account',
  body: obj<DeleteClkRequest>({ railAccountId: ID, clkId: ID }, ['railAccountId', 'clkId']),
  response: reply(obj<DeleteClkData>({ clkId: str() }, ['clkId'])),
};

const RECENT = obj<RecentRailPassenger>(
  {
    psgName: str(),
    idType: str(),
    idno: str(),
    phoneNumber: str(),
    psgType: int(),
    empId: str(),
    trips: int(),
    lastTravelDate: str(),
  },
  ['psgName', 'idType', 'idno', 'phoneNumber', 'psgType', 'empId', 'trips', 'lastTravelDate'],
);

const RECENT_BODY: JsonSchema = obj<RecentRailPassengerRequest>({ count: int({ minimum: 1, maximum: 50 }) });

export const findCxrListSchema = {
  summary: "The booker's most frequent rail passengers",
  body: RECENT_BODY,
  response: reply(undefined, RECENT),
};

export const getNewestSchema = {
  summary: "The booker's most recent rail passengers",
  body: RECENT_BODY,
  response: reply(undefined, RECENT),
};

const STATION = obj<StationItem>({ code: str(), name: str(), cityCode: str(), cityName: str() }, [
  'code',
  'name',
  'cityCode',
  'cityName',
]);

export const queryStationSchema = {
  summary: 'Stations by name, pinyin, initials or telegraph code (at most 10)',
  body: obj<QueryStationRequest>({ keyword: str({ maxLength: 30 }) }, ['keyword']),
  response: reply(undefined, STATION),
};

export const getCityDataByNameSchema = {
  summary: "A city's stations",
  body: obj<CityStationsRequest>({ cityName: str({ maxLength: 30 }) }, ['cityName']),
  response: reply(undefined, STATION),
};

export const queryWcxTrOrderSchema = {
  summary: 'My unfinished train orders',
  querystring: EMPTY_BODY,
  response: reply(
    undefined,
    obj<UnfinishedTrainOrder>(
      {
        orderId: str(),
        orderNo: str(),
        orderType: int(),
        orderStatus: str(),
        title: str(),
        travelDate: str(),
        amount: num(),
      },
      ['orderId', 'orderNo', 'orderType', 'orderStatus', 'title', 'travelDate', 'amount'],
    ),
  ),
};
