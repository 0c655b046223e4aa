/**
 * SQL of the after-sales kit (afterSales.ts): the `orders` rows of a product's orders and of their refund and change
 * sub-orders, within the caller's booking scope (SPEC §6, like the order centre) or by id for jobs and paid handlers,
 * and the order facts a change moves (title, travel dates). A product's after-sales repository spreads these next to
 * its own tables' SQL. Every function takes the database or the caller's transaction.
 */
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { orderInScope as scoped, type OrderScope } from './scopeRepository';
import type { OrdersTable } from './tables';

type Db = Kysely<Database>;

/** An `orders` row as read. */
export type OrderRow = Selectable<OrdersTable>;

/** What a completed change may move on its parent order. */
export type OrderFacts = Pick<Updateable<OrdersTable>, 'title' | 'travel_date' | 'travel_end_date'>;

export function afterSalesOrders(db: Db) {
  return {
    /** An order of one of `types` the caller may see; undefined otherwise (another company, out of scope). */
    async orderInScope(id: string, scope: OrderScope, types: readonly number[]): Promise<OrderRow | undefined> {
      return db
        .selectFrom('orders as o')
        .selectAll('o')
        .where('o.id', '=', id)
        .where('o.order_type', 'in', [...types])
        .where((eb) => scoped(eb, scope))
        .executeTakeFirst();
    },

    /** An order by id, no scope (jobs and paid handlers, inside their transaction). */
    async order(id: string): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async setOrderFacts(id: string, facts: OrderFacts): Promise<void> {
      await db.updateTable('orders').set(facts).where('id', '=', id).execute();
    },
  };
}
