/**
 * The steps of a change after its new seat is held: the issue step (the change order 'changing': old seats back to
 * the supplier, a new leg of the train order for the new train, the tickets moved onto it with new coach, seat and
 * ticket numbers, a cheaper seat's difference back less its fee, the change order and the train order changed or
 * partChanged) and the end of a change never completed (cancelled by the user, or its hold or payment deadline
 * passed: the new seats back, tickets and train order as they were). Each in the caller's transaction.
 */
import { fenToYuan } from '../../../../src/domain/money';
import type { TrainItem } from '../../../../src/api/contract/train';
import type { Db } from '../../db';
import type { MsgKey } from '../../i18n/messages';
import { newId } from '../../lib/crypto';
import { notFound } from '../../lib/errors';
import { hash32 } from '../../suppliers/kit/random';
import { defineStep, delayMs } from '../../suppliers/kit/step';
import { releaseSeats } from '../../suppliers/train';
import { deadlineAhead, endSubOrder } from '../orders/afterSales';
import { orderTransition } from '../orders/lifecycle';
import { returnToPayer } from '../pay/refund';
import { asSeatType, holdsSeat, stored, trainIdOf } from './common';
import { trainAfterSalesRepository } from './repository';

interface ChangeStepPayload {
  changeId: string;
}

/** The demo rail operator issues a changed ticket 2 to 5 seconds after the change is confirmed or paid. */
export const ISSUE_DELAY_MS = { min: 2000, max: 5000 } as const;

/** Issues the new tickets of a confirmed (or paid) change. */
export const issueStep = defineStep<ChangeStepPayload>('trainAfterSales.changeIssue', async ({ ctx, trx }, p) => {
  await completeChange(trx, p.changeId, ctx.now().getTime());
});

/** A confirmed (`from` seatSecured) or paid change goes on: 'changing', its issue step a few seconds later. */
export async function startIssue(
  trx: Db,
  changeId: string,
  from: 'seatSecured' | 'paid',
  note: string,
  opts: { nowMs: number; actorEmpId: string | null },
): Promise<void> {
  const at = opts.nowMs;
  await orderTransition(trx, changeId, [from], 'changing', note, { ...opts, message: false });
  const runAt = at + delayMs(`issue|${changeId}`, ISSUE_DELAY_MS.min, ISSUE_DELAY_MS.max);
  await issueStep.schedule(trx, { changeId }, runAt, at);
}

/** Cancels a change whose seat hold (unconfirmed) or payment deadline (unpaid) passed. */
export const expireStep = defineStep<ChangeStepPayload>('trainAfterSales.changeExpire', async ({ ctx, trx }, p) => {
  const at = ctx.now().getTime();
  const repo = trainAfterSalesRepository(trx);
  const sub = await repo.order(p.changeId);
  const change = await repo.change(p.changeId);
  if (!sub || !change) return;
  if (sub.order_status === 'seatSecured' && at >= Number(change.hold_deadline)) {
    await cancelChange(trx, p.changeId, 'trAsNoteHoldExpired', at, null);
  } else if (sub.order_status === 'awaitingPayment') {
    const ahead = deadlineAhead(sub, at);
    if (ahead !== null) await expireStep.schedule(trx, p, ahead, at);
    else await cancelChange(trx, p.changeId, 'trAsNotePayExpired', at, null);
  }
});

/** Berths of sleeper classes; other classes take seat letters (no-seat tickets get a coach only). */
const BERTHS: Readonly<Record<string, readonly string[]>> = {
  '3': ['lower', 'middle', 'upper'],
  '4': ['lower', 'upper'],
};

/** A coach and seat on the new train, repeatable per ticket and change. */
function seatFor(key: string, seatType: string): { coach: string; seatNo: string } {
  const h = hash32(`seat|${key}`);
  const coach = String(1 + (h % 16)).padStart(2, '0');
  if (seatType === 'WZ') return { coach, seatNo: '' };
  const berths = BERTHS[seatType];
  const row = String(1 + ((h >>> 8) % 17)).padStart(2, '0');
  if (berths) return { coach, seatNo: `${row} ${berths[(h >>> 4) % berths.length] ?? 'lower'}` };
  return { coach, seatNo: `${row}${'ABCDF'[(h >>> 4) % 5] ?? 'A'}` };
}

