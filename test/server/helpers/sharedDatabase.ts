/**
 * One fresh, empty database — for one app (createTestApp) or shared by several instances, as several server processes
 * would share it: on PostgreSQL (scripts/test-pg.sh) a throwaway schema, on SQLite a file in a temporary folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface SharedDatabase {
  /** The app options that open it (`build({ ...opts, … })`). */
  opts: { databaseUrl?: string; pgSchema?: string; dbFile?: string };
  drop(): Promise<void>;
}

/** `folderPrefix` names the SQLite file's temporary folder. */
export async function freshSharedDatabase(folderPrefix: string): Promise<SharedDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    return {
      opts: { databaseUrl: url, pgSchema: schema },
      async drop() {
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), folderPrefix));
  return {
    opts: { dbFile: join(dir, 'obt.db') },
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
