/**
 * Hotel need (inquiry) orders and their notes thread (SPEC §7 need orders). Portable SQLite + PostgreSQL. Frozen.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hotel_needs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('emp_id', 'text', (c) => c.notNull())
    .addColumn('dept_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('need_no', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('city_id', 'text', (c) => c.notNull())
    .addColumn('check_in', 'text', (c) => c.notNull())
    .addColumn('check_out', 'text', (c) => c.notNull())
    .addColumn('rooms', 'integer', (c) => c.notNull())
    .addColumn('guests_json', 'text', (c) => c.notNull())
    .addColumn('budget_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('stars_json', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('requirements', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('linkman', 'text', (c) => c.notNull())
    .addColumn('link_tel', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('hotel_needs_corp_emp_created')
    .on('hotel_needs')
    .columns(['corp_id', 'emp_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('hotel_need_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('need_id', 'text', (c) => c.notNull().references('hotel_needs.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('emp_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('text_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('params_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('quote_json', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hotel_need_notes_need').on('hotel_need_notes').columns(['need_id', 'seq']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hotel_need_notes').execute();
  await db.schema.dropTable('hotel_needs').execute();
}
