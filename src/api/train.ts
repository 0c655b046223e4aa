/** Trains: search, booking, rail account, orders (SPEC §7 Train; §4 train sale, ticket grabbing). */
import { request } from './transport';
import { type Answer, type Obj, GET, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';

/** trSearch: stations, date, minRank, tripType, ccsqdId, routeId. */
export interface TrSearchRequest {
  fromStation: string;
  toStation: string;
  /** 'YYYY-MM-DD', China time. */
  date: string;
  minRank?: string;
  tripType?: string | number;
  ccsqdId?: string;
  routeId?: string;
  [key: string]: unknown;
}

const P = '/obt/train';

// Search -------------------------------------------------------------------------------------------

/** Whether a choice violates the travel policy. */
export const clzcIsWb = (body: Obj): Answer => request(`${P}/clzcIsWb`, body);
export const trBookMatchClzc = (body: Obj): Answer => request(`${P}/trBookMatchClzc`, body);
export const trSearch = (body: TrSearchRequest): Answer => request(`${P}/trSearch`, body);
export const trSearchTransfer = (body: Obj): Answer => request(`${P}/trSearchTransfer`, body);
export const trSearchTransferPrice = (body: Obj): Answer => request(`${P}/trSearchTransferPrice`, body);
export const matchClzc4Transfer = (body: Obj): Answer => request(`${P}/matchClzc4Transfer`, body);

// Booking ------------------------------------------------------------------------------------------

export const bookTransfer = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request(`${P}/bookTransfer`, body, write(idempotencyKey));
export const validOrder = (body: Obj): Answer => request(`${P}/validOrder`, body);
export const trBookOrder = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request(`${P}/trBookOrder`, body, write(idempotencyKey));
/** Berth (hb) order booking. */
export const hbOrderBook = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request(`${P}/hbOrder/book`, body, write(idempotencyKey));

// Stations and frequent contacts -----------------------------------------------------------------

export const queryStation = (body: Obj): Answer => request(`${P}/queryStation`, body);
export const getCityDataByName = (body: Obj): Answer => request(`${P}/getCityDataByName`, body);
export const findCxrList = (body: Obj = {}): Answer => request(`${P}/findCxrList`, body);
export const getNewest = (body: Obj = {}): Answer => request(`${P}/getNewest`, body);
export const findClkList = (body: Obj = {}): Answer => request(`${P}/FindClkList`, body);
export const saveClk = (body: Obj): Answer => request(`${P}/saveClk`, body);
export const deleteClk = (body: Obj): Answer => request(`${P}/deleteClk`, body);

// Rail account -----------------------------------------------------------------------------------

export const trCheckAccount = (body: Obj): Answer => request(`${P}/trCheckAccount`, body);
export const trAccountGetList = (query: Obj = {}): Answer => request(`${P}/trAccountGetList`, query, GET);
export const trAccountDel = (query: Obj): Answer => request(`${P}/trAccountDel`, query, GET);
export const checkLocalHytgry = (body: Obj): Answer => request(`${P}/checkLocalHytgry`, body);
export const checkRyxx = (body: Obj): Answer => request(`${P}/checkRyxx`, body);
export const getCheckResult = (body: Obj): Answer => request(`${P}/getCheckResult`, body);
export const sendCheckAccountYzm = (body: Obj): Answer => request(`${P}/sendCheckAccountYzm`, body);
export const registerAccount = (body: Obj): Answer => request(`${P}/registerAccount`, body);
export const checkRegisterCode = (body: Obj): Answer => request(`${P}/checkRegisterCode`, body);
/** Face check. */
export const rlSb = (body: Obj): Answer => request(`${P}/rlSb`, body);
/** GET: unfinished train orders. */
export const queryWcxTrOrder = (query: Obj = {}): Answer => request(`${P}/queryWcxTrOrder`, query, GET);

// Order reads (GET) ------------------------------------------------------------------------------

export const trOrderDetail = (query: Obj): Answer => request(`${P}/trOrderDetail`, query, GET);
export const findTrRefundOrderByIds = (query: Obj): Answer => request(`${P}/findTrRefundOrderByIds`, query, GET);
export const trRefundDetail = (query: Obj): Answer => request(`${P}/trRefundDetail`, query, GET);
export const findTrChangeOrderByOrderId = (query: Obj): Answer =>
  request(`${P}/findTrChangeOrderByOrderId`, query, GET);
export const trChangeOrderDetail = (query: Obj): Answer => request(`${P}/trChangeOrderDetail`, query, GET);
export const hbOrderDetail = (query: Obj): Answer => request(`${P}/hbOrder/detail`, query, GET);
export const trainSferOrderDetail = (query: Obj): Answer => request(`${P}/trainSferOrderDetail`, query, GET);

// Order actions (GET) ----------------------------------------------------------------------------

const getWrite = (idempotencyKey: string) => write(idempotencyKey, GET);

export const applyTrChange = (query: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request(`${P}/applyTrChange`, query, getWrite(idempotencyKey));
export const applyTrRefund = (query: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request(`${P}/applyTrRefund`, query, getWrite(idempotencyKey));
export const trOrderCancel = (query: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request(`${P}/trOrderCancel`, query, getWrite(idempotencyKey));
export const trainSferOrderCancel = (query: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request(`${P}/trainSferOrderCancel`, query, getWrite(idempotencyKey));
export const confirmTrChangeOrder = (query: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request(`${P}/confirmTrChangeOrder`, query, getWrite(idempotencyKey));
export const cancelTrChangeOrder = (query: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request(`${P}/cancelTrChangeOrder`, query, getWrite(idempotencyKey));
export const cancelTrRefund = (query: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request(`${P}/cancelTrRefund`, query, getWrite(idempotencyKey));
export const trHbOrderCancel = (query: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request(`${P}/trHbOrderCancel`, query, getWrite(idempotencyKey));

// Order writes (POST) ----------------------------------------------------------------------------

export const trChangeOrderAdd = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request(`${P}/trChangeOrderAdd`, body, write(idempotencyKey));
export const saveTrRefund = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request(`${P}/saveTrRefund`, body, write(idempotencyKey));
export const hbOrderList = (body: Obj = {}): Answer => request(`${P}/hbOrder/list`, body);
export const isTrainSferOrder = (body: Obj): Answer => request(`${P}/isTrainSferOrder`, body);
export const orderFeeExpect = (body: Obj): Answer => request(`${P}/orderFeeExpect`, body);
export const queryNoPay4Param = (body: Obj): Answer => request(`${P}/queryNoPay4Param`, body);
