/**
 * The booking-submit pipeline every product shares (ARCHITECTURE §13). A product writes an adapter
 * ({@link SubmitAdapter}) and renders the store's question; the pipeline owns the order of the steps and the
 * idempotency key.
 */
export { BookingSubmit, type BookingSubmitOptions } from './BookingSubmit';
export { isRouteBookedRefusal } from './routeBooked';
export type {
  Asker,
  BookAnswer,
  Confirmable,
  Confirmations,
  DuplicateOrder,
  Eligibility,
  Freshness,
  NextStep,
  SubmitAdapter,
  SubmitOutcome,
  SubmitQuestion,
  SubmitStep,
  SubmitUi,
} from './types';
