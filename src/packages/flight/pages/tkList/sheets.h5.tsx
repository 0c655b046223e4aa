/**
 * The sheets of /tk/tkList on H5: the filter sheet and the calendar are not part of the first screen, so their code
 * (and the calendar's month arithmetic and styles) stays out of the page's first chunks and loads as its own chunk,
 * fetched by `preloadSheets()` once the list has painted and at the latest when a sheet opens. Mini-programs and tests
 * use sheets.tsx (plain imports).
 */
import { lazyPart } from '../../../../components/LazyPart';

const filter = lazyPart(() =>
  import(/* webpackChunkName: "tkList-sheets" */ '../../components/FilterSheet').then((m) => m.FilterSheet),
);
const calendar = lazyPart(() =>
  import(/* webpackChunkName: "tkList-sheets" */ '../../../../components/Calendar').then((m) => m.Calendar),
);

export const FilterSheet = filter.Part;
export const Calendar = calendar.Part;

/** Starts fetching the sheets' chunk. */
export function preloadSheets(): void {
  filter.preload();
  calendar.preload();
}
