/**
 * A controllable fake of the native app shell's bridge (`window.ObtNativeBridge`, docs/bridge.md) for browser
 * journeys. `installFakeBridge(context, options)` adds an init script, so every page of the context (reloads
 * included) starts inside the "shell". Every call is recorded (in sessionStorage, so reloads keep them), and the
 * answers can be changed while the page runs with `setBridge`.
 *
 * Options (all optional; JSON-serialisable because they travel into the page):
 * - version: string (default '9.9.0-test')
 * - pushClientId: string (default 'fake-cid-0001'; '' = not registered yet)
 * - location: { latitude, longitude, accuracy? } (GCJ-02) or { error: { code, message? } }
 *   (codes: 1 denied, 2 unavailable, 3 timeout, -1501…-1505); default a point in Beijing
 * - permissions: { location?: 1|0|-1, … } what getPermission answers (default 1 for every name)
 * - requestPermission: { location?: 1|0|-1, … } what requestPermission answers (default: the permissions value)
 * - network: 'wifi' | 'cellular' | 'none' | 'unknown' (default 'wifi')
 * - mapApps: ['amap', 'baidu', 'tencent'] subset (default all three); openMapApp: boolean answer (default true)
 * - payment: 'success' | 'cancel' | 'fail' (default 'success')
 * - recordNetwork: true records the 500 ms getNetworkType polls too (off by default)
 * - userAgent: string replacing navigator.userAgent (e.g. APP_SHELL_USER_AGENT: the page sees an Android phone)
 * - noBridge: true installs no bridge object at all (detection by the user agent alone)
 * - lateMs: installs the bridge only this many ms after the page started (shells that inject it late)
 * - omit: member names to leave out (an older shell), e.g. ['requestPayment']
 *
 * In the page: `window.__obtBridge.calls` (the recorded calls), `window.__obtBridge.pressBack()` (plays a
 * hardware back press: calls the registered handler, records `exitApp` when the page asks for it).
 */

/** The user agent token the shell adds (src/hosts/runtime/detect.ts APP_SHELL_UA). */
export const APP_SHELL_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 ObtApp/9.9.0';

/** Runs inside the page before any of its scripts. */
function fakeBridgeInit(options) {
  const CALLS = '__obtBridgeCalls';
  const OVERRIDES = '__obtBridgeOverrides';
  const read = (key, fallback) => {
    try {
      const raw = sessionStorage.getItem(key);
      return raw ? JSON.parse(raw) : fallback;
    } catch {
      return fallback;
    }
  };
  const write = (key, value) => {
    try {
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // a page without sessionStorage keeps the in-memory copy only
    }
  };
  const state = { calls: read(CALLS, []), backHandler: null };
  const current = () => ({ ...options, ...read(OVERRIDES, {}) });
  const record = (name, args) => {
    state.calls.push({ name, args: args === undefined ? null : JSON.parse(JSON.stringify(args)) });
    write(CALLS, state.calls);
  };
  const delay = (value) => new Promise((resolve) => setTimeout(() => resolve(value), 5));
  const fail = (error) => new Promise((_, reject) => setTimeout(() => reject(error), 5));
  const flagFor = (table, name, fallback) => {
    const t = current()[table];
    return t && (t[name] === 1 || t[name] === 0 || t[name] === -1) ? t[name] : fallback;
  };

  const bridge = {
    version: current().version ?? '9.9.0-test',
    getPushClientId() {
      record('getPushClientId');
      const cid = current().pushClientId;
      return delay(typeof cid === 'string' ? cid : 'fake-cid-0001');
    },
    getLocation(opts) {
      record('getLocation', opts);
      const loc = current().location ?? { latitude: 39.908823, longitude: 116.39747, accuracy: 30 };
      return loc.error ? fail(loc.error) : delay(loc);
    },
    getPermission(name) {
      record('getPermission', name);
      return delay(flagFor('permissions', name, 1));
    },
    requestPermission(name) {
      record('requestPermission', name);
      return delay(flagFor('requestPermission', name, flagFor('permissions', name, 1)));
    },
    openSettings() {
      record('openSettings');
    },
    getNetworkType() {
      // Polled every 500 ms: recorded only when a journey asks (recordNetwork), or it floods the list.
      if (current().recordNetwork) record('getNetworkType');
      return delay(current().network ?? 'wifi');
    },
    installedMapApps() {
      record('installedMapApps');
      return delay(current().mapApps ?? ['amap', 'baidu', 'tencent']);
    },
    openMapApp(opts) {
      record('openMapApp', opts);
      return delay(current().openMapApp ?? true);
    },
    onBackButton(handler) {
      record('onBackButton');
      state.backHandler = handler;
    },
    exitApp() {
      record('exitApp');
    },
    requestPayment(opts) {
      record('requestPayment', opts);
      return delay(current().payment ?? 'success');
    },
  };
  for (const name of options.omit ?? []) delete bridge[name];

  if (options.userAgent) {
    Object.defineProperty(Navigator.prototype, 'userAgent', { get: () => options.userAgent, configurable: true });
  }
  window.__obtBridge = {
    get calls() {
      return state.calls;
    },
    set(patch) {
      write(OVERRIDES, { ...read(OVERRIDES, {}), ...patch });
    },
    clearCalls() {
      state.calls = [];
      write(CALLS, state.calls);
    },
    hasBackHandler() {
      return typeof state.backHandler === 'function';
    },
    /** A hardware back press: true when the page handled it. */
    pressBack() {
      record('backPress');
      return typeof state.backHandler === 'function' ? Boolean(state.backHandler()) : false;
    },
  };
  if (options.noBridge) return;
  if (options.lateMs > 0) setTimeout(() => (window.ObtNativeBridge = bridge), options.lateMs);
  else window.ObtNativeBridge = bridge;
}

