/**
 * What the approval engine needs of a hotel order and what the outcome does to it: the subject (title, number,
 * amount, guests, the stay in one line, violation items with reasons) and the shared outcome (approval/outcome):
 * sent → inApproval; rejected or ended → rooms and route given back; withdrawn → awaitingSubmission (30 minutes
 * again). Approved: a prepay order awaits payment (or is paid from the company account) as the shared outcome does;
 * an onsite order is never paid here, so it goes to the hotel (processing), waiting for its card guarantee when the
 * plan asks for one. Approving after the check-in day is refused.
 */
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { chinaToday } from '../../../../src/domain/time';
import type { Db } from '../../db';
import type { ApprovalHandler, ApprovalSubject } from '../approval/engine';
import { approvalOutcome, bookedOrderSubject } from '../approval/outcome';
import { afterSalesOrders } from '../orders/afterSalesRepository';
import { storedText } from '../orders/afterSales';
import { orderTransition } from '../orders/lifecycle';
import { CPLX_HOTEL } from './codes';
import { hotelOrdersRepository } from './repository';
import {
  releaseOrderRooms,
  scheduleConfirm,
  scheduleExpiry,
  scheduleGuaranteeExpiry,
  scheduleSubmitExpiry,
} from './steps';

export const HOTEL_APPROVAL_ORDER_TYPES = [ORDER_TYPE.hotel] as const;

async function subject(trx: Db, corpId: string, orderId: string): Promise<ApprovalSubject | null> {
  const order = await afterSalesOrders(trx).order(orderId);
  const repo = hotelOrdersRepository(trx);
  const h = await repo.hotelOrder(orderId);
  if (!order || !h || order.corp_id !== corpId) return null;
  const guests = await repo.guests(orderId);
  return bookedOrderSubject(
    { ...order, violations_json: h.violations_json },
    {
      product: CPLX_HOTEL,
      lines: [
        `${h.hotel_name} ${h.room_name} ${h.plan_name}`,
        storedText('hotelOrders.approval.stay', {
          checkIn: h.check_in,
          checkOut: h.check_out,
          nights: Number(h.nights),
          rooms: Number(h.rooms),
        }),
      ],
      travellersLabel: storedText('hotelOrders.approval.guests'),
      travellers: guests.map((g) => ({ name: g.name, empId: g.emp_id })),
    },
  );
}

const shared = approvalOutcome({
  subject,
  notes: {
    sent: storedText('hotelOrders.note.sent'),
    terminated: storedText('hotelOrders.note.terminated'),
    approved: storedText('hotelOrders.note.approved'),
    rejected: storedText('hotelOrders.note.rejected'),
    withdrawn: storedText('hotelOrders.note.withdrawn'),
  },
  async approvalBlocked(trx, orderId, nowMs) {
    const h = await hotelOrdersRepository(trx).hotelOrder(orderId);
    return h && chinaToday(nowMs) > h.check_in ? 'hotelOrders.stay.pastCheckIn' : null;
  },
  release: releaseOrderRooms,
  scheduleExpiry,
  scheduleSubmitExpiry,
});

/** The hotel outcome: the shared one, except that an approved onsite order goes to the hotel without payment. */
export const hotelApprovalHandler: ApprovalHandler = {
  ...shared,
  async approved(trx, orderId, nowMs, ctx) {
    const h = await hotelOrdersRepository(trx).hotelOrder(orderId);
    if (h?.pay_type !== 'onsite') return shared.approved(trx, orderId, nowMs, ctx);
    await orderTransition(trx, orderId, ['inApproval'], 'processing', storedText('hotelOrders.note.approved'), {
      nowMs,
      actorEmpId: null,
    });
    if (h.guarantee_required === 1) await scheduleGuaranteeExpiry(trx, orderId, nowMs);
    else await scheduleConfirm(trx, orderId, nowMs);
  },
};
