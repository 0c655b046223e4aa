/** Pure host detection from what the H5 page can see; kept apart so it is testable without a DOM. */
import type { DeviceOs, RuntimeHost } from './types';

/** The hosts an H5 page can find itself in. */
export type H5Host = Extract<RuntimeHost, 'browser' | 'appShell' | 'wecomWebview' | 'wechatWebview'>;

/** UA token the native app shell adds to its WebView user agent. */
export const APP_SHELL_UA = /\bObtApp\//i;

/**
 * The app shell (bridge object or UA token) first; then WeCom, whose UA also carries
 * `MicroMessenger`, so `wxwork` must be tested before it.
 */
export function detectH5Host(env: { userAgent: string; hasBridge: boolean }): H5Host {
  if (env.hasBridge || APP_SHELL_UA.test(env.userAgent)) return 'appShell';
  if (/wxwork/i.test(env.userAgent)) return 'wecomWebview';
  if (/MicroMessenger/i.test(env.userAgent)) return 'wechatWebview';
  return 'browser';
}

/** OS from a user agent; iPadOS reports a Mac UA, told apart by touch support. */
export function osFromUserAgent(userAgent: string, maxTouchPoints = 0): DeviceOs {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'other';
}

/** OS from a mini-program's `getSystemInfoSync().platform` ('ios', 'android', 'devtools', …). */
export function osFromPlatform(platform: string | undefined): DeviceOs {
  const p = (platform ?? '').toLowerCase();
  if (p === 'android') return 'android';
  if (p === 'ios') return 'ios';
  return 'other';
}

/** `url` without its fragment. */
export function stripHash(url: string): string {
  const i = url.indexOf('#');
  return i === -1 ? url : url.slice(0, i);
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[?::1\]?)$/i;

/** Whether a hostname is a loopback/development host. */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK.test(hostname) || /\.localhost$/i.test(hostname);
}
