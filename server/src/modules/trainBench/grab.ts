/**
 * Ticket grabbing as the supplier kit's persisted steps (SPEC §4 ticket grabbing, §9: at most 3 minutes; a failure
 * refunds in full within 1–7 working days). Paying a waitlist order moves it paid → grabbing and schedules
 * `trainBench.grab` 5–30 s later (seeded by the order). The grab decides once:
 *
 * - the latest departure is now within 3 hours → failed, refunded in full;
 * - otherwise the outcome is seeded by the order (`rng('grab|<orderId>')`, 4 in 5 succeed). Demo rule, only when the
 *   server runs in demo mode (`ctx.config.demo`), so demos and tests can choose: a remark containing `DEMO:GRAB-OK`
 *   always succeeds, `DEMO:GRAB-FAIL` always fails. A production server ignores the remark (a user types it; it must
 *   never steer the outcome): the seeded outcome applies;
 * - success takes seats of the first candidate (in the user's order) that has them in the supplier inventory; when
 *   none has, returned tickets of one candidate (picked by the same seed) go to the waitlist first: they are given
 *   back to the stock and taken at once in this transaction, so nobody else can sell them. The order moves to
 *   seatSecured and `trainBench.issue` (1–3 s later) gives coach, seat and ticket numbers, returns the difference
 *   between the prepayment and the ticket price and moves it to issued.
 *
 * `trainBench.expire`, enqueued at booking for the payment deadline, cancels an order still unpaid.
 */
import type { SeatType } from '../../../../src/api/contract/train';
import { fenToYuan } from '../../../../src/domain/money';
import { benchOpen } from '../../../../src/domain/train/sale';
import { seatName } from '../../../../src/domain/train/seats';
import type { Db } from '../../db';
import { translate, type MsgKey } from '../../i18n/messages';
import { reserve } from '../../suppliers/kit/inventory';
import { rng, type Rng } from '../../suppliers/kit/random';
import { defineStep, delayMs, stepHandlers, type Step } from '../../suppliers/kit/step';
import { TRAIN_PRODUCT, releaseSeats, reserveSeats, trainById } from '../../suppliers/train';
import { createMessage, orderTransition, type PaidHandler } from '../orders/lifecycle';
import { lifecycleRepository } from '../orders/lifecycleRepository';
import { BENCH_EXPIRE_JOB, BENCH_GRAB_JOB, BENCH_ISSUE_JOB, STORED_LOCALE } from './codes';
import { refundToPayment } from './money';
import { benchRepository, type BenchOrderRow } from './repository';

interface OrderJob {
  orderId: string;
}

/** The demo rule's markers in the order's remark (demo mode only). */
export const FORCE_GRAB_OK = 'DEMO:GRAB-OK';
export const FORCE_GRAB_FAIL = 'DEMO:GRAB-FAIL';
/** Share of waitlist orders that get a seat when no marker decides (drawn first from `rng('grab|<orderId>')`). */
export const GRAB_SUCCESS_RATE = 0.8;
/** The grab runs this long after payment (well within SPEC §9's 3 minutes). */
export const GRAB_DELAY_MIN_MS = 5_000;
export const GRAB_DELAY_MAX_MS = 30_000;

const note = (key: MsgKey, params: Record<string, string | number> = {}) => translate(STORED_LOCALE, key, params);
/** Lower, middle, upper berth (a seat number of a sleeper ends with one of these). */
const BERTHS = ['L', 'M', 'U'] as const;
const system = (nowMs: number) => ({ nowMs, actorEmpId: null });

/**
 * Whether the order gets a seat: the order's seed; in demo mode only, a marker in the remark overrides it. The seed
 * is drawn either way, so the rest of the grab draws alike.
 */
function succeeds(order: BenchOrderRow, r: Rng, demo: boolean): boolean {
  const seeded = r.chance(GRAB_SUCCESS_RATE);
  if (!demo) return seeded;
  const remark = order.remark ?? '';
  if (remark.includes(FORCE_GRAB_FAIL)) return false;
  if (remark.includes(FORCE_GRAB_OK)) return true;
  return seeded;
}

