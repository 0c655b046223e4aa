/**
 * The rail operator's answer to a refund (demo: always accepted), run by the refund step a few seconds after
 * saveTrRefund: refunding → refunded, tickets refunded, their seats back to the supplier's inventory (a leg nobody
 * travels on any more is released), money back to the payment of the train order, the train order refunded or
 * partRefunded. A withdrawn refund is left alone.
 */
import { fenToYuan } from '../../../../src/domain/money';
import type { Db } from '../../db';
import { releaseSeats } from '../../suppliers/train';
import { orderTransition } from '../orders/lifecycle';
import { returnToPayer } from '../pay/refund';
import { asSeatType, holdsSeat, stored, trainIdOf } from './common';
import { trainAfterSalesRepository } from './repository';

/** Ticket states that no longer travel. */
const GONE: readonly string[] = ['refunded', 'refunding'];

/** Processes a refund in the caller's transaction (the step's). */
export async function processRefund(trx: Db, refundId: string, at: number): Promise<void> {
  const repo = trainAfterSalesRepository(trx);
  const sub = await repo.order(refundId);
  const refund = await repo.refund(refundId);
  if (!sub || !refund || sub.order_status !== 'refunding') return;
  const opts = { nowMs: at, actorEmpId: null };
  const fen = Number(refund.refund_fen);
  await orderTransition(
    trx,
    refundId,
    ['refunding'],
    'refunded',
    stored('trAsNoteRefundDone', { amount: fenToYuan(fen).toFixed(2) }),
    opts,
  );

  const [items, legs, tickets] = await Promise.all([
    repo.refundItems(refundId),
    repo.legs(refund.order_id),
    repo.tickets(refund.order_id),
  ]);
  const refunded = new Set(items.map((i) => i.ticket_id));
  await repo.setTicketStatus([...refunded], 'refunded', 'refunding');

  // Seats back per leg; a leg whose every ticket is gone is released as a whole.
  for (const leg of legs.filter((l) => l.status === 'active')) {
    const mine = tickets.filter((t) => t.leg_id === leg.id && refunded.has(t.id));
    if (mine.length === 0) continue;
    const seats = mine.filter(holdsSeat).length;
    await releaseSeats(trx, trainIdOf(leg), asSeatType(leg.seat_type), seats, at);
    const empty = tickets
      .filter((t) => t.leg_id === leg.id)
      .every((t) => refunded.has(t.id) || t.ticket_status === 'refunded');
    await repo.updateLeg(leg.id, {
      seats: Math.max(0, Number(leg.seats) - seats),
      ...(empty ? { status: 'released' } : {}),
    });
  }

  const everything = tickets.every((t) => refunded.has(t.id) || GONE.includes(t.ticket_status));
  await orderTransition(
    trx,
    refund.order_id,
    ['refunding'],
    everything ? 'refunded' : 'partRefunded',
    stored('trAsNoteRefundOrderDone', { refundNo: sub.order_no }),
    // The refund order's own message tells the booker.
    { ...opts, message: false },
  );

  await repo.markRefundReturned(refundId, await returnToPayer(trx, refund.order_id, fen, at));
}
