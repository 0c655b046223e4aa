/**
 * Network state on H5: `navigator.onLine` with the window's online/offline events, and inside the app shell
 * the bridge's `getNetworkType` (a WebView may keep `onLine` true while the phone has no signal).
 */
import { LIMITS } from '../../domain/limits';
import { appBridge } from '../bridge';
import { createNetworkWatcher } from './watcher';

export type { NetworkAdapter, NetworkListener } from './types';

async function check(): Promise<boolean | undefined> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  const bridge = appBridge();
  if (bridge && typeof bridge.getNetworkType === 'function') {
    const type = await bridge.getNetworkType();
    if (type === 'none') return false;
    if (type === 'wifi' || type === 'cellular') return true;
  }
  return typeof navigator === 'undefined' ? undefined : navigator.onLine;
}

function subscribe(report: (online: boolean) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const on = (): void => report(true);
  const off = (): void => report(false);
  window.addEventListener('online', on);
  window.addEventListener('offline', off);
  return () => {
    window.removeEventListener('online', on);
    window.removeEventListener('offline', off);
  };
}

const watcher = createNetworkWatcher({ check, subscribe }, LIMITS.ui.networkCheckMs);

export const isOnline = watcher.isOnline;
export const watchNetwork = watcher.watchNetwork;