/** Completes a change in the 'changing' state; anything else is left alone (the step may run twice). */
export async function completeChange(trx: Db, changeId: string, at: number): Promise<void> {
  const repo = trainAfterSalesRepository(trx);
  const sub = await repo.order(changeId);
  const change = await repo.change(changeId);
  if (!sub || !change) throw notFound();
  if (sub.order_status !== 'changing') return;
  const opts = { nowMs: at, actorEmpId: null };
  const [legs, items, tickets] = await Promise.all([
    repo.legs(change.order_id),
    repo.changeItems(changeId),
    repo.tickets(change.order_id),
  ]);
  const oldLeg = legs.find((l) => l.id === change.old_leg_id);
  if (!oldLeg) throw notFound();
  const moving = new Set(items.map((i) => i.ticket_id));
  const movingTickets = tickets.filter((t) => moving.has(t.id));

  // Old seats back; the old leg keeps whoever still travels on it.
  const freed = movingTickets.filter(holdsSeat).length;
  await releaseSeats(trx, trainIdOf(oldLeg), asSeatType(oldLeg.seat_type), freed, at);
  const left = tickets.filter((t) => t.leg_id === oldLeg.id && !moving.has(t.id) && t.ticket_status !== 'refunded');
  await repo.updateLeg(oldLeg.id, {
    seats: Math.max(0, Number(oldLeg.seats) - freed),
    ...(left.length === 0 ? { status: 'changed' } : {}),
  });

  // The new train becomes a leg of the train order holding the seats the change reserved.
  const train = JSON.parse(change.new_train_json) as TrainItem;
  const newLegId = newId(at);
  await repo.insertLeg({
    id: newLegId,
    order_id: change.order_id,
    corp_id: change.corp_id,
    seq: legs.reduce((m, l) => Math.max(m, Number(l.seq)), 0) + 1,
    train_code: change.new_train_code,
    dep_date: change.new_dep_date,
    from_station: change.new_from_station,
    to_station: change.new_to_station,
    dep_at: Number(change.new_dep_at),
    arr_at: Number(change.new_arr_at),
    seat_type: change.new_seat_type,
    price_fen: Number(change.new_price_fen),
    seats: Number(change.seats_reserved),
    train_json: JSON.stringify(train),
    status: 'active',
    created_at: at,
  });
  const ticketNos: string[] = [];
  for (const item of items) {
    const ticket = movingTickets.find((t) => t.id === item.ticket_id);
    const { coach, seatNo } =
      ticket && !holdsSeat(ticket)
        ? { coach: '', seatNo: '' }
        : seatFor(`${item.ticket_id}|${changeId}`, change.new_seat_type);
    const ticketNo = `E${String(hash32(`${changeId}|${item.ticket_id}`)).padStart(10, '0')}`;
    ticketNos.push(ticketNo);
    await repo.updateTicket(item.ticket_id, {
      leg_id: newLegId,
      coach,
      seat_no: seatNo,
      ticket_no: ticketNo,
      price_fen: Number(item.new_price_fen),
      ticket_status: 'changed',
    });
    await repo.setChangeItem(changeId, item.ticket_id, {
      new_coach: coach,
      new_seat_no: seatNo,
      new_ticket_no: ticketNo,
    });
  }
  await repo.setChange(changeId, { new_leg_id: newLegId, completed_at: at });

  const refundFen = Number(change.refund_fen);
  const note =
    refundFen > 0
      ? stored('trAsNoteChangeRefund', { amount: fenToYuan(refundFen).toFixed(2) })
      : stored('trAsNoteChangeDone', { tickets: ticketNos.join(',') });
  await orderTransition(trx, changeId, ['changing'], 'changed', note, opts);
  if (refundFen > 0) await repo.setChange(changeId, await returnToPayer(trx, change.order_id, refundFen, at));

  // The train order: changed when every ticket still travelling is a changed one.
  const after = await repo.tickets(change.order_id);
  const live = after.filter((t) => t.ticket_status !== 'refunded');
  await orderTransition(
    trx,
    change.order_id,
    ['changing'],
    live.every((t) => t.ticket_status === 'changed') ? 'changed' : 'partChanged',
    stored('trAsNoteChangeOrderDone', { changeNo: sub.order_no }),
    // The change order's own message tells the booker.
    { ...opts, message: false },
  );
  const main = await repo.order(change.order_id);
  if (main) {
    const active = (await repo.legs(change.order_id)).filter((l) => l.status === 'active');
    const dates = active.map((l) => l.dep_date).sort();
    const oldTrain = JSON.parse(change.old_train_json) as TrainItem;
    await repo.setOrderFacts(main.id, {
      title: left.length === 0 ? main.title.replace(oldTrain.trainCode, change.new_train_code) : main.title,
      travel_date: dates[0] ?? main.travel_date,
      travel_end_date: dates[dates.length - 1] ?? main.travel_end_date ?? main.travel_date,
    });
  }
}

/**
 * Ends a change never completed (held or awaiting payment): its new seats back, tickets and the train order as they
 * were, the booker told. `noteKey` says why.
 */
export async function cancelChange(
  trx: Db,
  changeId: string,
  noteKey: MsgKey,
  at: number,
  actorEmpId: string | null,
): Promise<void> {
  const repo = trainAfterSalesRepository(trx);
  const change = await repo.change(changeId);
  const sub = await repo.order(changeId);
  if (!change || !sub) throw notFound();
  const undo = async () => {
    const train = JSON.parse(change.new_train_json) as TrainItem;
    await releaseSeats(trx, train.trainId, asSeatType(change.new_seat_type), Number(change.seats_reserved), at);
    await repo.restoreTickets(await repo.changeItems(changeId), 'changing');
  };
  await endSubOrder(
    trx,
    {
      sub: { id: changeId, from: ['seatSecured', 'awaitingPayment'], note: stored(noteKey) },
      parent: {
        id: change.order_id,
        held: 'changing',
        back: change.prev_order_status,
        note: stored('trAsNoteChangeOrderCancelled', { changeNo: sub.order_no }),
      },
      undo,
      message: 'trAsMsgChangeCancelled',
    },
    { nowMs: at, actorEmpId },
  );
}
