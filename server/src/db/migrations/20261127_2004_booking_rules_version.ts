/**
 * The booking rules a booking reads change rarely; reading them again cost every booking one of its dearer statements
 * (issue 17: the union of the platform's and the company's rule parameters, the approval setting and the company's
 * "hide travel standard" flag, about 4 % of a booking's CPU). On SQLite, `booking_rules_version` holds one token
 * that triggers replace with a new random one whenever a row of `parameters` is written or a company is added,
 * removed or changes that flag, by any connection or process, in the writer's own transaction; booking/service.ts
 * keeps what it resolved from those rows under the token it read first, and reads the rows again only when the token
 * changed. A random token, not a counter: a rolled-back change leaves the old token, and a counter could reach the
 * same number again with other rows. PostgreSQL: nothing (the rules are read every time there). Frozen.
 */
import { SqliteAdapter, sql, type Kysely } from 'kysely';

// Within JavaScript's safe integers, so the token reads back exactly.
const BUMP = 'begin update "booking_rules_version" set "token" = random() % 9007199254740991 where "id" = 1; end';

const TRIGGERS: [name: string, event: string][] = [
  ['booking_rules_version_parameters_insert', 'after insert on "parameters"'],
  ['booking_rules_version_parameters_update', 'after update on "parameters"'],
  ['booking_rules_version_parameters_delete', 'after delete on "parameters"'],
  ['booking_rules_version_companies_insert', 'after insert on "companies"'],
  ['booking_rules_version_companies_update', 'after update of "hide_travel_standard", "id" on "companies"'],
  ['booking_rules_version_companies_delete', 'after delete on "companies"'],
];

function onSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!onSqlite(db)) return;
  await sql`create table "booking_rules_version" ("id" integer primary key check ("id" = 1), "token" integer not null)`.execute(
    db,
  );
  await sql`insert into "booking_rules_version" ("id", "token") values (1, random() % 9007199254740991)`.execute(db);
  for (const [name, event] of TRIGGERS) await sql.raw(`create trigger "${name}" ${event} ${BUMP}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!onSqlite(db)) return;
  for (const [name] of TRIGGERS) await sql.raw(`drop trigger if exists "${name}"`).execute(db);
  await sql`drop table if exists "booking_rules_version"`.execute(db);
}
