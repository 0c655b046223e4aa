/**
 * bookV3 and cancelPnr (SPEC §3 flight order, §5 booking rules). The client's numbers are never trusted: fares,
 * seats, the 40-minute rule, travellers (scope, documents, passenger rules), the travel policy, required fields,
 * duplicates, insurance and the price are all established again here (booking/passengers, bookingChecks,
 * bookingPrice). The order (orders/creation.ts: travellers, first timeline row, pay deadline, expiry job), the flight
 * rows and the seat decrement commit in ONE transaction (the caller's, under the Idempotency-Key).
 *
 * Through a trip request (issue 4): the request, travellers, dates and transport budget are checked by the trip
 * module; over budget is the violation item `overBudget` with its own reason. Approval is needed by the company's
 * flat rule or a matching approval rule (product 10901, violated, violation items): the order then waits for
 * submission (/approval/Send); approvalOutcome.ts moves it on by the outcome.
 */
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { FlightBookData, FlightBookRequest } from '../../../../src/api/contract/flight';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import type { Locale } from '../../i18n/messages';
import { invalid } from '../../lib/errors';
import { loadBookingRules } from '../booking/service';
import { createOrder } from '../orders/creation';
import type { AuthInfo } from '../session/service';
import { markRouteBooked } from '../trip/booking';
import {
  approvalRequired,
  bookedOrderFields,
  bookedReply,
  checkRequiredFields,
  checkTripRequest,
  orderViolationsOf,
  reasonPicker,
  violationReasonOf,
} from '../booking/bookSteps';
import { CPLX_FLIGHT, EXPIRE_JOB, ORDER_NO_PREFIX, SUBMIT_EXPIRE_JOB, SUBMIT_LIMIT_MS } from './bookingCodes';
import { checkDuplicates, checkSegments, policyViolations } from './bookingChecks';
import { bookingEmployeeIds, checkRules, employeeIds, resolvePassengers } from '../booking/passengers';
import { priceBooking } from './bookingPrice';
import { flightRepository } from './repository';
import { writeFlightRows } from './bookingRows';
import { cancelFlightOrder } from './cancel';
import { cityName } from './present';
import { reserveSeats } from './seats';
import { resolveBookingFares, widestWindowMin } from './bookingFares';
import type { ResolvedFare } from './service';

function titleOf(tripType: 1 | 2 | 3, segs: readonly ResolvedFare[]): string {
  const [a, b] = segs as [ResolvedFare, ResolvedFare | undefined];
  const from = cityName('zh-CN', a.flight.depCity);
  const to = cityName('zh-CN', a.flight.arrCity);
  if (!b) return `${from}-${to} ${a.flight.flightNo}`;
  if (tripType === 2) return `${from}⇌${to} ${a.flight.flightNo}/${b.flight.flightNo}`;
  return `${from}-${to}-${cityName('zh-CN', b.flight.arrCity)} ${a.flight.flightNo}/${b.flight.flightNo}`;
}

