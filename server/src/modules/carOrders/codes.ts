/** Names shared by the car orders module's files: product code, order number prefix, job kinds, use-type groups. */
import { CAR_USE_TYPE, type CarUseType } from '../../../../src/api/contract/car';
import { ORDER_TYPE, PRODUCT } from '../../../../src/domain/codes';

/** Product code of cars (booking rules, approval rules, trip-request legs: the transport budget). */
export const CPLX_CAR = String(PRODUCT.car);
/** Order numbers: 'YC…' (用车) for every car order. */
export const ORDER_NO_PREFIX = 'YC';

/** Job kinds (persisted steps of the supplier kit) of this module; the journey's steps are the dispatch's. */
export const JOB = {
  /** Cancels a pre-booked order still unpaid at its deadline. */
  expire: 'carOrders.expire',
  /** Cancels an order never sent for approval (30 minutes). */
  submitExpire: 'carOrders.submitExpire',
  /** Starts the dispatch of a paid order written by the demo seed. */
  startDispatch: 'carOrders.startDispatch',
} as const;

/** Every car order type: pre-booked services (11018) and instant rides (10906). */
export const CAR_ORDER_TYPES = [ORDER_TYPE.car, ORDER_TYPE.carRealTime] as const;

/** The use types each booking call serves (SPEC §7: bookJsyc instant, bookYyyc scheduled and transfers, bookCarOrder day rental). */
export const BOOK_CALL_USE_TYPES: Readonly<Record<'jsyc' | 'yyyc' | 'day', readonly CarUseType[]>> = {
  jsyc: [CAR_USE_TYPE.instant],
  yyyc: [
    CAR_USE_TYPE.scheduled,
    CAR_USE_TYPE.airportPickup,
    CAR_USE_TYPE.airportDropoff,
    CAR_USE_TYPE.stationPickup,
    CAR_USE_TYPE.stationDropoff,
  ],
  day: [CAR_USE_TYPE.dayRental],
};

/** Airport transfers: bookable only within 30 days (SPEC §9). */
export const TRANSFER_USE_TYPES: readonly number[] = [CAR_USE_TYPE.airportPickup, CAR_USE_TYPE.airportDropoff];

export const isInstant = (useType: number): boolean => useType === CAR_USE_TYPE.instant;

/** The order type of a use type: 10906 for an instant ride, 11018 otherwise. */
export const orderTypeOf = (useType: number): number => (isInstant(useType) ? ORDER_TYPE.carRealTime : ORDER_TYPE.car);

/** The service name of a use type (`CarService`), e.g. 'airportPickup'. */
export function serviceOf(useType: number): keyof typeof CAR_USE_TYPE {
  const found = (Object.keys(CAR_USE_TYPE) as (keyof typeof CAR_USE_TYPE)[]).find((k) => CAR_USE_TYPE[k] === useType);
  return found ?? 'scheduled';
}

/** Statuses in which an order no longer holds a ride (the duplicate check and the calendar ignore them). */
export const CLOSED_STATUSES = ['cancelled', 'completed', 'rejected', 'approvalTerminated'] as const;

/** The booking kit's violation item and hold limit (booking/bookSteps). */
export { OVER_BUDGET, SUBMIT_LIMIT_MS, type OrderViolation } from '../booking/bookSteps';
