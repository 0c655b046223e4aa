/**
 * Orders do not hold seats forever while approval is pending (issue 4):
 * - `flight.submitExpire`: an order in `awaitingSubmission` not sent within 30 minutes (of booking, or of the
 *   withdrawal that put it back) is cancelled, its seats and trip-request route released, the booker told why.
 * - `flight.approvalExpire`: an order `inApproval` is ended when its first flight departs within 2 hours, or 24 hours
 *   after it was sent, whichever is earlier: the approval is terminated (engine `endApproval`), the order becomes
 *   `approvalTerminated`, its seats and route are released, and the applicant and the open approvers are told.
 * Both are persisted jobs enqueued in the transaction of the change that starts the wait. A job looks at when the
 * order last entered the status (its timeline), so an older job of an earlier round (sent, withdrawn, sent again)
 * does nothing: each round scheduled its own.
 */
import { ORDER_TYPE } from '../../../../src/domain/codes';
import type { Db } from '../../db';
import { enqueue, jobHandler, type JobHandlers } from '../../jobs';
import { stepHandlers } from '../../suppliers/kit/step';
import { invalid } from '../../lib/errors';
import { endApproval } from '../approval/engine';
import { lifecycleRepository } from '../orders/lifecycleRepository';
import { submissionExpiry } from '../orders/ticketing';
import { SUBMIT_EXPIRE_JOB, SUBMIT_LIMIT_MS } from './bookingCodes';
import { releaseSeats } from './seats';
import { flightRepository } from './repository';

export const APPROVAL_EXPIRE_JOB = 'flight.approvalExpire';
/** An approval must be done this long before the first departure. */
export const APPROVAL_BEFORE_DEPARTURE_MS = 2 * 3_600_000;
/** An approval may take at most this long after sending. */
export const APPROVAL_MAX_MS = 24 * 3_600_000;

interface OrderJob {
  orderId: string;
}

/** When the order last entered `status` (its timeline; the order's creation when it was created in it). */
const enteredAt = (trx: Db, orderId: string, status: string): Promise<number | null> =>
  lifecycleRepository(trx).lastEnteredAt(orderId, status);

/** The first departure of the order's segments still held (epoch ms), or null. */
export const firstDepartureMs = (trx: Db, orderId: string): Promise<number | null> =>
  flightRepository(trx).firstActiveDepartureMs(orderId);

/** The moment an approval sent at `sentAtMs` ends unless decided: 2 h before departure or 24 h after, earlier wins. */
export function approvalDeadlineMs(sentAtMs: number, departureMs: number | null): number {
  const cap = sentAtMs + APPROVAL_MAX_MS;
  return departureMs === null ? cap : Math.min(cap, departureMs - APPROVAL_BEFORE_DEPARTURE_MS);
}

const submission = submissionExpiry({
  kind: SUBMIT_EXPIRE_JOB,
  limitMs: SUBMIT_LIMIT_MS,
  note: 'not sent for approval within 30 minutes',
  release: releaseSeats,
});

/** Withdrawn back to awaitingSubmission: the 30 minutes start again. */
export const scheduleSubmissionExpiry = submission.schedule;

/**
 * Sent for approval: schedules the end of the wait. Refused ('approvalSendTooLate') when the deadline has already
 * passed — the flight departs within 2 hours, too soon for anyone to approve it.
 */
export async function scheduleApprovalExpiry(trx: Db, orderId: string, nowMs: number): Promise<void> {
  const deadline = approvalDeadlineMs(nowMs, await firstDepartureMs(trx, orderId));
  if (deadline <= nowMs) throw invalid('approvalSendTooLate');
  await enqueue(trx, APPROVAL_EXPIRE_JOB, { orderId } satisfies OrderJob, deadline, nowMs);
}

/** Both deadline jobs (the flight product's jobs). */
export const approvalDeadlineJobs: JobHandlers = {
  ...stepHandlers(submission.step),
  [APPROVAL_EXPIRE_JOB]: jobHandler<OrderJob>(async ({ ctx, trx }, { orderId }) => {
    const nowMs = ctx.now().getTime();
    if ((await lifecycleRepository(trx).statusOf(orderId)) !== 'inApproval') return;
    const sentAt = (await enteredAt(trx, orderId, 'inApproval')) ?? nowMs;
    if (approvalDeadlineMs(sentAt, await firstDepartureMs(trx, orderId)) > nowMs) return;
    await endApproval(ctx, trx, orderId, ORDER_TYPE.flight, nowMs, 'approvalEndedBeforeDeparture');
  }),
};
