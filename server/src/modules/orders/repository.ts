/**
 * SQL of the order centre. Every query is scoped by company and booking scope (SPEC §6):
 * 1 orders I booked or travel on, 2 plus those booked by or for my department, 3 the whole company.
 */
import type { Db } from '../../db';
import { preparedQuery } from '../../db/prepared';
import { NO_DAY_RANGE, dayRangeOf } from './dayCounts';
import { filterValues, filtered, type OrderFilter, type Part } from './listFilter';
import { namesOf, pageValues, readPage, type PageRow } from './pageRead';
import { orderInScope as scoped, type OrderScope, type OrdersEb } from './scopeRepository';

export type { OrderFilter, OrderScope };

/** Orders that are no trip (any more): never on the itinerary calendar. */
export const NOT_A_TRIP = ['cancelled', 'rejected', 'approvalTerminated', 'closed', 'refunded'] as const;

/** The values of a prepared count (flat, as preparedQuery takes them). */
type CountValues = { [K in keyof OrderFilter]: OrderFilter[K] } & { part: Part };

/** Fields that choose the SQL's shape by their value (the rest are bound as parameters). */
const COUNT_SHAPE_FIELDS = ['scope', 'dateType', 'violated', 'part'] as const;

const countQuery = preparedQuery(
  (db, v: CountValues) =>
    db
      .selectFrom('orders as o')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => filtered(eb, v, v.part)),
  { keep: COUNT_SHAPE_FIELDS },
);

/** Both halves of "my orders" counted in one statement (each subquery on its own index). */
const halvesCountQuery = preparedQuery(
  (db, v: CountValues) => {
    const half = (part: 'booked' | 'travelled') =>
      db
        .selectFrom('orders as o')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => filtered(eb, v, part));
    return db.selectNoFrom([half('booked').as('booked'), half('travelled').as('travelled')]);
  },
  { keep: COUNT_SHAPE_FIELDS },
);

/** A row of the order centre's page, with its travellers' names in booking order. */
export type ListRow = PageRow & { travellers: string[] };

/** Newest first, then id (the list's order; ids are ASCII, so this is the database's binary order too). */
function newestFirst(a: PageRow, b: PageRow): number {
  const at = Number(b.created_at) - Number(a.created_at);
  if (at !== 0) return at;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * The page's rows with their names (set on the rows as SQL answered them: copying rows of 18 columns costs more than
 * the names); orders whose joined names cannot be trusted read them on their own.
 */
async function withNames(db: Db, rows: PageRow[]): Promise<ListRow[]> {
  const listed = rows as ListRow[];
  let unsure: string[] | undefined;
  for (const row of listed) {
    const names = namesOf(row);
    if (names) row.travellers = names;
    else (unsure ??= []).push(row.id);
  }
  if (unsure) {
    const read = await travellerNamesOf(db, unsure);
    for (const row of listed) row.travellers ??= read.get(row.id) ?? [];
  }
  return listed;
}

