/**
 * (t) WeCom webview: OAuth sign-on with a server-kept state nonce lands on the SPEC §4 target screen; the JS-SDK is
 * registered with the agent signature of the application's own ticket; a trip is forwarded to a chat through the SDK;
 * a replayed or foreign state signs nobody in. WeCom's side is played by test/e2e/lib/wecom.mjs (no network).
 */
import assert from 'node:assert/strict';
import { pathOf, queryOf, waitForText } from '../lib/helpers.mjs';
import { DEMO_AGENT_TICKET, DEMO_WECOM_CORP_ID, jsSdkSignature, playWecom, wecomCalls } from '../lib/wecom.mjs';

const TRIP_NO = 'SQ0000000001';

async function post(baseURL, path, body, token) {
  const res = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return res.json();
}

/** An order of the member's company, found through the same WeCom chain the app uses (getOpenId → wxLogin). */
async function someOrderOf(baseURL, member) {
  const code = (await post(baseURL, '/obt/dev/qyCode', { userid: member, corpId: DEMO_WECOM_CORP_ID })).data.code;
  const openid = (await post(baseURL, '/obt/getOpenId', { code, corpId: DEMO_WECOM_CORP_ID, czly: 0 })).data.openid;
  const token = (await post(baseURL, '/obt/wxLogin', { openId: openid })).data;
  const list = (await post(baseURL, '/obt/allOrderList', {}, token)).list ?? [];
  const order = list.find((o) => o.orderNo);
  if (!order) throw new Error('the demo company has no order to open');
  return order;
}

async function waitFor(check, what, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Waits for `check` after a WeCom sign-on, agreeing to the user agreement and privacy policy when the app asks (issue
 * 15): it asks only while 张三 has not accepted them yet, which depends on the journeys that ran before on this server.
 */
async function signedOnUntil(page, check, what) {
  const agree = page.getByTestId('consent-agree');
  return waitFor(
    async () => {
      if (await agree.isVisible().catch(() => false)) await agree.click().catch(() => {});
      return check();
    },
    what,
    30_000,
  );
}

export const journeys = [
  {
    name: 't1. WeCom: /login?targetModule=4&travelNo=… signs on through OAuth and opens that trip; share forwards it',
    async run({ page, context, baseURL }) {
      const wecom = await playWecom(page, context, baseURL, { member: 'zhangsan' });
      await page.goto(`/login?targetModule=4&travelNo=${TRIP_NO}`);
      await signedOnUntil(page, () => pathOf(page) === '/tripDetail', 'the trip detail');
      assert.ok(queryOf(page).get('ccsqdId'), `no ccsqdId in ${page.url()}`);
      await waitForText(page, TRIP_NO);

      // WeCom saw one authorize request: our corp, silent scope, a short a-zA-Z0-9 state (never the JSON).
      assert.equal(wecom.authorize.length, 1);
      const [auth] = wecom.authorize;
      assert.equal(auth.appid, DEMO_WECOM_CORP_ID);
      assert.equal(auth.scope, 'snsapi_base');
      assert.match(auth.state, /^[A-Za-z0-9]{1,128}$/);
      assert.ok(!new URL(auth.redirectUri).searchParams.has('code'), 'redirect_uri carries a stale code');

      // Share: only in WeCom; it forwards a sign-on link that opens this trip.
      const share = page.getByTestId('trip-share');
      await share.click();
      await waitForText(page, '已转发');
      // Registered once signed on: agentConfig signed with the application's own ticket for the page it ran on.
      const agent = await waitFor(async () => {
        const calls = (await wecomCalls(page)).filter((c) => c.name === 'agentConfig');
        return calls.length > 0 ? calls : null;
      }, 'agentConfig');
      for (const call of agent) {
        const p = call.params;
        assert.equal(p.corpid, DEMO_WECOM_CORP_ID);
        assert.equal(p.agentid, '1000002');
        assert.equal(p.signature, jsSdkSignature(DEMO_AGENT_TICKET, p.nonceStr, p.timestamp, call.url));
      }

      const sent = (await wecomCalls(page)).filter((c) => c.name === 'shareAppMessage');
      assert.equal(sent.length, 1);
      const link = new URL(sent[0].params.link);
      assert.equal(link.pathname, '/login');
      assert.equal(link.searchParams.get('targetModule'), '4');
      assert.equal(link.searchParams.get('travelNo'), TRIP_NO);
      assert.match(sent[0].params.title, new RegExp(TRIP_NO));
      // Nothing else left the machine (every other outside request would have been aborted and listed here).
      assert.deepEqual(wecom.blocked, []);
    },
  },
  {
    name: 't2. WeCom: a replayed or foreign OAuth state signs nobody in and shows the login form',
    async run({ page, context, baseURL }) {
      await playWecom(page, context, baseURL, { member: 'lisi' });
      // A state the server never issued (the old URL-encoded JSON form).
      const json = encodeURIComponent(JSON.stringify({ targetModule: '4', travelNo: TRIP_NO }));
      const code = await fetch(`${baseURL}/obt/dev/qyCode`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userid: 'lisi', corpId: DEMO_WECOM_CORP_ID }),
      }).then(async (r) => (await r.json()).data.code);
      await page.goto(`/login?code=${code}&state=${json}`);
      await page.locator('#login-phone').waitFor({ state: 'visible', timeout: 20_000 });
      assert.equal(pathOf(page), '/login');
      const token = await page.evaluate(() =>
        Object.keys(localStorage).filter((k) => /token/i.test(k) && localStorage.getItem(k)),
      );
      assert.deepEqual(token, []);

      // A real state, used once by a full sign-on, cannot be used again.
      const made = await fetch(`${baseURL}/obt/wecom/state`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ targetModule: '1' }),
      }).then(async (r) => (await r.json()).data.state);
      await fetch(`${baseURL}/obt/wecom/takeState`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ state: made }),
      });
      const code2 = await fetch(`${baseURL}/obt/dev/qyCode`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userid: 'lisi', corpId: DEMO_WECOM_CORP_ID }),
      }).then(async (r) => (await r.json()).data.code);
      await page.goto(`/login?code=${code2}&state=${made}`);
      await page.locator('#login-phone').waitFor({ state: 'visible', timeout: 20_000 });
      assert.equal(pathOf(page), '/login');
    },
  },
  {
    name: 't3. WeCom: /login?targetModule=3&orderNo=… lands on that order’s detail',
    async run({ page, context, baseURL }) {
      const order = await someOrderOf(baseURL, 'zhangsan');
      await playWecom(page, context, baseURL, { member: 'zhangsan' });
      await page.goto(`/login?targetModule=3&orderNo=${encodeURIComponent(order.orderNo)}`);
      await signedOnUntil(
        page,
        () => queryOf(page).get('orderId') === order.id,
        `the detail of order ${order.orderNo}`,
      );
      assert.notEqual(pathOf(page), '/allorder');
      assert.equal(queryOf(page).get('orderType'), String(order.orderType));
      await waitForText(page, order.orderNo, 20_000);
    },
  },
];
