/** Platform and push-device codes (SPEC §4, §9). */
import { PLATFORM } from './codes';
import type { PlatformCode } from './codes';

/** The operating system as host adapters report it. */
export type HostOs = 'android' | 'ios' | 'other';

/** 10504 Android, 10505 iOS, 10506 H5 (anything else). */
export function platformCode(os: HostOs): PlatformCode {
  if (os === 'android') return PLATFORM.android;
  if (os === 'ios') return PLATFORM.ios;
  return PLATFORM.h5;
}

/** Push registration device type: 1 Android, 2 iOS; null where there is no native push. */
export function pushDevice(os: HostOs): 1 | 2 | null {
  if (os === 'android') return 1;
  if (os === 'ios') return 2;
  return null;
}
