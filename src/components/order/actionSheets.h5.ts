/**
 * The order action bar's sheets on H5 (issue 17): their own chunk, fetched at the latest when a sheet first opens
 * (the bar renders one only then); /allorder fetches it once its rows have painted (`preloadActionSheets`).
 * Mini-programs and tests use actionSheets.ts (plain import).
 */
import { lazyPart } from '../LazyPart';

const sheets = lazyPart(() =>
  import(/* webpackChunkName: "order-action-sheets" */ './OrderActionSheets').then((m) => m.OrderActionSheet),
);

export const OrderActionSheet = sheets.Part;
export const preloadActionSheets = sheets.preload;