/** Installs the fake bridge for every page of `context` (call before the first page.goto). */
export async function installFakeBridge(context, options = {}) {
  await context.addInitScript(fakeBridgeInit, options);
}

/** Changes the bridge's answers on the running page (and for later reloads). */
export async function setBridge(page, patch) {
  await page.evaluate((p) => window.__obtBridge.set(p), patch);
}

/** The recorded calls, optionally only those named `name`. */
export async function bridgeCalls(page, name) {
  const calls = await page.evaluate(() => window.__obtBridge.calls);
  return name ? calls.filter((call) => call.name === name) : calls;
}

/** Waits until the page has called `name` at least `count` times; returns those calls. */
export async function waitForBridgeCall(page, name, { count = 1, timeout = 15_000 } = {}) {
  try {
    await page.waitForFunction(
      ([n, c]) => window.__obtBridge.calls.filter((call) => call.name === n).length >= c,
      [name, count],
      { timeout, polling: 100 },
    );
  } catch {
    const seen = (await bridgeCalls(page).catch(() => [])).map((call) => call.name);
    throw new Error(`expected the page to call the bridge's ${name} ${count}×; it called: ${JSON.stringify(seen)}`);
  }
  return bridgeCalls(page, name);
}

/** Plays a hardware back press; resolves whether the page handled it. */
export async function pressBack(page) {
  await page
    .waitForFunction(() => window.__obtBridge.hasBackHandler(), undefined, { timeout: 15_000 })
    .catch(() => {
      throw new Error('the page never registered a back-button handler with the bridge (onBackButton)');
    });
  return page.evaluate(() => window.__obtBridge.pressBack());
}

/**
 * Blocks every request that leaves the loopback server: no journey may depend on the internet. Outside
 * requests are answered locally with an empty 204 (an abort would count as a page problem in the runner)
 * and listed in the returned array, so a journey can assert nothing tried to leave.
 */
export async function blockOutsideHosts(context, baseURL) {
  const own = new URL(baseURL).host;
  const blocked = [];
  await context.route(
    (url) => url.host !== own && /^(https?|wss?):$/.test(url.protocol),
    (route) => {
      blocked.push(route.request().url());
      return route.fulfill({ status: 204, body: '' });
    },
  );
  return blocked;
}
