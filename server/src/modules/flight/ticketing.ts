/**
 * Ticketing and payment expiry as persisted jobs (ARCHITECTURE §8). Paying a flight order enqueues `flight.ticket`
 * (in the paying transaction, through S2's paid handler); it moves paid → ticketing and enqueues `flight.issue`,
 * which gives each passenger a 13-digit ticket number (the validating airline's 3-digit prefix + 10 digits) and
 * moves ticketing → issued: 2–5 s after payment in the demo. `flight.expire`, enqueued at booking for the payment
 * deadline, cancels an order still unpaid and gives its seats back.
 */
import { enqueue, jobHandler, type JobHandlers } from '../../jobs';
import { randomDigits } from '../../lib/crypto';
import { AIRLINE_BY_CODE } from '../../suppliers/flight';
import { hash32 } from '../../suppliers/flight/random';
import { orderTransition, type PaidHandler } from '../orders/lifecycle';
import { EXPIRE_JOB, cancelAndRelease } from './booking';
import type { FlightSnapshot } from './present';

export const TICKET_JOB = 'flight.ticket';
export const ISSUE_JOB = 'flight.issue';

interface OrderJob {
  orderId: string;
}

/** Demo delays: 1–2 s to start ticketing, 1–3 s to issue (seeded by the order, so repeatable). */
const startDelayMs = (orderId: string): number => 1000 + (hash32(`start|${orderId}`) % 1001);
const issueDelayMs = (orderId: string): number => 1000 + (hash32(`issue|${orderId}`) % 2001);

/** Paid domestic flight order (11001): ticketing starts 1–2 s later (the flight product's onPaid). */
export const flightPaidHandler: PaidHandler = async (trx, orderId, ctx) => {
  const order = await trx
    .selectFrom('orders')
    .select(['paid_at', 'updated_at'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  // markOrdersPaid stamps paid_at (the business clock) before calling us.
  const paidAt = Number(order?.paid_at ?? order?.updated_at ?? ctx.now().getTime());
  await enqueue(trx, TICKET_JOB, { orderId } satisfies OrderJob, paidAt + startDelayMs(orderId), paidAt);
};

/** Ticketing, issuing and payment expiry (the flight product's jobs). */
export const ticketingJobs: JobHandlers = {
  [TICKET_JOB]: jobHandler<OrderJob>(async ({ ctx, trx }, { orderId }) => {
    const nowMs = ctx.now().getTime();
    const order = await trx.selectFrom('orders').select('order_status').where('id', '=', orderId).executeTakeFirst();
    if (order?.order_status !== 'paid') return;
    await orderTransition(trx, orderId, ['paid'], 'ticketing', 'ticketing started', { nowMs, actorEmpId: null });
    await enqueue(trx, ISSUE_JOB, { orderId } satisfies OrderJob, nowMs + issueDelayMs(orderId), nowMs);
  }),

  [ISSUE_JOB]: jobHandler<OrderJob>(async ({ ctx, trx }, { orderId }) => {
    const nowMs = ctx.now().getTime();
    const order = await trx.selectFrom('orders').select('order_status').where('id', '=', orderId).executeTakeFirst();
    if (order?.order_status !== 'ticketing') return;
    const first = await trx
      .selectFrom('flight_ranges')
      .select('flight_json')
      .where('order_id', '=', orderId)
      .orderBy('seq')
      .executeTakeFirst();
    const snapshot = first ? (JSON.parse(first.flight_json) as FlightSnapshot) : null;
    const prefix = AIRLINE_BY_CODE.get(snapshot?.airlineCode ?? '')?.prefix ?? '999';
    const passengers = await trx
      .selectFrom('flight_passengers')
      .select(['id', 'ticket_no'])
      .where('order_id', '=', orderId)
      .orderBy('seq')
      .execute();
    const tickets: string[] = [];
    for (const p of passengers) {
      const ticketNo = p.ticket_no || `${prefix}${randomDigits(10)}`;
      tickets.push(ticketNo);
      await trx.updateTable('flight_passengers').set({ ticket_no: ticketNo }).where('id', '=', p.id).execute();
    }
    await orderTransition(trx, orderId, ['ticketing'], 'issued', `tickets ${tickets.join(',')}`, {
      nowMs,
      actorEmpId: null,
    });
  }),

  [EXPIRE_JOB]: jobHandler<OrderJob>(async ({ ctx, trx }, { orderId }) => {
    const nowMs = ctx.now().getTime();
    const order = await trx
      .selectFrom('orders')
      .select(['order_status', 'pay_deadline'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (order?.order_status !== 'awaitingPayment') return;
    const deadline = order.pay_deadline === null ? null : Number(order.pay_deadline);
    if (deadline !== null && deadline > nowMs) {
      // The deadline moved (e.g. a new one after approval): look again then.
      await enqueue(trx, EXPIRE_JOB, { orderId } satisfies OrderJob, deadline, nowMs);
      return;
    }
    await cancelAndRelease(trx, orderId, ['awaitingPayment'], 'payment deadline passed', { nowMs, actorEmpId: null });
  }),
};

/**
 * For the approval flow (a later issue): when an approved flight order moves to awaitingPayment with a new
 * `pay_deadline`, schedule its expiry in the same transaction.
 */
export async function scheduleFlightExpiry(
  trx: Parameters<typeof enqueue>[0],
  orderId: string,
  deadlineMs: number,
  nowMs: number,
): Promise<void> {
  await enqueue(trx, EXPIRE_JOB, { orderId } satisfies OrderJob, deadlineMs, nowMs);
}
