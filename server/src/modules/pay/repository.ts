/**
 * SQL of the cashier: payable orders within the payer's booking scope, company payment settings and balance (debited
 * by a payment, credited by a refund), payments and their orders. Every function takes the database or the caller's transaction.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentsTable } from './tables';
import { orderInScope as scoped, type OrderScope } from '../orders/scopeRepository';

type Db = Kysely<Database>;

/** The `orders` columns of a payable order (other modules' order reads start from them). */
export const ORDER_COLUMNS = [
  'o.id',
  'o.corp_id',
  'o.emp_id',
  'o.order_no',
  'o.order_type',
  'o.order_status',
  'o.total_fen',
  'o.title',
  'o.created_at',
  'o.pay_deadline',
  'o.paid_at',
  'o.pay_id',
] as const;

export type PayOrderRow = Awaited<ReturnType<ReturnType<typeof payRepository>['orders']>>[number];

export type NewPayment = Omit<PaymentsTable, 'updated_at'>;

export function payRepository(db: Db) {
  return {
    /** The orders among `ids` within the scope (others are simply missing). */
    async orders(scope: OrderScope, ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('orders as o')
        .select([...ORDER_COLUMNS])
        .where('o.id', 'in', [...ids])
        .where((eb) => scoped(eb, scope))
        .orderBy('o.id')
        .execute();
    },

    /** Orders of a payment (the notify: no caller scope, the payment's company). */
    async ordersOfPayment(corpId: string, paymentId: string) {
      return db
        .selectFrom('payment_orders as po')
        .innerJoin('orders as o', 'o.id', 'po.order_id')
        .select([...ORDER_COLUMNS])
        .where('po.payment_id', '=', paymentId)
        .where('o.corp_id', '=', corpId)
        .orderBy('o.id')
        .execute();
    },

    async settings(corpId: string) {
      return db.selectFrom('corp_pay_settings').selectAll().where('corp_id', '=', corpId).executeTakeFirst();
    },

    /** Debits the company account unless it would go below its credit limit; false when the balance is too low. */
    async debit(corpId: string, amountFen: number, nowMs: number): Promise<boolean> {
      const r = await db
        .updateTable('corp_pay_settings')
        .set((eb) => ({ balance_fen: eb('balance_fen', '-', amountFen), updated_at: nowMs }))
        .where('corp_id', '=', corpId)
        .where((eb) => eb(eb('balance_fen', '+', eb.ref('credit_limit_fen')), '>=', amountFen))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** Money back to the company account (the opposite of {@link debit}: refunds, never limited). */
    async credit(corpId: string, amountFen: number, nowMs: number): Promise<void> {
      await db
        .updateTable('corp_pay_settings')
        .set((eb) => ({ balance_fen: eb('balance_fen', '+', amountFen), updated_at: nowMs }))
        .where('corp_id', '=', corpId)
        .execute();
    },

    /** The payment an order was paid with (orders.pay_id); undefined when it was not paid. */
    async paymentOfOrder(orderId: string) {
      return db
        .selectFrom('orders as o')
        .innerJoin('payments as p', 'p.id', 'o.pay_id')
        .select(['p.id', 'p.corp_id', 'p.method'])
        .where('o.id', '=', orderId)
        .executeTakeFirst();
    },

    async employeePhone(corpId: string, empId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('employees')
        .select('phone')
        .where('id', '=', empId)
        .where('corp_id', '=', corpId)
        .executeTakeFirst();
      return row?.phone;
    },

    async insertPayment(p: NewPayment, orders: readonly { id: string; total_fen: number }[]): Promise<void> {
      await db
        .insertInto('payments')
        .values({ ...p, updated_at: p.created_at })
        .execute();
      await db
        .insertInto('payment_orders')
        .values(orders.map((o) => ({ payment_id: p.id, order_id: o.id, corp_id: p.corp_id, amount_fen: o.total_fen })))
        .execute();
    },

    async payment(id: string) {
      return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Pending online payments that cover any of the orders. */
    async pendingFor(orderIds: readonly string[]) {
      if (orderIds.length === 0) return [];
      return db
        .selectFrom('payments as p')
        .innerJoin('payment_orders as po', 'po.payment_id', 'p.id')
        .select(['p.id', 'p.created_at'])
        .distinct()
        .where('po.order_id', 'in', [...orderIds])
        .where('p.status', '=', 'pending')
        .execute();
    },

    /** Superseded pending payments: never paid by us, but a late notify for one is still honoured or refunded. */
    async close(ids: readonly string[], nowMs: number): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('payments')
        .set({ status: 'closed', updated_at: nowMs })
        .where('id', 'in', [...ids])
        .where('status', '=', 'pending')
        .execute();
    },

    /** pending/closed → `status` once; false when another notify got there first. */
    async settle(
      id: string,
      status: 'paid' | 'refunded',
      providerRef: string,
      note: string,
      nowMs: number,
    ): Promise<boolean> {
      const r = await db
        .updateTable('payments')
        .set({
          status,
          provider_ref: providerRef,
          note,
          paid_at: status === 'paid' ? nowMs : null,
          updated_at: nowMs,
        })
        .where('id', '=', id)
        .where('status', 'in', ['pending', 'closed'])
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}

export type PayRepository = ReturnType<typeof payRepository>;
