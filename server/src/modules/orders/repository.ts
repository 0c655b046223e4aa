/**
 * SQL of the order centre. Every query is scoped by company and booking scope (SPEC §6):
 * 1 orders I booked or travel on, 2 plus those booked by or for my department, 3 the whole company.
 */
import type { Db } from '../../db';
import { orderInScope as scoped, type OrderScope, type OrdersEb } from './scope';

export type { OrderScope };

export interface OrderFilter extends OrderScope {
  dateType: 1 | 2;
  /** Epoch ms range for dateType 1, China dates for dateType 2 (end exclusive / inclusive as noted). */
  fromMs: number;
  toMsExclusive: number;
  fromDay: string;
  toDay: string;
  statuses?: readonly string[];
  orderType?: number;
  orderNo?: string;
}

function filtered(eb: OrdersEb, f: OrderFilter) {
  const c = [scoped(eb, f)];
  if (f.dateType === 1) {
    c.push(eb('o.created_at', '>=', f.fromMs), eb('o.created_at', '<', f.toMsExclusive));
  } else {
    c.push(eb('o.travel_date', '>=', f.fromDay), eb('o.travel_date', '<=', f.toDay));
  }
  if (f.statuses) c.push(eb('o.order_status', 'in', [...f.statuses]));
  if (f.orderType !== undefined) c.push(eb('o.order_type', '=', f.orderType));
  if (f.orderNo) c.push(eb('o.order_no', '=', f.orderNo));
  return eb.and(c);
}

export function ordersRepository(db: Db) {
  return {
    async list(f: OrderFilter, offset: number, limit: number) {
      return db
        .selectFrom('orders as o')
        .innerJoin('employees as b', 'b.id', 'o.emp_id')
        .select([
          'o.id',
          'o.order_no',
          'o.order_type',
          'o.product_type',
          'o.order_status',
          'o.total_fen',
          'o.title',
          'o.travel_date',
          'o.transfer_flag',
          'o.is_show_guarantee',
          'o.created_at',
          'b.name as booker_name',
        ])
        .where((eb) => filtered(eb, f))
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async count(f: OrderFilter): Promise<number> {
      const row = await db
        .selectFrom('orders as o')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => filtered(eb, f))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Orders in the given statuses within a booking scope (badge counts). */
    async countInStatuses(s: OrderScope, statuses: readonly string[]): Promise<number> {
      const row = await db
        .selectFrom('orders as o')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => eb.and([scoped(eb, s), eb('o.order_status', 'in', [...statuses])]))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async travellerNames(orderIds: string[]): Promise<Map<string, string[]>> {
      const out = new Map<string, string[]>();
      if (orderIds.length === 0) return out;
      const rows = await db
        .selectFrom('order_travellers')
        .select(['order_id', 'name'])
        .where('order_id', 'in', orderIds)
        .orderBy('order_id')
        .orderBy('seq')
        .execute();
      for (const r of rows) out.set(r.order_id, [...(out.get(r.order_id) ?? []), r.name]);
      return out;
    },
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
