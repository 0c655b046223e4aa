/**
 * Flight changes (SPEC §3 change, §7 order operations, §9 fees): what may be changed (applyTkChange), flights of
 * the segment's route on the new date (tkChangeQueryFlight), the fee (queryChangeFee, changePlan.ts), the change
 * order (tkChangeOrderAdd), its cancellation and detail. A change is an order of type 11003 of its own
 * (orders/creation.ts createChildOrder): the new seats are taken in the same transaction that creates it; with
 * something to pay it waits in 'awaitingPayment' (the cashier pays it like any order and the paid handler completes
 * it), otherwise it completes at once (changeComplete.ts: old seats back, the segment moved to the new flight,
 * tickets reissued, the flight order changed or partChanged). A change covers every passenger still flying the
 * segment: segments are shared by the order's passengers.
 */
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type {
  ApplyTkChangeData,
  ChangeAddData,
  ChangeAddRequest,
  ChangeDetailRequest,
  ChangeFeeData,
  ChangeFeeRequest,
  ChangeFlightOption,
  ChangeOrderDetail,
  ChangeQueryFlightData,
  ChangeQueryFlightRequest,
  ChangeableRange,
  FlightCabin,
} from '../../../../src/api/contract/flight';
import { isFlightBookable } from '../../../../src/domain/bookingWindows';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { fenToYuan } from '../../../../src/domain/money';
import { translate, type Locale } from '../../i18n/messages';
import type { JobHandlers } from '../../jobs';
import { invalid, invalidField } from '../../lib/errors';
import { addDays, chinaDateTime, chinaDay, isCalendarDate } from '../../lib/time';
import { SALE_HORIZON_DAYS, dayFlights } from '../../suppliers/flight';
import { defineStep, stepHandlers } from '../../suppliers/kit/step';
import { cityName, lowestFare, sortFares, toCabin, toFlightItem } from '../flight/present';
import { reserveSeats } from '../flight/seats';
import { SEARCH_CACHE_MS, live } from '../flight/service';
import { deadlineAhead, messageAbout, subOrderDetail, withdrawable } from '../orders/afterSales';
import { createChildOrder } from '../orders/creation';
import type { PaidHandler } from '../orders/lifecycle';
import { lifecycleRepository } from '../orders/lifecycleRepository';
import type { AuthInfo } from '../session/service';
import { cancelChange, completeChange } from './changeComplete';
import { changeRecord, feeData, findRange, planChange, rangeRefusal, snapshotOfRange } from './changePlan';
import {
  SUB_ORDER_PREFIX,
  flyingOn,
  holdFlightOrder,
  loadFlightOrder,
  presentRange,
  psgTypeOf,
  type PassengerRow,
} from './common';
import { afterSalesRepository } from './repository';
import { changeReasons, changeRuleText } from './texts';

export { cancelChange, completeChange };

export const CHANGE_EXPIRE_JOB = 'flightAfterSales.changeExpire';

/** Cancels a change still unpaid when its payment deadline passes. */
const expireStep = defineStep<{ changeId: string }>(CHANGE_EXPIRE_JOB, async ({ ctx, trx }, { changeId }) => {
  const at = ctx.now().getTime();
  const sub = await afterSalesRepository(trx).order(changeId);
  if (sub?.order_status !== 'awaitingPayment') return;
  const ahead = deadlineAhead(sub, at);
  if (ahead !== null) await expireStep.schedule(trx, { changeId }, ahead, at);
  else await cancelChange(trx, changeId, 'payment deadline passed', at, null);
});

