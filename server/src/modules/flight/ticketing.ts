/**
 * Ticketing and payment expiry of domestic flights on the shared ticketed-order steps (orders/ticketing.ts). Paying
 * a flight order schedules `flight.ticket`; it moves paid → ticketing and schedules `flight.issue`, which gives each
 * passenger a 13-digit ticket number (the validating airline's 3-digit prefix + 10 digits) and moves ticketing →
 * issued: 2–5 s after payment in the demo. `flight.expire`, enqueued at booking for the payment deadline
 * (orders/creation.ts, by kind), cancels an order still unpaid and gives its seats back.
 */
import type { Db } from '../../db';
import { randomDigits } from '../../lib/crypto';
import { AIRLINE_BY_CODE } from '../../suppliers/flight';
import { stepHandlers } from '../../suppliers/kit/step';
import { ticketingSteps } from '../orders/ticketing';
import { EXPIRE_JOB } from './bookingCodes';
import type { FlightSnapshot } from './present';
import { flightRepository } from './repository';
import { releaseSeats } from './seats';

export const TICKET_JOB = 'flight.ticket';
export const ISSUE_JOB = 'flight.issue';

/** ticketing → issued: a ticket number for each passenger who has none yet; the timeline note. */
async function issueTickets(trx: Db, orderId: string): Promise<string> {
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
  return `tickets ${tickets.join(',')}`;
}

const flightTicketing = ticketingSteps({
  kinds: { ticket: TICKET_JOB, issue: ISSUE_JOB, expire: EXPIRE_JOB },
  delayPrefix: '',
  // paid → ticketing 1–2 s after payment, then issuing 1–3 s later.
  issueDelayMs: [1000, 3000],
  notes: { ticketing: 'ticketing started', expired: 'payment deadline passed' },
  issue: issueTickets,
  release: releaseSeats,
});

/** Paid domestic flight order (11001): ticketing starts 1–2 s later (the flight product's onPaid). */
export const flightPaidHandler = flightTicketing.paidHandler;

/** Ticketing, issuing and payment expiry (the flight product's jobs). */
export const ticketingJobs = stepHandlers(...flightTicketing.steps);

/**
 * When an approved flight order moves to awaitingPayment with a new `pay_deadline`, schedules its expiry in the same
 * transaction.
 */
export const scheduleFlightExpiry = flightTicketing.scheduleExpiry;
