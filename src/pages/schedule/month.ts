/** The itinerary calendar's month grid (Monday first), pure. */
import { chinaDate } from '../../domain/time';

/** One cell: a China date, or null for the blanks before the 1st. */
export type MonthCell = string | null;

/** 'YYYY-MM' of the month containing `day` moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  return chinaDate(`${month}-01`).add(delta, 'month').format('YYYY-MM');
}

/** First and last China dates of a month 'YYYY-MM'. */
export function monthRange(month: string): { dateStart: string; dateEnd: string } {
  const first = chinaDate(`${month}-01`);
  return { dateStart: first.format('YYYY-MM-DD'), dateEnd: first.endOf('month').format('YYYY-MM-DD') };
}

/** The month's days in weeks of seven cells, Monday first. */
export function monthCells(month: string): MonthCell[] {
  const first = chinaDate(`${month}-01`);
  const lead = (first.day() + 6) % 7;
  const days = first.daysInMonth();
  const cells: MonthCell[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= days; d += 1) cells.push(first.date(d).format('YYYY-MM-DD'));
  while (cells.length % 7 !== 0) cells.push(null);
  return cells;
}
