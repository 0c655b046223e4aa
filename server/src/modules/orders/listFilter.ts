/** The order centre's filter as SQL conditions over `orders as o` (the page read and its counts share it). */
import { sql } from 'kysely';
import { bookedByMe, orderInScope, travelledNotBooked, type OrderScope, type OrdersEb } from './scopeRepository';

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

/** Which orders a read covers: the whole booking scope, or one of the two disjoint halves of scope 1. */
export type Part = 'scope' | 'booked' | 'travelled';

/** `%keyword%` with LIKE's wildcards escaped (escape character `\\`). */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Every field of T present (a value may still be undefined): an object literal of this type names them all. */
export type Complete<T> = { [K in keyof Required<T>]: T[K] };

/**
 * The filter's values as the prepared statements take them: the LIKE pattern made, and with dateType 1 the paging
 * anchor folded into the range's end (created_at is integer ms, so `<= anchor` is `< anchor + 1`): one bound on the
 * index instead of a second one tested on every entry of the range.
 *
 * Written out field by field, not spread (`{ ...f }`): V8 copies a spread of an object of this many fields property
 * by property in its runtime, a few µs of every list call (issue 17); a literal is made from one boilerplate, and
 * always has the same fields in the same order (the prepared statement's shape).
 */
export function filterValues(f: OrderFilter): Complete<OrderFilter> {
  const anchored = f.dateType === 1 && f.createdBefore !== undefined;
  return {
    corpId: f.corpId,
    empId: f.empId,
    deptId: f.deptId,
    scope: f.scope,
    dateType: f.dateType,
    fromMs: f.fromMs,
    toMsExclusive: anchored ? Math.min(f.toMsExclusive, (f.createdBefore as number) + 1) : f.toMsExclusive,
    fromDay: f.fromDay,
    toDay: f.toDay,
    statuses: f.statuses,
    orderType: f.orderType,
    orderTypes: f.orderTypes,
    orderNo: f.orderNo,
    keyword: f.keyword,
    createdBefore: anchored ? undefined : f.createdBefore,
    violated: f.violated,
    keywordLike: f.keyword ? likePattern(f.keyword) : undefined,
  };
}

/** The conditions of `f` on `part` of the orders (see {@link Part}). */
export function filtered(eb: OrdersEb, f: OrderFilter, part: Part = 'scope') {
  const c = [
    part === 'booked' ? bookedByMe(eb, f) : part === 'travelled' ? travelledNotBooked(eb, f) : orderInScope(eb, f),
  ];
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
