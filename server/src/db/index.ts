/** The Kysely instance: better-sqlite3 by default, PostgreSQL when a connection URL is given. */
import { mkdirSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { FALLBACK_AUTOCHECKPOINT_PAGES, startCheckpointer, type Checkpointer } from './checkpointer';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DbOptions {
  /** postgres://… switches to PostgreSQL. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (search_path); tests give each file its own. */
  pgSchema?: string;
  /** SQLite file; ':memory:' for a throwaway database. */
  dbFile?: string;
}

const INT8_OID = 20;

/**
 * Durable by default (ARCHITECTURE §8, issue 16 defect 14): no answer leaves the server before every commit it may
 * have seen is on disk, so an acknowledged order or payment survives a power cut or OS crash, not only a process
 * crash. SQLite's own synchronous=FULL would get there with one WAL fsync per commit, run inside the commit on the
 * event loop (about 8 ms each on the CI box: every other request waits, and 50 bookings queue behind 50 fsyncs).
 * Instead SQLite commits with synchronous=NORMAL (WAL mode: the WAL is written, not synced, at commit; checkpoints
 * still sync the WAL before and the database after) and {@link WalSync} syncs the WAL file off the event loop:
 * one fdatasync covers every commit written before it began (a group commit), and a reply waits for the sync that
 * covers the last commit before it (plugins/durableReplies.ts). Same guarantee as FULL for everything acknowledged.
 * `SQLITE_SYNCHRONOUS=NORMAL` is the documented opt-out for throwaway demo machines (no WAL sync before replies);
 * any other value than FULL (the default) or NORMAL stops the start, so a typo never weakens durability silently.
 * PostgreSQL is unaffected (its own synchronous_commit applies).
 */
function sqliteSynchronous(): 'FULL' | 'NORMAL' {
  const value = (process.env.SQLITE_SYNCHRONOUS ?? '').trim().toUpperCase();
  if (value === '' || value === 'FULL') return 'FULL';
  if (value === 'NORMAL') return 'NORMAL';
  throw new Error(`SQLITE_SYNCHRONOUS must be FULL (the default) or NORMAL, not "${process.env.SQLITE_SYNCHRONOUS}"`);
}

/** Statements sent to one SQLite database (BEGIN and COMMIT included): the booking statement budget test reads it. */
export interface StatementLog {
  count: number;
  /** Called with each statement's SQL while set (tests list what a call runs). */
  listener?: (sql: string) => void;
}

const statementLogs = new WeakMap<Db, StatementLog>();
/**
 * The better-sqlite3 database by Kysely adapter (one per database, shared by its transactions): `cached` is what
 * statements run on (statement cache, log, write count), `raw` the database itself (asked whether a transaction is
 * open, without the cache's proxy).
 */
const sqliteConnections = new WeakMap<object, { cached: SqliteDatabase.Database; raw: SqliteDatabase.Database }>();
const walSyncs = new WeakMap<Db, WalSync>();
const checkpointers = new WeakMap<Db, Checkpointer>();

/** The checkpoint worker of a file SQLite database in WAL mode; undefined otherwise. */
export function checkpointer(db: Db): Checkpointer | undefined {
  return checkpointers.get(db);
}

/**
 * The SQLite connection to run a compiled statement on directly, now (db/prepared.ts), without Kysely's executor;
 * undefined on PostgreSQL and when it must go through the executor. Kysely's SQLite driver has one connection, and a
 * transaction holds it from BEGIN to COMMIT, across the awaits between its statements:
 * - in a transaction, its connection: every statement on it meanwhile is the transaction's;
 * - outside one, the connection only while no transaction is open on it (SQLite's autocommit flag, read in the same
 *   tick the statement runs, so no other request can begin one in between): the statement runs at once in autocommit
 *   mode, as Kysely's executor would run it after its hand-over (several promise hops per statement); while another
 *   request's transaction is open, between two of its statements, it waits for the connection through the executor
 *   as before, so that transaction never sees a statement it did not run, nor the statement its uncommitted rows.
 */
export function directConnection(db: Db): SqliteDatabase.Database | undefined {
  const connection = sqliteConnections.get(db.getExecutor().adapter);
  if (!connection) return undefined;
  return db.isTransaction || !connection.raw.inTransaction ? connection.cached : undefined;
}

/** Transactions of one group at most: a bound on how long the first waits for the others' work and the COMMIT. */
const GROUP_MAX = 8;

interface GroupMember {
  run: (trx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/** Per SQLite database: the members joining the group whose transaction is open (null when none is open). */
const openGroups = new WeakMap<Db, { joining: GroupMember[] | null }>();

/**
 * Runs `run` in a transaction, as `db.transaction().execute(run)` does, and on SQLite in a group (a group commit at
 * the transaction level, issue 17): transactions asked for while one waits or runs join it and run after it, each
 * in a SAVEPOINT of its own, and the group commits once. A COMMIT writes every page the group changed once (the
 * tables' and indexes' last pages are mostly the same for consecutive bookings) and costs one BEGIN, one COMMIT and
 * one connection hand-over for all. Each keeps what it would have alone:
 * - its answer only after the COMMIT (and the durable reply waits for the WAL sync as before);
 * - one that fails rolls back to its savepoint alone and fails as it would have (the others commit); the first one
 *   failing rolls back the transaction before any other has run, and they form a group of their own;
 * - a COMMIT that fails fails every one of them (none committed);
 * - the order: they run one after another in the order they asked, as they would have waited for the connection.
 * Elsewhere (PostgreSQL, where concurrent transactions run side by side) a transaction of its own.
 */
export function groupedTransaction<T>(db: Db, run: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const connection = sqliteConnections.get(db.getExecutor().adapter);
  if (!connection || db.isTransaction) return db.transaction().execute(run);
  let group = openGroups.get(db);
  if (!group) openGroups.set(db, (group = { joining: null }));
  const open = group.joining;
  if (open && open.length < GROUP_MAX - 1) {
    return new Promise<T>((resolve, reject) => {
      open.push({ run, resolve: resolve as (value: unknown) => void, reject });
    });
  }
  // Open from now on: whoever asks while this one waits for the connection or runs joins it.
  const members: GroupMember[] = [];
  group.joining = members;
  return leadGroup(db, group, members, connection.cached, run);
}

async function leadGroup<T>(
  db: Db,
  group: { joining: GroupMember[] | null },
  members: GroupMember[],
  connection: SqliteDatabase.Database,
  run: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  // No one joins once the last member has run (a full group was replaced by the next one already).
  const close = () => {
    if (group.joining === members) group.joining = null;
  };
  const settled: (() => void)[] = [];
  let result: T;
  try {
    // One turn of the event loop before asking for the connection: the requests whose bodies arrived in the same
    // poll join (under booking load groups of about four instead of two; alone, a lone transaction waits one turn).
    await new Promise<void>((resolve) => setImmediate(resolve));
    result = await db.transaction().execute(async (trx) => {
      let first: T;
      try {
        first = await run(trx);
      } catch (err) {
        // Nothing else ran yet: the transaction rolls back, and those who joined form a group of their own.
        close();
        for (const m of members.splice(0)) groupedTransaction(db, m.run).then(m.resolve, m.reject);
        throw err;
      }
      for (let i = 0; i < members.length; i += 1) {
        const m = members[i] as GroupMember;
        connection.prepare('savepoint "grouped"').run();
        try {
          const value = await m.run(trx);
          connection.prepare('release "grouped"').run();
          settled.push(() => m.resolve(value));
        } catch (err) {
          // SQLite rolled the whole transaction back (an I/O error, a full disk): nobody's work is left.
          if (!connection.inTransaction) throw err;
          connection.prepare('rollback to "grouped"').run();
          connection.prepare('release "grouped"').run();
          m.reject(err);
        }
      }
      // In the same tick as the last member's end: no one joins a group that will not run them.
      close();
      return first;
    });
  } catch (err) {
    close();
    // None committed (a member that failed on its own has its own answer already).
    for (const m of members) m.reject(err);
    throw err;
  }
  for (const settle of settled) settle();
  return result;
}

/** The statement log of an SQLite database made by createDb; undefined on PostgreSQL. */
export function statementLog(db: Db): StatementLog | undefined {
  return statementLogs.get(db);
}

/** The WAL sync of a durable SQLite database; undefined on PostgreSQL, in memory and with SQLITE_SYNCHRONOUS=NORMAL. */
export function walSync(db: Db): WalSync | undefined {
  return walSyncs.get(db);
}

/**
 * Group commit for the embedded database: counts the statements that change the database file (writes and COMMIT)
 * and syncs the WAL file with fdatasync in libuv's thread pool, one sync at a time; a sync covers every write made
 * before it started (the page cache of a file is flushed whatever descriptor wrote it). Callers wait with
 * {@link WalSync.whenSynced}. A failed sync is final (after a failed fsync the kernel may have dropped the dirty
 * pages, so a later "successful" sync proves nothing): every later wait fails until the server is restarted, and
 * SQLite's recovery then reads what really reached the disk.
 */
export class WalSync {
  /** Statements that changed the database so far. */
  written = 0;
  /** `written` as it was when the last completed sync began: everything up to it is on disk. */
  synced = 0;
  /** Completed syncs (tests, load figures). */
  syncs = 0;
  /** Times the WAL file was opened (once while the database is open; tests). */
  walOpens = 0;
  private running: Promise<void> | null = null;
  private failure: Error | null = null;
  /** The WAL file, open between syncs. */
  private wal: FileHandle | null = null;

  constructor(
    private readonly walPath: string,
    private readonly dirPath: string,
  ) {}

  noteWrite(): void {
    this.written += 1;
  }

  /** null when every write so far is on disk (no promise, no tick); else resolves when it is. */
  whenSynced(): Promise<void> | null {
    if (this.failure) return Promise.reject(this.failure);
    if (this.synced >= this.written) return null;
    return this.until(this.written);
  }

  private async until(target: number): Promise<void> {
    while (this.synced < target) {
      if (!this.running) {
        this.running = this.syncOnce().finally(() => {
          this.running = null;
        });
      }
      await this.running;
    }
  }

  private async syncOnce(): Promise<void> {
    if (this.failure) throw this.failure;
    // Taken before the sync starts: every write counted so far has already run (better-sqlite3 runs synchronously).
    const covered = this.written;
    try {
      // SQLite removes or replaces the WAL file only when the last connection to the database closes (it truncates
      // it in place otherwise), and this connection stays open until close(): once opened, the handle is the WAL for
      // good, so a sync is one fdatasync. (A stat of the path beside every sync, to prove that, cost the event loop
      // more than the sync itself under booking load: issue 17.) No handle yet: the WAL file is looked up.
      if (this.wal) await this.wal.datasync();
      else await this.openWal();
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      this.failure = new Error(`syncing the SQLite WAL ${this.walPath} failed (${reason}); restart the server`);
      throw this.failure;
    }
    this.synced = Math.max(this.synced, covered);
    this.syncs += 1;
  }

  /**
   * Opens the WAL file and syncs it and its directory entry (a new file's entry must be on disk too, or the file is
   * lost with the power). No WAL file: nothing was written since it was checkpointed and removed.
   */
  private async openWal(): Promise<void> {
    const wal = await openIfExists(this.walPath);
    if (!wal) return;
    this.wal = wal;
    this.walOpens += 1;
    await syncDirectory(this.dirPath);
    await wal.datasync();
  }

  /** Closes the WAL handle (the database is closing). */
  close(): void {
    const wal = this.wal;
    this.wal = null;
    void wal?.close().catch(() => undefined);
  }
}

async function openIfExists(path: string): Promise<FileHandle | null> {
  try {
    return await open(path, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

async function syncDirectory(path: string): Promise<void> {
  const dir = await open(path, 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}

/** COMMIT (or its synonym END) makes a transaction's writes permanent; better-sqlite3 counts it as read-only. */
const COMMIT = /^\s*(?:commit|end)\b/i;

function sqliteDialect(
  file: string,
  log: StatementLog,
): {
  dialect: SqliteDialect;
  database: SqliteDatabase.Database;
  raw: SqliteDatabase.Database;
  sync: WalSync | null;
  checkpoints: Checkpointer | null;
} {
  const synchronous = sqliteSynchronous();
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  const journal = String(database.pragma('journal_mode = WAL', { simple: true })).toLowerCase();
  // The WAL sync needs a WAL file; a database that cannot use WAL (or lives in memory) keeps SQLite's own FULL.
  const sync = synchronous === 'FULL' && journal === 'wal' ? new WalSync(`${file}-wal`, dirname(resolve(file))) : null;
  database.pragma(`synchronous = ${sync ? 'NORMAL' : synchronous}`);
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // Checkpoints in a worker thread instead of inside a request's COMMIT (checkpointer.ts).
  let checkpoints: Checkpointer | null = null;
  if (file !== ':memory:' && journal === 'wal') {
    database.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
    checkpoints = startCheckpointer(resolve(file));
  }
  const cached = withStatementCache(database, log, sync, checkpoints);
  return { dialect: new SqliteDialect({ database: cached }), database: cached, raw: database, sync, checkpoints };
}

/** Prepared statements kept per SQL text (the query shapes of the app are a few hundred). */
const STATEMENT_CACHE = 1000;

interface CachedStatement {
  stmt: SqliteDatabase.Statement;
  /** Changes the database file (a write, or COMMIT). */
  writes: boolean;
  /** May change the schema (not a reader, nor a plain write or transaction statement): row builders are rebuilt. */
  ddl: boolean;
}

/** Statements that change rows or transactions, never the schema; any other non-reader may (CREATE, ALTER, DROP…). */
const ROWS_OR_TRANSACTION = /^\s*(?:insert|replace|update|delete|with|begin|commit|end|rollback|savepoint|release)\b/i;

/** Turns one raw row (values in column order) into the object better-sqlite3 would have made. */
type RowBuilder = (values: unknown[]) => Record<string, unknown>;

interface RowShape {
  build: RowBuilder;
  width: number;
  /** The schema generation it was made under. */
  generation: number;
}

/**
 * A function returning an object literal with the statement's column names in order: V8 makes each row from one
 * literal boilerplate, where better-sqlite3 names every property of every row from C++ (most of a list page's
 * statement time: 61.5 µs for its rows as objects, 39.8 as arrays; issue 17). A repeated name appears once, with the
 * last column's value, at the first one's place, as in better-sqlite3's rows and in a literal. Null for a column
 * named __proto__ (a literal would set the prototype): those statements keep better-sqlite3's own rows.
 */
function rowBuilder(names: readonly string[]): RowBuilder | null {
  if (names.includes('__proto__')) return null;
  const fields = names.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ');
  // Code generated from column names only (JSON strings are JS string literals), never from values.
  return new Function('v', `return { ${fields} };`) as RowBuilder;
}

/**
 * Makes a reader's `all` build its rows from raw arrays with a {@link rowBuilder} (the only method Kysely's driver
 * and db/prepared.ts read rows with; `get` and `iterate` stay as they are). The builder is made from the columns the
 * statement has when it runs: SQLite prepares a statement again after a schema change, and `select *` may then have
 * other columns, so it is made again after any statement of this connection that may change the schema (the schema
 * generation) and whenever a row's width differs (another connection's ALTER; the server migrates before it serves).
 */
function buildRowsFromArrays(stmt: SqliteDatabase.Statement, generation: () => number): void {
  const all = stmt.all;
  let shape: RowShape | null = null;
  const rawAll = (...params: unknown[]): unknown[] => {
    stmt.raw(true);
    let arrays: unknown[][];
    try {
      arrays = all.apply(stmt, params) as unknown[][];
    } finally {
      stmt.raw(false);
    }
    const n = arrays.length;
    if (n === 0) return arrays;
    const width = (arrays[0] as unknown[]).length;
    if (!shape || shape.generation !== generation() || shape.width !== width) {
      // After the run: the columns of the statement as SQLite prepared it again, if it did.
      const build = rowBuilder(stmt.columns().map((c) => c.name));
      if (!build) {
        // No builder for these names: this statement keeps better-sqlite3's rows from now on.
        stmt.all = all;
        return all.apply(stmt, params) as unknown[];
      }
      shape = { build, width, generation: generation() };
    }
    const { build } = shape;
    const rows: unknown[] = new Array(n);
    for (let i = 0; i < n; i += 1) rows[i] = build(arrays[i] as unknown[]);
    return rows;
  };
  stmt.all = rawAll as SqliteDatabase.Statement['all'];
}

/**
 * Kysely's SQLite driver prepares every query again (compiling the SQL each time, ~10 % of the server's CPU under
 * load); a prepared statement can be run any number of times with new parameters, so keep the recent ones. Safe with
 * Kysely's single SQLite connection: one query runs at a time, and nothing here streams (an iterating statement is
 * busy until its iterator ends). Kysely runs each statement right after preparing it, in the same tick, so counting
 * writes here for the WAL sync is counting them as they run.
 */
function withStatementCache(
  database: SqliteDatabase.Database,
  log: StatementLog,
  sync: WalSync | null,
  checkpoints: Checkpointer | null,
): SqliteDatabase.Database {
  const statements = new Map<string, CachedStatement>();
  let schemaGeneration = 0;
  const generation = () => schemaGeneration;
  const prepare = (sql: string): SqliteDatabase.Statement => {
    // Kysely's driver prepares each statement it runs: one call here is one statement.
    log.count += 1;
    log.listener?.(sql);
    let cached = statements.get(sql);
    if (cached) {
      // Most recently used last (Map keeps insertion order).
      statements.delete(sql);
    } else {
      const stmt = database.prepare(sql);
      cached = {
        stmt,
        writes: !stmt.readonly || COMMIT.test(sql),
        ddl: !stmt.reader && !ROWS_OR_TRANSACTION.test(sql),
      };
      if (stmt.reader) buildRowsFromArrays(stmt, generation);
      if (statements.size >= STATEMENT_CACHE) {
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
    }
    statements.set(sql, cached);
    if (sync && cached.writes) sync.noteWrite();
    // Counted as it is prepared: Kysely and db/prepared.ts run a statement in the same tick they prepare it.
    if (cached.ddl) schemaGeneration += 1;
    return cached.stmt;
  };
  const close = () => {
    // The worker's connection first: the server's, closing last, checkpoints and removes the WAL as usual.
    void checkpoints?.stop();
    sync?.close();
    return database.close();
  };
  return new Proxy(database, {
    get(target, prop) {
      if (prop === 'prepare') return prepare;
      if (prop === 'close') return close;
      const value: unknown = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function postgresDialect(url: string, schema?: string): PostgresDialect {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad PostgreSQL schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    // bigint columns hold epoch ms and fen: well inside the safe integer range, so read them as numbers.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (v: string) => Number(v)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  return new PostgresDialect({ pool });
}

export function createDb(opts: DbOptions): Db {
  if (opts.databaseUrl) return new Kysely<Database>({ dialect: postgresDialect(opts.databaseUrl, opts.pgSchema) });
  const log: StatementLog = { count: 0 };
  const { dialect, database, raw, sync, checkpoints } = sqliteDialect(opts.dbFile ?? 'data/obt.db', log);
  const db = new Kysely<Database>({ dialect });
  statementLogs.set(db, log);
  sqliteConnections.set(db.getExecutor().adapter, { cached: database, raw });
  if (sync) walSyncs.set(db, sync);
  if (checkpoints) checkpointers.set(db, checkpoints);
  return db;
}
