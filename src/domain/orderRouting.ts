/** Order-detail targets, refund/change apply screens and query screens (SPEC §2), refund block (SPEC §5). */
import { ORDER_TYPE, REAL_TIME_CAR, rideStage } from './codes';
import { LIMITS } from './limits';

/** An order-list row as far as routing needs it (SPEC §3 order item). */
export interface RoutableOrder {
  id: string;
  orderType: number;
  /** Numbers or numeric strings, as providers send either. */
  productType?: number | string;
  orderStatus?: number | string;
  transferFlag?: number;
  isBerth?: boolean;
}

/** A spec URL (as in SPEC §2) plus its query. */
export interface RouteTarget {
  url: string;
  query: Record<string, string>;
}

/** Detail screens that take `orderId` and `orderType` in the query. */
const DETAIL_BY_TYPE: Readonly<Record<number, string>> = {
  [ORDER_TYPE.flight]: '/tk/tkOrderDetail',
  [ORDER_TYPE.flightRefund]: '/tk/tkRefundDetail',
  [ORDER_TYPE.flightChange]: '/tk/tkChangeDetail',
  // International flights have no detail screens of their own in SPEC §2.
  [ORDER_TYPE.flightIntl]: '/tk/tkOrderDetail',
  [ORDER_TYPE.flightIntlRefund]: '/tk/tkRefundDetail',
  [ORDER_TYPE.flightIntlChange]: '/tk/tkChangeDetail',
  [ORDER_TYPE.hotel]: '/ht/htOrder/htOrderDetail',
  [ORDER_TYPE.hotelRefund]: '/ht/htOrder/htRefundDetail',
  [ORDER_TYPE.train]: '/tr/OrderDetail',
  [ORDER_TYPE.trainRefund]: '/tr/RefundDetail',
  [ORDER_TYPE.trainChange]: '/tr/ChangeDetail',
  [ORDER_TYPE.trainBerth]: '/tr/trBenthOrderDetail',
  [ORDER_TYPE.insurance]: '/insurance/InOrderDetail',
  [ORDER_TYPE.insuranceRefund]: '/insurance/InRefundOrderDetail',
  [ORDER_TYPE.car]: '/car/carOrderDetail',
  [REAL_TIME_CAR.orderType]: '/car/carOrderDetail',
  [ORDER_TYPE.visa]: '/visa/OrderDetail',
  [ORDER_TYPE.restRoom]: '/restRoom/order',
  [ORDER_TYPE.fastCheck]: '/fastCheck/order',
  [ORDER_TYPE.checkIn]: '/checkIn/order',
  [ORDER_TYPE.guestPass]: '/guestPass/order',
  [ORDER_TYPE.other]: '/otherOrderDetail',
};

/** Real-time car: order type 10906, product type 8, status 0 to 5 (SPEC §2; named stages count as their number). */
export function isRealTimeCar(order: Pick<RoutableOrder, 'orderType' | 'productType' | 'orderStatus'>): boolean {
  const s = rideStage(order.orderStatus);
  return (
    order.orderType === REAL_TIME_CAR.orderType &&
    asInt(order.productType) === REAL_TIME_CAR.productType &&
    s !== null &&
    s >= REAL_TIME_CAR.minStatus &&
    s <= REAL_TIME_CAR.maxStatus
  );
}

// An integer or an integer string ('3'); anything else (undefined, 'issued', 1.5) is null.
function asInt(v: number | string | undefined): number | null {
  if (typeof v === 'number') return Number.isInteger(v) ? v : null;
  if (typeof v === 'string' && /^-?\d+$/.test(v.trim())) return Number(v);
  return null;
}

/**
 * Where an order-list row opens (SPEC §2). Trains: the berth variant (isBerth or type 20031) wins over
 * a transfer order (transferFlag 1), which wins over the plain detail. Unknown order type → null.
 */
export function orderDetailTarget(order: RoutableOrder): RouteTarget | null {
  const id = order.id;
  const path = (base: string): RouteTarget => ({ url: `${base}/${encodeURIComponent(id)}`, query: {} });
  if (isRealTimeCar(order)) return path('/car/carJsycDetail');
  if (order.orderType === ORDER_TYPE.travel) return path('/travel/travelOrder/travelOrderDetail');
  if (order.orderType === ORDER_TYPE.trip) return { url: '/tripDetail', query: { ccsqdId: id } };

  let url = DETAIL_BY_TYPE[order.orderType];
  if (url === undefined) return null;
  if (order.orderType === ORDER_TYPE.train) {
    if (order.isBerth) url = '/tr/trBenthOrderDetail';
    else if (order.transferFlag === 1) url = '/tr/trSferOrderDetail';
  }
  return { url, query: { orderId: id, orderType: String(order.orderType) } };
}

/** Refund and change apply screens (SPEC §2). */
export const REFUND_APPLY_ROUTES = {
  flightRefund: '/tk/tkRefundApply',
  flightChange: '/tk/tkChangeApply',
  trainRefund: '/tr/ApplyRefund',
  trainChange: '/tr/ApplyAlter',
  hotelRefund: '/ht/htOrder/htRefund',
} as const;

/** Query screens (SPEC §2); the hotel one depends on the hotel version, see {@link hotelQueryRoute}. */
export const QUERY_ROUTES = {
  flight: '/tk/tkQuery',
  train: '/tr/trQuery',
  hotel: '/ht/htQuery',
  hotelV2: '/htV2/htQuery',
  car: '/car/carQuery',
  visa: '/visa',
} as const;

/** Hotel query screen for a company's hotel version (1 or 2; default 2, SPEC §6). */
export function hotelQueryRoute(hotelVersion?: number | string | null): string {
  const v = hotelVersion == null || hotelVersion === '' ? LIMITS.hotel.defaultVersion : Number(hotelVersion);
  return v === 1 ? QUERY_ROUTES.hotel : QUERY_ROUTES.hotelV2;
}

/** International air tickets (11004) do not support online refund or change (SPEC §5). */
export function isIntlRefundBlocked(orderType: number): boolean {
  return orderType === ORDER_TYPE.flightIntl;
}
