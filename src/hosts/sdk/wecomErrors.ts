/** WeCom JS-SDK failures read as the shared location failures (SPEC §8), for every platform file. */
import type { LocateFailure } from '../location/types';

/** `errMsg` of a failed ww.getLocation ('getLocation:fail auth deny', 'getLocation:permission denied', …). */
export function wecomLocateFailure(error: unknown): LocateFailure {
  const raw = error && typeof error === 'object' ? (error as { errMsg?: unknown; message?: unknown }) : {};
  const msg = String(raw.errMsg ?? raw.message ?? '').toLowerCase();
  if (/deny|denied|permission|unauthori[sz]ed|cancel/.test(msg)) return 'denied';
  if (/timeout|timed out/.test(msg)) return 'timeout';
  if (/unavailable|not support|no location|locate fail|gps|service/.test(msg)) return 'unavailable';
  return 'unknown';
}
