/**
 * Cars: instant (real-time) rides, scheduled rides, airport and station transfers and day rental (SPEC §2 Car and
 * order-detail targets, §3 car leg, §4 car journey stages, §7 Car and Maps, §8 car messages, §9 car limits).
 * Amounts are yuan numbers with at most two decimals (arithmetic in fen on both sides); times 'YYYY-MM-DD HH:mm',
 * China local time; coordinates GCJ-02 (what the map adapter of every host draws); distances in metres, durations
 * in seconds.
 *
 * Orders: an instant ride is order type 10906 (`ORDER_TYPE.carRealTime`) with product type 8; every other service is
 * order type 11018 (`ORDER_TYPE.car`) with its use type as product type. A ride's journey (SPEC §4) is its order
 * status: dispatching (calling) → dispatched (driver accepted) → driverArrived → inService (trip started) →
 * awaitingPayment (instant: pay at end) / completed; cancelled from any stage before the trip starts.
 */
import type { BookingCommonFields, PolicyMatch, TravellerInput } from './booking';
import type { PageData, PageQuery } from './envelope';
import type { LatLng, MapPlaceKind } from './maps';
import type { BookNextStep, BookedOrderDetail, PriceLine } from './orders';

export type { LatLng, PriceLine };

/** Services and their use types (SPEC §9: the default use type of a ride is 8, instant). */
export const CAR_USE_TYPE = {
  instant: 8,
  scheduled: 1,
  airportPickup: 2,
  airportDropoff: 3,
  stationPickup: 4,
  stationDropoff: 5,
  dayRental: 6,
} as const;
export type CarService = keyof typeof CAR_USE_TYPE;
export type CarUseType = (typeof CAR_USE_TYPE)[CarService];

/** Day-rental packages: hours and included kilometres. */
export const DAY_RENTAL_PACKAGES = {
  halfDay: { hours: 4, km: 50 },
  fullDay: { hours: 8, km: 100 },
} as const;
export type DayRentalPackage = keyof typeof DAY_RENTAL_PACKAGES;

/** A pick-up or drop-off place (from place search, the current position, a favourite, an airport or a station). */
export interface CarPlace extends LatLng {
  name: string;
  address: string;
  /** Base-data city code (BJS, SHA…). */
  cityCode: string;
  cityName: string;
  kind?: MapPlaceKind;
  /** Airport three-letter code or station code when the place is one. */
  code?: string;
  /** Airport terminal, when known. */
  terminal?: string;
}

// Base data ---------------------------------------------------------------------------------------

/** vehiclesCityFindList: the cities with car service and the services each offers. */
export interface CarCity {
  cityCode: string;
  cityName: string;
  /** Pinyin or English name for the index. */
  spell: string;
  useTypes: CarUseType[];
  centre: LatLng;
}

export interface CarCityListData {
  list: CarCity[];
}

/** vehicleTypeFindList: the vehicle classes of a city (SPEC §8 "city has no car models" when empty). */
export interface VehicleTypeListRequest {
  cityCode: string;
  useType?: CarUseType;
}

export interface VehicleType {
  /** 'economy' | 'comfort' | 'business' | 'luxury' | 'mpv'. */
  vehicleTypeId: string;
  /** Sample models, e.g. 'Volkswagen Passat, Toyota Camry' (data, not translated). */
  models: string;
  seats: number;
  /** Standard (24-inch) cases the boot takes (SPEC §9). */
  luggage: number;
  /** Served by the reference server. */
  image: string;
}

export interface VehicleTypeListData {
  list: VehicleType[];
}

// Flight by number (airport transfers) -------------------------------------------------------------

/** queryFlightByHbh (count 160): the flights of a number on a date, for an airport pick-up or drop-off. */
export interface FlightByNumberRequest {
  /** Flight number, e.g. CA1501. */
  hbh: string;
  /** 'YYYY-MM-DD'; transfers are bookable within 30 days (SPEC §9). */
  date: string;
  depAirport?: string;
  arrAirport?: string;
  pageNum?: number;
  count?: number;
}

export interface FlightByNumberItem {
  flightNo: string;
  airlineName: string;
  depAirport: string;
  depAirportName: string;
  depTerminal: string;
  depCityName: string;
  arrAirport: string;
  arrAirportName: string;
  arrTerminal: string;
  arrCityName: string;
  arrCityCode: string;
  depCityCode: string;
  /** 'YYYY-MM-DD HH:mm' planned. */
  depTime: string;
  arrTime: string;
  /** The airports as car places (pick-up at arrival, drop-off at departure). */
  depPlace: CarPlace;
  arrPlace: CarPlace;
}

export interface FlightByNumberData extends PageData {
  found: boolean;
}

/** getTkOrder: the booker's upcoming flight orders to offer for a transfer (within 30 days). */
export interface CarFlightOrderItem {
  orderId: string;
  flightNo: string;
  depTime: string;
  arrTime: string;
  depAirportName: string;
  arrAirportName: string;
  depPlace: CarPlace;
  arrPlace: CarPlace;
}

