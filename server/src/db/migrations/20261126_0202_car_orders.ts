/**
 * Car orders (11018 pre-booked services, 10906 instant rides): the car part of an order, its route, the simulated
 * driver and the journey stage times. Each order is also an `orders` row. Portable SQLite + PostgreSQL. Frozen.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('car_orders')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('emp_id', 'text')
    .addColumn('use_type', 'integer', (c) => c.notNull())
    .addColumn('vehicle_type_id', 'text', (c) => c.notNull())
    .addColumn('city_code', 'text', (c) => c.notNull())
    .addColumn('city_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('from_name', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('from_lat', 'double precision', (c) => c.notNull())
    .addColumn('from_lng', 'double precision', (c) => c.notNull())
    .addColumn('from_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('to_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('to_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('to_lat', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('to_lng', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('to_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('use_time', 'text', (c) => c.notNull())
    .addColumn('day_package', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('flight_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('riders', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('luggage_standard', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('luggage_large', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('estimate_fen', 'bigint', (c) => c.notNull())
    .addColumn('actual_fen', 'bigint')
    .addColumn('actual_distance', 'integer')
    .addColumn('actual_duration', 'integer')
    .addColumn('route_distance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('route_duration', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('route_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('price_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('violations_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('route_id', 'text')
    .addColumn('driver_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('driver_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('plate', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('car_model', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('car_color', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('driver_rating', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('approach_json', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('approach_duration', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('called_at', 'bigint')
    .addColumn('accepted_at', 'bigint')
    .addColumn('arrived_at', 'bigint')
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('cancel_fee_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cancel_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cancel_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payment_id', 'text')
    .addColumn('payment_method', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('returned_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('returned_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('car_orders_corp_use').on('car_orders').columns(['corp_id', 'use_time']).execute();
  await db.schema.createIndex('car_orders_corp_emp').on('car_orders').columns(['corp_id', 'emp_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('car_orders').ifExists().execute();
}
