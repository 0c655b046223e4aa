/**
 * The order steps every ticketed product shares (flights, trains…), as the supplier kit's persisted steps
 * (ARCHITECTURE §8): paying schedules `<p>.ticket` (the product's paid handler, in the paying transaction), which
 * moves paid → ticketing and schedules `<p>.issue`; that one writes the product's tickets and moves ticketing →
 * issued. `<p>.expire`, enqueued at booking for the pay deadline (orders/creation.ts, by kind) or after approval,
 * cancels an order still unpaid and gives back what it holds. Delays are seeded by the order, so repeatable.
 */
import type { Db } from '../../db';
import { defineStep, delayMs, type Step } from '../../suppliers/kit/step';
import type { OrderStatus } from '../../../../src/domain/orderStatus';
import { releaseRoute } from '../trip/booking';
import { translate } from '../../i18n/messages';
import { createMessage, orderTransition, type PaidHandler } from './lifecycle';
import { lifecycleRepository } from './lifecycleRepository';

/** The payload of an order's step. */
export interface OrderJob {
  orderId: string;
}

type Release = (trx: Db, orderId: string, nowMs: number) => Promise<void>;

/**
 * Cancels the order from one of `from`, gives back what it holds (`release`: seats…) and its trip-request route, in
 * the caller's transaction (a pending approval is the caller's to terminate first).
 */
export async function cancelAndReleaseWith(
  release: Release,
  trx: Db,
  orderId: string,
  from: OrderStatus[],
  note: string,
  opts: { nowMs: number; actorEmpId: string | null; message?: boolean },
): Promise<void> {
  await orderTransition(trx, orderId, from, 'cancelled', note, opts);
  await release(trx, orderId, opts.nowMs);
  await releaseRoute(trx, orderId, opts.nowMs);
}

/**
 * The payment expiry of an order (any product): at its pay deadline an order still awaiting payment is cancelled
 * and gives back what it holds (`release`) and its trip-request route; a deadline that moved (a new one after
 * approval) is looked at again then. Enqueued by kind at booking (orders/creation.ts expiryJob) or scheduled.
 */
export function paymentExpiry(spec: { kind: string; note: string; release: Release }): Step<OrderJob> {
  const step: Step<OrderJob> = defineStep<OrderJob>(spec.kind, async ({ ctx, trx }, { orderId }) => {
    const nowMs = ctx.now().getTime();
    const order = await lifecycleRepository(trx).statusAndDeadline(orderId);
    if (order?.order_status !== 'awaitingPayment') return;
    const deadline = order.pay_deadline === null ? null : Number(order.pay_deadline);
    if (deadline !== null && deadline > nowMs) {
      // The deadline moved (e.g. a new one after approval): look again then.
      await step.schedule(trx, { orderId }, deadline, nowMs);
      return;
    }
    await cancelAndReleaseWith(spec.release, trx, orderId, ['awaitingPayment'], spec.note, {
      nowMs,
      actorEmpId: null,
    });
  });
  return step;
}

/** What a product tells the shared ticketing steps. */
export interface TicketingSpec {
  /** Job kinds, unique in the app ('flight.ticket'…). */
  kinds: { ticket: string; issue: string; expire: string };
  /** Prefix of the keys of the repeatable demo delays (`${prefix}start|${orderId}`, `${prefix}issue|…`). */
  delayPrefix: string;
  /** Issuing comes this long (ms, from, to) after ticketing started. */
  issueDelayMs: readonly [number, number];
  /** Timeline notes (stored text): ticketing started, unpaid at the deadline. */
  notes: { ticketing: string; expired: string };
  /** More to do when ticketing starts (e.g. the tickets' own status). */
  started?(trx: Db, orderId: string): Promise<void>;
  /** ticketing → issued: writes the tickets and answers the timeline note. */
  issue(trx: Db, orderId: string): Promise<string>;
  /** Gives back what an order cancelled unpaid holds (seats…). */
  release: Release;
}

