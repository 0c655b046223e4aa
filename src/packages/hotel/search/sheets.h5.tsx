/**
 * The hotel list's filter sheet on H5 (issue 17): not part of the first screen, so its code (chips, star and price
 * choices) stays out of /ht/htList's and /htV2/htList's first chunks and comes as its own chunk, fetched by
 * `preloadSheets()` once the rows have painted and at the latest when the sheet opens. A closed sheet renders
 * nothing, as the sheet itself does. Mini-programs and tests use sheets.tsx (plain import).
 */
import { Suspense, lazy, type ComponentProps } from 'react';
import type { FilterSheet as FilterSheetComponent } from './FilterSheet';

const loadFilterSheet = () => import(/* webpackChunkName: "htList-sheets" */ './FilterSheet');

const LazyFilterSheet = lazy(() => loadFilterSheet().then((m) => ({ default: m.FilterSheet })));

export function FilterSheet(props: ComponentProps<typeof FilterSheetComponent>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LazyFilterSheet {...props} />
    </Suspense>
  );
}

/** Starts fetching the sheet's chunk (idempotent: import() resolves the same module once). */
export function preloadSheets(): void {
  void loadFilterSheet().catch(() => undefined);
}