export function flightBooking(ctx: AppContext) {
  return {
    /** bookV3 inside the idempotent transaction `trx`. */
    async book(trx: Db, auth: AuthInfo, req: FlightBookRequest, locale: Locale): Promise<FlightBookData> {
      const nowMs = ctx.now().getTime();
      // The booker and employee travellers with their travel standards: one read for the passengers and the policy,
      // first, so the fares' read takes only the flights their widest lowest-fare window compares with.
      const staff = await flightRepository(trx).bookingStaff(auth.corpId, bookingEmployeeIds(auth, req.psgList));
      const windowMin = widestWindowMin([...staff.standards.values()].map((s) => s.standard));
      const segs = await resolveBookingFares(ctx, trx, req.fareKeys, windowMin);
      checkSegments(req.tripType, segs, nowMs);
      const first = segs[0] as ResolvedFare;
      const last = segs[segs.length - 1] as ResolvedFare;

      const passengers = await resolvePassengers(trx, auth, req.psgList, first.flight.date, staff.employees);
      checkRules(passengers, last.flight.arrTime, locale);
      const seatsNeeded = passengers.filter((p) => p.psgType !== 3).length;
      for (const s of segs) if (s.fare.seats < seatsNeeded) throw invalid('seatsInsufficient');

      const violations = await policyViolations(trx, auth.corpId, auth.empId, segs, passengers, nowMs, staff.standards);
      const { rules, serviceFeeFen, approvalSubjectBy, rulesVersion } = await loadBookingRules(
        trx,
        auth.corpId,
        CPLX_FLIGHT,
      );
      const reasonOf = reasonPicker(trx, auth.corpId, CPLX_FLIGHT, rules);
      const violationReason = await violationReasonOf(violations.length > 0, rules, req, reasonOf);
      const remark = await checkRequiredFields(trx, auth.corpId, rules, req);
      if (!req.confirmDuplicate) await checkDuplicates(trx, auth.corpId, segs, passengers);
      const { price, perPassenger } = await priceBooking(
        trx,
        auth.corpId,
        req.insurance,
        segs,
        passengers,
        serviceFeeFen,
      );
      const travellerEmpIds = [...new Set(employeeIds(passengers))];

      const { request, overBudgetReason } = await checkTripRequest(trx, auth, req, {
        product: CPLX_FLIGHT,
        dates: [...new Set(segs.map((s) => s.flight.date))],
        travellerEmpIds,
        amountFen: price.totalFen,
        reasonOf,
      });
      const orderViolations = orderViolationsOf(
        violations.map((v) => v.code as string),
        violationReason,
        request,
        overBudgetReason,
      );
      const needsApproval = await approvalRequired(trx, auth, {
        product: CPLX_FLIGHT,
        rules,
        travellerEmpIds,
        violations: orderViolations,
        // The setting and the rules version read with the booking rules, the booker and travellers with the staff: only
        // the approval rules, and those only when the version changed.
        facts: { param: approvalSubjectBy, employees: staff.approval, rulesVersion },
      });

      await reserveSeats(trx, segs, seatsNeeded, nowMs);
      const order = await createOrder(
        trx,
        {
          ...bookedOrderFields(auth, req, {
            approvalRequired: needsApproval,
            violationReason,
            overBudgetReason,
            remark,
          }),
          orderNoPrefix: ORDER_NO_PREFIX,
          orderType: ORDER_TYPE.flight,
          productType: Number(CPLX_FLIGHT),
          totalFen: price.totalFen,
          title: titleOf(req.tripType, segs),
          travelDate: first.flight.date,
          travelEndDate: last.flight.date,
          transferFlag: req.tripType === 3 ? 1 : 0,
          travellers: passengers,
          note: 'booked',
          expiryJob: { kind: EXPIRE_JOB },
          // Seats are not held forever: unsent after 30 minutes, the order is cancelled (approvalDeadlines.ts).
          holdJob: { kind: SUBMIT_EXPIRE_JOB, afterMs: SUBMIT_LIMIT_MS },
        },
        { nowMs, actorEmpId: auth.empId },
      );
      const { orderId } = order;
      await writeFlightRows(trx, {
        orderId,
        corpId: auth.corpId,
        req,
        segs,
        passengers,
        perPassenger,
        price,
        routeId: request?.routeId || null,
        violations: orderViolations,
        seats: seatsNeeded,
        nowMs,
      });
      if (request?.routeId) await markRouteBooked(trx, request.routeId, orderId, price.totalFen, nowMs);
      return bookedReply(order, price.totalFen);
    },

    /** cancelPnr inside the idempotent transaction (cancel.ts). */
    async cancel(
      trx: Db,
      auth: AuthInfo,
      orderId: string,
      reason: string,
    ): Promise<{ orderId: string; orderStatus: string }> {
      return cancelFlightOrder(trx, auth, orderId, reason, ctx.now().getTime());
    },
  };
}

export type FlightBooking = ReturnType<typeof flightBooking>;
