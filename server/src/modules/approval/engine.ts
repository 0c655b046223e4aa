/**
 * The approval engine (issue 4; SPEC §3 approval, §4 approval, §5 remark and approvers, §7 Approval). Products
 * (and the trip request) have a handler per order type, registered per app by build() (ctx.approvals); the engine matches rules, runs an approval level by level ("or-sign": any one
 * approver of a level decides it), and tells the handler when the subject was submitted, approved, rejected or
 * withdrawn, all inside the caller's transaction. Messages go to new approvers (yycj 2 with the work item) and to
 * the applicant on the outcome (yycj 1).
 */
import type { Kysely } from 'kysely';
import type {
  ApprovalInstanceState,
  CancelAppData,
  CancelAppRequest,
  ReceiveAppResultData,
  ReceiveAppResultRequest,
  SendAppData,
  SendAppRequest,
  WorkItemState,
} from '../../../../src/api/contract/approval';
import {
  APPROVAL_PRODUCT_ANY,
  matchApprovalRule,
  normaliseSendApps,
  validateRuleLevels,
  validateSendApps,
  type ApprovalLevelIssue,
  type ApprovalRuleFacts,
} from '../../../../src/domain/approvalRules';
import { LIMITS } from '../../../../src/domain/limits';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { translate, type MsgKey } from '../../i18n/messages';
import { newId } from '../../lib/crypto';
import { BizError, invalid, notFound } from '../../lib/errors';
import { createMessage } from '../orders/lifecycle';
import type { AuthInfo } from '../session/service';
import { approvalRepository, splitList, type ApprovalAttributes, type RuleWithLevels } from './repository';
import type { ApprovalInstancesTable } from './tables';

/** A transaction (or, outside one, the database itself). */
export type Trx = Kysely<Database>;

/** What is being approved, as its product describes it. */
export interface ApprovalSubject {
  corpId: string;
  deptId: string;
  applicantEmpId: string;
  travellerEmpIds: string[];
  /** 'trip' | '10901' | ... */
  product: string;
  violated: boolean;
  violateItems: string[];
  title: string;
  orderNo: string;
  amountFen: number;
  /** Product-specific summary lines for /approval/Detail (plain data text). */
  lines: string[];
  violations: { item: string; reason: string }[];
}

/**
 * A product's (or the trip request's) side of an approval: all calls run in the engine's transaction; `ctx` is the
 * app (e.g. to pay an approved order through its product's paid handler).
 */
export interface ApprovalHandler {
  subject(trx: Trx, corpId: string, orderId: string): Promise<ApprovalSubject | null>;
  /** → in approval. */
  submitted(trx: Trx, orderId: string, nowMs: number, ctx: AppContext): Promise<void>;
  approved(trx: Trx, orderId: string, nowMs: number, ctx: AppContext): Promise<void>;
  rejected(trx: Trx, orderId: string, nowMs: number, remark: string, ctx: AppContext): Promise<void>;
  /** → back to draft / awaitingSubmission. */
  withdrawn(trx: Trx, orderId: string, nowMs: number, ctx: AppContext): Promise<void>;
  /**
   * Why the subject can no longer be approved now (e.g. the flight departs within the booking block), or null.
   * Asked before an approver's approval is recorded; a reason ends the approval instead ({@link endApproval}).
   */
  approvalBlocked?(trx: Trx, orderId: string, nowMs: number): Promise<MsgKey | null>;
  /** The engine ended the approval ({@link endApproval}): move the subject to its terminated state, free what it holds. */
  terminated?(trx: Trx, orderId: string, nowMs: number, ctx: AppContext): Promise<void>;
}

/** The approval handlers of one app (ctx.approvals), by order type; build() registers them. */
export interface ApprovalHandlers {
  /** One handler per order type; an order type registered twice is refused. */
  register(orderTypes: readonly number[], handler: ApprovalHandler): void;
  /** The handler of an order type; an order type nobody handles is not found. */
  of(orderType: number): ApprovalHandler;
}

