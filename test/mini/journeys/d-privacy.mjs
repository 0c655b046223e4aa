/**
 * Privacy authorisation (src/hosts/privacy, app.config `__usePrivacyCheck__`): on /tk/airportBus "show my position"
 * calls getLocation; WeChat holds it until the app's onNeedPrivacyAuthorization listener answers. The consent sheet
 * appears; agreeing through the agree button (open-type agreePrivacyAuthorization, its id given to resolve) lets the
 * location through and the route to the airport is drawn; declining fails it with the SPEC §8 permission message.
 */
import assert from 'node:assert/strict';

const BUS = 'packages/flight/pages/airportBus/index?airport=PEK';
const PROMPT = '用户隐私保护提示';

async function openAndLocate(host, server, user) {
  const { signedInToken } = await import('../lib/session.mjs');
  host.wx.setStorageSync('obt.token', await signedInToken(server, user));
  host.launch();
  await host.open('/pages/home/index', 'reLaunch');
  await host.settle();
  await host.open(`/${BUS}`, 'navigateTo');
  await host.until(() => host.find('显示我的位置'), { what: () => `the locate button (${host.text().slice(0, 300)})` });
  // The map section redraws when the airport's place answer arrives: let it settle, and tap again if a redraw
  // swallowed the tap (a finger would simply tap again).
  await host.settle();
  for (let attempt = 1; ; attempt += 1) {
    await host.tap('显示我的位置');
    try {
      await host.until(() => host.text().includes(PROMPT), {
        timeoutMs: 4_000,
        what: () => `the privacy sheet (${host.text().slice(0, 300)})`,
      });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

export const journeys = [
  {
    name: 'privacy: agreeing on the consent sheet lets getLocation through',
    platforms: ['weapp', 'qywx'],
    async run({ host, server, user }) {
      await openAndLocate(host, server, user);
      await host.dispatch('同意', 'agreeprivacyauthorization', {});
      await host.until(() => !host.text().includes(PROMPT), { what: 'the sheet to close' });
      await host.until(() => /驾车约[\d.]+公里/.test(host.text()), {
        what: () => `the route after locating (${host.text().slice(0, 400)})`,
      });
      const resolved = host.calls.find((c) => c.name === 'privacy.resolve');
      assert.deepEqual({ ...resolved.options }, { event: 'agree', buttonId: 'obt-privacy-agree' });
    },
  },
  {
    name: 'privacy: declining shows the location permission message',
    platforms: ['weapp'],
    async run({ host, server, user }) {
      await openAndLocate(host, server, user);
      await host.tap('拒绝');
      await host.until(() => host.text().includes('定位权限获取失败'), {
        what: () => `the permission message (${host.text().slice(0, 400)})`,
      });
      assert.ok(!host.text().includes(PROMPT), 'the sheet stayed open');
    },
  },
];
