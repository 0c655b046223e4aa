/**
 * Partner single sign-on with a secret per partner company (issue 16 defect 4): a partner trusted by one company
 * cannot sign in another company's employees; secrets are kept encrypted under SSO_SECRET (usable to verify a
 * signature, useless without the key); a revoked partner signs nobody in.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { DEMO_SSO_PARTNER_SECRET, ssoPartners } from '../../server/src/modules/identity/ssoPartners';
import { DEMO, call, createTestApp, type TestApp } from './helpers/testApp';

const SSO_KEY = randomBytes(24).toString('hex');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { ssoSecret: SSO_KEY } });
});
afterAll(async () => {
  await t.close();
});

const sign = (secret: string, corpId: string, empNo: string, timestamp: number) =>
  createHmac('sha256', secret).update(`${corpId}|${empNo}|${timestamp}`).digest('hex');

async function sso(secret: string, corpId: string, empNo: string) {
  const timestamp = t.clock.ms;
  const body = { corpId, empNo, timestamp, signature: sign(secret, corpId, empNo, timestamp) };
  return call<{ token: string }>(t.app, '/obt/sso4ParnetCorpId', body, { lang: 'en-US' });
}

async function empOf(token: string): Promise<string> {
  const info = await call<{ empInfo: { empId: string } }>(t.app, '/obt/getLoginUserInfo', {}, { token });
  return info.data.empInfo.empId;
}

const partners = () => ssoPartners(t.app.obt.db, SSO_KEY, () => t.clock.ms);

describe('a sign-on secret per partner company', () => {
  it("the demo company's partner signs in the demo company's employees", async () => {
    const res = await sso(DEMO_SSO_PARTNER_SECRET, 'DEMO', 'E0001');
    expect(res.code).toBe(1);
    expect(await empOf(res.data.token)).toBe(DEMO.zhangsan.id);
  });

  it("the demo company's partner cannot sign in the other company's administrator", async () => {
    for (const corpId of ['DEMO2', DEMO.corp2Id]) {
      const res = await sso(DEMO_SSO_PARTNER_SECRET, corpId, 'S0002');
      expect(res.code).toBe(2);
      expect(res.data).not.toEqual(expect.objectContaining({ token: expect.any(String) }));
    }
  });

  it("a partner registered for company B signs in B's employees only", async () => {
    const { secret } = await partners().add(DEMO.corp2Id, 'Group HR');
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const mine = await sso(secret, 'DEMO2', 'S0002');
    expect(mine.code).toBe(1);
    expect(await empOf(mine.data.token)).toBe('40102');
    // B's partner, naming company A (by number and by id): refused.
    expect((await sso(secret, 'DEMO', 'E0001')).code).toBe(2);
    expect((await sso(secret, DEMO.corpId, 'E0002')).code).toBe(2);
  });

  it('keeps each secret encrypted under SSO_SECRET, bound to its company', async () => {
    const { id, secret } = await partners().add(DEMO.corpId, 'Travel desk');
    const rows = await t.app.obt.db.selectFrom('sso_partners').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const r of rows) {
      expect(r.secret_enc).not.toContain(secret);
      expect(r.secret_enc).not.toContain(DEMO_SSO_PARTNER_SECRET);
      expect(r.secret_enc).not.toContain(Buffer.from(secret).toString('base64'));
    }
    // Another key opens nothing; a row moved to another company opens nothing.
    const other = ssoPartners(t.app.obt.db, randomBytes(24).toString('hex'), () => t.clock.ms);
    expect(await other.secretsOf(DEMO.corpId)).toEqual([]);
    const row = rows.find((r) => r.id === id)!;
    await t.app.obt.db.updateTable('sso_partners').set({ corp_id: DEMO.corp2Id }).where('id', '=', id).execute();
    expect((await partners().secretsOf(DEMO.corp2Id)).map((p) => p.id)).not.toContain(id);
    await t.app.obt.db.updateTable('sso_partners').set({ corp_id: row.corp_id }).where('id', '=', id).execute();
    expect((await partners().secretsOf('DEMO')).map((p) => p.id)).toContain(id);
  });

  it('a revoked partner signs nobody in', async () => {
    const { id, secret } = await partners().add(DEMO.corpId, 'Old portal');
    t.clock.advance(1_000);
    expect((await sso(secret, 'DEMO', 'E0002')).code).toBe(1);
    expect(await partners().revoke(id)).toBe(true);
    t.clock.advance(1_000);
    expect((await sso(secret, 'DEMO', 'E0002')).code).toBe(2);
  });
});
