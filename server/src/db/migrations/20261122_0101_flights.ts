/**
 * Idempotency keys, the persisted job queue, and the domestic flight tables: seat inventory, flight orders with
 * their segments (ranges) and passengers, and the three-party-agreement passenger whitelist.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('emp_id', 'text', (c) => c.notNull())
    .addColumn('idem_key', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response_json', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['corp_id', 'emp_id', 'idem_key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_status_run_at').on('jobs').columns(['status', 'run_at']).execute();

  await db.schema
    .createTable('flight_inventory')
    .addColumn('flight_no', 'text', (c) => c.notNull())
    .addColumn('dep_date', 'text', (c) => c.notNull())
    .addColumn('cabin_code', 'text', (c) => c.notNull())
    .addColumn('dep_airport', 'text', (c) => c.notNull())
    .addColumn('arr_airport', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('seats_sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('flight_inventory_pk', ['flight_no', 'dep_date', 'cabin_code'])
    .execute();
  await db.schema
    .createIndex('flight_inventory_route')
    .on('flight_inventory')
    .columns(['dep_date', 'dep_airport', 'arr_airport'])
    .execute();

  await db.schema
    .createTable('flight_orders')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('trip_type', 'integer', (c) => c.notNull())
    .addColumn('send_mode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reci_pient', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reci_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reci_addr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('order_from', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('flight_ranges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('flight_no', 'text', (c) => c.notNull())
    .addColumn('dep_date', 'text', (c) => c.notNull())
    .addColumn('cabin_code', 'text', (c) => c.notNull())
    .addColumn('cabin_class', 'text', (c) => c.notNull())
    .addColumn('dep_airport', 'text', (c) => c.notNull())
    .addColumn('arr_airport', 'text', (c) => c.notNull())
    .addColumn('dep_at', 'bigint', (c) => c.notNull())
    .addColumn('arr_at', 'bigint', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('adult_fare_fen', 'bigint', (c) => c.notNull())
    .addColumn('class_full_fare_fen', 'bigint', (c) => c.notNull())
    .addColumn('construction_fen', 'bigint', (c) => c.notNull())
    .addColumn('fuel_fen', 'bigint', (c) => c.notNull())
    .addColumn('flight_json', 'text', (c) => c.notNull())
    .addColumn('cabin_json', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('flight_ranges_order').on('flight_ranges').column('order_id').execute();
  await db.schema
    .createIndex('flight_ranges_flight')
    .on('flight_ranges')
    .columns(['corp_id', 'flight_no', 'dep_date'])
    .execute();

  await db.schema
    .createTable('flight_passengers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('psg_name', 'text', (c) => c.notNull())
    .addColumn('psg_type', 'integer', (c) => c.notNull())
    .addColumn('id_type', 'text', (c) => c.notNull())
    .addColumn('idno', 'text', (c) => c.notNull())
    .addColumn('sex', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('born', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('emp_id', 'text')
    .addColumn('contacts_id', 'text')
    .addColumn('ticket_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ticket_status', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('insurance_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('flight_passengers_order').on('flight_passengers').column('order_id').execute();
  await db.schema.createIndex('flight_passengers_emp').on('flight_passengers').column('emp_id').execute();

  await db.schema
    .createTable('xyh_whitelist')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('airline_code', 'text', (c) => c.notNull())
    .addColumn('psg_name', 'text', (c) => c.notNull())
    .addColumn('idno', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('xyh_whitelist_corp').on('xyh_whitelist').columns(['corp_id', 'airline_code']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'xyh_whitelist',
    'flight_passengers',
    'flight_ranges',
    'flight_orders',
    'flight_inventory',
    'jobs',
    'idempotency_keys',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
