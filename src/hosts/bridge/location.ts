/**
 * Location through the app shell's bridge (SPEC §8 native location errors, §9 permission flags).
 * H5 only. Positions come back in GCJ-02: the shell converts (contract: `type: 'gcj02'`).
 */
import type { LocateFailure, LocateResult } from '../location/types';
import { SDK_LOCATION_CODES } from '../location/types';
import { ensureBridgePermission, permissionFlag, savePermissionFlag } from '../permissions';
import { appBridge, bridgeErrorCode } from './index';

/** How long the shell may take before the page gives up (the shell gets the same figure). */
export const BRIDGE_LOCATE_TIMEOUT_MS = 10_000;
/** Extra time on the page's own guard so the shell's timeout (code 3) normally wins. */
const GUARD_SLACK_MS = 1_000;

/** The shell's location error code → the shared failure (1 denied, 2 unavailable, 3 timeout, -1501…-1505). */
export function bridgeLocationFailure(code: unknown): LocateFailure {
  const n = typeof code === 'string' && code.trim() !== '' ? Number(code) : code;
  if (n === 1) return 'denied';
  if (n === 2) return 'unavailable';
  if (n === 3) return 'timeout';
  if (typeof n === 'number' && SDK_LOCATION_CODES[n]) return SDK_LOCATION_CODES[n];
  return 'unknown';
}

function validCoordinate(lat: unknown, lng: unknown): boolean {
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

const TIMED_OUT = Symbol('timedOut');

/** Where the user is, through the shell; never rejects. */
export async function bridgeLocate(opts?: { timeoutMs?: number }): Promise<LocateResult> {
  const bridge = appBridge();
  if (!bridge || typeof bridge.getLocation !== 'function') return { ok: false, reason: 'unavailable' };
  const timeoutMs = opts?.timeoutMs ?? BRIDGE_LOCATE_TIMEOUT_MS;

  const flag = await ensureBridgePermission(bridge, 'location');
  // Denied now (0) or for good (-1): no native call, the caller shows the "enable location" message.
  if (flag === 0 || flag === -1) return { ok: false, reason: 'denied' };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const guard = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs + GUARD_SLACK_MS);
  });
  try {
    const answer = await Promise.race([bridge.getLocation({ type: 'gcj02', timeoutMs }), guard]);
    if (answer === TIMED_OUT) return { ok: false, reason: 'timeout' };
    if (!answer || !validCoordinate(answer.latitude, answer.longitude)) return { ok: false, reason: 'unknown' };
    // A shell without the permission calls still proves the grant by answering.
    if (flag === undefined) savePermissionFlag('location', 1);
    const point = { lat: answer.latitude, lng: answer.longitude, source: 'appShell' as const };
    return {
      ok: true,
      point:
        typeof answer.accuracy === 'number' && Number.isFinite(answer.accuracy)
          ? { ...point, accuracy: answer.accuracy }
          : point,
    };
  } catch (error) {
    const reason = bridgeLocationFailure(bridgeErrorCode(error));
    // Keep an "always denied" recorded earlier; otherwise a refusal is a plain denial.
    if (reason === 'denied' && permissionFlag('location') !== -1) savePermissionFlag('location', 0);
    return { ok: false, reason };
  } finally {
    clearTimeout(timer);
  }
}
