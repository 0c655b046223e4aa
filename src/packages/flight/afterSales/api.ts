/**
 * Typed calls of the after-sales and info screens (SPEC §7 Flights: order operations, demand orders; Common:
 * policy, airportBus). The client functions of `src/api` are partly still typed `Obj`: the contract types are
 * applied here, at the call site, so the pages only see `src/api/contract` shapes.
 */
import {
  applyRefund,
  applyTkChange,
  cancelChangeOrder,
  flightChangeDetail,
  flightNeedCancel,
  flightNeedDetail,
  flightNeedList,
  flightNeedUpdate,
  queryChangeFee,
  refundAdd,
  refundCancel,
  refundOrderDetail,
  tkChangeOrderAdd,
  tkChangeQueryFlight,
  type FlightChangeRequest,
  type FlightNeedOrderRequest,
  type FlightRefundRequest,
} from '../../../api/flight';
import { tkNeedOrderAdd } from '../../../api/flightIntl';
import { airportBusQuery, policyDetail } from '../../../api/common';
import { isIntlRefundBlocked } from '../../../domain/orderRouting';
import { loadFlightOrder } from '../pages/tkOrderDetail/data';
import type { Obj } from '../../../api/call';
import type { Envelope, PageData } from '../../../api/contract/envelope';
import type {
  AirportBusItem,
  ApplyTkChangeData,
  AirportBusRequest,
  ChangeAddData,
  ChangeAddRequest,
  ChangeFeeData,
  ChangeFeeRequest,
  ChangeFlightOption,
  ChangeOrderDetail,
  ChangeQueryFlightData,
  ChangeQueryFlightRequest,
  FlightNeedAddData,
  FlightNeedAddRequest,
  FlightNeedItem,
  FlightNeedUpdateRequest,
  FlightOrderDetail,
  FlightPolicyData,
  FlightPolicyRequest,
  RefundAddData,
  RefundAddRequest,
  RefundOrderDetail,
  RefundQuoteData,
  RefundQuoteRequest,
} from '../../../api/contract/flight';

/** The data of a code-1 answer; a missing one is a broken answer (the page shows its failed state). */
function dataOf<T>(answer: Envelope<unknown, unknown>, call: string): T {
  if (answer.data === undefined || answer.data === null) throw new Error(`${call} answered no data`);
  return answer.data as T;
}

// Refund --------------------------------------------------------------------------------------------------------

/** Fee preview of a refund (applyRefund): allowed or why not, per passenger and leg, totals. */
export async function quoteRefund(body: RefundQuoteRequest): Promise<RefundQuoteData> {
  return dataOf(await applyRefund(body as unknown as Obj), 'applyRefund');
}

export async function addRefund(body: RefundAddRequest, idempotencyKey: string): Promise<RefundAddData> {
  return dataOf(await refundAdd(body as unknown as FlightRefundRequest, idempotencyKey), 'refundAdd');
}

export async function loadRefund(refundId: string): Promise<RefundOrderDetail> {
  return dataOf(await refundOrderDetail({ refundId }), 'refundOrderDetail');
}

export async function cancelRefund(refundId: string, idempotencyKey: string): Promise<void> {
  await refundCancel({ refundId }, idempotencyKey);
}

// Change --------------------------------------------------------------------------------------------------------

/** The change apply screen: the order, and (unless it cannot be changed at all) its segments as applyTkChange sees them. */
export interface ChangeApplyData {
  order: FlightOrderDetail;
  apply: ApplyTkChangeData | null;
}

export async function loadChangeApply(orderId: string): Promise<ChangeApplyData> {
  const order = await loadFlightOrder(orderId);
  // International orders and orders without the change action are explained without asking the server.
  if (isIntlRefundBlocked(order.orderType) || !order.actions.change) return { order, apply: null };
  return { order, apply: dataOf(await applyTkChange({ orderId }), 'applyTkChange') };
}

/** Flights of the new date on the leg's route with the fares a change may move to (tkChangeQueryFlight). */
export async function queryChangeFlights(body: ChangeQueryFlightRequest): Promise<ChangeFlightOption[]> {
  const data = dataOf<ChangeQueryFlightData>(await tkChangeQueryFlight(body as unknown as Obj), 'tkChangeQueryFlight');
  return data.flights ?? [];
}

/** Change fee (40% / 60%, 50 yuan minimum) plus the fare difference per passenger, and the totals. */
export async function quoteChange(body: ChangeFeeRequest): Promise<ChangeFeeData> {
  return dataOf(await queryChangeFee(body as unknown as Obj), 'queryChangeFee');
}

export async function addChange(body: ChangeAddRequest, idempotencyKey: string): Promise<ChangeAddData> {
  return dataOf(await tkChangeOrderAdd(body as unknown as FlightChangeRequest, idempotencyKey), 'tkChangeOrderAdd');
}

export async function loadChange(changeId: string): Promise<ChangeOrderDetail> {
  return dataOf(await flightChangeDetail({ changeId }), 'detail');
}

export async function cancelChange(changeId: string, idempotencyKey: string): Promise<void> {
  await cancelChangeOrder({ changeId }, idempotencyKey);
}

// Demand orders -------------------------------------------------------------------------------------------------

export async function addNeed(body: FlightNeedAddRequest, idempotencyKey: string): Promise<FlightNeedAddData> {
  return dataOf(await tkNeedOrderAdd(body as unknown as FlightNeedOrderRequest, idempotencyKey), 'tkNeedOrderAdd');
}

export async function loadNeed(needId: string): Promise<FlightNeedItem> {
  return dataOf(await flightNeedDetail({ needId }), 'need/detail');
}

export async function updateNeed(body: FlightNeedUpdateRequest): Promise<void> {
  await flightNeedUpdate(body as unknown as FlightNeedOrderRequest);
}

export async function cancelNeed(needId: string, idempotencyKey: string): Promise<void> {
  await flightNeedCancel({ needId }, idempotencyKey);
}

/** One page of my demand orders, newest first. */
export async function listNeeds(pageNum: number, count: number): Promise<{ rows: FlightNeedItem[]; total: number }> {
  const answer = await flightNeedList({ pageNum, count });
  const rows = (answer.list ?? []) as unknown as FlightNeedItem[];
  const page = answer.data as Partial<PageData> | undefined;
  return { rows, total: typeof page?.total === 'number' ? page.total : rows.length };
}

// Policy and airport bus ------------------------------------------------------------------------------------------

/** One traveller's flight standard (default: myself). */
export async function loadPolicy(body: FlightPolicyRequest = {}): Promise<FlightPolicyData> {
  return dataOf(await policyDetail(body as unknown as Obj), 'policy/detail');
}

/** Bus lines of an airport (rows in `list`). */
export async function loadAirportBus(body: AirportBusRequest): Promise<AirportBusItem[]> {
  const answer = await airportBusQuery(body as unknown as Obj);
  return (answer.list ?? []) as unknown as AirportBusItem[];
}
