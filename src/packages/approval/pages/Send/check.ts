/** The send form's checks (SPEC §5: approval needs a remark, and every level needs at least one approver). */
import type { ApprovalRuleLevel } from '../../../../api/contract/approval';
import { LIMITS } from '../../../../domain/limits';

/** What is wrong: levels without a chosen approver (by level number) and the remark. */
export interface SendProblems {
  levels: Record<number, true>;
  remark: boolean;
}

/** null when the form can be sent. */
export function checkSend(
  levels: readonly ApprovalRuleLevel[],
  chosen: Readonly<Record<number, readonly string[]>>,
  remark: string,
): SendProblems | null {
  const out: SendProblems = { levels: {}, remark: false };
  let bad = false;
  for (const level of levels) {
    const candidates = new Set(level.approvers.map((a) => a.empId));
    if (!(chosen[level.level] ?? []).some((id) => candidates.has(id))) {
      out.levels[level.level] = true;
      bad = true;
    }
  }
  const text = remark.trim();
  if (text === '' || Array.from(text).length > LIMITS.input.remarkMax) {
    out.remark = true;
    bad = true;
  }
  return bad ? out : null;
}
