/** Runtime facts for the H5 build: plain browser, native app shell, WeCom or WeChat webview. */
import { platformCode as platformCodeFor } from '../../domain/platform';
import type { PlatformCode } from '../../domain/codes';
import { nativeBridge } from './bridge';
import { detectH5Host, isLoopbackHost, osFromUserAgent, stripHash } from './detect';
import type { H5Host } from './detect';
import type { DeviceOs, RuntimeHost } from './types';

export type { DeviceOs, RuntimeAdapter, RuntimeHost } from './types';

let detectedHost: H5Host | undefined;
let landingUrl: string | undefined;

function userAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent || '';
}

export function runtimeHost(): RuntimeHost {
  // Detected once; a 'browser' answer is re-checked because a shell may inject its bridge late.
  if (detectedHost === undefined || detectedHost === 'browser') {
    detectedHost = detectH5Host({ userAgent: userAgent(), hasBridge: nativeBridge() !== undefined });
  }
  return detectedHost;
}

export function deviceOs(): DeviceOs {
  const touch = typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints || 0;
  return osFromUserAgent(userAgent(), touch);
}

export function platformCode(): PlatformCode {
  // Only the native shell is an Android/iOS client; every other H5 host reports H5.
  return platformCodeFor(runtimeHost() === 'appShell' ? deviceOs() : 'other');
}

export function recordLandingUrl(url?: string): void {
  if (landingUrl !== undefined) return;
  const href = url ?? (typeof location === 'undefined' ? undefined : location.href);
  if (href) landingUrl = href;
}

export function pageUrlWithoutHash(): string {
  if (deviceOs() === 'ios' && landingUrl) return stripHash(landingUrl);
  return typeof location === 'undefined' ? '' : stripHash(location.href);
}

export function isLocalHost(): boolean {
  return typeof location !== 'undefined' && isLoopbackHost(location.hostname);
}
