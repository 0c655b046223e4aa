/** Persisted jobs (ARCHITECTURE §8): due jobs run once, failures retry then fail, a restart loses nothing. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { build } from '../../server/src/app';
import { MAX_ATTEMPTS, enqueue, jobHandler, type JobHandlers } from '../../server/src/jobs';
import { START_MS, createTestApp, type TestApp } from './helpers/testApp';

const CORP = 'jobs-test';

/** The test's job kinds, registered on each app it builds (job handlers are per app). */
const TEST_JOBS: JobHandlers = {
  'test.mark': jobHandler<{ n: string }>(async ({ trx }, payload) => {
    await trx.insertInto('parameters').values({ corp_id: CORP, param_no: payload.n, value: '1', name: '' }).execute();
  }),
  'test.fail': jobHandler<{ n: string }>(async ({ trx }, payload) => {
    await trx.insertInto('parameters').values({ corp_id: CORP, param_no: payload.n, value: '1', name: '' }).execute();
    throw new Error('supplier unavailable');
  }),
};

async function marks(app: FastifyInstance): Promise<string[]> {
  const rows = await app.obt.db
    .selectFrom('parameters')
    .select('param_no')
    .where('corp_id', '=', CORP)
    .orderBy('param_no')
    .execute();
  return rows.map((r) => r.param_no);
}

describe('job runner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.obt.jobs.registerAll(TEST_JOBS);
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs a job once when it is due, inside the enqueuing transaction’s commit', async () => {
    const { app, clock } = t;
    await app.obt.db.transaction().execute(async (trx) => {
      await enqueue(trx, 'test.mark', { n: 'once' }, clock.ms + 3000, clock.ms);
    });
    expect(await app.obt.jobs.runDue()).toBe(0);
    expect(await marks(app)).toEqual([]);
    clock.advance(3000);
    expect(await app.obt.jobs.runDue()).toBe(1);
    expect(await app.obt.jobs.runDue()).toBe(0);
    expect(await marks(app)).toEqual(['once']);
    const job = await app.obt.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'test.mark')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('drops a job whose enqueuing transaction rolled back', async () => {
    const { app, clock } = t;
    await expect(
      app.obt.db.transaction().execute(async (trx) => {
        await enqueue(trx, 'test.mark', { n: 'rolled-back' }, clock.ms, clock.ms);
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    await app.obt.jobs.runDue();
    expect(await marks(app)).not.toContain('rolled-back');
  });

  it('rolls a failing job back, retries it later and marks it failed after the last attempt', async () => {
    const { app, clock } = t;
    const id = await enqueue(app.obt.db, 'test.fail', { n: 'never' }, clock.ms, clock.ms);
    for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
      await app.obt.jobs.runDue();
      clock.advance(10 * 60_000);
    }
    const job = await app.obt.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, last_error: 'supplier unavailable' });
    expect(await marks(app)).not.toContain('never');
  });

  it('polls by itself once the app is ready', async () => {
    const { app, clock } = t;
    await enqueue(app.obt.db, 'test.mark', { n: 'polled' }, clock.ms, clock.ms);
    await app.ready();
    for (let i = 0; i < 40 && !(await marks(app)).includes('polled'); i += 1) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await marks(app)).toContain('polled');
  });
});

describe('restart', () => {
  it('runs a job enqueued before a restart after it', async () => {
    const url = process.env.DATABASE_URL;
    let clockMs = START_MS;
    const now = () => new Date(clockMs);
    let target: { dbFile: string } | { databaseUrl: string; pgSchema: string };
    let cleanup: () => Promise<void>;
    if (url) {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      target = { databaseUrl: url, pgSchema: schema };
      cleanup = async () => {
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      };
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'obt-jobs-'));
      target = { dbFile: join(dir, 'obt.db') };
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
    try {
      const first = await build({ ...target, now });
      await first.obt.db.transaction().execute(async (trx) => {
        await enqueue(trx, 'test.mark', { n: 'after-restart' }, clockMs + 2000, clockMs);
      });
      await first.close();

      clockMs += 5000;
      const second = await build({ ...target, now });
      second.obt.jobs.registerAll(TEST_JOBS);
      try {
        await second.obt.jobs.runDue();
        expect(await marks(second)).toEqual(['after-restart']);
      } finally {
        await second.close();
      }
    } finally {
      await cleanup();
    }
  });
});
