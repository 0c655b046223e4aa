/**
 * Train after-sales: refunds (11010) and changes (11011) of train orders. Each is also an `orders` row; these tables
 * keep what is specific to it, with a snapshot of every ticket as it was. Portable SQLite + PostgreSQL. Frozen.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('train_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('emp_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('fee_fen', 'bigint', (c) => c.notNull())
    .addColumn('refund_fen', 'bigint', (c) => c.notNull())
    .addColumn('prev_order_status', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('payment_method', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('returned_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('returned_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('train_refunds_order').on('train_refunds').columns(['order_id', 'created_at']).execute();

  await db.schema
    .createTable('train_refund_items')
    .addColumn('refund_id', 'text', (c) => c.notNull().references('train_refunds.id'))
    .addColumn('ticket_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('leg_id', 'text', (c) => c.notNull())
    .addColumn('price_fen', 'bigint', (c) => c.notNull())
    .addColumn('percent', 'integer', (c) => c.notNull())
    .addColumn('fee_fen', 'bigint', (c) => c.notNull())
    .addColumn('refund_fen', 'bigint', (c) => c.notNull())
    .addColumn('prev_ticket_status', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ticket_json', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('train_refund_items_pk', ['refund_id', 'ticket_id'])
    .execute();

  await db.schema
    .createTable('train_changes')
    .addColumn('id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('emp_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('old_leg_id', 'text', (c) => c.notNull())
    .addColumn('old_train_json', 'text', (c) => c.notNull())
    .addColumn('old_seat_type', 'text', (c) => c.notNull())
    .addColumn('new_train_json', 'text', (c) => c.notNull())
    .addColumn('new_seat_type', 'text', (c) => c.notNull())
    .addColumn('new_train_code', 'text', (c) => c.notNull())
    .addColumn('new_dep_date', 'text', (c) => c.notNull())
    .addColumn('new_from_station', 'text', (c) => c.notNull())
    .addColumn('new_to_station', 'text', (c) => c.notNull())
    .addColumn('new_dep_at', 'bigint', (c) => c.notNull())
    .addColumn('new_arr_at', 'bigint', (c) => c.notNull())
    .addColumn('new_price_fen', 'bigint', (c) => c.notNull())
    .addColumn('seats_reserved', 'integer', (c) => c.notNull())
    .addColumn('pay_fen', 'bigint', (c) => c.notNull())
    .addColumn('fee_fen', 'bigint', (c) => c.notNull())
    .addColumn('refund_fen', 'bigint', (c) => c.notNull())
    .addColumn('prev_order_status', 'text', (c) => c.notNull())
    .addColumn('hold_deadline', 'bigint', (c) => c.notNull())
    .addColumn('new_leg_id', 'text')
    .addColumn('payment_id', 'text')
    .addColumn('payment_method', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('returned_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('returned_at', 'bigint')
    .addColumn('completed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('train_changes_order').on('train_changes').columns(['order_id', 'created_at']).execute();

  await db.schema
    .createTable('train_change_items')
    .addColumn('change_id', 'text', (c) => c.notNull().references('train_changes.id'))
    .addColumn('ticket_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('psg_name', 'text', (c) => c.notNull())
    .addColumn('old_price_fen', 'bigint', (c) => c.notNull())
    .addColumn('new_price_fen', 'bigint', (c) => c.notNull())
    .addColumn('fee_fen', 'bigint', (c) => c.notNull())
    .addColumn('refund_fen', 'bigint', (c) => c.notNull())
    .addColumn('pay_fen', 'bigint', (c) => c.notNull())
    .addColumn('old_coach', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('old_seat_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('old_ticket_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('new_coach', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('new_seat_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('new_ticket_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('prev_ticket_status', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('train_change_items_pk', ['change_id', 'ticket_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('train_change_items').execute();
  await db.schema.dropTable('train_changes').execute();
  await db.schema.dropTable('train_refund_items').execute();
  await db.schema.dropTable('train_refunds').execute();
}
