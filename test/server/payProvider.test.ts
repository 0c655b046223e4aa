/**
 * The production online-payment path (issue 16 defect 11): outside demo mode the H5 QR code never points at the
 * demo-only provider page (which is not served there); it opens the configured provider's cashier (PAY_PROVIDER_URL),
 * or pay/online answers a clear "online payment not configured" and records nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { PayOnlineData, PayStatusData } from '../../src/api/contract/pay';
import { build, type BuildOptions } from '../../server/src/app';
import { DEMO, START_MS, call, login } from './helpers/testApp';
import { callWithKey, insertPayable, newKey } from './helpers/payFixtures';

/** One database, opened once in demo mode (the seed) and then as a production server with the given settings. */
const url = process.env.DATABASE_URL;
const dir = mkdtempSync(join(tmpdir(), 'obt-payprov-'));
const schema = `t_${randomBytes(6).toString('hex')}`;
const where = (): Partial<BuildOptions> =>
  url ? { databaseUrl: url, pgSchema: schema } : { dbFile: join(dir, 'obt.db') };
const open = (opts: Partial<BuildOptions>) =>
  build({ demoOrders: false, ...opts, ...where(), now: () => new Date(START_MS) });

let admin: pg.Client | undefined;
beforeAll(async () => {
  if (url) {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
  }
  const seeded = await open({ demo: true });
  await seeded.close();
}, 60_000);

afterAll(async () => {
  if (admin) {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
  rmSync(dir, { recursive: true, force: true });
});

async function payOnline(app: FastifyInstance, client?: string, lang = 'en-US') {
  const token = await login(app, DEMO.zhangsan.phone);
  const id = await insertPayable(app, { corpId: DEMO.corpId, empId: DEMO.zhangsan.id, deptId: DEMO.rdDept });
  const body = {
    payScene: 1,
    subjectBeanList: [{ subjectId: 'online' }],
    orderList: [id],
    ...(client ? { client } : {}),
  };
  const res = await callWithKey<PayOnlineData>(app, '/obt/pay/online', body, token, newKey(), lang);
  return { res, id, token };
}

it('without a provider: a clear business error in both languages, and no payment recorded', async () => {
  const app = await open({ demo: false });
  try {
    const { res, id, token } = await payOnline(app);
    expect(res.code).toBe(2);
    expect(res.tips).toMatch(/Online payment is not set up/);
    expect(JSON.stringify(res.data ?? {})).not.toContain('/obt/dev/');
    const status = await call<PayStatusData>(app, '/obt/queryOnlinePayStatus', { orderIds: [id] }, { token });
    expect(status.data.status).not.toBe('pending');
    const zh = await payOnline(app, 'h5', 'zh-CN');
    expect(zh.res.code).toBe(2);
    expect(zh.res.tips).toMatch(/在线支付尚未开通/);
    // The demo provider page is not served outside demo mode.
    const page = await app.inject({ method: 'GET', url: '/obt/dev/providerPage?payId=x' });
    expect(page.statusCode).toBe(404);
  } finally {
    await app.close();
  }
}, 60_000);

it("with PAY_PROVIDER_URL: the QR opens the provider's cashier for this payment", async () => {
  const app = await open({
    demo: false,
    config: { payProviderUrl: 'https://pay.example.com/cashier/{payId}?from=obt' },
  });
  try {
    const { res } = await payOnline(app);
    expect(res.code).toBe(1);
    expect(res.data.qrCode).toBe(`https://pay.example.com/cashier/${encodeURIComponent(res.data.payId)}?from=obt`);
    expect(res.data.demo).toBeUndefined();
  } finally {
    await app.close();
  }
  const plain = await open({ demo: false, config: { payProviderUrl: 'https://pay.example.com/qr?m=1' } });
  try {
    const { res } = await payOnline(plain);
    expect(res.data.qrCode).toBe(`https://pay.example.com/qr?m=1&payId=${encodeURIComponent(res.data.payId)}`);
  } finally {
    await plain.close();
  }
}, 90_000);
