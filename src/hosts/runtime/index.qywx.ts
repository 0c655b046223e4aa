/** Runtime facts for the WeCom mini-program build (`@tarojs/plugin-platform-weapp-qy`). */
import type { PlatformCode } from '../../domain/codes';
import { miniDeviceOs, miniIsLocalHost, miniPageUrl, miniPlatformCode, miniRecordLandingUrl } from './miniprogram';
import type { DeviceOs, RuntimeHost } from './types';

export type { DeviceOs, RuntimeAdapter, RuntimeHost } from './types';

export function runtimeHost(): RuntimeHost {
  return 'qywx';
}

export function deviceOs(): DeviceOs {
  return miniDeviceOs();
}

export function platformCode(): PlatformCode {
  return miniPlatformCode();
}

export function pageUrlWithoutHash(): string {
  return miniPageUrl();
}

export function recordLandingUrl(_url?: string): void {
  miniRecordLandingUrl();
}

export function isLocalHost(): boolean {
  return miniIsLocalHost();
}
