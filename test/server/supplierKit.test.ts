/**
 * The supplier kit (server/src/suppliers/kit): seeded random, bounded caches, inventory that is never oversold, and
 * the persisted asynchronous step over the job table.
 */
import { Lru } from '../../server/src/suppliers/kit/cache';
import { release, reserve, soldKey, soldMap, type InventoryKey } from '../../server/src/suppliers/kit/inventory';
import { hash32, rng } from '../../server/src/suppliers/kit/random';
import { defineStep, delayMs, stepHandlers } from '../../server/src/suppliers/kit/step';
import { createTestApp, type TestApp } from './helpers/testApp';

const CORP = 'kit-test';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.obt.db;

describe('seeded random', () => {
  it('gives the same sequence for the same key and another for another key', () => {
    const seq = (key: string) => {
      const r = rng(key);
      return Array.from({ length: 8 }, () => r.int(0, 1_000_000));
    };
    expect(seq('CA1234|2026-03-03')).toEqual(seq('CA1234|2026-03-03'));
    expect(seq('CA1234|2026-03-03')).not.toEqual(seq('CA1234|2026-03-04'));
    expect(hash32('abc')).toBe(hash32('abc'));
  });

  it('gives a repeatable delay within its bounds', () => {
    for (let i = 0; i < 200; i += 1) {
      const d = delayMs(`issue|${i}`, 1000, 3000);
      expect(d).toBeGreaterThanOrEqual(1000);
      expect(d).toBeLessThanOrEqual(3000);
      expect(Number.isInteger(d)).toBe(true);
      expect(delayMs(`issue|${i}`, 1000, 3000)).toBe(d);
    }
    expect(delayMs('x', 500, 500)).toBe(500);
  });
});

describe('bounded cache', () => {
  it('keeps at most max entries and evicts the least recently used', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1); // a is now the most recently used
    lru.set('c', 3);
    expect(lru.size).toBe(2);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    lru.set('a', 10); // an update counts as a use
    lru.set('d', 4);
    expect(lru.get('c')).toBeUndefined();
    expect(lru.get('a')).toBe(10);
    for (let i = 0; i < 100; i += 1) lru.set(`k${i}`, i);
    expect(lru.size).toBe(2);
  });
});

describe('inventory', () => {
  const key = (item: string, classCode = 'Y'): InventoryKey => ({
    product: 'kit-test',
    item,
    day: '2026-03-10',
    classCode,
  });
  const sold = async (k: InventoryKey) =>
    (await soldMap(db(), k.product, [k.day], [k.item])).get(soldKey(k.item, k.day, k.classCode)) ?? 0;
  const now = () => t.clock.ms;

  it('never sells more than the capacity to concurrent reservations', async () => {
    const k = key('RACE1');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        db()
          .transaction()
          .execute((trx) => reserve(trx, k, 1, 3, now())),
      ),
    );
    expect(answers.filter(Boolean)).toHaveLength(3);
    expect(await sold(k)).toBe(3);

    const k2 = key('RACE2');
    const pairs = await Promise.all(
      Array.from({ length: 12 }, () =>
        db()
          .transaction()
          .execute((trx) => reserve(trx, k2, 2, 5, now())),
      ),
    );
    expect(pairs.filter(Boolean)).toHaveLength(2);
    expect(await sold(k2)).toBe(4);
  });

  it('refuses more than the capacity at once and sells nothing in a rolled-back transaction', async () => {
    const k = key('BIG');
    expect(await reserve(db(), k, 4, 3, now())).toBe(false);
    expect(await soldMap(db(), k.product, [k.day], [k.item])).toEqual(new Map());
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          expect(await reserve(trx, k, 2, 3, now())).toBe(true);
          throw new Error('booking failed');
        }),
    ).rejects.toThrow('booking failed');
    expect(await sold(k)).toBe(0);
  });

  it('gives units back, never below zero', async () => {
    const k = key('BACK');
    expect(await reserve(db(), k, 2, 5, now())).toBe(true);
    await release(db(), k, 3, now());
    expect(await sold(k)).toBe(2);
    await release(db(), k, 2, now());
    expect(await sold(k)).toBe(0);
    await release(db(), k, 1, now());
    expect(await sold(k)).toBe(0);
    await release(db(), key('NEVER-SOLD'), 1, now());
    expect(await sold(key('NEVER-SOLD'))).toBe(0);
    // Capacity freed is sold again.
    expect(await reserve(db(), k, 5, 5, now())).toBe(true);
    expect(await reserve(db(), k, 1, 5, now())).toBe(false);
  });

  it('maps what was sold per item, day and class of one product', async () => {
    const a = key('MAP1', 'Y');
    const b = key('MAP1', 'C');
    const other = { ...key('MAP1', 'Y'), product: 'kit-other' };
    await reserve(db(), a, 1, 9, now());
    await reserve(db(), b, 2, 9, now());
    await reserve(db(), other, 3, 9, now());
    const map = await soldMap(db(), 'kit-test', ['2026-03-10', '2026-03-11'], ['MAP1', 'MAP2']);
    expect(Object.fromEntries(map)).toEqual({ 'MAP1|2026-03-10|Y': 1, 'MAP1|2026-03-10|C': 2 });
    expect(await soldMap(db(), 'kit-test', [], ['MAP1'])).toEqual(new Map());
  });
});

describe('persisted step', () => {
  const mark = defineStep<{ n: string }>('kit.test.mark', async ({ trx }, payload) => {
    await trx.insertInto('parameters').values({ corp_id: CORP, param_no: payload.n, value: '1', name: '' }).execute();
  });
  const marks = async () =>
    (
      await db().selectFrom('parameters').select('param_no').where('corp_id', '=', CORP).orderBy('param_no').execute()
    ).map((r) => r.param_no);

  beforeAll(() => {
    t.app.obt.jobs.registerAll(stepHandlers(mark));
  });

  it('does not exist when scheduled inside a transaction that rolled back', async () => {
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await mark.schedule(trx, { n: 'rolled-back' }, t.clock.ms, t.clock.ms);
          throw new Error('business rule failed');
        }),
    ).rejects.toThrow('business rule failed');
    expect(await db().selectFrom('jobs').select('id').where('kind', '=', mark.kind).execute()).toEqual([]);
    await t.app.obt.jobs.runDue();
    expect(await marks()).toEqual([]);
  });

  it('runs once when due', async () => {
    const wait = delayMs('kit|due', 1000, 3000);
    const id = await db()
      .transaction()
      .execute((trx) => mark.schedule(trx, { n: 'due' }, t.clock.ms + wait, t.clock.ms));
    expect(await t.app.obt.jobs.runDue()).toBe(0);
    expect(await marks()).toEqual([]);
    t.clock.advance(wait);
    expect(await t.app.obt.jobs.runDue()).toBe(1);
    expect(await t.app.obt.jobs.runDue()).toBe(0);
    expect(await marks()).toEqual(['due']);
    const job = await db().selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ kind: 'kit.test.mark', status: 'done', attempts: 1 });
  });
});
