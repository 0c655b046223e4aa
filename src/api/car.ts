/**
 * Cars: instant rides, scheduled rides, airport and station transfers, day rental (SPEC §7 Car). Shapes in
 * contract/car.ts. Writes that create orders or move money send an idempotency key.
 */
import { request } from './transport';
import { type Answer, GET, QUIET, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';
import { LIMITS } from '../domain/limits';
import type {
  CarBookData,
  CarBookRequest,
  CarCancelData,
  CarCancelFeeData,
  CarCancelRequest,
  CarCityListData,
  CarEstimateData,
  CarEstimateRequest,
  CarFlightOrderItem,
  CarOrderDetail,
  CarOrderIdQuery,
  CarOrderListData,
  CarOrderListItem,
  CarOrderListRequest,
  CarPreBookData,
  CarPreBookRequest,
  CarProcessStep,
  CarSameOrderData,
  CarSameOrderRequest,
  DriverLocationData,
  DriverLocationRequest,
  FavoritePlace,
  FavoritePlaceListData,
  FavoritePlaceRequest,
  FlightByNumberData,
  FlightByNumberItem,
  FlightByNumberRequest,
  VehicleClzcDetailData,
  VehicleClzcDetailRequest,
  VehicleTypeListData,
  VehicleTypeListRequest,
} from './contract/car';

type Empty = Record<string, never>;

// Search and booking (/car) ---------------------------------------------------------------------

/** May the employee book this service now (product enabled, no unpaid finished ride, city has models)? */
export const checkPreBook = (body: CarPreBookRequest): Answer<CarPreBookData> => request('/obt/car/checkPreBook', body);
/** The booker's flight orders within 30 days, offered for airport transfers (rows in `list`). */
export const getTkOrder = (body: Empty = {}): Answer<Empty, CarFlightOrderItem> => request('/obt/car/getTkOrder', body);
/** Day-rental estimates per vehicle class. */
export const queryDayCar = (body: CarEstimateRequest): Answer<CarEstimateData> => request('/obt/car/queryDayCar', body);
/** Estimates of a scheduled service per vehicle class (the generic query the other estimates share). */
export const queryCar = (body: CarEstimateRequest): Answer<CarEstimateData> => request('/obt/car/queryCar', body);
export const vehicleTypeFindList = (body: VehicleTypeListRequest): Answer<VehicleTypeListData> =>
  request('/obt/car/vehicleTypeFindList', body);
export const vehiclesCityFindList = (body: Empty = {}): Answer<CarCityListData> =>
  request('/obt/car/vehiclesCityFindList', body);
/** Books a day rental (passenger, trip request, cost centre, project, coordinates, times). */
export const bookCarOrder = (body: CarBookRequest, idempotencyKey: string = newIdempotencyKey()): Answer<CarBookData> =>
  request('/obt/car/bookCarOrder', body, write(idempotencyKey));
export const vehicleClzcDetail = (body: VehicleClzcDetailRequest): Answer<VehicleClzcDetailData> =>
  request('/obt/car/vehicleClzcDetail', body);
/** Flights by number for airport transfers (count 160; rows in `list`). */
export const queryFlightByHbh = (body: FlightByNumberRequest): Answer<FlightByNumberData, FlightByNumberItem> =>
  request('/obt/car/queryFlightByHbh', { pageNum: 1, count: LIMITS.pageSize.flightByNumber, ...body });
/** Driver position of a ride (polled quietly). */
export const getDriverLocation = (body: DriverLocationRequest): Answer<DriverLocationData> =>
  request('/obt/car/getDriverLocation', body, QUIET);

// Ride-hailing (/vehicles: yyyc scheduled and transfers, jsyc instant) ----------------------------

export const estimateYyycPrice = (body: CarEstimateRequest): Answer<CarEstimateData> =>
  request('/obt/vehicles/shopping/estimateYyycPrice', body);
export const estimateJsycPrice = (body: CarEstimateRequest): Answer<CarEstimateData> =>
  request('/obt/vehicles/shopping/estimateJsycPrice', body);
export const carCheckSameOrder = (body: CarSameOrderRequest): Answer<CarSameOrderData> =>
  request('/obt/vehicles/shopping/checkSameOrder', body);
export const bookYyyc = (body: CarBookRequest, idempotencyKey: string = newIdempotencyKey()): Answer<CarBookData> =>
  request('/obt/vehicles/order/bookYyyc', body, write(idempotencyKey));
export const bookJsyc = (body: CarBookRequest, idempotencyKey: string = newIdempotencyKey()): Answer<CarBookData> =>
  request('/obt/vehicles/order/bookJsyc', body, write(idempotencyKey));

// Saved places and linker ----------------------------------------------------------------------------

/** Saves, renames or (with `delete`) removes a favourite place. */
export const gaodeFavorites = (body: FavoritePlaceRequest): Answer<FavoritePlace | Empty> =>
  request('/obt/common/gaode/favorites', body);
export const gaodeFavoritesList = (body: Empty = {}): Answer<FavoritePlaceListData> =>
  request('/obt/common/gaode/favoritesList', body);
/** Plain-text phone of an order's driver (for a call; never listed). */
export const getOrderLinkerPlainText = (body: CarOrderIdQuery): Answer<{ phone: string }> =>
  request('/obt/common/getOrderLinkerPlainText', body);

// Orders ----------------------------------------------------------------------------------------

/** GET. */
export const queryCarOrderDetail = (query: CarOrderIdQuery): Answer<CarOrderDetail> =>
  request('/obt/car/QueryCarOrderDetail', query, GET);
export const cancelCarOrder = (
  body: CarCancelRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<CarCancelData> => request('/obt/car/cancelCarOrder', body, write(idempotencyKey));
/** Car orders with the SPEC §7 filters (rows in `list`). */
export const vehiclesOrderList = (body: CarOrderListRequest): Answer<CarOrderListData, CarOrderListItem> =>
  request('/obt/vehicles/order/list', body);
/** GET. */
export const vehiclesOrderDetail = (query: CarOrderIdQuery): Answer<CarOrderDetail> =>
  request('/obt/vehicles/order/detail', query, GET);
export const getCancelFee = (body: CarOrderIdQuery): Answer<CarCancelFeeData> =>
  request('/obt/vehicles/order/getCancelFee', body);
export const vehiclesOrderCancel = (
  body: CarCancelRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<CarCancelData> => request('/obt/vehicles/order/cancel', body, write(idempotencyKey));
/** GET: processing steps of an order (rows in `list`). */
export const carBlztList = (query: CarOrderIdQuery): Answer<Empty, CarProcessStep> =>
  request('/obt/vehicles/order/blztList', query, GET);