export function createApprovalHandlers(): ApprovalHandlers {
  const handlers = new Map<number, ApprovalHandler>();
  return {
    register(orderTypes, handler) {
      for (const t of orderTypes) {
        if (handlers.has(t)) throw new Error(`approval handler of order type ${t} registered twice`);
      }
      for (const t of orderTypes) handlers.set(t, handler);
    },
    of(orderType) {
      const h = handlers.get(orderType);
      if (!h) throw notFound();
      return h;
    },
  };
}

/** The rule's facts for the pure matcher. */
export function ruleFacts(r: RuleWithLevels): ApprovalRuleFacts {
  return {
    id: r.id,
    product: r.product,
    deptIds: splitList(r.dept_ids),
    violation: r.violation === 1 ? 1 : 0,
    violateItems: splitList(r.violate_items),
    sort: r.sort,
  };
}

/** The rule that applies (usable rules only: levels 1..n each with an approver), or null. */
export async function matchRule(
  trx: Trx,
  s: Pick<ApprovalSubject, 'corpId' | 'deptId' | 'product' | 'violated' | 'violateItems'>,
  rulesVersion?: number | null,
): Promise<RuleWithLevels | null> {
  // Only the subject's product's and '*' rules can apply (ruleApplies): the others are not read.
  const rules = (await approvalRepository(trx).rules(s.corpId, s.product, rulesVersion)).filter(
    (r) => validateRuleLevels(r.levels) === null,
  );
  const byId = new Map(rules.map((r) => [r.id, r]));
  const hit = matchApprovalRule(rules.map(ruleFacts), {
    deptId: s.deptId,
    product: s.product,
    violated: s.violated,
    violateItems: s.violateItems,
  });
  return hit ? (byId.get(hit.id) ?? null) : null;
}

/**
 * Company setting (parameters, company over platform; SPEC §6 "Approver attributes are separate as booker and as
 * traveller"): whose attributes decide approval — the rule's department match and the employee approval mode.
 * 'booker' (default): the applicant's (the subject's deptId as the caller recorded it, the applicant's mode).
 * 'traveller': the first employee traveller's (their department and mode); with no employee traveller (outsiders
 * only) the booker's.
 */
export const PARAM_APPROVAL_SUBJECT_BY = 'approval.subjectBy';
export type ApprovalSubjectBy = 'booker' | 'traveller';

/** employees.approval_mode (src/api/contract/peopleAdmin.ts ApprovalMode): 1 company rules, 2 exempt, 3 always. */
export const APPROVAL_MODE = { companyRules: 1, exempt: 2, always: 3 } as const;
export type ApprovalModeValue = (typeof APPROVAL_MODE)[keyof typeof APPROVAL_MODE];

/**
 * What approval decisions look at. `applicantEmpId` (the booker) and `travellerEmpIds` (in booking order) say whose
 * approval mode — and, by `approval.subjectBy`, whose department — counts; `deptId` is the booker's department as
 * the subject records it.
 */
export type ApprovalQuery = Pick<
  ApprovalSubject,
  'corpId' | 'deptId' | 'applicantEmpId' | 'travellerEmpIds' | 'product' | 'violated' | 'violateItems'
>;

/**
 * What {@link decideApproval} reads, when the caller has it already (a booking reads the setting with its booking
 * rules and the employees with its travellers): `param` the company's (else the platform's) `approval.subjectBy`,
 * `employees` the approval attributes of active employees of the company by id.
 */
export interface DecisionFacts {
  param: string | undefined;
  employees: ReadonlyMap<string, ApprovalAttributes>;
  /**
   * The rules version token as the caller read it in this transaction, with no approval rule written since
   * (approval/repository.ts rules; a booking reads it with its booking rules); absent: read by the decision.
   */
  rulesVersion?: number | null;
}

