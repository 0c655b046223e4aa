/**
 * Trains: search, policy, booking and train orders (SPEC §7 Train; §4 train sale). After-sales calls are in
 * trainAfterSales.ts, the rail account and rail frequent travellers in trainAccount.ts, waitlist (ticket grabbing)
 * and berth orders in trainBench.ts.
 */
import { request } from './transport';
import { type Answer, GET, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';
import type {
  TrSearchData,
  TrSearchRequest,
  TrSearchTransferData,
  TrSearchTransferPriceData,
  TrSearchTransferPriceRequest,
  TrSearchTransferRequest,
  TrainBookData,
  TrainBookRequest,
  TrainOrderDetail,
  TrainOrderIdRequest,
  TrainPolicyData,
  TrainPolicyRequest,
  TrainStopsData,
  TrainStopsRequest,
  TrainTransferFlagData,
  TrainUnpaidOrder,
  ValidOrderData,
  ValidOrderRequest,
} from './contract/train';

const P = '/obt/train';

// Search ----------------------------------------------------------------------------------------

/** Trains between two stations (or cities) on a day, with seat classes, counts and policy flags. */
export const trSearch = (body: TrSearchRequest): Answer<TrSearchData> => request(`${P}/trSearch`, body);
/** Connections through another station. */
export const trSearchTransfer = (body: TrSearchTransferRequest): Answer<TrSearchTransferData> =>
  request(`${P}/trSearchTransfer`, body);
/** The price of a chosen seat class on each leg of a connection. */
export const trSearchTransferPrice = (body: TrSearchTransferPriceRequest): Answer<TrSearchTransferPriceData> =>
  request(`${P}/trSearchTransferPrice`, body);
/** Whether seats break the travel policy (wb 0/1/2) for the travellers. */
export const clzcIsWb = (body: TrainPolicyRequest): Answer<TrainPolicyData> => request(`${P}/clzcIsWb`, body);
/** Policy of the seats being booked (trEdit, after the travellers are chosen). */
export const trBookMatchClzc = (body: TrainPolicyRequest): Answer<TrainPolicyData> =>
  request(`${P}/trBookMatchClzc`, body);
/** Policy of a connection's two seats. */
export const matchClzc4Transfer = (body: TrainPolicyRequest): Answer<TrainPolicyData> =>
  request(`${P}/matchClzc4Transfer`, body);
/** The stops of a train on a day (trDetail). */
export const queryTrNumber = (body: TrainStopsRequest): Answer<TrainStopsData> => request('/obt/queryTrNumber', body);

// Booking ---------------------------------------------------------------------------------------

/** The checks before booking (booking hours, sale range, seats, price, rail account, identity). */
export const validOrder = (body: ValidOrderRequest): Answer<ValidOrderData> => request(`${P}/validOrder`, body);
export const trBookOrder = (
  body: TrainBookRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<TrainBookData> => request(`${P}/trBookOrder`, body, write(idempotencyKey));
/** A connection: one order (transferFlag 1) with two legs. */
export const bookTransfer = (
  body: TrainBookRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<TrainBookData> => request(`${P}/bookTransfer`, body, write(idempotencyKey));

// Orders ----------------------------------------------------------------------------------------

export const trOrderDetail = (query: TrainOrderIdRequest): Answer<TrainOrderDetail> =>
  request(`${P}/trOrderDetail`, query, GET);
export const trainSferOrderDetail = (query: TrainOrderIdRequest): Answer<TrainOrderDetail> =>
  request(`${P}/trainSferOrderDetail`, query, GET);

const getWrite = (idempotencyKey: string) => write(idempotencyKey, GET);

/** Cancel an unpaid (or unticketed) order: the seats go back. */
export const trOrderCancel = (
  query: TrainOrderIdRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<TrainOrderDetail> => request(`${P}/trOrderCancel`, query, getWrite(idempotencyKey));
export const trainSferOrderCancel = (
  query: TrainOrderIdRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<TrainOrderDetail> => request(`${P}/trainSferOrderCancel`, query, getWrite(idempotencyKey));
/** Whether an order is a transfer order (transferFlag 1). */
export const isTrainSferOrder = (body: TrainOrderIdRequest): Answer<TrainTransferFlagData> =>
  request(`${P}/isTrainSferOrder`, body);
/** The caller's unpaid train orders (newest first, in `list`). */
export const queryNoPay4Param = (body: Record<string, never> = {}): Answer<unknown, TrainUnpaidOrder> =>
  request(`${P}/queryNoPay4Param`, body);
