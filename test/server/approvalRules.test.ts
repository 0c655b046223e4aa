/**
 * approvalRepository.rules (every booking matches rules with it, in one prepared statement): a rule's levels in
 * order, each with its approvers by their sort, only approvers who are active employees of the rule's company; a
 * level left without approvers stays (empty), so validateRuleLevels can refuse the rule; the product filter keeps
 * the product's and the '*' rules. decisionFacts reads a setting (company over platform) and the candidates'
 * approval attributes in one statement.
 */
import { decideApproval } from '../../server/src/modules/approval/engine';
import { approvalRepository } from '../../server/src/modules/approval/repository';
import { loadBookingRules } from '../../server/src/modules/booking/service';
import { flightRepository } from '../../server/src/modules/flight/repository';
import { DEMO, START_MS, createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
const RULE = 'test-rules-read';
const STAR_RULE = 'test-rules-star';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.obt.db;
  const rule = (id: string, product: string, sort: number) => ({
    id,
    corp_id: DEMO.corpId,
    name: id,
    product,
    dept_ids: '',
    violation: 0,
    violate_items: '',
    sort,
    is_valid: 1,
    created_at: START_MS,
    updated_at: START_MS,
  });
  await db
    .insertInto('approval_rules')
    .values([rule(RULE, 'test-product', -2), rule(STAR_RULE, '*', -1)])
    .execute();
  await db
    .insertInto('approval_rule_levels')
    .values(
      [1, 2, 3].map((level) => ({ id: `${RULE}-${level}`, rule_id: RULE, corp_id: DEMO.corpId, level, name: '' })),
    )
    .execute();
  const approver = (level: number, empId: string, sort: number) => ({
    rule_id: RULE,
    level,
    emp_id: empId,
    corp_id: DEMO.corpId,
    sort,
  });
  await db
    .insertInto('approval_rule_approvers')
    .values([
      // Level 1: three approvers stored out of their order; wangwu is made inactive below.
      approver(1, DEMO.sunba.id, 2),
      approver(1, DEMO.wangwu.id, 0),
      approver(1, DEMO.lisi.id, 1),
      // Level 2: only an employee of another company.
      approver(2, DEMO.fengli.id, 0),
      // Level 3: none.
    ])
    .execute();
  await db.updateTable('employees').set({ is_valid: 0 }).where('id', '=', DEMO.wangwu.id).execute();
});

afterAll(async () => {
  await t.close();
});

describe('approval rules as a booking reads them', () => {
  it('gives each level its active approvers of the company, in their order, and keeps empty levels', async () => {
    const rules = await approvalRepository(t.app.obt.db).rules(DEMO.corpId);
    const rule = rules.find((r) => r.id === RULE);
    expect(rule).toMatchObject({ product: 'test-product', sort: -2, violation: 0 });
    expect(rule?.levels).toEqual([
      { level: 1, empIds: [DEMO.lisi.id, DEMO.sunba.id] },
      { level: 2, empIds: [] },
      { level: 3, empIds: [] },
    ]);
    // A rule without levels comes once, with none.
    expect(rules.filter((r) => r.id === STAR_RULE)).toEqual([expect.objectContaining({ levels: [] })]);
    // Rules by their sort; only the company's.
    expect(rules.slice(0, 2).map((r) => r.id)).toEqual([RULE, STAR_RULE]);
    expect(rules.every((r) => r.corp_id === DEMO.corpId)).toBe(true);
  });

  it("filters by product, keeping the '*' rules", async () => {
    const ids = (await approvalRepository(t.app.obt.db).rules(DEMO.corpId, 'test-product')).map((r) => r.id);
    expect(ids).toEqual([RULE, STAR_RULE]);
    const other = (await approvalRepository(t.app.obt.db).rules(DEMO.corpId, 'other')).map((r) => r.id);
    expect(other).toEqual([STAR_RULE]);
  });
});

