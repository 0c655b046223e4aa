/**
 * The order centre's filter sheet as a plain import: mini-programs and tests. The H5 build takes sheet.h5.tsx
 * instead, which loads the sheet's code (and the calendar's) only when the sheet opens or once the list has painted.
 */
export { FilterSheet } from './FilterSheet';

/** Nothing to fetch: the sheet is part of the page here. */
export function preloadSheet(): void {}
