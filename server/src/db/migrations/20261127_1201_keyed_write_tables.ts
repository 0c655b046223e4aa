/**
 * Fewer pages per booking commit (issue 17): every booking writes a row into idempotency_keys, jobs,
 * supplier_inventory, order_events and (flights) flight_orders. As ordinary SQLite tables each row lives twice, in the table (by rowid) and in the primary key's
 * own index, so each write dirties two b-tree pages, and each dirty page is one more 4 KiB frame the commit appends to
 * the WAL and the WAL sync must put on disk before the reply. Rebuilt as WITHOUT ROWID tables, the table is the
 * primary key's b-tree: one page per row write. Same columns, types, defaults, keys and secondary indexes; the rows
 * are copied. None of them is referenced by a foreign key (order_events and flight_orders refer to orders, which stays)
 * or read by rowid, and their rows are small (what WITHOUT ROWID suits); flight_passengers and flight_ranges, which
 * after-sales rows refer to, and order_travellers, which the order lists read through several indexes, stay. On SQLite only, in one transaction; PostgreSQL tables have no rowid (nothing to do there).
 * Frozen.
 */
import { SqliteAdapter, sql, type Kysely } from 'kysely';

interface Rebuild {
  table: string;
  /** Column and key definitions as the original migrations made them. */
  definition: string;
  columns: string;
  indexes: string[];
}

const REBUILDS: Rebuild[] = [
  {
    table: 'idempotency_keys',
    definition: `"corp_id" text not null, "emp_id" text not null, "idem_key" text not null, "scope" text not null,
      "request_hash" text not null, "response_json" text default '' not null, "created_at" bigint not null,
      constraint "idempotency_keys_pk" primary key ("corp_id", "emp_id", "idem_key")`,
    columns: '"corp_id", "emp_id", "idem_key", "scope", "request_hash", "response_json", "created_at"',
    indexes: ['create index "idempotency_keys_created" on "idempotency_keys" ("created_at")'],
  },
  {
    table: 'jobs',
    definition: `"id" text primary key, "kind" text not null, "run_at" bigint not null, "payload" text not null,
      "attempts" integer default 0 not null, "status" text not null, "last_error" text default '' not null,
      "created_at" bigint not null, "updated_at" bigint not null`,
    columns: '"id", "kind", "run_at", "payload", "attempts", "status", "last_error", "created_at", "updated_at"',
    indexes: ['create index "jobs_status_run_at" on "jobs" ("status", "run_at")'],
  },
  {
    table: 'supplier_inventory',
    definition: `"product" text not null, "item_key" text not null, "day" text not null, "class_code" text not null,
      "capacity" integer not null, "sold" integer default 0 not null, "updated_at" bigint not null,
      constraint "supplier_inventory_pk" primary key ("product", "day", "item_key", "class_code")`,
    columns: '"product", "item_key", "day", "class_code", "capacity", "sold", "updated_at"',
    indexes: [],
  },
  {
    table: 'order_events',
    definition: `"id" text primary key, "order_id" text not null references "orders" ("id"), "corp_id" text not null,
      "seq" integer not null, "from_status" text default '' not null, "to_status" text not null,
      "note" text default '' not null, "actor_emp_id" text, "created_at" bigint not null,
      "note_key" text default '' not null, "note_params" text default '' not null`,
    columns:
      '"id", "order_id", "corp_id", "seq", "from_status", "to_status", "note", "actor_emp_id", "created_at", "note_key", "note_params"',
    indexes: ['create index "order_events_order" on "order_events" ("order_id", "seq")'],
  },
  {
    table: 'flight_orders',
    definition: `"order_id" text primary key references "orders" ("id"), "corp_id" text not null,
      "trip_type" integer not null, "send_mode" integer default 0 not null, "reci_pient" text default '' not null,
      "reci_phone" text default '' not null, "reci_addr" text default '' not null, "order_from" text default '' not null,
      "price_json" text not null, "created_at" bigint not null, "route_id" text,
      "violations_json" text default '[]' not null`,
    columns:
      '"order_id", "corp_id", "trip_type", "send_mode", "reci_pient", "reci_phone", "reci_addr", "order_from", "price_json", "created_at", "route_id", "violations_json"',
    indexes: [],
  },
];

async function rebuild(db: Kysely<unknown>, withoutRowid: boolean): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await db.transaction().execute(async (trx) => {
    for (const r of REBUILDS) {
      const next = `${r.table}_rebuilt`;
      await sql.raw(`create table "${next}" (${r.definition})${withoutRowid ? ' without rowid' : ''}`).execute(trx);
      await sql.raw(`insert into "${next}" (${r.columns}) select ${r.columns} from "${r.table}"`).execute(trx);
      await sql.raw(`drop table "${r.table}"`).execute(trx);
      await sql.raw(`alter table "${next}" rename to "${r.table}"`).execute(trx);
      for (const index of r.indexes) await sql.raw(index).execute(trx);
    }
  });
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, false);
}
