/**
 * The airline's answer to a refund (demo: always accepted), run by the refund job a few seconds after refundAdd:
 * refunding → refunded, tickets refunded, seats back, money back to the payment, the flight order partRefunded or
 * refunded. A withdrawn refund is left alone.
 */
import type { Db } from '../../db';
import { flightRepository } from '../flight/repository';
import { orderTransition } from '../orders/lifecycle';
import { returnToPayer } from '../pay/refund';
import { pairKey } from './common';
import { afterSalesRepository } from './repository';

/** Processes a refund in the caller's transaction (the job's). */
export async function processRefund(trx: Db, refundId: string, at: number): Promise<void> {
  const repo = afterSalesRepository(trx);
  const sub = await repo.order(refundId);
  const refund = await repo.refund(refundId);
  if (!sub || !refund || sub.order_status !== 'refunding') return;
  const opts = { nowMs: at, actorEmpId: null };
  await orderTransition(trx, refundId, ['refunding'], 'refunded', 'refund accepted by the airline', opts);

  const [items, ranges, passengers, held] = await Promise.all([
    repo.refundItems(refundId),
    repo.ranges(refund.order_id),
    repo.passengers(refund.order_id),
    repo.heldRefundItems(refund.order_id),
  ]);
  const gone = new Set(held.map((h) => pairKey(h.psg_id, h.range_id)));
  const live = ranges.filter((r) => r.status === 'active');

  // Seats back per segment (infants hold none); a segment nobody flies any more is refunded as a whole.
  const inventory = flightRepository(trx);
  for (const range of live) {
    const seats = items.filter((i) => i.range_id === range.id && i.psg_type !== 3).length;
    if (seats > 0) {
      await inventory.release(
        { flightNo: range.flight_no, date: range.dep_date, cabinCode: range.cabin_code },
        seats,
        at,
      );
    }
    const empty = passengers.every((p) => gone.has(pairKey(p.id, range.id)));
    if (seats > 0 || empty) {
      await repo.updateRange(range.id, {
        seats: Math.max(0, Number(range.seats) - seats),
        ...(empty ? { status: 'refunded' } : {}),
      });
    }
  }

  // A ticket is refunded once every segment of it is; otherwise it goes back to what it was.
  for (const [psgId, prev] of new Map(items.map((i) => [i.psg_id, i.prev_ticket_status]))) {
    const all = live.every((r) => gone.has(pairKey(psgId, r.id)));
    await repo.setTicketStatus([psgId], all ? 'refunded' : prev, 'refunding');
  }

  const everything = live.every((r) => passengers.every((p) => gone.has(pairKey(p.id, r.id))));
  await orderTransition(
    trx,
    refund.order_id,
    ['refunding'],
    everything ? 'refunded' : 'partRefunded',
    `refund ${sub.order_no} done`,
    // The refund order's own message tells the booker.
    { ...opts, message: false },
  );

  // Money back to the payment of the flight order (recorded on the refund).
  await repo.markReturned(refundId, await returnToPayer(trx, refund.order_id, Number(refund.refund_fen), at));
}
