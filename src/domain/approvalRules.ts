/**
 * Approval rules (SPEC §3 "Approval rules have levels 1 to 4", §5 "the approval level needs at least one approver",
 * §6/§7 matchGz). Pure: the server matches rules and checks what is sent; the client may check the same before
 * sending. A rule belongs to one company and applies to a product ('trip' for trip applications, a product code such
 * as '10901', or '*' for every product), optionally to listed departments, and either to every booking (violation
 * 0) or only to bookings that violate the travel policy (violation 1), optionally only for listed violation items.
 */

/** Rules have 1 to 4 levels (SPEC §3). */
export const APPROVAL_MAX_LEVELS = 4;

/** The product of a trip application in rules. */
export const APPROVAL_PRODUCT_TRIP = 'trip';

/** A rule for every product. */
export const APPROVAL_PRODUCT_ANY = '*';

/** The facts of a rule that matching looks at. */
export interface ApprovalRuleFacts {
  id: string;
  /** 'trip', a product code such as '10901', or '*'. */
  product: string;
  /** Empty: every department. */
  deptIds: readonly string[];
  /** 0 every booking, 1 only bookings that violate. */
  violation: 0 | 1;
  /** Violation item codes; empty: any item. Only read when violation is 1. */
  violateItems: readonly string[];
  /** Lower first among equally specific rules. */
  sort: number;
}

/** What is being approved, as matching sees it. */
export interface ApprovalMatchQuery {
  deptId: string;
  product: string;
  violated: boolean;
  violateItems: readonly string[];
}

/** Whether one rule applies to the subject. */
export function ruleApplies(rule: ApprovalRuleFacts, q: ApprovalMatchQuery): boolean {
  if (rule.product !== APPROVAL_PRODUCT_ANY && rule.product !== q.product) return false;
  if (rule.deptIds.length > 0 && !rule.deptIds.includes(q.deptId)) return false;
  if (rule.violation === 1) {
    if (!q.violated) return false;
    if (rule.violateItems.length > 0 && !rule.violateItems.some((item) => q.violateItems.includes(item))) {
      return false;
    }
  }
  return true;
}

/**
 * How specific a rule is, most significant first: a department list beats all departments, a product beats '*',
 * a violation-only rule beats an every-booking rule, listed violation items beat any item.
 */
export function ruleSpecificity(rule: ApprovalRuleFacts): [number, number, number, number] {
  return [
    rule.deptIds.length > 0 ? 1 : 0,
    rule.product !== APPROVAL_PRODUCT_ANY ? 1 : 0,
    rule.violation === 1 ? 1 : 0,
    rule.violation === 1 && rule.violateItems.length > 0 ? 1 : 0,
  ];
}

/** Negative when `a` should win over `b`: more specific first, then lower sort, then lower id (stable). */
export function compareRules(a: ApprovalRuleFacts, b: ApprovalRuleFacts): number {
  const sa = ruleSpecificity(a);
  const sb = ruleSpecificity(b);
  for (let i = 0; i < sa.length; i += 1) {
    const d = (sb[i] ?? 0) - (sa[i] ?? 0);
    if (d !== 0) return d;
  }
  if (a.sort !== b.sort) return a.sort - b.sort;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The rule that applies to the subject (most specific, then lowest sort), or null: no approval needed. */
export function matchApprovalRule<R extends ApprovalRuleFacts>(rules: readonly R[], q: ApprovalMatchQuery): R | null {
  const applicable = rules.filter((r) => ruleApplies(r, q));
  if (applicable.length === 0) return null;
  return [...applicable].sort(compareRules)[0] ?? null;
}

/** Problems with a rule's levels or with what is sent for them. */
export type ApprovalLevelProblem =
  | 'approval.noLevels'
  | 'approval.tooManyLevels'
  | 'approval.levelGap'
  | 'approval.levelEmpty'
  | 'approval.levelMissing'
  | 'approval.levelUnknown'
  | 'approval.approverNotCandidate';

/** A problem and the level it concerns (0 when about the whole list). */
export interface ApprovalLevelIssue {
  code: ApprovalLevelProblem;
  level: number;
}

/** A level with its approvers (rule definition, or the approvers chosen when sending). */
export interface ApprovalLevelApprovers {
  level: number;
  empIds: readonly string[];
}

/**
 * A rule's levels must be 1..n contiguous (n ≤ 4, each level once) and each level must have at least one approver
 * (SPEC §3, §5). Null when valid, else the first problem.
 */
export function validateRuleLevels(levels: readonly ApprovalLevelApprovers[]): ApprovalLevelIssue | null {
  if (levels.length === 0) return { code: 'approval.noLevels', level: 0 };
  if (levels.length > APPROVAL_MAX_LEVELS) return { code: 'approval.tooManyLevels', level: 0 };
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  for (let i = 0; i < sorted.length; i += 1) {
    const l = sorted[i] as ApprovalLevelApprovers;
    if (l.level !== i + 1) return { code: 'approval.levelGap', level: i + 1 };
  }
  for (const l of sorted) {
    if (distinct(l.empIds).length === 0) return { code: 'approval.levelEmpty', level: l.level };
  }
  return null;
}

/**
 * The approvers chosen when sending (SPEC §5 "the approval level needs at least one approver"): exactly the rule's
 * levels, each with at least one approver, each approver one of that level's candidates. Null when valid.
 */
export function validateSendApps(
  ruleLevels: readonly ApprovalLevelApprovers[],
  sent: readonly ApprovalLevelApprovers[],
): ApprovalLevelIssue | null {
  const candidates = new Map(ruleLevels.map((l) => [l.level, new Set(l.empIds)]));
  for (const s of sent) {
    if (!candidates.has(s.level)) return { code: 'approval.levelUnknown', level: s.level };
  }
  for (const rl of [...ruleLevels].sort((a, b) => a.level - b.level)) {
    const chosen = sent.filter((s) => s.level === rl.level);
    if (chosen.length === 0) return { code: 'approval.levelMissing', level: rl.level };
    const ids = distinct(chosen.flatMap((s) => s.empIds));
    if (ids.length === 0) return { code: 'approval.levelEmpty', level: rl.level };
    const allowed = candidates.get(rl.level) as Set<string>;
    if (ids.some((id) => !allowed.has(id))) return { code: 'approval.approverNotCandidate', level: rl.level };
  }
  return null;
}

/** The chosen approvers per level, deduplicated, levels ascending (what is stored at send time). */
export function normaliseSendApps(sent: readonly ApprovalLevelApprovers[]): { level: number; empIds: string[] }[] {
  const byLevel = new Map<number, string[]>();
  for (const s of sent) byLevel.set(s.level, distinct([...(byLevel.get(s.level) ?? []), ...s.empIds]));
  return [...byLevel.entries()].sort(([a], [b]) => a - b).map(([level, empIds]) => ({ level, empIds }));
}

function distinct(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.trim()).filter((id) => id !== ''))];
}
