/**
 * Ticketing and the order's deadlines as the supplier kit's persisted steps (the shared ones of orders/ticketing.ts
 * for ticketing, issuing and payment expiry). Paying a train order schedules
 * `train.ticket` (the product's paid handler, in the paying transaction); it moves paid → ticketing and schedules
 * `train.issue`, which gives each passenger a coach, a seat (or berth) and an e-ticket number and moves ticketing →
 * issued: 2–6 s after payment in the demo. `train.expire` cancels an order still unpaid at its deadline,
 * `train.submitExpire` one never sent for approval within 30 minutes; both give the seats back.
 */
import type { SeatType } from '../../../../src/domain/train/seats';
import { translate } from '../../i18n/messages';
import { randomDigits } from '../../lib/crypto';
import { hash32 } from '../../suppliers/kit/random';
import type { Db } from '../../db';
import { stepHandlers } from '../../suppliers/kit/step';
import { submissionExpiry, ticketingSteps } from '../orders/ticketing';
import { releaseOrderSeats } from './cancel';
import { EXPIRE_JOB, ISSUE_JOB, SUBMIT_EXPIRE_JOB, SUBMIT_LIMIT_MS, TICKET_JOB } from './codes';
import { trainRepository } from './repository';

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

/** ticketing → issued: a seat and an e-ticket number for each passenger who needs a seat; the timeline note. */
async function issueTickets(trx: Db, orderId: string): Promise<string> {
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
  return translate('zh-CN', 'train.note.issued', { tickets: [...new Set(issued)].join(',') });
}

/** paid → ticketing 1–2 s after payment, issuing 1–4 s later; an unpaid order cancelled at its deadline. */
const trainTicketing = ticketingSteps({
  kinds: { ticket: TICKET_JOB, issue: ISSUE_JOB, expire: EXPIRE_JOB },
  delayPrefix: 'train.',
  issueDelayMs: [1000, 4000],
  notes: { ticketing: translate('zh-CN', 'train.note.ticketing'), expired: translate('zh-CN', 'train.note.expired') },
  started: (trx, orderId) => trainRepository(trx).setTicketStatus(orderId, 'ticketing'),
  issue: issueTickets,
  release: releaseOrderSeats,
});

/** Cancels an order never sent for approval within 30 minutes (of booking or of a withdrawal), the booker told. */
const submission = submissionExpiry({
  kind: SUBMIT_EXPIRE_JOB,
  limitMs: SUBMIT_LIMIT_MS,
  note: translate('zh-CN', 'train.note.unsent'),
  release: releaseOrderSeats,
});

/** Paid train order (11009): ticketing starts 1–2 s later (the train product's onPaid). */
export const trainPaidHandler = trainTicketing.paidHandler;

/** Approved → awaitingPayment: the expiry at the new deadline. Withdrawn → awaitingSubmission: 30 minutes again. */
export const scheduleExpiry = trainTicketing.scheduleExpiry;
export const scheduleSubmitExpiry = submission.schedule;

/** The train product's jobs. */
export const trainJobs = stepHandlers(...trainTicketing.steps, submission.step);
