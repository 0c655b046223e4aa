/**
 * The sheets of /tk/tkList (filters, calendar) as plain imports: mini-programs and tests. The H5 build takes
 * sheets.h5.tsx instead, which loads their code only when the list is on screen (Lighthouse LCP of /tk/tkList).
 */
export { FilterSheet } from '../../components/FilterSheet';
export { Calendar } from '../../../../components/Calendar';

/** Nothing to fetch: the sheets are part of the page here. */
export function preloadSheets(): void {}
