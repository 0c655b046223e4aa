/**
 * The one booking-scope rule over orders (SPEC §6), shared by every module that reads or writes orders:
 * 1 orders I booked or travel on, 2 plus those booked by or for my department, 3 the whole company.
 * An order outside it answers as not found.
 */
import type { ExpressionBuilder } from 'kysely';
import type { Database, OrdersTable } from '../../db/schema';

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
