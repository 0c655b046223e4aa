/**
 * SQL of train after-sales: this module's refund and change tables, next to the after-sales kit's order reads
 * (orders/afterSalesRepository.ts: train orders and their refund / change sub-orders within the caller's booking
 * scope). Money goes back through the pay module (pay/refund.ts). It also reads and updates the train order's legs and tickets (tables of the train module,
 * server/src/modules/train/tables.ts): ticket states while a refund or change is under way, a new leg for a changed
 * ticket. Seats are taken and given back through the train supplier's inventory functions, not here.
 */
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { afterSalesOrders } from '../orders/afterSalesRepository';
import type { MoneyReturnedColumns } from '../pay/tables';
import type { TrainLegsTable, TrainTicketsTable } from '../train/tables';
import type { TrainChangeItemsTable, TrainChangesTable, TrainRefundItemsTable, TrainRefundsTable } from './tables';

type Db = Kysely<Database>;

export type { OrderRow } from '../orders/afterSalesRepository';
export type LegRow = Selectable<TrainLegsTable>;
export type TicketRow = Selectable<TrainTicketsTable>;
export type RefundRow = Selectable<TrainRefundsTable>;
export type ChangeRow = Selectable<TrainChangesTable>;

export function trainAfterSalesRepository(db: Db) {
  /** Moves tickets from `from` (when given) to `status`; returns how many moved. */
  async function setTicketStatus(ids: readonly string[], status: string, from?: string): Promise<number> {
    if (ids.length === 0) return 0;
    let q = db
      .updateTable('train_tickets')
      .set({ ticket_status: status })
      .where('id', 'in', [...ids]);
    if (from !== undefined) q = q.where('ticket_status', '=', from);
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  return {
    ...afterSalesOrders(db),

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

    setTicketStatus,

    /** A withdrawn or lapsed refund or change: each ticket back from `from` to the state it had. */
    async restoreTickets(
      items: readonly { ticket_id: string; prev_ticket_status: string }[],
      from: 'refunding' | 'changing',
    ): Promise<void> {
      for (const item of items) await setTicketStatus([item.ticket_id], item.prev_ticket_status, from);
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

    /** Where the refund's money went (pay/refund.ts returnToPayer). */
    async markRefundReturned(id: string, returned: MoneyReturnedColumns): Promise<void> {
      await db.updateTable('train_refunds').set(returned).where('id', '=', id).execute();
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
  };
}

export type TrainAfterSalesRepository = ReturnType<typeof trainAfterSalesRepository>;
