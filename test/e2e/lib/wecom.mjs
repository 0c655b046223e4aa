/**
 * Playing WeCom's part in a browser journey, with no network:
 * - the page runs with a WeCom (wxwork) user agent (CDP override, so the runner's own listeners stay attached);
 * - open.weixin.qq.com's OAuth authorize is intercepted: it checks appid and state as WeCom would (state only
 *   a-zA-Z0-9, at most 128 bytes), asks the reference server's demo provider (/obt/dev/qyCode) for a code of the
 *   member, and redirects back to redirect_uri with code and state;
 * - `window.WeixinJSBridge` (the boundary @wecom/jssdk talks to) is a recording fake: agentConfig and
 *   preVerifyJSAPI succeed, geoLocation answers a GCJ-02 point, shareAppMessage succeeds. Nothing of the SDK itself
 *   is replaced.
 * Every other non-loopback request is aborted.
 */
import { createHash } from 'node:crypto';

export const WECOM_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 ' +
  'wxwork/4.1.10 MicroMessenger/7.0.1 NetType/WIFI Language/zh';
export const DEMO_WECOM_CORP_ID = 'ww0000demo0000corp';
export const DEMO_AGENT_TICKET = 'demo-agent-ticket-0001';
export const DEMO_CORP_TICKET = 'demo-jsapi-ticket-0001';

/** The fake bridge, as an init script (runs before the app in every document). */
function fakeBridgeScript(location) {
  const calls = [];
  Object.defineProperty(window, '__wecomCalls', { value: calls });
  const answers = {
    geoLocation: () => ({ latitude: location.lat, longitude: location.lng, accuracy: 25, speed: 0 }),
  };
  window.WeixinJSBridge = {
    invoke(name, params, callback) {
      calls.push({ name, params: JSON.parse(JSON.stringify(params || {})), url: window.location.href.split('#')[0] });
      const extra = answers[name] ? answers[name]() : {};
      setTimeout(() => callback({ err_msg: `${name}:ok`, ...extra }), 0);
    },
    on() {},
  };
  document.addEventListener('DOMContentLoaded', () => document.dispatchEvent(new Event('WeixinJSBridgeReady')));
}

/**
 * Installs WeCom around `page`. `member`: the WeCom userid signing in. Returns a recorder of what WeCom saw.
 */
export async function playWecom(
  page,
  context,
  baseURL,
  { member = 'zhangsan', location = { lat: 31.2304, lng: 121.4737 } } = {},
) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setUserAgentOverride', { userAgent: WECOM_UA });
  await context.addInitScript(fakeBridgeScript, location);
  const seen = { authorize: [], blocked: [] };
  const loopback = new URL(baseURL).host;
  await context.route(
    (url) => url.host !== loopback,
    async (route) => {
      const url = new URL(route.request().url());
      if (url.host === 'open.weixin.qq.com' && url.pathname === '/connect/oauth2/authorize') {
        const appid = url.searchParams.get('appid') ?? '';
        const state = url.searchParams.get('state') ?? '';
        const redirectUri = url.searchParams.get('redirect_uri') ?? '';
        seen.authorize.push({ appid, state, redirectUri, scope: url.searchParams.get('scope') });
        if (!/^[A-Za-z0-9]{0,128}$/.test(state) || appid !== DEMO_WECOM_CORP_ID || !redirectUri) {
          // What WeCom shows for a bad request: an error page, no code.
          await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>参数错误</p>' });
          return;
        }
        const res = await fetch(`${baseURL}/obt/dev/qyCode`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userid: member, corpId: appid }),
        });
        const code = (await res.json()).data?.code;
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', state);
        await route.fulfill({ status: 302, headers: { location: back.toString() } });
        return;
      }
      seen.blocked.push(url.toString());
      await route.abort('blockedbyclient');
    },
  );
  return seen;
}

/** The bridge calls the page has made so far. */
export function wecomCalls(page) {
  return page.evaluate(() => window.__wecomCalls.slice());
}

/** sha1 of WeCom's JS-SDK signature string. */
export function jsSdkSignature(ticket, nonceStr, timestamp, url) {
  return createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`)
    .digest('hex');
}
