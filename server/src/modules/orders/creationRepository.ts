/**
 * SQL of order creation (creation.ts): the shared `orders` row and its travellers with their documents. Every
 * function takes the caller's transaction, so a new order and its product rows commit together.
 */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db';
import { preparedInsert } from '../../db/prepared';
import type { OrderTravellersTable, OrdersTable } from './tables';

/** A traveller row as read. */
export type TravellerRow = Selectable<OrderTravellersTable>;

// Every booking writes these: prepared once (db/prepared.ts).
const insertOrders = preparedInsert('orders');
const insertTravellers = preparedInsert('order_travellers');

export function creationRepository(db: Db) {
  return {
    /** The order row with its travellers (none: no traveller rows). */
    async insertOrder(
      row: Insertable<OrdersTable>,
      travellers: readonly Insertable<OrderTravellersTable>[],
    ): Promise<void> {
      await insertOrders(db, [row]);
      // booked_self keeps "orders I travel on that someone else booked" on a small partial index.
      await insertTravellers(
        db,
        travellers.map((t) => ({ ...t, booked_self: t.emp_id != null && t.emp_id === row.emp_id ? 1 : 0 })),
      );
    },

    /** An order's travellers in booking order. */
    async travellers(orderId: string): Promise<TravellerRow[]> {
      return db.selectFrom('order_travellers').selectAll().where('order_id', '=', orderId).orderBy('seq').execute();
    },
  };
}