// Saved places ----------------------------------------------------------------------------------

/** /common/gaode/favorites: save (or with `delete`, remove) a place. */
export interface FavoritePlaceRequest {
  /** Absent to add. */
  id?: string;
  /** 'home' | 'office' | 'other'. */
  tag: 'home' | 'office' | 'other';
  place?: CarPlace;
  delete?: boolean;
}

export interface FavoritePlace {
  id: string;
  tag: 'home' | 'office' | 'other';
  place: CarPlace;
}

export interface FavoritePlaceListData {
  list: FavoritePlace[];
}

// Pre-booking checks -----------------------------------------------------------------------------

/** checkPreBook: may this employee book this car service now? */
export interface CarPreBookRequest {
  /** 11018 or 10906. */
  orderType: number;
  useType?: CarUseType;
  cityCode?: string;
}

export interface CarPreBookData {
  ok: boolean;
  /**
   * 'productClosed' (car product not enabled for the company), 'unpaidRide' (an unpaid finished ride must be paid
   * first; SPEC §8), 'noModels' (the city has no car models), '' when ok.
   */
  reason: '' | 'productClosed' | 'unpaidRide' | 'noModels';
  message: string;
  /** With 'unpaidRide': the ride to pay. */
  unpaidOrderId?: string;
}

// Estimates and policy ------------------------------------------------------------------------------

/** estimateJsycPrice (instant), estimateYyycPrice (scheduled and transfers), queryCar / queryDayCar (day rental). */
export interface CarEstimateRequest {
  useType: CarUseType;
  from: CarPlace;
  /** Absent for day rental. */
  to?: CarPlace;
  /** 'YYYY-MM-DD HH:mm'; now for instant. */
  useTime: string;
  /** Day rental package. */
  dayPackage?: DayRentalPackage;
  /** Day rental: how many days (1–7). */
  days?: number;
  /** Airport transfers: the flight. */
  flightNo?: string;
  /** The travellers whose car policy applies (the booker when absent). */
  empIds?: string[];
  ccsqdId?: string;
  routeId?: string;
}

/** One vehicle class's estimate with its policy verdict (vehicleClzcDetail inline). */
export interface CarEstimate {
  /** Identifies this estimate when booking; expires after 10 minutes ('estimate expired, query again'). */
  estimateKey: string;
  vehicleType: VehicleType;
  /** Estimated fare, yuan. */
  price: number;
  /** Fare parts, yuan: base, distance, time, and the night or long-distance surcharges. */
  parts: { kind: 'base' | 'distance' | 'time' | 'night' | 'longDistance' | 'package'; amount: number }[];
  /** Route distance and duration the estimate uses. */
  distance: number;
  duration: number;
  /** Drivers near the pick-up right now (instant), 0 when none (the ride would not be accepted). */
  driversNearby: number;
  /** Expected wait for a driver, seconds (instant). */
  etaSeconds: number;
  /** wb: 0 compliant, 1 above the standard (bookable with a reason), 2 blocked. */
  wb: 0 | 1 | 2;
  policy: PolicyMatch;
}

export interface CarEstimateData {
  /** The route the estimates use (drawn on the list's map). */
  route: { distance: number; duration: number; points: LatLng[] };
  list: CarEstimate[];
}

/** vehicleClzcDetail: the policy of one vehicle class for one traveller (SPEC §7). */
export interface VehicleClzcDetailRequest {
  empId: string;
  useTime: string;
  vehicleTypeId: string;
  /** Yuan. */
  price: number;
  /** Metres. */
  distance: number;
  ccsqdNo?: string;
}

export interface VehicleClzcDetailData {
  wb: 0 | 1 | 2;
  /** The rank's allowed classes and per-ride cap (yuan, null when none). */
  allowedTypes: string[];
  cap: number | null;
  policy: PolicyMatch;
}

/** /vehicles/shopping/checkSameOrder: the passenger's open car orders around this time (± 1 hour). */
export interface CarSameOrderRequest {
  useTime: string;
  passengers: { empId?: string; contactsId?: string; name: string }[];
}

export interface CarSameOrderData {
  orders: {
    orderId: string;
    orderNo: string;
    useTime: string;
    fromName: string;
    toName: string;
    passengerName: string;
  }[];
}

// Booking ---------------------------------------------------------------------------------------

/** bookJsyc (instant), bookYyyc (scheduled and transfers), bookCarOrder (day rental). Sent with an Idempotency-Key. */
export interface CarBookRequest extends BookingCommonFields {
  estimateKey: string;
  useType: CarUseType;
  from: CarPlace;
  to?: CarPlace;
  useTime: string;
  dayPackage?: DayRentalPackage;
  days?: number;
  flightNo?: string;
  /** The rider (one passenger; the booker may ride or book for another in scope). */
  passenger: TravellerInput;
  /** How many people ride (1 to the class's seats). */
  riders: number;
  /** Luggage: standard (24-inch or smaller) and larger cases (a larger one counts as 2; SPEC §9). */
  luggageStandard: number;
  luggageLarge: number;
  linkman: string;
  linkTel: string;
  /** The price the user saw, yuan: a different estimate today refuses with priceChanged. */
  price: number;
}

