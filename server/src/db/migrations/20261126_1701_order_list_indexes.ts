/**
 * The order list under load (ARCHITECTURE §11, issue 17): a page is the newest 10 orders, so each index it reads
 * must already hold them in the list's order (created_at, then id) to stop after the page instead of sorting every
 * order of the date range.
 * - orders(corp_id, emp_id, created_at, id) replaces orders(corp_id, emp_id, created_at): "orders I booked", newest
 *   first, from the index (and still covering for their count).
 * - orders(corp_id, created_at, id) replaces orders(corp_id, created_at): the company's orders (scope 3), the same way.
 * - order_travellers.booked_self marks traveller rows whose order the traveller booked (set at creation; 0,
 *   "unknown", is always safe: the query still checks the booker), and a partial index holds only the other rows, so
 *   "orders I travel on that someone else booked" reads a handful of index entries instead of every order I booked.
 * Portable SQLite + PostgreSQL. Frozen.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('orders_corp_emp_created_id')
    .on('orders')
    .columns(['corp_id', 'emp_id', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('orders_corp_emp_created').execute();
  await db.schema.createIndex('orders_corp_created_id').on('orders').columns(['corp_id', 'created_at', 'id']).execute();
  await db.schema.dropIndex('orders_corp_created').execute();
  await db.schema
    .alterTable('order_travellers')
    .addColumn('booked_self', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update order_travellers set booked_self = 1
    where emp_id is not null and emp_id = (select o.emp_id from orders o where o.id = order_travellers.order_id)`.execute(
    db,
  );
  await db.schema
    .createIndex('order_travellers_booked_by_other')
    .on('order_travellers')
    .columns(['emp_id', 'corp_id', 'order_id'])
    .where(sql.ref('booked_self'), '=', 0)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_travellers_booked_by_other').execute();
  await db.schema.alterTable('order_travellers').dropColumn('booked_self').execute();
  await db.schema.createIndex('orders_corp_created').on('orders').columns(['corp_id', 'created_at']).execute();
  await db.schema.dropIndex('orders_corp_created_id').execute();
  await db.schema
    .createIndex('orders_corp_emp_created')
    .on('orders')
    .columns(['corp_id', 'emp_id', 'created_at'])
    .execute();
  await db.schema.dropIndex('orders_corp_emp_created_id').execute();
}
