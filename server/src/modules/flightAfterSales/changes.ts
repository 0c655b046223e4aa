/**
 * Flight changes (SPEC §3 change, §7 order operations, §9 fees): what may be changed (applyTkChange), flights of
 * the segment's route on the new date (tkChangeQueryFlight), the fee (queryChangeFee: 40% up to 2 hours before
 * departure, 60% after, at least 50 yuan, plus the fare difference), the change order (tkChangeOrderAdd), its
 * cancellation and detail. A change is an order of type 11003 of its own: the new seats are taken in the same
 * transaction that creates it; with something to pay it waits in 'awaitingPayment' (the cashier pays it like any
 * order and the paid handler completes it), otherwise it completes at once. Completing gives the old seats back,
 * moves the segment to the new flight, reissues the tickets and marks the flight order changed or partChanged.
 * A change covers every passenger still flying the segment: segments are shared by the order's passengers.
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
import { flightChangeFeeFen } from '../../../../src/domain/fees';
import { passengerFareFen } from '../../../../src/domain/flightPricing';
import { LIMITS } from '../../../../src/domain/limits';
import { fenToYuan } from '../../../../src/domain/money';
import type { OrderStatus } from '../../../../src/domain/orderStatus';
import { translate, type Locale } from '../../i18n/messages';
import { enqueue, registerJob } from '../../jobs';
import { newId, randomDigits } from '../../lib/crypto';
import { BizError, invalid, invalidField, notFound } from '../../lib/errors';
import { addDays, chinaDateTime, chinaDay, isCalendarDate } from '../../lib/time';
import { AIRLINE_BY_CODE, SALE_HORIZON_DAYS, dayFlights } from '../../suppliers/flight';
import {
  cityName,
  lowestFare,
  snapshotOf,
  sortFares,
  toCabin,
  toFlightItem,
  type FlightSnapshot,
} from '../flight/present';
import { flightRepository } from '../flight/repository';
import { SEARCH_CACHE_MS, live, resolveFares, type ResolvedFare } from '../flight/service';
import { orderCreated, orderTimeline, orderTransition, registerPaidHandler } from '../orders/lifecycle';
import { scopeFor } from '../orders/service';
import type { AuthInfo } from '../session/service';
import {
  checkOrderOpen,
  flyingOn,
  loadFlightOrder,
  messageAbout,
  presentRange,
  subOrderNo,
  ticketOpen,
  travellerCopies,
  type FlightOrderFacts,
  type PassengerRow,
  type RangeRow,
} from './common';
import { afterSalesRepository } from './repository';
import { changeReasons, changeRuleText } from './texts';

export const CHANGE_EXPIRE_JOB = 'flightAfterSales.changeExpire';
const PAY_LIMIT_MS = LIMITS.session.paymentLimitMinutes * 60_000;

interface ChangeJob {
  changeId: string;
}

interface Item {
  psg: PassengerRow;
  oldFareFen: number;
  newFareFen: number;
  feeFen: number;
  diffFen: number;
}

interface Plan {
  facts: FlightOrderFacts;
  range: RangeRow;
  passengers: PassengerRow[];
  target: ResolvedFare;
  items: Item[];
}

const psgTypeOf = (p: PassengerRow): 1 | 2 | 3 => (p.psg_type === 2 || p.psg_type === 3 ? p.psg_type : 1);

function snapshotOfRange(range: RangeRow): FlightSnapshot {
  return JSON.parse(range.flight_json) as FlightSnapshot;
}

/** Why a segment cannot be changed now, or null. Throws nothing: the apply screen shows the reason. */
function rangeRefusal(facts: FlightOrderFacts, range: RangeRow, nowMs: number): BizError | null {
  try {
    checkOrderOpen(facts.order.order_status);
  } catch (e) {
    if (e instanceof BizError) return e;
    throw e;
  }
  if (range.status !== 'active') return invalid('ticketBusy');
  if (nowMs >= Number(range.dep_at)) return invalid('changeDeparted');
  const flying = flyingOn(facts, range.id);
  if (flying.length === 0 || !flying.every(ticketOpen)) return invalid('ticketBusy');
  return null;
}

