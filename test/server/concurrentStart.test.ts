/**
 * Issue 16 defect 8: several server instances started at the same moment on one EMPTY database all come up, and the
 * migrations and the seed run once. On PostgreSQL (scripts/test-pg.sh) the instances share a fresh schema; on SQLite
 * they share one database file (each instance its own connection, as two processes would).
 */
import type { FastifyInstance } from 'fastify';
import { build } from '../../server/src/app';
import { freshSharedDatabase, type SharedDatabase } from './helpers/sharedDatabase';
import { START_MS } from './helpers/testApp';

const INSTANCES = 2;

async function startTogether(target: SharedDatabase): Promise<PromiseSettledResult<FastifyInstance>[]> {
  const now = () => new Date(START_MS);
  return Promise.allSettled(
    Array.from({ length: INSTANCES }, () => build({ ...target.opts, demo: true, demoOrders: true, now })),
  );
}

/** Row counts of the seeded tables, read through one of the instances. */
async function seededCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const { db } = app.obt;
  const counts: Record<string, number> = {};
  for (const table of [
    'companies',
    'employees',
    'page_settings',
    'orders',
    'notices',
    'approval_rules',
    'ccsqd',
    'supplier_inventory',
  ] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

async function closeAll(results: PromiseSettledResult<FastifyInstance>[]): Promise<void> {
  for (const r of results) if (r.status === 'fulfilled') await r.value.close();
}

describe('instances started together on an empty database', () => {
  it(`${INSTANCES} instances with the demo seed all come up and seed exactly once`, async () => {
    // Reference: what one instance alone seeds.
    const single = await freshSharedDatabase('obt-start-');
    let expected: Record<string, number>;
    try {
      const alone = await build({ ...single.opts, demo: true, demoOrders: true, now: () => new Date(START_MS) });
      expected = await seededCounts(alone);
      await alone.close();
    } finally {
      await single.drop();
    }
    expect(expected.companies).toBeGreaterThan(0);
    expect(expected.orders).toBeGreaterThan(0);

    const shared = await freshSharedDatabase('obt-start-');
    try {
      const results = await startTogether(shared);
      try {
        const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
        expect(failures).toEqual([]);
        const apps = results.map((r) => (r as PromiseFulfilledResult<FastifyInstance>).value);
        for (const app of apps) expect(await seededCounts(app)).toEqual(expected);
        // Every instance serves.
        for (const app of apps) {
          const res = await app.inject({ method: 'POST', url: '/obt/etPageSetList', payload: {} });
          expect(res.statusCode).toBe(200);
        }
      } finally {
        await closeAll(results);
      }
    } finally {
      await shared.drop();
    }
  }, 120_000);
});
