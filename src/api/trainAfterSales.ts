/**
 * Train after-sales calls (SPEC §7 Train order reads, actions and writes): refunds (11010) and changes (11011) of a
 * train order. Reads are GET; actions that create, confirm or cancel something carry an Idempotency-Key.
 */
import { request } from './transport';
import { type Answer, GET, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';
import type {
  AfterSalesCancelData,
  AfterSalesSummary,
  ApplyTrChangeData,
  ApplyTrRefundData,
  ConfirmTrChangeData,
  FindTrRefundOrdersQuery,
  OrderFeeExpectData,
  OrderFeeExpectRequest,
  SaveTrRefundData,
  SaveTrRefundRequest,
  TrChangeOrderAddData,
  TrChangeOrderAddRequest,
  TrainAfterSalesQuery,
  TrainChangeDetail,
  TrainChangeIdQuery,
  TrainRefundDetail,
  TrainRefundIdQuery,
  TrainSubOrderQuery,
} from './contract/trainAfterSales';

const P = '/obt/train';
const getWrite = (idempotencyKey: string) => write(idempotencyKey, GET);

// Reads (GET) -----------------------------------------------------------------------------------

/**
 * Which tickets of an order may be refunded now, and why the others may not (4 hours, paper tickets). SPEC §7 lists
 * it with the order actions, which carry an Idempotency-Key; the server answers it as a read.
 */
export const applyTrRefund = (
  query: TrainAfterSalesQuery,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<ApplyTrRefundData> => request(`${P}/applyTrRefund`, query, getWrite(idempotencyKey));
/** Which tickets may be changed now, and the routes to search a later train on (an order action, read-only). */
export const applyTrChange = (
  query: TrainAfterSalesQuery,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<ApplyTrChangeData> => request(`${P}/applyTrChange`, query, getWrite(idempotencyKey));
/** The refunds of a train order. */
export const findTrRefundOrderByIds = (query: FindTrRefundOrdersQuery): Answer<undefined, AfterSalesSummary> =>
  request(`${P}/findTrRefundOrderByIds`, query, GET);
export const trRefundDetail = (query: TrainSubOrderQuery): Answer<TrainRefundDetail> =>
  request(`${P}/trRefundDetail`, query, GET);
/** The changes of a train order. */
export const findTrChangeOrderByOrderId = (query: FindTrRefundOrdersQuery): Answer<undefined, AfterSalesSummary> =>
  request(`${P}/findTrChangeOrderByOrderId`, query, GET);
export const trChangeOrderDetail = (query: TrainSubOrderQuery): Answer<TrainChangeDetail> =>
  request(`${P}/trChangeOrderDetail`, query, GET);

// Estimates (POST) ------------------------------------------------------------------------------

/** The fee estimate of refunding, or changing to a new seat, the chosen tickets. */
export const orderFeeExpect = (body: OrderFeeExpectRequest): Answer<OrderFeeExpectData> =>
  request(`${P}/orderFeeExpect`, body);

// Writes ----------------------------------------------------------------------------------------

export const saveTrRefund = (
  body: SaveTrRefundRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<SaveTrRefundData> => request(`${P}/saveTrRefund`, body, write(idempotencyKey));
/** Withdraw a refund not processed yet. */
export const cancelTrRefund = (
  query: TrainRefundIdQuery,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<AfterSalesCancelData> => request(`${P}/cancelTrRefund`, query, getWrite(idempotencyKey));
/** Hold a new seat for the chosen passengers: the change order waits for confirmation. */
export const trChangeOrderAdd = (
  body: TrChangeOrderAddRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<TrChangeOrderAddData> => request(`${P}/trChangeOrderAdd`, body, write(idempotencyKey));
/** Confirm a change: pay the difference at the cashier when dearer; otherwise the new tickets follow. */
export const confirmTrChangeOrder = (
  query: TrainChangeIdQuery,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<ConfirmTrChangeData> => request(`${P}/confirmTrChangeOrder`, query, getWrite(idempotencyKey));
export const cancelTrChangeOrder = (
  query: TrainChangeIdQuery,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<AfterSalesCancelData> => request(`${P}/cancelTrChangeOrder`, query, getWrite(idempotencyKey));
