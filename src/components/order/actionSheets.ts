/**
 * The order action bar's sheets for mini-programs and tests: a plain import (the H5 build takes actionSheets.h5.ts,
 * where they come as their own chunk).
 */
export { OrderActionSheet } from './OrderActionSheets';

/** Nothing to fetch: the sheets came with the bar. */
export function preloadActionSheets(): void {}
