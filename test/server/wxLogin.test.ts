/**
 * wxLogin (issue 16 defect 3): an openId logs in only as the single-use, 5-minute ticket this server answered to a
 * getOpenId / getMinOpenId code exchange. A made-up or known openid, a replayed or stale ticket are refused (the
 * check has no mode switch: production behaves the same).
 */
import { DEMO_WECOM_CORP_ID } from '../../server/src/config';
import { OPENID_TICKET_TTL_MS } from '../../server/src/modules/identity/service';
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

async function exchange(openid: string, path = '/obt/getOpenId'): Promise<string> {
  const res = await call<{ openid: string }>(t.app, path, { code: await devWxCode(openid), czly: 0 });
  expect(res.code).toBe(1);
  return res.data.openid;
}

async function empOf(token: string): Promise<string> {
  const info = await call<{ empInfo: { empId: string } }>(t.app, '/obt/getLoginUserInfo', {}, { token });
  return info.data.empInfo.empId;
}

describe('wxLogin takes only a ticket from a code exchange', () => {
  it('refuses a bound openid sent without an exchange', async () => {
    for (const openId of ['demo-openid-1', 'demo-openid-2', 'stranger']) {
      const res = await call(t.app, '/obt/wxLogin', { openId }, { lang: 'en-US' });
      expect(res.code).toBe(2);
      expect(res.data).not.toEqual(expect.any(String));
    }
  });

  it('answers an opaque ticket, not the openid, and logs its holder in once', async () => {
    const ticket = await exchange('demo-openid-1');
    expect(ticket).not.toContain('demo-openid');
    const first = await call<string>(t.app, '/obt/wxLogin', { openId: ticket });
    expect(first.code).toBe(1);
    expect(await empOf(first.data)).toBe(DEMO.zhangsan.id);
    const replay = await call(t.app, '/obt/wxLogin', { openId: ticket }, { lang: 'en-US' });
    expect(replay.code).toBe(2);
  });

  it('vipLogin loginType 3 takes the same ticket and nothing else', async () => {
    const made = await call(t.app, '/obt/vipLogin', { loginType: 3, loginName: 'wx', openId: 'demo-openid-1' });
    expect(made.code).not.toBe(1);
    const ticket = await exchange('demo-openid-1');
    const res = await call<{ token?: string } | string>(t.app, '/obt/vipLogin', {
      loginType: 3,
      loginName: 'wx',
      openId: ticket,
    });
    expect(res.code).toBe(1);
    expect((await call(t.app, '/obt/vipLogin', { loginType: 3, loginName: 'wx', openId: ticket })).code).not.toBe(1);
  });

  it('works the same through getMinOpenId', async () => {
    const ticket = await exchange('demo-openid-2', '/obt/getMinOpenId');
    const res = await call<string>(t.app, '/obt/wxLogin', { openId: ticket });
    expect(res.code).toBe(1);
    expect(await empOf(res.data)).toBe('40002');
  });

  it('refuses a ticket older than its lifetime', async () => {
    const ticket = await exchange('demo-openid-3');
    t.clock.advance(OPENID_TICKET_TTL_MS + 1_000);
    expect((await call(t.app, '/obt/wxLogin', { openId: ticket })).code).toBe(2);
  });

  it('refuses a ticket of one company presented for another', async () => {
    const ticket = await exchange('demo-openid-1');
    expect((await call(t.app, '/obt/wxLogin', { openId: ticket, compId: DEMO.corp2Id })).code).toBe(2);
  });

  it('a WeCom member: getOpenId with the corp → ticket → a WeCom session, once', async () => {
    const code = (
      await call<{ code: string }>(t.app, '/obt/dev/qyCode', { userid: 'lisi', corpId: DEMO_WECOM_CORP_ID })
    ).data.code;
    const open = await call<{ openid: string }>(t.app, '/obt/getOpenId', { code, corpId: DEMO_WECOM_CORP_ID, czly: 0 });
    expect(open.code).toBe(1);
    expect(open.data.openid).not.toContain('lisi');
    const res = await call<string>(t.app, '/obt/wxLogin', { openId: open.data.openid });
    expect(res.code).toBe(1);
    expect(await empOf(res.data)).toBe(DEMO.lisi.id);
    expect((await call(t.app, '/obt/wxLogin', { openId: open.data.openid })).code).toBe(2);
  });
});
