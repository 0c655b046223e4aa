/**
 * The `wx` a compiled page sees: every call is recorded; `request`/`uploadFile` go to the harness's own reference
 * server whatever origin the build was given (TARO_APP_API_BASE), `login`/`qy.login` answer with codes from the
 * demo identity provider (/obt/dev/wxCode, /obt/dev/qyCode), storage is a real key/value store, and navigation is
 * handed to the page stack (10 pages at most, like WeChat). APIs the harness does not model answer `<name>:ok`,
 * so a page calling one is still recorded and never blocks.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Every asynchronous wx API name Taro knows (@tarojs/shared's needPromiseApis). Taro builds `Taro.x` from
 * `Object.keys(wx)`, so the fake lists them all: an API the harness does not model still exists, is recorded and
 * succeeds, as on a phone.
 */
function taroApiNames() {
  const file = join(dirname(require.resolve('@tarojs/shared/package.json')), 'dist', 'native-apis.js');
  const source = readFileSync(file, 'utf8');
  const list = /const needPromiseApis = new Set\(\[([\s\S]*?)\]\)/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([A-Za-z0-9_]+)'/g)].map((m) => m[1]).concat(PASS_THROUGH_APIS);
}

/** wx APIs Taro passes through unchanged (they answer a Promise themselves on today's base libraries). */
const PASS_THROUGH_APIS = [
  'requestPayment',
  'requestSubscribeMessage',
  'getLocation',
  'chooseLocation',
  'openLocation',
  'getPrivacySetting',
  'openPrivacyContract',
  'requirePrivacyAuthorize',
  'chooseMedia',
  'previewMedia',
  'getNetworkType',
  'onNetworkStatusChange',
  'offNetworkStatusChange',
  'showShareMenu',
  'hideShareMenu',
  'navigateToMiniProgram',
  'setClipboardData',
  'makePhoneCall',
];

const STACK_LIMIT = 10;

