/**
 * Accounts (issue 6, A6): personal account spaces (a one-person 'personal' company per registered person),
 * the civil-bank-id switch of a company, the employee's birth date and civil bank id, one active employee per
 * phone and company, enterprise applications, and password-reset tokens. Frozen once released.
 */
import type { ColumnDataType, ColumnDefinitionBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';

type Col = [name: string, type: ColumnDataType, build?: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder];

const COMPANY_COLUMNS: readonly Col[] = [
  /** 'business' (a customer company) or 'personal' (the private space of one registered person). */
  ['account_type', 'text', (c) => c.notNull().defaultTo('business')],
  /** 1: self-registration must give a civil bank id (civil-servant units). */
  ['needs_civil_bank_id', 'integer', (c) => c.notNull().defaultTo(0)],
];

const EMPLOYEE_COLUMNS: readonly Col[] = [
  /** 'YYYY-MM-DD' or ''. */
  ['born', 'text', (c) => c.notNull().defaultTo('')],
  ['civil_bank_id', 'text', (c) => c.notNull().defaultTo('')],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per statement.
  for (const [name, type, build] of COMPANY_COLUMNS) {
    await db.schema
      .alterTable('companies')
      .addColumn(name, type, build ?? ((c) => c))
      .execute();
  }
  for (const [name, type, build] of EMPLOYEE_COLUMNS) {
    await db.schema
      .alterTable('employees')
      .addColumn(name, type, build ?? ((c) => c))
      .execute();
  }

  // A phone identifies one active employee per company (registration, mobile change, administration).
  await db.schema
    .createIndex('employees_corp_phone_active')
    .on('employees')
    .columns(['corp_id', 'phone'])
    .unique()
    .where(sql.ref('is_valid'), '=', 1)
    .execute();

  await db.schema
    .createTable('corp_applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fullname', 'text', (c) => c.notNull())
    .addColumn('shortname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('post_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('linkman', 'text', (c) => c.notNull())
    .addColumn('link_phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('industry', 'text', (c) => c.notNull())
    .addColumn('corp_scale', 'text', (c) => c.notNull())
    /** 'pending' until the provider follows up. */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('corp_applications_created').on('corp_applications').column('created_at').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** SHA-256 of the reset token; the token itself is never stored. */
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('corp_applications').execute();
  await db.schema.dropIndex('employees_corp_phone_active').execute();
  for (const [name] of EMPLOYEE_COLUMNS) await db.schema.alterTable('employees').dropColumn(name).execute();
  for (const [name] of COMPANY_COLUMNS) await db.schema.alterTable('companies').dropColumn(name).execute();
}
