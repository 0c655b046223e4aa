/**
 * The end of a change: completed (paid, or nothing to pay: old seats back, the segment moved to the new flight,
 * tickets reissued, the change order and the flight order changed) or cancelled unpaid (its new seats back, tickets
 * and flight order as they were). Each in the caller's transaction.
 */
import type { Db } from '../../db';
import { randomDigits } from '../../lib/crypto';
import { notFound } from '../../lib/errors';
import { AIRLINE_BY_CODE } from '../../suppliers/flight';
import type { FlightSnapshot } from '../flight/present';
import { flightRepository } from '../flight/repository';
import { endSubOrder } from '../orders/afterSales';
import { orderTransition } from '../orders/lifecycle';
import { afterSalesRepository } from './repository';

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
    // The order's dates follow its segments: first and last travel day.
    const dates = live.map((r) => (r.id === range.id ? change.new_dep_date : r.dep_date)).sort();
    await repo.setOrderFacts(main.id, {
      title: main.title.replace(change.old_flight_no, change.new_flight_no),
      travel_date: dates[0] ?? main.travel_date,
      travel_end_date: dates[dates.length - 1] ?? main.travel_end_date,
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
  const undo = async () => {
    await flightRepository(trx).release(
      { flightNo: change.new_flight_no, date: change.new_dep_date, cabinCode: change.new_cabin_code },
      Number(change.seats_reserved),
      at,
    );
    await repo.restoreTickets(await repo.changeItems(changeId), 'changing');
  };
  await endSubOrder(
    trx,
    {
      sub: { id: changeId, from: ['awaitingPayment'], note },
      parent: {
        id: change.order_id,
        held: 'changing',
        back: change.prev_order_status,
        note: `change cancelled: ${note}`,
      },
      undo,
      message: 'msgChangeCancelled',
    },
    { nowMs: at, actorEmpId },
  );
}
