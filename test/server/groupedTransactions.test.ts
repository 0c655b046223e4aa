/**
 * db/index.ts groupedTransaction (issue 17, a group commit at the transaction level): on SQLite, transactions asked
 * for while one waits or runs join it, each in a savepoint of its own, and the group commits once; each answers as
 * it would have alone (only after the COMMIT; one that fails leaves nothing and fails with its own error; the first
 * failing hands the others to a group of their own). Idempotent writes (plugins/idempotency.ts) run in it.
 */
import { sql, type Kysely } from 'kysely';
import { createDb, groupedTransaction, statementLog, type Db } from '../../server/src/db';

let db: Db;

type Scratch = { t: { k: string; v: number } };
const scratch = (d: Db) => d as unknown as Kysely<Scratch>;

beforeAll(async () => {
  db = createDb({ dbFile: ':memory:' });
  await sql`create table t (k text primary key, v integer not null)`.execute(db);
});

afterAll(async () => {
  await db.destroy();
});

beforeEach(async () => {
  await sql`delete from t`.execute(db);
});

/** The statements run while `body` runs (begin, savepoints, commit…), in order. */
async function statements<T>(body: () => Promise<T>): Promise<{ seen: string[]; result: T }> {
  const log = statementLog(db);
  if (!log) throw new Error('no statement log on SQLite');
  const seen: string[] = [];
  log.listener = (text) => seen.push(text);
  try {
    return { seen, result: await body() };
  } finally {
    log.listener = undefined;
  }
}

const control = (seen: string[]) => seen.filter((s) => /^(begin|commit|rollback|savepoint|release)\b/.test(s));

/** A transaction writing row `k` (and reading it back) that answers `k`, or throws after writing when `fail`. */
function write(k: string, fail?: Error) {
  return groupedTransaction(db, async (trx) => {
    await scratch(trx).insertInto('t').values({ k, v: 1 }).execute();
    const row = await scratch(trx).selectFrom('t').select('v').where('k', '=', k).executeTakeFirst();
    if (fail) throw fail;
    return `${k}:${row?.v}`;
  });
}

const keys = async () => (await scratch(db).selectFrom('t').select('k').orderBy('k').execute()).map((r) => r.k);

describe('grouped transactions on SQLite', () => {
  it('asked for together commit once, each in a savepoint after the first, and answer each their own', async () => {
    const { seen, result } = await statements(() => Promise.all([write('a'), write('b'), write('c')]));
    expect(result).toEqual(['a:1', 'b:1', 'c:1']);
    expect(control(seen)).toEqual([
      'begin',
      'savepoint "grouped"',
      'release "grouped"',
      'savepoint "grouped"',
      'release "grouped"',
      'commit',
    ]);
    expect(await keys()).toEqual(['a', 'b', 'c']);
  });

  it('answer only after the COMMIT', async () => {
    const log = statementLog(db);
    if (!log) throw new Error('no statement log on SQLite');
    const events: string[] = [];
    log.listener = (text) => {
      if (text === 'commit') events.push('commit');
    };
    try {
      await Promise.all(['a', 'b'].map((k) => write(k).then(() => events.push(`answer ${k}`))));
    } finally {
      log.listener = undefined;
    }
    // The first answers last (the others are answered as its transaction ends).
    expect(events[0]).toBe('commit');
    expect(events.slice(1).sort()).toEqual(['answer a', 'answer b']);
  });

  it('one that fails leaves nothing and fails with its own error; the others commit', async () => {
    const own = new Error('refused');
    const { seen, result } = await statements(() =>
      Promise.allSettled([write('a'), write('b', own), write('c'), write('a')]),
    );
    expect(result[0]).toEqual({ status: 'fulfilled', value: 'a:1' });
    expect(result[1]).toEqual({ status: 'rejected', reason: own });
    expect(result[2]).toEqual({ status: 'fulfilled', value: 'c:1' });
    // The same key twice: the second fails on the primary key as it would after the first committed.
    expect(result[3]).toMatchObject({ status: 'rejected', reason: { code: 'SQLITE_CONSTRAINT_PRIMARYKEY' } });
    expect(control(seen).filter((s) => s === 'begin' || s === 'commit')).toEqual(['begin', 'commit']);
    expect(control(seen).filter((s) => s.startsWith('rollback'))).toEqual([
      'rollback to "grouped"',
      'rollback to "grouped"',
    ]);
    expect(await keys()).toEqual(['a', 'c']);
  });

  it('the first failing rolls back before the others run, and they commit in a group of their own', async () => {
    const own = new Error('first refused');
    const { seen, result } = await statements(() => Promise.allSettled([write('a', own), write('b'), write('c')]));
    expect(result).toEqual([
      { status: 'rejected', reason: own },
      { status: 'fulfilled', value: 'b:1' },
      { status: 'fulfilled', value: 'c:1' },
    ]);
    expect(control(seen)).toEqual(['begin', 'rollback', 'begin', 'savepoint "grouped"', 'release "grouped"', 'commit']);
    expect(await keys()).toEqual(['b', 'c']);
  });

  it('keep a group to eight transactions; the rest form the next group', async () => {
    const ks = Array.from({ length: 10 }, (_, i) => `k${i}`);
    const { seen, result } = await statements(() => Promise.all(ks.map((k) => write(k))));
    expect(result).toEqual(ks.map((k) => `${k}:1`));
    expect(control(seen).filter((s) => s === 'commit')).toHaveLength(2);
    expect(seen.filter((s) => s === 'savepoint "grouped"')).toHaveLength(7 + 1);
    expect(await keys()).toEqual([...ks].sort());
  });

  it('one alone is a plain transaction, and one asked for after a group committed starts the next', async () => {
    const { seen } = await statements(async () => {
      await write('a');
      await write('b');
    });
    expect(control(seen)).toEqual(['begin', 'commit', 'begin', 'commit']);
  });
});