/** Returned tickets of a class go to the waitlist: back to the stock and taken again at once. */
async function takeReturned(trx: Db, trainId: string, seatType: SeatType, n: number, nowMs: number): Promise<boolean> {
  await releaseSeats(trx, trainId, seatType, n, nowMs);
  if (await reserveSeats(trx, trainId, seatType, n, nowMs)) return true;
  // Sold out at the supplier before anyone booked here: the returned tickets are all the stock there is.
  const run = trainById(trainId, nowMs);
  if (!run || run.suspended) return false;
  return reserve(
    trx,
    { product: TRAIN_PRODUCT, item: run.trainCode, day: run.startDate, classCode: seatType },
    n,
    n,
    nowMs,
  );
}

/** grabbing → refunded: the prepayment back in full to the payment, and the booker told why and when. */
export async function failGrab(trx: Db, order: BenchOrderRow, why: 'noSeat' | 'tooLate', nowMs: number): Promise<void> {
  const prepaid = Number(order.prepaid_fen);
  const key: MsgKey = why === 'tooLate' ? 'trainBench.noteTooLate' : 'trainBench.noteNoSeat';
  await orderTransition(
    trx,
    order.id,
    ['grabbing'],
    'refunded',
    note(key, { amount: fenToYuan(prepaid) }),
    // The booker's message says why and when the money comes back (below), not the generic 'refunded'.
    { ...system(nowMs), message: false },
  );
  await refundToPayment(trx, order, prepaid, 'grabFailed', nowMs);
  await createMessage(trx, {
    corpId: order.corp_id,
    empId: order.emp_id,
    // Key and parameters, rendered in each reader's language when read (the order title localizes its own prefix).
    title: { key: 'trainBench.msgFailedTitle' },
    content: {
      key: 'trainBench.msgFailedContent',
      params: { orderNo: order.order_no, title: { title: order.title }, amount: fenToYuan(prepaid) },
    },
    orderId: order.id,
    orderType: Number(order.order_type),
    nowMs,
  });
}

/**
 * seatSecured → issued: coach, seat and ticket numbers; the difference back to the payment, and the order's total
 * becomes what the tickets cost (what invoices and the order centre show).
 */
const issueStep = defineStep<OrderJob>(BENCH_ISSUE_JOB, async ({ ctx, trx }, { orderId }) => {
  const nowMs = ctx.now().getTime();
  const repo = benchRepository(trx);
  const order = await repo.order(orderId);
  if (!order || order.order_status !== 'seatSecured' || order.secured_seq === null) return;
  const candidate = (await repo.candidates(orderId)).find((c) => c.seq === Number(order.secured_seq));
  if (!candidate) throw new Error(`waitlist order ${orderId} has no secured candidate`);
  const r = rng(`seat|${orderId}`);
  const coach = String(r.int(1, 16)).padStart(2, '0');
  const sleeper = ['3', '4', '6', 'I', 'J', 'A', 'F'].includes(candidate.seat_type);
  let row = r.int(1, 18);
  const letters = ['A', 'B', 'C', 'D', 'F'];
  let letter = r.int(0, letters.length - 1);
  const tickets: string[] = [];
  let ticketFen = 0;
  for (const p of await repo.passengers(orderId)) {
    const seatNo = sleeper
      ? `${String(row).padStart(2, '0')}${BERTHS[letter % BERTHS.length]}`
      : `${String(row).padStart(2, '0')}${letters[letter]}`;
    const ticketNo = `E${String(r.int(100000000, 999999999))}`;
    const priceFen = Number(candidate.price_fen);
    await repo.setTicket(p.id, { coach, seat_no: seatNo, ticket_no: ticketNo, price_fen: priceFen });
    tickets.push(`${p.name} ${coach}-${seatNo} ${ticketNo}`);
    ticketFen += priceFen;
    letter += 1;
    if (letter >= letters.length) {
      letter = 0;
      row += 1;
    }
  }
  await repo.setTicketFen(orderId, ticketFen, nowMs);
  const difference = Math.max(0, Number(order.prepaid_fen) - ticketFen);
  const issued = note('trainBench.noteIssued', { tickets: tickets.join('; ') });
  const text =
    difference > 0 ? `${issued}; ${note('trainBench.noteDifference', { amount: fenToYuan(difference) })}` : issued;
  await orderTransition(trx, orderId, ['seatSecured'], 'issued', text, system(nowMs));
  await refundToPayment(trx, order, difference, 'difference', nowMs);
});

