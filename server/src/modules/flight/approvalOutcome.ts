/**
 * What the approval engine (server/src/modules/approval/engine.ts) needs of a domestic flight order and what the
 * outcome does to it (the shared approval/outcome.ts, issue 4 "the booked order moves on by the approval outcome"):
 * - subject: title, order number, amount, travellers, one line per segment and the violation items with reasons;
 * - sent → inApproval; withdrawn → awaitingSubmission (can be sent again or cancelled);
 * - approved → awaitingPayment with a new 15-minute deadline and its expiry job, or — a company account without a
 *   payment password — paid from the company account at once, which starts ticketing;
 * - rejected → rejected, seats given back and the trip-request route freed;
 * - too late (unsent 30 min, undecided 2 h before departure / 24 h, approved inside the 40-minute booking block):
 *   cancelled or approvalTerminated with seats and route released (approvalDeadlines.ts, engine endApproval).
 * Every change goes through orderTransition, so the timeline and the booker's messages are written.
 */
import { isFlightBookable } from '../../../../src/domain/bookingWindows';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import type { Db } from '../../db';
import type { ApprovalHandler, ApprovalSubject } from '../approval/engine';
import { approvalOutcome, bookedOrderSubject } from '../approval/outcome';
import { firstDepartureMs, scheduleApprovalExpiry, scheduleSubmissionExpiry } from './approvalDeadlines';
import { CPLX_FLIGHT } from './bookingCodes';
import { releaseSeats } from './seats';
import { airportRef, type FlightSnapshot } from './present';
import { flightRepository } from './repository';
import { scheduleFlightExpiry } from './ticketing';

/** Order types whose approval this module handles: the domestic flight order itself. */
export const FLIGHT_APPROVAL_ORDER_TYPES = [ORDER_TYPE.flight] as const;

const CABIN_NAMES: Record<string, string> = { Y: '经济舱', C: '公务舱', F: '头等舱' };

function parse<T>(json: string, fallback: T): T {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

/** One plain line per segment: date, flight, airports, times and cabin class (approval detail screen). */
function segmentLine(r: { dep_date: string; flight_no: string; cabin_class: string; flight_json: string }): string {
  const s = parse<FlightSnapshot | null>(r.flight_json, null);
  const cabin = CABIN_NAMES[r.cabin_class] ?? r.cabin_class;
  if (!s) return `${r.dep_date} ${r.flight_no} ${cabin}`;
  const dep = airportRef('zh-CN', s.depAirport, s.depTerminal);
  const arr = airportRef('zh-CN', s.arrAirport, s.arrTerminal);
  const place = (a: typeof dep) => `${a.name}${a.terminal ? ` ${a.terminal}` : ''}`;
  return `${r.dep_date} ${r.flight_no} ${place(dep)} ${s.depTime.slice(11, 16)} → ${place(arr)} ${s.arrTime.slice(11, 16)} ${cabin}`;
}

async function subject(trx: Db, corpId: string, orderId: string): Promise<ApprovalSubject | null> {
  const repo = flightRepository(trx);
  const order = await repo.approvalOrder(orderId, corpId);
  if (!order) return null;
  const [ranges, passengers] = await Promise.all([repo.approvalSegments(orderId), repo.passengerNames(orderId)]);
  return bookedOrderSubject(order, {
    product: CPLX_FLIGHT,
    lines: ranges.map(segmentLine),
    travellersLabel: '乘机人',
    travellers: passengers.map((p) => ({ name: p.psg_name, empId: p.emp_id })),
  });
}

/** The flight outcome: the shared one with the flight's notes, deadlines and seats (approval/outcome.ts). */
export const flightApprovalHandler: ApprovalHandler = approvalOutcome({
  subject,
  notes: {
    sent: 'sent for approval',
    terminated: 'approval ended before departure',
    approved: 'approved',
    rejected: 'approval rejected',
    withdrawn: 'approval withdrawn',
  },
  // Ends 2 h before departure or 24 h after sending (approvalDeadlines.ts); refused when already too late.
  onSubmitted: scheduleApprovalExpiry,
  async approvalBlocked(trx, orderId, nowMs) {
    // Approved inside the 40-minute booking block (SPEC §9): it could not be ticketed, so it ends instead.
    const departure = await firstDepartureMs(trx, orderId);
    return departure !== null && !isFlightBookable(departure, nowMs) ? 'approvalEndedTooLate' : null;
  },
  release: releaseSeats,
  scheduleExpiry: scheduleFlightExpiry,
  // Back to waiting for submission: another 30 minutes before the seats are given back.
  scheduleSubmitExpiry: scheduleSubmissionExpiry,
});
