import { startTransition, useEffect, useRef, useState } from 'react';
import { afterPaint } from '../../app/afterPaint';

/**
 * True once the rows below the first screen may be rendered too: `shown` turns true when a list's first rows have
 * rendered; the rest follow once those have painted, in a transition (issue 17: the largest paint of /allorder is
 * a row on the first screen, so the rows under the fold no longer delay it, nor add main-thread work before it).
 * Back to false while the list shows no rows (a reload goes through its first screen again). `onPainted` runs when
 * the first rows have painted (work that must not come before the page's largest paint, e.g. fetching sheet code).
 */
export function useRestAfterPaint(shown: boolean, onPainted?: () => void): boolean {
  const [rest, setRest] = useState(false);
  const painted = useRef(onPainted);
  painted.current = onPainted;
  useEffect(() => {
    if (!shown) {
      setRest(false);
      return undefined;
    }
    // Two frames on: a frame's paint reaches the screen (its LCP time) a little after the main thread has moved on,
    // so work begun right after the first frame could still count as begun before the largest paint.
    let cancelSecond: () => void = () => undefined;
    const cancelFirst = afterPaint(() => {
      cancelSecond = afterPaint(() => {
        painted.current?.();
        startTransition(() => setRest(true));
      });
    });
    return () => {
      cancelFirst();
      cancelSecond();
    };
  }, [shown]);
  return shown && rest;
}
