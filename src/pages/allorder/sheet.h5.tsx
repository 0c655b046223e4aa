/**
 * The order centre's filter sheet on H5 (issue 17): the sheet and its calendar are not part of the first screen, so
 * their code stays out of /allorder's first chunks (bytes the simulated Slow 4G load spends before the rows paint)
 * and comes as its own chunk, fetched by `preloadSheet()` once the rows have painted and at the latest when the
 * sheet opens. Mini-programs and tests use sheet.tsx (plain import).
 */
import { lazyPart } from '../../components/LazyPart';

const filter = lazyPart(() =>
  import(/* webpackChunkName: "allorder-sheet" */ './FilterSheet').then((m) => m.FilterSheet),
);

export const FilterSheet = filter.Part;
export const preloadSheet = filter.preload;
