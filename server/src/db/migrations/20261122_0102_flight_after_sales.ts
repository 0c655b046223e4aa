/**
 * Flight after-sales: refunds and changes (each also an `orders` row of type 11002 / 11003, so the order centre,
 * the timeline and the cashier treat them like any order; these tables keep what is specific to them) and flight
 * demand orders. Frozen.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('flight_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('emp_id', 'text', (c) => c.notNull())
    .addColumn('refund_type', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('prove_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fare_fen', 'bigint', (c) => c.notNull())
    .addColumn('tax_fen', 'bigint', (c) => c.notNull())
    .addColumn('fee_fen', 'bigint', (c) => c.notNull())
    .addColumn('refund_fen', 'bigint', (c) => c.notNull())
    .addColumn('prev_order_status', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('payment_method', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('returned_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('returned_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('flight_refunds_order')
    .on('flight_refunds')
    .columns(['order_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('flight_refund_items')
    .addColumn('refund_id', 'text', (c) => c.notNull().references('flight_refunds.id'))
    .addColumn('psg_id', 'text', (c) => c.notNull().references('flight_passengers.id'))
    .addColumn('range_id', 'text', (c) => c.notNull().references('flight_ranges.id'))
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('psg_type', 'integer', (c) => c.notNull())
    .addColumn('fare_fen', 'bigint', (c) => c.notNull())
    .addColumn('tax_fen', 'bigint', (c) => c.notNull())
    .addColumn('fee_fen', 'bigint', (c) => c.notNull())
    .addColumn('refund_fen', 'bigint', (c) => c.notNull())
    .addColumn('prev_ticket_status', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('flight_refund_items_pk', ['refund_id', 'psg_id', 'range_id'])
    .execute();
  await db.schema
    .createIndex('flight_refund_items_order')
    .on('flight_refund_items')
    .columns(['order_id', 'psg_id', 'range_id'])
    .execute();

  await db.schema
    .createTable('flight_changes')
    .addColumn('id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('emp_id', 'text', (c) => c.notNull())
    .addColumn('range_id', 'text', (c) => c.notNull().references('flight_ranges.id'))
    .addColumn('change_type', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('old_flight_no', 'text', (c) => c.notNull())
    .addColumn('old_dep_date', 'text', (c) => c.notNull())
    .addColumn('old_cabin_code', 'text', (c) => c.notNull())
    .addColumn('old_dep_at', 'bigint', (c) => c.notNull())
    .addColumn('old_adult_fare_fen', 'bigint', (c) => c.notNull())
    .addColumn('old_flight_json', 'text', (c) => c.notNull())
    .addColumn('old_cabin_json', 'text', (c) => c.notNull())
    .addColumn('new_flight_no', 'text', (c) => c.notNull())
    .addColumn('new_dep_date', 'text', (c) => c.notNull())
    .addColumn('new_cabin_code', 'text', (c) => c.notNull())
    .addColumn('new_cabin_class', 'text', (c) => c.notNull())
    .addColumn('new_dep_airport', 'text', (c) => c.notNull())
    .addColumn('new_arr_airport', 'text', (c) => c.notNull())
    .addColumn('new_dep_at', 'bigint', (c) => c.notNull())
    .addColumn('new_arr_at', 'bigint', (c) => c.notNull())
    .addColumn('new_adult_fare_fen', 'bigint', (c) => c.notNull())
    .addColumn('new_class_full_fare_fen', 'bigint', (c) => c.notNull())
    .addColumn('new_construction_fen', 'bigint', (c) => c.notNull())
    .addColumn('new_fuel_fen', 'bigint', (c) => c.notNull())
    .addColumn('new_flight_json', 'text', (c) => c.notNull())
    .addColumn('new_cabin_json', 'text', (c) => c.notNull())
    .addColumn('seats_reserved', 'integer', (c) => c.notNull())
    .addColumn('change_fee_fen', 'bigint', (c) => c.notNull())
    .addColumn('fare_diff_fen', 'bigint', (c) => c.notNull())
    .addColumn('total_fen', 'bigint', (c) => c.notNull())
    .addColumn('prev_order_status', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('flight_changes_order')
    .on('flight_changes')
    .columns(['order_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('flight_change_items')
    .addColumn('change_id', 'text', (c) => c.notNull().references('flight_changes.id'))
    .addColumn('psg_id', 'text', (c) => c.notNull().references('flight_passengers.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('psg_type', 'integer', (c) => c.notNull())
    .addColumn('old_fare_fen', 'bigint', (c) => c.notNull())
    .addColumn('new_fare_fen', 'bigint', (c) => c.notNull())
    .addColumn('change_fee_fen', 'bigint', (c) => c.notNull())
    .addColumn('fare_diff_fen', 'bigint', (c) => c.notNull())
    .addColumn('prev_ticket_status', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('old_ticket_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('new_ticket_no', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('flight_change_items_pk', ['change_id', 'psg_id'])
    .execute();

  await db.schema
    .createTable('flight_needs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('emp_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('dept_id', 'text', (c) => c.notNull())
    .addColumn('need_no', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('adult_num', 'integer', (c) => c.notNull())
    .addColumn('child_num', 'integer', (c) => c.notNull())
    .addColumn('baby_num', 'integer', (c) => c.notNull())
    .addColumn('cabin', 'text', (c) => c.notNull())
    .addColumn('expect_budget_fen', 'bigint', (c) => c.notNull())
    .addColumn('expect_deadline', 'text', (c) => c.notNull())
    .addColumn('deadline_at', 'bigint', (c) => c.notNull())
    .addColumn('voyage_type', 'integer', (c) => c.notNull())
    .addColumn('only_direct', 'integer', (c) => c.notNull())
    .addColumn('linkman', 'text', (c) => c.notNull())
    .addColumn('link_tel', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ranges_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('flight_needs_corp').on('flight_needs').columns(['corp_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['flight_needs', 'flight_change_items', 'flight_changes', 'flight_refund_items', 'flight_refunds']) {
    await db.schema.dropTable(t).execute();
  }
}
