/** Idempotency-Key (ARCHITECTURE §7): replays answer as the first run did and change nothing. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../server/src/lib/envelope';
import { invalid } from '../../server/src/lib/errors';
import { stableStringify, withIdempotency } from '../../server/src/plugins/idempotency';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
let zhangsan: string;
let lisi: string;
let runs = 0;

async function effects(app: FastifyInstance): Promise<string[]> {
  const rows = await app.obt.db
    .selectFrom('parameters')
    .select('param_no')
    .where('corp_id', '=', 'idem-test')
    .orderBy('param_no')
    .execute();
  return rows.map((r) => r.param_no);
}

beforeAll(async () => {
  t = await createTestApp();
  const { app } = t;
  // A test-only write: inserts one row per effective run and answers with a run number.
  app.post<{ Body: { name: string; fail?: boolean } }>('/obt/test/idemWrite', async (req) =>
    withIdempotency(app.obt, req, 'test.write', async (trx) => {
      if (req.body.fail) throw invalid('fieldInvalid', { field: 'name' });
      runs += 1;
      const n = runs;
      await trx
        .insertInto('parameters')
        .values({ corp_id: 'idem-test', param_no: `${req.body.name}-${n}`, value: String(n), name: '' })
        .execute();
      return ok({ run: n });
    }),
  );
  zhangsan = await login(app, DEMO.zhangsan.phone);
  lisi = await login(app, DEMO.lisi.phone);
});
afterAll(async () => {
  await t.close();
});

async function write(body: Record<string, unknown>, key: string | undefined, token = zhangsan) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/obt/test/idemWrite',
    payload: body,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
  });
  return JSON.parse(res.body) as { code: number; tips: string; data?: { run: number } };
}

describe('withIdempotency', () => {
  it('refuses a write without a key (code 2)', async () => {
    const res = await write({ name: 'nokey' }, undefined);
    expect(res.code).toBe(2);
    expect(res.tips).toMatch(/Idempotency-Key/);
    expect(await effects(t.app)).toEqual([]);
    const bad = await write({ name: 'nokey' }, 'short');
    expect(bad.code).toBe(2);
  });

  it('replays the first answer and creates nothing new', async () => {
    const first = await write({ name: 'a' }, 'key-aaaaaaaa-0001');
    expect(first).toMatchObject({ code: 1, data: { run: expect.any(Number) } });
    const again = await write({ name: 'a' }, 'key-aaaaaaaa-0001');
    expect(again).toEqual(first);
    expect(await effects(t.app)).toEqual([`a-${first.data!.run}`]);
  });

  it('refuses the same key with another body', async () => {
    await write({ name: 'b' }, 'key-bbbbbbbb-0001');
    const other = await write({ name: 'b2' }, 'key-bbbbbbbb-0001', zhangsan);
    expect(other.code).toBe(2);
    expect((await effects(t.app)).filter((e) => e.startsWith('b2'))).toEqual([]);
  });

  it('keeps keys per employee', async () => {
    const mine = await write({ name: 'c' }, 'key-cccccccc-0001', zhangsan);
    const theirs = await write({ name: 'c' }, 'key-cccccccc-0001', lisi);
    expect(mine.code).toBe(1);
    expect(theirs.code).toBe(1);
    expect(theirs.data!.run).not.toBe(mine.data!.run);
  });

  it('makes one effect of two concurrent requests with the same key', async () => {
    const before = (await effects(t.app)).length;
    const answers = await Promise.all([
      write({ name: 'd' }, 'key-dddddddd-0001'),
      write({ name: 'd' }, 'key-dddddddd-0001'),
      write({ name: 'd' }, 'key-dddddddd-0001'),
    ]);
    expect(answers.every((a) => a.code === 1)).toBe(true);
    expect(new Set(answers.map((a) => a.data!.run)).size).toBe(1);
    expect((await effects(t.app)).length).toBe(before + 1);
  });

  it('stores nothing when the run fails, so the same key can run again', async () => {
    const failed = await write({ name: 'e', fail: true }, 'key-eeeeeeee-0001');
    expect(failed.code).toBe(2);
    const stored = await t.app.obt.db
      .selectFrom('idempotency_keys')
      .select('idem_key')
      .where('idem_key', '=', 'key-eeeeeeee-0001')
      .execute();
    expect(stored).toEqual([]);
  });

  it('hashes bodies independently of key order', () => {
    expect(stableStringify({ b: 1, a: [{ y: 2, x: 1 }] })).toBe(stableStringify({ a: [{ x: 1, y: 2 }], b: 1 }));
    // The exact text hashed (keys stored by an earlier version must still match): sorted keys, undefined members
    // left out, undefined array elements as null, JSON escapes.
    expect(stableStringify({ b: 1, a: [{ y: 2, x: 1 }, undefined], c: undefined, d: 'é"\n', B: null })).toBe(
      '{"B":null,"a":[{"x":1,"y":2},null],"b":1,"d":"é\\"\\n"}',
    );
  });

  it('needs a session like every write', async () => {
    const res = await call(t.app, '/obt/test/idemWrite', { name: 'f' });
    expect(res.code).toBe(100);
  });
});
