/**
 * How many order rows the first screen of /allorder can show at most (issue 17): the page renders those first and
 * the rest of the page once they have painted (PagedList `firstScreenRows`), since its largest paint is the last row
 * on that screen. An upper bound from lower bounds: too many only renders a row early; too few would delay a row
 * that is on screen.
 */
import { designToPx, windowHeightPx } from '../../components/WindowedList/units';

/** The least height above the list, in design units (750 wide): title bar, status tabs, filter line, lookup line. */
export const ORDERS_HEAD_MIN = 320;
/** The least height of an order row with the gap under it (a card without actions: title, line, number). */
export const ORDER_ROW_MIN = 200;

export function firstScreenOrderRows(): number {
  const screen = windowHeightPx() / designToPx(1);
  return Math.max(1, Math.ceil((screen - ORDERS_HEAD_MIN) / ORDER_ROW_MIN));
}
