/**
 * Ticketing and the order's deadlines as the supplier kit's persisted steps. Paying a train order schedules
 * `train.ticket` (the product's paid handler, in the paying transaction); it moves paid → ticketing and schedules
 * `train.issue`, which gives each passenger a coach, a seat (or berth) and an e-ticket number and moves ticketing →
 * issued: 2–6 s after payment in the demo. `train.expire` cancels an order still unpaid at its deadline,
 * `train.submitExpire` one never sent for approval within 30 minutes; both give the seats back.
 */
import type { SeatType } from '../../../../src/domain/train/seats';
import { translate } from '../../i18n/messages';
import { randomDigits } from '../../lib/crypto';
import { hash32 } from '../../suppliers/kit/random';
import { defineStep, delayMs, stepHandlers, type Step } from '../../suppliers/kit/step';
import { orderTransition, type PaidHandler } from '../orders/lifecycle';
import { lifecycleRepository } from '../orders/lifecycleRepository';
import { cancelAndRelease } from './cancel';
import { EXPIRE_JOB, ISSUE_JOB, SUBMIT_EXPIRE_JOB, SUBMIT_LIMIT_MS, TICKET_JOB } from './codes';
import { trainRepository } from './repository';

interface OrderJob {
  orderId: string;
}

/** Seat letters per class (rows of 5, 4 or 3 across); sleepers get a berth instead. */
const LETTERS: Partial<Record<SeatType, string[]>> = {
  O: ['A', 'B', 'C', 'D', 'F'],
  M: ['A', 'C', 'D', 'F'],
  '9': ['A', 'C', 'F'],
  '1': ['A', 'B', 'C', 'D', 'F'],
};
const BERTHS: Partial<Record<SeatType, string[]>> = {
  '3': ['lower', 'middle', 'upper'],
  '4': ['lower', 'upper'],
  F: ['lower', 'upper'],
};

/** A coach and seat for a ticket, repeatable from its id; the passenger's preference first when the class has it. */
export function seatFor(
  ticketId: string,
  seatType: SeatType,
  preference: string | undefined,
): { coach: string; seatNo: string } {
  const h = hash32(`seat|${ticketId}`);
  const coach = String(1 + (h % 16)).padStart(2, '0');
  const berths = BERTHS[seatType];
  if (berths) {
    const berth =
      preference && berths.includes(preference) ? preference : (berths[(h >>> 4) % berths.length] as string);
    return { coach, seatNo: `${String(1 + ((h >>> 8) % 20)).padStart(2, '0')} ${berth}` };
  }
  const letters = LETTERS[seatType];
  if (!letters) return { coach, seatNo: '' }; // no seat: a coach only
  const letter =
    preference && letters.includes(preference) ? preference : (letters[(h >>> 4) % letters.length] as string);
  return { coach, seatNo: `${String(1 + ((h >>> 8) % 17)).padStart(2, '0')}${letter}` };
}

/** ticketing → issued: a seat and an e-ticket number for each passenger who needs a seat. */
const issueStep = defineStep<OrderJob>(ISSUE_JOB, async ({ ctx, trx }, { orderId }) => {
  const nowMs = ctx.now().getTime();
  if ((await lifecycleRepository(trx).statusOf(orderId)) !== 'ticketing') return;
  const repo = trainRepository(trx);
  const legs = new Map((await repo.legs(orderId)).map((l) => [l.id, l]));
  const prefs = await repo.seatPreferences(orderId);
  const issued: string[] = [];
  for (const t of await repo.tickets(orderId)) {
    const leg = legs.get(t.leg_id);
    if (!leg) continue;
    const ticketNo = t.ticket_no || `E${randomDigits(9)}`;
    const { coach, seatNo } =
      t.height_band === 'free' ? { coach: '', seatNo: '' } : seatFor(t.id, leg.seat_type as SeatType, prefs[t.seq]);
    await repo.issueTicket(t.id, coach, seatNo, ticketNo);
    issued.push(ticketNo);
  }
  await orderTransition(
    trx,
    orderId,
    ['ticketing'],
    'issued',
    translate('zh-CN', 'train.note.issued', { tickets: [...new Set(issued)].join(',') }),
    { nowMs, actorEmpId: null },
  );
});

