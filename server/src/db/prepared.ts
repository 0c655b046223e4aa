/**
 * Queries built and compiled once (ARCHITECTURE §11: no per-request work that can be prepared once). Building a Kysely
 * query and compiling it to SQL costs more CPU than SQLite spends running a small indexed query; the hot paths (the
 * order list, flight search and booking) would pay it on every request. A prepared query is built
 * with placeholder values, compiled once per dialect and shape, and then run with the real values bound in place of
 * the placeholders: the same SQL text and parameters as building it again, without the building.
 *
 * The values given to `build` are placeholders for every truthy scalar (and every element of an array); falsy
 * values (undefined, null, '', 0, false) and the `keep` fields stay real and choose the query's shape, like the
 * branches a builder takes on them. A placeholder refuses to become a primitive (no arithmetic, concatenation or
 * string methods on it); a value the builder only tests for truthiness, or does not use (fields of another shape),
 * is harmless. What a placeholder cannot catch is a comparison (`v.kind === 'a'` is false for any placeholder): such
 * fields belong in `keep`. Under jest every run is also built the ordinary way and compared (SQL text and
 * parameters), so the test suites prove each call site.
 */
import { createQueryId, type CompiledQuery, type Compilable, type Insertable } from 'kysely';
import type SqliteDatabase from 'better-sqlite3';
import { directConnection, type Db } from './index';
import type { Database } from './schema';

type Scalar = string | number | boolean | null | undefined;
/** What a prepared query takes: flat fields of scalars or arrays of scalars. */
export type PreparedValues = Record<string, Scalar | readonly Scalar[]>;

/** Longer arrays are not prepared (each length is another shape). */
const MAX_ARRAY = 32;
/** Shapes kept per query and dialect. */
const MAX_SHAPES = 64;

class Placeholder {
  constructor(readonly index: number) {}

  [Symbol.toPrimitive](): never {
    throw new Error('a prepared query placeholder was used as a value in code (pass it to Kysely as it is)');
  }
}

interface Template {
  /** The field names of the shape it was built for. */
  names: readonly string[];
  query: CompiledQuery;
  /** For each parameter of the SQL: the index of the value it takes, or -1 for a constant of the query. */
  slots: number[];
}

const VERIFY = process.env.NODE_ENV === 'test';

/** One character for a falsy value in a shape key (JSON.stringify would read 0 and -0 alike, null and NaN alike). */
function falsyCode(value: unknown): string {
  if (value === undefined) return 'u';
  if (value === '') return 'e';
  if (value === false) return 'f';
  return value === 0 ? '0' : 'n';
}

/** A shape: the field names in order, the key of their kinds, and the values the placeholders stand for. */
interface Shape {
  names: string[];
  key: string;
  flat: unknown[];
}

/**
 * The shape of `values`; null when not preparable. Runs on every call, so it builds no placeholders
 * ({@link placeholdersOf} does, once per shape) and a short key: one character per field ('.' a value, a falsy
 * value's own letter), an array's length in brackets, a kept field's JSON with its length. The names are not in the
 * key (a call site passes the same fields every time; a template keeps them and is used only for the same names):
 * joining them into the key on every call cost a booking more than a tenth of its allocations (issue 17).
 */
