/**
 * Ticketing and payment expiry as the supplier kit's persisted steps (ARCHITECTURE §8). Paying a flight order
 * schedules `flight.ticket` (in the paying transaction, through the product's paid handler); it moves paid →
 * ticketing and schedules `flight.issue`, which gives each passenger a 13-digit ticket number (the validating
 * airline's 3-digit prefix + 10 digits) and moves ticketing → issued: 2–5 s after payment in the demo.
 * `flight.expire`, enqueued at booking for the payment deadline (orders/creation.ts, by kind), cancels an order still
 * unpaid and gives its seats back.
 */
import type { JobDb } from '../../jobs';
import { randomDigits } from '../../lib/crypto';
import { AIRLINE_BY_CODE } from '../../suppliers/flight';
import { defineStep, delayMs, stepHandlers, type Step } from '../../suppliers/kit/step';
import { orderTransition, type PaidHandler } from '../orders/lifecycle';
import { lifecycleRepository } from '../orders/lifecycleRepository';
import { EXPIRE_JOB } from './bookingCodes';
import { cancelAndRelease } from './cancel';
import type { FlightSnapshot } from './present';
import { flightRepository } from './repository';

export const TICKET_JOB = 'flight.ticket';
export const ISSUE_JOB = 'flight.issue';

interface OrderJob {
  orderId: string;
}

/** ticketing → issued: a ticket number for each passenger who has none yet. */
const issueStep = defineStep<OrderJob>(ISSUE_JOB, async ({ ctx, trx }, { orderId }) => {
  const nowMs = ctx.now().getTime();
  if ((await lifecycleRepository(trx).statusOf(orderId)) !== 'ticketing') return;
  const repo = flightRepository(trx);
  const first = await repo.firstSegmentSnapshot(orderId);
  const snapshot = first ? (JSON.parse(first.flight_json) as FlightSnapshot) : null;
  const prefix = AIRLINE_BY_CODE.get(snapshot?.airlineCode ?? '')?.prefix ?? '999';
  const passengers = await repo.ticketPassengers(orderId);
  const tickets: string[] = [];
  for (const p of passengers) {
    const ticketNo = p.ticket_no || `${prefix}${randomDigits(10)}`;
    tickets.push(ticketNo);
    await repo.setTicketNo(p.id, ticketNo);
  }
  await orderTransition(trx, orderId, ['ticketing'], 'issued', `tickets ${tickets.join(',')}`, {
    nowMs,
    actorEmpId: null,
  });
});

/** paid → ticketing, then issuing 1–3 s later (delays seeded by the order, so repeatable). */
const ticketStep = defineStep<OrderJob>(TICKET_JOB, async ({ ctx, trx }, { orderId }) => {
  const nowMs = ctx.now().getTime();
  if ((await lifecycleRepository(trx).statusOf(orderId)) !== 'paid') return;
  await orderTransition(trx, orderId, ['paid'], 'ticketing', 'ticketing started', { nowMs, actorEmpId: null });
  await issueStep.schedule(trx, { orderId }, nowMs + delayMs(`issue|${orderId}`, 1000, 3000), nowMs);
});

/** Cancels an order still awaiting payment at its deadline and gives its seats back. */
const expireStep: Step<OrderJob> = defineStep<OrderJob>(EXPIRE_JOB, async ({ ctx, trx }, { orderId }) => {
  const nowMs = ctx.now().getTime();
  const order = await lifecycleRepository(trx).statusAndDeadline(orderId);
  if (order?.order_status !== 'awaitingPayment') return;
  const deadline = order.pay_deadline === null ? null : Number(order.pay_deadline);
  if (deadline !== null && deadline > nowMs) {
    // The deadline moved (e.g. a new one after approval): look again then.
    await expireStep.schedule(trx, { orderId }, deadline, nowMs);
    return;
  }
  await cancelAndRelease(trx, orderId, ['awaitingPayment'], 'payment deadline passed', { nowMs, actorEmpId: null });
});

/** Paid domestic flight order (11001): ticketing starts 1–2 s later (the flight product's onPaid). */
export const flightPaidHandler: PaidHandler = async (trx, orderId, ctx) => {
  // markOrdersPaid stamps paid_at (the business clock) before calling us.
  const paidAt = (await lifecycleRepository(trx).paidAtMs(orderId)) ?? ctx.now().getTime();
  await ticketStep.schedule(trx, { orderId }, paidAt + delayMs(`start|${orderId}`, 1000, 2000), paidAt);
};

/** Ticketing, issuing and payment expiry (the flight product's jobs). */
export const ticketingJobs = stepHandlers(ticketStep, issueStep, expireStep);

/**
 * When an approved flight order moves to awaitingPayment with a new `pay_deadline`, schedules its expiry in the same
 * transaction.
 */
export async function scheduleFlightExpiry(
  trx: JobDb,
  orderId: string,
  deadlineMs: number,
  nowMs: number,
): Promise<void> {
  await expireStep.schedule(trx, { orderId }, deadlineMs, nowMs);
}