function findRange(facts: FlightOrderFacts, rangeId: string): RangeRow {
  const range = facts.ranges.find((r) => r.id === rangeId);
  if (!range) throw invalidField('rangeId');
  return range;
}

function feeData(items: readonly Item[]): ChangeFeeData {
  const totalChangeFee = items.reduce((s, i) => s + i.feeFen, 0);
  const totalFareDifference = items.reduce((s, i) => s + i.diffFen, 0);
  return {
    items: items.map((i) => ({
      psgId: i.psg.id,
      changeFee: fenToYuan(i.feeFen),
      fareDifference: fenToYuan(i.diffFen),
      total: fenToYuan(i.feeFen + i.diffFen),
    })),
    totalChangeFee: fenToYuan(totalChangeFee),
    totalFareDifference: fenToYuan(totalFareDifference),
    total: fenToYuan(totalChangeFee + totalFareDifference),
  };
}

export function flightChanges(ctx: AppContext) {
  const nowMs = () => ctx.now().getTime();

  /** The change asked for, checked, with its fee per passenger (the same for the quote and the change order). */
  async function plan(db: Db, auth: AuthInfo, req: ChangeFeeRequest, at: number): Promise<Plan> {
    const facts = await loadFlightOrder(db, auth, req.orderId);
    const range = findRange(facts, req.rangeId);
    const refusal = rangeRefusal(facts, range, at);
    if (refusal) throw refusal;
    const psgIds = [...new Set(req.psgIds)];
    if (psgIds.length !== req.psgIds.length) throw invalidField('psgIds');
    const byId = new Map(facts.passengers.map((p) => [p.id, p]));
    for (const id of psgIds) if (!byId.has(id)) throw invalidField('psgIds');
    const flying = flyingOn(facts, range.id);
    if (psgIds.length !== flying.length || !flying.every((p) => psgIds.includes(p.id))) {
      throw invalid('changeAllPassengers');
    }

    const [target] = await resolveFares(ctx, db, [req.fareKey]);
    const { flight, fare } = target as ResolvedFare;
    const old = snapshotOfRange(range);
    if (flight.depCity !== old.depCity || flight.arrCity !== old.arrCity) throw invalid('changeRouteMismatch');
    if (flight.flightNo === range.flight_no && flight.date === range.dep_date && fare.cabinCode === range.cabin_code) {
      throw invalid('changeSameFare');
    }
    if (!isFlightBookable(flight.depTime, at)) throw invalid('flightTooClose');

    const items = flying.map((psg) => {
      const type = psgTypeOf(psg);
      const oldFareFen = passengerFareFen(type, Number(range.adult_fare_fen), Number(range.class_full_fare_fen));
      const newFareFen = passengerFareFen(type, fare.priceFen, fare.classFullFen);
      // Involuntary changes (flight delayed or cancelled, illness) pay only the fare difference.
      const feeFen = req.changeType === 2 ? 0 : flightChangeFeeFen(oldFareFen, Number(range.dep_at), at);
      return { psg, oldFareFen, newFareFen, feeFen, diffFen: Math.max(0, newFareFen - oldFareFen) };
    });
    return { facts, range, passengers: flying, target: target as ResolvedFare, items };
  }

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
      const p = await plan(ctx.db, auth, req, nowMs());
      return feeData(p.items);
    },

    /** tkChangeOrderAdd inside the idempotent transaction. */
    async add(trx: Db, auth: AuthInfo, req: ChangeAddRequest): Promise<ChangeAddData> {
      const at = nowMs();
      const p = await plan(trx, auth, req, at);
      const { flight, fare, key } = p.target;
      if (at - key.searchedAt > SEARCH_CACHE_MS || key.searchedAt > at + 60_000) throw invalid('cacheExpired');
      const reason = req.changeReason.trim();
      if (reason === '') throw invalidField('changeReason', 'fieldRequired');
      const seats = p.passengers.filter((x) => x.psg_type !== 3).length;
      if (fare.seats < seats) throw invalid('seatsInsufficient');
      const taken = await flightRepository(trx).reserve(
        {
          flightNo: flight.flightNo,
          date: flight.date,
          cabinCode: fare.cabinCode,
          depAirport: flight.depAirport,
          arrAirport: flight.arrAirport,
          capacity: fare.capacity,
        },
        seats,
        at,
      );
      if (!taken) throw invalid('seatsInsufficient');

      const repo = afterSalesRepository(trx);
      const main = p.facts.order;
      const range = p.range;
      const changeFeeFen = p.items.reduce((s, i) => s + i.feeFen, 0);
      const fareDiffFen = p.items.reduce((s, i) => s + i.diffFen, 0);
      const totalFen = changeFeeFen + fareDiffFen;
      const status: OrderStatus = totalFen > 0 ? 'awaitingPayment' : 'changing';
      const deadline = status === 'awaitingPayment' ? at + PAY_LIMIT_MS : null;
      const changeId = newId(at);
      const changeNo = subOrderNo('C', at);
      const { seats: _seats, ...newFare } = fare;

      await repo.insertOrder(
        {
          id: changeId,
          corp_id: main.corp_id,
          emp_id: main.emp_id,
          dept_id: main.dept_id,
          order_no: changeNo,
          order_type: ORDER_TYPE.flightChange,
          product_type: main.product_type,
          order_status: status,
          total_fen: totalFen,
          title: `改签 ${cityName('zh-CN', flight.depCity)}-${cityName('zh-CN', flight.arrCity)} ${flight.flightNo}`,
          travel_date: flight.date,
          transfer_flag: main.transfer_flag,
          is_show_guarantee: 0,
          ccsqd_id: main.ccsqd_id,
          created_at: at,
          updated_at: at,
          pay_deadline: deadline,
          link_man: main.link_man,
          link_tel: main.link_tel,
          link_email: main.link_email,
          cost_center_id: main.cost_center_id,
          project_id: main.project_id,
          remark: reason,
        },
        await travellerCopies(trx, main.id, at, newId),
      );
      await repo.insertChange(
        {
          id: changeId,
          order_id: main.id,
          corp_id: main.corp_id,
          emp_id: auth.empId,
          range_id: range.id,
          change_type: req.changeType,
          reason,
          old_flight_no: range.flight_no,
          old_dep_date: range.dep_date,
          old_cabin_code: range.cabin_code,
          old_dep_at: Number(range.dep_at),
          old_adult_fare_fen: Number(range.adult_fare_fen),
          old_flight_json: range.flight_json,
          old_cabin_json: range.cabin_json,
          new_flight_no: flight.flightNo,
          new_dep_date: flight.date,
          new_cabin_code: fare.cabinCode,
          new_cabin_class: fare.cabinClass,
          new_dep_airport: flight.depAirport,
          new_arr_airport: flight.arrAirport,
          new_dep_at: flight.depAtMs,
          new_arr_at: flight.arrAtMs,
          new_adult_fare_fen: fare.priceFen,
          new_class_full_fare_fen: fare.classFullFen,
          new_construction_fen: flight.constructionFen,
          new_fuel_fen: flight.fuelFen,
          new_flight_json: JSON.stringify(snapshotOf(flight)),
          new_cabin_json: JSON.stringify(newFare),
          seats_reserved: seats,
          change_fee_fen: changeFeeFen,
          fare_diff_fen: fareDiffFen,
          total_fen: totalFen,
          prev_order_status: main.order_status,
          completed_at: null,
          created_at: at,
        },
        p.items.map((i) => ({
          change_id: changeId,
          psg_id: i.psg.id,
          corp_id: main.corp_id,
          psg_type: i.psg.psg_type,
          old_fare_fen: i.oldFareFen,
          new_fare_fen: i.newFareFen,
          change_fee_fen: i.feeFen,
          fare_diff_fen: i.diffFen,
          prev_ticket_status: i.psg.ticket_status,
          old_ticket_no: i.psg.ticket_no,
          new_ticket_no: '',
        })),
      );
      const opts = { nowMs: at, actorEmpId: auth.empId };
      await orderCreated(trx, changeId, `change of ${main.order_no}`, opts);
      await repo.setTicketStatus(
        p.passengers.map((x) => x.id),
        'changing',
      );
      await orderTransition(trx, main.id, [main.order_status as OrderStatus], 'changing', `change ${changeNo}`, {
        ...opts,
        message: false,
      });
      if (deadline !== null) {
        const sub = await repo.order(changeId);
        if (sub) await messageAbout(trx, sub, 'msgChangeAwaitingPayment', at);
        await enqueue(trx, CHANGE_EXPIRE_JOB, { changeId } satisfies ChangeJob, deadline, at);
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
      const sub = await repo.orderInScope(changeId, scopeFor(auth, 3), [ORDER_TYPE.flightChange]);
      if (!sub || !(await repo.change(changeId))) throw notFound();
      if (sub.order_status === 'cancelled') return { changeId, status: 'cancelled' };
      if (sub.order_status !== 'awaitingPayment') throw invalid('changeNotPending');
      await cancelChange(trx, changeId, 'cancelled by user', nowMs(), auth.empId);
      return { changeId, status: 'cancelled' };
    },

    async detail(auth: AuthInfo, req: ChangeDetailRequest, locale: Locale): Promise<ChangeOrderDetail> {
      const repo = afterSalesRepository(ctx.db);
      const scope = scopeFor(auth, 3);
      let id = req.changeId?.trim() ?? '';
      if (id === '' && req.orderId) {
        // An order id: the change itself (as the order centre opens it) or a flight order's newest change.
        const own = await repo.orderInScope(req.orderId, scope, [ORDER_TYPE.flightChange]);
        if (own) id = own.id;
        else if (await repo.orderInScope(req.orderId, scope, [ORDER_TYPE.flight])) {
          id = (await repo.latestChangeId(req.orderId)) ?? '';
        }
      }
      if (id === '') throw notFound();
      const sub = await repo.orderInScope(id, scope, [ORDER_TYPE.flightChange]);
      const change = sub ? await repo.change(id) : undefined;
      if (!sub || !change) throw notFound();
      const [main, items, passengers, events] = await Promise.all([
        repo.order(change.order_id),
        repo.changeItems(id),
        repo.passengers(change.order_id),
        orderTimeline(ctx.db, id),
      ]);
      const byId = new Map(passengers.map((p) => [p.id, p]));
      const at = nowMs();
      const deadline = sub.pay_deadline === null ? null : Number(sub.pay_deadline);
      const awaiting = sub.order_status === 'awaitingPayment';
      const secret = ctx.config.codeSecret;
      const seats = Number(change.seats_reserved);
      return {
        changeId: id,
        orderId: change.order_id,
        orderNo: main?.order_no ?? '',
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
        timeline: events.map((e) => ({ status: e.to_status, at: chinaDateTime(Number(e.created_at)), note: e.note })),
        canCancel: awaiting,
      };
    },
  };
}

