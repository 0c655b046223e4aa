/**
 * Maps and location on the mini-programs (weapp and qywx share this module: qywx never falls back to weapp files).
 * The host's own APIs: `Taro.getLocation({ type: 'gcj02' })`, `Taro.chooseLocation`, `Taro.openLocation` (these
 * three are what app.config.ts `requiredPrivateInfos` declares). Privacy authorisation is shown by
 * src/hosts/privacy; here a refused privacy agreement is just the 'permission' failure.
 */
import Taro from '@tarojs/taro';
import type { LocateFailure, LocateResult } from '../location/types';
import type { ChooseLocationResult, LocateOptions, MapAdapter, OpenMapResult, Place } from './types';

const DEFAULT_TIMEOUT_MS = 10_000;

/** A mini-program API `fail` errMsg → the shared failure ('cancel' when the user backed out of a picker). */
export function miniProgramFailure(err: unknown): LocateFailure | 'cancel' {
  const msg = String((err as { errMsg?: unknown } | null)?.errMsg ?? err ?? '').toLowerCase();
  if (/cancel/.test(msg)) return 'cancel';
  // The privacy agreement (errno 112/104) comes before the plain "auth deny" so it reads as a permission failure.
  if (/privacy|scope is not declared|errno":?\s*1(04|12)/.test(msg)) return 'permission';
  if (/auth deny|auth denied|authorize|system permission denied|permission denied/.test(msg)) return 'denied';
  if (/timeout|time out|timed out/.test(msg)) return 'timeout';
  if (/locationswitchoff|location service|no ?location|nocell|position unavailable/.test(msg)) return 'unavailable';
  return 'unknown';
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const guard = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([work, guard]).finally(() => clearTimeout(timer));
}

export const miniProgramMap: MapAdapter = {
  async locate(opts?: LocateOptions): Promise<LocateResult> {
    try {
      const res = await withTimeout(Taro.getLocation({ type: 'gcj02' }), opts?.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      if (res === 'timeout') return { ok: false, reason: 'timeout' };
      const point = { lat: res.latitude, lng: res.longitude, source: 'miniProgram' as const };
      return { ok: true, point: typeof res.accuracy === 'number' ? { ...point, accuracy: res.accuracy } : point };
    } catch (err) {
      const reason = miniProgramFailure(err);
      return { ok: false, reason: reason === 'cancel' ? 'denied' : reason };
    }
  },

  async chooseLocation(opts): Promise<ChooseLocationResult> {
    try {
      const res = await Taro.chooseLocation(
        opts?.center ? { latitude: opts.center.lat, longitude: opts.center.lng } : {},
      );
      return {
        ok: true,
        place: { name: res.name || res.address, address: res.address, lat: res.latitude, lng: res.longitude },
      };
    } catch (err) {
      const reason = miniProgramFailure(err);
      return reason === 'cancel' ? { ok: false, reason: 'cancel' } : { ok: false, reason };
    }
  },

  // The host's map page lists the installed navigation apps itself, so 'noMapApp' never arises here.
  async openExternalMap(place: Place): Promise<OpenMapResult> {
    try {
      await Taro.openLocation({
        latitude: place.lat,
        longitude: place.lng,
        name: place.name,
        address: place.address ?? '',
        scale: 16,
      });
      return 'opened';
    } catch (err) {
      return miniProgramFailure(err) === 'cancel' ? 'cancel' : 'failed';
    }
  },
};
