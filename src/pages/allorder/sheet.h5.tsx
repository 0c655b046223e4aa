/**
 * The order centre's filter sheet on H5 (issue 17): the sheet and its calendar are not part of the first screen, so
 * their code stays out of /allorder's first chunks (bytes the simulated Slow 4G load spends before the rows paint)
 * and comes as its own chunk, fetched by `preloadSheet()` once the rows have painted and at the latest when the
 * sheet opens. Mini-programs and tests use sheet.tsx (plain import).
 */
import { Suspense, lazy, type ComponentProps } from 'react';
import type { FilterSheet as FilterSheetComponent } from './FilterSheet';

const loadFilterSheet = () => import(/* webpackChunkName: "allorder-sheet" */ './FilterSheet');

const LazyFilterSheet = lazy(() => loadFilterSheet().then((m) => ({ default: m.FilterSheet })));

/** The page mounts the sheet only while it is open, as with the plain import. */
export function FilterSheet(props: ComponentProps<typeof FilterSheetComponent>) {
  return (
    <Suspense fallback={null}>
      <LazyFilterSheet {...props} />
    </Suspense>
  );
}

/** Starts fetching the sheet's chunk (idempotent: import() resolves the same module once). */
export function preloadSheet(): void {
  void loadFilterSheet().catch(() => undefined);
}
