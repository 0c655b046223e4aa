/**
 * Trains plugged into the shared booking-submit pipeline (ARCHITECTURE §13): validOrder is the freshness check
 * (booking hours, sale range, seats left, price, rail account, identity), trBookOrder (bookTransfer for a connection)
 * the booking under one idempotency key; an order that may be paid goes to the cashier, one that needs approval to
 * /tr/trCmp (its number and the approval submission).
 */
import type { Envelope } from '../../../api/contract/envelope';
import type {
  TrainBookData,
  TrainBookRequest,
  TrainSeat,
  ValidOrderData,
  ValidOrderRequest,
} from '../../../api/contract/train';
import { isRouteBookedRefusal } from '../../../components/booking/submit/routeBooked';
import type { NextStep, SubmitAdapter } from '../../../components/booking/submit';

/** The calls a train booking makes (the real API functions in the app, fakes in tests). */
export interface TrainBookingApi {
  validOrder(body: ValidOrderRequest): Promise<Envelope<ValidOrderData>>;
  trBookOrder(body: TrainBookRequest, idempotencyKey: string): Promise<Envelope<TrainBookData>>;
  bookTransfer(body: TrainBookRequest, idempotencyKey: string): Promise<Envelope<TrainBookData>>;
}

/** What the form would book, read afresh at every step. */
export interface TrainDraft {
  /** Two seat keys: a connection (bookTransfer). */
  transfer: boolean;
  valid: ValidOrderRequest;
  /** The trBookOrder / bookTransfer request. */
  request: TrainBookRequest;
}

/** Why validOrder refused: its reason code and message (and how a rail account must be verified). */
export interface TrainStale {
  reason: string;
  message: string;
  verifyMode?: 'sms' | 'face';
}

/** The seats at today's price when validOrder found the price changed (the question's detail). */
export type TrainPriceChange = TrainSeat[];

/** The train adapter of the pipeline. */
export type TrainSubmitAdapter = SubmitAdapter<TrainBookData, never, TrainPriceChange>;

/** The form's side of the adapter: what to book, and what to do when the user accepts a new price. */
export interface TrainSubmitHooks {
  draft(): TrainDraft;
  /** The SPEC §5 'This trip has already been booked, continue?' question in the app's language. */
  routeBookedQuestion(): string;
  /** validOrder refused: remembered so the page can explain it (the pipeline only carries a reason string). */
  onStale(stale: TrainStale): void;
  /** The user accepted the new price: the form shows and books the seats at it. */
  adoptSeats(seats: TrainSeat[]): void;
}

/**
 * Where a booked train order goes: the cashier when it may be paid now; otherwise (it waits for its approval
 * submission, or is already in approval through a trip request's flow) the booking-complete screen, which shows
 * the order number and sends it for approval.
 */
export function trainNextStep(booked: TrainBookData): NextStep {
  if (booked.nextStep === 'pay') return { kind: 'cashier', url: '/pay/payment', query: { orderIds: booked.orderId } };
  return { kind: 'approval', url: '/tr/trCmp', query: { orderId: booked.orderId } };
}

/**
 * The adapter over the form. validOrder's 'priceChanged' is not stale: the booking step asks the user first (the
 * pipeline's price question) and books at the new price only after a yes.
 */
export function trainSubmitAdapter(api: TrainBookingApi, hooks: TrainSubmitHooks): TrainSubmitAdapter {
  let newPrice: TrainSeat[] | null = null;
  return {
    intent: () => JSON.stringify(hooks.draft().request),
    async freshness() {
      newPrice = null;
      const answer = (await api.validOrder(hooks.draft().valid)).data;
      if (!answer || answer.valid) return { fresh: true };
      if (answer.reason === 'priceChanged' && answer.seats && answer.seats.length > 0) {
        newPrice = answer.seats;
        return { fresh: true };
      }
      hooks.onStale({ reason: answer.reason, message: answer.message, verifyMode: answer.verifyMode });
      return { fresh: false, reason: answer.reason };
    },
    // No duplicate-order call for trains (SPEC §7): the server refuses a duplicate with its tips.
    duplicates: () => Promise.resolve([]),
    eligibility: () => Promise.resolve({ eligible: true }),
    async book(key, confirmations) {
      if (newPrice && !confirmations.priceChanged) return { kind: 'priceChanged', detail: newPrice };
      if (newPrice && confirmations.priceChanged) {
        hooks.adoptSeats(newPrice);
        newPrice = null;
      }
      const d = hooks.draft();
      const request: TrainBookRequest = {
        ...d.request,
        ...(confirmations.duplicate ? { confirmDuplicate: true } : {}),
        ...(confirmations.routeBooked ? { confirmRouteBooked: true } : {}),
      };
      try {
        const answer = d.transfer ? await api.bookTransfer(request, key) : await api.trBookOrder(request, key);
        const booked = answer.data;
        // No order in a success answer: treated as a lost answer (the same form retries under the same key).
        if (!booked?.orderId) throw new Error('train booking answered without an order');
        return { kind: 'booked', result: booked };
      } catch (e) {
        if (!confirmations.routeBooked && isRouteBookedRefusal(e, hooks.routeBookedQuestion()))
          return { kind: 'routeBooked' };
        throw e;
      }
    },
    next: trainNextStep,
  };
}
