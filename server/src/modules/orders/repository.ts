/**
 * SQL of the order centre. Every query is scoped by company and booking scope (SPEC §6):
 * 1 orders I booked or travel on, 2 plus those booked by or for my department, 3 the whole company.
 */
import { sql } from 'kysely';
import type { Db } from '../../db';
import { preparedQuery } from '../../db/prepared';
import {
  bookedByMe,
  orderInScope as scoped,
  travelledNotBooked,
  type OrderScope,
  type OrdersEb,
} from './scopeRepository';

export type { OrderScope };

export interface OrderFilter extends OrderScope {
  dateType: 1 | 2;
  /** Epoch ms range for dateType 1, China dates for dateType 2 (end exclusive / inclusive as noted). */
  fromMs: number;
  toMsExclusive: number;
  fromDay: string;
  toDay: string;
  statuses?: readonly string[];
  orderType?: number;
  /** Any of these order types (product filter). */
  orderTypes?: readonly number[];
  orderNo?: string;
  /** Order number (exact) or a traveller name containing it. */
  keyword?: string;
  /** Paging anchor: only rows created at or before it (epoch ms). */
  createdBefore?: number;
  /** Only orders booked with a violation reason (/violateList). */
  violated?: boolean;
  /** The LIKE pattern of `keyword` (prepared queries pass it; otherwise made from `keyword`). */
  keywordLike?: string;
}

/** `%keyword%` with LIKE's wildcards escaped (escape character `\\`). */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** `part`: the whole booking scope, or one of the two disjoint halves of scope 1 (see `count`). */
function filtered(eb: OrdersEb, f: OrderFilter, part: 'scope' | 'booked' | 'travelled' = 'scope') {
  const c = [part === 'booked' ? bookedByMe(eb, f) : part === 'travelled' ? travelledNotBooked(eb, f) : scoped(eb, f)];
  if (f.dateType === 1) {
    c.push(eb('o.created_at', '>=', f.fromMs), eb('o.created_at', '<', f.toMsExclusive));
  } else {
    c.push(eb('o.travel_date', '>=', f.fromDay), eb('o.travel_date', '<=', f.toDay));
  }
  if (f.statuses) c.push(eb('o.order_status', 'in', [...f.statuses]));
  if (f.orderType !== undefined) c.push(eb('o.order_type', '=', f.orderType));
  if (f.orderTypes) c.push(eb('o.order_type', 'in', [...f.orderTypes]));
  if (f.orderNo) c.push(eb('o.order_no', '=', f.orderNo));
  if (f.createdBefore !== undefined) c.push(eb('o.created_at', '<=', f.createdBefore));
  if (f.violated) c.push(eb('o.violation_reason', '<>', ''));
  if (f.keyword) {
    const like = f.keywordLike ?? likePattern(f.keyword);
    const named = eb
      .selectFrom('order_travellers as k')
      .select('k.id')
      .whereRef('k.order_id', '=', 'o.id')
      .where(sql<boolean>`k.name like ${like} escape '\\'`);
    c.push(eb.or([eb('o.order_no', '=', f.keyword), eb.exists(named)]));
  }
  return eb.and(c);
}

/** Orders that are no trip (any more): never on the itinerary calendar. */
export const NOT_A_TRIP = ['cancelled', 'rejected', 'approvalTerminated', 'closed', 'refunded'] as const;

/** Which orders a list query reads: the whole booking scope, or one of the two disjoint halves of scope 1. */
type Part = 'scope' | 'booked' | 'travelled';

/** The values of a prepared list or count query (flat, as preparedQuery takes them). */
type ListValues = { [K in keyof OrderFilter]: OrderFilter[K] } & { part: Part; offset: number; limit: number };

/** Fields that choose the SQL's shape by their value (the rest are bound as parameters). */
const SHAPE_FIELDS = ['scope', 'dateType', 'violated', 'part'] as const;

const listQuery = preparedQuery(
  (db, v: ListValues) =>
    db
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
      ])
      .where((eb) => filtered(eb, v, v.part))
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .offset(v.offset)
      .limit(v.limit),
  { keep: SHAPE_FIELDS },
);

