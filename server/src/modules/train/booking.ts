/**
 * validOrder, trBookOrder and bookTransfer (SPEC §5 train, §7 Train booking). The client's numbers are never
 * trusted: trains, seats, the booking hours, travellers (shared booking/passengers: scope, documents, rules), the
 * rail account, the travel policy, required fields, the trip request and its budget, insurance and the price are all
 * established again. The order (orders/creation.ts), the train rows and the seats taken from the supplier's stock
 * commit in ONE transaction (the route's, under the Idempotency-Key): two bookings racing for the last seat cannot
 * both succeed.
 */
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type {
  TrainBookData,
  TrainBookRequest,
  ValidOrderData,
  ValidOrderRequest,
} from '../../../../src/api/contract/train';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { buildPriceDetail } from '../../../../src/domain/priceDetail';
import { seatName, type SeatType } from '../../../../src/domain/train/seats';
import { translate, type Locale } from '../../i18n/messages';
import { invalid } from '../../lib/errors';
import { reserveSeats } from '../../suppliers/train';
import {
  approvalRequired,
  bookedOrderFields,
  bookedReply,
  checkRequiredFields,
  checkTripRequest,
  insuranceLines,
  orderViolationsOf,
  pickInsurance,
  reasonPicker,
  violationReasonOf,
} from '../booking/bookSteps';
import { checkRules, employeeIds, resolvePassengers, type Passenger } from '../booking/passengers';
import { loadBookingRules } from '../booking/service';
import { createOrder } from '../orders/creation';
import type { AuthInfo } from '../session/service';
import { markRouteBooked } from '../trip/booking';
import {
  checkLegs,
  checkPassengers,
  checkRailAccount,
  refusalText,
  seatsNeeded,
  type BookedLeg,
  type Refusal,
} from './checks';
import { CPLX_TRAIN, EXPIRE_JOB, ORDER_NO_PREFIX, SEAT_CLASS, SUBMIT_EXPIRE_JOB, SUBMIT_LIMIT_MS } from './codes';
import { allows } from './policy';
import { trainRepository } from './repository';
import { bandOf, fareType, ticketFen } from './fares';
import { writeTrainRows } from './rows';

const fail = (r: Refusal) => invalid(r.key, r.params);

function titleOf(legs: readonly BookedLeg[]): string {
  const [a, b] = legs as [BookedLeg, BookedLeg | undefined];
  if (!b) return `${a.run.from.cityZh}-${a.run.to.cityZh} ${a.run.trainCode}`;
  return `${a.run.from.cityZh}-${b.run.to.cityZh} ${a.run.trainCode}/${b.run.trainCode}`;
}

