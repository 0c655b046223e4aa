/** Approval rule matching and level checks (SPEC §3 approval rules 1–4 levels, §5 approver per level, §6/§7 matchGz). */
import {
  type ApprovalRuleFacts,
  matchApprovalRule,
  normaliseSendApps,
  ruleApplies,
  validateRuleLevels,
  validateSendApps,
} from '../../../src/domain/approvalRules';

const rule = (r: Partial<ApprovalRuleFacts> & { id: string }): ApprovalRuleFacts => ({
  product: '*',
  deptIds: [],
  violation: 0,
  violateItems: [],
  sort: 0,
  ...r,
});

const q = (extra: Partial<{ deptId: string; product: string; violated: boolean; violateItems: string[] }> = {}) => ({
  deptId: 'd1',
  product: '10901',
  violated: false,
  violateItems: [] as string[],
  ...extra,
});

describe('ruleApplies (SPEC §7 matchGz: company, department, product, policy violation)', () => {
  it('matches the product or every product', () => {
    expect(ruleApplies(rule({ id: 'a', product: '10901' }), q())).toBe(true);
    expect(ruleApplies(rule({ id: 'a', product: '*' }), q())).toBe(true);
    expect(ruleApplies(rule({ id: 'a', product: 'trip' }), q())).toBe(false);
  });

  it('matches listed departments only, or all when the list is empty', () => {
    expect(ruleApplies(rule({ id: 'a', deptIds: ['d1', 'd2'] }), q())).toBe(true);
    expect(ruleApplies(rule({ id: 'a', deptIds: ['d2'] }), q())).toBe(false);
  });

  it('violation 1 applies only to violating bookings, with any or the listed items', () => {
    const any = rule({ id: 'a', violation: 1 });
    expect(ruleApplies(any, q())).toBe(false);
    expect(ruleApplies(any, q({ violated: true, violateItems: ['cabinClass'] }))).toBe(true);
    const overBudget = rule({ id: 'b', violation: 1, violateItems: ['overBudget'] });
    expect(ruleApplies(overBudget, q({ violated: true, violateItems: ['cabinClass'] }))).toBe(false);
    expect(ruleApplies(overBudget, q({ violated: true, violateItems: ['cabinClass', 'overBudget'] }))).toBe(true);
  });

  it('violation 0 applies to every booking, violating or not', () => {
    expect(ruleApplies(rule({ id: 'a' }), q({ violated: true, violateItems: ['discount'] }))).toBe(true);
  });
});

describe('matchApprovalRule: the most specific rule wins, then the lowest sort', () => {
  it('no applicable rule: no approval needed', () => {
    expect(matchApprovalRule([rule({ id: 'a', product: 'trip' })], q())).toBeNull();
    expect(matchApprovalRule([], q())).toBeNull();
  });

  it('a department match beats all departments, whatever the sort', () => {
    const all = rule({ id: 'all', product: 'trip', sort: 0 });
    const market = rule({ id: 'market', product: 'trip', deptIds: ['d1'], sort: 9 });
    expect(matchApprovalRule([all, market], q({ product: 'trip' }))?.id).toBe('market');
    expect(matchApprovalRule([all, market], q({ product: 'trip', deptId: 'd2' }))?.id).toBe('all');
  });

  it('a product beats "*"', () => {
    const star = rule({ id: 'star', sort: 0 });
    const flight = rule({ id: 'flight', product: '10901', sort: 5 });
    expect(matchApprovalRule([star, flight], q())?.id).toBe('flight');
    expect(matchApprovalRule([star, flight], q({ product: '10904' }))?.id).toBe('star');
  });

  it('a department on "*" beats a product for all departments', () => {
    const deptStar = rule({ id: 'deptStar', deptIds: ['d1'] });
    const flight = rule({ id: 'flight', product: '10901' });
    expect(matchApprovalRule([flight, deptStar], q())?.id).toBe('deptStar');
  });

  it('a violation rule with items beats an every-booking rule when it applies', () => {
    const every = rule({ id: 'every', product: '10901' });
    const over = rule({ id: 'over', product: '10901', violation: 1, violateItems: ['overBudget'] });
    expect(matchApprovalRule([every, over], q({ violated: true, violateItems: ['overBudget'] }))?.id).toBe('over');
    expect(matchApprovalRule([every, over], q())?.id).toBe('every');
  });

  it('equally specific rules: lowest sort, then id', () => {
    const a = rule({ id: 'a', product: '10901', sort: 2 });
    const b = rule({ id: 'b', product: '10901', sort: 1 });
    const c = rule({ id: 'c', product: '10901', sort: 1 });
    expect(matchApprovalRule([a, c, b], q())?.id).toBe('b');
  });
});

