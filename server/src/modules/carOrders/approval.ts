/**
 * What the approval engine needs of a car order and what the outcome does to it: the subject (title, number,
 * amount, the passenger, the service and use time, violation items with reasons) and the shared outcome
 * (approval/outcome): sent → inApproval; rejected or ended → the trip-request route given back; withdrawn →
 * awaitingSubmission (30 minutes again); approved → awaitingPayment (or paid from the company account, which starts
 * the dispatch through the paid handler). An instant ride approved is paid at its end like any ride: the dispatch
 * starts at once. Approving once the use time has passed is refused.
 */
import { toEpochMs } from '../../../../src/domain/time';
import type { Db } from '../../db';
import type { ApprovalHandler, ApprovalSubject } from '../approval/engine';
import { approvalOutcome, bookedOrderSubject } from '../approval/outcome';
import { afterSalesOrders } from '../orders/afterSalesRepository';
import { storedText } from '../orders/afterSales';
import { orderTransition } from '../orders/lifecycle';
import { CAR_ORDER_TYPES, CPLX_CAR, isInstant } from './codes';
import { startDispatch } from './dispatch';
import { carOrdersRepository } from './repository';
import { releaseNothing, scheduleExpiry, scheduleSubmitExpiry } from './steps';

export const CAR_APPROVAL_ORDER_TYPES = CAR_ORDER_TYPES;

async function subject(trx: Db, corpId: string, orderId: string): Promise<ApprovalSubject | null> {
  const order = await afterSalesOrders(trx).order(orderId);
  const c = await carOrdersRepository(trx).carOrder(orderId);
  if (!order || !c || order.corp_id !== corpId) return null;
  const passenger = await trx
    .selectFrom('order_travellers')
    .select(['name', 'emp_id'])
    .where('order_id', '=', orderId)
    .where('seq', '=', 0)
    .executeTakeFirst();
  return bookedOrderSubject(
    { ...order, violations_json: c.violations_json },
    {
      product: CPLX_CAR,
      lines: [
        storedText('carOrders.approval.ride', {
          service: storedText(`carOrders.service.${c.use_type}` as 'carOrders.service.1'),
          useTime: c.use_time,
        }),
      ],
      travellersLabel: storedText('carOrders.approval.passenger'),
      travellers: passenger ? [{ name: passenger.name, empId: passenger.emp_id }] : [],
    },
  );
}

const shared = approvalOutcome({
  subject,
  notes: {
    sent: storedText('carOrders.note.sent'),
    terminated: storedText('carOrders.note.terminated'),
    approved: storedText('carOrders.note.approved'),
    rejected: storedText('carOrders.note.rejected'),
    withdrawn: storedText('carOrders.note.withdrawn'),
  },
  async approvalBlocked(trx, orderId, nowMs) {
    const c = await carOrdersRepository(trx).carOrder(orderId);
    if (!c || isInstant(c.use_type)) return null;
    return toEpochMs(c.use_time) <= nowMs ? 'carOrders.useTime.past' : null;
  },
  release: releaseNothing,
  scheduleExpiry,
  scheduleSubmitExpiry,
});

/** The car outcome: the shared one, except that an approved instant ride starts calling a driver (paid at the end). */
export const carApprovalHandler: ApprovalHandler = {
  ...shared,
  async approved(trx, orderId, nowMs, ctx) {
    const c = await carOrdersRepository(trx).carOrder(orderId);
    if (!c || !isInstant(c.use_type)) return shared.approved(trx, orderId, nowMs, ctx);
    await orderTransition(trx, orderId, ['inApproval'], 'dispatching', storedText('carOrders.note.approved'), {
      nowMs,
      actorEmpId: null,
      message: false,
    });
    await startDispatch(trx, ctx, orderId, nowMs);
  },
};
