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

function sqliteDialect(file: string): SqliteDialect {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  // WAL with NORMAL: a commit is durable across process crashes and restarts, but the last commits may be lost on
  // a power cut or OS crash (the WAL is synced at checkpoints, not at every commit). Measured on the 2-core load box:
  // a bare commit costs 482 µs with FULL and 26 µs with NORMAL (FULL also showed 35 ms fsync spikes), which decides
  // the booking p99 of ARCHITECTURE §11. SQLITE_SYNCHRONOUS=FULL syncs every commit again. PostgreSQL is unaffected.
  database.pragma(
    process.env.SQLITE_SYNCHRONOUS?.toUpperCase() === 'FULL' ? 'synchronous = FULL' : 'synchronous = NORMAL',
  );
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: withStatementCache(database) });
}

/** Prepared statements kept per SQL text (the query shapes of the app are a few hundred). */
const STATEMENT_CACHE = 1000;

/**
 * Kysely's SQLite driver prepares every query again (compiling the SQL each time, ~10 % of the server's CPU under
 * load); a prepared statement can be run any number of times with new parameters, so keep the recent ones. Safe with
 * Kysely's single SQLite connection: one query runs at a time, and nothing here streams (an iterating statement is
 * busy until its iterator ends).
 */
function withStatementCache(database: SqliteDatabase.Database): SqliteDatabase.Database {
  const statements = new Map<string, SqliteDatabase.Statement>();
  const prepare = (sql: string): SqliteDatabase.Statement => {
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
  const dialect = opts.databaseUrl
    ? postgresDialect(opts.databaseUrl, opts.pgSchema)
    : sqliteDialect(opts.dbFile ?? 'data/obt.db');
  return new Kysely<Database>({ dialect });
}
