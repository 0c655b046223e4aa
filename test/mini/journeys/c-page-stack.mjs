/**
 * The 10-page stack (TOOLCHAIN "Mini-program limits", src/router/navigate.ts): pushing screens fills WeChat's stack
 * to 10, and the next navigation inside the app replaces the top screen (redirectTo) instead of failing with
 * "webview count limit exceed". Back from there returns to the 9th screen.
 */
import assert from 'node:assert/strict';
import { signedInToken } from '../lib/session.mjs';

const SCREENS = [
  'pages/noticeList/index',
  'pages/service/index',
  'pages/userCenter/message/index',
  'packages/user/pages/company/index',
  'packages/user/pages/userInfo/index',
  'packages/user/pages/CommonInfo/index',
  'packages/flight/pages/policy/index',
  'pages/userCenter/index',
  'packages/user/pages/settings/index',
];
/** A link of the settings screen (the 10th page) and where it leads. */
const LINK = /^关于/;
const LINK_TARGET = 'packages/user/pages/settings/about/index';

export const journeys = [
  {
    name: 'a full page stack (10) makes the next navigation a redirectTo',
    platforms: ['weapp', 'qywx'],
    async run({ host, server, user }) {
      host.wx.setStorageSync('obt.token', await signedInToken(server, user));
      host.launch();
      await host.open('/pages/home/index', 'reLaunch');
      for (const screen of SCREENS) {
        await host.open(`/${screen}`, 'navigateTo');
        await host.settle({ quietMs: 100 });
      }
      assert.equal(host.stack.length, 10, `the stack holds ${host.stack.length} pages`);
      const before = host.calls.length;
      await host.tap(LINK);
      const nav = await host.until(
        () => host.calls.slice(before).find((c) => /^(navigateTo|redirectTo|reLaunch)$/.test(c.name)),
        { what: 'a navigation from the 10th screen' },
      );
      assert.equal(nav.name, 'redirectTo', `with 10 pages the app used ${nav.name} (${nav.options?.url})`);
      await host.until(() => host.top()?.route === LINK_TARGET, { what: `${LINK_TARGET} on top` });
      await host.settle();
      assert.equal(host.stack.length, 10, 'the stack grew past 10');
      assert.ok(!host.calls.some((c) => c.name === 'navigateTo' && c.failed), 'a navigateTo failed');
      await host.back(1);
      assert.equal(host.top().route, SCREENS.at(-2), 'back did not return to the 9th screen');
    },
  },
];
