/**
 * Domestic flights plugged into the shared booking-submit pipeline (ARCHITECTURE §13): validateTimeOut is the
 * freshness check, checkSameOrder the duplicate check, checkXyhBmd (three-party-agreement whitelist) the eligibility
 * check, bookV3 the booking; an order that needs approval goes to /approval/Send, any other to the cashier (tkCmp).
 */
import type { Envelope } from '../../../api/contract/envelope';
import type {
  CheckSameOrderData,
  CheckSameOrderRequest,
  CheckXyhBmdData,
  CheckXyhBmdRequest,
  FlightBookData,
  FlightBookRequest,
  TravellerRef,
  ValidateTimeOutData,
  ValidateTimeOutRequest,
} from '../../../api/contract';
import { isRouteBookedRefusal } from '../../../components/booking/submit/routeBooked';
import { ORDER_TYPE } from '../../../domain/codes';
import type { NextStep, SubmitAdapter } from '../../../components/booking/submit';

/** The calls a flight booking makes (the real API functions in the app, fakes in tests). */
export interface FlightBookingApi {
  validateTimeOut(body: ValidateTimeOutRequest): Promise<Envelope<ValidateTimeOutData>>;
  flightCheckSameOrder(body: CheckSameOrderRequest): Promise<Envelope<CheckSameOrderData>>;
  checkXyhBmd(body: CheckXyhBmdRequest): Promise<Envelope<CheckXyhBmdData>>;
  bookV3(body: FlightBookRequest, idempotencyKey: string): Promise<Envelope<FlightBookData>>;
}

/** What the form would book, read afresh at every step. */
export interface FlightDraft {
  fareKeys: string[];
  /** Travellers on file (the duplicate check). */
  refs: TravellerRef[];
  psgNames: string[];
  whitelist: CheckXyhBmdRequest;
  /** The bookV3 request, with or without the duplicate confirmation. */
  request(confirmDuplicate: boolean): FlightBookRequest;
}

/** Passengers the whitelist refused, with the airline and why. */
export type WhitelistRefusal = CheckXyhBmdData['list'];

/** The flight adapter of the pipeline. */
export type FlightSubmitAdapter = SubmitAdapter<FlightBookData, WhitelistRefusal, never>;

/** Where a booked flight order goes: the cashier when it may be paid now, else the approval submission. */
export function flightNextStep(booked: FlightBookData): NextStep {
  return booked.nextStep === 'pay'
    ? { kind: 'cashier', url: '/tk/tkCmp', query: { orderId: booked.orderId } }
    : {
        kind: 'approval',
        url: '/approval/Send',
        query: { orderId: booked.orderId, orderType: String(ORDER_TYPE.flight) },
      };
}

/**
 * The adapter over the form's `draft()`. `routeBookedQuestion` is the SPEC §5 question in the app's language (how
 * the server's refusal is recognised).
 */
export function flightSubmitAdapter(
  api: FlightBookingApi,
  draft: () => FlightDraft,
  routeBookedQuestion: () => string,
): FlightSubmitAdapter {
  return {
    intent: () => JSON.stringify(draft().request(false)),
    async freshness() {
      const fresh = await api.validateTimeOut({ fareKeys: draft().fareKeys });
      return fresh.data && !fresh.data.valid ? { fresh: false, reason: fresh.data.reason } : { fresh: true };
    },
    async duplicates() {
      const d = draft();
      const same = await api.flightCheckSameOrder({ fareKeys: d.fareKeys, travellers: d.refs, psgNames: d.psgNames });
      return (same.data?.duplicates ?? []).map((x) => ({
        orderId: x.orderId,
        orderNo: x.orderNo,
        psgName: x.psgName,
        title: x.flightNo,
        time: x.depTime,
      }));
    },
    async eligibility() {
      const verdict = (await api.checkXyhBmd(draft().whitelist)).data;
      return verdict && !verdict.passed ? { eligible: false, detail: verdict.list } : { eligible: true };
    },
    async book(key, confirmations) {
      const request = draft().request(confirmations.duplicate);
      const body = confirmations.routeBooked ? { ...request, confirmRouteBooked: true } : request;
      try {
        const booked = (await api.bookV3(body, key)).data;
        // No order in a success answer: treated as a lost answer (the same form retries under the same key).
        if (!booked?.orderId) throw new Error('bookV3 answered without an order');
        return { kind: 'booked', result: booked };
      } catch (e) {
        if (!confirmations.routeBooked && isRouteBookedRefusal(e, routeBookedQuestion()))
          return { kind: 'routeBooked' };
        throw e;
      }
    },
    next: flightNextStep,
  };
}
