/**
 * Train waitlist ('bench', 候补) orders (order type 20031): the waitlist part of the order, the accepted seat classes,
 * the tickets once a seat is secured and the money given back. Portable SQLite + PostgreSQL. Frozen.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('train_bench_orders')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('from_json', 'text', (c) => c.notNull())
    .addColumn('to_json', 'text', (c) => c.notNull())
    .addColumn('dep_date', 'text', (c) => c.notNull())
    .addColumn('latest_dep_time', 'text', (c) => c.notNull())
    .addColumn('latest_dep_at', 'bigint', (c) => c.notNull())
    .addColumn('trip_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('prepaid_fen', 'bigint', (c) => c.notNull())
    .addColumn('ticket_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('secured_seq', 'integer')
    .addColumn('seats_held', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('train_bench_candidates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('seat_key', 'text', (c) => c.notNull())
    .addColumn('train_code', 'text', (c) => c.notNull())
    .addColumn('dep_date', 'text', (c) => c.notNull())
    .addColumn('dep_at', 'bigint', (c) => c.notNull())
    .addColumn('seat_type', 'text', (c) => c.notNull())
    .addColumn('price_fen', 'bigint', (c) => c.notNull())
    .addColumn('train_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('train_bench_candidates_order')
    .on('train_bench_candidates')
    .columns(['order_id', 'seq'])
    .execute();

  await db.schema
    .createTable('train_bench_tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('psg_type', 'integer', (c) => c.notNull())
    .addColumn('coach', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seat_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ticket_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('train_bench_tickets_order')
    .on('train_bench_tickets')
    .columns(['order_id', 'seq'])
    .execute();

  await db.schema
    .createTable('train_bench_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('method', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('train_bench_refunds_order')
    .on('train_bench_refunds')
    .columns(['order_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('train_bench_refunds').execute();
  await db.schema.dropTable('train_bench_tickets').execute();
  await db.schema.dropTable('train_bench_candidates').execute();
  await db.schema.dropTable('train_bench_orders').execute();
}
