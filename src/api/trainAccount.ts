/**
 * The national rail-operator account and rail frequent travellers (SPEC §7 Train "Rail account" and "Stations and
 * contacts"): one typed function per call. None creates money or orders, so none sends an Idempotency-Key; the
 * server makes the writes safe to repeat (binding the same account or saving the same document updates the row).
 */
import { request } from './transport';
import { type Answer, GET, QUIET } from './call';
import type { Envelope } from './contract/envelope';
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
  QueryStationRequest,
  RailAccount,
  RailAccountData,
  RailAccountIdData,
  RailAccountIdRequest,
  RailCheckResultData,
  RailPassenger,
  RailSmsData,
  RecentRailPassenger,
  RecentRailPassengerRequest,
  RegisterAccountData,
  RegisterAccountRequest,
  RlSbData,
  SaveClkData,
  SaveClkRequest,
  StationItem,
  TrCheckAccountRequest,
  UnfinishedTrainOrder,
} from './contract/trainAccount';

const P = '/obt/train';

/** An answer whose rows are in `list`. */
type ListAnswer<L> = Promise<Envelope<undefined, L>>;

// Rail account -----------------------------------------------------------------------------------

/** Binds an operator account; `password` encrypted with src/domain/passwordCipher. */
export const trCheckAccount = (body: TrCheckAccountRequest): Answer<RailAccountData> =>
  request(`${P}/trCheckAccount`, body);
export const trAccountGetList = (): ListAnswer<RailAccount> => request(`${P}/trAccountGetList`, {}, GET);
export const trAccountDel = (query: RailAccountIdRequest): Answer<RailAccountIdData> =>
  request(`${P}/trAccountDel`, query, GET);
/** SMS code to the account's phone (verification of a new binding). */
export const sendCheckAccountYzm = (body: RailAccountIdRequest): Answer<RailSmsData> =>
  request(`${P}/sendCheckAccountYzm`, body);
/** Polls the verification (quietly: no loading indicator); with `validateCodeId` and `code`, submits the SMS code. */
export const getCheckResult = (body: GetCheckResultRequest): Answer<RailCheckResultData> =>
  request(`${P}/getCheckResult`, body, QUIET);
/** Starts the face check. */
export const rlSb = (body: RailAccountIdRequest): Answer<RlSbData> => request(`${P}/rlSb`, body);
export const registerAccount = (body: RegisterAccountRequest): Answer<RegisterAccountData> =>
  request(`${P}/registerAccount`, body);
export const checkRegisterCode = (body: CheckRegisterCodeRequest): Answer<RailAccountData> =>
  request(`${P}/checkRegisterCode`, body);

// Identity checks --------------------------------------------------------------------------------

export const checkRyxx = (body: CheckRyxxRequest): Answer<CheckRyxxData> => request(`${P}/checkRyxx`, body);
export const checkLocalHytgry = (body: CheckLocalHytgryRequest): Answer<CheckLocalHytgryData> =>
  request(`${P}/checkLocalHytgry`, body);

// Stations and rail frequent travellers ----------------------------------------------------------

export const queryStation = (body: QueryStationRequest): ListAnswer<StationItem> => request(`${P}/queryStation`, body);
export const getCityDataByName = (body: CityStationsRequest): ListAnswer<StationItem> =>
  request(`${P}/getCityDataByName`, body);
export const findCxrList = (body: RecentRailPassengerRequest = {}): ListAnswer<RecentRailPassenger> =>
  request(`${P}/findCxrList`, body);
export const getNewest = (body: RecentRailPassengerRequest = {}): ListAnswer<RecentRailPassenger> =>
  request(`${P}/getNewest`, body);
export const findClkList = (body: RailAccountIdRequest): ListAnswer<RailPassenger> => request(`${P}/FindClkList`, body);
export const saveClk = (body: SaveClkRequest): Answer<SaveClkData> => request(`${P}/saveClk`, body);
export const deleteClk = (body: DeleteClkRequest): Answer<DeleteClkData> => request(`${P}/deleteClk`, body);

// Orders -----------------------------------------------------------------------------------------

/** GET: the caller's unfinished train orders. */
export const queryWcxTrOrder = (): ListAnswer<UnfinishedTrainOrder> => request(`${P}/queryWcxTrOrder`, {}, GET);
