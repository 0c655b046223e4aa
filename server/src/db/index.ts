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
  // Orders and payments must survive a power cut: FULL syncs the WAL on every commit.
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database });
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