/** The outcome of {@link decideApproval}. */
export interface ApprovalDecision {
  /** Approval is needed (with `rule` null: needed but impossible — mode "always" and no rule of the product). */
  required: boolean;
  rule: RuleWithLevels | null;
  /** 'rule' a rule matched; 'always' mode 3 forced it; 'exempt' mode 2; 'none' no rule applies. */
  basis: 'rule' | 'always' | 'exempt' | 'none';
  mode: ApprovalModeValue;
  /** The employee whose attributes counted (null: none known, company rules for the given department). */
  subjectEmpId: string | null;
  /** The department the rules were matched with. */
  deptId: string;
}

const modeOf = (v: unknown): ApprovalModeValue => {
  const n = Number(v);
  return n === 2 ? 2 : n === 3 ? 3 : 1;
};

/** The `approval.subjectBy` value as read: 'traveller' only when it says so. */
function subjectByOf(value: string | undefined): ApprovalSubjectBy {
  return value?.trim() === 'traveller' ? 'traveller' : 'booker';
}

/**
 * "Always" (mode 3) without a matching rule: the most specific usable rule of the product (or '*') for the
 * department, ignoring the rules' violation condition (a violation-only rule counts like an every-booking one).
 */
async function fallbackRule(
  trx: Trx,
  corpId: string,
  deptId: string,
  product: string,
  rulesVersion: number | null | undefined,
) {
  const rules = (await approvalRepository(trx).rules(corpId, product, rulesVersion)).filter(
    (r) => validateRuleLevels(r.levels) === null,
  );
  const byId = new Map(rules.map((r) => [r.id, r]));
  const hit = matchApprovalRule(
    rules
      .filter((r) => r.product === product || r.product === APPROVAL_PRODUCT_ANY)
      .map((r) => ({ ...ruleFacts(r), violation: 0 as const, violateItems: [] })),
    { deptId, product, violated: false, violateItems: [] },
  );
  return hit ? (byId.get(hit.id) ?? null) : null;
}

/**
 * Whether a subject needs approval and by which rule, honouring the employee approval mode of whoever
 * `approval.subjectBy` names (SPEC §3 employee approvalMode, §6): exempt (2) → never; company rules (1) → the rule
 * that matches; always (3) → the matching rule, else the product's most specific rule ignoring the violation
 * condition, else required with no rule (callers refuse: {@link requireRule}).
 */
export async function decideApproval(trx: Trx, q: ApprovalQuery, known?: DecisionFacts): Promise<ApprovalDecision> {
  // The setting and both candidates' attributes in one statement, before knowing which candidate the setting names
  // (or as the caller read them already: every candidate must be there).
  const firstTraveller = q.travellerEmpIds.find((id) => id !== '');
  const candidates = [q.applicantEmpId, firstTraveller].filter((id): id is string => !!id);
  const facts =
    known && candidates.every((id) => known.employees.has(id))
      ? known
      : await approvalRepository(trx).decisionFacts(q.corpId, PARAM_APPROVAL_SUBJECT_BY, candidates);
  const traveller = subjectByOf(facts.param) === 'traveller' ? firstTraveller : undefined;
  const subjectEmpId = traveller ?? (q.applicantEmpId || null);
  const emp = subjectEmpId ? facts.employees.get(subjectEmpId) : undefined;
  // The booker's department is the one recorded on the subject; a traveller's is their own.
  const deptId = traveller && emp ? emp.dept_id : q.deptId;
  const mode = modeOf(emp?.approval_mode);
  const base = { mode, subjectEmpId: emp ? subjectEmpId : null, deptId };
  if (mode === APPROVAL_MODE.exempt) return { ...base, required: false, rule: null, basis: 'exempt' };
  const rule = await matchRule(trx, { ...q, deptId }, known?.rulesVersion);
  if (rule) return { ...base, required: true, rule, basis: 'rule' };
  if (mode === APPROVAL_MODE.always) {
    const fallback = await fallbackRule(trx, q.corpId, deptId, q.product, known?.rulesVersion);
    return { ...base, required: true, rule: fallback, basis: 'always' };
  }
  return { ...base, required: false, rule: null, basis: 'none' };
}

/** The decision's rule; approval needed without any rule (mode "always", no rule) is refused by name. */
export function requireRule(d: ApprovalDecision): RuleWithLevels | null {
  if (d.required && !d.rule) throw invalid('approvalAlwaysNoRule');
  return d.rule;
}

