/**
 * People administration (issue 6, B6): the rest of the SPEC §3 employee record (second phone, nationality, place of
 * birth, auto check-in, login permission, approval mode, company roles; `born` comes from 20261122_0401_accounts),
 * hotel membership cards, department invitation codes, and at most one default delivery address per employee.
 * Frozen once released.
 */
import type { ColumnDataType, ColumnDefinitionBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';

type Col = [name: string, type: ColumnDataType, build?: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder];

const EMPLOYEE_COLUMNS: readonly Col[] = [
  ['phone2', 'text', (c) => c.notNull().defaultTo('')],
  /** Nationality code, e.g. 'CN'. */
  ['nation', 'text', (c) => c.notNull().defaultTo('')],
  ['birth_place', 'text', (c) => c.notNull().defaultTo('')],
  ['if_auto_checkin', 'integer', (c) => c.notNull().defaultTo(0)],
  /** 0: a record only (booked for by others), no login. */
  ['login_vip', 'integer', (c) => c.notNull().defaultTo(1)],
  /** 1 company rules, 2 exempt, 3 always. */
  ['approval_mode', 'integer', (c) => c.notNull().defaultTo(1)],
  /** Comma-separated company roles besides the administrator (is_admin), e.g. 'finance,assistant'. */
  ['role_ids', 'text', (c) => c.notNull().defaultTo('')],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per statement.
  for (const [name, type, build] of EMPLOYEE_COLUMNS) {
    await db.schema
      .alterTable('employees')
      .addColumn(name, type, build ?? ((c) => c))
      .execute();
  }

  await db.schema
    .createTable('hotel_memberships')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('emp_id', 'text', (c) => c.notNull())
    .addColumn('card_no', 'text', (c) => c.notNull())
    .addColumn('interface_plat', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // One card per hotel platform and employee.
  await db.schema
    .createIndex('hotel_memberships_emp_plat')
    .on('hotel_memberships')
    .columns(['emp_id', 'interface_plat'])
    .unique()
    .execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** SHA-256 of the code; the code itself is only shown to the inviter. */
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('dept_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createIndex('addresses_one_default')
    .on('addresses')
    .column('emp_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('addresses_one_default').execute();
  await db.schema.dropTable('invitations').execute();
  await db.schema.dropTable('hotel_memberships').execute();
  for (const [name] of EMPLOYEE_COLUMNS) await db.schema.alterTable('employees').dropColumn(name).execute();
}