describe("decisionFacts (the approval decision's one read)", () => {
  const PARAM = 'test.decisionFacts';
  const setParam = (corpId: string, value: string) =>
    t.app.obt.db.insertInto('parameters').values({ corp_id: corpId, param_no: PARAM, value, name: '' }).execute();

  it("reads the company's value over the platform's, and the given employees' attributes", async () => {
    const repo = approvalRepository(t.app.obt.db);
    expect((await repo.decisionFacts(DEMO.corpId, PARAM, [])).param).toBeUndefined();
    await setParam('', 'platform');
    expect((await repo.decisionFacts(DEMO.corpId, PARAM, [])).param).toBe('platform');
    await setParam(DEMO.corpId, 'company');
    const facts = await repo.decisionFacts(DEMO.corpId, PARAM, [DEMO.zhangsan.id, DEMO.sunba.id, DEMO.fengli.id]);
    expect(facts.param).toBe('company');
    // 冯立 belongs to another company: left out.
    expect([...facts.employees.keys()].sort()).toEqual([DEMO.zhangsan.id, DEMO.sunba.id].sort());
    expect(facts.employees.get(DEMO.sunba.id)).toEqual({
      id: DEMO.sunba.id,
      dept_id: DEMO.marketDept,
      approval_mode: 1,
    });
    expect((await repo.decisionFacts(DEMO.corp2Id, PARAM, [DEMO.fengli.id])).param).toBe('platform');
  });
});

describe("a booking's approval facts read with its booking rules and staff (no statement of the decision's own)", () => {
  const PARAM = 'approval.subjectBy';
  const params = () => t.app.obt.db.selectFrom('parameters').where('param_no', '=', PARAM);

  it('the booking rules read gives the setting as decisionFacts reads it: company over platform', async () => {
    const db = t.app.obt.db;
    const saved = await params().selectAll().execute();
    try {
      await db.deleteFrom('parameters').where('param_no', '=', PARAM).execute();
      const rules = () => loadBookingRules(db, DEMO.corpId, '10901');
      const facts = async () => (await approvalRepository(db).decisionFacts(DEMO.corpId, PARAM, [])).param;
      expect((await rules()).approvalSubjectBy).toBeUndefined();
      await db
        .insertInto('parameters')
        .values({ corp_id: '', param_no: PARAM, value: 'traveller', name: '' })
        .execute();
      expect((await rules()).approvalSubjectBy).toBe('traveller');
      expect(await facts()).toBe('traveller');
      await db
        .insertInto('parameters')
        .values({ corp_id: DEMO.corpId, param_no: PARAM, value: 'booker', name: '' })
        .execute();
      expect((await rules()).approvalSubjectBy).toBe('booker');
      expect(await facts()).toBe('booker');
      // Another company's value is not this company's.
      expect((await loadBookingRules(db, DEMO.corp2Id, '10901')).approvalSubjectBy).toBe('traveller');
    } finally {
      await db.deleteFrom('parameters').where('param_no', '=', PARAM).execute();
      if (saved.length > 0) await db.insertInto('parameters').values(saved).execute();
    }
  });

  it('the staff read gives the attributes decisionFacts reads, and the decision with them is the same', async () => {
    const db = t.app.obt.db;
    const ids = [DEMO.zhangsan.id, DEMO.sunba.id];
    const staff = await flightRepository(db).bookingStaff(DEMO.corpId, ids);
    const read = await approvalRepository(db).decisionFacts(DEMO.corpId, PARAM, ids);
    expect(staff.approval).toEqual(read.employees);
    const q = {
      corpId: DEMO.corpId,
      deptId: DEMO.marketDept,
      applicantEmpId: DEMO.zhangsan.id,
      travellerEmpIds: [DEMO.sunba.id],
      product: '10901',
      violated: true,
      violateItems: ['cabin'],
    };
    for (const param of ['booker', 'traveller', undefined]) {
      expect(await decideApproval(db, q, { param, employees: staff.approval })).toEqual(
        await decideApproval(db, q, { param, employees: read.employees }),
      );
    }
    // A candidate the caller did not read (here: none given) is read by the decision itself.
    expect(await decideApproval(db, q, { param: undefined, employees: new Map() })).toEqual(
      await decideApproval(db, q),
    );
  });
});
