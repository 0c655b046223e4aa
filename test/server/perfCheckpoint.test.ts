/**
 * WAL checkpoints run in a worker thread (db/checkpointer.ts), not inside a request's COMMIT: the server connection's
 * own automatic checkpoint is only a far fallback, and the worker copies the WAL into the database once it has grown.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { checkpointer, createDb, type Db } from '../../server/src/db';
import { CHECKPOINT_PAGES, FALLBACK_AUTOCHECKPOINT_PAGES } from '../../server/src/db/checkpointer';

const onSqlite = process.env.DATABASE_URL ? describe.skip : describe;

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((done) => setTimeout(done, 20));
  }
}

onSqlite('WAL checkpoints off the event loop', () => {
  let dir: string;
  let db: Db;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'obt-ckpt-'));
    db = createDb({ dbFile: join(dir, 'c.db') });
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('leaves SQLite only a far automatic limit and checkpoints in the worker once the WAL has grown', async () => {
    const auto = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db);
    expect(auto.rows[0]?.wal_autocheckpoint).toBe(FALLBACK_AUTOCHECKPOINT_PAGES);
    const worker = checkpointer(db);
    if (!worker) throw new Error('no checkpointer');
    await sql`create table t (id integer primary key, v text)`.execute(db);
    const before = worker.checkpoints;
    // About two WAL frames (4 KiB pages) per row: past CHECKPOINT_PAGES frames.
    const filler = 'x'.repeat(6000);
    for (let i = 0; i < CHECKPOINT_PAGES; i += 1) {
      await sql`insert into t (v) values (${filler})`.execute(db);
    }
    // The worker may already have checkpointed part of the rows while they were still being written (a slow box
    // writes slower than it polls); it keeps checkpointing while the WAL file is past its limit, so wait until one
    // checkpoint has copied every row into the database file: its size holds them all. Without the worker nothing is
    // copied before SQLite's own far limit and this times out.
    const file = join(dir, 'c.db');
    await until(() => worker.checkpoints > before && statSync(file).size > CHECKPOINT_PAGES * 6000);
    const count = await sql<{ n: number }>`select count(*) as n from t`.execute(db);
    expect(count.rows[0]?.n).toBe(CHECKPOINT_PAGES);
  });

  it('an in-memory database has no worker', async () => {
    const memory = createDb({ dbFile: ':memory:' });
    try {
      expect(checkpointer(memory)).toBeUndefined();
    } finally {
      await memory.destroy();
    }
  });
});
