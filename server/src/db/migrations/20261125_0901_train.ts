/**
 * Trains (issue 12): the rail part of a train order (`train_orders`), its trains (`train_legs`, two for a
 * transfer) and each passenger's ticket per train (`train_tickets`). The traveller's document stays on
 * `order_travellers`; seats sold are the supplier kit's inventory (product 'train'). Frozen.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('train_orders')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('transfer_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rail_account_id', 'text')
    .addColumn('trip_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('seat_preference_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('accept_no_seat', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('route_id', 'text')
    .addColumn('violations_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('train_legs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('train_code', 'text', (c) => c.notNull())
    .addColumn('dep_date', 'text', (c) => c.notNull())
    .addColumn('from_station', 'text', (c) => c.notNull())
    .addColumn('to_station', 'text', (c) => c.notNull())
    .addColumn('dep_at', 'bigint', (c) => c.notNull())
    .addColumn('arr_at', 'bigint', (c) => c.notNull())
    .addColumn('seat_type', 'text', (c) => c.notNull())
    .addColumn('price_fen', 'bigint', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('train_json', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('train_legs_order_seq', ['order_id', 'seq'])
    .execute();
  await db.schema.createIndex('train_legs_dep').on('train_legs').columns(['corp_id', 'dep_at']).execute();

  await db.schema
    .createTable('train_tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('leg_id', 'text', (c) => c.notNull().references('train_legs.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('psg_type', 'integer', (c) => c.notNull())
    .addColumn('height_band', 'text', (c) => c.notNull().defaultTo('adult'))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('emp_id', 'text')
    .addColumn('contacts_id', 'text')
    .addColumn('clk_id', 'text')
    .addColumn('coach', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seat_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ticket_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ticket_status', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_fen', 'bigint', (c) => c.notNull())
    .addColumn('paper_ticket', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('insurance_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('train_tickets_order').on('train_tickets').columns(['order_id', 'seq']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('train_tickets').execute();
  await db.schema.dropTable('train_legs').execute();
  await db.schema.dropTable('train_orders').execute();
}
