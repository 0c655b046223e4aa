/**
 * Demo approval rules (issue 4 plan "Seed"): DEMO trip applications need 李四 or 王五 (市场部: 孙八, then 王五);
 * DEMO over-budget flights (violation item `overBudget`) need 李四 or 王五 — a plain policy violation without a trip
 * request does not; DEMO2 flights always need 冯立 (its flat `approvalRequired` booking rule stays as it is). DEMO
 * decides approval by the booker's attributes, DEMO2 by the first employee traveller's (`approval.subjectBy`).
 * Seeded only while the rules table is empty and the demo companies exist.
 */
import type { Db } from '../index';
import { PARAM_APPROVAL_SUBJECT_BY } from '../../modules/approval/engine';
import { DEMO2_CORP_ID, DEMO_CORP_ID } from './demoPeople';

interface SeedRule {
  id: string;
  corpId: string;
  name: string;
  product: string;
  deptIds: string[];
  violation: 0 | 1;
  violateItems: string[];
  sort: number;
  /** Candidate approvers per level, level 1 first. */
  levels: string[][];
}

const LISI = '40002';
const WANGWU = '40003';
const SUNBA = '40006';
const FENGLI = '40102';
const MARKETING = '20003';

export const DEMO_APPROVAL_RULES: readonly SeedRule[] = [
  {
    id: '91001',
    corpId: DEMO_CORP_ID,
    name: '差旅申请审批',
    product: 'trip',
    deptIds: [],
    violation: 0,
    violateItems: [],
    sort: 10,
    levels: [[LISI, WANGWU]],
  },
  {
    id: '91002',
    corpId: DEMO_CORP_ID,
    name: '超预算机票审批',
    product: '10901',
    deptIds: [],
    violation: 1,
    violateItems: ['overBudget'],
    sort: 20,
    levels: [[LISI, WANGWU]],
  },
  {
    id: '91003',
    corpId: DEMO_CORP_ID,
    name: '市场部差旅申请审批',
    product: 'trip',
    deptIds: [MARKETING],
    violation: 0,
    violateItems: [],
    sort: 10,
    levels: [[SUNBA], [WANGWU]],
  },
  {
    id: '91101',
    corpId: DEMO2_CORP_ID,
    name: '机票审批',
    product: '10901',
    deptIds: [],
    violation: 0,
    violateItems: [],
    sort: 10,
    levels: [[FENGLI]],
  },
];

/**
 * Whose attributes decide approval (SPEC §6 "separate as booker and as traveller", `approval.subjectBy`): DEMO the
 * booker's, DEMO2 the (first employee) traveller's.
 */
export const DEMO_APPROVAL_SUBJECT_BY = [
  { corpId: DEMO_CORP_ID, value: 'booker' },
  { corpId: DEMO2_CORP_ID, value: 'traveller' },
] as const;

/** The subjectBy parameters of the demo companies that exist, each only while missing. */
async function seedSubjectBy(db: Db): Promise<void> {
  for (const p of DEMO_APPROVAL_SUBJECT_BY) {
    const corp = await db.selectFrom('companies').select('id').where('id', '=', p.corpId).executeTakeFirst();
    if (!corp) continue;
    const have = await db
      .selectFrom('parameters')
      .select('param_no')
      .where('corp_id', '=', p.corpId)
      .where('param_no', '=', PARAM_APPROVAL_SUBJECT_BY)
      .executeTakeFirst();
    if (have) continue;
    await db
      .insertInto('parameters')
      .values({ corp_id: p.corpId, param_no: PARAM_APPROVAL_SUBJECT_BY, value: p.value, name: 'approval subject by' })
      .execute();
  }
}

export async function seedApprovals(db: Db, nowMs: number): Promise<void> {
  const demo = await db.selectFrom('companies').select('id').where('id', '=', DEMO_CORP_ID).executeTakeFirst();
  if (!demo) return;
  await seedSubjectBy(db);
  const any = await db.selectFrom('approval_rules').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const corps = [...new Set(DEMO_APPROVAL_RULES.map((r) => r.corpId))];
  const employees = new Set(
    (await db.selectFrom('employees').select('id').where('corp_id', 'in', corps).execute()).map((e) => e.id),
  );
  for (const r of DEMO_APPROVAL_RULES) {
    // A demo database edited by hand may lack an approver: such a rule would be unusable, so it is left out.
    if (!r.levels.every((ids) => ids.some((id) => employees.has(id)))) continue;
    await db
      .insertInto('approval_rules')
      .values({
        id: r.id,
        corp_id: r.corpId,
        name: r.name,
        product: r.product,
        dept_ids: r.deptIds.join(','),
        violation: r.violation,
        violate_items: r.violateItems.join(','),
        sort: r.sort,
        is_valid: 1,
        created_at: nowMs,
        updated_at: nowMs,
      })
      .execute();
    for (const [i, ids] of r.levels.entries()) {
      const level = i + 1;
      await db
        .insertInto('approval_rule_levels')
        .values({ id: `${r.id}-${level}`, rule_id: r.id, corp_id: r.corpId, level, name: '' })
        .execute();
      await db
        .insertInto('approval_rule_approvers')
        .values(
          ids
            .filter((id) => employees.has(id))
            .map((emp_id, sort) => ({ rule_id: r.id, level, emp_id, corp_id: r.corpId, sort })),
        )
        .execute();
    }
  }
}
