/**
 * Fewer pages per booking commit, continued (issue 17; 20261127_1201 did the tables nothing refers to): every flight
 * booking writes a row into order_travellers, flight_passengers and flight_ranges. As ordinary SQLite tables with a
 * text primary key each row lives twice, in the table (by rowid) and in the key's own index, so each insert dirties
 * one b-tree page more than it needs, one more 4 KiB WAL frame for the commit to append and the WAL sync to put on
 * disk (a flight booking touched 28 b-trees, one frame each; now 25). Rebuilt as WITHOUT ROWID tables, the table is
 * the key's b-tree. Same columns, types, defaults, keys, foreign keys and secondary indexes; the rows are copied.
 *
 * Unlike 1201's tables these are referred to (flight_refund_items and flight_changes refer to passengers and ranges),
 * so the rebuild follows SQLite's documented procedure for changing a table: foreign keys off (which only works
 * outside a transaction: Kysely's migrator runs SQLite migrations without one), the rebuild in one transaction, a
 * foreign_key_check before it commits, foreign keys on again. Secondary indexes keep serving the order, traveller and
 * flight reads (they now end with the text key instead of a rowid). SQLite only; PostgreSQL tables have no rowid.
 * Frozen.
 */
import { SqliteAdapter, sql, type Kysely } from 'kysely';

interface Rebuild {
  table: string;
  /** Column and key definitions as the table is before this migration (sqlite_master). */
  definition: string;
  columns: string;
  indexes: string[];
}

const REBUILDS: Rebuild[] = [
  {
    table: 'order_travellers',
    definition: `"id" text primary key, "order_id" text not null references "orders" ("id"), "corp_id" text not null,
      "emp_id" text, "dept_id" text, "name" text not null, "seq" integer default 0 not null,
      "id_type" text default '' not null, "idno" text default '' not null, "psg_type" integer default 1 not null,
      "phone" text default '' not null, "booked_self" integer default 0 not null`,
    columns:
      '"id", "order_id", "corp_id", "emp_id", "dept_id", "name", "seq", "id_type", "idno", "psg_type", "phone", "booked_self"',
    indexes: [
      'create index "order_travellers_order" on "order_travellers" ("order_id")',
      'create index "order_travellers_dept" on "order_travellers" ("dept_id")',
      'create index "order_travellers_emp_corp_order" on "order_travellers" ("emp_id", "corp_id", "order_id")',
      `create index "order_travellers_booked_by_other" on "order_travellers" ("emp_id", "corp_id", "order_id")
        where "booked_self" = 0`,
    ],
  },
  {
    table: 'flight_passengers',
    definition: `"id" text primary key, "order_id" text not null references "orders" ("id"), "corp_id" text not null,
      "seq" integer not null, "psg_name" text not null, "psg_type" integer not null, "sex" text default '' not null,
      "born" text default '' not null, "phone" text default '' not null, "emp_id" text, "contacts_id" text,
      "ticket_no" text default '' not null, "ticket_status" text default '' not null,
      "insurance_json" text default '[]' not null, "created_at" bigint not null`,
    columns:
      '"id", "order_id", "corp_id", "seq", "psg_name", "psg_type", "sex", "born", "phone", "emp_id", "contacts_id", "ticket_no", "ticket_status", "insurance_json", "created_at"',
    indexes: ['create index "flight_passengers_order" on "flight_passengers" ("order_id")'],
  },
  {
    table: 'flight_ranges',
    definition: `"id" text primary key, "order_id" text not null references "orders" ("id"), "corp_id" text not null,
      "seq" integer not null, "flight_no" text not null, "dep_date" text not null, "cabin_code" text not null,
      "cabin_class" text not null, "dep_airport" text not null, "arr_airport" text not null, "dep_at" bigint not null,
      "arr_at" bigint not null, "seats" integer not null, "adult_fare_fen" bigint not null,
      "class_full_fare_fen" bigint not null, "construction_fen" bigint not null, "fuel_fen" bigint not null,
      "flight_json" text not null, "cabin_json" text not null, "status" text default 'active' not null,
      "created_at" bigint not null`,
    columns:
      '"id", "order_id", "corp_id", "seq", "flight_no", "dep_date", "cabin_code", "cabin_class", "dep_airport", "arr_airport", "dep_at", "arr_at", "seats", "adult_fare_fen", "class_full_fare_fen", "construction_fen", "fuel_fen", "flight_json", "cabin_json", "status", "created_at"',
    indexes: [
      'create index "flight_ranges_order" on "flight_ranges" ("order_id")',
      'create index "flight_ranges_flight" on "flight_ranges" ("corp_id", "flight_no", "dep_date")',
    ],
  },
];

async function rebuild(db: Kysely<unknown>, withoutRowid: boolean): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      for (const r of REBUILDS) {
        const next = `${r.table}_rebuilt`;
        await sql.raw(`create table "${next}" (${r.definition})${withoutRowid ? ' without rowid' : ''}`).execute(trx);
        await sql.raw(`insert into "${next}" (${r.columns}) select ${r.columns} from "${r.table}"`).execute(trx);
        await sql.raw(`drop table "${r.table}"`).execute(trx);
        await sql.raw(`alter table "${next}" rename to "${r.table}"`).execute(trx);
        for (const index of r.indexes) await sql.raw(index).execute(trx);
      }
      // Every row that refers to these tables still finds its row, or nothing commits (violations elsewhere, older
      // than this migration, are not its business).
      const check = await sql<{ table: string; parent: string }>`pragma foreign_key_check`.execute(trx);
      const rebuilt = new Set(REBUILDS.map((r) => r.table));
      const broken = check.rows.filter((row) => rebuilt.has(row.parent));
      if (broken.length > 0) {
        throw new Error(`foreign keys broken by the rebuild: ${JSON.stringify(broken.slice(0, 5))}`);
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
