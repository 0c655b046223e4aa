/**
 * The production path of WeCom / WeChat sign-on with a fake fetch standing in for WeCom's and WeChat's servers:
 * server-held secrets, access token and both tickets fetched once and cached server-side until shortly before expiry,
 * the OAuth code → userid → openid chain, code2Session and generatescheme. No network.
 */
import { createHash } from 'node:crypto';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { DEFAULT_CONFIG } from '../../server/src/config';

const CORP = 'wwLIVE000000000001';
const calls: string[] = [];
let counter = 0;

function answer(url: URL, body: string | undefined): Record<string, unknown> {
  switch (url.pathname) {
    case '/cgi-bin/gettoken':
      if (url.searchParams.get('corpsecret') !== 'corp-secret') return { errcode: 40001, errmsg: 'invalid secret' };
      counter += 1;
      return { errcode: 0, access_token: `AT${counter}`, expires_in: 7200 };
    case '/cgi-bin/get_jsapi_ticket':
      return { errcode: 0, ticket: `corpTicket-${url.searchParams.get('access_token')}`, expires_in: 7200 };
    case '/cgi-bin/ticket/get':
      if (url.searchParams.get('type') !== 'agent_config') return { errcode: 40014 };
      return { errcode: 0, ticket: `agentTicket-${url.searchParams.get('access_token')}`, expires_in: 7200 };
    case '/cgi-bin/auth/getuserinfo':
      return url.searchParams.get('code') === 'good-code' ? { errcode: 0, userid: 'lisi' } : { errcode: 40029 };
    case '/cgi-bin/user/convert_to_openid':
      return { errcode: 0, openid: `oLive-${(JSON.parse(body ?? '{}') as { userid: string }).userid}` };
    case '/sns/jscode2session':
      return url.searchParams.get('js_code') === 'mini-code'
        ? { openid: 'demo-openid-3', session_key: 'SECRET-SESSION-KEY' }
        : { errcode: 40029, errmsg: 'invalid code' };
    case '/cgi-bin/token':
      return { access_token: 'WXAT', expires_in: 7200 };
    case '/wxa/generatescheme':
      return { errcode: 0, openlink: 'weixin://dl/business/?t=LIVE123' };
    default:
      return { errcode: 404 };
  }
}

let t: TestApp;
const realFetch = globalThis.fetch;
beforeAll(async () => {
  globalThis.fetch = (async (input: string | URL, init?: { body?: string }) => {
    const url = new URL(String(input));
    calls.push(`${url.host}${url.pathname}`);
    const data = answer(url, init?.body);
    return { ok: true, status: 200, json: async () => data };
  }) as unknown as typeof fetch;
  t = await createTestApp({
    config: {
      wecom: {
        ...DEFAULT_CONFIG.wecom,
        corpId: CORP,
        companyId: DEMO.corpId,
        secret: 'corp-secret',
        apiBase: 'https://qyapi.test',
        wxAppSecret: 'wx-secret',
        wxApiBase: 'https://wxapi.test',
      },
    },
  });
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await t.close();
});

const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');

it('fetches the access token and each ticket once, caches them, and refetches after expiry', async () => {
  const token = await login(t.app, DEMO.zhangsan.phone);
  const url = 'https://travel.example.com/home';
  const sign = (type: 'corp' | 'agent') =>
    call<{ timestamp: number; nonceStr: string; signature: string; corpId: string }>(
      t.app,
      '/obt/getSdkQx',
      { url, type },
      { token },
    );
  const corp = await sign('corp');
  const agent = await sign('agent');
  await sign('corp');
  await sign('agent');
  expect(corp.data.corpId).toBe(CORP);
  expect(corp.data.signature).toBe(
    sha1(`jsapi_ticket=corpTicket-AT1&noncestr=${corp.data.nonceStr}&timestamp=${corp.data.timestamp}&url=${url}`),
  );
  expect(agent.data.signature).toBe(
    sha1(`jsapi_ticket=agentTicket-AT1&noncestr=${agent.data.nonceStr}&timestamp=${agent.data.timestamp}&url=${url}`),
  );
  expect(calls.filter((c) => c.endsWith('/gettoken'))).toHaveLength(1);
  expect(calls.filter((c) => c.endsWith('/get_jsapi_ticket'))).toHaveLength(1);
  expect(calls.filter((c) => c.endsWith('/ticket/get'))).toHaveLength(1);

  t.clock.advance(7200_000);
  const later = await sign('agent');
  expect(later.data.signature).toBe(
    sha1(`jsapi_ticket=agentTicket-AT2&noncestr=${later.data.nonceStr}&timestamp=${later.data.timestamp}&url=${url}`),
  );
});

it('exchanges an OAuth code with WeCom: userid → openid → wxLogin', async () => {
  const open = await call<{ openid: string }>(t.app, '/obt/getOpenId', { code: 'good-code', corpId: CORP, czly: 0 });
  // The answer is the one-time wxLogin ticket for the openid WeCom converted the userid to (oLive-lisi).
  expect(open.data).toEqual({ openid: expect.stringMatching(/^[0-9a-f]{64}$/) });
  const token = await call<string>(t.app, '/obt/wxLogin', { openId: open.data.openid });
  const info = await call<{ empInfo: { empId: string } }>(t.app, '/obt/getLoginUserInfo', {}, { token: token.data });
  expect(info.data.empInfo.empId).toBe(DEMO.lisi.id);
  // A code WeCom does not know, and a code for another corp, sign nobody in.
  expect((await call(t.app, '/obt/getOpenId', { code: 'bad-code', corpId: CORP, czly: 0 })).code).toBe(2);
  expect((await call(t.app, '/obt/qyLogin', { code: 'good-code', corpId: 'wwOTHER' })).code).toBe(2);
  // qy.login codes of the WeCom mini-program go the same way.
  expect((await call<{ token: string }>(t.app, '/obt/qyLogin', { code: 'good-code', corpId: CORP })).code).toBe(1);
});

it('uses code2Session for getMinOpenId without ever answering the session key', async () => {
  const res = await call<Record<string, unknown>>(t.app, '/obt/getMinOpenId', { code: 'mini-code' });
  expect(res.data).toEqual({ openid: expect.stringMatching(/^[0-9a-f]{64}$/) });
  expect(JSON.stringify(res)).not.toContain('SECRET-SESSION-KEY');
  // The ticket stands for code2Session's openid (demo-openid-3, bound to 40003).
  const token = await call<string>(t.app, '/obt/wxLogin', { openId: res.data.openid as string });
  const info = await call<{ empInfo: { empId: string } }>(t.app, '/obt/getLoginUserInfo', {}, { token: token.data });
  expect(info.data.empInfo.empId).toBe('40003');
  expect((await call(t.app, '/obt/getMinOpenId', { code: 'other' })).code).toBe(2);
});

it('asks WeChat for the URL scheme', async () => {
  const token = await login(t.app, DEMO.zhangsan.phone);
  const res = await call<{ openlink: string }>(t.app, '/obt/generateWxScheme', { path: 'pages/home/index' }, { token });
  expect(res.data.openlink).toBe('weixin://dl/business/?t=LIVE123');
  expect(calls).toContain('wxapi.test/wxa/generatescheme');
});
