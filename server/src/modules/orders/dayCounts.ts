/**
 * The order list's total from order_day_counts (kept by triggers, migration 20261127_1101_order_day_counts) instead
 * of counting every order of the range (issue 17): for the plain filter (booking date, nothing else) of the company
 * (scope 3) or of the orders I booked, the total of [from, to) is the sum of the rows of its days minus the orders of
 * its first day before `from` and of its last day from `to` on (each an index range of usually no entry: `from` is a
 * day's start and `to` the paging anchor, now). Exact for any range, whatever was written: the rows count every
 * order the triggers saw, and the two corrections are counted like the list itself.
 */
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '../../db';
import type { OrderFilter, Part } from './listFilter';

const DAY_MS = 86_400_000;
/** China time is UTC+8 all year. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The day rows a total sums and the edges of its first and last day; all 0 when the total is counted instead. */
export interface DayRange {
  dayFrom: number;
  dayTo: number;
  /** Start of the first day (epoch ms). */
  headFromMs: number;
  /** End (exclusive) of the last day. */
  tailToMs: number;
}

export const NO_DAY_RANGE: DayRange = { dayFrom: 0, dayTo: 0, headFromMs: 0, tailToMs: 0 };

function chinaDayOf(ms: number): number {
  return Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS);
}

/**
 * The day range of a total of `part` under filter `f` (as filterValues made it), or NO_DAY_RANGE when the rows do not
 * answer it: another filter than the booking date, department scope (its parts overlap), the half "travelled" (few
 * orders, counted from its index), an empty range or one before 1970 (the databases' integer division rounds
 * towards zero, not down).
 */
export function dayRangeOf(f: OrderFilter, part: Part): DayRange {
  const plain =
    f.dateType === 1 &&
    f.statuses === undefined &&
    f.orderType === undefined &&
    f.orderTypes === undefined &&
    !f.orderNo &&
    !f.keyword &&
    !f.violated &&
    f.createdBefore === undefined;
  const counted = part === 'booked' || (part === 'scope' && f.scope === 3);
  if (!plain || !counted || f.fromMs < 0 || f.toMsExclusive <= f.fromMs) return NO_DAY_RANGE;
  const dayFrom = chinaDayOf(f.fromMs);
  const dayTo = chinaDayOf(f.toMsExclusive - 1);
  return {
    dayFrom,
    dayTo,
    headFromMs: dayFrom * DAY_MS - CHINA_OFFSET_MS,
    tailToMs: (dayTo + 1) * DAY_MS - CHINA_OFFSET_MS,
  };
}

/**
 * The total as one SQL expression. `count(from, to)` counts the part's orders created in [from, to) under the same
 * conditions as the list (listFilter.ts).
 */
export function dayCountTotal(
  db: Db,
  v: OrderFilter & DayRange,
  part: 'scope' | 'booked',
  count: (fromMs: number, toMsExclusive: number) => Expression<unknown>,
): RawBuilder<number> {
  const days = db
    .selectFrom('order_day_counts as c')
    .select(sql<number>`coalesce(sum(${sql.ref('c.n')}), 0)`.as('n'))
    .where('c.corp_id', '=', v.corpId)
    .where('c.emp_id', '=', part === 'booked' ? v.empId : '')
    .where('c.china_day', '>=', v.dayFrom)
    .where('c.china_day', '<=', v.dayTo);
  const head = count(v.headFromMs, v.fromMs);
  const tail = count(v.toMsExclusive, v.tailToMs);
  return sql<number>`${days} - ${head} - ${tail}`;
}