function shapeOf(values: PreparedValues, keep: ReadonlySet<string>): Shape | null {
  const names = Object.keys(values);
  let key = '';
  const flat: unknown[] = [];
  for (const name of names) {
    const value = values[name];
    if (keep.size > 0 && keep.has(name)) {
      const json = JSON.stringify(value) ?? 'u';
      key += `${json.length}:${json}`;
    } else if (Array.isArray(value)) {
      if (value.length > MAX_ARRAY) return null;
      key += `[${value.length}]`;
      for (const v of value as readonly Scalar[]) flat.push(v);
    } else if (value) {
      key += '.';
      flat.push(value);
    } else {
      key += falsyCode(value);
    }
  }
  return { names, key, flat };
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** The values a shape's query is built with: placeholders numbered in {@link shapeOf}'s order of `flat`. */
function placeholdersOf(values: PreparedValues, keep: ReadonlySet<string>): Record<string, unknown> {
  let next = 0;
  const placeholders: Record<string, unknown> = {};
  for (const name of Object.keys(values)) {
    const value = values[name];
    if (keep.has(name)) placeholders[name] = value;
    else if (Array.isArray(value)) placeholders[name] = value.map(() => new Placeholder(next++));
    else placeholders[name] = value ? new Placeholder(next++) : value;
  }
  return placeholders;
}

function compileTemplate(names: readonly string[], query: CompiledQuery): Template {
  const slots = query.parameters.map((p) => (p instanceof Placeholder ? p.index : -1));
  return { names, query, slots };
}

/**
 * Runs `query` on the SQLite connection at once (db/index.ts directConnection says when it may), as Kysely's SQLite
 * driver would (a reader's rows, a write's changes) without its executor: its connection hand-over and promise hops
 * cost a prepared statement several times what SQLite spends running it (issue 17, booking and list CPU).
 */
function runOn<R>(connection: SqliteDatabase.Database, query: CompiledQuery<R>): { rows: R[]; changes: number } {
  const stmt = connection.prepare(query.sql);
  if (stmt.reader) return { rows: stmt.all(query.parameters) as R[], changes: 0 };
  return { rows: [], changes: stmt.run(query.parameters).changes };
}

function sameQuery(a: CompiledQuery, b: CompiledQuery): boolean {
  if (a.sql !== b.sql || a.parameters.length !== b.parameters.length) return false;
  return a.parameters.every((p, i) => Object.is(p, b.parameters[i]));
}

/**
 * A query built once per shape and dialect: `all(db, values)` runs it on `db` (the database or a transaction of
 * it) with `values`, `first` takes its first row. `keep` names fields that choose the shape by their value.
 */
export function preparedQuery<V extends PreparedValues, R>(
  build: (db: Db, values: V) => Compilable<R>,
  opts: { keep?: readonly (keyof V & string)[] } = {},
) {
  const keep = new Set<string>(opts.keep ?? []);
  // Per dialect (the adapter object is shared by a database and its transactions).
  const templates = new WeakMap<object, Map<string, Template>>();

  const compiled = (db: Db, values: V): CompiledQuery<R> => {
    const shape = shapeOf(values, keep);
    if (!shape) return build(db, values).compile();
    const adapter = db.getExecutor().adapter;
    let byShape = templates.get(adapter);
    if (!byShape) templates.set(adapter, (byShape = new Map()));
    // Another field list with the same kinds (rare: call sites pass fixed fields) has a key with its names.
    let key = shape.key;
    let template = byShape.get(key);
    if (template && !sameNames(template.names, shape.names)) {
      key = `${shape.names.join(',')}|${shape.key}`;
      template = byShape.get(key);
    }
    if (!template) {
      template = compileTemplate(shape.names, build(db, placeholdersOf(values, keep) as V).compile());
      if (byShape.size >= MAX_SHAPES) byShape.clear();
      byShape.set(key, template);
    }
    const { slots, query: tq } = template;
    const parameters: unknown[] = new Array(slots.length);
    for (let i = 0; i < slots.length; i += 1) {
      const slot = slots[i] as number;
      parameters[i] = slot < 0 ? tq.parameters[i] : shape.flat[slot];
    }
    // The template's SQL and query node with this call's values (CompiledQuery.raw would parse a new node for it).
    const query: CompiledQuery<R> = { sql: tq.sql, query: tq.query, parameters, queryId: createQueryId() };
    if (VERIFY) {
      const direct = build(db, values).compile();
      if (!sameQuery(query, direct)) {
        throw new Error(`prepared query differs from the built one:\n${query.sql}\n${direct.sql}`);
      }
    }
    return query;
  };

  /**
   * On SQLite, in a transaction or while none is open, the statement runs at once and the answer is one settled
   * promise (no async frames: a booking runs about fifteen of these, every request reads its session); elsewhere
   * through Kysely's executor.
   */
  function execute<T>(db: Db, values: V, pick: (r: { rows: R[]; changes: number }) => T): Promise<T> {
    let query: CompiledQuery<R>;
    try {
      query = compiled(db, values);
      const connection = directConnection(db);
      if (connection) return Promise.resolve(pick(runOn(connection, query)));
    } catch (err) {
      return Promise.reject(err);
    }
    return db
      .executeQuery(query)
      .then((result) => pick({ rows: result.rows, changes: Number(result.numAffectedRows ?? 0) }));
  }

  return {
    /** The compiled query for `values` (tests). */
    compiled,
    all(db: Db, values: V): Promise<R[]> {
      return execute(db, values, (r) => r.rows);
    },
    first(db: Db, values: V): Promise<R | undefined> {
      return execute(db, values, (r) => r.rows[0]);
    },
    /** numAffectedRows of a write as a number. */
    run(db: Db, values: V): Promise<number> {
      return execute(db, values, (r) => r.changes);
    },
  };
}

/**
 * INSERT of plain rows into `table`, prepared per shape: one row runs the prepared statement (the usual case of the
 * hot paths); several rows are one multi-row statement built as usual.
 */
export function preparedInsert<T extends keyof Database & string>(table: T) {
  const one = preparedQuery((db, row: PreparedValues) => db.insertInto(table).values(row as never));
  return async (db: Db, rows: readonly Insertable<Database[T]>[]): Promise<void> => {
    if (rows.length === 0) return;
    if (rows.length === 1) {
      await one.run(db, rows[0] as unknown as PreparedValues);
      return;
    }
    await db
      .insertInto(table)
      .values([...rows] as never)
      .execute();
  };
}