/**
 * Whether a subject needs approval, and by which rule (SPEC §7 vipSpkzNeedApproval / matchGz), by
 * {@link decideApproval}. `exempt`: the employee approval mode exempts it (also from a company's flat
 * "approval required" booking rule). Mode "always" with no rule to send it by throws 'approvalAlwaysNoRule'.
 */
export async function needsApproval(
  trx: Trx,
  s: ApprovalQuery,
  known?: DecisionFacts,
): Promise<{ required: boolean; spgzId: string | null; exempt: boolean }> {
  const d = await decideApproval(trx, s, known);
  const rule = requireRule(d);
  return { required: d.required, spgzId: rule?.id ?? null, exempt: d.basis === 'exempt' };
}

/**
 * The order was cancelled or expired while in approval: its pending approval ends as `terminated` and the open
 * work items close. The handler is not called (the caller is already moving the order).
 */
export async function terminateApproval(trx: Trx, orderId: string, orderType: number, nowMs: number): Promise<void> {
  const repo = approvalRepository(trx);
  for (const inst of await repo.pendingInstances(orderId, orderType)) {
    await repo.updatePendingInstance(inst.id, null, { state: 'terminated', decided_at: nowMs }, nowMs);
    await repo.closePendingItems(inst.id, nowMs);
  }
}

// Messages are stored once, in the default language (as the order lifecycle does).
const MESSAGE_LOCALE = 'zh-CN' as const;

type InstanceFacts = Pick<
  ApprovalInstancesTable,
  'id' | 'corp_id' | 'order_id' | 'order_type' | 'order_no' | 'title' | 'applicant_emp_id'
>;

/** Creates one level's work items and tells each approver (yycj 2 with the work item id). */
async function openLevel(trx: Trx, inst: InstanceFacts, level: number, empIds: readonly string[], nowMs: number) {
  const repo = approvalRepository(trx);
  const applicant = (await repo.employees(inst.corp_id, [inst.applicant_emp_id])).get(inst.applicant_emp_id);
  for (const empId of empIds) {
    const workItemId = await repo.insertWorkItem({
      corpId: inst.corp_id,
      instanceId: inst.id,
      approverEmpId: empId,
      applicantEmpId: inst.applicant_emp_id,
      orderId: inst.order_id,
      orderType: inst.order_type,
      orderNo: inst.order_no,
      title: inst.title,
      level,
      nowMs,
    });
    await createMessage(trx, {
      corpId: inst.corp_id,
      empId,
      yycj: 2,
      title: translate(MESSAGE_LOCALE, 'msgApprovalTodo'),
      content: translate(MESSAGE_LOCALE, 'msgApprovalTodoContent', {
        applicant: applicant?.name ?? '',
        title: inst.title,
        orderNo: inst.order_no,
      }),
      orderId: inst.order_id,
      orderType: inst.order_type,
      workItemId,
      nowMs,
    });
  }
}

async function tellApplicant(
  trx: Trx,
  inst: InstanceFacts,
  title: MsgKey,
  content: MsgKey,
  remark: string,
  nowMs: number,
) {
  await createMessage(trx, {
    corpId: inst.corp_id,
    empId: inst.applicant_emp_id,
    yycj: 1,
    title: translate(MESSAGE_LOCALE, title),
    content: translate(MESSAGE_LOCALE, content, { title: inst.title, orderNo: inst.order_no, remark }),
    orderId: inst.order_id,
    orderType: inst.order_type,
    nowMs,
  });
}

/**
 * Ends a pending approval because the subject can no longer be approved (the flight departs too soon, or the
 * approval came inside the booking block): the instance becomes `terminated`, its open work items close, the
 * handler moves the subject to its terminated state ({@link ApprovalHandler.terminated}), and the applicant and the
 * approvers whose items were open are told why (`reason`, with the title and order number). False when no approval
 * was pending.
 */
