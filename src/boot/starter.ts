/**
 * The early first call (issue 17), bundled into index.html by config/firstCalls.ts and run before the entry has
 * downloaded: for the visited route it builds the context the app would build (query, storage with the 48-hour rule,
 * clock, language), asks the route's builder and, with a stored token, sends the POST with the headers the transport
 * sends (src/api/transport.ts buildHeaders). The answer waits on `window` for the transport's early hook
 * (src/hosts/early), which hands it to the page's own first request when that request is the same call.
 */
import type { FirstCallContext, FirstCalls } from './firstCall';
import { EARLY_CALL_KEY, type EarlyCall, type EarlyWindow } from './early';
import type { FirstScreenWindow } from './firstScreen';
import { stableJson } from './stableJson';
import { STORAGE_KEYS, isCacheExpired, isGeoCacheKey } from '../domain/session';
import { clock } from '../hosts/clock';

/** What the starter needs from the page (the browser in production; fakes in tests). */
export interface StarterHost {
  readonly pathname: string;
  readonly search: string;
  /** localStorage.getItem. */
  getItem(key: string): string | null;
  send(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; data: unknown }>;
  /** Starts an image's download with high priority (the page's <img> then finds it in the memory cache). */
  preloadImage(src: string): void;
  /** Where the early answers wait for the app (and the first screen's values for index.html's body script). */
  readonly target: EarlyWindow & FirstScreenWindow;
}

/** A stored value as src/hosts/storage wrote it (Taro's `{data}` wrapper on H5), null when missing or unreadable. */
function readStored(host: StarterHost, key: string): unknown {
  try {
    const wrapped = JSON.parse(host.getItem(key) ?? 'null') as { data?: unknown } | null;
    return wrapped && typeof wrapped === 'object' && wrapped.data !== undefined && wrapped.data !== ''
      ? wrapped.data
      : null;
  } catch {
    return null;
  }
}

function queryOf(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const at = part.indexOf('=');
    const decode = (s: string) => {
      try {
        return decodeURIComponent(s.replace(/\+/g, ' '));
      } catch {
        return s;
      }
    };
    query[decode(at < 0 ? part : part.slice(0, at))] = at < 0 ? '' : decode(part.slice(at + 1));
  }
  return query;
}

/** The context the app would build on this device now. */
export function contextOf(host: StarterHost, now: number): FirstCallContext {
  const expired = isCacheExpired(Number(readStored(host, STORAGE_KEYS.lastLoginAt)), now);
  const stored = (key: string): unknown =>
    expired && (key === STORAGE_KEYS.history || isGeoCacheKey(key)) ? null : readStored(host, key);
  const saved = stored(STORAGE_KEYS.locale);
  return { query: queryOf(host.search), stored, now, locale: saved === 'en-US' ? 'en-US' : 'zh-CN' };
}

/** At most this many first-screen images are fetched early (a phone shows five or six list rows). */
export const EARLY_IMAGES = 6;

function preloadImages(
  images: ((answer: unknown) => readonly string[]) | undefined,
  res: { status: number; data: unknown },
  host: StarterHost,
): void {
  if (!images || res.status !== 200) return;
  let srcs: readonly string[] = [];
  try {
    srcs = images(res.data);
  } catch {
    // An answer of another shape (a refusal envelope): the page shows what it shows, nothing to fetch early.
    return;
  }
  for (const src of srcs.slice(0, EARLY_IMAGES)) if (typeof src === 'string' && src !== '') host.preloadImage(src);
}

/** Sends the visited route's first call when it is known; returns what it left on the window (or null). */
export function startFirstCall(modules: readonly FirstCalls[], base: string, host: StarterHost): EarlyCall | null {
  let builder = null;
  for (const m of modules) if (Object.prototype.hasOwnProperty.call(m, host.pathname)) builder = m[host.pathname];
  if (!builder) return null;
  const now = clock.now();
  const ctx = contextOf(host, now);
  const token = ctx.stored(STORAGE_KEYS.token);
  if (typeof token !== 'string' || token === '') return null;
  const call = builder(ctx);
  if (!call) return null;
  const url = `${base}${call.path}`;
  const headers = {
    'Content-Type': 'application/json',
    'Accept-Language': ctx.locale,
    Authorization: `Bearer ${token}`,
  };
  const promise = host.send(url, headers, JSON.stringify(call.body));
  // Nobody may take it (another first request, a stale answer): an early failure must not surface as unhandled.
  promise.then((res) => preloadImages(call.images, res, host)).catch(() => undefined);
  const early: EarlyCall = { url, body: stableJson(call.body), token, locale: ctx.locale, sentAt: now, promise };
  host.target[EARLY_CALL_KEY] = early;
  return early;
}

/** The browser as the starter's host: fetch, localStorage, location. */
export function browserHost(): StarterHost {
  return {
    pathname: location.pathname,
    search: location.search,
    getItem: (key) => {
      try {
        return localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    send: (url, headers, body) =>
      fetch(url, { method: 'POST', headers, body }).then((res) =>
        res.text().then((text) => {
          let data: unknown = text;
          try {
            data = JSON.parse(text);
          } catch {
            // Not JSON (a gateway page): the transport reads it as no envelope, as it does from its adapter.
          }
          return { status: res.status, data };
        }),
      ),
    preloadImage: (src) => {
      const img = new Image();
      img.fetchPriority = 'high';
      img.src = src;
    },
    target: window as unknown as EarlyWindow & FirstScreenWindow,
  };
}
