/** Cars: scheduled, instant, transfer and day rental (SPEC §7 Car). */
import { request } from './transport';
import { type Answer, type Obj, GET, QUIET, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';
import { LIMITS } from '../domain/limits';

/** POST /vehicles/order/list filters. */
export interface VehiclesOrderListRequest {
  date?: string;
  orderNo?: string;
  empName?: string;
  linkTel?: string;
  cityId?: string;
  orderType?: number;
  findScope?: number;
  pageNum: number;
  count: number;
}

/** Travel-policy detail of a car choice. */
export interface VehicleClzcDetailRequest {
  empId: string;
  useTime: string;
  vehicleTypeId: string;
  price: number;
  distance: number;
  ccsqdNo?: string;
}

/** Flights by number for airport pick-up (count 160). */
export interface QueryFlightByHbhRequest {
  hbh: string;
  depAirport?: string;
  arrAirport?: string;
  date?: string;
  pageNum?: number;
  count?: number;
}

/** Cancel of a car order. */
export interface CancelCarOrderRequest {
  orderId: string;
  qxbh?: string;
  qxyy: string;
  sfqx?: string | number;
}

// Search and booking ----------------------------------------------------------------------------

export const checkPreBook = (body: { orderType: number }): Answer => request('/obt/car/checkPreBook', body);
/** Flight orders to offer for airport transfers. */
export const getTkOrder = (body: Obj = {}): Answer => request('/obt/car/getTkOrder', body);
export const queryDayCar = (body: Obj): Answer => request('/obt/car/queryDayCar', body);
export const queryCar = (body: Obj): Answer => request('/obt/car/queryCar', body);
export const vehicleTypeFindList = (body: Obj = {}): Answer => request('/obt/car/vehicleTypeFindList', body);
export const vehiclesCityFindList = (body: Obj = {}): Answer => request('/obt/car/vehiclesCityFindList', body);
/** Books a scheduled car (passenger, trip request, cost centre, project, coordinates, times). */
export const bookCarOrder = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/car/bookCarOrder', body, write(idempotencyKey));
export const vehicleClzcDetail = (body: VehicleClzcDetailRequest): Answer =>
  request('/obt/car/vehicleClzcDetail', body);
export const queryFlightByHbh = (body: QueryFlightByHbhRequest): Answer =>
  request('/obt/car/queryFlightByHbh', { pageNum: 1, count: LIMITS.pageSize.flightByNumber, ...body });
/** Driver position of an instant ride (polled quietly). */
export const getDriverLocation = (body: { id: string; resultFlag?: string | number }): Answer =>
  request('/obt/car/getDriverLocation', body, QUIET);

// Ride-hailing (yyyc scheduled, jsyc instant) -------------------------------------------------------

export const estimateYyycPrice = (body: Obj): Answer => request('/obt/vehicles/shopping/estimateYyycPrice', body);
export const estimateJsycPrice = (body: Obj): Answer => request('/obt/vehicles/shopping/estimateJsycPrice', body);
export const carCheckSameOrder = (body: Obj): Answer => request('/obt/vehicles/shopping/checkSameOrder', body);
export const bookYyyc = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/vehicles/order/bookYyyc', body, write(idempotencyKey));
export const bookJsyc = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/vehicles/order/bookJsyc', body, write(idempotencyKey));

// Saved places and linker ----------------------------------------------------------------------------

export const gaodeFavorites = (body: Obj): Answer => request('/obt/common/gaode/favorites', body);
export const gaodeFavoritesList = (body: Obj = {}): Answer => request('/obt/common/gaode/favoritesList', body);
/** Plain-text contact phone of an order (for calling the driver). */
export const getOrderLinkerPlainText = (body: Obj): Answer => request('/obt/common/getOrderLinkerPlainText', body);

// Orders ----------------------------------------------------------------------------------------

/** GET. */
export const queryCarOrderDetail = (query: Obj): Answer => request('/obt/car/QueryCarOrderDetail', query, GET);
export const cancelCarOrder = (body: CancelCarOrderRequest, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/car/cancelCarOrder', body, write(idempotencyKey));
export const vehiclesOrderList = (body: VehiclesOrderListRequest): Answer => request('/obt/vehicles/order/list', body);
/** GET. */
export const vehiclesOrderDetail = (query: Obj): Answer => request('/obt/vehicles/order/detail', query, GET);
export const getCancelFee = (body: Obj): Answer => request('/obt/vehicles/order/getCancelFee', body);
export const vehiclesOrderCancel = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/vehicles/order/cancel', body, write(idempotencyKey));
/** GET: processing steps of an order. */
export const carBlztList = (query: Obj): Answer => request('/obt/vehicles/order/blztList', query, GET);