export async function endApproval(
  ctx: AppContext,
  trx: Trx,
  orderId: string,
  orderType: number,
  nowMs: number,
  reason: MsgKey,
): Promise<boolean> {
  const repo = approvalRepository(trx);
  const ended: { inst: InstanceFacts; open: { id: string; approver_emp_id: string }[] }[] = [];
  for (const inst of await repo.pendingInstances(orderId, orderType)) {
    if (!(await repo.updatePendingInstance(inst.id, null, { state: 'terminated', decided_at: nowMs }, nowMs))) continue;
    const open = (await repo.itemsOf(inst.id)).filter((i) => i.state === 'pending');
    await repo.closePendingItems(inst.id, nowMs);
    ended.push({ inst: { ...inst, order_type: Number(inst.order_type) }, open });
  }
  if (ended.length === 0) return false;
  await ctx.approvals.of(orderType).terminated?.(trx, orderId, nowMs, ctx);
  for (const { inst, open } of ended) {
    await tellApplicant(trx, inst, 'msgApprovalTerminated', reason, '', nowMs);
    for (const item of open) {
      await createMessage(trx, {
        corpId: inst.corp_id,
        empId: item.approver_emp_id,
        yycj: 2,
        title: translate(MESSAGE_LOCALE, 'msgApprovalTerminated'),
        content: translate(MESSAGE_LOCALE, reason, { title: inst.title, orderNo: inst.order_no }),
        orderId: inst.order_id,
        orderType: inst.order_type,
        workItemId: item.id,
        nowMs,
      });
    }
  }
  return true;
}

function levelIssueError(issue: ApprovalLevelIssue): BizError {
  switch (issue.code) {
    case 'approval.levelUnknown':
      return invalid('approvalLevelUnknown', { level: issue.level });
    case 'approval.approverNotCandidate':
      return invalid('approvalApproverNotCandidate', { level: issue.level });
    default:
      return invalid('approvalLevelApproverRequired', { level: Math.max(1, issue.level) });
  }
}

function checkRemark(remark: string, missing: MsgKey): string {
  const text = remark.trim();
  if (text === '') throw invalid(missing);
  if (text.length > LIMITS.input.remarkMax) throw invalid('approvalRemarkTooLong');
  return text;
}

/** Loads a subject the session may see as its applicant (others: not found). */
async function subjectAsApplicant(ctx: AppContext, trx: Trx, auth: AuthInfo, orderId: string, orderType: number) {
  const handler = ctx.approvals.of(orderType);
  const subject = await handler.subject(trx, auth.corpId, orderId);
  if (!subject || subject.corpId !== auth.corpId || subject.applicantEmpId !== auth.empId) throw notFound();
  return { handler, subject };
}

/**
 * vipBpmSendAppNew: the applicant sends the subject with a remark (required) and at least one approver per rule
 * level chosen from that level's candidates; level 1's work items open and the handler moves the subject into
 * approval.
 */
export async function sendForApproval(
  ctx: AppContext,
  trx: Trx,
  auth: AuthInfo,
  req: SendAppRequest,
  nowMs: number,
): Promise<SendAppData> {
  const remark = checkRemark(req.appRemark ?? '', 'approvalRemarkRequired');
  const repo = approvalRepository(trx);
  const { handler, subject } = await subjectAsApplicant(ctx, trx, auth, req.orderId, req.orderType);

  const latest = await repo.latestInstance(auth.corpId, req.orderId, req.orderType);
  if (latest?.state === 'pending') throw invalid('approvalAlreadyPending');
  if (latest?.state === 'approved') throw invalid('approvalAlreadyApproved');

  const rule = requireRule(await decideApproval(trx, subject));
  if (!rule) throw invalid('approvalNotRequired');
  if (rule.id !== req.spgzId) throw invalid('approvalRuleChanged');
  const issue = validateSendApps(rule.levels, req.sendApps ?? []);
  if (issue) throw levelIssueError(issue);
  const chosen = normaliseSendApps(req.sendApps);

  const inst: InstanceFacts = {
    id: newId(nowMs),
    corp_id: auth.corpId,
    order_id: req.orderId,
    order_type: req.orderType,
    order_no: subject.orderNo,
    title: subject.title,
    applicant_emp_id: auth.empId,
  };
  await trx
    .insertInto('approval_instances')
    .values({
      ...inst,
      spgz_id: rule.id,
      rule_name: rule.name,
      state: 'pending',
      current_level: 1,
      level_count: rule.levels.length,
      send_apps_json: JSON.stringify(chosen),
      remark,
      created_at: nowMs,
      updated_at: nowMs,
      decided_at: null,
    })
    .execute();
  await handler.submitted(trx, req.orderId, nowMs, ctx);
  await openLevel(trx, inst, 1, chosen[0]?.empIds ?? [], nowMs);
  return { instanceId: inst.id, state: 'pending', currentLevel: 1 };
}

