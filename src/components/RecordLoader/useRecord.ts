import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { stopPullDownRefresh, useDidShow, usePullDownRefresh } from '@tarojs/taro';
import { poll, type PollOptions } from '../../api/helpers/poll';

/**
 * Where a screen's record stands. 'idle': nothing to load (no id in the query, or a new record);
 * 'notFound': the server has no such record (the load answered null, or failed in a way `notFound` recognises).
 */
export type RecordState = 'idle' | 'loading' | 'ready' | 'failed' | 'notFound';

/** Clock and timers of the polling; tests pass fakes. */
export type RecordTimers = Pick<PollOptions<unknown>, 'now' | 'setTimer' | 'clearTimer'>;

export interface RecordOptions<T> {
  /** Load again each time the screen shows again (back from the cashier or a child screen). */
  refreshOnShow?: boolean;
  /** Pull-down refresh reloads the record. */
  refreshOnPull?: boolean;
  /** Reload every `pollMs` while the record has not reached `until` (e.g. a final order state). */
  pollMs?: number;
  /** Polling stops after this long even if `until` never holds. */
  pollForMs?: number;
  until?: (data: T) => boolean;
  /** A load failure that means "no such record" rather than "try again" (e.g. a refusal by the server). */
  notFound?: (error: unknown) => boolean;
  timers?: RecordTimers;
}

export interface RecordResult<T> {
  state: RecordState;
  data: T | null;
  /** Loads again; a failed reload keeps what is shown. */
  reload(): Promise<void>;
}

/**
 * The one record loader of the screens: loads when `deps` change (`load` null: nothing to load), drops an answer of
 * an older load, keeps a shown record when a reload fails, and optionally reloads on show, on pull-down and by
 * polling until the record is final.
 */
export function useRecord<T>(
  load: (() => Promise<T | null>) | null,
  deps: DependencyList,
  options: RecordOptions<T> = {},
): RecordResult<T> {
  const [data, setData] = useState<T | null>(null);
  const [state, setState] = useState<RecordState>(load ? 'loading' : 'idle');
  const generation = useRef(0);
  // The latest closures: `deps` say when to start over, not every new function identity.
  const latest = useRef({ load, options });
  latest.current = { load, options };

  const reload = useCallback(async () => {
    const current = latest.current.load;
    if (!current) return;
    const mine = ++generation.current;
    try {
      const next = await current();
      if (mine !== generation.current) return;
      setData(next);
      setState(next === null ? 'notFound' : 'ready');
    } catch (e) {
      if (mine !== generation.current) return;
      const missing = latest.current.options.notFound?.(e) ?? false;
      setState((s) => (s === 'ready' ? s : missing ? 'notFound' : 'failed'));
    }
  }, []);

  // Start over when the record changes (another id on the same screen); the first load runs here too.
  useEffect(() => {
    generation.current += 1;
    setData(null);
    setState(latest.current.load ? 'loading' : 'idle');
    void reload();
  }, deps); // eslint-disable-line react-hooks/exhaustive-deps

  // The first show is the mount's load.
  const shown = useRef(false);
  useDidShow(() => {
    const first = !shown.current;
    shown.current = true;
    if (!first && latest.current.options.refreshOnShow) void reload();
  });
  usePullDownRefresh(() => {
    if (latest.current.options.refreshOnPull) void reload().finally(() => stopPullDownRefresh());
  });

  const { pollMs, pollForMs, until } = options;
  const pollNeeded = !!(data !== null && pollMs && until && !until(data));
  useEffect(() => {
    const current = latest.current.load;
    if (!pollNeeded || !current || !pollMs || !until) return undefined;
    const handle = poll(current, {
      intervalMs: pollMs,
      timeoutMs: pollForMs,
      until: (next) => next === null || until(next),
      onValue: (next) => {
        if (next !== null) setData(next);
      },
      retryOnError: () => true,
      ...latest.current.options.timers,
    });
    handle.promise.catch(() => undefined);
    return () => handle.cancel();
  }, [pollNeeded, ...deps]); // eslint-disable-line react-hooks/exhaustive-deps

  return { state, data, reload };
}
