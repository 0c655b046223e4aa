/**
 * Car shopping (issue 14): estimates (referenced by the booking for 10 minutes), saved places and the car standards
 * per rank. Portable SQLite + PostgreSQL. Frozen once listed in migrate.ts.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('car_estimates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('emp_id', 'text', (c) => c.notNull())
    .addColumn('use_type', 'integer', (c) => c.notNull())
    .addColumn('vehicle_type_id', 'text', (c) => c.notNull())
    .addColumn('from_json', 'text', (c) => c.notNull())
    .addColumn('to_json', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('use_time', 'text', (c) => c.notNull())
    .addColumn('day_package', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('flight_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_fen', 'bigint', (c) => c.notNull())
    .addColumn('distance', 'integer', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('route_json', 'text', (c) => c.notNull())
    .addColumn('wb', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('violations_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('car_estimates_created').on('car_estimates').column('created_at').execute();

  await db.schema
    .createTable('car_favorites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('emp_id', 'text', (c) => c.notNull())
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('place_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('car_favorites_owner').on('car_favorites').columns(['corp_id', 'emp_id']).execute();

  await db.schema
    .createTable('car_standards')
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('rank_id', 'text', (c) => c.notNull())
    .addColumn('classes_json', 'text', (c) => c.notNull())
    .addColumn('ride_cap_fen', 'bigint')
    .addPrimaryKeyConstraint('car_standards_pk', ['corp_id', 'rank_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('car_standards').execute();
  await db.schema.dropTable('car_favorites').execute();
  await db.schema.dropTable('car_estimates').execute();
}