export function trainBooking(ctx: AppContext) {
  return {
    /** validOrder: the first problem (reason and message) or valid. Read-only. */
    async validOrder(auth: AuthInfo, req: ValidOrderRequest, locale: Locale): Promise<ValidOrderData> {
      const nowMs = ctx.now().getTime();
      const checked = await checkLegs(ctx.db, req.seatKeys, seatsNeeded(req.psgList), nowMs, locale, req.prices);
      let refusal: Refusal | null = 'refusal' in checked ? checked.refusal : null;
      if (!refusal && 'legs' in checked) {
        const first = checked.legs[0] as BookedLeg;
        const passengers = await resolvePassengers(ctx.db, auth, req.psgList, first.run.depDate);
        refusal =
          checkPassengers(passengers) ?? (await checkRailAccount(ctx.db, auth, req.railAccountId, passengers, locale));
      }
      if (!refusal) return { valid: true, reason: '', message: '' };
      return {
        valid: false,
        reason: refusal.reason,
        message: refusalText(refusal, locale),
        ...(refusal.seats ? { seats: refusal.seats } : {}),
        ...(refusal.verifyMode ? { verifyMode: refusal.verifyMode } : {}),
      };
    },

    /** trBookOrder (one seat key) and bookTransfer (two) inside the idempotent transaction `trx`. */
    async book(
      trx: Db,
      auth: AuthInfo,
      req: TrainBookRequest,
      locale: Locale,
      transfer: boolean,
    ): Promise<TrainBookData> {
      const nowMs = ctx.now().getTime();
      if (req.seatKeys.length !== (transfer ? 2 : 1)) throw invalid('train.legCount');
      const checked = await checkLegs(trx, req.seatKeys, seatsNeeded(req.psgList), nowMs, locale);
      if ('refusal' in checked) throw fail(checked.refusal);
      const legs = checked.legs;
      const first = legs[0] as BookedLeg;
      const last = legs[legs.length - 1] as BookedLeg;

      const passengers = await resolvePassengers(trx, auth, req.psgList, first.run.depDate);
      const countProblem = checkPassengers(passengers);
      if (countProblem) throw fail(countProblem);
      checkRules(passengers, last.run.arrTime, locale);
      const gate = await checkRailAccount(trx, auth, req.railAccountId, passengers, locale);
      if (gate) throw fail(gate);

      const tripType = req.tripType ?? 1;
      const { rules, serviceFeeFen } = await loadBookingRules(trx, auth.corpId, CPLX_TRAIN);
      const violated = tripType === 1 ? await seatViolations(trx, auth, legs, passengers) : false;
      const reasonOf = reasonPicker(trx, auth.corpId, CPLX_TRAIN, rules);
      const violationReason = await violationReasonOf(violated, rules, req, reasonOf);
      const remark = await checkRequiredFields(trx, auth.corpId, rules, req);

      // Price: tickets by height band, the company's insurance (per passenger and leg), the service fee per ticket.
      // Seats as the server sees the passengers (types from birth dates): free children take none.
      const bands = passengers.map(bandOf);
      const needed = bands.filter((b) => b !== 'free').length;
      for (const l of legs) {
        if (l.left < needed) {
          throw invalid('train.seatsInsufficient', { train: l.run.trainCode, seat: seatName(l.seat.seatType, locale) });
        }
      }
      const { products, perPassenger } = await pickInsurance(
        trx,
        auth.corpId,
        CPLX_TRAIN,
        req.insurance,
        passengers.length,
      );
      const price = buildPriceDetail({
        segments: legs.map((l) => ({
          fares: passengers.map((_, i) => ({
            psgType: fareType(bands[i] ?? 'adult'),
            fareFen: ticketFen(l.seat.priceFen, bands[i] ?? 'adult'),
            taxFen: 0,
          })),
        })),
        insurance: insuranceLines(products, perPassenger, legs.length),
        serviceFeeFen,
        tickets: needed * legs.length,
      });

      const travellerEmpIds = [...new Set(employeeIds(passengers))];
      const { request, overBudgetReason } = await checkTripRequest(trx, auth, req, {
        product: CPLX_TRAIN,
        dates: [...new Set(legs.map((l) => l.run.depDate))],
        travellerEmpIds,
        amountFen: price.totalFen,
        reasonOf,
      });
      const violations = orderViolationsOf(violated ? [SEAT_CLASS] : [], violationReason, request, overBudgetReason);
      const needsApproval = await approvalRequired(trx, auth, {
        product: CPLX_TRAIN,
        rules,
        travellerEmpIds,
        violations,
      });

      // Seats: one conditional statement each; a race lost refuses the whole booking (the transaction rolls back).
      for (const l of legs) {
        if (!(await reserveSeats(trx, l.run.trainId, l.seat.seatType as SeatType, needed, nowMs))) {
          throw invalid('train.seatsInsufficient', { train: l.run.trainCode, seat: seatName(l.seat.seatType, locale) });
        }
      }
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
          orderType: ORDER_TYPE.train,
          productType: Number(CPLX_TRAIN),
          totalFen: price.totalFen,
          title: titleOf(legs),
          travelDate: first.run.depDate,
          travelEndDate: last.run.arrTime.slice(0, 10),
          transferFlag: transfer ? 1 : 0,
          travellers: passengers,
          note: translate('zh-CN', 'train.note.booked'),
          expiryJob: { kind: EXPIRE_JOB },
          holdJob: { kind: SUBMIT_EXPIRE_JOB, afterMs: SUBMIT_LIMIT_MS },
        },
        { nowMs, actorEmpId: auth.empId },
      );
      await writeTrainRows(trx, {
        orderId: order.orderId,
        corpId: auth.corpId,
        req,
        transfer,
        legs,
        passengers,
        bands,
        perPassenger,
        price,
        routeId: request?.routeId || null,
        violations,
        seats: needed,
        nowMs,
      });
      if (request?.routeId) await markRouteBooked(trx, request.routeId, order.orderId, price.totalFen, nowMs);
      return { ...bookedReply(order, price.totalFen), transferFlag: transfer ? 1 : 0 };
    },
  };
}

/** Whether a seat of the booking is above a passenger's standard (outsiders follow the booker's). */
async function seatViolations(
  trx: Db,
  auth: AuthInfo,
  legs: readonly BookedLeg[],
  passengers: readonly Passenger[],
): Promise<boolean> {
  const rows = await trainRepository(trx).standards(auth.corpId, [auth.empId, ...employeeIds(passengers)]);
  const booker = rows.get(auth.empId)?.seatCodes ?? null;
  return legs.some((l) =>
    passengers.some((p) => !allows(l.seat.seatType, p.empId ? (rows.get(p.empId)?.seatCodes ?? null) : booker)),
  );
}