/** A wx.request `data` as a query string (GET) the way WeChat serialises it. */
function toQuery(data) {
  if (!data || typeof data !== 'object') return typeof data === 'string' ? data : '';
  return Object.entries(data)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : v)}`)
    .join('&');
}

/**
 * @param {object} opts
 * @param {string} opts.serverBase  http://127.0.0.1:port of the reference server
 * @param {'weapp'|'qywx'} opts.platform
 * @param {(text: string) => unknown} opts.parseJson  JSON.parse of the bundle's realm (answers are its objects)
 * @param {object} opts.nav  { open(url, method), back(delta), stackSize() } from the page stack
 * @param {object} opts.identity  { openid, qyUserId, corpId } the demo user the login codes are for
 */
export function createWx({ serverBase, platform, parseJson, nav, identity }) {
  const calls = [];
  const storage = new Map();
  let inflight = 0;
  let lastActivity = 0;
  const mark = () => {
    lastActivity = performance.now();
  };
  /** Overrides a journey can set: name → (options) => result object (success) or throws {errMsg} (fail). */
  const answers = new Map();

  /**
   * Runs an async API the way WeChat does: callbacks when given; otherwise a Promise that rejects on `fail`
   * (today's base libraries promisify every async API called without callbacks).
   */
  function finish(name, options, run) {
    const opts = options ?? {};
    const promiseStyle = !opts.success && !opts.fail && !opts.complete;
    inflight += 1;
    mark();
    return new Promise((resolve, reject) => {
      Promise.resolve()
        .then(run)
        .then(
          (res) => {
            const result = { errMsg: `${name}:ok`, ...res };
            opts.success?.(result);
            opts.complete?.(result);
            resolve(result);
          },
          (error) => {
            const result = { errMsg: error?.errMsg ?? `${name}:fail ${error?.message ?? error}` };
            const entry = calls.findLast((c) => c.options === opts || c.source === opts);
            if (entry) entry.failed = result.errMsg;
            opts.fail?.(result);
            opts.complete?.(result);
            if (promiseStyle) reject(result);
            else resolve(result);
          },
        )
        .finally(() => {
          inflight -= 1;
          mark();
        });
    });
  }

  function record(name, options) {
    calls.push({ name, options: options && typeof options === 'object' ? { ...options } : options, source: options });
  }

  function apiBasePath(url) {
    const parsed = new URL(url, 'http://mini.invalid');
    return parsed.pathname + parsed.search;
  }

  async function request(options) {
    const method = (options.method || 'GET').toUpperCase();
    let path = apiBasePath(options.url);
    const headers = {};
    for (const [k, v] of Object.entries(options.header ?? {})) headers[k.toLowerCase()] = String(v);
    let body;
    if (method === 'GET' || method === 'HEAD') {
      const q = toQuery(options.data);
      if (q) path += (path.includes('?') ? '&' : '?') + q;
    } else if (options.data !== undefined) {
      const type = headers['content-type'] ?? 'application/json';
      headers['content-type'] = type;
      body = /json/.test(type)
        ? typeof options.data === 'string'
          ? options.data
          : JSON.stringify(options.data)
        : toQuery(options.data);
    }
    const res = await fetch(serverBase + path, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(options.timeout || 60_000),
    });
    const text = await res.text();
    let data = text;
    if ((options.dataType ?? 'json') === 'json') {
      try {
        data = parseJson(text);
      } catch {
        data = text;
      }
    }
    const header = {};
    res.headers.forEach((v, k) => {
      header[k] = v;
    });
    return { statusCode: res.status, data, header };
  }

  async function uploadFile(options) {
    const form = new FormData();
    for (const [k, v] of Object.entries(options.formData ?? {})) form.append(k, String(v));
    const bytes = options.filePath?.startsWith('wxfile://')
      ? Buffer.from('mini-harness-file')
      : readFileSync(options.filePath);
    form.append(options.name || 'file', new Blob([bytes], { type: 'image/png' }), 'upload.png');
    const res = await fetch(serverBase + apiBasePath(options.url), {
      method: 'POST',
      headers: options.header ?? {},
      body: form,
    });
    return { statusCode: res.status, data: await res.text() };
  }

  /**
   * WeChat's privacy check (`__usePrivacyCheck__`): the first privacy API call waits on the app's
   * onNeedPrivacyAuthorization listener; only `resolve({ event: 'agree', buttonId })` naming a rendered button with
   * open-type agreePrivacyAuthorization lets it through, anything else fails it with errno 104.
   */
  let privacyAgreed = false;
  async function privacyGate(name) {
    if (privacyAgreed) return;
    const listener = api.__privacyListener;
    if (!listener) throw { errMsg: `${name}:fail privacy permission is not authorized (no listener)`, errno: 104 };
    const answer = await new Promise((resolve) => listener(resolve, { referrer: name }));
    record('privacy.resolve', answer);
    if (answer?.event === 'agree' && answer.buttonId && nav.isAgreeButton(answer.buttonId)) {
      privacyAgreed = true;
      return;
    }
    throw { errMsg: `${name}:fail privacy permission is not authorized`, errno: 104 };
  }

  /** Where the fake device is: Beijing, near Tiananmen (GCJ-02). */
  const position = { latitude: 39.909, longitude: 116.3975, accuracy: 30 };

  async function devCode(path, body) {
    const res = await fetch(`${serverBase}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await res.json();
    if (!answer?.data?.code) throw { errMsg: `login:fail ${JSON.stringify(answer)}` };
    return answer.data.code;
  }

  const systemInfo = {
    brand: 'devtools',
    model: 'iPhone 13',
    pixelRatio: 3,
    screenWidth: 390,
    screenHeight: 844,
    windowWidth: 390,
    windowHeight: 844,
    statusBarHeight: 47,
    language: 'zh_CN',
    version: '8.0.50',
    system: 'iOS 17.0',
    platform: 'ios',
    SDKVersion: '3.6.0',
    safeArea: { left: 0, right: 390, top: 47, bottom: 810, width: 390, height: 763 },
    environment: platform === 'qywx' ? 'wxwork' : undefined,
  };

  const navigation = (method) => (options) => {
    record(method, options);
    return finish(method, options, async () => {
      if (method === 'navigateTo' && nav.stackSize() >= STACK_LIMIT) {
        throw { errMsg: 'navigateTo:fail webview count limit exceed' };
      }
      if (method === 'navigateBack') await nav.back(options?.delta ?? 1);
      else await nav.open(options.url, method);
      return {};
    });
  };

  const api = {
    request(options) {
      record('request', options);
      const entry = calls.at(-1);
      // The answer stays with the call, for journeys' assertions and failure reports.
      finish('request', options, () =>
        request(options).then(
          (res) => {
            entry.answer = { statusCode: res.statusCode, data: res.data };
            return res;
          },
          (error) => {
            entry.answer = { error: String(error?.message ?? error) };
            throw error;
          },
        ),
      );
      return { abort() {}, onHeadersReceived() {}, offHeadersReceived() {} };
    },
    uploadFile(options) {
      record('uploadFile', options);
      finish('uploadFile', options, () => uploadFile(options));
      return { abort() {}, onProgressUpdate() {} };
    },
    login(options) {
      record('login', options);
      return finish('login', options, async () => ({
        code: await devCode('/obt/dev/wxCode', { openid: identity.openid }),
      }));
    },
    qy:
      platform === 'qywx'
        ? {
            login(options) {
              record('qy.login', options);
              return finish('qy.login', options, async () => ({
                code: await devCode('/obt/dev/qyCode', { userid: identity.qyUserId, corpId: identity.corpId }),
              }));
            },
            checkSession(options) {
              record('qy.checkSession', options);
              return finish('qy.checkSession', options, () => ({}));
            },
          }
        : undefined,
    getStorageSync: (key) => (storage.has(key) ? structuredClone(storage.get(key)) : ''),
    setStorageSync: (key, value) => void storage.set(key, structuredClone(value)),
    removeStorageSync: (key) => void storage.delete(key),
    clearStorageSync: () => storage.clear(),
    getStorageInfoSync: () => ({ keys: [...storage.keys()], currentSize: 1, limitSize: 10240 }),
    getStorage: (o) =>
      finish('getStorage', o, () => {
        if (!storage.has(o.key)) throw { errMsg: 'getStorage:fail data not found' };
        return { data: structuredClone(storage.get(o.key)) };
      }),
    setStorage: (o) => finish('setStorage', o, () => void storage.set(o.key, structuredClone(o.data))),
    removeStorage: (o) => finish('removeStorage', o, () => void storage.delete(o.key)),
    getSystemInfoSync: () => ({ ...systemInfo }),
    getSystemInfo: (o) => finish('getSystemInfo', o, () => ({ ...systemInfo })),
    getWindowInfo: () => ({ ...systemInfo }),
    getDeviceInfo: () => ({ ...systemInfo }),
    getAppBaseInfo: () => ({ ...systemInfo }),
    getSystemSetting: () => ({ locationEnabled: true, wifiEnabled: true }),
    getAppAuthorizeSetting: () => ({ locationAuthorized: 'authorized' }),
    getMenuButtonBoundingClientRect: () => ({ width: 87, height: 32, top: 51, right: 383, bottom: 83, left: 296 }),
    getLaunchOptionsSync: () => ({ path: 'pages/home/index', query: {}, scene: 1001, referrerInfo: {} }),
    getEnterOptionsSync: () => ({ path: 'pages/home/index', query: {}, scene: 1001, referrerInfo: {} }),
    canIUse: () => true,
    nextTick: (fn) => setTimeout(fn, 0),
    getAccountInfoSync: () => ({ miniProgram: { appId: 'wx-mini-harness', envVersion: 'develop', version: '' } }),
    navigateTo: navigation('navigateTo'),
    redirectTo: navigation('redirectTo'),
    reLaunch: navigation('reLaunch'),
    switchTab: navigation('switchTab'),
    navigateBack: navigation('navigateBack'),
    createSelectorQuery() {
      const query = {
        in: () => query,
        select: () => node,
        selectAll: () => node,
        selectViewport: () => node,
        exec: (cb) => setTimeout(() => cb?.([]), 0),
      };
      const node = {
        boundingClientRect: () => query,
        scrollOffset: () => query,
        fields: () => query,
        node: () => query,
        context: () => query,
      };
      return query;
    },
    createIntersectionObserver: () => ({
      relativeTo() {
        return this;
      },
      relativeToViewport() {
        return this;
      },
      observe() {},
      disconnect() {},
    }),
    createMapContext: (id) => {
      record('createMapContext', id);
      return new Proxy({}, { get: (_t, name) => (o) => finish(`MapContext.${String(name)}`, o, () => ({})) });
    },
    getUpdateManager: () => ({ onCheckForUpdate() {}, onUpdateReady() {}, onUpdateFailed() {}, applyUpdate() {} }),
    getLocation(options) {
      record('getLocation', options);
      return finish('getLocation', options, async () => {
        await privacyGate('getLocation');
        return { ...position, speed: 0, altitude: 0, verticalAccuracy: 0, horizontalAccuracy: 30 };
      });
    },
    chooseLocation(options) {
      record('chooseLocation', options);
      return finish('chooseLocation', options, async () => {
        await privacyGate('chooseLocation');
        return { name: '天安门', address: '北京市东城区东长安街', ...position };
      });
    },
    chooseMedia(options) {
      record('chooseMedia', options);
      return finish('chooseMedia', options, async () => {
        await privacyGate('chooseMedia');
        return {
          type: 'image',
          tempFiles: [{ tempFilePath: 'wxfile://tmp/harness.png', size: 17, fileType: 'image' }],
        };
      });
    },
    chooseImage(options) {
      record('chooseImage', options);
      return finish('chooseImage', options, async () => {
        await privacyGate('chooseImage');
        return {
          tempFilePaths: ['wxfile://tmp/harness.png'],
          tempFiles: [{ path: 'wxfile://tmp/harness.png', size: 17 }],
        };
      });
    },
    getPrivacySetting(options) {
      record('getPrivacySetting', options);
      return finish('getPrivacySetting', options, () => ({
        needAuthorization: !privacyAgreed,
        privacyContractName: '《商旅通小程序隐私保护指引》',
      }));
    },
    // A dialog is answered with its primary button, as a user reading it would (journeys can override it).
    showModal(options) {
      record('showModal', options);
      const answer = answers.get('showModal');
      return finish('showModal', options, () => (answer ? answer(options) : { confirm: true, cancel: false }));
    },
    onNeedPrivacyAuthorization(listener) {
      record('onNeedPrivacyAuthorization', listener);
      api.__privacyListener = listener;
    },
  };

  /** Unknown APIs: `on*`/`off*` register nothing, `*Sync` answer undefined, the rest succeed with `<name>:ok`. */
  const known = new Set(taroApiNames());
  const wx = new Proxy(api, {
    ownKeys(target) {
      return [...new Set([...Reflect.ownKeys(target), ...known])];
    },
    getOwnPropertyDescriptor(target, name) {
      const own = Reflect.getOwnPropertyDescriptor(target, name);
      if (own || typeof name !== 'string' || !known.has(name)) return own;
      return { configurable: true, enumerable: true, writable: true, value: wx[name] };
    },
    get(target, name) {
      if (typeof name !== 'string' || name in target) return target[name];
      if (name === 'then' || name === 'webpackJsonp') return undefined;
      if (/^(on|off)[A-Z]/.test(name)) return (arg) => record(name, arg);
      if (/Sync$/.test(name)) return (arg) => void record(name, arg);
      return (options) => {
        record(name, options);
        const answer = answers.get(name);
        return finish(name, options, () => (answer ? answer(options) : {}));
      };
    },
    has(target, name) {
      return typeof name === 'string' && name !== 'webpackJsonp' ? true : name in target;
    },
  });

  return {
    wx,
    calls,
    storage,
    answers,
    idle: (quietMs) => inflight === 0 && performance.now() - lastActivity >= quietMs,
    touch: mark,
  };
}
