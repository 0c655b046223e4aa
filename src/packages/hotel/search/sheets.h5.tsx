/**
 * The hotel list's filter sheet on H5 (issue 17): not part of the first screen, so its code (chips, star and price
 * choices) stays out of /ht/htList's and /htV2/htList's first chunks and comes as its own chunk, fetched by
 * `preloadSheets()` once the rows have painted and at the latest when the sheet opens. Mini-programs and tests use
 * sheets.tsx (plain import).
 */
import { lazyPart } from '../../../components/LazyPart';

const filter = lazyPart(() =>
  import(/* webpackChunkName: "htList-sheets" */ './FilterSheet').then((m) => m.FilterSheet),
);

export const FilterSheet = filter.Part;
export const preloadSheets = filter.preload;
