/**
 * WeCom sign-on (SPEC §4): one demo corp id everywhere, the OAuth state nonce kept server-side (single use, expiring),
 * the webview code exchange through getOpenId → wxLogin, the target records, separate corp and agent signatures.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { DEFAULT_CONFIG, DEMO_WECOM_AGENT_ID, DEMO_WECOM_CORP_ID } from '../../server/src/config';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoOrders: true });
});
afterAll(async () => {
  await t.close();
});

const qyCode = async (userid: string, corpId = DEMO_WECOM_CORP_ID) =>
  (await call<{ code: string }>(t.app, '/obt/dev/qyCode', { userid, corpId })).data.code;

function envValue(file: string, key: string): string | undefined {
  const text = readFileSync(join(__dirname, '../..', file), 'utf8');
  return new RegExp(`^${key}=(.*)$`, 'm').exec(text)?.[1]?.trim();
}

describe('one demo WeCom corp and agent', () => {
  it('the server default, the client .env and the seed agree', async () => {
    expect(DEFAULT_CONFIG.wecom.corpId).toBe(DEMO_WECOM_CORP_ID);
    expect(DEFAULT_CONFIG.wecom.agentId).toBe(DEMO_WECOM_AGENT_ID);
    expect(envValue('.env', 'TARO_APP_WECOM_CORP_ID')).toBe(DEMO_WECOM_CORP_ID);
    expect(envValue('.env', 'TARO_APP_WECOM_AGENT_ID')).toBe(DEMO_WECOM_AGENT_ID);
    // The seed binds the demo WeCom corp to the demo company: the mini-program chain works with the .env id.
    const code = await qyCode('zhangsan');
    const res = await call<{ token: string }>(t.app, '/obt/qyLogin', { code, corpId: DEMO_WECOM_CORP_ID });
    expect(res.code).toBe(1);
    const info = await call<{ empInfo: { empId: string } }>(
      t.app,
      '/obt/getLoginUserInfo',
      {},
      { token: res.data.token },
    );
    expect(info.data.empInfo.empId).toBe(DEMO.zhangsan.id);
  });

  it('refuses a code presented for another corp', async () => {
    const code = await qyCode('lisi');
    expect((await call(t.app, '/obt/qyLogin', { code, corpId: 'wwSomeOtherCorp00' })).code).toBe(2);
  });
});

describe('webview code exchange: getOpenId (code, corpId, czly 0) → wxLogin', () => {
  it('turns a WeCom code into an unguessable one-time ticket that logs the bound member in, once', async () => {
    const code = await qyCode('lisi');
    const open = await call<{ openid: string }>(t.app, '/obt/getOpenId', { code, corpId: DEMO_WECOM_CORP_ID, czly: 0 });
    expect(open.code).toBe(1);
    expect(open.data.openid).toMatch(/^[0-9a-f]{64}$/);
    expect(open.data.openid).not.toContain('lisi');
    const again = await call(t.app, '/obt/getOpenId', { code, corpId: DEMO_WECOM_CORP_ID, czly: 0 });
    expect(again.code).toBe(2);
    const token = await call<string>(t.app, '/obt/wxLogin', { openId: open.data.openid });
    expect(token.code).toBe(1);
    const info = await call<{ empInfo: { empId: string } }>(t.app, '/obt/getLoginUserInfo', {}, { token: token.data });
    expect(info.data.empInfo.empId).toBe(DEMO.lisi.id);
    expect((await call(t.app, '/obt/wxLogin', { openId: open.data.openid })).code).toBe(2);
  });

  it('keeps mini-program codes on the mini-program path', async () => {
    const issued = await call<{ code: string }>(t.app, '/obt/dev/wxCode', { openid: 'demo-openid-1' });
    const res = await call<{ openid: string }>(t.app, '/obt/getOpenId', { code: issued.data.code, czly: 0 });
    const token = await call<string>(t.app, '/obt/wxLogin', { openId: res.data.openid });
    const info = await call<{ empInfo: { empId: string } }>(t.app, '/obt/getLoginUserInfo', {}, { token: token.data });
    expect(info.data.empInfo.empId).toBe(DEMO.zhangsan.id);
    // A WeCom code is no mini-program code.
    const qy = await qyCode('wangwu');
    expect((await call(t.app, '/obt/getOpenId', { code: qy, czly: 0 })).code).toBe(2);
  });
});

describe('OAuth state', () => {
  it('is a short a-zA-Z0-9 nonce standing for the parameters, taken once', async () => {
    const made = await call<{ state: string; expiresIn: number }>(t.app, '/obt/wecom/state', {
      workItemId: 'W1',
      orderNo: 'N1',
    });
    expect(made.code).toBe(1);
    expect(made.data.state).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(Buffer.byteLength(made.data.state)).toBeLessThanOrEqual(128);
    const taken = await call(t.app, '/obt/wecom/takeState', { state: made.data.state });
    expect(taken.data).toEqual({ targetModule: '1', loginCli: 'm', workItemId: 'W1', orderNo: 'N1' });
    const replay = await call(t.app, '/obt/wecom/takeState', { state: made.data.state }, { lang: 'en-US' });
    expect(replay.code).toBe(2);
    expect(replay.tips).toMatch(/expired/);
  });

  it('expires, and refuses anything but a-zA-Z0-9', async () => {
    const made = await call<{ state: string }>(t.app, '/obt/wecom/state', { targetModule: '3', travelNo: 'SQ1' });
    t.clock.advance(10 * 60_000 + 1);
    expect((await call(t.app, '/obt/wecom/takeState', { state: made.data.state })).code).toBe(2);
    const json = encodeURIComponent(JSON.stringify({ targetModule: '1' }));
    expect((await call(t.app, '/obt/wecom/takeState', { state: json })).code).not.toBe(1);
  });
});

describe('sign-on target records', () => {
  it("finds the trip by its number and an order by number, only in the caller's company", async () => {
    const token = await login(t.app, DEMO.zhangsan.phone);
    const orders = await call<unknown, { id: string; orderNo: string; orderType: number }>(
      t.app,
      '/obt/allOrderList',
      {},
      { token },
    );
    const order = orders.list[0];
    expect(order).toBeDefined();
    const res = await call<{ trip?: { ccsqdId: string }; order?: { orderId: string; orderType: number } }>(
      t.app,
      '/obt/wecom/signOnTarget',
      { travelNo: 'SQ0000000001', orderNo: order.orderNo },
      { token },
    );
    expect(res.code).toBe(1);
    expect(res.data.trip?.ccsqdId).toBeTruthy();
    expect(res.data.order).toEqual({ orderId: order.id, orderType: order.orderType });

    const other = await login(t.app, DEMO.fengli.phone);
    const foreign = await call(
      t.app,
      '/obt/wecom/signOnTarget',
      { travelNo: 'SQ0000000001', orderNo: order.orderNo },
      { token: other },
    );
    expect(foreign.data).toEqual({});
    expect((await call(t.app, '/obt/wecom/signOnTarget', { travelNo: 'SQ0000000001' })).code).not.toBe(1);
  });
});

describe('sign-on target: approval work item', () => {
  it('names the work item only to the approver it is addressed to', async () => {
    await t.app.obt.db
      .insertInto('approval_work_items')
      .values({
        id: 'WI-SIGNON-1',
        corp_id: DEMO.corpId,
        approver_emp_id: DEMO.lisi.id,
        applicant_emp_id: DEMO.zhangsan.id,
        order_id: 'O-SIGNON-1',
        order_type: 11001,
        order_no: 'N-SIGNON-1',
        title: 'sign-on',
        level: 1,
        state: 'pending',
        remark: '',
        created_at: t.clock.ms,
        decided_at: null,
      })
      .execute();
    const lisi = await login(t.app, DEMO.lisi.phone);
    const res = await call(
      t.app,
      '/obt/wecom/signOnTarget',
      { targetModule: '2', workItemId: 'WI-SIGNON-1' },
      { token: lisi },
    );
    expect(res.data).toEqual({ approval: { orderId: 'O-SIGNON-1', orderType: 11001, workItemId: 'WI-SIGNON-1' } });
    const zhangsan = await login(t.app, DEMO.zhangsan.phone);
    const other = await call(t.app, '/obt/wecom/signOnTarget', { workItemId: 'WI-SIGNON-1' }, { token: zhangsan });
    expect(other.data).toEqual({});
  });
});

describe('JS-SDK signatures', () => {
  const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');

  it('signs register with the corp ticket and agentConfig with the application ticket', async () => {
    const token = await login(t.app, DEMO.wangwu.phone);
    const url = 'https://travel.example.com/tripDetail?ccsqdId=1#/x';
    const corp = await call<{ timestamp: number; nonceStr: string; signature: string; agentId: string }>(
      t.app,
      '/obt/getSdkQx',
      { url },
      { token },
    );
    const agent = await call<{ timestamp: number; nonceStr: string; signature: string }>(
      t.app,
      '/obt/getSdkQx',
      { url, type: 'agent' },
      { token },
    );
    const plain = 'https://travel.example.com/tripDetail?ccsqdId=1';
    const sig = (ticket: string, d: { nonceStr: string; timestamp: number }) =>
      sha1(`jsapi_ticket=${ticket}&noncestr=${d.nonceStr}&timestamp=${d.timestamp}&url=${plain}`);
    expect(corp.data.signature).toBe(sig('demo-jsapi-ticket-0001', corp.data));
    expect(agent.data.signature).toBe(sig('demo-agent-ticket-0001', agent.data));
    expect(corp.data.agentId).toBe(DEMO_WECOM_AGENT_ID);
  });
});

describe('getMinOpenId and generateWxScheme (demo provider)', () => {
  it('exchanges a mini-program code once, and makes a scheme that expires within 30 days', async () => {
    const issued = await call<{ code: string }>(t.app, '/obt/dev/wxCode', { openid: 'demo-openid-2' });
    const res = await call<Record<string, unknown>>(t.app, '/obt/getMinOpenId', { code: issued.data.code });
    expect(res.data).toEqual({ openid: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect((await call(t.app, '/obt/getMinOpenId', { code: issued.data.code })).code).toBe(2);
    expect((await call<string>(t.app, '/obt/wxLogin', { openId: res.data.openid as string })).code).toBe(1);

    const token = await login(t.app, DEMO.zhangsan.phone);
    const scheme = await call<{ openlink: string; expireTime: number }>(
      t.app,
      '/obt/generateWxScheme',
      { path: 'pages/home/index', query: 'from=mail', expireDays: 7 },
      { token },
    );
    expect(scheme.code).toBe(1);
    expect(scheme.data.openlink).toMatch(/^weixin:\/\/dl\/business\/\?t=[A-Za-z0-9]+$/);
    expect(scheme.data.expireTime).toBe(Math.floor(t.clock.ms / 1000) + 7 * 86_400);
    expect((await call(t.app, '/obt/generateWxScheme', {})).code).not.toBe(1);
    expect((await call(t.app, '/obt/generateWxScheme', { expireDays: 31 }, { token })).code).not.toBe(1);
  });
});
