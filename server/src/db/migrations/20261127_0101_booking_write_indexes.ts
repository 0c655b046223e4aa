/**
 * A booking writes fewer index b-trees (issue 17: each index of a table a booking inserts into is one more b-tree
 * to update and one more page in the commit's WAL frames):
 * - order_travellers_emp (emp_id) is a prefix of order_travellers_emp_corp_order (emp_id, corp_id, order_id), which
 *   serves every lookup by emp_id it served.
 * - flight_passengers_emp (emp_id): no query reads flight passengers by employee alone (the duplicate-booking check
 *   starts from the flight's ranges and joins the passengers by order).
 * Portable SQLite + PostgreSQL. Frozen.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_travellers_emp').execute();
  await db.schema.dropIndex('flight_passengers_emp').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('flight_passengers_emp').on('flight_passengers').column('emp_id').execute();
  await db.schema.createIndex('order_travellers_emp').on('order_travellers').column('emp_id').execute();
}
