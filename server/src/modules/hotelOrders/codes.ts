/** Names shared by the hotel orders module's files: product code, order number prefixes, job kinds, limits. */
import { PRODUCT } from '../../../../src/domain/codes';

/** Product code of hotels (booking rules, approval rules, trip budgets, the service fee). */
export const CPLX_HOTEL = String(PRODUCT.hotel);
/** Order numbers: 'HT…' for hotel orders, 'HTR…' for their refunds. */
export const ORDER_NO_PREFIX = 'HT';
export const REFUND_NO_PREFIX = 'HTR';

/** Job kinds (persisted steps of the supplier kit). */
export const JOB = {
  /** Cancels a prepay order still unpaid at its deadline, rooms given back. */
  expire: 'hotelOrders.expire',
  /** Cancels an order never sent for approval (30 minutes), rooms given back. */
  submitExpire: 'hotelOrders.submitExpire',
  /** Cancels an onsite order still without its card guarantee after 15 minutes, rooms given back. */
  guaranteeExpire: 'hotelOrders.guaranteeExpire',
  /** The hotel confirms: processing → confirmed with a confirmation number. */
  confirm: 'hotelOrders.confirm',
  /** After check-out: confirmed → completed. */
  complete: 'hotelOrders.complete',
  /** A refund goes to the hotel (applied → hotelConfirming), then is answered (→ refunded). */
  refundSend: 'hotelOrders.refundSend',
  refundDone: 'hotelOrders.refundDone',
} as const;

/** The demo hotel confirms 3 to 8 seconds after the order is paid, guaranteed or (onsite) booked. */
export const CONFIRM_DELAY_MS = [3000, 8000] as const;
/** The demo hotel takes a refund 1–3 s after it is asked and answers it 2–5 s later. */
export const REFUND_SEND_DELAY_MS = [1000, 3000] as const;
export const REFUND_DONE_DELAY_MS = [2000, 5000] as const;
/** Completion runs at noon (China time) of the check-out day. */
export const CHECK_OUT_HOUR = 12;
/** An onsite order waits this long for its card guarantee (the same 15 minutes as a payment, SPEC §9). */
export { PAY_LIMIT_MS as GUARANTEE_LIMIT_MS } from '../orders/lifecycle';

/** Refund reasons offered by applyHotelRefund (the last asks for a text). */
export const REFUND_REASONS = ['planChanged', 'hotelIssue', 'duplicate', 'other'] as const;
export type RefundReasonCode = (typeof REFUND_REASONS)[number];

/** The booking kit's violation item and hold limit (booking/bookSteps). */
export { OVER_BUDGET, SUBMIT_LIMIT_MS, type OrderViolation } from '../booking/bookSteps';
