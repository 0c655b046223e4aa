/**
 * SQL of approvals: rules with their levels and candidate approvers, approval instances and their work items.
 * Every query is limited to one company; callers pass the caller's transaction (or the database for reads).
 */
import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/crypto';
import { keptUnderRulesVersion, readRulesVersion } from '../booking/rulesVersion';
import type { ApprovalRulesTable } from './tables';

type Q = Kysely<Database>;

/** A rule row with its levels' candidate approvers (level 1 first). */
export type RuleWithLevels = Pick<
  ApprovalRulesTable,
  'id' | 'corp_id' | 'name' | 'product' | 'dept_ids' | 'violation' | 'violate_items' | 'sort'
> & { levels: { level: number; empIds: string[] }[] };

export const splitList = (v: string): string[] =>
  v
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');

export interface EmployeeBrief {
  id: string;
  name: string;
  deptName: string;
}

export interface NewWorkItem {
  corpId: string;
  instanceId: string;
  approverEmpId: string;
  applicantEmpId: string;
  orderId: string;
  orderType: number;
  orderNo: string;
  title: string;
  level: number;
  nowMs: number;
}

/**
 * The rules of {@link approvalRepository}'s rules(), prepared once (db/prepared.ts): every booking reads them, and
 * building this query cost more than running it. Approvers join straight to their level (the approvers' primary key
 * starts with rule and level) and to the employee only when that employee is active in the company: an inactive
 * approver's row reads emp_id null and is skipped, as a level without approvers is. (A joined subquery of active
 * approvers was materialised and indexed again on every run: about twice the SQLite time.)
 */
const rulesQuery = preparedQuery((db: Q, v: { corpId: string; product?: string }) => {
  let q = db
    .selectFrom('approval_rules as ar')
    .leftJoin('approval_rule_levels as l', 'l.rule_id', 'ar.id')
    .leftJoin('approval_rule_approvers as r', (join) =>
      join.onRef('r.rule_id', '=', 'l.rule_id').onRef('r.level', '=', 'l.level'),
    )
    // is_valid as a literal: compared with a parameter, the condition of the partial index employees_corp_phone_active
    // (is_valid = 1) makes SQLite prepare the statement again on every run.
    .leftJoin('employees as e', (join) =>
      join.onRef('e.id', '=', 'r.emp_id').on('e.corp_id', '=', v.corpId).on('e.is_valid', '=', sql.lit(1)),
    )
    .select([
      'ar.id',
      'ar.corp_id',
      'ar.name',
      'ar.product',
      'ar.dept_ids',
      'ar.violation',
      'ar.violate_items',
      'ar.sort',
      'l.level',
      'e.id as emp_id',
    ])
    .where('ar.corp_id', '=', v.corpId)
    .where('ar.is_valid', '=', 1);
  if (v.product !== undefined) q = q.where('ar.product', 'in', [v.product, '*']);
  return q.orderBy('ar.sort').orderBy('ar.id').orderBy('l.level').orderBy('r.sort').orderBy('r.emp_id');
});

/**
 * What an approval decision reads, in ONE prepared statement (every booking decides): the rows of a parameter for
 * the platform ('') and the company (is_param 1: id the company, text the value), and the approval attributes of
 * the given employees of the company (is_param 0: id, text the department, mode the approval mode).
 */
const decisionFactsQuery = preparedQuery((db: Q, v: { corpId: string; paramNo: string; empIds: readonly string[] }) =>
  db
    .selectFrom('parameters')
    .select(['corp_id as id', 'value as text', sql<number>`-1`.as('mode'), sql<number>`1`.as('is_param')])
    .where('param_no', '=', v.paramNo)
    .where('corp_id', 'in', ['', v.corpId])
    .unionAll(
      db
        .selectFrom('employees')
        .select(['id', 'dept_id as text', 'approval_mode as mode', sql<number>`0`.as('is_param')])
        .where('corp_id', '=', v.corpId)
        .where('id', 'in', v.empIds),
    ),
);