/**
 * Completes a change (paid, or nothing to pay): old seats back, the segment moved to the new flight, tickets
 * reissued, the change order and the flight order changed. In the caller's transaction.
 */
export async function completeChange(trx: Db, changeId: string, at: number): Promise<void> {
  const repo = afterSalesRepository(trx);
  const sub = await repo.order(changeId);
  const change = await repo.change(changeId);
  if (!sub || !change) throw notFound();
  const opts = { nowMs: at, actorEmpId: null };
  if (sub.order_status === 'paid') {
    await orderTransition(trx, changeId, ['paid'], 'changing', 'change paid', { ...opts, message: false });
  }
  const ranges = await repo.ranges(change.order_id);
  const range = ranges.find((r) => r.id === change.range_id);
  if (!range) throw notFound();

  await flightRepository(trx).release(
    { flightNo: range.flight_no, date: range.dep_date, cabinCode: range.cabin_code },
    Number(range.seats),
    at,
  );
  const newFare = JSON.parse(change.new_cabin_json) as { cabinClass?: string };
  await repo.updateRange(range.id, {
    flight_no: change.new_flight_no,
    dep_date: change.new_dep_date,
    cabin_code: change.new_cabin_code,
    cabin_class: newFare.cabinClass ?? change.new_cabin_class,
    dep_airport: change.new_dep_airport,
    arr_airport: change.new_arr_airport,
    dep_at: Number(change.new_dep_at),
    arr_at: Number(change.new_arr_at),
    seats: Number(change.seats_reserved),
    adult_fare_fen: Number(change.new_adult_fare_fen),
    class_full_fare_fen: Number(change.new_class_full_fare_fen),
    construction_fen: Number(change.new_construction_fen),
    fuel_fen: Number(change.new_fuel_fen),
    flight_json: change.new_flight_json,
    cabin_json: change.new_cabin_json,
  });

  // New tickets on the validating airline of the new flight (its 3-digit prefix + 10 digits).
  const snapshot = JSON.parse(change.new_flight_json) as FlightSnapshot;
  const prefix = AIRLINE_BY_CODE.get(snapshot.airlineCode)?.prefix ?? '999';
  const tickets: string[] = [];
  for (const item of await repo.changeItems(changeId)) {
    const ticketNo = `${prefix}${randomDigits(10)}`;
    tickets.push(ticketNo);
    await repo.setTicket(item.psg_id, ticketNo, 'changed');
    await repo.setChangeItem(changeId, item.psg_id, { new_ticket_no: ticketNo });
  }
  await orderTransition(trx, changeId, ['changing'], 'changed', `tickets ${tickets.join(',')}`, opts);
  await repo.setChange(changeId, { completed_at: at });

  const live = ranges.filter((r) => r.status === 'active');
  const changed = await repo.changedRangeIds(change.order_id);
  await orderTransition(
    trx,
    change.order_id,
    ['changing'],
    live.every((r) => changed.has(r.id)) ? 'changed' : 'partChanged',
    `change ${sub.order_no} done`,
    // The change order's own message tells the booker.
    { ...opts, message: false },
  );
  const main = await repo.order(change.order_id);
  if (main) {
    const dates = live.map((r) => (r.id === range.id ? change.new_dep_date : r.dep_date)).sort();
    await repo.setOrderFacts(main.id, {
      title: main.title.replace(change.old_flight_no, change.new_flight_no),
      travel_date: dates[0] ?? main.travel_date,
    });
  }
}

