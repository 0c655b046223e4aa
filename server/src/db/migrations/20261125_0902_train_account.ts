/**
 * The rail account (issue 12): the simulated rail operator's accounts, the accounts employees bind, each account's
 * rail frequent travellers and pending registrations. Portable SQLite + PostgreSQL. Frozen once listed.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rail_operator_accounts')
    .addColumn('account_name', 'text', (c) => c.primaryKey())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('id_type', 'text', (c) => c.notNull())
    .addColumn('idno', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('verify_mode', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rail_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('emp_id', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('verify_mode', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('face_started_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rail_accounts_owner_name')
    .on('rail_accounts')
    .columns(['corp_id', 'emp_id', 'account_name'])
    .unique()
    .execute();

  await db.schema
    .createTable('rail_passengers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('rail_accounts.id').onDelete('cascade'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('emp_id', 'text', (c) => c.notNull())
    .addColumn('psg_name', 'text', (c) => c.notNull())
    .addColumn('id_type', 'text', (c) => c.notNull())
    .addColumn('idno', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('expiry', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('psg_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('identity_status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rail_passengers_account_doc')
    .on('rail_passengers')
    .columns(['account_id', 'id_type', 'idno'])
    .unique()
    .execute();
  await db.schema
    .createIndex('rail_passengers_owner_doc')
    .on('rail_passengers')
    .columns(['corp_id', 'emp_id', 'id_type', 'idno'])
    .execute();

  await db.schema
    .createTable('rail_registrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('emp_id', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('id_type', 'text', (c) => c.notNull())
    .addColumn('idno', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('confirmed_at', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rail_registrations').execute();
  await db.schema.dropTable('rail_passengers').execute();
  await db.schema.dropTable('rail_accounts').execute();
  await db.schema.dropTable('rail_operator_accounts').execute();
}
