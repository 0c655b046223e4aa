/**
 * Push registration for the H5 build: only the native app shell has a push client. SPEC §7 App / §9: 20 s after
 * the app is ready the shell's client id goes to saveAppTsInfo, once per app run, when the user is logged in.
 */
import { saveAppTsInfo } from '../../api/app';
import { LIMITS } from '../../domain/limits';
import { pushDevice } from '../../domain/platform';
import { appBridge } from '../bridge';
import { deviceOs, runtimeHost } from '../runtime';
import { PUSH_MAX_RETRIES, PUSH_RECHECK_MS } from './types';

export type { PushAdapter } from './types';

const noop = (): void => undefined;

export function schedulePushRegistration(isLoggedIn: () => boolean): () => void {
  if (runtimeHost() !== 'appShell') return noop;
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retries = 0;
  const later = (ms: number): void => {
    if (!cancelled) timer = setTimeout(() => void attempt(), ms);
  };
  /** Waiting on the shell (no bridge yet, no client id yet) is bounded; waiting for a login is not. */
  const retry = (): void => {
    retries += 1;
    if (retries <= PUSH_MAX_RETRIES) later(PUSH_RECHECK_MS);
  };

  /** One try; schedules the next one while there is nothing to send yet (logged out, no bridge or client id). */
  const attempt = async (): Promise<void> => {
    if (cancelled) return;
    const tsDevice = pushDevice(deviceOs());
    // Not a phone: nothing will ever be sent.
    if (tsDevice === null) return;
    // A user who signs in after the first 20 s still gets registered.
    if (!isLoggedIn()) return later(PUSH_RECHECK_MS);
    const bridge = appBridge();
    // Found by its user agent, the shell may still be injecting its bridge; a shell without push never will.
    if (!bridge) return retry();
    if (typeof bridge.getPushClientId !== 'function') return;
    try {
      // Called as a method: native bridges often depend on `this`.
      const tsCid = await bridge.getPushClientId();
      if (cancelled) return;
      if (!isLoggedIn()) return later(PUSH_RECHECK_MS);
      // The push SDK has not registered yet.
      if (typeof tsCid !== 'string' || tsCid === '') return retry();
      await saveAppTsInfo({ tsCid, tsDevice });
    } catch {
      // Push is best effort: the next app start tries again.
    }
  };

  later(LIMITS.ui.pushRegisterDelayMs);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
