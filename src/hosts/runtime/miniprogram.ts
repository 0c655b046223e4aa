/** Runtime facts shared by the weapp and qywx builds (qywx never falls back to `.weapp.ts`). */
import Taro from '@tarojs/taro';
import { platformCode as platformCodeFor } from '../../domain/platform';
import type { PlatformCode } from '../../domain/codes';
import { osFromPlatform } from './detect';
import type { DeviceOs } from './types';

let cachedOs: DeviceOs | undefined;

export function miniDeviceOs(): DeviceOs {
  if (cachedOs === undefined) {
    try {
      cachedOs = osFromPlatform(Taro.getSystemInfoSync().platform);
    } catch {
      return 'other';
    }
  }
  return cachedOs;
}

/** A mini-program runs natively on the phone: its code follows the device OS. */
export function miniPlatformCode(): PlatformCode {
  return platformCodeFor(miniDeviceOs());
}

/** The current page route with its query ('' before the first page exists). */
export function miniPageUrl(): string {
  try {
    const pages = Taro.getCurrentPages();
    const page = pages[pages.length - 1] as { route?: string; options?: Record<string, string> } | undefined;
    if (!page?.route) return '';
    const query = Object.entries(page.options ?? {})
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
      .join('&');
    return `/${page.route}${query ? `?${query}` : ''}`;
  } catch {
    return '';
  }
}

export function miniRecordLandingUrl(): void {
  // Mini-programs have no URL to sign.
}

export function miniIsLocalHost(): boolean {
  return false;
}
