/**
 * db/prepared.ts: a query built once per shape answers exactly as building it again would (same SQL, same
 * parameters, same rows), and a placeholder cannot be turned into SQL text or arithmetic by mistake.
 */
import { sql, type Kysely } from 'kysely';
import { createDb, statementLog, type Db } from '../../server/src/db';
import { preparedQuery } from '../../server/src/db/prepared';

let db: Db;

/** The scratch table of these tests, which the app's schema does not know. */
type Scratch = { t: { id: string; corp: string; n: number; tag: string | null } };
const scratch = (d: Db) => d as unknown as Kysely<Scratch>;

beforeAll(async () => {
  db = createDb({ dbFile: ':memory:' });
  await sql`create table t (id text primary key, corp text not null, n integer not null, tag text)`.execute(db);
  await sql`insert into t values ('a', 'c1', 1, 'x'), ('b', 'c1', 2, null), ('c', 'c2', 3, 'y'), ('d', 'c1', 4, 'x')`.execute(
    db,
  );
});

afterAll(async () => {
  await db.destroy();
});

type V = { corp: string; min: number; tags?: readonly string[]; tagged?: boolean; limit: number };

const rowsOf = preparedQuery(
  (d, v: V) => {
    let q = scratch(d).selectFrom('t').select(['id', 'n']).where('corp', '=', v.corp).where('n', '>=', v.min);
    if (v.tags) q = q.where('tag', 'in', v.tags);
    if (v.tagged) q = q.where('tag', 'is not', null);
    return q.orderBy('id').limit(v.limit);
  },
  { keep: ['tagged'] },
);

