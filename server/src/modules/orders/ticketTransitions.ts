/**
 * The after-payment steps of a ticketed product (flights, trains…): paid → ticketing → issued, then refunds and
 * changes. Product tables spread it after BEFORE_PAYMENT (modules/orders/transitions.ts).
 */
import { BEFORE_PAYMENT, type TransitionTable } from './transitions';

/** Main order of a ticketed product: approval and payment, ticketing, then refunds and changes. */
export const TICKETED_ORDER: TransitionTable = {
  ...BEFORE_PAYMENT,
  // cancelled after payment: ticketing failed (or was cancelled before tickets) and the money is returned in full.
  paid: ['ticketing', 'cancelled'],
  ticketing: ['issued', 'cancelled'],
  issued: ['refunding', 'changing', 'refunded', 'partRefunded', 'changed', 'partChanged', 'completed'],
  // A refused or withdrawn refund/change returns to the status it came from.
  refunding: ['refunded', 'partRefunded', 'issued', 'changed', 'partChanged'],
  changing: ['changed', 'partChanged', 'issued', 'partRefunded'],
  partRefunded: ['refunding', 'changing', 'refunded', 'completed'],
  changed: ['refunding', 'changing', 'refunded', 'partRefunded', 'partChanged', 'completed'],
  partChanged: ['refunding', 'changing', 'changed', 'refunded', 'partRefunded', 'completed'],
};
