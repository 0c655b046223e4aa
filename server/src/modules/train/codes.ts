/** Names shared by the train module's files: product code, order number prefix, job kinds, violation items. */

/** Product code of trains (booking rules, approval rules, insurance, trip budgets). */
export const CPLX_TRAIN = '10904';
/** Order numbers of train orders: 'TR…'. */
export const ORDER_NO_PREFIX = 'TR';
/** Cancels an order still unpaid at its deadline, seats given back. */
export const EXPIRE_JOB = 'train.expire';
/** Cancels an order never sent for approval (30 minutes), seats given back. */
export const SUBMIT_EXPIRE_JOB = 'train.submitExpire';
export const TICKET_JOB = 'train.ticket';
export const ISSUE_JOB = 'train.issue';
/** Violation item of a seat class above the traveller's standard. */
export const SEAT_CLASS = 'seatClass';

/** The booking kit's violation item and hold limit (booking/bookSteps). */
export { OVER_BUDGET, SUBMIT_LIMIT_MS, type OrderViolation } from '../booking/bookSteps';
