/**
 * What the approval engine needs of a train order and what the outcome does to it: the subject (title, number,
 * amount, travellers, one line per train, violation items with reasons), and the shared outcome (approval/outcome):
 * sent → inApproval; approved → awaitingPayment with a fresh 15-minute deadline and its expiry, or paid from the
 * company account at once (no payment password), which starts ticketing; rejected or ended → seats and route given
 * back; withdrawn → awaitingSubmission (30 minutes again). Approving after the first train left is refused.
 */
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { seatName, type SeatType } from '../../../../src/domain/train/seats';
import type { Db } from '../../db';
import { translate } from '../../i18n/messages';
import type { ApprovalHandler, ApprovalSubject } from '../approval/engine';
import { approvalOutcome, bookedOrderSubject } from '../approval/outcome';
import { releaseOrderSeats } from './cancel';
import { CPLX_TRAIN } from './codes';
import { trainRepository } from './repository';
import { scheduleExpiry, scheduleSubmitExpiry } from './ticketing';

export const TRAIN_APPROVAL_ORDER_TYPES = [ORDER_TYPE.train] as const;

const note = (key: Parameters<typeof translate>[1]) => translate('zh-CN', key);

async function subject(trx: Db, corpId: string, orderId: string): Promise<ApprovalSubject | null> {
  const repo = trainRepository(trx);
  const order = await repo.orderById(orderId);
  if (!order || order.corp_id !== corpId) return null;
  const [legs, travellers] = await Promise.all([repo.legs(orderId), repo.travellers(orderId)]);
  const lines = legs.map((l) => {
    const t = JSON.parse(l.train_json) as {
      from: { name: string };
      to: { name: string };
      depTime: string;
      arrTime: string;
    };
    return `${l.dep_date} ${l.train_code} ${t.from.name} ${t.depTime.slice(11, 16)} → ${t.to.name} ${t.arrTime.slice(11, 16)} ${seatName(l.seat_type as SeatType, 'zh-CN')}`;
  });
  return bookedOrderSubject(order, {
    product: CPLX_TRAIN,
    lines,
    travellersLabel: '乘车人',
    travellers: travellers.map((p) => ({ name: p.name, empId: p.emp_id })),
  });
}

/** The train outcome: the shared one (approval/outcome.ts) with the train's notes, expiry steps and seats. */
export const trainApprovalHandler: ApprovalHandler = approvalOutcome({
  subject,
  notes: {
    sent: note('train.note.sent'),
    terminated: note('train.note.terminated'),
    approved: note('train.note.approved'),
    rejected: note('train.note.rejected'),
    withdrawn: note('train.note.withdrawn'),
  },
  async approvalBlocked(trx, orderId, nowMs) {
    const legs = await trainRepository(trx).legs(orderId);
    const first = legs.find((l) => l.status === 'active');
    return first && Number(first.dep_at) <= nowMs ? 'train.departed' : null;
  },
  release: releaseOrderSeats,
  scheduleExpiry,
  scheduleSubmitExpiry,
});
