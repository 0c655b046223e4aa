/** Product, platform, order-type and parameter codes (SPEC §9 "Product and order codes", SPEC §4 platform code). */

/** Geo and product codes (SPEC §9). 10913 is the visa query type. */
export const PRODUCT = {
  flight: 10901,
  flightIntl: 10902,
  /** Hotel, also used for hotel cities. */
  hotel: 10903,
  /** Train, also used for stations. */
  train: 10904,
  car: 10906,
  intlCity: 10910,
  visaQuery: 10913,
} as const;

/** One of the {@link PRODUCT} codes. */
export type ProductCode = (typeof PRODUCT)[keyof typeof PRODUCT];

/** Platform codes (SPEC §4, §9). */
export const PLATFORM = {
  android: 10504,
  ios: 10505,
  h5: 10506,
} as const;

/** One of the {@link PLATFORM} codes. */
export type PlatformCode = (typeof PLATFORM)[keyof typeof PLATFORM];

/**
 * Order types (SPEC §9). 11001–11003 are domestic flight order/refund/change and 11004–11006 the
 * international ones (SPEC §5 names 11004 as the international order whose refund is blocked).
 * The airport services 11028–11031 follow the order SPEC §2 lists their detail screens in:
 * rest room, fast check, check-in, guest pass.
 */
export const ORDER_TYPE = {
  flight: 11001,
  flightRefund: 11002,
  flightChange: 11003,
  flightIntl: 11004,
  flightIntlRefund: 11005,
  flightIntlChange: 11006,
  hotel: 11007,
  hotelRefund: 11008,
  train: 11009,
  trainRefund: 11010,
  trainChange: 11011,
  insurance: 11015,
  car: 11018,
  /** Instant (real-time) rides are listed under the car product code (SPEC §2 order-detail targets). */
  carRealTime: 10906,
  visa: 11023,
  insuranceRefund: 11027,
  restRoom: 11028,
  fastCheck: 11029,
  checkIn: 11030,
  guestPass: 11031,
  travel: 11032,
  other: 11097,
  trip: 11099,
  trainBerth: 20031,
} as const;

/** The name of an order type, e.g. 'trainRefund'. */
export type OrderTypeName = keyof typeof ORDER_TYPE;

/** One of the {@link ORDER_TYPE} codes. */
export type OrderType = (typeof ORDER_TYPE)[OrderTypeName];

const ORDER_TYPE_VALUES: ReadonlySet<number> = new Set(Object.values(ORDER_TYPE));

/** Narrows a number coming from the API to a known {@link OrderType}. */
export function isOrderType(value: unknown): value is OrderType {
  return typeof value === 'number' && ORDER_TYPE_VALUES.has(value);
}

/** Name of an order type code, or undefined when unknown. */
export function orderTypeName(code: number): OrderTypeName | undefined {
  return (Object.keys(ORDER_TYPE) as OrderTypeName[]).find((k) => ORDER_TYPE[k] === code);
}

/**
 * Real-time car orders (SPEC §2): listed with order type 10906 (the car product code), product type 8,
 * and status 0 to 5; they open /car/carJsycDetail/{id}. 8 is also the default ride use type (SPEC §9).
 */
export const REAL_TIME_CAR = {
  orderType: 10906,
  productType: 8,
  minStatus: 0,
  maxStatus: 5,
  statuses: [0, 1, 2, 3, 4, 5],
  /**
   * The order statuses of a ride's journey (SPEC §4 car journey stages) in stage order 0 to 5: calling, driver
   * accepted, driver arrived, trip started, pay at end, paid. A cancelled ride is none of them.
   */
  stages: ['dispatching', 'dispatched', 'driverArrived', 'inService', 'awaitingPayment', 'completed'],
} as const;

/** The stage number (0–5) of a ride's order status, numeric ('3') or named ('inService'); null when neither. */
export function rideStage(status: number | string | undefined): number | null {
  if (typeof status === 'number') return Number.isInteger(status) ? status : null;
  if (typeof status !== 'string') return null;
  if (/^-?\d+$/.test(status.trim())) return Number(status);
  const i = (REAL_TIME_CAR.stages as readonly string[]).indexOf(status);
  return i < 0 ? null : i;
}

/**
 * Company parameter numbers (SPEC §9). Strings, as `ParameterValue.paramNo` in the API contract.
 */
export const PARAM_NO = {
  /** Offline-booking channel flags. */
  offlineChannels: '11603001',
  /** Train transfer (connecting) orders. */
  transfer: '11603006',
  /** Train waitlist. */
  waitlist: '11603009',
} as const;

/** One of the {@link PARAM_NO} values. */
export type ParamNo = (typeof PARAM_NO)[keyof typeof PARAM_NO];

/** Tip and parameter codes named by SPEC §5 (their texts come from the server or are not shown). */
export const TIP_CODE = {
  /** Hotel: cancellation rules must be read and ticked. */
  hotelCancelRulesCheckbox: 'H083',
  /** Train: a trip request is required if shown. */
  trainTripRequest: 'C767',
  /** Train: travellers are required when tips are shown. */
  trainTravellers: 'F501',
  /** Train: missing stations. */
  trainStations: 'F625',
} as const;