/** The product's ticketing, issuing and payment-expiry steps, its paid handler and its expiry scheduler. */
export function ticketingSteps(spec: TicketingSpec) {
  const issueStep = defineStep<OrderJob>(spec.kinds.issue, async ({ ctx, trx }, { orderId }) => {
    const nowMs = ctx.now().getTime();
    if ((await lifecycleRepository(trx).statusOf(orderId)) !== 'ticketing') return;
    const note = await spec.issue(trx, orderId);
    await orderTransition(trx, orderId, ['ticketing'], 'issued', note, { nowMs, actorEmpId: null });
  });

  const ticketStep = defineStep<OrderJob>(spec.kinds.ticket, async ({ ctx, trx }, { orderId }) => {
    const nowMs = ctx.now().getTime();
    if ((await lifecycleRepository(trx).statusOf(orderId)) !== 'paid') return;
    await orderTransition(trx, orderId, ['paid'], 'ticketing', spec.notes.ticketing, { nowMs, actorEmpId: null });
    if (spec.started) await spec.started(trx, orderId);
    const [min, max] = spec.issueDelayMs;
    await issueStep.schedule(trx, { orderId }, nowMs + delayMs(`${spec.delayPrefix}issue|${orderId}`, min, max), nowMs);
  });

  const expireStep = paymentExpiry({ kind: spec.kinds.expire, note: spec.notes.expired, release: spec.release });

  /** Paid: ticketing starts 1–2 s later (markOrdersPaid stamps paid_at, the business clock, before calling). */
  const paidHandler: PaidHandler = async (trx, orderId, ctx) => {
    const paidAt = (await lifecycleRepository(trx).paidAtMs(orderId)) ?? ctx.now().getTime();
    await ticketStep.schedule(
      trx,
      { orderId },
      paidAt + delayMs(`${spec.delayPrefix}start|${orderId}`, 1000, 2000),
      paidAt,
    );
  };

  /** The expiry of an unpaid order at its (new) pay deadline, in the caller's transaction. */
  const scheduleExpiry = async (trx: Db, orderId: string, deadlineMs: number, nowMs: number): Promise<void> => {
    await expireStep.schedule(trx, { orderId }, deadlineMs, nowMs);
  };

  return { paidHandler, scheduleExpiry, steps: [ticketStep, issueStep, expireStep] as const };
}

/**
 * The hold of an order waiting to be sent for approval: not sent within `limitMs` (of booking, or of the withdrawal
 * that put it back), it is cancelled, what it holds and its trip-request route given back, and the booker told why.
 * A job looks at when the order last entered awaitingSubmission, so an older job of an earlier round does nothing.
 */
export function submissionExpiry(spec: { kind: string; limitMs: number; note: string; release: Release }) {
  const step = defineStep<OrderJob>(spec.kind, async ({ ctx, trx }, { orderId }) => {
    const nowMs = ctx.now().getTime();
    const life = lifecycleRepository(trx);
    const order = await life.orderToExpire(orderId);
    if (order?.order_status !== 'awaitingSubmission') return;
    const since = (await life.lastEnteredAt(orderId, 'awaitingSubmission')) ?? Number(order.created_at);
    // Put back later (withdrawn): that round's own job decides.
    if (since + spec.limitMs > nowMs) return;
    await cancelAndReleaseWith(spec.release, trx, orderId, ['awaitingSubmission'], spec.note, {
      nowMs,
      actorEmpId: null,
      message: false,
    });
    // Messages are stored once, in the default language (as the order lifecycle does).
    await createMessage(trx, {
      corpId: order.corp_id,
      empId: order.emp_id,
      title: translate('zh-CN', 'msgCancelled'),
      content: translate('zh-CN', 'msgSubmissionExpiredContent', { orderNo: order.order_no, title: order.title }),
      orderId,
      orderType: Number(order.order_type),
      nowMs,
    });
  });
  /** Sent back to awaitingSubmission (withdrawn): the wait starts again. */
  const schedule = async (trx: Db, orderId: string, nowMs: number): Promise<void> => {
    await step.schedule(trx, { orderId }, nowMs + spec.limitMs, nowMs);
  };
  return { step, schedule };
}
