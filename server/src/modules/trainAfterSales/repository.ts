/**
 * SQL of train after-sales: train orders and their refund / change sub-orders within the caller's booking scope
 * (SPEC §6, like the order centre), this module's refund and change tables, and the money going back to a payment.
 * It also reads and updates the train order's legs and tickets (tables of the train module,
 * server/src/modules/train/tables.ts): ticket states while a refund or change is under way, a new leg for a changed
 * ticket. Seats are taken and given back through the train supplier's inventory functions, not here.
 */
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrdersTable } from '../orders/tables';
import { orderInScope as scoped, type OrderScope } from '../orders/scopeRepository';
import type { TrainLegsTable, TrainTicketsTable } from '../train/tables';
import type { TrainChangeItemsTable, TrainChangesTable, TrainRefundItemsTable, TrainRefundsTable } from './tables';

type Db = Kysely<Database>;

export type OrderRow = Selectable<OrdersTable>;
export type LegRow = Selectable<TrainLegsTable>;
export type TicketRow = Selectable<TrainTicketsTable>;
export type RefundRow = Selectable<TrainRefundsTable>;
export type ChangeRow = Selectable<TrainChangesTable>;

export function trainAfterSalesRepository(db: Db) {
  return {
    /** An order of one of `types` the caller may see; undefined otherwise (another company, out of scope). */
    async orderInScope(id: string, scope: OrderScope, types: readonly number[]) {
      return db
        .selectFrom('orders as o')
        .selectAll('o')
        .where('o.id', '=', id)
        .where('o.order_type', 'in', [...types])
        .where((eb) => scoped(eb, scope))
        .executeTakeFirst();
    },

    /** An order by id, no scope (jobs and paid handlers, inside their transaction). */
    async order(id: string) {
      return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async setOrderFacts(id: string, facts: { title?: string; travel_date?: string; travel_end_date?: string }) {
      await db.updateTable('orders').set(facts).where('id', '=', id).execute();
    },

    /** The travellers' names by seq (train tickets keep no copy of them). */
    async travellerNames(orderId: string): Promise<Map<number, string>> {
      const rows = await db
        .selectFrom('order_travellers')
        .select(['seq', 'name'])
        .where('order_id', '=', orderId)
        .execute();
      return new Map(rows.map((r) => [Number(r.seq), r.name]));
    },

    // The train order's legs and tickets ------------------------------------------------------------------

    async legs(orderId: string): Promise<LegRow[]> {
      return db.selectFrom('train_legs').selectAll().where('order_id', '=', orderId).orderBy('seq').execute();
    },

    async tickets(orderId: string): Promise<TicketRow[]> {
      return db
        .selectFrom('train_tickets')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('seq')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** Moves tickets from `from` (when given) to `status`; returns how many moved. */
    async setTicketStatus(ids: readonly string[], status: string, from?: string): Promise<number> {
      if (ids.length === 0) return 0;
      let q = db
        .updateTable('train_tickets')
        .set({ ticket_status: status })
        .where('id', 'in', [...ids]);
      if (from !== undefined) q = q.where('ticket_status', '=', from);
      const r = await q.executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    async updateTicket(id: string, set: Updateable<TrainTicketsTable>): Promise<void> {
      await db.updateTable('train_tickets').set(set).where('id', '=', id).execute();
    },

    async insertLeg(row: TrainLegsTable): Promise<void> {
      await db.insertInto('train_legs').values(row).execute();
    },

    async updateLeg(id: string, set: Updateable<TrainLegsTable>): Promise<void> {
      await db.updateTable('train_legs').set(set).where('id', '=', id).execute();
    },

    // Refunds ---------------------------------------------------------------------------------------------

    async insertRefund(row: TrainRefundsTable, items: readonly TrainRefundItemsTable[]): Promise<void> {
      await db.insertInto('train_refunds').values(row).execute();
      if (items.length > 0)
        await db
          .insertInto('train_refund_items')
          .values([...items])
          .execute();
    },

    async refund(id: string) {
      return db.selectFrom('train_refunds').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async refundItems(refundId: string) {
      return db.selectFrom('train_refund_items').selectAll().where('refund_id', '=', refundId).execute();
    },

    /** The refunds of a train order with their sub-order status, newest first. */
    async refundsOf(orderId: string) {
      return db
        .selectFrom('train_refunds as r')
        .innerJoin('orders as o', 'o.id', 'r.id')
        .select(['r.id', 'o.order_no', 'o.order_status', 'r.refund_fen as amount_fen', 'r.created_at'])
        .where('r.order_id', '=', orderId)
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .execute();
    },

    async markRefundReturned(id: string, paymentId: string | null, method: string, fen: number, at: number) {
      await db
        .updateTable('train_refunds')
        .set({ payment_id: paymentId, payment_method: method, returned_fen: fen, returned_at: at })
        .where('id', '=', id)
        .execute();
    },

    // Changes ---------------------------------------------------------------------------------------------

    async insertChange(row: TrainChangesTable, items: readonly TrainChangeItemsTable[]): Promise<void> {
      await db.insertInto('train_changes').values(row).execute();
      if (items.length > 0)
        await db
          .insertInto('train_change_items')
          .values([...items])
          .execute();
    },

    async change(id: string) {
      return db.selectFrom('train_changes').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async changeItems(changeId: string) {
      return db.selectFrom('train_change_items').selectAll().where('change_id', '=', changeId).execute();
    },

    async setChange(id: string, set: Updateable<TrainChangesTable>): Promise<void> {
      await db.updateTable('train_changes').set(set).where('id', '=', id).execute();
    },

    async setChangeItem(changeId: string, ticketId: string, set: Updateable<TrainChangeItemsTable>): Promise<void> {
      await db
        .updateTable('train_change_items')
        .set(set)
        .where('change_id', '=', changeId)
        .where('ticket_id', '=', ticketId)
        .execute();
    },

    async changesOf(orderId: string) {
      return db
        .selectFrom('train_changes as c')
        .innerJoin('orders as o', 'o.id', 'c.id')
        .select(['c.id', 'o.order_no', 'o.order_status', 'o.total_fen as amount_fen', 'c.created_at'])
        .where('c.order_id', '=', orderId)
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .execute();
    },

    // Money -----------------------------------------------------------------------------------------------

    async payment(id: string) {
      return db
        .selectFrom('payments')
        .select(['id', 'corp_id', 'method', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Money back to the company account (the opposite of the cashier's debit). */
    async creditCompany(corpId: string, fen: number, at: number): Promise<void> {
      await db
        .updateTable('corp_pay_settings')
        .set((eb) => ({ balance_fen: eb('balance_fen', '+', fen), updated_at: at }))
        .where('corp_id', '=', corpId)
        .execute();
    },
  };
}

export type TrainAfterSalesRepository = ReturnType<typeof trainAfterSalesRepository>;
