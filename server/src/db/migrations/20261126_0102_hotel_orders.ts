/**
 * Hotel orders (11007) and their refunds (11008): the hotel part of an order (a snapshot of hotel, room and plan),
 * its nights, its guests' rooms, saved cards (token and last four digits only: never a full number or a CVV), card
 * guarantees and refunds. Each order and refund is also an `orders` row. Portable SQLite + PostgreSQL. Frozen.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hotel_orders')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('hotel_id', 'text', (c) => c.notNull())
    .addColumn('hotel_name', 'text', (c) => c.notNull())
    .addColumn('hotel_name_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('star', 'integer', (c) => c.notNull())
    .addColumn('city_id', 'text', (c) => c.notNull())
    .addColumn('city_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city_name_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lat', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('lng', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('room_id', 'text', (c) => c.notNull())
    .addColumn('room_name', 'text', (c) => c.notNull())
    .addColumn('room_name_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bed_type', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('plan_name', 'text', (c) => c.notNull())
    .addColumn('plan_key', 'text', (c) => c.notNull())
    .addColumn('breakfast', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pay_type', 'text', (c) => c.notNull())
    .addColumn('guarantee_kind', 'text', (c) => c.notNull())
    .addColumn('cancel_kind', 'text', (c) => c.notNull())
    .addColumn('cancel_free_until', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cancel_penalty_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('check_in', 'text', (c) => c.notNull())
    .addColumn('check_out', 'text', (c) => c.notNull())
    .addColumn('nights', 'integer', (c) => c.notNull())
    .addColumn('rooms', 'integer', (c) => c.notNull())
    .addColumn('arrival_time', 'text', (c) => c.notNull())
    .addColumn('guest_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('membership_card', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('confirmation_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('room_sharing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trip_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('guarantee_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('guarantee_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('room_fen', 'bigint', (c) => c.notNull())
    .addColumn('service_fee_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('price_json', 'text', (c) => c.notNull())
    .addColumn('route_id', 'text')
    .addColumn('violations_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('cancel_fee_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('hotel_orders_corp_stay')
    .on('hotel_orders')
    .columns(['corp_id', 'check_in', 'check_out'])
    .execute();

  await db.schema
    .createTable('hotel_order_nights')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('night', 'text', (c) => c.notNull())
    .addColumn('price_fen', 'bigint', (c) => c.notNull())
    .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('hotel_order_nights_pk', ['order_id', 'night'])
    .execute();

  await db.schema
    .createTable('hotel_order_guests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('room_index', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('emp_id', 'text')
    .addColumn('contacts_id', 'text')
    .execute();
  await db.schema.createIndex('hotel_order_guests_order').on('hotel_order_guests').columns(['order_id']).execute();
  await db.schema
    .createIndex('hotel_order_guests_emp')
    .on('hotel_order_guests')
    .columns(['corp_id', 'emp_id'])
    .execute();

  await db.schema
    .createTable('hotel_cards')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('emp_id', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('expiry', 'text', (c) => c.notNull())
    .addColumn('saved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hotel_cards_owner').on('hotel_cards').columns(['corp_id', 'emp_id']).execute();

  await db.schema
    .createTable('hotel_guarantees')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('card_token', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('hotel_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('emp_id', 'text', (c) => c.notNull())
    .addColumn('nights_json', 'text', (c) => c.notNull())
    .addColumn('rooms', 'integer', (c) => c.notNull())
    .addColumn('paid_fen', 'bigint', (c) => c.notNull())
    .addColumn('penalty_fen', 'bigint', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('reason_code', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('prev_order_status', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('payment_method', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('returned_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('returned_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hotel_refunds_order').on('hotel_refunds').columns(['order_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'hotel_refunds',
    'hotel_guarantees',
    'hotel_cards',
    'hotel_order_guests',
    'hotel_order_nights',
    'hotel_orders',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
