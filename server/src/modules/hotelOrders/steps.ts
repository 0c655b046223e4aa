/**
 * The hotel order's persisted steps (supplier kit `defineStep`, ARCHITECTURE §8) and what gives its rooms back:
 * - paying a prepay order (the product's onPaid, in the paying transaction) moves paid → processing and schedules
 *   `hotelOrders.confirm`; an onsite order schedules it when booked (or guaranteed, or approved);
 * - `confirm` gives the order the hotel's confirmation number (processing → confirmed) and schedules `complete` at
 *   noon of the check-out day (confirmed or partRefunded → completed);
 * - `expire` cancels a prepay order unpaid at its deadline, `guaranteeExpire` an onsite order still without its
 *   card guarantee after 15 minutes, `submitExpire` one never sent for approval in 30 minutes; all release rooms.
 * Delays are seeded by the order, so repeatable. Each step reads the state first and does nothing once it moved on.
 */
import type { Db } from '../../db';
import { randomDigits } from '../../lib/crypto';
import { chinaDayStartMs } from '../../lib/time';
import { releaseRooms } from '../../suppliers/hotel';
import { defineStep, delayMs, stepHandlers } from '../../suppliers/kit/step';
import { storedText } from '../orders/afterSales';
import { orderTransition, type PaidHandler } from '../orders/lifecycle';
import { lifecycleRepository } from '../orders/lifecycleRepository';
import { cancelAndReleaseWith, paymentExpiry, submissionExpiry } from '../orders/ticketing';
import { CHECK_OUT_HOUR, CONFIRM_DELAY_MS, GUARANTEE_LIMIT_MS, JOB, SUBMIT_LIMIT_MS } from './codes';
import { hotelOrdersRepository } from './repository';

interface OrderJob {
  orderId: string;
}

/**
 * Gives back the rooms of the nights the order still holds (each night once: a night released is marked) and
 * releases a held card guarantee. In the caller's transaction.
 */
export async function releaseOrderRooms(trx: Db, orderId: string, nowMs: number): Promise<void> {
  const repo = hotelOrdersRepository(trx);
  const order = await repo.hotelOrder(orderId);
  if (!order) return;
  const held = (await repo.nights(orderId)).filter((n) => n.refunded === 0).map((n) => n.night);
  if (held.length > 0) {
    await releaseRooms(trx, order.plan_key, Number(order.rooms), held, nowMs);
    await repo.markNightsRefunded(orderId, held);
  }
  const guarantee = await repo.guarantee(orderId);
  if (guarantee?.status === 'held') await repo.setGuaranteeStatus(orderId, 'released', nowMs);
}

/** The hotel's confirmation number: 'HC' and 8 digits. */
const confirmationNo = (): string => `HC${randomDigits(8)}`;

const completeStep = defineStep<OrderJob>(JOB.complete, async ({ ctx, trx }, { orderId }) => {
  const status = await lifecycleRepository(trx).statusOf(orderId);
  if (status !== 'confirmed' && status !== 'partRefunded') return;
  await orderTransition(trx, orderId, [status], 'completed', storedText('hotelOrders.note.completed'), {
    nowMs: ctx.now().getTime(),
    actorEmpId: null,
  });
});

const confirmStep = defineStep<OrderJob>(JOB.confirm, async ({ ctx, trx }, { orderId }) => {
  const nowMs = ctx.now().getTime();
  if ((await lifecycleRepository(trx).statusOf(orderId)) !== 'processing') return;
  const repo = hotelOrdersRepository(trx);
  const order = await repo.hotelOrder(orderId);
  if (!order) return;
  // An onsite order waiting for its guarantee is not sent to the hotel yet.
  if (order.guarantee_required === 1 && (await repo.guarantee(orderId))?.status !== 'held') return;
  const no = confirmationNo();
  await repo.updateHotelOrder(orderId, { confirmation_no: no });
  await orderTransition(trx, orderId, ['processing'], 'confirmed', storedText('hotelOrders.note.confirmed', { no }), {
    nowMs,
    actorEmpId: null,
  });
  const checkOutAt = chinaDayStartMs(order.check_out) + CHECK_OUT_HOUR * 3_600_000;
  await completeStep.schedule(trx, { orderId }, Math.max(nowMs, checkOutAt), nowMs);
});

/** The order goes to the hotel: confirmed a few seconds later (repeatable per order). */
export async function scheduleConfirm(trx: Db, orderId: string, nowMs: number): Promise<void> {
  const [min, max] = CONFIRM_DELAY_MS;
  await confirmStep.schedule(trx, { orderId }, nowMs + delayMs(`hotel.confirm|${orderId}`, min, max), nowMs);
}

const expireStep = paymentExpiry({
  kind: JOB.expire,
  note: storedText('hotelOrders.note.expired'),
  release: releaseOrderRooms,
});

const guaranteeExpireStep = defineStep<OrderJob>(JOB.guaranteeExpire, async ({ ctx, trx }, { orderId }) => {
  const nowMs = ctx.now().getTime();
  if ((await lifecycleRepository(trx).statusOf(orderId)) !== 'processing') return;
  const repo = hotelOrdersRepository(trx);
  const order = await repo.hotelOrder(orderId);
  if (!order || order.guarantee_required !== 1 || (await repo.guarantee(orderId))) return;
  await cancelAndReleaseWith(
    releaseOrderRooms,
    trx,
    orderId,
    ['processing'],
    storedText('hotelOrders.note.guaranteeExpired'),
    { nowMs, actorEmpId: null },
  );
});

/** An onsite order waiting for its guarantee is cancelled when none comes within 15 minutes. */
export async function scheduleGuaranteeExpiry(trx: Db, orderId: string, nowMs: number): Promise<void> {
  await guaranteeExpireStep.schedule(trx, { orderId }, nowMs + GUARANTEE_LIMIT_MS, nowMs);
}

const submission = submissionExpiry({
  kind: JOB.submitExpire,
  limitMs: SUBMIT_LIMIT_MS,
  note: storedText('hotelOrders.note.unsent'),
  release: releaseOrderRooms,
});

/** Paid prepay order: to the hotel at once (paid → processing), confirmed a few seconds later. */
export const hotelPaidHandler: PaidHandler = async (trx, orderId, ctx) => {
  const paidAt = (await lifecycleRepository(trx).paidAtMs(orderId)) ?? ctx.now().getTime();
  await orderTransition(trx, orderId, ['paid'], 'processing', storedText('hotelOrders.note.confirming'), {
    nowMs: paidAt,
    actorEmpId: null,
    message: false,
  });
  await scheduleConfirm(trx, orderId, paidAt);
};

/** Approved → awaitingPayment: the expiry at the new deadline. Withdrawn → awaitingSubmission: 30 minutes again. */
export const scheduleExpiry = async (trx: Db, orderId: string, deadlineMs: number, nowMs: number): Promise<void> => {
  await expireStep.schedule(trx, { orderId }, deadlineMs, nowMs);
};
export const scheduleSubmitExpiry = submission.schedule;

/** The order steps of the hotel product (refund steps are in refunds.ts). */
export const hotelOrderSteps = [confirmStep, completeStep, expireStep, guaranteeExpireStep, submission.step] as const;
export const hotelOrderJobs = stepHandlers(...hotelOrderSteps);
