import { startTransition, useEffect, useState } from 'react';

/**
 * True once the rows of `key` may be shown: the render that brings a list's answer shows the skeleton still, and the
 * rows follow in a transition. React renders a transition in slices of a few milliseconds and yields between them
 * (the app's root is a concurrent root), so rendering a screenful of rows no longer blocks the main thread for one
 * long task (Lighthouse TBT, issue 17); the skeleton has the rows' height, so nothing moves when they come. `null`
 * = nothing to show yet (loading); a new key (a new search) and a reload go through the skeleton again.
 */
export function useShownAfterTransition(key: string | null): boolean {
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    // Forgotten while loading, so reloading the same list (a refresh, the same tab again) also comes in a transition.
    if (key === null) setShown(null);
    else if (key !== shown) startTransition(() => setShown(key));
  }, [key, shown]);
  return key !== null && key === shown;
}
