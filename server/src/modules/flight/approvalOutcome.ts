/**
 * What the approval engine (server/src/modules/approval/engine.ts) needs of a domestic flight order and what the
 * outcome does to it (issue 4 "the booked order moves on by the approval outcome"):
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
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { newId } from '../../lib/crypto';
import type { ApprovalHandler, ApprovalSubject } from '../approval/engine';
import { markOrdersPaid, orderTransition } from '../orders/lifecycle';
import { lifecycleRepository } from '../orders/lifecycleRepository';
import { payRepository } from '../pay/repository';
import { COMPANY_SUBJECT } from '../pay/service';
import { releaseRoute } from '../trip/booking';
import { firstDepartureMs, scheduleApprovalExpiry, scheduleSubmissionExpiry } from './approvalDeadlines';
import { CPLX_FLIGHT, type OrderViolation } from './bookingCodes';
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

/** The order's violation items with their reasons (older orders: none). */
export function orderViolations(json: string | null | undefined): OrderViolation[] {
  const list = parse<unknown>(json ?? '[]', []);
  if (!Array.isArray(list)) return [];
  return list
    .filter((v): v is OrderViolation => !!v && typeof v === 'object' && typeof (v as OrderViolation).item === 'string')
    .map((v) => ({ item: v.item, reason: typeof v.reason === 'string' ? v.reason : '' }));
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
  const violations = orderViolations(order.violations_json);
  const lines = ranges.map(segmentLine);
  if (passengers.length > 0) lines.push(`乘机人：${passengers.map((p) => p.psg_name).join('、')}`);
  return {
    corpId: order.corp_id,
    deptId: order.dept_id,
    applicantEmpId: order.emp_id,
    travellerEmpIds: [...new Set(passengers.map((p) => p.emp_id).filter((x): x is string => !!x))],
    product: CPLX_FLIGHT,
    violated: violations.length > 0,
    violateItems: [...new Set(violations.map((v) => v.item))],
    title: order.title,
    orderNo: order.order_no,
    amountFen: Number(order.total_fen),
    lines,
    violations,
  };
}

/**
 * Pays an approved order from the company account when the company pays that way without a payment password
 * (corp_pay_settings): nobody has to enter anything, so ticketing starts at once. False when it does not apply or
 * the balance and credit do not cover it (the booker then pays at the cashier).
 */
async function payByCompanyAccount(ctx: AppContext, trx: Db, orderId: string, nowMs: number): Promise<boolean> {
  const order = await flightRepository(trx).orderToPay(orderId);
  if (!order) return false;
  const repo = payRepository(trx);
  const settings = await repo.settings(order.corp_id);
  if (!settings || settings.company_account !== 1 || settings.pay_pwd_hash) return false;
  const amountFen = Number(order.total_fen);
  if (!(await repo.debit(order.corp_id, amountFen, nowMs))) return false;
  const payId = newId(nowMs);
  await repo.insertPayment(
    {
      id: payId,
      corp_id: order.corp_id,
      emp_id: order.emp_id,
      pay_scene: 1,
      subject_id: COMPANY_SUBJECT,
      client: 'approval',
      amount_fen: amountFen,
      order_ids: orderId,
      note: 'company account after approval',
      expires_at: Number(order.pay_deadline ?? nowMs),
      created_at: nowMs,
      method: 'company',
      status: 'paid',
      provider: '',
      provider_ref: '',
      paid_at: nowMs,
    },
    [{ id: orderId, total_fen: amountFen }],
  );
  await markOrdersPaid(ctx, trx, [orderId], payId, { nowMs, actorEmpId: null });
  return true;
}

export const flightApprovalHandler: ApprovalHandler = {
  subject,

  async submitted(trx, orderId, nowMs) {
    await orderTransition(trx, orderId, ['awaitingSubmission'], 'inApproval', 'sent for approval', {
      nowMs,
      actorEmpId: null,
    });
    // Ends 2 h before departure or 24 h after sending (approvalDeadlines.ts); refused when already too late.
    await scheduleApprovalExpiry(trx, orderId, nowMs);
  },

  async approvalBlocked(trx, orderId, nowMs) {
    // Approved inside the 40-minute booking block (SPEC §9): it could not be ticketed, so it ends instead.
    const departure = await firstDepartureMs(trx, orderId);
    return departure !== null && !isFlightBookable(departure, nowMs) ? 'approvalEndedTooLate' : null;
  },

  async terminated(trx, orderId, nowMs) {
    // The approval engine tells the applicant and the approvers why: no second message here.
    await orderTransition(trx, orderId, ['inApproval'], 'approvalTerminated', 'approval ended before departure', {
      nowMs,
      actorEmpId: null,
      message: false,
    });
    await releaseSeats(trx, orderId, nowMs);
    await releaseRoute(trx, orderId, nowMs);
  },

  async approved(trx, orderId, nowMs, ctx) {
    // Entering awaitingPayment sets a fresh 15-minute deadline (orderTransition).
    await orderTransition(trx, orderId, ['inApproval'], 'awaitingPayment', 'approved', { nowMs, actorEmpId: null });
    if (await payByCompanyAccount(ctx, trx, orderId, nowMs)) return;
    const row = await lifecycleRepository(trx).payDeadlineOf(orderId);
    const deadline = row?.pay_deadline == null ? nowMs : Number(row.pay_deadline);
    await scheduleFlightExpiry(trx, orderId, deadline, nowMs);
  },

  async rejected(trx, orderId, nowMs, remark) {
    const note = remark.trim() ? `approval rejected: ${remark.trim()}` : 'approval rejected';
    // The approval engine already tells the applicant, with the approver's remark: no second message here.
    await orderTransition(trx, orderId, ['inApproval'], 'rejected', note, { nowMs, actorEmpId: null, message: false });
    await releaseSeats(trx, orderId, nowMs);
    await releaseRoute(trx, orderId, nowMs);
  },

  async withdrawn(trx, orderId, nowMs) {
    await orderTransition(trx, orderId, ['inApproval'], 'awaitingSubmission', 'approval withdrawn', {
      nowMs,
      actorEmpId: null,
    });
    // Back to waiting for submission: another 30 minutes before the seats are given back.
    await scheduleSubmissionExpiry(trx, orderId, nowMs);
  },
};
