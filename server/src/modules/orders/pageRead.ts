/**
 * The order centre's page in one statement (issue 17): the page's rows, each with its travellers' names, and on the
 * first read the totals as uncorrelated scalar subqueries (each evaluated once per statement, on its own index). A
 * list call is then one statement where it was a count, a page and a names read: each statement run through Kysely's
 * executor costs far more CPU than SQLite spends on these small indexed reads.
 */
import { SqliteAdapter, sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '../../db';
import { preparedQuery } from '../../db/prepared';
import { NO_DAY_RANGE, dayCountTotal, type DayRange } from './dayCounts';
import { filtered, type Complete, type OrderFilter, type Part } from './listFilter';

/**
 * Joins an order's traveller names in booking order, after their count. A control character no name is expected to
 * hold; a name that does hold it is caught by the count (see {@link namesOf}).
 */
export const NAME_SEPARATOR = '\u001f';
const SEP = sql.lit(NAME_SEPARATOR);
/** The start of the joined text of an order with one traveller. */
const ONE_NAME = `1${NAME_SEPARATOR}`;
const NAME = sql.ref('n.name');
const SEQ = sql.ref('n.seq');
/** The row's order, from inside its names' subquery. */
const O_ID = sql.ref<string>('o.id');

/** The values of a prepared page read (flat, as preparedQuery takes them). */
export type PageValues = { [K in keyof OrderFilter]: OrderFilter[K] } & {
  part: Part;
  /** Read the totals with the page: the scope's total, or both halves' totals for "my orders". */
  totals: boolean;
  /** The total (scope, or the half "booked") from order_day_counts (dayCounts.ts); else counted. */
  dayCounts: boolean;
} & { [K in keyof DayRange]: DayRange[K] } & {
  offset: number;
  limit: number;
};

/**
 * The values of a page read: the filter (as filterValues made it), the part, the day range of its total (NO_DAY_RANGE:
 * counted, or no totals) and the window. Field by field, not spread, like filterValues (a spread of this many fields
 * is copied in V8's runtime; issue 17).
 */
export function pageValues(
  f: Complete<OrderFilter>,
  part: Part,
  totals: boolean,
  days: DayRange,
  offset: number,
  limit: number,
): Complete<PageValues> {
  return {
    corpId: f.corpId,
    empId: f.empId,
    deptId: f.deptId,
    scope: f.scope,
    dateType: f.dateType,
    fromMs: f.fromMs,
    toMsExclusive: f.toMsExclusive,
    fromDay: f.fromDay,
    toDay: f.toDay,
    statuses: f.statuses,
    orderType: f.orderType,
    orderTypes: f.orderTypes,
    orderNo: f.orderNo,
    keyword: f.keyword,
    createdBefore: f.createdBefore,
    violated: f.violated,
    keywordLike: f.keywordLike,
    dayFrom: days.dayFrom,
    dayTo: days.dayTo,
    headFromMs: days.headFromMs,
    tailToMs: days.tailToMs,
    part,
    totals,
    dayCounts: days !== NO_DAY_RANGE,
    offset,
    limit,
  };
}

/** Fields that choose the SQL's shape by their value (the rest are bound as parameters). */
export const SHAPE_FIELDS = ['scope', 'dateType', 'violated', 'part', 'totals', 'dayCounts'] as const;

/**
 * `?` + 0, not a bare `?`: SQLite's planner reads a LIMIT or OFFSET that is a bare parameter and marks the statement
 * to be compiled again whenever that parameter is bound anew, i.e. on every run of a cached statement (measured on
 * the page read: about 125 µs per run with bare parameters, 78 µs with `? + 0` or literals). PostgreSQL takes the
 * expression as well.
 */
function boundCount(value: number): Expression<number> {
  return sql<number>`${value} + 0`;
}

/**
 * The travellers' names of the row's order (`o`) joined in booking order, after their count. PostgreSQL: string_agg
 * with its own ORDER BY. SQLite sorts an aggregate's own ORDER BY in a temporary b-tree made for every row (about
 * 1.5 µs a row, a tenth of the page read: issue 17), so there group_concat reads a subquery ordered by seq instead,
 * which the key of order_travellers, (order_id, seq), answers in order without sorting. SQLite keeps a FROM
 * subquery's ORDER BY when the subquery is the only term of an aggregate query without an ORDER BY of its own (its
 * omit-ORDER-BY optimisation spares that case because group_concat's order depends on it); a table not keyed so
 * (migration 2002 leaves one whose keys repeat) is sorted by the subquery instead.
 */
function joinedNames(db: Db): RawBuilder<string | null> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    return sql<string | null>`${db
      .selectFrom('order_travellers as n')
      .select(sql<string | null>`count(*) || ${SEP} || string_agg(${NAME}, ${SEP} order by ${SEQ})`.as('names'))
      .where('n.order_id', '=', O_ID)}`;
  }
  const inOrder = db
    .selectFrom('order_travellers as n')
    .select('n.name')
    .where('n.order_id', '=', O_ID)
    .orderBy('n.seq');
  return sql<string | null>`${db
    .selectFrom(inOrder.as('m'))
    .select(sql<string | null>`count(*) || ${SEP} || group_concat(${sql.ref('m.name')}, ${SEP})`.as('names'))}`;
}

