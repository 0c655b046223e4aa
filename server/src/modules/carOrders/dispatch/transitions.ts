/**
 * Transition tables of car orders (SPEC §4 car journey stages). A pre-booked service (11018: scheduled, airport and
 * station transfers, day rental) is prepaid at its estimate: awaitingPayment → paid → dispatching (at use time minus
 * 30 minutes) → dispatched (driver accepted) → driverArrived → inService (trip started) → completed. An instant ride
 * (10906) starts dispatching at booking (or once approved) and is paid at the end: inService → awaitingPayment (the
 * actual fare) → paid → completed. A ride is cancelled from any stage before the trip starts; an instant ride
 * cancelled after a driver accepted owes its cancel fee (dispatched/driverArrived → awaitingPayment with the fee as
 * total → paid → cancelled).
 */
import { ORDER_TYPE } from '../../../../../src/domain/codes';
import { BEFORE_PAYMENT, type TransitionTable } from '../../orders/transitions';

/** The ride's journey once a driver is being called, shared by both order types. */
const JOURNEY: TransitionTable = {
  dispatching: ['dispatched', 'cancelled'],
  dispatched: ['driverArrived', 'cancelled'],
  driverArrived: ['inService', 'cancelled'],
};

const PRE_BOOKED: TransitionTable = {
  ...BEFORE_PAYMENT,
  awaitingPayment: ['paid', 'cancelled'],
  paid: ['dispatching', 'cancelled'],
  ...JOURNEY,
  inService: ['completed'],
};

const INSTANT: TransitionTable = {
  // Approval (when the company's policy asks for it) comes before calling: approved → dispatching.
  awaitingSubmission: ['inApproval', 'dispatching', 'cancelled'],
  inApproval: ['dispatching', 'rejected', 'approvalTerminated', 'cancelled', 'awaitingSubmission'],
  rejected: ['cancelled', 'closed'],
  approvalTerminated: ['cancelled', 'closed'],
  dispatching: ['dispatched', 'cancelled'],
  // A cancel with a fee leaves the fee to pay (awaitingPayment).
  dispatched: ['driverArrived', 'cancelled', 'awaitingPayment'],
  driverArrived: ['inService', 'cancelled', 'awaitingPayment'],
  inService: ['awaitingPayment'],
  awaitingPayment: ['paid'],
  // Paid at the end: the ride completed, or a cancel fee settled (cancelled).
  paid: ['completed', 'cancelled'],
};

export const CAR_TRANSITIONS = {
  [ORDER_TYPE.car]: PRE_BOOKED,
  [ORDER_TYPE.carRealTime]: INSTANT,
} as const satisfies Partial<Record<number, TransitionTable>>;
