/**
 * Hotels plugged into the shared booking-submit pipeline (ARCHITECTURE §13): priceValidate is the freshness check
 * (price changed → asked before booking; full or expired → back to the rooms), checkSameOrder the duplicate orders,
 * book / order/v2/book the booking under one idempotency key. The booked order goes on by its nextStep: the cashier
 * ('pay'), or the booked screen — which opens the guarantee sheet for 'guarantee', shows the confirmation progress
 * for 'confirm' and the approval submission for 'approval' / 'awaitingSubmission'.
 */
import type { HotelBookData, HotelBookRequest, RatePlan } from '../../../api/contract/hotel';
import { isRouteBookedRefusal } from '../../../components/booking/submit/routeBooked';
import type { Confirmations, DuplicateOrder, NextStep, SubmitAdapter } from '../../../components/booking/submit';
import type { HotelScreens } from '../detail/screens';
import type { HotelBookingApi } from './api';

/** What the form would book, read afresh at every step. */
export interface HotelDraft {
  request: HotelBookRequest;
  checkIn: string;
  checkOut: string;
}

/** Why priceValidate refused: 'full' or 'expired', with the server's message. */
export interface HotelStale {
  reason: string;
  message: string;
}

export type HotelSubmitAdapter = SubmitAdapter<HotelBookData, never, RatePlan>;

export interface HotelSubmitHooks {
  draft(): HotelDraft;
  routeBookedQuestion(): string;
  onStale(stale: HotelStale): void;
  /** The user accepted the new price: the form shows and books the plan at it. */
  adoptPlan(plan: RatePlan): void;
}

/** The request with what the user confirmed during this attempt. */
function withConfirmations(request: HotelBookRequest, c: Confirmations): HotelBookRequest {
  const out: HotelBookRequest = { ...request };
  if (c.duplicate) out.confirmDuplicate = true;
  if (c.routeBooked) out.confirmRouteBooked = true;
  return out;
}

/** Where a booked hotel order goes next (the page reads `guarantee` to open the guarantee sheet). */
export function hotelNextStep(booked: Pick<HotelBookData, 'orderId' | 'nextStep'>, screens: HotelScreens): NextStep {
  if (booked.nextStep === 'pay') return { kind: 'cashier', url: '/pay/payment', query: { orderIds: booked.orderId } };
  const query: Record<string, string> = { orderId: booked.orderId };
  if (booked.nextStep === 'guarantee') query.guarantee = '1';
  return { kind: 'approval', url: screens.booked, query };
}

export function hotelSubmitAdapter(
  api: HotelBookingApi,
  screens: HotelScreens,
  hooks: HotelSubmitHooks,
): HotelSubmitAdapter {
  let newPlan: RatePlan | null = null;
  return {
    intent: () => JSON.stringify(hooks.draft().request),
    async freshness() {
      newPlan = null;
      const { request } = hooks.draft();
      const answer = (
        await api.priceValidate({ planKey: request.planKey, rooms: request.rooms, avgPrice: request.avgPrice })
      ).data;
      if (!answer || answer.valid) return { fresh: true };
      if (answer.reason === 'priceChanged' && answer.plan) {
        newPlan = answer.plan;
        return { fresh: true };
      }
      hooks.onStale({ reason: answer.reason, message: answer.message });
      return { fresh: false, reason: answer.reason };
    },
    async duplicates(): Promise<DuplicateOrder[]> {
      const d = hooks.draft();
      // Only people on file can have earlier orders.
      const guests = d.request.guests
        .filter((g) => g.empId || g.contactsId)
        .map((g) => (g.empId ? { empId: g.empId } : { contactsId: g.contactsId ?? '' }));
      if (guests.length === 0) return [];
      const answer = await api.checkSameOrder({ checkIn: d.checkIn, checkOut: d.checkOut, guests });
      return (answer.data?.orders ?? []).map((o) => ({
        orderId: o.orderId,
        orderNo: o.orderNo,
        psgName: o.guestName,
        title: o.hotelName,
        time: `${o.checkIn} ~ ${o.checkOut}`,
      }));
    },
    eligibility: () => Promise.resolve({ eligible: true }),
    async book(key, confirmations) {
      // A new price found by priceValidate: asked first, then adopted (the form shows and books it).
      if (newPlan) {
        if (!confirmations.priceChanged) return { kind: 'priceChanged', detail: newPlan };
        hooks.adoptPlan(newPlan);
        newPlan = null;
      }
      const request = withConfirmations(hooks.draft().request, confirmations);
      let booked: HotelBookData | undefined;
      try {
        booked = (await api.book(request, key)).data;
      } catch (e) {
        const askRoute = !confirmations.routeBooked && isRouteBookedRefusal(e, hooks.routeBookedQuestion());
        if (askRoute) return { kind: 'routeBooked' };
        throw e;
      }
      // No order in a success answer counts as a lost answer: the same form retries under the same key.
      if (!booked?.orderId) throw new Error('hotel booking answered without an order');
      return { kind: 'booked', result: booked };
    },
    next: (booked) => hotelNextStep(booked, screens),
  };
}