export const pageQuery = preparedQuery(
  (db, v: PageValues) => {
    const countIn = (part: Part, range: OrderFilter) =>
      db
        .selectFrom('orders as o')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => filtered(eb, range, part));
    const countOf = (part: Part): RawBuilder<number> =>
      v.dayCounts && part !== 'travelled'
        ? dayCountTotal(db, v, part, (fromMs, toMsExclusive) => countIn(part, { ...v, fromMs, toMsExclusive }))
        : sql<number>`${countIn(part, v)}`;
    return db
      .selectFrom('orders as o')
      .innerJoin('employees as b', 'b.id', 'o.emp_id')
      .select([
        'o.id',
        'o.order_no',
        'o.order_type',
        'o.product_type',
        'o.order_status',
        'o.total_fen',
        'o.title',
        'o.travel_date',
        'o.transfer_flag',
        'o.is_show_guarantee',
        'o.created_at',
        'o.violation_reason',
        'b.name as booker_name',
        joinedNames(db).as('travellers_text'),
        ...(v.totals && v.part === 'scope' ? [countOf('scope').as('total')] : []),
        ...(v.totals && v.part === 'booked'
          ? [countOf('booked').as('booked_total'), countOf('travelled').as('travelled_total')]
          : []),
      ])
      .where((eb) => filtered(eb, v, v.part))
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(boundCount(v.limit))
      .offset(boundCount(v.offset));
  },
  { keep: SHAPE_FIELDS },
);

/** A row of the page read as SQL answers it (the totals only when asked for). */
export type PageRow = Awaited<ReturnType<typeof pageQuery.all>>[number] & {
  total?: number | string | null;
  booked_total?: number | string | null;
  travelled_total?: number | string | null;
};

/**
 * The traveller names of a row, or undefined when they cannot be trusted from the joined text (a name holding the
 * separator): the caller reads those orders' names on their own.
 */
export function namesOf(row: PageRow): string[] | undefined {
  // No travellers: the count's text joined to no names is null.
  const text = row.travellers_text;
  if (text === null) return [];
  // Most orders have one traveller: their name without splitting (and copying) the text (issue 17).
  if (text.startsWith(ONE_NAME)) {
    const name = text.slice(ONE_NAME.length);
    return name.includes(NAME_SEPARATOR) ? undefined : [name];
  }
  const parts = text.split(NAME_SEPARATOR);
  return parts.length === Number(parts[0]) + 1 ? parts.slice(1) : undefined;
}

export async function readPage(db: Db, values: PageValues): Promise<PageRow[]> {
  return (await pageQuery.all(db, values)) as PageRow[];
}