describe('validateRuleLevels (SPEC §3 levels 1 to 4; §5 at least one approver per level)', () => {
  it('accepts 1..n contiguous levels each with an approver', () => {
    expect(validateRuleLevels([{ level: 1, empIds: ['e1'] }])).toBeNull();
    expect(
      validateRuleLevels([
        { level: 2, empIds: ['e2'] },
        { level: 1, empIds: ['e1', 'e3'] },
      ]),
    ).toBeNull();
  });

  it('refuses no levels, more than 4, gaps, duplicates and empty levels', () => {
    expect(validateRuleLevels([])).toEqual({ code: 'approval.noLevels', level: 0 });
    const five = [1, 2, 3, 4, 5].map((level) => ({ level, empIds: ['e'] }));
    expect(validateRuleLevels(five)).toEqual({ code: 'approval.tooManyLevels', level: 0 });
    expect(validateRuleLevels([{ level: 2, empIds: ['e'] }])).toEqual({ code: 'approval.levelGap', level: 1 });
    expect(
      validateRuleLevels([
        { level: 1, empIds: ['e'] },
        { level: 3, empIds: ['e'] },
      ]),
    ).toEqual({ code: 'approval.levelGap', level: 2 });
    expect(
      validateRuleLevels([
        { level: 1, empIds: ['e'] },
        { level: 1, empIds: ['f'] },
      ]),
    ).toEqual({ code: 'approval.levelGap', level: 2 });
    expect(
      validateRuleLevels([
        { level: 1, empIds: ['e'] },
        { level: 2, empIds: [' '] },
      ]),
    ).toEqual({ code: 'approval.levelEmpty', level: 2 });
  });
});

describe('validateSendApps (SPEC §5: each level needs at least one approver, chosen from its candidates)', () => {
  const levels = [
    { level: 1, empIds: ['a', 'b'] },
    { level: 2, empIds: ['c'] },
  ];

  it('accepts one or more candidates per level', () => {
    expect(
      validateSendApps(levels, [
        { level: 1, empIds: ['b'] },
        { level: 2, empIds: ['c'] },
      ]),
    ).toBeNull();
    expect(
      validateSendApps(levels, [
        { level: 2, empIds: ['c'] },
        { level: 1, empIds: ['a', 'b'] },
      ]),
    ).toBeNull();
  });

  it('refuses a missing or empty level, an unknown level and a non-candidate', () => {
    expect(validateSendApps(levels, [{ level: 1, empIds: ['a'] }])).toEqual({
      code: 'approval.levelMissing',
      level: 2,
    });
    expect(
      validateSendApps(levels, [
        { level: 1, empIds: [] },
        { level: 2, empIds: ['c'] },
      ]),
    ).toEqual({ code: 'approval.levelEmpty', level: 1 });
    expect(
      validateSendApps(levels, [
        { level: 1, empIds: ['a'] },
        { level: 2, empIds: ['c'] },
        { level: 3, empIds: ['c'] },
      ]),
    ).toEqual({ code: 'approval.levelUnknown', level: 3 });
    expect(
      validateSendApps(levels, [
        { level: 1, empIds: ['a'] },
        { level: 2, empIds: ['a'] },
      ]),
    ).toEqual({ code: 'approval.approverNotCandidate', level: 2 });
  });

  it('normalises what is stored: levels ascending, approvers deduplicated', () => {
    expect(
      normaliseSendApps([
        { level: 2, empIds: ['c'] },
        { level: 1, empIds: ['a', 'a'] },
        { level: 1, empIds: ['b'] },
      ]),
    ).toEqual([
      { level: 1, empIds: ['a', 'b'] },
      { level: 2, empIds: ['c'] },
    ]);
  });
});
