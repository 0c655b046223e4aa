/**
 * International hotels plugged into the shared booking-submit pipeline (ARCHITECTURE §13): pricePlanOne again is the
 * freshness check (gone → stale, back to the rooms; another price → asked before booking), no duplicate check (the
 * guests are named, not on file), bookGj under one idempotency key; a prepaid order goes to the cashier, one waiting
 * for approval to the hotel result screen (/ht/htComplete, which shows any hotel order).
 */
import type { BookGjData, BookGjRequest, IntlRatePlan } from '../../../api/contract/hotelIntl';
import { isRouteBookedRefusal, type Confirmations, type SubmitAdapter } from '../../../components/booking/submit';
import { HOTEL_SCREENS } from '../detail/screens';
import { hotelNextStep } from '../booking/hotelSubmit';
import type { HotelIntlApi } from './intlStore';

export type IntlSubmitAdapter = SubmitAdapter<BookGjData, never, IntlRatePlan>;

export interface IntlSubmitHooks {
  request(): BookGjRequest;
  routeBookedQuestion(): string;
  onStale(): void;
  /** The user accepted the new price: the form shows and books the plan at it. */
  adoptPlan(plan: IntlRatePlan): void;
}

function withConfirmations(request: BookGjRequest, c: Confirmations): BookGjRequest {
  return c.routeBooked ? { ...request, confirmRouteBooked: true } : request;
}

export function intlSubmitAdapter(api: HotelIntlApi, hooks: IntlSubmitHooks): IntlSubmitAdapter {
  let newPlan: IntlRatePlan | null = null;
  return {
    intent: () => JSON.stringify(hooks.request()),
    async freshness() {
      newPlan = null;
      const r = hooks.request();
      const answer = (
        await api.pricePlanOne({ planKey: r.planKey, occupancy: r.occupancy, nationality: r.nationality })
      ).data;
      if (!answer || answer.plan.roomsLeft <= 0) {
        hooks.onStale();
        return { fresh: false, reason: 'expired' };
      }
      if (answer.plan.avgPrice !== r.avgPrice) newPlan = answer.plan;
      return { fresh: true };
    },
    duplicates: () => Promise.resolve([]),
    eligibility: () => Promise.resolve({ eligible: true }),
    async book(key, confirmations) {
      if (newPlan) {
        if (!confirmations.priceChanged) return { kind: 'priceChanged', detail: newPlan };
        hooks.adoptPlan(newPlan);
        newPlan = null;
      }
      let booked: BookGjData | undefined;
      try {
        booked = (await api.bookGj(withConfirmations(hooks.request(), confirmations), key)).data;
      } catch (e) {
        if (!confirmations.routeBooked && isRouteBookedRefusal(e, hooks.routeBookedQuestion())) {
          return { kind: 'routeBooked' };
        }
        throw e;
      }
      // No order in a success answer counts as a lost answer: the same form retries under the same key.
      if (!booked?.orderId) throw new Error('international hotel booking answered without an order');
      return { kind: 'booked', result: booked };
    },
    next: (booked) => hotelNextStep(booked, HOTEL_SCREENS[1]),
  };
}
