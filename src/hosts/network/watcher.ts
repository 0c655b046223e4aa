/**
 * The platform-neutral network watcher: a periodic probe plus the host's change events, feeding one state.
 * Polling as well as events because events are missed on some hosts (a WebView resumed from the background,
 * a shell whose radio state the page cannot see); SPEC §9 sets the check at every 500 ms.
 */
import type { NetworkAdapter, NetworkListener } from './types';

export interface NetworkProbe {
  /** One check: true online, false offline, undefined "cannot tell" (keeps the last state). */
  check(): boolean | undefined | Promise<boolean | undefined>;
  /** Subscribes to the host's change events (optional); returns the unsubscribe. */
  subscribe?(report: (online: boolean) => void): () => void;
}

export function createNetworkWatcher(probe: NetworkProbe, intervalMs: number): NetworkAdapter {
  const listeners = new Set<NetworkListener>();
  let online = true;
  let timer: ReturnType<typeof setInterval> | undefined;
  let unsubscribe: (() => void) | undefined;
  let checking = false;

  const report = (next: boolean): void => {
    if (next === online) return;
    online = next;
    for (const listener of [...listeners]) listener(next);
  };

  const runCheck = async (): Promise<void> => {
    // A slow native answer must not pile up checks behind it.
    if (checking) return;
    checking = true;
    try {
      const result = await probe.check();
      if (typeof result === 'boolean' && listeners.size > 0) report(result);
    } catch {
      // A failing probe says nothing about the network.
    } finally {
      checking = false;
    }
  };

  const start = (): void => {
    try {
      unsubscribe = probe.subscribe?.(report);
    } catch {
      unsubscribe = undefined;
    }
    timer = setInterval(() => void runCheck(), intervalMs);
    void runCheck();
  };

  const stop = (): void => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    unsubscribe?.();
    unsubscribe = undefined;
  };

  return {
    isOnline: () => online,
    watchNetwork(listener) {
      listeners.add(listener);
      if (listeners.size === 1) start();
      return () => {
        if (!listeners.delete(listener)) return;
        if (listeners.size === 0) stop();
      };
    },
  };
}
