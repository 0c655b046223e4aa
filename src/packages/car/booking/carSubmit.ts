/**
 * Cars plugged into the shared booking-submit pipeline (ARCHITECTURE §13; issue 14 /car/carEdit): freshness is the
 * estimate's age (an estimate holds 10 minutes: an older one is estimated again through the search store, and a new
 * price is asked before booking), duplicates are the passenger's car orders around the use time (checkSameOrder),
 * eligibility is checkPreBook (product closed, an unpaid finished ride, no car models), and the booking is bookJsyc
 * (instant), bookYyyc (scheduled and transfers) or bookCarOrder (day rental) under one idempotency key. The booked
 * order goes on by its nextStep: 'ride' to the ride's journey, 'pay' to the cashier, 'approval' /
 * 'awaitingSubmission' to /car/carCmp.
 */
import {
  CAR_USE_TYPE,
  type CarBookData,
  type CarBookRequest,
  type CarEstimate,
  type CarPreBookData,
  type CarUseType,
} from '../../../api/contract/car';
import {
  isRouteBookedRefusal,
  type Confirmations,
  type DuplicateOrder,
  type NextStep,
  type SubmitAdapter,
} from '../../../components/booking/submit';
import { ORDER_TYPE } from '../../../domain/codes';
import type { CarBookingApi } from './api';

/** The result screen of a car booking (SPEC §2). */
export const CAR_CMP = '/car/carCmp';
/** The journey of an instant ride (SPEC §2 real-time car). */
export const RIDE_DETAIL = '/car/carJsycDetail';

/** What the form would book, read afresh at every step. */
export interface CarDraft {
  request: CarBookRequest;
  cityCode: string;
  /** Who rides, for the duplicate-order check. */
  passenger: { empId?: string; contactsId?: string; name: string };
}

/**
 * Why the booking could not start: the class is no longer offered ('gone') or the policy now forbids it ('blocked'),
 * the query itself is no longer valid (e.g. the pick-up time is now too soon: 'invalid'), or estimating again failed.
 */
export type CarStaleReason = 'gone' | 'blocked' | 'invalid' | 'failed';

/** The estimate checked again: null while the one shown is fresh, else its class's new estimate or why there is none. */
export type CarRefresh = CarEstimate | CarStaleReason | null;

export type CarSubmitAdapter = SubmitAdapter<CarBookData, CarPreBookData, CarEstimate>;

export interface CarSubmitHooks {
  draft(): CarDraft | null;
  routeBookedQuestion(): string;
  /** Estimates again when the estimate shown is no longer fresh (null when it is). */
  refresh(): Promise<CarRefresh>;
  /** The form shows and books this estimate from now on (a fresh one at the same price, or a new price accepted). */
  adopt(estimate: CarEstimate): void;
}

/** The order type of a use type: instant rides 10906, every other service 11018. */
export function orderTypeOf(useType: CarUseType): number {
  return useType === CAR_USE_TYPE.instant ? ORDER_TYPE.carRealTime : ORDER_TYPE.car;
}

/** The booking call of a use type. */
export function bookCallOf(api: CarBookingApi, useType: CarUseType): CarBookingApi['bookJsyc'] {
  if (useType === CAR_USE_TYPE.instant) return api.bookJsyc;
  if (useType === CAR_USE_TYPE.dayRental) return api.bookCarOrder;
  return api.bookYyyc;
}

/** Where a booked car order goes: the ride's journey, the cashier, or the result screen (approval). */
export function carNextStep(booked: CarBookData): NextStep {
  if (booked.nextStep === 'ride') {
    return { kind: 'order', url: `${RIDE_DETAIL}/${encodeURIComponent(booked.orderId)}`, query: {} };
  }
  if (booked.nextStep === 'pay') return { kind: 'cashier', url: '/pay/payment', query: { orderIds: booked.orderId } };
  return { kind: 'approval', url: CAR_CMP, query: { orderId: booked.orderId } };
}

function withConfirmations(request: CarBookRequest, c: Confirmations): CarBookRequest {
  const out: CarBookRequest = { ...request };
  if (c.duplicate) out.confirmDuplicate = true;
  if (c.routeBooked) out.confirmRouteBooked = true;
  return out;
}

function draftOf(hooks: CarSubmitHooks): CarDraft {
  const d = hooks.draft();
  // The form's checks ran first; a form without a passenger or an estimate never reaches the pipeline.
  if (!d) throw new Error('car booking form incomplete');
  return d;
}

export function carSubmitAdapter(api: CarBookingApi, hooks: CarSubmitHooks): CarSubmitAdapter {
  let newEstimate: CarEstimate | null = null;
  return {
    intent: () => JSON.stringify(hooks.draft()?.request ?? null),
    async freshness() {
      newEstimate = null;
      const fresh = await hooks.refresh();
      if (fresh === null) return { fresh: true };
      if (typeof fresh === 'string') return { fresh: false, reason: fresh };
      if (fresh.price === draftOf(hooks).request.price) hooks.adopt(fresh);
      else newEstimate = fresh;
      return { fresh: true };
    },
    async duplicates(): Promise<DuplicateOrder[]> {
      const d = draftOf(hooks);
      const answer = await api.carCheckSameOrder({ useTime: d.request.useTime, passengers: [d.passenger] });
      return (answer.data?.orders ?? []).map((o) => ({
        orderId: o.orderId,
        orderNo: o.orderNo,
        psgName: o.passengerName,
        title: o.toName ? `${o.fromName} → ${o.toName}` : o.fromName,
        time: o.useTime,
      }));
    },
    async eligibility() {
      const d = draftOf(hooks);
      const { useType } = d.request;
      const answer = (await api.checkPreBook({ orderType: orderTypeOf(useType), useType, cityCode: d.cityCode })).data;
      if (!answer || answer.ok) return { eligible: true };
      return { eligible: false, detail: answer };
    },
    async book(key, confirmations) {
      if (newEstimate) {
        if (!confirmations.priceChanged) return { kind: 'priceChanged', detail: newEstimate };
        hooks.adopt(newEstimate);
        newEstimate = null;
      }
      const request = withConfirmations(draftOf(hooks).request, confirmations);
      let booked: CarBookData | undefined;
      try {
        booked = (await bookCallOf(api, request.useType)(request, key)).data;
      } catch (e) {
        if (!confirmations.routeBooked && isRouteBookedRefusal(e, hooks.routeBookedQuestion())) {
          return { kind: 'routeBooked' };
        }
        throw e;
      }
      // No order in a success answer counts as a lost answer: the same form retries under the same key.
      if (!booked?.orderId) throw new Error('car booking answered without an order');
      return { kind: 'booked', result: booked };
    },
    next: carNextStep,
  };
}
