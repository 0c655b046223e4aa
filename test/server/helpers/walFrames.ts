/**
 * SQLite layout checks shared by the WITHOUT ROWID migrations' tests (20261127_1201, 20261127_1501): a table's and
 * its indexes' definitions, and which b-tree each WAL frame written by a run of flight bookings belongs to.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { checkpointer, statementLog, type Db } from '../../../server/src/db';
import { bookZhangsan, compliantFareKey, dayAfter } from './bookFlight';
import type { TestApp } from './testApp';

/** The CREATE TABLE text of `name`. */
export async function tableSql(db: Db, name: string): Promise<string> {
  const r = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${name}`.execute(
    db,
  );
  return r.rows[0]?.sql ?? '';
}

/** The names of `name`'s indexes, sorted. */
export async function indexesOf(db: Db, name: string): Promise<string[]> {
  const r = await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = ${name}
    order by name`.execute(db);
  return r.rows.map((x) => x.name);
}

export interface BookingsWal {
  /** WAL frames written by the bookings that are pages of the b-tree (table or index) `name`. */
  framesOf(name: string): number;
  /** The statements the bookings ran. */
  statements: string[];
  /** Each booking's answer code. */
  codes: number[];
}

/**
 * Books `booked` compliant flights for Zhangsan (after one warm-up booking) on a WAL emptied just before, with the
 * checkpoint worker stopped, and reads which b-tree each frame they wrote is a page of.
 */
export async function bookingsWal(t: TestApp, token: string, keyPrefix: string, booked: number): Promise<BookingsWal> {
  const db = t.app.obt.db;
  const keys: string[] = [];
  for (let d = 3; d < 4 + booked; d += 1) keys.push(await compliantFareKey(t.app, token, dayAfter(t.clock.ms, d)));
  await bookZhangsan(t.app, token, keys[0] as string, `${keyPrefix}-warm-0`);
  await checkpointer(db)?.stop();
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  const log = statementLog(db);
  if (!log) throw new Error('no statement log on SQLite');
  const statements: string[] = [];
  const codes: number[] = [];
  log.listener = (text) => statements.push(text);
  try {
    for (let i = 1; i <= booked; i += 1) {
      codes.push((await bookZhangsan(t.app, token, keys[i] as string, `${keyPrefix}-booking-${i}`)).code);
    }
  } finally {
    log.listener = undefined;
  }
  const files = await sql<{ file: string }>`pragma database_list`.execute(db);
  const wal = readFileSync(`${files.rows[0]?.file ?? ''}-wal`);
  const pageSize = wal.readUInt32BE(8);
  const pages: number[] = [];
  for (let off = 32; off + 24 + pageSize <= wal.length; off += 24 + pageSize) pages.push(wal.readUInt32BE(off));
  const owners = await sql<{ name: string; pageno: number }>`select name, pageno from dbstat`.execute(db);
  const ownerOf = new Map(owners.rows.map((r) => [r.pageno, r.name]));
  return { framesOf: (name) => pages.filter((p) => ownerOf.get(p) === name).length, statements, codes };
}
