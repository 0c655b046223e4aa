/** The Kysely instance: better-sqlite3 by default, PostgreSQL when a connection URL is given. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
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
 * Durable by default (ARCHITECTURE §8, issue 16 defect 14): WAL with synchronous=FULL syncs the WAL at every commit,
 * so an acknowledged order or payment survives a power cut or OS crash, not only a process crash. NORMAL syncs the
 * WAL only at checkpoints (the last commits may be lost on power loss); `SQLITE_SYNCHRONOUS=NORMAL` is the documented
 * opt-out for throwaway demo machines. Any other value stops the start, so a typo never weakens durability silently.
 * The cost of FULL (one WAL fsync per commit) is kept low by doing one transaction per booking. PostgreSQL is
 * unaffected (its own synchronous_commit applies).
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

/** The statement log of an SQLite database made by createDb; undefined on PostgreSQL. */
export function statementLog(db: Db): StatementLog | undefined {
  return statementLogs.get(db);
}

function sqliteDialect(file: string, log: StatementLog): SqliteDialect {
  const synchronous = sqliteSynchronous();
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  database.pragma(`synchronous = ${synchronous}`);
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: withStatementCache(database, log) });
}

/** Prepared statements kept per SQL text (the query shapes of the app are a few hundred). */
const STATEMENT_CACHE = 1000;

/**
 * Kysely's SQLite driver prepares every query again (compiling the SQL each time, ~10 % of the server's CPU under
 * load); a prepared statement can be run any number of times with new parameters, so keep the recent ones. Safe with
 * Kysely's single SQLite connection: one query runs at a time, and nothing here streams (an iterating statement is
 * busy until its iterator ends).
 */
function withStatementCache(database: SqliteDatabase.Database, log: StatementLog): SqliteDatabase.Database {
  const statements = new Map<string, SqliteDatabase.Statement>();
  const prepare = (sql: string): SqliteDatabase.Statement => {
    // Kysely's driver prepares each statement it runs: one call here is one statement.
    log.count += 1;
    log.listener?.(sql);
    let stmt = statements.get(sql);
    if (stmt) {
      // Most recently used last (Map keeps insertion order).
      statements.delete(sql);
    } else {
      stmt = database.prepare(sql);
      if (statements.size >= STATEMENT_CACHE) {
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
    }
    statements.set(sql, stmt);
    return stmt;
  };
  return new Proxy(database, {
    get(target, prop) {
      if (prop === 'prepare') return prepare;
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
  const db = new Kysely<Database>({ dialect: sqliteDialect(opts.dbFile ?? 'data/obt.db', log) });
  statementLogs.set(db, log);
  return db;
}
