/**
 * What a change asks for, checked (SPEC §3 change, §9 fees): the segment, all its passengers, a new fare on the same
 * route, and each passenger's fee (40% up to 2 hours before departure, 60% after, at least 50 yuan, plus the fare
 * difference). The same plan prices the quote (queryChangeFee) and the change order (tkChangeOrderAdd), whose
 * change record it builds.
 */
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { ChangeFeeData, ChangeFeeRequest } from '../../../../src/api/contract/flight';
import { isFlightBookable } from '../../../../src/domain/bookingWindows';
import { flightChangeFeeFen } from '../../../../src/domain/fees';
import { passengerFareFen } from '../../../../src/domain/flightPricing';
import { fenToYuan } from '../../../../src/domain/money';
import { BizError, invalid, invalidField } from '../../lib/errors';
import { snapshotOf, type FlightSnapshot } from '../flight/present';
import { resolveFares, type ResolvedFare } from '../flight/service';
import type { AuthInfo } from '../session/service';
import type { FlightChangeItemsTable, FlightChangesTable } from './tables';
import {
  checkOrderOpen,
  flyingOn,
  loadFlightOrder,
  psgTypeOf,
  ticketOpen,
  type FlightOrderFacts,
  type PassengerRow,
  type RangeRow,
} from './common';

/** One passenger's part of a change. */
export interface Item {
  psg: PassengerRow;
  oldFareFen: number;
  newFareFen: number;
  feeFen: number;
  diffFen: number;
}

/** A change checked and priced. */
export interface Plan {
  facts: FlightOrderFacts;
  range: RangeRow;
  passengers: PassengerRow[];
  target: ResolvedFare;
  items: Item[];
}

/** The stored segment's flight (language-neutral snapshot). */
export function snapshotOfRange(range: RangeRow): FlightSnapshot {
  return JSON.parse(range.flight_json) as FlightSnapshot;
}

/** Why a segment cannot be changed now, or null. Throws nothing: the apply screen shows the reason. */
export function rangeRefusal(facts: FlightOrderFacts, range: RangeRow, nowMs: number): BizError | null {
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

export function findRange(facts: FlightOrderFacts, rangeId: string): RangeRow {
  const range = facts.ranges.find((r) => r.id === rangeId);
  if (!range) throw invalidField('rangeId');
  return range;
}

/** The fee answer (quote and detail) from the items. */
export function feeData(items: readonly Item[]): ChangeFeeData {
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

/** The change asked for, checked, with its fee per passenger (the same for the quote and the change order). */
export async function planChange(
  ctx: AppContext,
  db: Db,
  auth: AuthInfo,
  req: ChangeFeeRequest,
  at: number,
): Promise<Plan> {
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

/** The change record and its per-passenger items (flight_changes, flight_change_items) of a planned change. */
export function changeRecord(
  p: Plan,
  c: { changeId: string; empId: string; changeType: number; reason: string; seats: number; at: number },
): { change: FlightChangesTable; items: FlightChangeItemsTable[] } {
  const { range, facts, target } = p;
  const { flight, fare } = target;
  const main = facts.order;
  const { seats: _seats, ...newFare } = fare;
  const changeFeeFen = p.items.reduce((s, i) => s + i.feeFen, 0);
  const fareDiffFen = p.items.reduce((s, i) => s + i.diffFen, 0);
  return {
    change: {
      id: c.changeId,
      order_id: main.id,
      corp_id: main.corp_id,
      emp_id: c.empId,
      range_id: range.id,
      change_type: c.changeType,
      reason: c.reason,
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
      seats_reserved: c.seats,
      change_fee_fen: changeFeeFen,
      fare_diff_fen: fareDiffFen,
      total_fen: changeFeeFen + fareDiffFen,
      prev_order_status: main.order_status,
      completed_at: null,
      created_at: c.at,
    },
    items: p.items.map((i) => ({
      change_id: c.changeId,
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
  };
}
