/**
 * Two b-trees fewer per booking commit on SQLite (issue 17): every order writes its travellers into order_travellers
 * and its first timeline row into order_events. Both are WITHOUT ROWID tables keyed by a random `id` (20261127_1201,
 * _1501) that nothing refers to and no query looks up, plus an index starting with `order_id` that every read uses
 * (order_travellers_order, order_events_order (order_id, seq)). Keyed by (order_id, seq) instead — one traveller per
 * seat of the order's list (creation.ts numbers them 0, 1, …; products join their passengers and tickets on it), one
 * timeline row per seq (lifecycle.ts numbers them after the last) — the table is that index: each insert writes one
 * b-tree instead of two, and the reads of an order's travellers or timeline find every column in the key's b-tree.
 * `id` stays a column (PostgreSQL keeps it as the key; ids are random, never reused).
 *
 * A database whose rows already repeat an (order_id, seq) keeps that table as it is (nothing is renumbered: seq is
 * what passengers and tickets are joined on); the other one is still rebuilt. Foreign keys off around the rebuild
 * transaction, as 20261127_1501 (rows are copied as they are; nothing refers to these tables). SQLite only. Frozen.
 */
import { SqliteAdapter, sql, type Kysely } from 'kysely';

interface Rebuild {
  table: string;
  /** Column definitions as the table is before this migration (sqlite_master), without its key. */
  columns: string;
  /** The key before (20261127_1501 / _1201) and after this migration. */
  idKey: string;
  orderKey: string;
  /** Secondary indexes of both layouts. */
  indexes: string[];
  /** The index the order key replaces. */
  orderIndex: string;
  names: string;
}

const REBUILDS: Rebuild[] = [
  {
    table: 'order_travellers',
    columns: `"id" text not null, "order_id" text not null references "orders" ("id"), "corp_id" text not null,
      "emp_id" text, "dept_id" text, "name" text not null, "seq" integer default 0 not null,
      "id_type" text default '' not null, "idno" text default '' not null, "psg_type" integer default 1 not null,
      "phone" text default '' not null, "booked_self" integer default 0 not null`,
    idKey: 'primary key ("id")',
    orderKey: 'constraint "order_travellers_pk" primary key ("order_id", "seq")',
    indexes: [
      'create index "order_travellers_dept" on "order_travellers" ("dept_id")',
      'create index "order_travellers_emp_corp_order" on "order_travellers" ("emp_id", "corp_id", "order_id")',
      `create index "order_travellers_booked_by_other" on "order_travellers" ("emp_id", "corp_id", "order_id")
        where "booked_self" = 0`,
    ],
    orderIndex: 'create index "order_travellers_order" on "order_travellers" ("order_id")',
    names:
      '"id", "order_id", "corp_id", "emp_id", "dept_id", "name", "seq", "id_type", "idno", "psg_type", "phone", "booked_self"',
  },
  {
    table: 'order_events',
    columns: `"id" text not null, "order_id" text not null references "orders" ("id"), "corp_id" text not null,
      "seq" integer not null, "from_status" text default '' not null, "to_status" text not null,
      "note" text default '' not null, "actor_emp_id" text, "created_at" bigint not null,
      "note_key" text default '' not null, "note_params" text default '' not null`,
    idKey: 'primary key ("id")',
    orderKey: 'constraint "order_events_pk" primary key ("order_id", "seq")',
    indexes: [],
    orderIndex: 'create index "order_events_order" on "order_events" ("order_id", "seq")',
    names:
      '"id", "order_id", "corp_id", "seq", "from_status", "to_status", "note", "actor_emp_id", "created_at", "note_key", "note_params"',
  },
];

async function tableSql(db: Kysely<unknown>, table: string): Promise<string> {
  const r = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(
    db,
  );
  return r.rows[0]?.sql ?? '';
}

async function repeatsOrderKey(db: Kysely<unknown>, table: string): Promise<boolean> {
  const r = await sql
    .raw<{ n: number }>(`select 1 as n from "${table}" group by "order_id", "seq" having count(*) > 1 limit 1`)
    .execute(db);
  return r.rows.length > 0;
}

async function rebuild(db: Kysely<unknown>, byOrder: boolean): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  const toRebuild: Rebuild[] = [];
  for (const r of REBUILDS) {
    const keyedByOrder = (await tableSql(db, r.table)).includes(`"${r.table}_pk"`);
    if (keyedByOrder === byOrder) continue;
    if (byOrder && (await repeatsOrderKey(db, r.table))) continue;
    toRebuild.push(r);
  }
  if (toRebuild.length === 0) return;
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      for (const r of toRebuild) {
        const next = `${r.table}_rebuilt`;
        const key = byOrder ? r.orderKey : r.idKey;
        await sql.raw(`create table "${next}" (${r.columns}, ${key}) without rowid`).execute(trx);
        await sql.raw(`insert into "${next}" (${r.names}) select ${r.names} from "${r.table}"`).execute(trx);
        await sql.raw(`drop table "${r.table}"`).execute(trx);
        await sql.raw(`alter table "${next}" rename to "${r.table}"`).execute(trx);
        for (const index of byOrder ? r.indexes : [r.orderIndex, ...r.indexes]) await sql.raw(index).execute(trx);
      }
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, false);
}