/** Cancels a change awaiting payment: its new seats back, tickets and flight order as they were. */
export async function cancelChange(
  trx: Db,
  changeId: string,
  note: string,
  at: number,
  actorEmpId: string | null,
): Promise<void> {
  const repo = afterSalesRepository(trx);
  const change = await repo.change(changeId);
  if (!change) throw notFound();
  const opts = { nowMs: at, actorEmpId, message: false };
  await orderTransition(trx, changeId, ['awaitingPayment'], 'cancelled', note, opts);
  await flightRepository(trx).release(
    { flightNo: change.new_flight_no, date: change.new_dep_date, cabinCode: change.new_cabin_code },
    Number(change.seats_reserved),
    at,
  );
  for (const item of await repo.changeItems(changeId)) {
    await repo.setTicketStatus([item.psg_id], item.prev_ticket_status, 'changing');
  }
  await orderTransition(
    trx,
    change.order_id,
    ['changing'],
    change.prev_order_status as OrderStatus,
    `change cancelled: ${note}`,
    opts,
  );
  const sub = await repo.order(changeId);
  if (sub) await messageAbout(trx, sub, 'msgChangeCancelled', at);
}

/** Registers the paid handler of change orders and the job cancelling one left unpaid (idempotent). */
export function registerChangeHandlers(): void {
  registerPaidHandler(ORDER_TYPE.flightChange, async (trx, orderId) => {
    const order = await trx
      .selectFrom('orders')
      .select(['paid_at', 'updated_at'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    // markOrdersPaid stamps paid_at with the business clock before calling us.
    await completeChange(trx, orderId, Number(order?.paid_at ?? order?.updated_at ?? Date.now()));
  });

  registerJob<ChangeJob>(CHANGE_EXPIRE_JOB, async ({ ctx, trx }, { changeId }) => {
    const at = ctx.now().getTime();
    const sub = await afterSalesRepository(trx).order(changeId);
    if (sub?.order_status !== 'awaitingPayment') return;
    const deadline = sub.pay_deadline === null ? null : Number(sub.pay_deadline);
    if (deadline !== null && deadline > at) {
      await enqueue(trx, CHANGE_EXPIRE_JOB, { changeId } satisfies ChangeJob, deadline, at);
      return;
    }
    await cancelChange(trx, changeId, 'payment deadline passed', at, null);
  });
}
