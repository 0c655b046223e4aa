/** Codes of domestic flight booking that other flight files share (booking, approval, ticketing, deadlines). */

/** Product code of domestic flights (booking rules, insurance, violation reasons). */
export const CPLX_FLIGHT = '10901';
/** An unpaid order is cancelled at its pay deadline (ticketing.ts). */
export const EXPIRE_JOB = 'flight.expire';
/** An order awaiting approval submission is cancelled when not sent within 30 minutes (approvalDeadlines.ts). */
export const SUBMIT_EXPIRE_JOB = 'flight.submitExpire';
/** Order number prefix of domestic flight orders (TK…). */
export const ORDER_NO_PREFIX = 'TK';

/** The booking kit's violation item and hold limit (booking/bookSteps). */
export { OVER_BUDGET, SUBMIT_LIMIT_MS, type OrderViolation } from '../booking/bookSteps';
