/**
 * The waitlist order-status table (order type 20031, SPEC §4 ticket grabbing): paid → grabbing, then a seat is
 * locked (seatSecured) and issued, or the order fails and is refunded in full. The user may cancel until a seat is
 * secured (a paid order is refunded in full).
 */
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { BEFORE_PAYMENT, type TransitionTable } from '../orders/transitions';

const BENCH: TransitionTable = {
  ...BEFORE_PAYMENT,
  paid: ['grabbing', 'cancelled', 'refunded'],
  grabbing: ['seatSecured', 'refunded', 'cancelled'],
  seatSecured: ['issued'],
  issued: ['completed'],
};

export const BENCH_ORDER_TYPES = [ORDER_TYPE.trainBerth] as const;

export const BENCH_TRANSITIONS = {
  [ORDER_TYPE.trainBerth]: BENCH,
} as const satisfies Partial<Record<number, TransitionTable>>;
