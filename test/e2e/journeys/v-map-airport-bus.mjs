/**
 * (v) Issue 11, maps and location: the airport-bus screen's map works with no network beyond the reference server
 * (every outside host blocked). In the browser: the offline Leaflet map over the server's basemap shows the
 * airport marker, zooms by its buttons and by the keyboard, pans with the arrow keys, and "show my position"
 * (browser geolocation) adds my marker and the driving route. Inside the app shell (fake bridge): a refused
 * location shows the SPEC §8 message, no map app installed shows the SPEC §8 alert, and one installed app is
 * opened at the airport.
 */
import assert from 'node:assert/strict';
import { ACCOUNTS, buttonByText, confirmModal, loginAs, waitForText } from '../lib/helpers.mjs';
import {
  APP_SHELL_USER_AGENT,
  bridgeCalls,
  blockOutsideHosts,
  installFakeBridge,
  waitForBridgeCall,
} from '../lib/fakeBridge.mjs';

const SCREEN = '/tk/airportBus?airport=PEK';
const DENIED_TEXT = '定位权限未开启，请在系统设置中允许本应用使用定位';
const NO_MAP_APP_TEXT = '您的手机未安装高德地图、百度地图或腾讯地图';

/** The map of the screen in front, once its engine is ready. */
async function readyMap(page) {
  const map = page.locator('.obt-map[data-status=ready]').filter({ visible: true }).first();
  try {
    await map.waitFor({ state: 'visible', timeout: 20_000 });
  } catch {
    const status = await page
      .locator('.obt-map')
      .first()
      .getAttribute('data-status')
      .catch(() => 'absent');
    throw new Error(`the map did not become ready (status ${status})`);
  }
  return map;
}

const marker = (map, id) => map.locator(`[data-marker-id="${id}"]`);
const zoomOf = async (map) => Number(await map.getAttribute('data-zoom'));

async function waitForZoom(map, expected, why) {
  for (let i = 0; i < 30; i++) {
    if ((await zoomOf(map)) === expected) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`zoom is ${await zoomOf(map)}, expected ${expected} ${why}`);
}

export const journeys = [
  {
    name: 'v-map offline map: airport marker, zoom by buttons and keyboard, my position and the route',
    async run({ page, context, baseURL }) {
      const blocked = await blockOutsideHosts(context, baseURL);
      await context.grantPermissions(['geolocation'], { origin: baseURL });
      // Tian'anmen in WGS-84, as a phone's GPS reports it.
      await context.setGeolocation({ latitude: 39.9042, longitude: 116.4074, accuracy: 20 });
      await page.goto('/login');
      await loginAs(page, ACCOUNTS.employee);
      await page.goto(SCREEN);
      const map = await readyMap(page);
      await marker(map, 'airport').waitFor({ state: 'visible' });
      // The basemap really is drawn: land, district cells and roads are vector paths.
      const paths = await map.locator('svg path').count();
      assert.ok(paths > 50, `only ${paths} basemap paths drawn`);
      assert.equal(await map.getAttribute('aria-label'), '机场位置');

      const start = await zoomOf(map);
      await map.getByRole('button', { name: '放大' }).click();
      await waitForZoom(map, start + 1, 'after the zoom-in button');
      await map.getByRole('button', { name: '缩小' }).click();
      await waitForZoom(map, start, 'after the zoom-out button');
      // Keyboard: the map takes focus; '+' zooms in, arrows pan.
      await map.locator('.obt-map__canvas').focus();
      await page.keyboard.press('+');
      await waitForZoom(map, start + 1, "after the '+' key");
      const pane = map.locator('.leaflet-map-pane');
      const before = await pane.evaluate((el) => el.style.transform);
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(([el, was]) => el.style.transform !== was, [await pane.elementHandle(), before], {
        timeout: 3_000,
      });

      await buttonByText(page, '显示我的位置').click();
      await marker(map, 'me').waitFor({ state: 'visible', timeout: 15_000 });
      await waitForText(page, '驾车约');
      assert.equal(await map.locator('path.obt-map__route').count(), 1, 'the route line is drawn once');
      assert.deepEqual(blocked, [], `requests tried to leave the machine: ${blocked.join(', ')}`);
    },
  },
  {
    name: 'v-map app shell: location refused shows its message, no map app shows the alert',
    async run({ page, context, baseURL }) {
      const blocked = await blockOutsideHosts(context, baseURL);
      await installFakeBridge(context, {
        userAgent: APP_SHELL_USER_AGENT,
        location: { error: { code: 1, message: 'denied' } },
        mapApps: [],
      });
      await page.goto('/login');
      await loginAs(page, ACCOUNTS.employee);
      await page.goto(SCREEN);
      const map = await readyMap(page);
      await marker(map, 'airport').waitFor({ state: 'visible' });

      await buttonByText(page, '显示我的位置').click();
      await waitForText(page, DENIED_TEXT);
      assert.equal(await page.getByRole('alert').filter({ hasText: DENIED_TEXT }).count(), 1);
      await waitForBridgeCall(page, 'getLocation');
      assert.equal(await marker(map, 'me').count(), 0, 'no position marker after a refusal');

      await buttonByText(page, '导航去机场').click();
      await confirmModal(page, NO_MAP_APP_TEXT);
      assert.equal((await bridgeCalls(page, 'openMapApp')).length, 0, 'no map app opened');
      assert.deepEqual(blocked, [], `requests tried to leave the machine: ${blocked.join(', ')}`);
    },
  },
  {
    name: 'v-map app shell: my position from the bridge, navigate opens the one installed map app',
    async run({ page, context, baseURL }) {
      const blocked = await blockOutsideHosts(context, baseURL);
      await installFakeBridge(context, { userAgent: APP_SHELL_USER_AGENT, mapApps: ['amap'] });
      await page.goto('/login');
      await loginAs(page, ACCOUNTS.employee);
      await page.goto(SCREEN);
      const map = await readyMap(page);
      await buttonByText(page, '显示我的位置').click();
      await marker(map, 'me').waitFor({ state: 'visible', timeout: 15_000 });
      const [asked] = await bridgeCalls(page, 'getLocation');
      assert.equal(asked.args.type, 'gcj02');

      await buttonByText(page, '导航去机场').click();
      await waitForBridgeCall(page, 'openMapApp');
      const [opened] = await bridgeCalls(page, 'openMapApp');
      assert.equal(opened.args.app, 'amap');
      assert.equal(opened.args.name, '北京首都国际机场');
      assert.ok(Math.abs(opened.args.lat - 40.08) < 0.02 && Math.abs(opened.args.lng - 116.59) < 0.02);
      assert.deepEqual(blocked, [], `requests tried to leave the machine: ${blocked.join(', ')}`);
    },
  },
];
