/**
 * The flight order-status tables (ARCHITECTURE §13), declared by the flight product (product.ts). The international
 * flight order types share them until their own product arrives.
 */
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { TICKETED_ORDER } from '../orders/ticketTransitions';
import type { TransitionTable } from '../orders/transitions';

/** Domestic flight order (11001): the shared ticketed-product table (paid → ticketing → issued, refunds, changes). */
const FLIGHT: TransitionTable = TICKETED_ORDER;

/** Refund sub-order (11002 / 11005): requested, approved, processed or refused. */
const FLIGHT_REFUND: TransitionTable = {
  awaitingSubmission: ['inApproval', 'refunding', 'cancelled'],
  inApproval: ['refunding', 'rejected', 'cancelled', 'awaitingSubmission'],
  refunding: ['refunded', 'rejected', 'cancelled'],
};

/** Change sub-order (11003 / 11006): the fare difference is paid before the change is made. */
const FLIGHT_CHANGE: TransitionTable = {
  awaitingSubmission: ['inApproval', 'awaitingPayment', 'changing', 'cancelled'],
  inApproval: ['awaitingPayment', 'changing', 'rejected', 'cancelled', 'awaitingSubmission'],
  awaitingPayment: ['paid', 'cancelled'],
  paid: ['changing', 'cancelled'],
  changing: ['changed', 'rejected', 'cancelled'],
};

/**
 * Every flight order type: main, refund and change orders, domestic and (kept on these tables for now)
 * international. The international ones are found by after-sales in order to be refused by name.
 */
export const FLIGHT_ORDER_TYPES = [
  ORDER_TYPE.flight,
  ORDER_TYPE.flightRefund,
  ORDER_TYPE.flightChange,
  ORDER_TYPE.flightIntl,
  ORDER_TYPE.flightIntlRefund,
  ORDER_TYPE.flightIntlChange,
] as const;

/** The table of each flight order type. */
export const FLIGHT_TRANSITIONS = {
  [ORDER_TYPE.flight]: FLIGHT,
  [ORDER_TYPE.flightIntl]: FLIGHT,
  [ORDER_TYPE.flightRefund]: FLIGHT_REFUND,
  [ORDER_TYPE.flightIntlRefund]: FLIGHT_REFUND,
  [ORDER_TYPE.flightChange]: FLIGHT_CHANGE,
  [ORDER_TYPE.flightIntlChange]: FLIGHT_CHANGE,
} as const satisfies Partial<Record<number, TransitionTable>>;
