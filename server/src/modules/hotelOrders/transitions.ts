/**
 * Transition tables of hotel orders (11007) and their refunds (11008). A prepay order is paid at the cashier
 * (awaitingPayment → paid), then goes to the hotel (processing, the order status vocabulary's "confirming"); an
 * onsite order is created processing (awaiting its card guarantee when the plan asks for one), or goes there once
 * approved. The hotel confirms (confirmed, with its confirmation number); the stay ends completed after check-out.
 * Cancelling is allowed until the hotel is stayed in; a refund of some nights holds the order refunding and ends it
 * refunded or partRefunded (or back to where it was when withdrawn). A refund sub-order is created refunding and
 * ends refunded, or cancelled when withdrawn.
 */
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { BEFORE_PAYMENT, type TransitionTable } from '../orders/transitions';

const HOTEL_ORDER: TransitionTable = {
  ...BEFORE_PAYMENT,
  // Onsite plans skip payment: approved (or booked) straight to the hotel.
  inApproval: [...(BEFORE_PAYMENT.inApproval ?? []), 'processing'],
  paid: ['processing', 'cancelled'],
  processing: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'refunding', 'cancelled'],
  refunding: ['refunded', 'partRefunded', 'confirmed'],
  partRefunded: ['refunding', 'refunded', 'completed', 'cancelled'],
};

const HOTEL_REFUND: TransitionTable = {
  refunding: ['refunded', 'cancelled'],
};

export const HOTEL_TRANSITIONS = {
  [ORDER_TYPE.hotel]: HOTEL_ORDER,
  [ORDER_TYPE.hotelRefund]: HOTEL_REFUND,
} as const satisfies Partial<Record<number, TransitionTable>>;