/** paid → ticketing, then issuing 1–4 s later (delays seeded by the order, so repeatable). */
const ticketStep = defineStep<OrderJob>(TICKET_JOB, async ({ ctx, trx }, { orderId }) => {
  const nowMs = ctx.now().getTime();
  if ((await lifecycleRepository(trx).statusOf(orderId)) !== 'paid') return;
  await orderTransition(trx, orderId, ['paid'], 'ticketing', translate('zh-CN', 'train.note.ticketing'), {
    nowMs,
    actorEmpId: null,
  });
  await trainRepository(trx).setTicketStatus(orderId, 'ticketing');
  await issueStep.schedule(trx, { orderId }, nowMs + delayMs(`train.issue|${orderId}`, 1000, 4000), nowMs);
});

/** Cancels an order still awaiting payment at its deadline and gives its seats back. */
const expireStep: Step<OrderJob> = defineStep<OrderJob>(EXPIRE_JOB, async ({ ctx, trx }, { orderId }) => {
  const nowMs = ctx.now().getTime();
  const order = await lifecycleRepository(trx).statusAndDeadline(orderId);
  if (order?.order_status !== 'awaitingPayment') return;
  const deadline = order.pay_deadline === null ? null : Number(order.pay_deadline);
  if (deadline !== null && deadline > nowMs) {
    // The deadline moved (a new one after approval): look again then.
    await expireStep.schedule(trx, { orderId }, deadline, nowMs);
    return;
  }
  await cancelAndRelease(trx, orderId, ['awaitingPayment'], translate('zh-CN', 'train.note.expired'), {
    nowMs,
    actorEmpId: null,
  });
});

/** Cancels an order never sent for approval within 30 minutes (of booking or of a withdrawal). */
const submitExpireStep: Step<OrderJob> = defineStep<OrderJob>(SUBMIT_EXPIRE_JOB, async ({ ctx, trx }, { orderId }) => {
  const nowMs = ctx.now().getTime();
  const life = lifecycleRepository(trx);
  if ((await life.statusOf(orderId)) !== 'awaitingSubmission') return;
  const since = await life.lastEnteredAt(orderId, 'awaitingSubmission');
  if (since !== null && since + SUBMIT_LIMIT_MS > nowMs) return; // put back later: that round's job decides
  await cancelAndRelease(trx, orderId, ['awaitingSubmission'], translate('zh-CN', 'train.note.unsent'), {
    nowMs,
    actorEmpId: null,
  });
});

/** Paid train order (11009): ticketing starts 1–2 s later (the train product's onPaid). */
export const trainPaidHandler: PaidHandler = async (trx, orderId, ctx) => {
  const paidAt = (await lifecycleRepository(trx).paidAtMs(orderId)) ?? ctx.now().getTime();
  await ticketStep.schedule(trx, { orderId }, paidAt + delayMs(`train.start|${orderId}`, 1000, 2000), paidAt);
};

/** Approved → awaitingPayment: the expiry at the new deadline. Withdrawn → awaitingSubmission: 30 minutes again. */
export const scheduleExpiry = (trx: Parameters<PaidHandler>[0], orderId: string, atMs: number, nowMs: number) =>
  expireStep.schedule(trx, { orderId }, atMs, nowMs);
export const scheduleSubmitExpiry = (trx: Parameters<PaidHandler>[0], orderId: string, nowMs: number) =>
  submitExpireStep.schedule(trx, { orderId }, nowMs + SUBMIT_LIMIT_MS, nowMs);

/** The train product's jobs. */
export const trainJobs = stepHandlers(ticketStep, issueStep, expireStep, submitExpireStep);
