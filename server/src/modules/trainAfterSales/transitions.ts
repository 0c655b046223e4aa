/**
 * Transition tables of train refunds (11010) and changes (11011). A refund is created 'refunding' and is processed
 * (refunded) or withdrawn (cancelled). A change is created 'seatSecured' (the new seat held); confirming it either
 * awaits payment of a dearer seat (then paid, then changing) or goes straight to changing; the issue step ends it
 * changed. A held or unpaid change is cancelled by the user or when its deadline passes.
 */
import { ORDER_TYPE } from '../../../../src/domain/codes';
import type { TransitionTable } from '../orders/transitions';

const TRAIN_REFUND: TransitionTable = {
  refunding: ['refunded', 'cancelled'],
};

const TRAIN_CHANGE: TransitionTable = {
  seatSecured: ['awaitingPayment', 'changing', 'cancelled'],
  awaitingPayment: ['paid', 'cancelled', 'closed'],
  paid: ['changing'],
  changing: ['changed'],
};

export const TRAIN_AFTER_SALES_ORDER_TYPES = [ORDER_TYPE.trainRefund, ORDER_TYPE.trainChange] as const;

export const TRAIN_AFTER_SALES_TRANSITIONS = {
  [ORDER_TYPE.trainRefund]: TRAIN_REFUND,
  [ORDER_TYPE.trainChange]: TRAIN_CHANGE,
} as const satisfies Partial<Record<number, TransitionTable>>;