type RuleRow = Awaited<ReturnType<typeof rulesQuery.all>>[number];

/** Rows of {@link rulesQuery} (a rule per level and approver) as rules with their levels' approvers. */
function rulesOf(rows: readonly RuleRow[]): RuleWithLevels[] {
  const out: RuleWithLevels[] = [];
  for (const row of rows) {
    let rule = out[out.length - 1];
    if (rule?.id !== row.id) {
      const { level: _level, emp_id: _empId, ...fields } = row;
      rule = { ...fields, violation: Number(row.violation), sort: Number(row.sort), levels: [] };
      out.push(rule);
    }
    if (row.level === null) continue;
    let level = rule.levels[rule.levels.length - 1];
    if (level?.level !== Number(row.level)) {
      level = { level: Number(row.level), empIds: [] };
      rule.levels.push(level);
    }
    if (row.emp_id !== null) level.empIds.push(row.emp_id);
  }
  return out;
}

function deepFreeze<T extends RuleWithLevels[]>(rules: T): T {
  for (const rule of rules) {
    for (const level of rule.levels) {
      Object.freeze(level.empIds);
      Object.freeze(level);
    }
    Object.freeze(rule.levels);
    Object.freeze(rule);
  }
  return Object.freeze(rules);
}

/** Rules per database, company and product under the rules version token (booking/rulesVersion.ts). */
const keptRules = keptUnderRulesVersion<readonly RuleWithLevels[]>();

/** The approval attributes of an employee ({@link approvalRepository}'s approvalAttributes). */
export interface ApprovalAttributes {
  id: string;
  dept_id: string;
  approval_mode: number;
}

