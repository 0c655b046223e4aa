/** Pure month grids of the Calendar: China calendar dates 'YYYY-MM-DD', weeks starting on Sunday. */

export interface DayCell {
  date: string;
  day: number;
  /** Outside [min, max]: shown, not selectable. */
  disabled: boolean;
}

export interface MonthGrid {
  /** 'YYYY-MM'. */
  key: string;
  year: number;
  month: number;
  /** Leading nulls pad the first week. */
  cells: (DayCell | null)[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Every month from min's month to max's month, days outside [min, max] disabled. */
export function buildMonths(min: string, max: string): MonthGrid[] {
  // Calendar arithmetic on plain numbers: a date string is already a China calendar date.
  const out: MonthGrid[] = [];
  let year = Number(min.slice(0, 4));
  let month = Number(min.slice(5, 7));
  const lastKey = max.slice(0, 7);
  // 24 months at most: a 365-day window spans 13.
  for (let guard = 0; guard < 24; guard += 1) {
    const key = `${year}-${pad(month)}`;
    if (key > lastKey) break;
    const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const cells: (DayCell | null)[] = Array.from({ length: firstWeekday }, () => null);
    for (let d = 1; d <= days; d += 1) {
      const date = `${key}-${pad(d)}`;
      cells.push({ date, day: d, disabled: date < min || date > max });
    }
    out.push({ key, year, month, cells });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return out;
}

/** The next range after tapping `date`: a first tap (or a tap before the start) starts over, a second ends it. */
export function nextRange(
  range: { start: string; end: string },
  date: string,
): { start: string; end: string; done: boolean } {
  if (!range.start || range.end || date < range.start) return { start: date, end: '', done: false };
  return { start: range.start, end: date, done: true };
}

/** The lowest price among the given days (to highlight it), or null. */
export function lowestPrice(prices: Readonly<Record<string, number | null>>): number | null {
  let low: number | null = null;
  for (const v of Object.values(prices)) if (typeof v === 'number' && (low === null || v < low)) low = v;
  return low;
}
