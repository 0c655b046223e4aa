/** The train order-status table (ARCHITECTURE §13), declared by the train product (product.ts). */
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { TICKETED_ORDER } from '../orders/ticketTransitions';
import type { TransitionTable } from '../orders/transitions';

/**
 * Train order (11009): the shared ticketed-product table (paid → ticketing → issued, then refunds and changes;
 * after-sales moves those). Refund, change and waitlist sub-orders are declared by their own modules.
 */
export const TRAIN_TRANSITIONS = { [ORDER_TYPE.train]: TICKETED_ORDER } as const satisfies Partial<
  Record<number, TransitionTable>
>;
