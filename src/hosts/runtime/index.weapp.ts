/** Runtime facts for the WeChat mini-program build. */
import type { PlatformCode } from '../../domain/codes';
import { miniDeviceOs, miniIsLocalHost, miniPageUrl, miniPlatformCode, miniRecordLandingUrl } from './miniprogram';
import type { DeviceOs, RuntimeHost } from './types';

export type { DeviceOs, RuntimeAdapter, RuntimeHost } from './types';

export function runtimeHost(): RuntimeHost {
  return 'weapp';
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
