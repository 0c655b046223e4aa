/**
 * How many order rows the first screen of /allorder can show at most (issue 17), from the window's height and the
 * design unit: pure, so the page (firstScreen.ts) and its HTML first rows (firstScreenPart.ts, which runs before
 * Taro) count the same rows. An upper bound from lower bounds: too many only renders a row early; too few would
 * delay a row that is on screen.
 */

/** The least height above the list, in design units (750 wide): title bar, status tabs, filter line, lookup line. */
export const ORDERS_HEAD_MIN = 320;
/** The least height of an order row with the gap under it (a card without actions: title, line, number). */
export const ORDER_ROW_MIN = 200;

/** @param heightPx the window's height; @param designToPx one design length in CSS px. */
export function orderRowsOnScreen(heightPx: number, designToPx: (design: number) => number): number {
  const screen = heightPx / designToPx(1);
  return Math.max(1, Math.ceil((screen - ORDERS_HEAD_MIN) / ORDER_ROW_MIN));
}
