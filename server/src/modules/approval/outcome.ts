/**
 * What the approval outcome does to a booked order, the same for every ticketed product (flights, trains…; issue 4
 * "the booked order moves on by the approval outcome"). Every change goes through orderTransition, so the timeline
 * and the booker's messages are written:
 * - sent → inApproval; withdrawn → awaitingSubmission (can be sent again or cancelled; the hold expiry again);
 * - approved → awaitingPayment with a new 15-minute deadline and its expiry job, or — a company account without a
 *   payment password — paid from the company account at once, which starts the product's ticketing (onPaid);
 * - rejected, or ended by the engine → rejected / approvalTerminated, what the order holds given back and the
 *   trip-request route freed.
 * A product supplies its subject, its timeline notes, why approving is too late, how it gives back what it holds
 * and its expiry steps ({@link approvalOutcome}).
 */
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { MsgKey } from '../../i18n/messages';
import { newId } from '../../lib/crypto';
import type { OrderViolation } from '../booking/bookSteps';
import { markOrdersPaid, orderTransition } from '../orders/lifecycle';
import { lifecycleRepository } from '../orders/lifecycleRepository';
import { payRepository } from '../pay/repository';
import { COMPANY_SUBJECT } from '../pay/service';
import { releaseRoute } from '../trip/booking';
import type { ApprovalHandler, ApprovalSubject } from './engine';
import { outcomeRepository } from './outcomeRepository';

/** The order's violation items with their reasons, as stored (JSON); older or unreadable rows: none. */
export function parseViolations(json: string | null | undefined): OrderViolation[] {
  let list: unknown;
  try {
    list = JSON.parse(json ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((v): v is OrderViolation => !!v && typeof v === 'object' && typeof (v as OrderViolation).item === 'string')
    .map((v) => ({ item: v.item, reason: typeof v.reason === 'string' ? v.reason : '' }));
}

/** The approval subject of a booked order: its row, its travellers, one line per leg and its violation items. */
export function bookedOrderSubject(
  order: {
    corp_id: string;
    dept_id: string;
    emp_id: string;
    title: string;
    order_no: string;
    total_fen: number | string | bigint;
    violations_json: string | null;
  },
  q: {
    product: string;
    lines: string[];
    /** The travellers' line label (e.g. '乘机人', '乘车人'). */
    travellersLabel: string;
    travellers: readonly { name: string; empId: string | null }[];
  },
): ApprovalSubject {
  const violations = parseViolations(order.violations_json);
  const lines = [...q.lines];
  if (q.travellers.length > 0) lines.push(`${q.travellersLabel}：${q.travellers.map((p) => p.name).join('、')}`);
  return {
    corpId: order.corp_id,
    deptId: order.dept_id,
    applicantEmpId: order.emp_id,
    travellerEmpIds: [...new Set(q.travellers.map((p) => p.empId).filter((x): x is string => !!x))],
    product: q.product,
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
export async function payByCompanyAccount(ctx: AppContext, trx: Db, orderId: string, nowMs: number): Promise<boolean> {
  const order = await outcomeRepository(trx).orderToPay(orderId);
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

/** What a product tells the shared approval outcome. */
export interface OutcomeSpec {
  subject(trx: Db, corpId: string, orderId: string): Promise<ApprovalSubject | null>;
  /** Timeline notes (stored text): sent, ended by the engine, approved, rejected (": remark" follows), withdrawn. */
  notes: { sent: string; terminated: string; approved: string; rejected: string; withdrawn: string };
  /** Why approving now is too late (e.g. departed, inside the booking block), or null. */
  approvalBlocked(trx: Db, orderId: string, nowMs: number): Promise<MsgKey | null>;
  /** Gives back what the order holds (seats); the trip-request route is freed by the outcome. */
  release(trx: Db, orderId: string, nowMs: number): Promise<void>;
  /** The expiry of an unpaid order at its (new) pay deadline. */
  scheduleExpiry(trx: Db, orderId: string, deadlineMs: number, nowMs: number): Promise<unknown>;
  /** The expiry of an order waiting for submission again (after a withdrawal). */
  scheduleSubmitExpiry(trx: Db, orderId: string, nowMs: number): Promise<unknown>;
  /** More to do when sent (e.g. the approval's own deadline); may refuse. */
  onSubmitted?(trx: Db, orderId: string, nowMs: number): Promise<void>;
}

/** The approval handler of a product's booked orders, built on the shared outcome. */
export function approvalOutcome(spec: OutcomeSpec): ApprovalHandler {
  const giveBack = async (trx: Db, orderId: string, nowMs: number) => {
    await spec.release(trx, orderId, nowMs);
    await releaseRoute(trx, orderId, nowMs);
  };
  return {
    subject: spec.subject,

    async submitted(trx, orderId, nowMs) {
      await orderTransition(trx, orderId, ['awaitingSubmission'], 'inApproval', spec.notes.sent, {
        nowMs,
        actorEmpId: null,
      });
      if (spec.onSubmitted) await spec.onSubmitted(trx, orderId, nowMs);
    },

    approvalBlocked: spec.approvalBlocked,

    async terminated(trx, orderId, nowMs) {
      // The approval engine tells the applicant and the approvers why: no second message here.
      await orderTransition(trx, orderId, ['inApproval'], 'approvalTerminated', spec.notes.terminated, {
        nowMs,
        actorEmpId: null,
        message: false,
      });
      await giveBack(trx, orderId, nowMs);
    },

    async approved(trx, orderId, nowMs, ctx) {
      // Entering awaitingPayment sets a fresh 15-minute deadline (orderTransition).
      await orderTransition(trx, orderId, ['inApproval'], 'awaitingPayment', spec.notes.approved, {
        nowMs,
        actorEmpId: null,
      });
      if (await payByCompanyAccount(ctx, trx, orderId, nowMs)) return;
      const row = await lifecycleRepository(trx).payDeadlineOf(orderId);
      const deadline = row?.pay_deadline == null ? nowMs : Number(row.pay_deadline);
      await spec.scheduleExpiry(trx, orderId, deadline, nowMs);
    },

    async rejected(trx, orderId, nowMs, remark) {
      const note = remark.trim() ? `${spec.notes.rejected}: ${remark.trim()}` : spec.notes.rejected;
      // The approval engine already tells the applicant, with the approver's remark: no second message here.
      await orderTransition(trx, orderId, ['inApproval'], 'rejected', note, {
        nowMs,
        actorEmpId: null,
        message: false,
      });
      await giveBack(trx, orderId, nowMs);
    },

    async withdrawn(trx, orderId, nowMs) {
      await orderTransition(trx, orderId, ['inApproval'], 'awaitingSubmission', spec.notes.withdrawn, {
        nowMs,
        actorEmpId: null,
      });
      await spec.scheduleSubmitExpiry(trx, orderId, nowMs);
    },
  };
}
