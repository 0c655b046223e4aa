/** Mini-programs have no WeCom JS-SDK: shared answers for weapp and qywx. */
import type { LocateResult } from '../location/types';

export function noSdk(): Promise<boolean> {
  return Promise.resolve(false);
}

export function noLocate(): Promise<LocateResult> {
  return Promise.resolve({ ok: false, reason: 'unavailable' });
}
