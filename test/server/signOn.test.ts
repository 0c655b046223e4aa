/** Host sign-on: simulated mini-program and WeCom codes, partner SSO, JS-SDK signature. */
import { createHash, createHmac } from 'node:crypto';
import { DEMO, call, createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const devWxCode = async (openid: string) =>
  (await call<{ code: string }>(t.app, '/obt/dev/wxCode', { openid })).data.code;

/** getOpenId's answer: the one-time wxLogin ticket for the openid (issue 16: an openid alone logs nobody in). */
const wxTicket = async (openid: string) =>
  (await call<{ openid: string }>(t.app, '/obt/getOpenId', { code: await devWxCode(openid), czly: 0 })).data.openid;

describe('mini-program login', () => {
  it('exchanges a single-use code for a wxLogin ticket and never returns a session key', async () => {
    const code = await devWxCode('demo-openid-1');
    const res = await call<Record<string, unknown>>(t.app, '/obt/getOpenId', { code, czly: 0 });
    expect(res.code).toBe(1);
    expect(res.data).toEqual({ openid: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect((await call(t.app, '/obt/getOpenId', { code, czly: 0 })).code).toBe(2);
  });

  it('refuses an expired code', async () => {
    const code = await devWxCode('demo-openid-2');
    t.clock.advance(5 * 60_000 + 1);
    const res = await call(t.app, '/obt/getOpenId', { code, czly: 0 }, { lang: 'en-US' });
    expect(res.code).toBe(2);
    expect(res.tips).toMatch(/authorization code/);
  });

  it('logs a bound openid in through its ticket, answering the token as data', async () => {
    const res = await call<string>(t.app, '/obt/wxLogin', { openId: await wxTicket('demo-openid-2') });
    expect(res.code).toBe(1);
    expect(res.data).toMatch(/^[0-9a-f]{32}$/);
    const info = await call<{ empInfo: { empId: string } }>(t.app, '/obt/getLoginUserInfo', {}, { token: res.data });
    expect(info.data.empInfo.empId).toBe(DEMO.lisi.id);
  });

  it('answers code 2 for an openid that is not bound', async () => {
    const res = await call(t.app, '/obt/wxLogin', { openId: await wxTicket('stranger') }, { lang: 'en-US' });
    expect(res.code).toBe(2);
    expect(res.tips).toMatch(/not bound/);
  });
});

describe('WeCom login', () => {
  it('exchanges a WeCom code for a session of the bound employee', async () => {
    const issued = await call<{ code: string }>(t.app, '/obt/dev/qyCode', { userid: 'wangwu', corpId: DEMO.corpId });
    const res = await call<{ token: string }>(t.app, '/obt/qyLogin', { code: issued.data.code, corpId: DEMO.corpId });
    expect(res.data.token).toMatch(/^[0-9a-f]{32}$/);
    const info = await call<{ empInfo: { empId: string } }>(
      t.app,
      '/obt/getLoginUserInfo',
      {},
      { token: res.data.token },
    );
    expect(info.data.empInfo.empId).toBe(DEMO.wangwu.id);
    expect((await call(t.app, '/obt/qyLogin', { code: issued.data.code })).code).toBe(2);
  });

  it('issues no code for an unbound userid', async () => {
    expect((await call(t.app, '/obt/dev/qyCode', { userid: 'nobody', corpId: DEMO.corpId })).code).toBe(2);
  });

  it('has no simulated provider outside demo mode', async () => {
    const prod = await createTestApp({ demo: false });
    try {
      const res = await prod.app.inject({ method: 'POST', url: '/obt/dev/wxCode', payload: { openid: 'x' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('partner single sign-on', () => {
  const sign = (corpId: string, empNo: string, timestamp: number, secret = 'demo-sso-secret') =>
    createHmac('sha256', secret).update(`${corpId}|${empNo}|${timestamp}`).digest('hex');

  it('issues a token for a correctly signed, fresh request, once', async () => {
    const timestamp = t.clock.ms;
    const body = { corpId: 'DEMO', empNo: 'E0001', timestamp, signature: sign('DEMO', 'E0001', timestamp) };
    const res = await call<{ token: string }>(t.app, '/obt/sso4ParnetCorpId', body);
    expect(res.code).toBe(1);
    expect(res.data.token).toMatch(/^[0-9a-f]{32}$/);
    const info = await call<{ empInfo: { empId: string } }>(
      t.app,
      '/obt/getLoginUserInfo',
      {},
      { token: res.data.token },
    );
    expect(info.data.empInfo.empId).toBe(DEMO.zhangsan.id);
    const replay = await call(t.app, '/obt/sso4ParnetCorpId', body, { lang: 'en-US' });
    expect(replay.code).toBe(2);
    expect(replay.tips).toMatch(/already been used/);
  });

  it('accepts the company id as well as its number, and seconds as well as milliseconds', async () => {
    const timestamp = Math.floor(t.clock.ms / 1000);
    const res = await call<{ token: string }>(t.app, '/obt/sso4ParnetCorpId', {
      corpId: DEMO.corpId,
      empNo: 'E0003',
      timestamp,
      signature: sign(DEMO.corpId, 'E0003', timestamp),
    });
    expect(res.data.token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a bad signature, a stale timestamp and an unknown employee', async () => {
    const ts = t.clock.ms;
    const bad = await call(t.app, '/obt/sso4ParnetCorpId', {
      corpId: 'DEMO',
      empNo: 'E0001',
      timestamp: ts,
      signature: sign('DEMO', 'E0001', ts, 'wrong'),
    });
    expect(bad.code).toBe(2);
    const old = ts - 6 * 60_000;
    const stale = await call(t.app, '/obt/sso4ParnetCorpId', {
      corpId: 'DEMO',
      empNo: 'E0001',
      timestamp: old,
      signature: sign('DEMO', 'E0001', old),
    });
    expect(stale.code).toBe(2);
    const nobody = await call(t.app, '/obt/sso4ParnetCorpId', {
      corpId: 'DEMO',
      empNo: 'E9999',
      timestamp: ts,
      signature: sign('DEMO', 'E9999', ts),
    });
    expect(nobody.code).toBe(2);
  });
});

describe('JS-SDK signature', () => {
  it('signs the page URL without its hash with SHA-1 of the documented string', async () => {
    const token = (await call<string>(t.app, '/obt/wxLogin', { openId: await wxTicket('demo-openid-3') })).data;
    const url = 'https://travel.example.com/approval/Detail?id=7&orderType=11001#/top';
    const res = await call<{
      appId: string;
      corpId: string;
      agentId: string;
      timestamp: number;
      nonceStr: string;
      signature: string;
    }>(t.app, '/obt/getSdkQx', { url }, { token });
    expect(res.code).toBe(1);
    const { timestamp, nonceStr, signature } = res.data;
    expect(timestamp).toBe(Math.floor(t.clock.ms / 1000));
    expect(nonceStr).toMatch(/^[A-Za-z0-9]{16}$/);
    const expected = createHash('sha1')
      .update(
        `jsapi_ticket=demo-jsapi-ticket-0001&noncestr=${nonceStr}&timestamp=${timestamp}&url=https://travel.example.com/approval/Detail?id=7&orderType=11001`,
      )
      .digest('hex');
    expect(signature).toBe(expected);
    expect(res.data.corpId).toBeTruthy();
    expect(res.data.agentId).toBeTruthy();
  });
});
