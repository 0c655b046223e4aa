/**
 * One b-tree fewer per booking commit on SQLite (issue 17): every order enqueues its expiry or hold job, and the jobs
 * table (WITHOUT ROWID keyed by a random `id` since 20261127_1201) wrote its row twice, in the table and in
 * jobs_status_run_at, the index every read of jobs uses (the runner's poll for due jobs, housekeeping's purge of done
 * ones). Keyed by (status, run_at, id) instead, the table is that index: an enqueue writes one b-tree. The runner
 * names a job by all three (jobs/index.ts: it read them with the job), so claiming or retrying one is still a lookup
 * of its key; a job changing status moves within the b-tree. `id` stays unique (a random id, the last part of the
 * key). Nothing refers to jobs. SQLite only (PostgreSQL keeps its `id` key and the index); the rows are copied in one
 * transaction. Frozen.
 */
import { SqliteAdapter, sql, type Kysely } from 'kysely';

const COLUMNS = `"id" text not null, "kind" text not null, "run_at" bigint not null, "payload" text not null,
  "attempts" integer default 0 not null, "status" text not null, "last_error" text default '' not null,
  "created_at" bigint not null, "updated_at" bigint not null`;
const NAMES = '"id", "kind", "run_at", "payload", "attempts", "status", "last_error", "created_at", "updated_at"';
const BY_DUE = 'constraint "jobs_pk" primary key ("status", "run_at", "id")';
const BY_ID = 'primary key ("id")';
const DUE_INDEX = 'create index "jobs_status_run_at" on "jobs" ("status", "run_at")';

async function rebuild(db: Kysely<unknown>, byDue: boolean): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await db.transaction().execute(async (trx) => {
    await sql.raw(`create table "jobs_rebuilt" (${COLUMNS}, ${byDue ? BY_DUE : BY_ID}) without rowid`).execute(trx);
    await sql.raw(`insert into "jobs_rebuilt" (${NAMES}) select ${NAMES} from "jobs"`).execute(trx);
    await sql.raw('drop table "jobs"').execute(trx);
    await sql.raw('alter table "jobs_rebuilt" rename to "jobs"').execute(trx);
    if (!byDue) await sql.raw(DUE_INDEX).execute(trx);
  });
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, false);
}