const WITHDRAW_REFUSED: Record<Exclude<ApprovalInstanceState, 'pending'>, MsgKey> = {
  approved: 'approvalWithdrawApproved',
  rejected: 'approvalWithdrawRejected',
  withdrawn: 'approvalWithdrawWithdrawn',
  terminated: 'approvalWithdrawTerminated',
};

/** cancelApp: the applicant withdraws a pending approval; refused by name once it was decided. */
export async function withdrawApproval(
  ctx: AppContext,
  trx: Trx,
  auth: AuthInfo,
  req: CancelAppRequest,
  nowMs: number,
): Promise<CancelAppData> {
  const repo = approvalRepository(trx);
  const handler = ctx.approvals.of(req.orderType);
  const inst = await repo.latestInstance(auth.corpId, req.orderId, req.orderType);
  if (!inst || inst.applicant_emp_id !== auth.empId) throw notFound();
  const state = inst.state as ApprovalInstanceState;
  if (state !== 'pending') throw invalid(WITHDRAW_REFUSED[state]);
  if (!(await repo.updatePendingInstance(inst.id, null, { state: 'withdrawn', decided_at: nowMs }, nowMs))) {
    throw invalid('orderStatusChanged');
  }
  await repo.closePendingItems(inst.id, nowMs);
  await handler.withdrawn(trx, req.orderId, nowMs, ctx);
  return { instanceId: inst.id, state: 'withdrawn' };
}

async function outcomeOf(trx: Trx, itemId: string): Promise<ReceiveAppResultData> {
  const repo = approvalRepository(trx);
  const item = await trx.selectFrom('approval_work_items').selectAll().where('id', '=', itemId).executeTakeFirst();
  const inst = item?.instance_id ? await repo.instance(item.instance_id) : undefined;
  return {
    workItemId: itemId,
    state: (item?.state ?? 'closed') as WorkItemState,
    instanceState: (inst?.state ?? 'pending') as ApprovalInstanceState,
    currentLevel: Number(inst?.current_level ?? item?.level ?? 1),
  };
}

/** The outcome of a decision; `notice` (an approval ended instead of approved) is the approver's tips. */
export type DecideOutcome = ReceiveAppResultData & {
  notice?: { key: MsgKey; params: Record<string, string | number> };
};

/** An already decided item: the same decision again answers the recorded outcome; the opposite one is refused. */
function repeatOrRefuse(itemState: string, completeState: 1 | 2): void {
  if (itemState === 'closed') throw invalid('approvalItemClosed');
  if (itemState === 'approved' && completeState === 2) throw invalid('approvalAlreadyApprovedByYou');
  if (itemState === 'rejected' && completeState === 1) throw invalid('approvalAlreadyRejectedByYou');
}

/**
 * vipBpmReceiveAppResult: the assigned approver approves (1) or rejects (2, remark required) a pending work item.
 * Other approvers of the level are closed; an approved level opens the next one from the approvers chosen at send
 * time, the last one completes the approval (handler.approved); a rejection ends it (handler.rejected). Acting
 * twice with the same decision has no second effect and answers the same outcome.
 */
