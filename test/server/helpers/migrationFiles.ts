import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely';
import { createDb, type Db } from '../../../server/src/db';
import { MIGRATIONS } from '../../../server/src/db/migrate';

/**
 * Migration tests on SQLite: a folder of throw-away database files for the suite (made before it, removed after it),
 * and `withMigrator(file, body)`, which opens a database file there with a migrator over every migration and closes
 * it after the body, whatever the body did.
 */
export function migrationFiles(prefix: string) {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  return async function withMigrator<T>(file: string, body: (db: Db, migrator: Migrator) => Promise<T>): Promise<T> {
    const db = createDb({ dbFile: join(dir, file) });
    try {
      return await body(db, new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } }));
    } finally {
      await db.destroy();
    }
  };
}
