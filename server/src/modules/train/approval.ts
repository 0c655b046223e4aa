/**
 * What the approval engine needs of a train order and what the outcome does to it: the subject (title, number,
 * amount, travellers, one line per train, violation items with reasons); sent → inApproval; approved →
 * awaitingPayment with a fresh 15-minute deadline and its expiry; rejected or ended → seats and route given back;
 * withdrawn → awaitingSubmission (30 minutes again). Approving after the first train left is refused.
 */
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { seatName, type SeatType } from '../../../../src/domain/train/seats';
import type { Db } from '../../db';
import { translate } from '../../i18n/messages';
import type { ApprovalHandler, ApprovalSubject } from '../approval/engine';
import { orderTransition } from '../orders/lifecycle';
import { lifecycleRepository } from '../orders/lifecycleRepository';
import { releaseRoute } from '../trip/booking';
import { releaseOrderSeats } from './cancel';
import { CPLX_TRAIN, type OrderViolation } from './codes';
import { trainRepository } from './repository';
import { scheduleExpiry, scheduleSubmitExpiry } from './ticketing';

export const TRAIN_APPROVAL_ORDER_TYPES = [ORDER_TYPE.train] as const;

/** The order's violation items with their reasons. */
export function parseViolations(json: string | null | undefined): OrderViolation[] {
  try {
    const list: unknown = JSON.parse(json ?? '[]');
    if (!Array.isArray(list)) return [];
    return list
      .filter((v): v is OrderViolation => !!v && typeof (v as OrderViolation).item === 'string')
      .map((v) => ({ item: v.item, reason: typeof v.reason === 'string' ? v.reason : '' }));
  } catch {
    return [];
  }
}

const note = (key: Parameters<typeof translate>[1]) => translate('zh-CN', key);

async function subject(trx: Db, corpId: string, orderId: string): Promise<ApprovalSubject | null> {
  const repo = trainRepository(trx);
  const order = await repo.orderById(orderId);
  if (!order || order.corp_id !== corpId) return null;
  const [legs, travellers] = await Promise.all([repo.legs(orderId), repo.travellers(orderId)]);
  const violations = parseViolations(order.violations_json);
  const lines = legs.map((l) => {
    const t = JSON.parse(l.train_json) as {
      from: { name: string };
      to: { name: string };
      depTime: string;
      arrTime: string;
    };
    return `${l.dep_date} ${l.train_code} ${t.from.name} ${t.depTime.slice(11, 16)} → ${t.to.name} ${t.arrTime.slice(11, 16)} ${seatName(l.seat_type as SeatType, 'zh-CN')}`;
  });
  if (travellers.length > 0) lines.push(`乘车人：${travellers.map((p) => p.name).join('、')}`);
  return {
    corpId: order.corp_id,
    deptId: order.dept_id,
    applicantEmpId: order.emp_id,
    travellerEmpIds: [...new Set(travellers.map((p) => p.emp_id).filter((x): x is string => !!x))],
    product: CPLX_TRAIN,
    violated: violations.length > 0,
    violateItems: [...new Set(violations.map((v) => v.item))],
    title: order.title,
    orderNo: order.order_no,
    amountFen: Number(order.total_fen),
    lines,
    violations,
  };
}

async function giveBack(trx: Db, orderId: string, nowMs: number): Promise<void> {
  await releaseOrderSeats(trx, orderId, nowMs);
  await releaseRoute(trx, orderId, nowMs);
}

export const trainApprovalHandler: ApprovalHandler = {
  subject,

  async submitted(trx, orderId, nowMs) {
    await orderTransition(trx, orderId, ['awaitingSubmission'], 'inApproval', note('train.note.sent'), {
      nowMs,
      actorEmpId: null,
    });
  },

  async approvalBlocked(trx, orderId, nowMs) {
    const legs = await trainRepository(trx).legs(orderId);
    const first = legs.find((l) => l.status === 'active');
    return first && Number(first.dep_at) <= nowMs ? 'train.departed' : null;
  },

  async terminated(trx, orderId, nowMs) {
    await orderTransition(trx, orderId, ['inApproval'], 'approvalTerminated', note('train.note.terminated'), {
      nowMs,
      actorEmpId: null,
      message: false,
    });
    await giveBack(trx, orderId, nowMs);
  },

  async approved(trx, orderId, nowMs) {
    await orderTransition(trx, orderId, ['inApproval'], 'awaitingPayment', note('train.note.approved'), {
      nowMs,
      actorEmpId: null,
    });
    const row = await lifecycleRepository(trx).payDeadlineOf(orderId);
    await scheduleExpiry(trx, orderId, row?.pay_deadline == null ? nowMs : Number(row.pay_deadline), nowMs);
  },

  async rejected(trx, orderId, nowMs, remark) {
    const text = remark.trim() ? `${note('train.note.rejected')}: ${remark.trim()}` : note('train.note.rejected');
    await orderTransition(trx, orderId, ['inApproval'], 'rejected', text, { nowMs, actorEmpId: null, message: false });
    await giveBack(trx, orderId, nowMs);
  },

  async withdrawn(trx, orderId, nowMs) {
    await orderTransition(trx, orderId, ['inApproval'], 'awaitingSubmission', note('train.note.withdrawn'), {
      nowMs,
      actorEmpId: null,
    });
    await scheduleSubmitExpiry(trx, orderId, nowMs);
  },
};
