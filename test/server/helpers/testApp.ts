/**
 * Builds the server on a fresh database per test file: a temp SQLite file, or, when DATABASE_URL is set
 * (scripts/test-pg.sh), a fresh PostgreSQL schema that is dropped afterwards. The clock is movable.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { build, type BuildOptions } from '../../../server/src/app';
import { freshSharedDatabase } from './sharedDatabase';
import { DEFAULT_PWD_KEY, encryptPassword } from '../../../src/domain/passwordCipher';

/** 2026-03-02 10:00 China time. */
export const START_MS = Date.parse('2026-03-02T02:00:00.000Z');

export interface Clock {
  ms: number;
  advance(ms: number): void;
}

export interface TestApp {
  app: FastifyInstance;
  clock: Clock;
  close(): Promise<void>;
}

export async function createTestApp(
  opts: Omit<BuildOptions, 'now' | 'dbFile' | 'databaseUrl' | 'pgSchema'> = {},
): Promise<TestApp> {
  const clock: Clock = {
    ms: START_MS,
    advance(ms: number) {
      this.ms += ms;
    },
  };
  const now = () => new Date(clock.ms);
  const database = await freshSharedDatabase('obt-test-');
  let app: FastifyInstance;
  try {
    app = await build({ demoOrders: false, ...opts, ...database.opts, now });
  } catch (err) {
    await database.drop();
    throw err;
  }
  return {
    app,
    clock,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export interface Answer<D = unknown, L = unknown> {
  status: number;
  code: number;
  tips: string;
  data: D;
  list: L[];
  headers: Record<string, unknown>;
}

/** POST a JSON call, optionally with a token and language. */
export async function call<D = Record<string, unknown>, L = Record<string, unknown>>(
  app: FastifyInstance,
  url: string,
  body: unknown = {},
  opts: { token?: string; lang?: string; ip?: string; host?: string; idempotencyKey?: string } = {},
): Promise<Answer<D, L>> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
  if (opts.lang) headers['accept-language'] = opts.lang;
  if (opts.host) headers.host = opts.host;
  const inject: InjectOptions = { method: 'POST', url, payload: body as InjectOptions['payload'], headers };
  if (opts.ip) inject.remoteAddress = opts.ip;
  const res = await app.inject(inject);
  const json = res.body ? (JSON.parse(res.body) as { code: number; tips?: string; data?: D; list?: L[] }) : { code: 0 };
  return {
    status: res.statusCode,
    code: json.code,
    tips: json.tips ?? '',
    data: json.data as D,
    list: json.list ?? [],
    headers: withoutDate(res.headers),
  };
}

/**
 * The answer's headers without `date`: a replayed answer (Idempotency-Key) is compared whole with the first, and the
 * two may be sent in different seconds on a loaded machine.
 */
function withoutDate(headers: Record<string, unknown>): Record<string, unknown> {
  const { date: _date, ...rest } = headers;
  return rest;
}

export const DEMO_PASSWORD = 'Demo12345';

export function cipher(password: string): string {
  return encryptPassword(password, DEFAULT_PWD_KEY);
}

/** Logs in with the demo password; returns the token (throws when the login did not yield one). */
export async function login(
  app: FastifyInstance,
  phone: string,
  extra: { compId?: string; deviceId?: string; ip?: string } = {},
): Promise<string> {
  const res = await call<{ token?: string }>(
    app,
    '/obt/vipLogin',
    { loginType: 1, loginName: phone, password: cipher(DEMO_PASSWORD), compId: extra.compId, deviceId: extra.deviceId },
    { ip: extra.ip },
  );
  if (res.code !== 1 || !res.data?.token) throw new Error(`login ${phone} failed: ${JSON.stringify(res)}`);
  return res.data.token;
}

/** Demo people (server/src/db/seed/demoPeople.ts). */
export const DEMO = {
  corpId: '10001',
  corp2Id: '10002',
  rdDept: '20002',
  officeDept: '20001',
  marketDept: '20003',
  zhangsan: { id: '40001', phone: '13800000001' },
  lisi: { id: '40002', phone: '13800000002' },
  wangwu: { id: '40003', phone: '13800000003' },
  zhaoliu: { id: '40004', phone: '13800000004' },
  qianqi: { id: '40005', phone: '13800000011' },
  sunba: { id: '40006', phone: '13800000012' },
  zhaoliu2: { id: '40101', phone: '13800000004' },
  fengli: { id: '40102', phone: '13800000021' },
} as const;
