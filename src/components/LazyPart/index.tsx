/**
 * A part of a page that is not on its first screen (a filter sheet, a calendar), loaded as its own H5 chunk (issue 17:
 * its code stays out of the page's first chunks). `preload()` starts fetching it — pages call it once their rows have
 * painted — and it loads at the latest when it is first rendered. Closed (`open === false`) it renders nothing, as
 * the sheets themselves do, so a closed sheet never waits for its code. Mini-programs import the part directly.
 */
import { Suspense, lazy, type ComponentType } from 'react';

export interface LazyPart<P> {
  Part: (props: P) => JSX.Element | null;
  /** Starts fetching the part's code (idempotent: import() resolves the same module once). */
  preload: () => void;
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  // Typed as a component of any props: React's lazy() types its props as PropsWithRef<P>, which P does not widen to.
  const Lazy: ComponentType<object> = lazy(() =>
    load().then((component) => ({ default: component as ComponentType<object> })),
  );
  function Part(props: P) {
    if ((props as { open?: boolean }).open === false) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Part, preload: () => void load().catch(() => undefined) };
}
