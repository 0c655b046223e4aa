/**
 * guarantee and v2/guarantee (SPEC §7, inside the idempotent transaction): an onsite order whose plan asks for a
 * card guarantee (the first night of every room for a late arrival, the whole stay for 'always') holds that amount
 * on a card the caller validated (a token of their own, in their company; never a card number). The order then
 * goes to the hotel: the confirmation step is scheduled and the timeline notes the guarantee. Asked again for an
 * order already guaranteed with the same card, it answers the same.
 */
import type { HotelGuaranteeData, HotelGuaranteeRequest } from '../../../../src/api/contract/hotel';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { fenToYuan } from '../../../../src/domain/money';
import { chinaToday } from '../../../../src/domain/time';
import type { Db } from '../../db';
import { newId } from '../../lib/crypto';
import { invalid, notFound } from '../../lib/errors';
import { orderInScope, storedText } from '../orders/afterSales';
import { lifecycleRepository } from '../orders/lifecycleRepository';
import type { AuthInfo } from '../session/service';
import { hotelOrdersRepository } from './repository';
import { scheduleConfirm } from './steps';

/** A timeline row that changes no status (the order stays where it is). */
export async function noteOnTimeline(
  trx: Db,
  order: { id: string; corp_id: string; order_status: string },
  note: string,
  nowMs: number,
  actorEmpId: string | null,
): Promise<void> {
  const repo = lifecycleRepository(trx);
  await repo.insertEvent({
    id: newId(nowMs),
    order_id: order.id,
    corp_id: order.corp_id,
    seq: (await repo.lastEventSeq(order.id)) + 1,
    from_status: order.order_status,
    to_status: order.order_status,
    note,
    actor_emp_id: actorEmpId,
    created_at: nowMs,
  });
}

/** Whether a card's 'MM/YY' expiry is still ahead (valid through its last day) on the China day of `nowMs`. */
function cardCurrent(expiry: string, nowMs: number): boolean {
  const m = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!m) return false;
  const [y, mo] = chinaToday(nowMs).split('-').map(Number) as [number, number];
  const ey = 2000 + Number(m[2]);
  return ey > y || (ey === y && Number(m[1]) >= mo);
}

export async function guaranteeOrder(
  trx: Db,
  auth: AuthInfo,
  req: HotelGuaranteeRequest,
  nowMs: number,
): Promise<HotelGuaranteeData> {
  const order = await orderInScope(trx, auth, req.orderId, [ORDER_TYPE.hotel]);
  if (!order) throw notFound();
  const repo = hotelOrdersRepository(trx);
  const hotel = await repo.hotelOrder(order.id);
  if (!hotel) throw notFound();
  const existing = await repo.guarantee(order.id);
  if (existing) {
    if (existing.card_token !== req.cardToken) throw invalid('hotelOrders.guaranteeNotNeeded');
    return {
      orderId: order.id,
      orderStatus: order.order_status,
      last4: existing.last4,
      amount: fenToYuan(Number(existing.amount_fen)),
    };
  }
  if (order.order_status !== 'processing' || hotel.guarantee_required !== 1) {
    throw invalid('hotelOrders.guaranteeNotNeeded');
  }
  const card = await repo.card(auth.corpId, auth.empId, req.cardToken);
  if (!card) throw invalid('hotelOrders.card.unknown');
  if (!cardCurrent(card.expiry, nowMs)) throw invalid('hotelOrders.card.expired');
  const amountFen = Number(hotel.guarantee_fen);
  await repo.insertGuarantee({
    order_id: order.id,
    corp_id: order.corp_id,
    card_token: card.token,
    last4: card.last4,
    amount_fen: amountFen,
    status: 'held',
    created_at: nowMs,
    updated_at: nowMs,
  });
  const amount = fenToYuan(amountFen);
  await noteOnTimeline(
    trx,
    order,
    storedText('hotelOrders.note.guaranteed', { amount: amount.toFixed(2), last4: card.last4 }),
    nowMs,
    auth.empId,
  );
  await scheduleConfirm(trx, order.id, nowMs);
  return { orderId: order.id, orderStatus: order.order_status, last4: card.last4, amount };
}