describe('preparedQuery', () => {
  it('binds new values into the SQL compiled once, whatever the shape', async () => {
    expect(await rowsOf.all(db, { corp: 'c1', min: 2, limit: 10 })).toEqual([
      { id: 'b', n: 2 },
      { id: 'd', n: 4 },
    ]);
    // Same shape, other values: the statement compiled before, the new values.
    expect(await rowsOf.all(db, { corp: 'c2', min: 1, limit: 10 })).toEqual([{ id: 'c', n: 3 }]);
    // Falsy values choose their own shape (0 stays a constant; an absent list adds no condition).
    expect(await rowsOf.all(db, { corp: 'c1', min: 0, limit: 1 })).toEqual([{ id: 'a', n: 1 }]);
    // A list of another length, and a kept flag, are other shapes.
    expect(await rowsOf.all(db, { corp: 'c1', min: 0, tags: ['x'], limit: 10 })).toEqual([
      { id: 'a', n: 1 },
      { id: 'd', n: 4 },
    ]);
    expect(await rowsOf.all(db, { corp: 'c1', min: 0, tags: ['x', 'y'], tagged: true, limit: 10 })).toHaveLength(2);
    expect(await rowsOf.first(db, { corp: 'c1', min: 3, tagged: true, limit: 10 })).toEqual({ id: 'd', n: 4 });
  });

  it('gives the SQL text and parameters that building the query gives', () => {
    const values: V = { corp: 'c1', min: 2, tags: ['x', 'y'], limit: 5 };
    const prepared = rowsOf.compiled(db, values);
    const built = scratch(db)
      .selectFrom('t')
      .select(['id', 'n'])
      .where('corp', '=', 'c1')
      .where('n', '>=', 2)
      .where('tag', 'in', ['x', 'y'])
      .orderBy('id')
      .limit(5)
      .compile();
    expect(prepared.sql).toBe(built.sql);
    expect(prepared.parameters).toEqual(built.parameters);
  });

  it('builds the query once per shape (under jest once more per run, to compare)', () => {
    let builds = 0;
    const counted = preparedQuery((d, v: { corp: string }) => {
      builds += 1;
      return scratch(d).selectFrom('t').select('id').where('corp', '=', v.corp);
    });
    counted.compiled(db, { corp: 'c1' });
    expect(builds).toBe(2);
    counted.compiled(db, { corp: 'c2' });
    counted.compiled(db, { corp: 'c3' });
    expect(builds).toBe(4);
  });

  it('runs inside a transaction on its connection', async () => {
    const log = statementLog(db)!;
    const before = log.count;
    const rows = await db.transaction().execute(async (trx) => {
      await sql`insert into t values ('e', 'c3', 9, null)`.execute(trx);
      return rowsOf.all(trx, { corp: 'c3', min: 1, limit: 10 });
    });
    expect(rows).toEqual([{ id: 'e', n: 9 }]);
    // BEGIN, the insert, the prepared select, COMMIT.
    expect(log.count - before).toBe(4);
  });

  it("runs inside an SQLite transaction on the connection directly, without Kysely's executor", async () => {
    const retag = preparedQuery((d, v: { id: string; tag: string }) =>
      scratch(d).updateTable('t').set({ tag: v.tag }).where('id', '=', v.id),
    );
    const log = statementLog(db)!;
    const before = log.count;
    const { rows, changed, executorCalls } = await db.transaction().execute(async (trx) => {
      const executor = trx.getExecutor();
      const spy = jest.spyOn(executor, 'executeQuery');
      try {
        const changed = await retag.run(trx, { id: 'a', tag: 'z' });
        const rows = await rowsOf.all(trx, { corp: 'c1', min: 1, tags: ['z'], limit: 10 });
        return { rows, changed, executorCalls: spy.mock.calls.length };
      } finally {
        spy.mockRestore();
      }
    });
    expect(changed).toBe(1);
    expect(rows).toEqual([{ id: 'a', n: 1 }]);
    expect(executorCalls).toBe(0);
    // Still counted (statement log, WAL sync): BEGIN, the update, the select, COMMIT.
    expect(log.count - before).toBe(4);
    await retag.run(db, { id: 'a', tag: 'x' });
  });

  it("outside a transaction waits for another request's open transaction (never runs inside it)", async () => {
    let release!: () => void;
    const held = new Promise<void>((done) => {
      release = done;
    });
    let inserted!: () => void;
    const insertedYet = new Promise<void>((done) => {
      inserted = done;
    });
    const other = db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into t values ('u', 'c9', 1, null)`.execute(trx);
        inserted();
        await held;
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await insertedYet;
    const outside = rowsOf.all(db, { corp: 'c9', min: 0, limit: 10 });
    release();
    await other;
    expect(await outside).toEqual([]);
  });

  it('keeps apart field lists of the same kinds (the shape key leaves the names out) and values that look alike', () => {
    const insert = preparedQuery((d, row: Record<string, string | number | null>) =>
      scratch(d)
        .insertInto('t')
        .values(row as never),
    );
    // Same kinds (four values), other columns: another statement each, however often they alternate.
    for (let i = 0; i < 2; i += 1) {
      expect(insert.compiled(db, { id: 'p', corp: 'c1', n: 1, tag: 'x' }).sql).toMatch(/\("id", "corp", "n", "tag"\)/);
      expect(insert.compiled(db, { tag: 'x', n: 1, corp: 'c1', id: 'p' }).sql).toMatch(/\("tag", "n", "corp", "id"\)/);
    }
    // A falsy value is a constant of its shape: '' and 0 and null each their own.
    expect(insert.compiled(db, { id: 'q', corp: '', n: 0, tag: null }).parameters).toEqual(['q', '', 0, null]);
    expect(insert.compiled(db, { id: 'q', corp: 'c', n: 0, tag: null }).parameters).toEqual(['q', 'c', 0, null]);
    expect(insert.compiled(db, { id: 'q', corp: 'c', n: 5, tag: '' }).parameters).toEqual(['q', 'c', 5, '']);
    // Kept fields with text that could read as other fields' kinds stay apart.
    const kept = preparedQuery(
      (d, v: { a: string; b: string }) =>
        scratch(d)
          .selectFrom('t')
          .select('id')
          .where('corp', '=', v.a === 'x;' ? 'c1' : 'c2')
          .where('tag', '=', v.b),
      { keep: ['a'] },
    );
    expect(kept.compiled(db, { a: 'x;', b: 'y' }).parameters).toEqual(['c1', 'y']);
    expect(kept.compiled(db, { a: 'x', b: 'y' }).parameters).toEqual(['c2', 'y']);
  });

  it('refuses a placeholder used as a value in code (it would be baked into the SQL)', () => {
    const bad = preparedQuery((d, v: { corp: string }) =>
      scratch(d).selectFrom('t').select('id').where('corp', '=', `${v.corp}-suffix`),
    );
    expect(() => bad.compiled(db, { corp: 'c1' })).toThrow(/placeholder/);
  });

  it('catches, under jest, a builder that compares a placeholder instead of keeping the field', () => {
    const bad = preparedQuery((d, v: { kind: string }) =>
      scratch(d)
        .selectFrom('t')
        .select('id')
        .where('corp', '=', v.kind === 'one' ? 'c1' : 'c2'),
    );
    expect(() => bad.compiled(db, { kind: 'one' })).toThrow(/differs/);
  });
});
