/** The train part of a new order: its booking facts (train_orders), its trains (train_legs) and tickets. */
import type { Db } from '../../db';
import type { TrainBookRequest, TrainItem } from '../../../../src/api/contract/train';
import { newId } from '../../lib/crypto';
import type { BookedRows } from '../booking/bookSteps';
import type { BookedLeg } from './checks';
import { trainItem } from './present';
import { trainRepository } from './repository';
import { ticketFen } from './fares';

/** What the booking established (the shared part, and the trains, bands and transfer flag). */
export interface TrainRows extends BookedRows {
  req: TrainBookRequest;
  transfer: boolean;
  legs: readonly BookedLeg[];
  bands: readonly ('adult' | 'child' | 'free')[];
}

/** The train as sold, kept for the detail and the itinerary (zh-CN names; counts as at booking). */
export function snapshotOf(leg: BookedLeg): TrainItem {
  const left = new Map([[leg.seat.seatKey, leg.left]]);
  const only = { ...leg.run, seats: [leg.seat] };
  return trainItem(only, left, () => ({ wb: 0, policy: { compliant: true, violations: [] } }), 'zh-CN');
}

/** Writes train_orders, train_legs and train_tickets of a new order in `trx`. */
export async function writeTrainRows(trx: Db, r: TrainRows): Promise<void> {
  const { orderId, corpId, req, nowMs } = r;
  const repo = trainRepository(trx);
  await repo.insertTrainOrder({
    order_id: orderId,
    corp_id: corpId,
    transfer_flag: r.transfer ? 1 : 0,
    rail_account_id: req.railAccountId ?? null,
    trip_type: req.tripType ?? 1,
    seat_preference_json: JSON.stringify(req.seatPreference ?? []),
    accept_no_seat: req.acceptNoSeat ? 1 : 0,
    price_json: JSON.stringify(r.price.lines),
    route_id: r.routeId,
    violations_json: JSON.stringify(r.violations),
    created_at: nowMs,
  });
  const legRows = r.legs.map((l, seq) => ({
    id: newId(nowMs),
    order_id: orderId,
    corp_id: corpId,
    seq,
    train_code: l.run.trainCode,
    dep_date: l.run.depDate,
    from_station: l.run.from.code,
    to_station: l.run.to.code,
    dep_at: l.run.depAtMs,
    arr_at: l.run.arrAtMs,
    seat_type: l.seat.seatType,
    price_fen: l.seat.priceFen,
    seats: r.seats,
    train_json: JSON.stringify(snapshotOf(l)),
    status: 'active',
    created_at: nowMs,
  }));
  await repo.insertLegs(legRows);
  await repo.insertTickets(
    legRows.flatMap((leg, li) =>
      r.passengers.map((p, seq) => ({
        id: newId(nowMs),
        order_id: orderId,
        corp_id: corpId,
        leg_id: leg.id,
        seq,
        psg_type: p.psgType,
        height_band: r.bands[seq] ?? 'adult',
        phone: p.phone,
        emp_id: p.empId,
        contacts_id: p.contactsId,
        clk_id: (p.input as { clkId?: string }).clkId ?? null,
        coach: '',
        seat_no: '',
        ticket_no: '',
        ticket_status: '',
        price_fen: ticketFen(r.legs[li]?.seat.priceFen ?? 0, r.bands[seq] ?? 'adult'),
        paper_ticket: 0,
        insurance_json: JSON.stringify(
          (r.perPassenger[seq] ?? []).map((x) => ({ bxid: x.id, bxmc: x.name, priceFen: Number(x.price_fen) })),
        ),
        created_at: nowMs,
      })),
    ),
  );
}