export function approvalRepository(db: Q) {
  const items = (corpId: string, approverId: string, states: readonly string[]) =>
    db
      .selectFrom('approval_work_items as w')
      .where('w.corp_id', '=', corpId)
      .where('w.approver_emp_id', '=', approverId)
      .where('w.state', 'in', [...states]);

  const sent = (corpId: string, applicantId: string) =>
    db
      .selectFrom('approval_instances as i')
      .where('i.corp_id', '=', corpId)
      .where('i.applicant_emp_id', '=', applicantId);

  return {
    // My work items (approveType 1 and 2) ----------------------------------------------------------------------

    async list(corpId: string, approverId: string, states: readonly string[], offset: number, limit: number) {
      return items(corpId, approverId, states)
        .innerJoin('employees as a', 'a.id', 'w.applicant_emp_id')
        .leftJoin('approval_instances as i', 'i.id', 'w.instance_id')
        .select([
          'w.id',
          'w.instance_id',
          'w.order_id',
          'w.order_type',
          'w.order_no',
          'w.level',
          'w.state',
          'w.title',
          'w.created_at',
          'w.decided_at',
          'a.name as applicant_name',
          'i.state as instance_state',
        ])
        .orderBy('w.created_at', 'desc')
        .orderBy('w.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async count(corpId: string, approverId: string, states: readonly string[]): Promise<number> {
      const row = await items(corpId, approverId, states)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    // Approvals I sent (approveType 3) -------------------------------------------------------------------------

    async listSent(corpId: string, applicantId: string, offset: number, limit: number) {
      return sent(corpId, applicantId)
        .innerJoin('employees as a', 'a.id', 'i.applicant_emp_id')
        .select([
          'i.id',
          'i.order_id',
          'i.order_type',
          'i.order_no',
          'i.title',
          'i.state',
          'i.current_level',
          'i.created_at',
          'i.decided_at',
          'a.name as applicant_name',
        ])
        .orderBy('i.created_at', 'desc')
        .orderBy('i.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async countSent(corpId: string, applicantId: string): Promise<number> {
      const row = await sent(corpId, applicantId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    // Rules -------------------------------------------------------------------------------------------------------

    /**
     * Valid rules of a company (optionally of one product, '*' rules included), with their levels and each level's
     * active approvers, in ONE statement (every booking asks: issue 16, fewer statements per booking). On SQLite they
     * are kept per company and product under the rules version token (migrations 20261127_2004 and _2301: any write
     * to a rule, level, approver or an employee's company or activity changes it) and read again only when it
     * changed: every booking decides approval from them (issue 17). `version`: the token as the caller read it in
     * this transaction with no rule written since (a booking reads it with its booking rules), else it is read here.
     * The answer may be shared between calls: read it, never change it (it is frozen).
     */
    async rules(corpId: string, product?: string, version?: number | null): Promise<readonly RuleWithLevels[]> {
      const token = version !== undefined ? version : await readRulesVersion(db);
      const read = async () => deepFreeze(rulesOf(await rulesQuery.all(db, { corpId, product })));
      // Frozen on PostgreSQL too, so a caller that would change them fails in the tests of either.
      if (token === null) return read();
      return keptRules(db, product === undefined ? corpId : `${corpId}|${product}`, token, read);
    },

    async rule(corpId: string, ruleId: string): Promise<RuleWithLevels | undefined> {
      const all = await this.rules(corpId);
      return all.find((r) => r.id === ruleId);
    },

    // People --------------------------------------------------------------------------------------------------------

    /** Names and department names of employees of the company (unknown ids are left out). */
    async employees(corpId: string, ids: readonly string[]): Promise<Map<string, EmployeeBrief>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db
        .selectFrom('employees as e')
        .leftJoin('departments as d', 'd.id', 'e.dept_id')
        .select(['e.id', 'e.name', 'd.name as dept_name'])
        .where('e.corp_id', '=', corpId)
        .where('e.id', 'in', unique)
        .execute();
      return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, deptName: r.dept_name ?? '' }]));
    },

    /** The approval attributes of one employee (department, approval mode 1 company rules / 2 exempt / 3 always). */
    async approvalAttributes(corpId: string, empId: string) {
      return db
        .selectFrom('employees')
        .select(['id', 'dept_id', 'approval_mode'])
        .where('corp_id', '=', corpId)
        .where('id', '=', empId)
        .executeTakeFirst();
    },

    /**
     * A parameter's value for the company (the company's row over the platform's; undefined when neither has one)
     * and the approval attributes of the given employees of the company (by id; unknown ids are left out).
     */
    async decisionFacts(
      corpId: string,
      paramNo: string,
      empIds: readonly string[],
    ): Promise<{ param: string | undefined; employees: Map<string, ApprovalAttributes> }> {
      // No id the company gives an employee is '': an empty list reads no employee and keeps the statement valid.
      const ids = empIds.length > 0 ? [...new Set(empIds)] : [''];
      const rows = await decisionFactsQuery.all(db, { corpId, paramNo, empIds: ids });
      let platform: string | undefined;
      let company: string | undefined;
      const employees = new Map<string, ApprovalAttributes>();
      for (const r of rows) {
        if (Number(r.is_param) === 1) {
          if (r.id === '') platform = r.text;
          else company = r.text;
        } else {
          employees.set(r.id, { id: r.id, dept_id: r.text, approval_mode: Number(r.mode) });
        }
      }
      return { param: company ?? platform, employees };
    },

    async departmentNames(corpId: string, ids: readonly string[]): Promise<Map<string, string>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db
        .selectFrom('departments')
        .select(['id', 'name'])
        .where('corp_id', '=', corpId)
        .where('id', 'in', unique)
        .execute();
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    // Instances and work items ------------------------------------------------------------------------------------

    /**
     * The latest approval of an order (the one to show, withdraw or act on): the pending one if any (at most one),
     * else the newest by sending, then by decision time.
     */
    async latestInstance(corpId: string, orderId: string, orderType: number) {
      const all = await db
        .selectFrom('approval_instances')
        .selectAll()
        .where('corp_id', '=', corpId)
        .where('order_id', '=', orderId)
        .where('order_type', '=', orderType)
        .execute();
      const rank = (i: (typeof all)[number]) => [
        i.state === 'pending' ? 1 : 0,
        Number(i.created_at),
        Number(i.decided_at ?? 0),
      ];
      return all.reduce<(typeof all)[number] | undefined>((best, i) => {
        if (!best) return i;
        const [a, b] = [rank(i), rank(best)];
        for (let k = 0; k < a.length; k += 1) {
          if ((a[k] ?? 0) !== (b[k] ?? 0)) return (a[k] ?? 0) > (b[k] ?? 0) ? i : best;
        }
        return i.id > best.id ? i : best;
      }, undefined);
    },

    async pendingInstances(orderId: string, orderType: number) {
      return db
        .selectFrom('approval_instances')
        .selectAll()
        .where('order_id', '=', orderId)
        .where('order_type', '=', orderType)
        .where('state', '=', 'pending')
        .execute();
    },

    async instance(id: string) {
      return db.selectFrom('approval_instances').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async workItem(corpId: string, id: string) {
      return db
        .selectFrom('approval_work_items')
        .selectAll()
        .where('corp_id', '=', corpId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async itemsOf(instanceId: string) {
      return db
        .selectFrom('approval_work_items')
        .selectAll()
        .where('instance_id', '=', instanceId)
        .orderBy('level')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** Whether the employee was ever assigned a work item of this order. */
    async isAssignedApprover(corpId: string, empId: string, orderId: string, orderType: number): Promise<boolean> {
      const row = await db
        .selectFrom('approval_work_items')
        .select('id')
        .where('corp_id', '=', corpId)
        .where('approver_emp_id', '=', empId)
        .where('order_id', '=', orderId)
        .where('order_type', '=', orderType)
        .limit(1)
        .executeTakeFirst();
      return !!row;
    },

    async insertWorkItem(w: NewWorkItem): Promise<string> {
      const id = newId(w.nowMs);
      await db
        .insertInto('approval_work_items')
        .values({
          id,
          corp_id: w.corpId,
          instance_id: w.instanceId,
          approver_emp_id: w.approverEmpId,
          applicant_emp_id: w.applicantEmpId,
          order_id: w.orderId,
          order_type: w.orderType,
          order_no: w.orderNo,
          title: w.title,
          level: w.level,
          state: 'pending',
          remark: '',
          created_at: w.nowMs,
          decided_at: null,
        })
        .execute();
      return id;
    },

    /** pending → decided, only while still pending; false when someone else got there first. */
    async decideItem(id: string, state: 'approved' | 'rejected', remark: string, nowMs: number): Promise<boolean> {
      const r = await db
        .updateTable('approval_work_items')
        .set({ state, remark, decided_at: nowMs })
        .where('id', '=', id)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** Closes the pending work items of an instance (of one level, or all). */
    async closePendingItems(instanceId: string, nowMs: number, level?: number): Promise<void> {
      let q = db
        .updateTable('approval_work_items')
        .set({ state: 'closed', decided_at: nowMs })
        .where('instance_id', '=', instanceId)
        .where('state', '=', 'pending');
      if (level !== undefined) q = q.where('level', '=', level);
      await q.execute();
    },

    /** Moves a pending instance on, only from the level it is at; false when it moved meanwhile. */
    async updatePendingInstance(
      id: string,
      atLevel: number | null,
      set: { state?: string; current_level?: number; decided_at?: number | null },
      nowMs: number,
    ): Promise<boolean> {
      let q = db
        .updateTable('approval_instances')
        .set({ ...set, updated_at: nowMs })
        .where('id', '=', id)
        .where('state', '=', 'pending');
      if (atLevel !== null) q = q.where('current_level', '=', atLevel);
      const r = await q.executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}

export type ApprovalRepository = ReturnType<typeof approvalRepository>;
