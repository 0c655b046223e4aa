/**
 * Consent to the user agreement and privacy policy (issue 15, PIPL): one row per employee and accepted version,
 * history kept. Portable SQLite + PostgreSQL. Frozen.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agreement_acceptances')
    .addColumn('emp_id', 'text', (c) => c.notNull())
    .addColumn('corp_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('agreement_acceptances_pk', ['emp_id', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agreement_acceptances').execute();
}