/** grabbing → seatSecured (seats locked) or refunded in full. */
const grabStep = defineStep<OrderJob>(BENCH_GRAB_JOB, async ({ ctx, trx }, { orderId }) => {
  const nowMs = ctx.now().getTime();
  const repo = benchRepository(trx);
  const order = await repo.order(orderId);
  if (!order || order.order_status !== 'grabbing') return;
  if (!benchOpen(order.latest_dep_time, nowMs)) {
    await failGrab(trx, order, 'tooLate', nowMs);
    return;
  }
  const r = rng(`grab|${orderId}`);
  const latestAt = Number(order.latest_dep_at);
  const usable = (await repo.candidates(orderId)).filter(
    (c) => Number(c.dep_at) <= latestAt && Number(c.dep_at) > nowMs,
  );
  if (!succeeds(order, r, ctx.config.demo) || usable.length === 0) {
    await failGrab(trx, order, 'noSeat', nowMs);
    return;
  }
  const n = (await repo.passengers(orderId)).length;
  const trainIdOf = (seatKey: string) => seatKey.slice(0, seatKey.lastIndexOf('|'));
  let secured = null as (typeof usable)[number] | null;
  for (const c of usable) {
    if (await reserveSeats(trx, trainIdOf(c.seat_key), c.seat_type as SeatType, n, nowMs)) {
      secured = c;
      break;
    }
  }
  if (!secured) {
    const pick = r.pick(usable);
    if (await takeReturned(trx, trainIdOf(pick.seat_key), pick.seat_type as SeatType, n, nowMs)) secured = pick;
  }
  if (!secured) {
    await failGrab(trx, order, 'noSeat', nowMs);
    return;
  }
  await repo.setSecured(orderId, secured.seq, n);
  const seat = seatName(secured.seat_type as SeatType, STORED_LOCALE);
  await orderTransition(
    trx,
    orderId,
    ['grabbing'],
    'seatSecured',
    note('trainBench.noteSecured', { train: secured.train_code, seat }),
    system(nowMs),
  );
  await issueStep.schedule(trx, { orderId }, nowMs + delayMs(`issue|${orderId}`, 1000, 3000), nowMs);
});

/** Cancels an order still awaiting payment at its deadline (no seat is held before the grab). */
const expireStep: Step<OrderJob> = defineStep<OrderJob>(BENCH_EXPIRE_JOB, async ({ ctx, trx }, { orderId }) => {
  const nowMs = ctx.now().getTime();
  const order = await lifecycleRepository(trx).statusAndDeadline(orderId);
  if (order?.order_status !== 'awaitingPayment') return;
  const deadline = order.pay_deadline === null ? null : Number(order.pay_deadline);
  if (deadline !== null && deadline > nowMs) {
    await expireStep.schedule(trx, { orderId }, deadline, nowMs);
    return;
  }
  await orderTransition(trx, orderId, ['awaitingPayment'], 'cancelled', note('trainBench.noteExpired'), system(nowMs));
});

/** When a paid order's grab runs (seeded by the order, so repeatable). */
export const grabDelay = (orderId: string): number => delayMs(`grab|${orderId}`, GRAB_DELAY_MIN_MS, GRAB_DELAY_MAX_MS);

/** Paid waitlist order (20031): grabbing starts now, the grab runs 5–30 s later. */
export const benchPaidHandler: PaidHandler = async (trx, orderId, ctx) => {
  // markOrdersPaid stamps paid_at (the business clock) before calling us.
  const paidAt = (await lifecycleRepository(trx).paidAtMs(orderId)) ?? ctx.now().getTime();
  await orderTransition(trx, orderId, ['paid'], 'grabbing', note('trainBench.noteGrabbing'), system(paidAt));
  await grabStep.schedule(trx, { orderId }, paidAt + grabDelay(orderId), paidAt);
};

/** The waitlist's jobs. */
export const benchJobs = stepHandlers(grabStep, issueStep, expireStep);
