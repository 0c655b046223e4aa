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
import { fenToYuan } from '../../../../src/domain/money';
import type { Locale } from '../../i18n/messages';
import { invalid } from '../../lib/errors';
import { chinaDateTime } from '../../lib/time';
import { needsApproval } from '../approval/engine';
import { loadBookingRules } from '../booking/service';
import { createOrder } from '../orders/creation';
import type { AuthInfo } from '../session/service';
import { markRouteBooked } from '../trip/booking';
import {
  CPLX_FLIGHT,
  EXPIRE_JOB,
  ORDER_NO_PREFIX,
  OVER_BUDGET,
  SUBMIT_EXPIRE_JOB,
  SUBMIT_LIMIT_MS,
  type OrderViolation,
} from './bookingCodes';
import {
  checkDuplicates,
  checkRequiredFields,
  checkSegments,
  checkTripRequest,
  policyViolations,
  reasonPicker,
} from './bookingChecks';
import { checkRules, employeeIds, resolvePassengers } from '../booking/passengers';
import { priceBooking } from './bookingPrice';
import { writeFlightRows } from './bookingRows';
import { cancelFlightOrder } from './cancel';
import { cityName } from './present';
import { reserveSeats } from './seats';
import { resolveFares, type ResolvedFare } from './service';

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
      const segs = await resolveFares(ctx, trx, req.fareKeys, true);
      checkSegments(req.tripType, segs, nowMs);
      const first = segs[0] as ResolvedFare;
      const last = segs[segs.length - 1] as ResolvedFare;

      const passengers = await resolvePassengers(trx, auth, req.psgList, first.flight.date);
      checkRules(passengers, last.flight.arrTime, locale);
      const seatsNeeded = passengers.filter((p) => p.psgType !== 3).length;
      for (const s of segs) if (s.fare.seats < seatsNeeded) throw invalid('seatsInsufficient');

      const violations = await policyViolations(trx, auth.corpId, auth.empId, segs, passengers, nowMs);
      const { rules, serviceFeeFen } = await loadBookingRules(trx, auth.corpId, CPLX_FLIGHT);
      const reasonOf = reasonPicker(trx, auth.corpId, rules);
      let violationReason = '';
      if (violations.length > 0) {
        if (rules.mustComply) throw invalid('policyBlocked');
        violationReason = await reasonOf(
          req.violationReasonId,
          req.violationReasonText,
          'violationReasonId',
          'violationReasonRequired',
        );
      }
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
        dates: [...new Set(segs.map((s) => s.flight.date))],
        travellerEmpIds,
        amountFen: price.totalFen,
        reasonOf,
      });
      const orderViolations: OrderViolation[] = [
        ...[...new Set(violations.map((v) => v.code as string))].map((item) => ({ item, reason: violationReason })),
        ...(request?.overBudget ? [{ item: OVER_BUDGET, reason: overBudgetReason }] : []),
      ];

      // Approval: the company's flat rule, or a matching approval rule (A1's engine) for this product and violations.
      // The employee approval mode of the booker or the first employee traveller (company `approval.subjectBy`):
      // exempt skips even the flat rule; "always" with no rule to send it by is refused here by name.
      const match = await needsApproval(trx, {
        corpId: auth.corpId,
        deptId: auth.deptId,
        applicantEmpId: auth.empId,
        travellerEmpIds,
        product: CPLX_FLIGHT,
        violated: orderViolations.length > 0,
        violateItems: orderViolations.map((v) => v.item),
      });
      const approvalRequired = !match.exempt && (rules.approvalRequired || match.required);

      await reserveSeats(trx, segs, seatsNeeded, nowMs);
      const order = await createOrder(
        trx,
        {
          corpId: auth.corpId,
          empId: auth.empId,
          deptId: auth.deptId,
          orderNoPrefix: ORDER_NO_PREFIX,
          orderType: ORDER_TYPE.flight,
          productType: Number(CPLX_FLIGHT),
          status: approvalRequired ? 'awaitingSubmission' : 'awaitingPayment',
          totalFen: price.totalFen,
          title: titleOf(req.tripType, segs),
          travelDate: first.flight.date,
          travelEndDate: last.flight.date,
          transferFlag: req.tripType === 3 ? 1 : 0,
          ccsqdId: req.ccsqdId ?? null,
          linkMan: req.linkman.trim(),
          linkTel: req.linkTel.trim(),
          linkEmail: (req.linkEmail ?? '').trim(),
          costCenterId: req.costCenterId ?? null,
          projectId: req.projectId ?? null,
          violationReason: [...new Set([violationReason, overBudgetReason].filter((x) => x !== ''))].join('；'),
          remark,
          approvalRequired,
          travellers: passengers,
          note: 'booked',
          expiryJob: { kind: EXPIRE_JOB },
          // Seats are not held forever: unsent after 30 minutes, the order is cancelled (approvalDeadlines.ts).
          holdJob: { kind: SUBMIT_EXPIRE_JOB, afterMs: SUBMIT_LIMIT_MS },
        },
        { nowMs, actorEmpId: auth.empId },
      );
      const { orderId, orderNo, payDeadline } = order;
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

      return {
        orderId,
        orderNo,
        amount: fenToYuan(price.totalFen),
        nextStep: payDeadline !== null ? 'pay' : 'awaitingSubmission',
        payDeadline: payDeadline === null ? '' : chinaDateTime(payDeadline),
      };
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
