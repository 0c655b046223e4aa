/**
 * Migration 20261127_2003_jobs_keyed_by_due (issue 17): on SQLite the jobs table is keyed by (status, run_at, id), so
 * an enqueue writes one b-tree (no jobs_status_run_at); rows come along both ways; the runner's poll, claim and retry
 * are searches of that key, never a scan; a job that fails is retried and then runs once.
 */
import { sql } from 'kysely';
import { statementLog, type Db } from '../../server/src/db';
import { enqueue, jobHandler } from '../../server/src/jobs';
import { migrationFiles } from './helpers/migrationFiles';
import { queryPlan } from './helpers/queryPlan';
import { createTestApp, type TestApp } from './helpers/testApp';
import { indexesOf, tableSql } from './helpers/walFrames';

const onSqlite = process.env.DATABASE_URL ? describe.skip : describe;
const BEFORE = '20261127_2002_keyed_by_order';
const THIS = '20261127_2003_jobs_keyed_by_due';

async function jobRows(db: Db): Promise<unknown[]> {
  return (await sql`select * from jobs order by id`.execute(db)).rows;
}

onSqlite('the migration on SQLite', () => {
  const withMigrator = migrationFiles('obt-jobs-keyed-');

  it('keys jobs by (status, run_at, id), keeping the rows (and back down)', async () => {
    await withMigrator('m.db', async (db, migrator) => {
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      for (const [id, status, runAt] of [
        ['j1', 'pending', 5],
        ['j2', 'done', 3],
        ['j3', 'pending', 5],
      ] as const) {
        await sql`insert into jobs (id, kind, run_at, payload, attempts, status, last_error, created_at, updated_at)
          values (${id}, 'k', ${runAt}, '{}', 0, ${status}, '', 1, 1)`.execute(db);
      }
      const before = await jobRows(db);
      const tableBefore = await tableSql(db, 'jobs');
      expect(await indexesOf(db, 'jobs')).toEqual(['jobs_status_run_at']);

      expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
      expect(await tableSql(db, 'jobs')).toMatch(/primary key \("status", "run_at", "id"\)\) without rowid$/i);
      expect(await indexesOf(db, 'jobs')).toEqual([]);
      expect(await jobRows(db)).toEqual(before);

      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      expect(await indexesOf(db, 'jobs')).toEqual(['jobs_status_run_at']);
      expect(await jobRows(db)).toEqual(before);
      expect(await tableSql(db, 'jobs')).toMatch(/without rowid$/i);
      expect(tableBefore).not.toContain('jobs_pk');
    });
  });
});

describe('the job runner', () => {
  let t: TestApp;
  const ran: string[] = [];
  let failures = 1;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.obt.jobs.registerAll({
      'test.keyed': jobHandler<{ n: string }>(async (_job, payload) => {
        if (failures > 0) {
          failures -= 1;
          throw new Error('not yet');
        }
        ran.push(payload.n);
      }),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('claims, retries and runs a job by its key', async () => {
    const { app, clock } = t;
    const log = statementLog(app.obt.db);
    const seen: string[] = [];
    if (log) log.listener = (text) => seen.push(text);
    try {
      await app.obt.db.transaction().execute(async (trx) => {
        await enqueue(trx, 'test.keyed', { n: 'a' }, clock.ms + 1000, clock.ms);
      });
      clock.advance(1000);
      // The first run fails and is put back pending, 5 s later.
      expect(await app.obt.jobs.runDue()).toBe(0);
      expect(ran).toEqual([]);
      clock.advance(5000);
      expect(await app.obt.jobs.runDue()).toBe(1);
      expect(await app.obt.jobs.runDue()).toBe(0);
      expect(ran).toEqual(['a']);
    } finally {
      if (log) log.listener = undefined;
    }
    const job = await app.obt.db
      .selectFrom('jobs')
      .select(['status', 'attempts', 'last_error'])
      .where('kind', '=', 'test.keyed')
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'done', attempts: 2, last_error: '' });
    if (process.env.DATABASE_URL) return;
    const statements = seen.filter((s) => /"jobs"/.test(s) && /^\s*(select|update)/i.test(s));
    expect(statements.length).toBeGreaterThanOrEqual(3);
    for (const text of statements) {
      const plan = await queryPlan(app.obt.db, text);
      expect({ text, plan }).toEqual({ text, plan: [expect.stringMatching(/^SEARCH jobs USING PRIMARY KEY/)] });
    }
  });
});
