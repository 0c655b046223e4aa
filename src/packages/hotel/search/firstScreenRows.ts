/**
 * How many hotel rows a list's first screen shows (an upper bound: the list stands under a head at least
 * LIST_HEAD_MIN tall): React's list (ResultList.tsx) and the HTML first screen's rows (listFirstScreen.ts) count
 * the same. Rows past it are off screen: their covers load lazily, and they render once the first screen has painted.
 */
import { HOTEL_ROW_HEIGHT } from '../components/rowHeight';

/**
 * The least height above the list, in design units (750 wide): the head's city line with its padding and the sort
 * bar (the title bar, the stay line and the standard line come on top on H5).
 */
export const LIST_HEAD_MIN = 172;

/** @param height the window's height (px) @param designToPx design units to px */
export function rowsOnFirstScreen(height: number, designToPx: (design: number) => number): number {
  return Math.max(1, Math.ceil((height - designToPx(LIST_HEAD_MIN)) / designToPx(HOTEL_ROW_HEIGHT)));
}
