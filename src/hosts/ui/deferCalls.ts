/**
 * Functions that stand in for a module's functions until that module has loaded (issue 17: code the first screen
 * never calls stays out of the H5 entry). Each call waits for the one shared load and then runs the real function
 * with the same arguments, in call order, answering what the real one answers. When the load fails (offline before
 * the module arrived) the call runs the fallback's function instead, so a message asked for is still shown; the
 * next call tries the load again.
 */
type AnyFunction = (...args: never[]) => unknown;

export type Calls<T extends Record<string, AnyFunction>, K extends keyof T> = {
  [N in K]: (...args: Parameters<T[N]>) => Promise<Awaited<ReturnType<T[N]>>>;
};

export interface Deferred<T extends Record<string, AnyFunction>, K extends keyof T> {
  calls: Calls<T, K>;
  /** Starts the load ahead of the first call (after start) so that call does not wait for the network. */
  warm: () => Promise<void>;
}

export function deferCalls<T extends Record<string, AnyFunction>, K extends keyof T & string>(
  load: () => Promise<T>,
  names: readonly K[],
  fallback: Pick<T, K>,
): Deferred<T, K> {
  let loading: Promise<T> | undefined;
  const loaded = (): Promise<T> => {
    if (!loading) {
      const started = load();
      loading = started;
      // A failed load is forgotten: the next call (or warm) tries again.
      started.catch(() => {
        if (loading === started) loading = undefined;
      });
    }
    return loading;
  };
  const calls = {} as Calls<T, K>;
  for (const name of names) {
    const call = (...args: Parameters<T[K]>) =>
      loaded().then(
        (real) => real[name](...args),
        () => fallback[name](...args),
      );
    calls[name] = call as Calls<T, K>[K];
  }
  return {
    calls,
    warm: () =>
      loaded().then(
        () => undefined,
        () => undefined,
      ),
  };
}

/** How long after the page's load event the warm-up waits: past the lists' first screen (their largest paint). */
export const WARM_DELAY_MS = 2000;

/**
 * Runs `work` once, `delayMs` after the page has loaded, in idle time where the browser has requestIdleCallback:
 * after the first screen, never competing with it (a request started before the largest paint is on its path).
 */
export function afterStart(work: () => void, delayMs = WARM_DELAY_MS): void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work(), { timeout: 1000 });
    else work();
  };
  const later = () => setTimeout(idle, delayMs);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
