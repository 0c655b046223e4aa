/** Runs the timestamp-named migrations, listed in code so no file-system scanning is needed. */
import { Migrator, type Migration } from 'kysely';
import type { Db } from './index';
import * as core from './migrations/20261122_0001_core';
import * as auth from './migrations/20261122_0002_auth';
import * as activity from './migrations/20261122_0003_activity';

/** Add new migrations here; never edit a released one. */
export const MIGRATIONS: Record<string, Migration> = {
  '20261122_0001_core': core,
  '20261122_0002_auth': auth,
  '20261122_0003_activity': activity,
};

/** `schema`: the PostgreSQL schema the tables live in, so the migrator never mistakes another schema's tables for ours. */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
