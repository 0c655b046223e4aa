/**
 * A booking writes two b-trees fewer on SQLite (issue 17: each index of `orders` is one more b-tree every booking
 * inserts into, and one more 4 KiB frame its commit appends to the WAL and the WAL sync puts on disk before the reply).
 * orders_emp (emp_id, created_at) and orders_dept (dept_id, created_at) are read by no query on SQLite: every read of
 * orders is scoped to the company, so the booker's orders are found through orders_corp_emp_created_id and the
 * company's (the department scope's OR included) through orders_corp_created_id — the query plans of the order
 * lists, counts, details, after-sales, invoice and employee reads, with and without ANALYZE statistics, are the same
 * without them (test/server/ordersUnreadIndexes.test.ts checks the plans of every scope's list). PostgreSQL keeps
 * both: its planner may combine them (a bitmap OR) for the department scope's condition. Frozen.
 */
import { SqliteAdapter, type Kysely } from 'kysely';

function onSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!onSqlite(db)) return;
  await db.schema.dropIndex('orders_emp').ifExists().execute();
  await db.schema.dropIndex('orders_dept').ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!onSqlite(db)) return;
  await db.schema.createIndex('orders_emp').ifNotExists().on('orders').columns(['emp_id', 'created_at']).execute();
  await db.schema.createIndex('orders_dept').ifNotExists().on('orders').columns(['dept_id', 'created_at']).execute();
}
