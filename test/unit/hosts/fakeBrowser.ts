/** A minimal browser surface for H5 host tests in the node environment. */

export interface FakeBrowser {
  location: { href: string; pathname: string; search: string; hash: string; hostname: string };
  history: { state: unknown; replaceState: jest.Mock };
  documentElement: { lang: string; dataset: Record<string, string> };
  setUrl(url: string): void;
}

export const UA = {
  chromeDesktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  wecomAndroid:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/107.0 Mobile Safari/537.36 wxwork/4.1.10 MicroMessenger/7.0.1 NetType/WIFI Language/zh',
  wecomIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.10 MicroMessenger/7.0.1 Language/zh',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/107.0 Mobile Safari/537.36 MicroMessenger/8.0.40.2420(0x28002837) NetType/WIFI Language/zh_CN',
  shellAndroid:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 ObtApp/3.2.0',
  shellIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ObtApp/3.2.0',
} as const;

const GLOBALS = ['window', 'navigator', 'location', 'history', 'document'] as const;

function define(name: string, value: unknown): void {
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}

/** Installs window/navigator/location/history/document on globalThis. */
export function installBrowser(opts: { url: string; userAgent: string; bridge?: unknown }): FakeBrowser {
  const location = { href: '', pathname: '', search: '', hash: '', hostname: '' };
  const setUrl = (url: string): void => {
    const u = new URL(url);
    Object.assign(location, {
      href: u.href,
      pathname: u.pathname,
      search: u.search,
      hash: u.hash,
      hostname: u.hostname,
    });
  };
  setUrl(opts.url);
  const history = {
    state: { idx: 0 } as unknown,
    replaceState: jest.fn((_state: unknown, _title: string, url: string) => setUrl(new URL(url, location.href).href)),
  };
  const documentElement = { lang: '', dataset: {} as Record<string, string> };
  const navigator = { userAgent: opts.userAgent, maxTouchPoints: 0 };
  const win: Record<string, unknown> = { location, history, navigator, document: { documentElement } };
  if (opts.bridge !== undefined) win.ObtNativeBridge = opts.bridge;
  define('window', win);
  define('navigator', navigator);
  define('location', location);
  define('history', history);
  define('document', { documentElement });
  return { location, history, documentElement, setUrl };
}

/** Removes what {@link installBrowser} added. */
export function uninstallBrowser(): void {
  for (const name of GLOBALS) delete (globalThis as Record<string, unknown>)[name];
}

/** Sets or (with undefined) removes a TARO_APP_* key for the code under test. */
export function setEnv(key: string, value: string | undefined): void {
  const env = process.env as Record<string, string | undefined>;
  if (value === undefined) delete env[key];
  else env[key] = value;
}
