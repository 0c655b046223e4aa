/**
 * WeCom sign-on (issue 11): which company a WeCom corp belongs to, the OAuth `state` nonces kept server-side with
 * their sign-on parameters (single use, expiring), and the access tokens / JS-SDK tickets WeCom hands out, cached
 * with their expiry so every instance shares one (WeCom rate-limits fetching them). Portable SQLite + PostgreSQL.
 * Frozen.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wecom_corps')
    .addColumn('wecom_corp_id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('agent_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sign_on_states')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('params_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .execute();
  await db.schema.createIndex('sign_on_states_expiry').on('sign_on_states').column('expires_at').execute();

  await db.schema
    .createTable('wecom_tickets')
    .addColumn('cache_key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['wecom_tickets', 'sign_on_states', 'wecom_corps']) {
    await db.schema.dropTable(t).execute();
  }
}
