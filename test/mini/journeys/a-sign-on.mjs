/**
 * Sign-on journeys (SPEC §4, §7 Account): the app starts on its first page with no session and signs in by itself.
 * weapp: wx.login → getOpenId → wxLogin → /home. qywx: wx.qy.login → qyLogin → /home, with the code WeCom would give
 * for the corp the build was configured with (TARO_APP_WECOM_CORP_ID).
 */
import assert from 'node:assert/strict';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEnv } from '../lib/buildEnv.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const HOME = 'pages/home/index';

function requestPaths(host) {
  return host.calls.filter((c) => c.name === 'request').map((c) => new URL(c.options.url, 'http://x').pathname);
}

async function launchSignedOut(host) {
  host.launch();
  await host.open(`/${host.appJson.pages[0]}`, 'reLaunch');
  await host.untilSignedOn(() => host.top()?.route === HOME && host.wx.getStorageSync('obt.token'), {
    timeoutMs: 15_000,
    what: `the sign-on to land on /home (stack: ${host.stack.map((e) => e.route).join(' > ')})`,
  });
  await host.settle();
}

export const journeys = [
  {
    name: 'sign-on: wx.login → getOpenId → wxLogin lands on /home',
    platforms: ['weapp'],
    user: 'demo-openid-1',
    async run({ host }) {
      await launchSignedOut(host);
      const names = host.calls.map((c) => c.name);
      assert.ok(names.includes('login'), 'wx.login was never called');
      const paths = requestPaths(host);
      const openId = paths.indexOf('/obt/getOpenId');
      const wxLogin = paths.indexOf('/obt/wxLogin');
      assert.ok(openId >= 0 && wxLogin > openId, `expected getOpenId then wxLogin, requests were ${paths.join(', ')}`);
      assert.ok(paths.slice(wxLogin).includes('/obt/getLoginUserInfo'), 'the user info was not loaded after sign-on');
      assert.ok(host.text().length > 0, 'home drew nothing');
    },
  },
  {
    name: 'sign-on: wx.qy.login → qyLogin lands on /home',
    platforms: ['qywx'],
    // WeCom user zhangsan is the same employee as open id 1: the two never sign in at the same time.
    user: 'demo-openid-1',
    identity: { qyUserId: 'zhangsan', corpId: buildEnv(root, 'TARO_APP_WECOM_CORP_ID') ?? '' },
    async run({ host }) {
      await launchSignedOut(host);
      assert.ok(
        host.calls.some((c) => c.name === 'qy.login'),
        'wx.qy.login was never called',
      );
      const paths = requestPaths(host);
      assert.ok(paths.includes('/obt/qyLogin'), `qyLogin was never called: ${paths.join(', ')}`);
      assert.ok(!paths.includes('/obt/getOpenId'), 'the WeCom build used the WeChat chain');
    },
  },
];
