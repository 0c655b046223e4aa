/**
 * The sheets of /tk/tkList on H5: the filter sheet and the calendar are not part of the first screen, so their code
 * (and the calendar's month arithmetic and styles) stays out of the page's first chunks and loads as its own chunk,
 * fetched by `preloadSheets()` once the list has painted and at the latest when a sheet opens. A closed sheet renders
 * nothing, as the components themselves do. Mini-programs and tests use sheets.tsx (plain imports).
 */
import { Suspense, lazy, type ComponentProps } from 'react';
import type { FilterSheet as FilterSheetComponent } from '../../components/FilterSheet';
import type { Calendar as CalendarComponent } from '../../../../components/Calendar';

const loadFilterSheet = () => import(/* webpackChunkName: "tkList-sheets" */ '../../components/FilterSheet');
const loadCalendar = () => import(/* webpackChunkName: "tkList-sheets" */ '../../../../components/Calendar');

const LazyFilterSheet = lazy(() => loadFilterSheet().then((m) => ({ default: m.FilterSheet })));
const LazyCalendar = lazy(() => loadCalendar().then((m) => ({ default: m.Calendar })));

export function FilterSheet(props: ComponentProps<typeof FilterSheetComponent>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LazyFilterSheet {...props} />
    </Suspense>
  );
}

export function Calendar(props: ComponentProps<typeof CalendarComponent>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LazyCalendar {...props} />
    </Suspense>
  );
}

/** Starts fetching the sheets' chunk (idempotent: import() resolves the same module once). */
export function preloadSheets(): void {
  void loadFilterSheet().catch(() => undefined);
  void loadCalendar().catch(() => undefined);
}