export async function decideWorkItem(
  ctx: AppContext,
  trx: Trx,
  auth: AuthInfo,
  req: ReceiveAppResultRequest,
  nowMs: number,
): Promise<DecideOutcome> {
  const repo = approvalRepository(trx);
  const item = await repo.workItem(auth.corpId, req.workItemId);
  if (!item || item.approver_emp_id !== auth.empId || !item.instance_id) throw notFound();
  const approve = req.completeState === 1;
  if (item.state !== 'pending') {
    repeatOrRefuse(item.state, req.completeState);
    return outcomeOf(trx, item.id);
  }
  const remark = approve
    ? (req.appRemark ?? '').trim().slice(0, LIMITS.input.remarkMax)
    : checkRemark(req.appRemark ?? '', 'approvalRejectRemarkRequired');

  const inst = await repo.instance(item.instance_id);
  if (!inst || inst.state !== 'pending' || Number(inst.current_level) !== Number(item.level)) {
    throw invalid('approvalItemClosed');
  }
  const level = Number(item.level);
  const handler = ctx.approvals.of(Number(inst.order_type));
  const blocked = approve ? ((await handler.approvalBlocked?.(trx, inst.order_id, nowMs)) ?? null) : null;
  if (blocked) {
    // Too late to approve (e.g. the flight departs within the booking block): the approval ends instead of
    // moving the order on; the approver and the applicant are told why.
    if (!(await endApproval(ctx, trx, inst.order_id, Number(inst.order_type), nowMs, blocked))) {
      throw invalid('approvalItemClosed');
    }
    return {
      workItemId: item.id,
      state: 'closed',
      instanceState: 'terminated',
      currentLevel: level,
      notice: { key: blocked, params: { title: inst.title, orderNo: inst.order_no } },
    };
  }
  // Touch the instance first: on PostgreSQL this row lock serialises every decision of one approval (two approvers
  // of a level, or a double click), so the later one sees the level already moved on and answers accordingly.
  const decided =
    (await repo.updatePendingInstance(inst.id, level, {}, nowMs)) &&
    (await repo.decideItem(item.id, approve ? 'approved' : 'rejected', remark, nowMs));
  if (!decided) {
    const again = await repo.workItem(auth.corpId, item.id);
    repeatOrRefuse(again?.state ?? 'closed', req.completeState);
    if (again?.state === 'pending') throw invalid('approvalItemClosed');
    return outcomeOf(trx, item.id);
  }
  await repo.closePendingItems(inst.id, nowMs, level);
  const facts: InstanceFacts = { ...inst, order_type: Number(inst.order_type) };

  if (!approve) {
    if (!(await repo.updatePendingInstance(inst.id, level, { state: 'rejected', decided_at: nowMs }, nowMs))) {
      throw invalid('orderStatusChanged');
    }
    await handler.rejected(trx, inst.order_id, nowMs, remark, ctx);
    await tellApplicant(trx, facts, 'msgRejected', 'msgApprovalRejectedContent', remark, nowMs);
    return { workItemId: item.id, state: 'rejected', instanceState: 'rejected', currentLevel: level };
  }

  if (level < Number(inst.level_count)) {
    const next = level + 1;
    if (!(await repo.updatePendingInstance(inst.id, level, { current_level: next }, nowMs))) {
      throw invalid('orderStatusChanged');
    }
    const chosen = JSON.parse(inst.send_apps_json) as { level: number; empIds: string[] }[];
    await openLevel(trx, facts, next, chosen.find((c) => c.level === next)?.empIds ?? [], nowMs);
    return { workItemId: item.id, state: 'approved', instanceState: 'pending', currentLevel: next };
  }

  if (!(await repo.updatePendingInstance(inst.id, level, { state: 'approved', decided_at: nowMs }, nowMs))) {
    throw invalid('orderStatusChanged');
  }
  await handler.approved(trx, inst.order_id, nowMs, ctx);
  await tellApplicant(trx, facts, 'msgApprovalApproved', 'msgApprovalApprovedContent', '', nowMs);
  return { workItemId: item.id, state: 'approved', instanceState: 'approved', currentLevel: level };
}
