/**
 * SQL of order creation (creation.ts): the shared `orders` row and its travellers with their documents. Every
 * function takes the caller's transaction, so a new order and its product rows commit together.
 */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db';
import type { OrderTravellersTable, OrdersTable } from './tables';

/** A traveller row as read. */
export type TravellerRow = Selectable<OrderTravellersTable>;

export function creationRepository(db: Db) {
  return {
    /** The order row with its travellers (none: no traveller rows). */
    async insertOrder(
      row: Insertable<OrdersTable>,
      travellers: readonly Insertable<OrderTravellersTable>[],
    ): Promise<void> {
      await db.insertInto('orders').values(row).execute();
      if (travellers.length === 0) return;
      await db
        .insertInto('order_travellers')
        // booked_self keeps "orders I travel on that someone else booked" on a small partial index.
        .values(travellers.map((t) => ({ ...t, booked_self: t.emp_id != null && t.emp_id === row.emp_id ? 1 : 0 })))
        .execute();
    },

    /** An order's travellers in booking order. */
    async travellers(orderId: string): Promise<TravellerRow[]> {
      return db.selectFrom('order_travellers').selectAll().where('order_id', '=', orderId).orderBy('seq').execute();
    },
  };
}