export function flightChanges(ctx: AppContext) {
  const nowMs = () => ctx.now().getTime();

  return {
    async apply(auth: AuthInfo, orderId: string, locale: Locale): Promise<ApplyTkChangeData> {
      const facts = await loadFlightOrder(ctx.db, auth, orderId);
      const at = nowMs();
      const ranges: ChangeableRange[] = facts.ranges
        .filter((r) => r.status === 'active')
        .map((r) => {
          const refusal = rangeRefusal(facts, r, at);
          return {
            ...presentRange(locale, ctx.config.codeSecret, r.id, r.flight_json, r.cabin_json, Number(r.seats)),
            changeable: refusal === null,
            reason: refusal ? translate(locale, refusal.key, refusal.params) : '',
            psgIds: flyingOn(facts, r.id).map((p) => p.id),
          };
        });
      return {
        orderId: facts.order.id,
        orderNo: facts.order.order_no,
        ranges,
        passengers: facts.passengers.map((p) => ({
          psgId: p.id,
          psgName: p.psg_name,
          psgType: psgTypeOf(p),
          ticketNo: p.ticket_no,
          ticketStatus: p.ticket_status,
        })),
        reasons: changeReasons(locale),
        ruleText: changeRuleText(locale),
      };
    },

    /** tkChangeQueryFlight: the route's flights on the new date still bookable, fares of the segment's class first. */
    async queryFlights(auth: AuthInfo, req: ChangeQueryFlightRequest, locale: Locale): Promise<ChangeQueryFlightData> {
      const at = nowMs();
      const facts = await loadFlightOrder(ctx.db, auth, req.orderId);
      const range = findRange(facts, req.rangeId);
      const refusal = rangeRefusal(facts, range, at);
      if (refusal) throw refusal;
      if (!isCalendarDate(req.depDate)) throw invalidField('depDate', 'fieldFormat');
      const today = chinaDay(at);
      if (req.depDate < today) throw invalid('flightQueryPastDate');
      if (req.depDate > addDays(today, SALE_HORIZON_DAYS)) return { flights: [] };

      const old = snapshotOfRange(range);
      const cls = range.cabin_class as 'Y' | 'C' | 'F';
      const flights = await live(
        ctx.db,
        dayFlights(old.depCity, old.arrCity, req.depDate).filter((f) => isFlightBookable(f.depTime, at)),
      );
      const opts = { locale, secret: ctx.config.codeSecret, searchedAt: at };
      const options: ChangeFlightOption[] = flights.map((f) => {
        const fares = sortFares(f.fares);
        const ordered = [...fares.filter((x) => x.cabinClass === cls), ...fares.filter((x) => x.cabinClass !== cls)];
        const cabins: FlightCabin[] = ordered.map((x) => toCabin(f, x, opts));
        const lowest = lowestFare(f, cls) ?? lowestFare(f);
        const lowestCabin = cabins.find((c) => c.cabinCode === lowest?.cabinCode) ?? (cabins[0] as FlightCabin);
        return { flight: toFlightItem(f, lowestCabin, locale), cabins };
      });
      return { flights: options };
    },

    async fee(auth: AuthInfo, req: ChangeFeeRequest): Promise<ChangeFeeData> {
      const p = await planChange(ctx, ctx.db, auth, req, nowMs());
      return feeData(p.items);
    },

    /** tkChangeOrderAdd inside the idempotent transaction. */
    async add(trx: Db, auth: AuthInfo, req: ChangeAddRequest): Promise<ChangeAddData> {
      const at = nowMs();
      const p = await planChange(ctx, trx, auth, req, at);
      const { flight, fare, key } = p.target;
      if (at - key.searchedAt > SEARCH_CACHE_MS || key.searchedAt > at + 60_000) throw invalid('cacheExpired');
      const reason = req.changeReason.trim();
      if (reason === '') throw invalidField('changeReason', 'fieldRequired');
      const seats = p.passengers.filter((x) => x.psg_type !== 3).length;
      if (fare.seats < seats) throw invalid('seatsInsufficient');
      await reserveSeats(trx, [p.target], seats, at);

      const repo = afterSalesRepository(trx);
      const main = p.facts.order;
      const totalFen = p.items.reduce((s, i) => s + i.feeFen + i.diffFen, 0);
      const opts = { nowMs: at, actorEmpId: auth.empId };
      const sub = await createChildOrder(
        trx,
        main,
        'change',
        totalFen,
        {
          orderType: ORDER_TYPE.flightChange,
          orderNoPrefix: SUB_ORDER_PREFIX.change,
          status: totalFen > 0 ? 'awaitingPayment' : 'changing',
          title: `改签 ${cityName('zh-CN', flight.depCity)}-${cityName('zh-CN', flight.arrCity)} ${flight.flightNo}`,
          travelDate: flight.date,
          remark: reason,
        },
        opts,
      );
      const { orderId: changeId, orderNo: changeNo, payDeadline: deadline } = sub;
      const record = changeRecord(p, { changeId, empId: auth.empId, changeType: req.changeType, reason, seats, at });
      await repo.insertChange(record.change, record.items);
      const psgIds = p.passengers.map((x) => x.id);
      await holdFlightOrder(trx, main, 'changing', psgIds, `change ${changeNo}`, opts);
      if (deadline !== null) {
        await messageAbout(trx, changeId, 'msgChangeAwaitingPayment', at);
        await expireStep.schedule(trx, { changeId }, deadline, at);
      } else {
        await completeChange(trx, changeId, at);
      }
      return {
        changeId,
        changeNo,
        status: deadline !== null ? 'awaitingPayment' : 'changed',
        amount: fenToYuan(totalFen),
        payOrderId: deadline !== null ? changeId : '',
        payDeadline: deadline !== null ? chinaDateTime(deadline) : '',
      };
    },

    /** cancelChangeOrder inside the idempotent transaction: a change awaiting payment. */
    async cancel(trx: Db, auth: AuthInfo, changeId: string): Promise<{ changeId: string; status: string }> {
      const repo = afterSalesRepository(trx);
      const found = await withdrawable(trx, auth, changeId, ORDER_TYPE.flightChange, (x) => repo.change(x), {
        statuses: ['awaitingPayment'],
        refusal: 'changeNotPending',
      });
      if (!found) return { changeId, status: 'cancelled' };
      await cancelChange(trx, changeId, 'cancelled by user', nowMs(), auth.empId);
      return { changeId, status: 'cancelled' };
    },

    async detail(auth: AuthInfo, req: ChangeDetailRequest, locale: Locale): Promise<ChangeOrderDetail> {
      const repo = afterSalesRepository(ctx.db);
      const {
        id,
        sub,
        record: change,
        items,
        parentNo,
        timeline,
      } = await subOrderDetail(
        ctx.db,
        auth,
        { id: req.changeId, orderId: req.orderId },
        {
          subType: ORDER_TYPE.flightChange,
          parentType: ORDER_TYPE.flight,
          latest: (o) => repo.latestChangeId(o),
          record: (x) => repo.change(x),
          items: (x) => repo.changeItems(x),
        },
      );
      const passengers = await repo.passengers(change.order_id);
      const byId = new Map(passengers.map((p) => [p.id, p]));
      const at = nowMs();
      const deadline = sub.pay_deadline === null ? null : Number(sub.pay_deadline);
      const awaiting = sub.order_status === 'awaitingPayment';
      const secret = ctx.config.codeSecret;
      const seats = Number(change.seats_reserved);
      return {
        changeId: id,
        orderId: change.order_id,
        orderNo: parentNo,
        changeNo: sub.order_no,
        changeType: change.change_type === 2 ? 2 : 1,
        status: sub.order_status,
        amount: fenToYuan(Number(change.total_fen)),
        payDeadline: awaiting && deadline !== null ? chinaDateTime(deadline) : '',
        reason: change.reason,
        oldRange: presentRange(locale, secret, change.range_id, change.old_flight_json, change.old_cabin_json, seats),
        newRange: presentRange(locale, secret, change.range_id, change.new_flight_json, change.new_cabin_json, seats),
        fee: feeData(
          items.map((i) => ({
            psg: byId.get(i.psg_id) ?? ({ id: i.psg_id } as PassengerRow),
            oldFareFen: Number(i.old_fare_fen),
            newFareFen: Number(i.new_fare_fen),
            feeFen: Number(i.change_fee_fen),
            diffFen: Number(i.fare_diff_fen),
          })),
        ),
        payOrderId: awaiting && (deadline === null || at <= deadline) ? id : '',
        createdAt: chinaDateTime(Number(change.created_at)),
        timeline,
        canCancel: awaiting,
      };
    },
  };
}

/** A paid change order (11003) is made at once (the flight product's onPaid). */
export const changePaidHandler: PaidHandler = async (trx, orderId, ctx) => {
  // markOrdersPaid stamps paid_at with the business clock before calling us.
  const paidAt = (await lifecycleRepository(trx).paidAtMs(orderId)) ?? ctx.now().getTime();
  await completeChange(trx, orderId, paidAt);
};

/** The change order's payment expiry (declared by the flight product). */
export const changeJobs: JobHandlers = stepHandlers(expireStep);
