/**
 * db/prepared.ts runs a prepared statement straight on the SQLite connection outside a transaction only while no
 * transaction is open on it: another request's open transaction (between two of its statements) never gets a
 * statement it did not run, and such a statement never sees its uncommitted rows.
 */
import { sql, type Kysely } from 'kysely';
import { createDb, directConnection, statementLog, type Db } from '../../server/src/db';
import { preparedQuery } from '../../server/src/db/prepared';

let db: Db;

type Scratch = { t: { id: string; n: number } };
const scratch = (d: Db) => d as unknown as Kysely<Scratch>;

const byId = preparedQuery((d, v: { id: string }) =>
  scratch(d).selectFrom('t').select(['id', 'n']).where('id', '=', v.id),
);
const setN = preparedQuery((d, v: { id: string; n: number }) =>
  scratch(d).updateTable('t').set({ n: v.n }).where('id', '=', v.id),
);

beforeAll(async () => {
  db = createDb({ dbFile: ':memory:' });
  await sql`create table t (id text primary key, n integer not null)`.execute(db);
  await sql`insert into t values ('a', 1)`.execute(db);
});

afterAll(async () => {
  await db.destroy();
});

/** Statements the connection has been given so far. */
const ran = () => statementLog(db)?.count ?? 0;

describe('prepared statements outside a transaction', () => {
  it('run at once while no transaction is open', async () => {
    expect(directConnection(db)).toBeDefined();
    const before = ran();
    const rows = byId.all(db, { id: 'a' });
    // Already run, in this tick: no hand-over of the connection.
    expect(ran()).toBe(before + 1);
    expect(await rows).toEqual([{ id: 'a', n: 1 }]);
    const changed = setN.run(db, { id: 'a', n: 2 });
    expect(ran()).toBe(before + 2);
    expect(await changed).toBe(1);
    expect(await byId.first(db, { id: 'a' })).toEqual({ id: 'a', n: 2 });
  });

  it("wait for another request's open transaction and never see its uncommitted rows", async () => {
    let release!: () => void;
    const paused = new Promise<void>((resolve) => (release = resolve));
    let inside!: () => void;
    const begun = new Promise<void>((resolve) => (inside = resolve));
    const trx = db.transaction().execute(async (t) => {
      await setN.run(t, { id: 'a', n: 3 });
      inside();
      // An async gap in the middle of the transaction: other requests run meanwhile.
      await paused;
      // The transaction sees its own row, and only its own statements ran on the connection.
      expect(await byId.first(t, { id: 'a' })).toEqual({ id: 'a', n: 3 });
      await setN.run(t, { id: 'a', n: 4 });
    });
    await begun;
    expect(directConnection(db)).toBeUndefined();
    const seen: string[] = [];
    const previous = statementLog(db)?.listener;
    const log = statementLog(db);
    if (log) log.listener = (text) => seen.push(text);
    try {
      const before = ran();
      const read = byId.first(db, { id: 'a' });
      const write = setN.run(db, { id: 'a', n: 5 });
      // Neither ran: they wait for the connection.
      expect(ran()).toBe(before);
      release();
      expect(await read).toEqual({ id: 'a', n: 4 });
      expect(await write).toBe(1);
      await trx;
      // The transaction's statements first, COMMIT included, then the waiting ones.
      expect(seen.map((s) => s.split(' ')[0]?.toLowerCase())).toEqual([
        'select',
        'update',
        'commit',
        'select',
        'update',
      ]);
    } finally {
      if (log) log.listener = previous;
    }
    expect(directConnection(db)).toBeDefined();
    expect(await byId.first(db, { id: 'a' })).toEqual({ id: 'a', n: 5 });
  });

  it('run at once again after a transaction rolled back', async () => {
    await expect(
      db.transaction().execute(async (t) => {
        await setN.run(t, { id: 'a', n: 6 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(directConnection(db)).toBeDefined();
    expect(await byId.first(db, { id: 'a' })).toEqual({ id: 'a', n: 5 });
  });
});