export function ordersRepository(db: Db) {
  return {
    /**
     * A page and the total (the order centre's list), usually in one statement (pageRead.ts): the scope's page with
     * its total, or for "my orders" (scope 1) the page of the orders I booked with both halves' totals. Only when
     * someone else booked orders I travel on (the half "travelled", usually empty), or the page is empty, are the
     * halves counted and each read only as deep as the page, then merged: the newest orders of one employee without
     * reading every order of the company in the date range.
     */
    async page(f: OrderFilter, offset: number, limit: number): Promise<{ rows: ListRow[]; total: number }> {
      const base = filterValues(f);
      const read = (part: Part, totals: boolean, from: number, count: number) =>
        readPage(db, pageValues(base, part, totals, totals ? dayRangeOf(base, part) : NO_DAY_RANGE, from, count));
      if (f.scope !== 1) {
        const rows = await read('scope', true, offset, limit);
        if (rows.length > 0) return { rows: await withNames(db, rows), total: Number(rows[0]?.total ?? 0) };
        // Nothing from the start, or a page past the end: the total alone.
        const total = offset === 0 ? 0 : Number((await countQuery.first(db, { ...base, part: 'scope' }))?.n ?? 0);
        return { rows: [], total };
      }
      const booked = await read('booked', true, offset, limit);
      const first = booked[0];
      if (first && Number(first.travelled_total ?? 0) === 0) {
        return { rows: await withNames(db, booked), total: Number(first.booked_total ?? 0) };
      }
      const counts = first
        ? { booked: first.booked_total, travelled: first.travelled_total }
        : await halvesCountQuery.first(db, { ...base, part: 'scope' });
      const bookedTotal = Number(counts?.booked ?? 0);
      const travelledTotal = Number(counts?.travelled ?? 0);
      const total = bookedTotal + travelledTotal;
      if (offset >= total) return { rows: [], total };
      const deep = offset + limit;
      const mine = bookedTotal === 0 ? [] : offset === 0 && first ? booked : await read('booked', false, 0, deep);
      const forMe = travelledTotal > 0 ? await read('travelled', false, 0, deep) : [];
      const rows = [...mine, ...forMe].sort(newestFirst).slice(offset, offset + limit);
      return { rows: await withNames(db, rows), total };
    },

    /** Orders in the given statuses within a booking scope (badge counts). */
    async countInStatuses(s: OrderScope, statuses: readonly string[]): Promise<number> {
      const row = await db
        .selectFrom('orders as o')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => eb.and([scoped(eb, s), eb('o.order_status', 'in', [...statuses])]))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** One order within the scope (the generic detail), with its booker's name; undefined when outside. */
    async one(s: OrderScope, orderId: string) {
      return db
        .selectFrom('orders as o')
        .innerJoin('employees as b', 'b.id', 'o.emp_id')
        .selectAll('o')
        .select('b.name as booker_name')
        .where((eb) => eb.and([scoped(eb, s), eb('o.id', '=', orderId)]))
        .executeTakeFirst();
    },

    /**
     * Live orders of the given types travelling in [fromDay, toDay] that I booked or travel on (itinerary calendar
     * for products whose trips are a date on the order).
     */
    async tripsByTravelDate(s: OrderScope, types: readonly number[], fromDay: string, toDay: string) {
      return db
        .selectFrom('orders as o')
        .select(['o.id', 'o.order_no', 'o.order_type', 'o.order_status', 'o.title', 'o.travel_date'])
        .where((eb) =>
          eb.and([
            scoped(eb, s),
            eb('o.order_type', 'in', [...types]),
            eb('o.order_status', 'not in', [...NOT_A_TRIP]),
            eb('o.travel_date', '>=', fromDay),
            eb('o.travel_date', '<=', toDay),
          ]),
        )
        .orderBy('o.travel_date')
        .orderBy('o.id')
        .execute();
    },

    /** My past trips (travel date before `today`), newest trip first, with the total. */
    async pastTrips(s: OrderScope, types: readonly number[], today: string, offset: number, limit: number) {
      const where = (eb: OrdersEb) =>
        eb.and([
          scoped(eb, s),
          eb('o.order_type', 'in', [...types]),
          eb('o.order_status', 'not in', [...NOT_A_TRIP]),
          eb('o.travel_date', '<', today),
        ]);
      const [rows, total] = await Promise.all([
        db
          .selectFrom('orders as o')
          .select(['o.id', 'o.order_no', 'o.order_type', 'o.order_status', 'o.title', 'o.travel_date'])
          .where(where)
          .orderBy('o.travel_date', 'desc')
          .orderBy('o.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        db
          .selectFrom('orders as o')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(where)
          .executeTakeFirst(),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    travellerNames: (orderIds: string[]) => travellerNamesOf(db, orderIds),
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;

const travellerNamesQuery = preparedQuery((db, v: { orderIds: readonly string[] }) =>
  db
    .selectFrom('order_travellers')
    .select(['order_id', 'name'])
    .where('order_id', 'in', v.orderIds)
    .orderBy('order_id')
    .orderBy('seq'),
);

/** Traveller names of each order, in booking order (order lists and the invoiceable list). */
export async function travellerNamesOf(db: Db, orderIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (orderIds.length === 0) return out;
  const rows = await travellerNamesQuery.all(db, { orderIds });
  for (const r of rows) {
    const names = out.get(r.order_id);
    if (names) names.push(r.name);
    else out.set(r.order_id, [r.name]);
  }
  return out;
}
