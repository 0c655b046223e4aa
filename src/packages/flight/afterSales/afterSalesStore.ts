/**
 * The flight after-sales store (SPEC §7 Flights: order operations, demand orders; Common: policy, airportBus): the
 * one way the order detail, refund, change, demand-order and info screens reach the server. Every call is typed
 * from `src/api/contract`; the screens keep their records through the shared record loader, so the store holds no
 * state of its own. Registered like the flight store: one app instance with the real API as its port, a context a
 * test can override.
 */
import { createContext, useContext } from 'react';
import {
  applyRefund,
  applyTkChange,
  cancelChangeOrder,
  cancelPnr,
  flightChangeDetail,
  flightNeedCancel,
  flightNeedDetail,
  flightNeedList,
  flightNeedUpdate,
  flightOrderDetail,
  queryChangeFee,
  refundAdd,
  refundCancel,
  refundOrderDetail,
  ruleText,
  tkChangeOrderAdd,
  tkChangeQueryFlight,
} from '../../../api/flight';
import type * as FlightApi from '../../../api/flight';
import { tkNeedOrderAdd } from '../../../api/flightIntl';
import type * as FlightIntlApi from '../../../api/flightIntl';
import { cancelApp, orderApproveList } from '../../../api/approval';
import type * as ApprovalApi from '../../../api/approval';
import { airportBusQuery, policyDetail } from '../../../api/common';
import type * as CommonApi from '../../../api/common';
import { mapsDirection, mapsPlaceSearch } from '../../../api/maps';
import type * as MapsApi from '../../../api/maps';
import type { DirectionData, MapPlace } from '../../../api/contract/maps';
import type { GeoPoint } from '../../../hosts/location/types';
import type { OrderApproveData } from '../../../api/contract/approval';
import type { Envelope } from '../../../api/contract/envelope';
import type {
  AirportBusItem,
  AirportBusRequest,
  ApplyTkChangeData,
  ChangeAddData,
  ChangeAddRequest,
  ChangeFeeData,
  ChangeFeeRequest,
  ChangeFlightOption,
  ChangeOrderDetail,
  ChangeQueryFlightRequest,
  FareRuleData,
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
import { isIntlRefundBlocked } from '../../../domain/orderRouting';

/** The calls the store makes (the real API functions in the app, fakes in a test). */
export type AfterSalesApi = Pick<
  typeof FlightApi,
  | 'flightOrderDetail'
  | 'cancelPnr'
  | 'applyRefund'
  | 'refundAdd'
  | 'refundOrderDetail'
  | 'refundCancel'
  | 'applyTkChange'
  | 'tkChangeQueryFlight'
  | 'queryChangeFee'
  | 'tkChangeOrderAdd'
  | 'flightChangeDetail'
  | 'cancelChangeOrder'
  | 'flightNeedDetail'
  | 'flightNeedUpdate'
  | 'flightNeedCancel'
  | 'flightNeedList'
  | 'ruleText'
> &
  Pick<typeof FlightIntlApi, 'tkNeedOrderAdd'> &
  Pick<typeof CommonApi, 'policyDetail' | 'airportBusQuery'> &
  Pick<typeof ApprovalApi, 'orderApproveList' | 'cancelApp'> &
  Pick<typeof MapsApi, 'mapsPlaceSearch' | 'mapsDirection'>;

/** The change apply screen: the order, and (unless it cannot be changed at all) its segments as applyTkChange sees them. */
export interface ChangeApplyData {
  order: FlightOrderDetail;
  apply: ApplyTkChangeData | null;
}

/** The data of a code-1 answer; a missing one is a broken answer (the screen shows its failed state). */
function dataOf<T>(answer: Envelope<T, unknown>, call: string): T {
  if (answer.data === undefined || answer.data === null) throw new Error(`${call} answered no data`);
  return answer.data;
}

export class AfterSalesStore {
  constructor(private readonly api: AfterSalesApi) {}

  // Flight order ----------------------------------------------------------------------------------------------

  /** One flight order; rejects when the call failed (the transport presented why). */
  async loadOrder(orderId: string): Promise<FlightOrderDetail> {
    return dataOf(await this.api.flightOrderDetail({ orderId }), 'orderDetail');
  }

  /** Cancels an unpaid or unissued flight order under the caller's idempotency key. */
  async cancelOrder(orderId: string, reason: string, idempotencyKey: string): Promise<void> {
    await this.api.cancelPnr(reason ? { orderId, reason } : { orderId }, idempotencyKey);
  }

  /** The approval chain of an order (issue 4); null when the answer has none. */
  async loadApproval(order: Pick<FlightOrderDetail, 'orderId' | 'orderType'>): Promise<OrderApproveData | null> {
    return (await this.api.orderApproveList({ orderId: order.orderId, orderType: order.orderType })).data ?? null;
  }

  /** Withdraws the order's approval request (the sender, while it is in approval). */
  async withdrawApproval(order: Pick<FlightOrderDetail, 'orderId' | 'orderType'>): Promise<void> {
    await this.api.cancelApp({ orderId: order.orderId, orderType: order.orderType });
  }

  // Refund ----------------------------------------------------------------------------------------------------

  /** Fee preview of a refund (applyRefund): allowed or why not, per passenger and leg, totals. */
  async quoteRefund(body: RefundQuoteRequest): Promise<RefundQuoteData> {
    return dataOf(await this.api.applyRefund(body), 'applyRefund');
  }

  async addRefund(body: RefundAddRequest, idempotencyKey: string): Promise<RefundAddData> {
    return dataOf(await this.api.refundAdd(body, idempotencyKey), 'refundAdd');
  }

  async loadRefund(refundId: string): Promise<RefundOrderDetail> {
    return dataOf(await this.api.refundOrderDetail({ refundId }), 'refundOrderDetail');
  }

  async cancelRefund(refundId: string, idempotencyKey: string): Promise<void> {
    await this.api.refundCancel({ refundId }, idempotencyKey);
  }

  // Change ----------------------------------------------------------------------------------------------------

  async loadChangeApply(orderId: string): Promise<ChangeApplyData> {
    const order = await this.loadOrder(orderId);
    // International orders and orders without the change action are explained without asking the server.
    if (isIntlRefundBlocked(order.orderType) || !order.actions.change) return { order, apply: null };
    return { order, apply: dataOf(await this.api.applyTkChange({ orderId }), 'applyTkChange') };
  }

  /** Flights of the new date on the leg's route with the fares a change may move to (tkChangeQueryFlight). */
  async queryChangeFlights(body: ChangeQueryFlightRequest): Promise<ChangeFlightOption[]> {
    return dataOf(await this.api.tkChangeQueryFlight(body), 'tkChangeQueryFlight').flights ?? [];
  }

  /** The full rule text of a fare (the change flight screen's rule sheet); null when the answer has none. */
  async loadFareRules(fareKey: string): Promise<FareRuleData | null> {
    return (await this.api.ruleText({ fareKey })).data ?? null;
  }

  /** Change fee (40% / 60%, 50 yuan minimum) plus the fare difference per passenger, and the totals. */
  async quoteChange(body: ChangeFeeRequest): Promise<ChangeFeeData> {
    return dataOf(await this.api.queryChangeFee(body), 'queryChangeFee');
  }

  async addChange(body: ChangeAddRequest, idempotencyKey: string): Promise<ChangeAddData> {
    return dataOf(await this.api.tkChangeOrderAdd(body, idempotencyKey), 'tkChangeOrderAdd');
  }

  async loadChange(changeId: string): Promise<ChangeOrderDetail> {
    return dataOf(await this.api.flightChangeDetail({ changeId }), 'detail');
  }

  async cancelChange(changeId: string, idempotencyKey: string): Promise<void> {
    await this.api.cancelChangeOrder({ changeId }, idempotencyKey);
  }

  // Demand orders ---------------------------------------------------------------------------------------------

  async addNeed(body: FlightNeedAddRequest, idempotencyKey: string): Promise<FlightNeedAddData> {
    return dataOf(await this.api.tkNeedOrderAdd(body, idempotencyKey), 'tkNeedOrderAdd');
  }

  async loadNeed(needId: string): Promise<FlightNeedItem> {
    return dataOf(await this.api.flightNeedDetail({ needId }), 'need/detail');
  }

  async updateNeed(body: FlightNeedUpdateRequest): Promise<void> {
    await this.api.flightNeedUpdate(body);
  }

  async cancelNeed(needId: string, idempotencyKey: string): Promise<void> {
    await this.api.flightNeedCancel({ needId }, idempotencyKey);
  }

  /** One page of my demand orders, newest first. */
  async listNeeds(pageNum: number, count: number): Promise<{ rows: FlightNeedItem[]; total: number }> {
    const answer = await this.api.flightNeedList({ pageNum, count });
    const rows = answer.list ?? [];
    return { rows, total: typeof answer.data?.total === 'number' ? answer.data.total : rows.length };
  }

  // Policy and airport bus ------------------------------------------------------------------------------------

  /** One traveller's flight standard (default: myself). */
  async loadPolicy(body: FlightPolicyRequest = {}): Promise<FlightPolicyData> {
    return dataOf(await this.api.policyDetail(body), 'policy/detail');
  }

  /** Bus lines of an airport (rows in `list`). */
  async loadAirportBus(body: AirportBusRequest): Promise<AirportBusItem[]> {
    return (await this.api.airportBusQuery(body)).list ?? [];
  }

  /**
   * The airport on the map: the demo gazetteer knows airports by their code (`airport:PEK`); a production map service
   * finds them best by name, so the name is tried when the code gives no exact match.
   */
  async findAirportPlace(code: string, name: string): Promise<MapPlace | null> {
    const search = async (keyword: string) =>
      (await this.api.mapsPlaceSearch({ keyword, kinds: ['airport'], count: 5 })).list ?? [];
    const byCode = await search(code);
    const exact = byCode.find((p) => p.id === `airport:${code}`);
    if (exact || !name) return exact ?? byCode[0] ?? null;
    return (await search(name))[0] ?? byCode[0] ?? null;
  }

  /** The driving route from the traveller to the airport (SPEC §7 Maps direction). */
  async drivingRoute(from: GeoPoint, to: GeoPoint): Promise<DirectionData | null> {
    return (await this.api.mapsDirection({ from, to })).data ?? null;
  }
}

/** The app's after-sales store. */
export const afterSalesStore = new AfterSalesStore({
  flightOrderDetail,
  cancelPnr,
  applyRefund,
  refundAdd,
  refundOrderDetail,
  refundCancel,
  applyTkChange,
  tkChangeQueryFlight,
  queryChangeFee,
  tkChangeOrderAdd,
  flightChangeDetail,
  cancelChangeOrder,
  flightNeedDetail,
  flightNeedUpdate,
  flightNeedCancel,
  flightNeedList,
  ruleText,
  tkNeedOrderAdd,
  policyDetail,
  airportBusQuery,
  orderApproveList,
  cancelApp,
  mapsPlaceSearch,
  mapsDirection,
});

/** Lets a test render a screen with its own store. */
export const AfterSalesStoreContext = createContext<AfterSalesStore>(afterSalesStore);

export function useAfterSalesStore(): AfterSalesStore {
  return useContext(AfterSalesStoreContext);
}
