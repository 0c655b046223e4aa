/**
 * db/index.ts builds a reader's rows from better-sqlite3's raw arrays with a literal per statement: every row must be
 * exactly the object better-sqlite3 makes itself (names, order, values, prototype), through Kysely's executor and
 * through db/prepared.ts in a transaction, also after the schema under a cached statement changes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { createDb, type Db } from '../../server/src/db';
import { preparedQuery } from '../../server/src/db/prepared';

let dir: string;
let db: Db;
/** A second, plain better-sqlite3 connection to the same file: the rows as better-sqlite3 makes them. */
let plain: SqliteDatabase.Database;

type Scratch = { t: { id: string; n: number; tag: string | null; blob: Buffer | null; r: number | null } };
const scratch = (d: Db) => d as unknown as Kysely<Scratch>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'obt-rows-'));
  const file = join(dir, 'rows.db');
  db = createDb({ dbFile: file });
  await sql`create table t (id text primary key, n integer not null, tag text, blob blob, r real)`.execute(db);
  await sql`insert into t values ('a', 1, 'x', x'0102', 1.5), ('b', 9007199254740991, null, null, null), ('c', -3, '', x'', 0.0)`.execute(
    db,
  );
  plain = new SqliteDatabase(file, { readonly: true });
});

afterAll(async () => {
  plain.close();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** Rows as they leave Kysely, and better-sqlite3's own rows for the same SQL, compared key order included. */
async function expectSameRows(text: string): Promise<unknown[]> {
  const { rows } = await sql.raw(text).execute(db);
  const own = plain.prepare(text).all();
  expect(rows).toEqual(own);
  expect(rows.map((r) => Object.keys(r as object))).toEqual(own.map((r) => Object.keys(r as object)));
  expect(rows.map((r) => Object.getPrototypeOf(r) as unknown)).toEqual(
    own.map((r) => Object.getPrototypeOf(r) as unknown),
  );
  return rows;
}

describe('rows built from raw arrays', () => {
  it('are better-sqlite3 rows: values of every type, big integers, empty results', async () => {
    const rows = await expectSameRows('select * from t order by id');
    expect(rows[1]).toEqual({ id: 'b', n: 9007199254740991, tag: null, blob: null, r: null });
    expect(Buffer.isBuffer((rows[0] as { blob: unknown }).blob)).toBe(true);
    expect(await expectSameRows("select * from t where id = 'none'")).toEqual([]);
  });

  it('keep one property for a repeated name (the last value, at the first place), and odd names as they are', async () => {
    const rows = await expectSameRows(
      `select 1 as a, 2 as b, 3 as a, 4 as "1", 5 as "0", 6 as "x y", 7 as "it's", 8 as "\\", 9 as constructor, 10 as "${'"'.repeat(2)}"`,
    );
    expect(rows[0]).toMatchObject({ a: 3, b: 2, 'x y': 6, "it's": 7, '\\': 8, constructor: 9 });
    expect(Object.keys(rows[0] as object).slice(0, 4)).toEqual(['0', '1', 'a', 'b']);
  });

  it('leave a column named __proto__ to better-sqlite3 (a literal would set the prototype)', async () => {
    // better-sqlite3 defines it like any other name (a null here even leaves the row without a prototype).
    const rows = await expectSameRows('select 1 as a, null as "__proto__", 2 as b');
    expect((rows[0] as { b: number }).b).toBe(2);
    await expectSameRows('select 1 as a, 3 as "__proto__"');
  });

  it('follow the columns of a cached select * when the schema changes under it', async () => {
    const text = "select * from t where id = 'a'";
    await expectSameRows(text);
    await sql`alter table t add column extra text default 'e'`.execute(db);
    expect((await expectSameRows(text))[0]).toMatchObject({ extra: 'e' });
    // Same width, new name: only the schema generation tells.
    await sql`alter table t rename column extra to other`.execute(db);
    expect(Object.keys((await expectSameRows(text))[0] as object)).toContain('other');
    await sql`alter table t drop column other`.execute(db);
    expect(Object.keys((await expectSameRows(text))[0] as object)).not.toContain('other');
  });

  it('are the same through a prepared query in a transaction and through the executor', async () => {
    const byTag = preparedQuery((d, v: { tag: string }) =>
      scratch(d).selectFrom('t').select(['id', 'n as count', 'tag', 'id as n']).where('tag', '=', v.tag),
    );
    const outside = await byTag.all(db, { tag: 'x' });
    const inside = await db.transaction().execute((trx) => byTag.all(trx, { tag: 'x' }));
    const own = plain.prepare(byTag.compiled(db, { tag: 'x' }).sql).all('x');
    expect(outside).toEqual(own);
    expect(inside).toEqual(own);
    expect(Object.keys(inside[0] as object)).toEqual(Object.keys(own[0] as object));
  });
});
