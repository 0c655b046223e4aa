/**
 * SQL of order creation (creation.ts): the shared `orders` row and its travellers with their documents. Every
 * function takes the caller's transaction, so a new order and its product rows commit together.
 */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db';
import { preparedInsert, preparedQuery, type PreparedValues } from '../../db/prepared';
import type { OrderTravellersTable, OrdersTable } from './tables';

/** A traveller row as read. */
export type TravellerRow = Selectable<OrderTravellersTable>;

// Every booking writes these: prepared once (db/prepared.ts).
// A number another instance already gave out inserts nothing (no error, which would end a PostgreSQL transaction):
// the caller draws another (creation.ts). Only order_no is the conflict target; any other conflict still fails.
const insertOrderUnlessNumberTaken = preparedQuery((db, row: PreparedValues) =>
  db
    .insertInto('orders')
    .values(row as never)
    .onConflict((oc) => oc.column('order_no').doNothing()),
);
const insertTravellers = preparedInsert('order_travellers');

export function creationRepository(db: Db) {
  return {
    /**
     * The order row with its travellers (none: no traveller rows); false, and nothing written, when its order
     * number is already taken.
     */
    async insertOrder(
      row: Insertable<OrdersTable>,
      travellers: readonly Insertable<OrderTravellersTable>[],
    ): Promise<boolean> {
      if ((await insertOrderUnlessNumberTaken.run(db, row as unknown as PreparedValues)) === 0) return false;
      // booked_self keeps "orders I travel on that someone else booked" on a small partial index.
      await insertTravellers(
        db,
        travellers.map((t) => ({ ...t, booked_self: t.emp_id != null && t.emp_id === row.emp_id ? 1 : 0 })),
      );
      return true;
    },

    /** An order's travellers in booking order. */
    async travellers(orderId: string): Promise<TravellerRow[]> {
      return db.selectFrom('order_travellers').selectAll().where('order_id', '=', orderId).orderBy('seq').execute();
    },
  };
}
