/**
 * Partner single sign-on with a secret per partner company (issue 16): each row is one trusted partner of one
 * company; `secret_enc` is its sign-on secret sealed with AES-256-GCM under a key derived from SSO_SECRET (with the
 * row's id and company as associated data), so the server can verify the partner's HMAC while a copy of the database
 * alone reveals no secret. Revoked partners keep their row. Portable SQLite + PostgreSQL. Frozen.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sso_partners')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('secret_enc', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('sso_partners_corp').on('sso_partners').column('corp_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sso_partners').execute();
}
