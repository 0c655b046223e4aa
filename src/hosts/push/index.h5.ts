/** Push registration for the H5 build: only the native app shell has a push client. */
import { saveAppTsInfo } from '../../api/app';
import { LIMITS } from '../../domain/limits';
import { pushDevice } from '../../domain/platform';
import { deviceOs, runtimeHost } from '../runtime';
import { nativeBridge } from '../runtime/bridge';

export type { PushAdapter } from './types';

const noop = (): void => undefined;

export function schedulePushRegistration(isLoggedIn: () => boolean): () => void {
  if (runtimeHost() !== 'appShell') return noop;
  let cancelled = false;

  const register = async (): Promise<void> => {
    if (cancelled || !isLoggedIn()) return;
    const tsDevice = pushDevice(deviceOs());
    const bridge = nativeBridge();
    if (tsDevice === null || typeof bridge?.getPushClientId !== 'function') return;
    try {
      // Called as a method: native bridges often depend on `this`.
      const tsCid = await bridge.getPushClientId();
      if (cancelled || typeof tsCid !== 'string' || tsCid === '' || !isLoggedIn()) return;
      await saveAppTsInfo({ tsCid, tsDevice });
    } catch {
      // Push is best effort: the next app start tries again.
    }
  };

  const timer = setTimeout(() => void register(), LIMITS.ui.pushRegisterDelayMs);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
