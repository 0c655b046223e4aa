/**
 * SQL conditions of a product's calendar and duplicate reads over `orders as o` (flights, trains…): the order still
 * holds a trip, and the employee booked it or travels on it.
 */
import { NOT_A_TRIP } from './repository';
import type { OrdersEb } from './scopeRepository';

/** Statuses of an order that no longer holds a trip (the calendar and duplicate checks ignore them). */
export const DEAD_STATUSES = NOT_A_TRIP;

/** The order of the company still holds a trip. */
export function liveTripOf(eb: OrdersEb, corpId: string) {
  return eb.and([eb('o.corp_id', '=', corpId), eb('o.order_status', 'not in', [...DEAD_STATUSES])]);
}

/** The employee booked the order or travels on it. */
export function bookedOrTravelling(eb: OrdersEb, empId: string) {
  return eb.or([
    eb('o.emp_id', '=', empId),
    eb.exists(
      eb
        .selectFrom('order_travellers as t')
        .select('t.id')
        .whereRef('t.order_id', '=', 'o.id')
        .where('t.emp_id', '=', empId),
    ),
  ]);
}
