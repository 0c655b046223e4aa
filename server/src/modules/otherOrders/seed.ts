/**
 * Two demo other orders (order type 11097) for the demo employee 13800000001: one awaiting payment (cancellable) and
 * one confirmed a week ahead (itinerary calendar). Seeded only while no other order exists.
 */
import type { Db } from '../../db';
import { newId } from '../../lib/crypto';
import { addDays, chinaDay } from '../../lib/time';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { orderCreated } from '../orders/lifecycle';

const DEMO_MOBILE = '13800000001';

export async function seedOtherOrdersDemo(db: Db, nowMs: number): Promise<void> {
  const any = await db
    .selectFrom('orders')
    .select('id')
    .where('order_type', '=', ORDER_TYPE.other)
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  const emp = await db
    .selectFrom('employees')
    .select(['id', 'corp_id', 'dept_id', 'name'])
    .where('phone', '=', DEMO_MOBILE)
    .orderBy('corp_id')
    .limit(1)
    .executeTakeFirst();
  if (!emp) return;
  const today = chinaDay(nowMs);
  const demo = [
    { no: 'QT0000000001', status: 'awaitingPayment', title: '会议室租赁 · 上海', fen: 80000, day: addDays(today, 3) },
    { no: 'QT0000000002', status: 'confirmed', title: '签证材料快递服务', fen: 5000, day: addDays(today, 7) },
  ] as const;
  for (const [i, d] of demo.entries()) {
    const id = newId(nowMs + i);
    const at = nowMs - (i + 1) * 3600_000;
    await db
      .insertInto('orders')
      .values({
        id,
        corp_id: emp.corp_id,
        emp_id: emp.id,
        dept_id: emp.dept_id,
        order_no: d.no,
        order_type: ORDER_TYPE.other,
        product_type: 0,
        order_status: d.status,
        total_fen: d.fen,
        title: d.title,
        travel_date: d.day,
        transfer_flag: 0,
        is_show_guarantee: 0,
        ccsqd_id: null,
        created_at: at,
        updated_at: at,
        pay_deadline: d.status === 'awaitingPayment' ? nowMs + 24 * 3600_000 : null,
        link_man: emp.name,
      })
      .execute();
    await db
      .insertInto('order_travellers')
      .values({
        id: newId(nowMs + i),
        order_id: id,
        corp_id: emp.corp_id,
        emp_id: emp.id,
        dept_id: emp.dept_id,
        name: emp.name,
        seq: 0,
      })
      .execute();
    await orderCreated(db, id, '演示订单', { nowMs: at });
  }
}
