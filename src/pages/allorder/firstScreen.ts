/**
 * How many order rows the first screen of /allorder can show at most (issue 17): the page renders those first and
 * the rest of the page once they have painted (PagedList `firstScreenRows`), since its largest paint is the last row
 * on that screen (the count: rowsOnScreen.ts, shared with the HTML first rows).
 */
import { designToPx, windowHeightPx } from '../../components/WindowedList/units';
import { orderRowsOnScreen } from './rowsOnScreen';

export function firstScreenOrderRows(): number {
  return orderRowsOnScreen(windowHeightPx(), designToPx);
}
