/**
 * International hotel orders (bookGj): the international part of a hotel order (11007) — nationality, occupancy,
 * guests named in Latin letters, the local-currency amount, taxes, and the invoice delivery. The hotel, room, plan,
 * nights and guests' rooms stay on hotel_orders / hotel_order_nights / hotel_order_guests like a domestic order.
 * Portable SQLite + PostgreSQL. Frozen once listed.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hotel_intl_orders')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('nationality', 'text', (c) => c.notNull())
    .addColumn('occupancy_json', 'text', (c) => c.notNull())
    .addColumn('guests_json', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('local_total', 'double precision', (c) => c.notNull())
    .addColumn('tax_included_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_at_hotel', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('need_invoice', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invoice_title_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('invoice_title_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('invoice_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('invoice_address_json', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hotel_intl_orders_corp').on('hotel_intl_orders').columns(['corp_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hotel_intl_orders').execute();
}
