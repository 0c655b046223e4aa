/**
 * The token check is attached to each /obt route when it is registered (plugins/auth.ts, issue 17): every route
 * outside the whitelist refuses a call without a token or with an unknown one, whitelisted calls pass with or without
 * one, other paths and unknown /obt paths are not checked, and a call looks its session up exactly once (HEAD too).
 */
import type { InjectOptions } from 'fastify';
import { statementLog } from '../../server/src/db';
import { isPublicCall } from '../../server/src/plugins/publicCalls';
import { DEMO, createTestApp, login, type TestApp } from './helpers/testApp';

interface Operation {
  method: string;
  /** The route pattern ('/obt/upload/:name'). */
  route: string;
  /** A URL of it (path parameters 'x'). */
  url: string;
}

const BOGUS = '0123456789abcdef0123456789abcdef';

describe('token check per route', () => {
  let t: TestApp;
  let token: string;
  let operations: Operation[];

  const send = async (op: Operation, auth?: string) => {
    const headers: Record<string, string> = {};
    if (auth) headers.authorization = `Bearer ${auth}`;
    const inject: InjectOptions = { method: op.method as InjectOptions['method'], url: op.url, headers };
    if (op.method !== 'GET' && op.method !== 'HEAD') inject.payload = {};
    const res = await t.app.inject(inject);
    const body = res.body ? (JSON.parse(res.body) as { code: number; tips?: string }) : { code: 0 };
    return { status: res.statusCode, code: body.code, tips: body.tips ?? '' };
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = await login(t.app, DEMO.zhangsan.phone);
    const doc = JSON.parse((await t.app.inject({ method: 'GET', url: '/obt/openapi.json' })).body) as {
      paths: Record<string, Record<string, { security: unknown[] }>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => ({
        method: m.toUpperCase(),
        route: path.replace(/\{([^}]+)\}/g, ':$1'),
        url: path.replace(/\{[^}]+\}/g, 'x'),
      })),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses every non-whitelisted /obt route without a token or with an unknown one', async () => {
    const guarded = operations.filter((op) => !isPublicCall(op.route));
    expect(guarded.length).toBeGreaterThan(100);
    for (const op of guarded) {
      expect({ op, ...(await send(op)) }).toEqual({
        op,
        status: 200,
        code: 100,
        tips: '未登录或登录已失效，请重新登录',
      });
      expect({ op, code: (await send(op, BOGUS)).code }).toEqual({ op, code: 100 });
    }
  });

  it('lets whitelisted calls through with no token, an unknown one or a valid one', async () => {
    for (const url of ['/obt/getComplaintPhone', '/obt/etPageSetList']) {
      for (const auth of [undefined, BOGUS, token]) {
        expect({ url, auth, code: (await send({ method: 'POST', route: url, url }, auth)).code }).toEqual({
          url,
          auth,
          code: 1,
        });
      }
    }
  });

  it('answers unknown /obt paths as not found, token or not', async () => {
    for (const auth of [undefined, BOGUS]) {
      expect(await send({ method: 'POST', route: '', url: '/obt/noSuchCall' }, auth)).toMatchObject({
        status: 404,
        code: 404,
      });
    }
  });

  it('looks the session up once per call, HEAD included', async () => {
    const log = statementLog(t.app.obt.db);
    if (!log) return; // PostgreSQL: no statement log
    const sessionReads: string[] = [];
    log.listener = (text) => {
      if (/from "sessions"/.test(text)) sessionReads.push(text);
    };
    try {
      expect((await send({ method: 'POST', route: '', url: '/obt/allOrderList' }, token)).code).toBe(1);
      expect(sessionReads).toHaveLength(1);
      const get = operations.find((op) => op.method === 'GET' && !isPublicCall(op.route));
      if (get) {
        sessionReads.length = 0;
        await send({ ...get, method: 'HEAD' }, token);
        expect(sessionReads).toHaveLength(1);
      }
    } finally {
      log.listener = undefined;
    }
  });
});
