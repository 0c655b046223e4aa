/**
 * The booking scope (SPEC §6) over records an employee owns that are not orders — demand orders of any product,
 * which carry `corp_id`, `emp_id` and `dept_id` columns: 1 mine, 2 plus my department's, 3 the company's. A record
 * outside it answers as not found, like an order (scopeRepository.ts for orders and their travellers).
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { OrderScope } from './scopeRepository';

/** The condition on the owner columns of `alias` (a table name or its alias in the query). */
export function ownedInScope(alias: string, s: OrderScope): Expression<SqlBool> {
  const col = (name: 'corp_id' | 'emp_id' | 'dept_id') => sql.ref(`${alias}.${name}`);
  const inCorp = sql<SqlBool>`${col('corp_id')} = ${s.corpId}`;
  if (s.scope === 3) return inCorp;
  if (s.scope === 2) {
    return sql<SqlBool>`${inCorp} and (${col('emp_id')} = ${s.empId} or ${col('dept_id')} = ${s.deptId})`;
  }
  return sql<SqlBool>`${inCorp} and ${col('emp_id')} = ${s.empId}`;
}
