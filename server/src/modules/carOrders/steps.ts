/**
 * The car order's own persisted steps (supplier kit `defineStep`): a pre-booked order still unpaid at its 15-minute
 * deadline is cancelled (`expire`), one never sent for approval within 30 minutes too (`submitExpire`). Instant rides
 * are never created awaiting payment, so they never expire (their pay-at-end has no deadline). Paying a pre-booked
 * order starts the dispatch (calling at use time − 30 minutes, dispatch/). A car order holds no supplier stock: a
 * cancelled one gives back only its trip-request route (done by the shared expiry).
 */
import type { Db } from '../../db';
import { defineStep, stepHandlers } from '../../suppliers/kit/step';
import { storedText } from '../orders/afterSales';
import type { PaidHandler } from '../orders/lifecycle';
import { lifecycleRepository } from '../orders/lifecycleRepository';
import { paymentExpiry, submissionExpiry } from '../orders/ticketing';
import { startDispatch } from './dispatch';
import { JOB, SUBMIT_LIMIT_MS } from './codes';

/** Nothing of the supplier's is held by a car order before its driver is called. */
export const releaseNothing = async (_trx: Db, _orderId: string, _nowMs: number): Promise<void> => {};

const expireStep = paymentExpiry({
  kind: JOB.expire,
  note: storedText('carOrders.note.expired'),
  release: releaseNothing,
});

const submission = submissionExpiry({
  kind: JOB.submitExpire,
  limitMs: SUBMIT_LIMIT_MS,
  note: storedText('carOrders.note.unsent'),
  release: releaseNothing,
});

/** Pre-booked order paid: the dispatch calls a driver at use time − 30 minutes (at once when that is past). */
export const carPrebookedPaidHandler: PaidHandler = async (trx, orderId, ctx) => {
  const paidAt = (await lifecycleRepository(trx).paidAtMs(orderId)) ?? ctx.now().getTime();
  await startDispatch(trx, ctx, orderId, paidAt);
};

/** Approved → awaitingPayment: the expiry at the new deadline. Withdrawn → awaitingSubmission: 30 minutes again. */
export const scheduleExpiry = async (trx: Db, orderId: string, deadlineMs: number, nowMs: number): Promise<void> => {
  await expireStep.schedule(trx, { orderId }, deadlineMs, nowMs);
};
export const scheduleSubmitExpiry = submission.schedule;

/**
 * Starts the dispatch of an order already paid that nobody paid through the cashier (the demo seed writes paid
 * orders without a request, so without the app context): it runs shortly after start-up, once.
 */
const startDispatchStep = defineStep<{ orderId: string }>(JOB.startDispatch, async ({ ctx, trx }, { orderId }) => {
  if ((await lifecycleRepository(trx).statusOf(orderId)) !== 'paid') return;
  await startDispatch(trx, ctx, orderId, ctx.now().getTime());
});

/** Schedules {@link startDispatchStep} in the caller's transaction. */
export async function scheduleStartDispatch(trx: Db, orderId: string, nowMs: number): Promise<void> {
  await startDispatchStep.schedule(trx, { orderId }, nowMs, nowMs);
}

export const carOrderJobs = stepHandlers(expireStep, submission.step, startDispatchStep);
