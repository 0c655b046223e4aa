import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import { afterPresented } from './afterPresented';

/**
 * True once the rows below the first screen may be rendered too: `shown` turns true when a list's first rows have
 * rendered; the rest follow once those have reached the screen, in a transition (issue 17: the largest paint of
 * /allorder is a row on the first screen, so the rows under the fold no longer delay it, nor add main-thread work
 * before it). Back to false while the list shows no rows (a reload goes through its first screen again).
 * `onPainted` runs when the first rows have reached the screen (work that must not come before the page's largest
 * paint, e.g. fetching sheet code).
 */
export function useRestAfterPaint(shown: boolean, onPainted?: () => void): boolean {
  const [rest, setRest] = useState(false);
  const painted = useRef(onPainted);
  painted.current = onPainted;
  // A layout effect: it runs before the browser paints the first rows, so every paint reported after it is theirs
  // or later (afterPresented); a passive effect may run after that paint and then wait for a later one.
  useLayoutEffect(() => {
    if (!shown) {
      setRest(false);
      return undefined;
    }
    return afterPresented(() => {
      painted.current?.();
      startTransition(() => setRest(true));
    });
  }, [shown]);
  return shown && rest;
}
