/**
 * SQL of the shared order lifecycle (lifecycle.ts) and of the reads every product's jobs and paid handlers make of
 * an order's status: the conditional status update, the timeline (`order_events`) and the booker's messages. Every
 * function takes the caller's transaction, so a status change, its timeline row and its message commit together.
 */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { preparedInsert } from '../../db/prepared';
import type { MessagesTable } from '../message/tables';
import type { OrderEventsTable, OrdersTable } from './tables';

type Db = Kysely<Database>;

/** What a status change writes on the order: the new status and stamp (and, entering awaitingPayment, a deadline). */
export type StatusPatch = Pick<Updateable<OrdersTable>, 'order_status' | 'updated_at' | 'pay_deadline'>;

/** Every order change writes one (a booking too): prepared once (db/prepared.ts). */
const insertEvents = preparedInsert('order_events');

export function lifecycleRepository(db: Db) {
  return {
    /** The order fields a transition checks and tells the booker about. */
    async orderForTransition(orderId: string) {
      return db
        .selectFrom('orders')
        .select(['id', 'corp_id', 'emp_id', 'order_no', 'order_type', 'order_status', 'title'])
        .where('id', '=', orderId)
        .executeTakeFirst();
    },

    /** What a hold-expiry job needs of an order (its status and creation, and the booker's message). */
    async orderToExpire(orderId: string) {
      return db
        .selectFrom('orders')
        .select(['corp_id', 'emp_id', 'order_no', 'order_type', 'order_status', 'title', 'created_at'])
        .where('id', '=', orderId)
        .executeTakeFirst();
    },

    /** The company and status of an order (its first timeline row). */
    async orderCorpAndStatus(orderId: string) {
      return db.selectFrom('orders').select(['corp_id', 'order_status']).where('id', '=', orderId).executeTakeFirst();
    },

    /**
     * Applies `patch` only while the order is still in `current` (a concurrent change makes this update nothing).
     * Resolves with the number of rows updated (1 or 0).
     */
    async setStatusIfCurrent(orderId: string, current: string, patch: StatusPatch): Promise<number> {
      const updated = await db
        .updateTable('orders')
        .set(patch)
        .where('id', '=', orderId)
        .where('order_status', '=', current)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows);
    },

    /** Records the payment on a paid order. */
    async setPaid(orderId: string, paidAtMs: number, payId: string): Promise<void> {
      await db.updateTable('orders').set({ paid_at: paidAtMs, pay_id: payId }).where('id', '=', orderId).execute();
    },

    /** The highest timeline seq of an order (0: none yet). */
    async lastEventSeq(orderId: string): Promise<number> {
      const last = await db
        .selectFrom('order_events')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      return Number(last?.seq ?? 0);
    },

    async insertEvent(row: Insertable<OrderEventsTable>): Promise<void> {
      await insertEvents(db, [row]);
    },

    /** When the order last entered `status` (epoch ms, from its timeline), or null. */
    async lastEnteredAt(orderId: string, status: string): Promise<number | null> {
      const row = await db
        .selectFrom('order_events')
        .select(['created_at'])
        .where('order_id', '=', orderId)
        .where('to_status', '=', status)
        .orderBy('seq', 'desc')
        .executeTakeFirst();
      return row ? Number(row.created_at) : null;
    },

    /** An order's timeline, oldest first. */
    async timeline(orderId: string) {
      return db
        .selectFrom('order_events')
        .select(['seq', 'from_status', 'to_status', 'note', 'note_key', 'note_params', 'actor_emp_id', 'created_at'])
        .where('order_id', '=', orderId)
        .orderBy('seq')
        .execute();
    },

    /** A payment's method and what it paid of one order (the order's timeline note); undefined when unknown. */
    async paymentFacts(payId: string, orderId: string) {
      const row = await db
        .selectFrom('payments')
        .innerJoin('payment_orders', 'payment_orders.payment_id', 'payments.id')
        .select(['payments.method', 'payment_orders.amount_fen'])
        .where('payments.id', '=', payId)
        .where('payment_orders.order_id', '=', orderId)
        .executeTakeFirst();
      return row ? { method: row.method, amountFen: Number(row.amount_fen) } : undefined;
    },

    async insertMessage(row: Insertable<MessagesTable>): Promise<void> {
      await db.insertInto('messages').values(row).execute();
    },

    /** An order's status (jobs look first and do nothing when it has moved on). */
    async statusOf(orderId: string): Promise<string | undefined> {
      const order = await db.selectFrom('orders').select('order_status').where('id', '=', orderId).executeTakeFirst();
      return order?.order_status;
    },

    /** An order's status and payment deadline (payment-expiry jobs). */
    async statusAndDeadline(orderId: string) {
      return db
        .selectFrom('orders')
        .select(['order_status', 'pay_deadline'])
        .where('id', '=', orderId)
        .executeTakeFirst();
    },

    /** An order's payment deadline (undefined: no such order). */
    async payDeadlineOf(orderId: string) {
      return db.selectFrom('orders').select('pay_deadline').where('id', '=', orderId).executeTakeFirst();
    },

    /**
     * When a just-paid order was paid (epoch ms): markOrdersPaid stamps paid_at with the business clock before the
     * product's paid handler runs; updated_at when it is missing; null when there is no such order.
     */
    async paidAtMs(orderId: string): Promise<number | null> {
      const order = await db
        .selectFrom('orders')
        .select(['paid_at', 'updated_at'])
        .where('id', '=', orderId)
        .executeTakeFirst();
      const stamp = order?.paid_at ?? order?.updated_at;
      return stamp == null ? null : Number(stamp);
    },
  };
}

export type LifecycleRepository = ReturnType<typeof lifecycleRepository>;
