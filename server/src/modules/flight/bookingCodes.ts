/** Codes of domestic flight booking that other flight files share (booking, approval, ticketing, deadlines). */

/** Product code of domestic flights (booking rules, insurance, violation reasons). */
export const CPLX_FLIGHT = '10901';
/** An unpaid order is cancelled at its pay deadline (ticketing.ts). */
export const EXPIRE_JOB = 'flight.expire';
/** An order awaiting approval submission is cancelled when not sent within 30 minutes (approvalDeadlines.ts). */
export const SUBMIT_EXPIRE_JOB = 'flight.submitExpire';
export const SUBMIT_LIMIT_MS = 30 * 60_000;
/** Violation item of a booking over its trip request's remaining transport budget (plan of issue 4). */
export const OVER_BUDGET = 'overBudget';
/** Order number prefix of domestic flight orders (TK…). */
export const ORDER_NO_PREFIX = 'TK';

/** A violation item of an order with the reason given for it (stored in flight_orders.violations_json). */
export interface OrderViolation {
  item: string;
  reason: string;
}