export interface CarBookData {
  orderId: string;
  orderNo: string;
  orderType: number;
  amount: number;
  /**
   * 'pay' (scheduled, transfers and day rental are prepaid at the estimate), 'ride' (instant: dispatching now,
   * paid at the end → /car/carJsycDetail/:id), 'approval' / 'awaitingSubmission' as other products.
   */
  nextStep: BookNextStep | 'ride';
  payDeadline: string;
}

// Orders ----------------------------------------------------------------------------------------

/** The driver and car once a driver accepted. Phone masked; getOrderLinkerPlainText gives it for a call. */
export interface CarDriver {
  name: string;
  phoneMasked: string;
  plate: string;
  carModel: string;
  carColor: string;
  rating: number;
}

/** One stage of the journey with its time ('' until reached). */
export interface CarStage {
  status: string;
  at: string;
}

/** QueryCarOrderDetail and /vehicles/order/detail (GET ?orderId=). */
export interface CarOrderDetail extends BookedOrderDetail {
  useType: CarUseType;
  vehicleType: VehicleType;
  from: CarPlace;
  to?: CarPlace;
  useTime: string;
  dayPackage?: DayRentalPackage;
  days?: number;
  flightNo?: string;
  passengerName: string;
  passengerPhoneMasked: string;
  riders: number;
  luggageStandard: number;
  luggageLarge: number;
  /** Estimated and (once finished) actual fare, yuan. */
  estimatedPrice: number;
  actualPrice: number | null;
  actualDistance: number | null;
  actualDuration: number | null;
  driver: CarDriver | null;
  /** The journey stages reached so far, oldest first (SPEC §4). */
  stages: CarStage[];
  /** The planned route (drawn on the detail's map). */
  route: LatLng[];
  /** The fee a cancel now costs (0 before a driver accepted), yuan. */
  cancelFee: number;
  actions: { pay: boolean; cancel: boolean; track: boolean };
  /** Refund of a cancelled or auto-cancelled prepaid order, yuan. */
  refundAmount: number;
}

export interface CarOrderIdQuery {
  orderId: string;
}

/** getDriverLocation: polled every few seconds while a driver is on the way or driving. */
export interface DriverLocationRequest {
  id: string;
  resultFlag?: string | number;
}

export interface DriverLocationData {
  orderStatus: string;
  position: LatLng | null;
  /** Degrees, 0 = north. */
  heading: number;
  /** Metres and seconds to the pick-up (before arrival) or to the drop-off (in service). */
  remainingDistance: number;
  remainingSeconds: number;
}

/** getCancelFee: what cancelling now costs (SPEC §4: free before a driver accepted). */
export interface CarCancelFeeData {
  fee: number;
  /** Free until this time ('' when already charged or always free). */
  freeUntil: string;
  reasonCodes: string[];
}

/** /vehicles/order/cancel and cancelCarOrder (orderId, qxbh reason code, qxyy reason text, sfqx confirmed). */
export interface CarCancelRequest {
  orderId: string;
  qxbh?: string;
  qxyy: string;
  /** 1 when the user accepted the cancel fee shown. */
  sfqx?: 0 | 1;
}

export interface CarCancelData {
  orderId: string;
  orderStatus: string;
  fee: number;
  refundAmount: number;
}

/** POST /vehicles/order/list (SPEC §7): date, orderNo, empName, linkTel, cityId, orderType, findScope, paging. */
export interface CarOrderListRequest extends PageQuery {
  /** 'YYYY-MM' month or 'YYYY-MM-DD' day of the use time; absent: the last 30 days. */
  date?: string;
  orderNo?: string;
  empName?: string;
  linkTel?: string;
  cityId?: string;
  /** 11018 or 10906; absent both. */
  orderType?: number;
  findScope?: 1 | 2 | 3;
  /** Only orders booked through a trip request (/userCenter/tripCarList). */
  tripOnly?: boolean;
}

export interface CarOrderListItem {
  orderId: string;
  orderNo: string;
  orderType: number;
  productType: number;
  orderStatus: string;
  useType: CarUseType;
  useTime: string;
  fromName: string;
  toName: string;
  cityName: string;
  passengerName: string;
  vehicleTypeId: string;
  amount: number;
  ccsqdNo: string;
  createdAt: string;
}

export type CarOrderListData = PageData;

/** blztList (GET ?orderId=): the processing steps of an order, oldest first. */
export interface CarProcessStep {
  status: string;
  note: string;
  at: string;
}
