import { useCallback, useEffect, useRef, useState } from 'react';
import { useDidShow } from '@tarojs/taro';
import { newIdempotencyKey } from '../../../api/helpers/idempotency';

/** Where a screen's data stands: no id in the query, loading, loaded, or the load failed. */
export type RemoteState = 'missing' | 'loading' | 'ready' | 'failed';

/**
 * Loads a screen's record when it shows (again on coming back from the cashier or a child screen). A failed
 * reload keeps what is shown; an answer for an older load is dropped. Pass a module-level `load` (a stable one).
 */
export function useRemote<T>(id: string, load: (id: string) => Promise<T>) {
  const [value, setValue] = useState<T | null>(null);
  const [state, setState] = useState<RemoteState>(id ? 'loading' : 'missing');
  const generation = useRef(0);

  const reload = useCallback(async () => {
    if (!id) return;
    const mine = ++generation.current;
    try {
      const next = await load(id);
      if (mine !== generation.current) return;
      setValue(next);
      setState('ready');
    } catch {
      if (mine === generation.current) setState((s) => (s === 'ready' ? s : 'failed'));
    }
  }, [id, load]);

  useDidShow(() => {
    void reload();
  });

  // Another id on the same screen (e.g. another airport): start over. The first load is the show's.
  const shownId = useRef(id);
  useEffect(() => {
    if (shownId.current === id) return;
    shownId.current = id;
    setValue(null);
    setState(id ? 'loading' : 'missing');
    void reload();
  }, [id, reload]);

  return { value, state, reload, setValue };
}

/**
 * One idempotency key per visit of a form screen (ARCHITECTURE §7): a double tap, or a retry after a lost answer,
 * sends the same key, so the server makes one order and replays its first answer.
 */
export function useVisitKey(): string {
  return useState(newIdempotencyKey)[0];
}

/**
 * A key per cancel intent: kept across retries of the same intent, dropped once the cancel went through or the
 * server refused it (nothing changed then, a later attempt is a new intent).
 */
export function useIntentKey() {
  const key = useRef<string | null>(null);
  return {
    current(): string {
      key.current = key.current ?? newIdempotencyKey();
      return key.current;
    },
    done(): void {
      key.current = null;
    },
  };
}
