/**
 * The one booking-scope rule over orders (SPEC §6), as SQL conditions shared by every repository that reads or writes
 * orders: 1 orders I booked or travel on, 2 plus those booked by or for my department, 3 the whole company.
 * An order outside it answers as not found.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrdersTable } from './tables';

export interface OrderScope {
  corpId: string;
  empId: string;
  deptId: string;
  scope: 1 | 2 | 3;
}

/** An expression builder over a query that aliases `orders` as `o`. */
export type OrdersEb = ExpressionBuilder<Database & { o: OrdersTable }, 'o'>;

export function orderInScope(eb: OrdersEb, s: OrderScope) {
  const inCorp = eb('o.corp_id', '=', s.corpId);
  if (s.scope === 3) return inCorp;
  // `o.id in (orders I travel on)`, not a correlated `exists`: SQLite then builds the traveller list once per query
  // instead of searching every traveller row of the employee for each order of the company (ms → µs under load).
  const travellers = eb
    .selectFrom('order_travellers as t')
    .select('t.order_id')
    .where((tb) =>
      s.scope === 2
        ? tb.or([tb('t.emp_id', '=', s.empId), tb('t.dept_id', '=', s.deptId)])
        : tb('t.emp_id', '=', s.empId),
    );
  const mine = [eb('o.emp_id', '=', s.empId), eb('o.id', 'in', travellers)];
  if (s.scope === 2) mine.push(eb('o.dept_id', '=', s.deptId));
  return eb.and([inCorp, eb.or(mine)]);
}

/** Scope 1, first half: orders I booked (index orders_corp_emp_created_id, newest first). */
export function bookedByMe(eb: OrdersEb, s: OrderScope) {
  return eb.and([eb('o.corp_id', '=', s.corpId), eb('o.emp_id', '=', s.empId)]);
}

/**
 * Scope 1, second half: orders I travel on that someone else booked. The company is checked on the traveller rows
 * (order_travellers.corp_id), so `orders` has no indexable condition but its key: the plan starts from my traveller
 * rows on every database, whatever the statistics say, and only from those not marked as booked by me.
 */
export function travelledNotBooked(eb: OrdersEb, s: OrderScope) {
  const travels = eb
    .selectFrom('order_travellers as t')
    .select('t.order_id')
    .where('t.emp_id', '=', s.empId)
    .where('t.corp_id', '=', s.corpId)
    // Rows of orders the traveller booked are never in this half: partial index order_travellers_booked_by_other
    // (a literal, not a parameter: SQLite matches a partial index's condition only against literals).
    .where('t.booked_self', '=', sql.lit(0));
  return eb.and([eb('o.id', 'in', travels), eb('o.emp_id', '<>', s.empId)]);
}
