import { useCallback, useEffect, useRef, useState } from 'react';
import type { FetchPage, PagedListStore } from '../../stores/pagedList';

/**
 * The question a paged list answers (a tab, a filter) as the screen's state, with the list following it.
 *
 * Changing the question replaces the list's rows in the same event, not in an effect of the render that shows the new
 * tab: Preact (the H5 build) runs effects only after that render has painted, so for a frame the new tab stood over
 * the old tab's rows (an order still ticketing under 已完成; a browser journey clicked it). The first load, and the
 * load once signed in, stay an effect.
 *
 * The same tab pressed again (the same value) asks nothing; a new filter object always asks again. `fetcherFor` may
 * close over the render's values (the latest one is used); `enabled` is false while signed out.
 */
export function useListSource<Q, T>(
  list: PagedListStore<T>,
  initial: Q | (() => Q),
  fetcherFor: (source: Q) => FetchPage<T>,
  enabled: boolean,
): readonly [Q, (next: Q) => void] {
  const [source, setSource] = useState<Q>(initial);
  const latest = useRef({ source, fetcherFor, enabled });
  latest.current.fetcherFor = fetcherFor;
  latest.current.enabled = enabled;

  useEffect(() => {
    if (enabled) void list.reset(latest.current.fetcherFor(latest.current.source));
  }, [enabled, list]);

  const change = useCallback(
    (next: Q) => {
      if (Object.is(next, latest.current.source)) return;
      latest.current.source = next;
      setSource(next);
      if (latest.current.enabled) void list.reset(latest.current.fetcherFor(next));
    },
    [list],
  );
  return [source, change] as const;
}