type ListRow = Awaited<ReturnType<typeof listQuery.all>>[number];

const countQuery = preparedQuery(
  (db, v: ListValues) =>
    db
      .selectFrom('orders as o')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => filtered(eb, v, v.part)),
  { keep: SHAPE_FIELDS },
);

/** Both halves of "my orders" counted in one statement (each subquery on its own index, as countQuery reads it). */
const halvesCountQuery = preparedQuery(
  (db, v: ListValues) => {
    const half = (part: 'booked' | 'travelled') =>
      db
        .selectFrom('orders as o')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => filtered(eb, v, part));
    return db.selectNoFrom([half('booked').as('booked'), half('travelled').as('travelled')]);
  },
  { keep: SHAPE_FIELDS },
);

/** Newest first, then id (the list's order; ids are ASCII, so this is the database's binary order too). */
function newestFirst(a: ListRow, b: ListRow): number {
  const at = Number(b.created_at) - Number(a.created_at);
  if (at !== 0) return at;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

export function ordersRepository(db: Db) {
  return {
    /**
     * One page of the filtered list. "My orders" (scope 1) is read as its two disjoint halves, each through the
     * employee's own index entries and each only as deep as the page, then merged: the newest orders of one
     * employee without reading every order of the company in the date range.
     */
    async list(f: OrderFilter, offset: number, limit: number): Promise<ListRow[]> {
      const values = { ...f, keywordLike: f.keyword ? likePattern(f.keyword) : undefined, offset, limit };
      if (f.scope !== 1) return listQuery.all(db, { ...values, part: 'scope' });
      const deep = { ...values, offset: 0, limit: offset + limit };
      const booked = await listQuery.all(db, { ...deep, part: 'booked' });
      const travelled = await listQuery.all(db, { ...deep, part: 'travelled' });
      if (travelled.length === 0) return booked.slice(offset, offset + limit);
      return [...booked, ...travelled].sort(newestFirst).slice(offset, offset + limit);
    },

    /**
     * A page and the total (the order centre's list). Counted first (index-only reads; the two halves of "my orders"
     * in one statement): a half with nothing in the range, usually "orders I travel on that someone else booked", and
     * a page past the end are not read at all. Two statements saved on most list calls.
     */
    async page(f: OrderFilter, offset: number, limit: number): Promise<{ rows: ListRow[]; total: number }> {
      const values = { ...f, keywordLike: f.keyword ? likePattern(f.keyword) : undefined, offset, limit };
      const countOf = async (part: Part) => Number((await countQuery.first(db, { ...values, part }))?.n ?? 0);
      if (f.scope !== 1) {
        const total = await countOf('scope');
        const rows = offset < total ? await listQuery.all(db, { ...values, part: 'scope' }) : [];
        return { rows, total };
      }
      const counts = await halvesCountQuery.first(db, { ...values, part: 'scope' });
      const bookedTotal = Number(counts?.booked ?? 0);
      const travelledTotal = Number(counts?.travelled ?? 0);
      const total = bookedTotal + travelledTotal;
      if (offset >= total) return { rows: [], total };
      const deep = { ...values, offset: 0, limit: offset + limit };
      const booked = bookedTotal > 0 ? await listQuery.all(db, { ...deep, part: 'booked' }) : [];
      const travelled = travelledTotal > 0 ? await listQuery.all(db, { ...deep, part: 'travelled' }) : [];
      if (travelled.length === 0) return { rows: booked.slice(offset, offset + limit), total };
      return { rows: [...booked, ...travelled].sort(newestFirst).slice(offset, offset + limit), total };
    },

    async count(f: OrderFilter): Promise<number> {
      const values = { ...f, keywordLike: f.keyword ? likePattern(f.keyword) : undefined, offset: 0, limit: 0 };
      const countOf = async (part: Part) => Number((await countQuery.first(db, { ...values, part }))?.n ?? 0);
      if (f.scope !== 1) return countOf('scope');
      // "My orders" counted as two disjoint halves, each through the employee's own index entries
      // (orders_corp_emp_created_id, order_travellers_booked_by_other) instead of every company order in the date range.
      return (await countOf('booked')) + (await countOf('travelled'));
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
