/**
 * Approval reads (SPEC §7 Approval): my work items (1 pending, 2 done by me) and the approvals I sent (3), rules and
 * their matching, whether an order needs approval and its candidates, and one order's subject with its approval
 * chain. Writes are in ./engine (send, withdraw, decide).
 */
import type { AppContext } from '../../context';
import type { PageData } from '../../../../src/api/contract/envelope';
import type {
  ApprovalCandidate,
  ApprovalChainLevel,
  ApprovalInstanceState,
  ApprovalLevelState,
  ApprovalOrderRequest,
  ApprovalRuleDetail,
  ApprovalRuleItem,
  ApproveType,
  MatchGzData,
  MatchGzRequest,
  MyApprovalItem,
  NeedApprovalData,
  OrderApproveData,
  SpgzFindListRequest,
  SpgzInfoData,
  WorkItemState,
} from '../../../../src/api/contract/approval';
import { fenToYuan } from '../../../../src/domain/money';
import { notFound } from '../../lib/errors';
import { pageData, toPage } from '../../lib/paging';
import { chinaDateTime } from '../../lib/time';
import { ordersRepository } from '../orders/repository';
import { scopeFor } from '../orders/service';
import type { AuthInfo } from '../session/service';
import { decideApproval, matchRule, requireRule, type ApprovalSubject } from './engine';
import { approvalRepository, splitList, type EmployeeBrief, type RuleWithLevels } from './repository';

/** Work-item states of my lists: 1 pending, 2 decided by me (items closed by someone else's decision are not mine). */
export const STATES_BY_TYPE: Record<1 | 2, readonly WorkItemState[]> = {
  1: ['pending'],
  2: ['approved', 'rejected'],
};

/** An instance state folded into work-item terms (the "sent by me" list). */
const ITEM_STATE_OF: Record<ApprovalInstanceState, WorkItemState> = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  withdrawn: 'closed',
  terminated: 'closed',
};

const candidate = (id: string, people: Map<string, EmployeeBrief>): ApprovalCandidate => {
  const p = people.get(id);
  return { empId: id, name: p?.name ?? '', deptName: p?.deptName ?? '' };
};

export function approvalService(ctx: AppContext) {
  const repo = approvalRepository(ctx.db);

  async function ruleItems(corpId: string, rules: RuleWithLevels[]): Promise<ApprovalRuleItem[]> {
    const depts = await repo.departmentNames(
      corpId,
      rules.flatMap((r) => splitList(r.dept_ids)),
    );
    return rules.map((r) => {
      const deptIds = splitList(r.dept_ids);
      return {
        spgzId: r.id,
        name: r.name,
        product: r.product,
        deptIds,
        deptNames: deptIds.map((d) => depts.get(d) ?? ''),
        violation: r.violation === 1 ? 1 : 0,
        violateItems: splitList(r.violate_items),
        levelCount: r.levels.length,
        sort: r.sort,
      };
    });
  }

  async function levelsOf(corpId: string, rule: RuleWithLevels) {
    const people = await repo.employees(
      corpId,
      rule.levels.flatMap((l) => l.empIds),
    );
    return rule.levels.map((l) => ({ level: l.level, approvers: l.empIds.map((id) => candidate(id, people)) }));
  }

  /** The subject of an order the session may read as applicant or traveller (others: not found). */
  async function partySubject(auth: AuthInfo, req: ApprovalOrderRequest): Promise<ApprovalSubject> {
    const subject = await ctx.approvals.of(req.orderType).subject(ctx.db, auth.corpId, req.orderId);
    if (!subject || subject.corpId !== auth.corpId) throw notFound();
    if (subject.applicantEmpId !== auth.empId && !subject.travellerEmpIds.includes(auth.empId)) throw notFound();
    return subject;
  }

  return {
    async list(auth: AuthInfo, req: { approveType: ApproveType; pageNum?: number; count?: number }) {
      const page = toPage(req);
      if (req.approveType === 3) {
        const [rows, total] = await Promise.all([
          repo.listSent(auth.corpId, auth.empId, page.offset, page.count),
          repo.countSent(auth.corpId, auth.empId),
        ]);
        const list = rows.map<MyApprovalItem>((r) => ({
          workItemId: '',
          instanceId: r.id,
          orderId: r.order_id,
          orderType: Number(r.order_type),
          orderNo: r.order_no,
          level: Number(r.current_level),
          state: ITEM_STATE_OF[r.state as ApprovalInstanceState] ?? 'closed',
          instanceState: r.state as ApprovalInstanceState,
          applicantName: r.applicant_name,
          title: r.title,
          createdAt: chinaDateTime(Number(r.created_at)),
          decidedAt: chinaDateTime(r.decided_at === null ? null : Number(r.decided_at)),
        }));
        const pd: PageData = pageData(page, total);
        return { list, page: pd };
      }
      const states = STATES_BY_TYPE[req.approveType];
      const [rows, total] = await Promise.all([
        repo.list(auth.corpId, auth.empId, states, page.offset, page.count),
        repo.count(auth.corpId, auth.empId, states),
      ]);
      const list = rows.map<MyApprovalItem>((r) => {
        const state = r.state as WorkItemState;
        return {
          workItemId: r.id,
          instanceId: r.instance_id ?? '',
          orderId: r.order_id,
          orderType: Number(r.order_type),
          orderNo: r.order_no,
          level: Number(r.level),
          state,
          // Items written before approval instances existed stand for themselves.
          instanceState: (r.instance_state ?? (state === 'closed' ? 'withdrawn' : state)) as ApprovalInstanceState,
          applicantName: r.applicant_name,
          title: r.title,
          createdAt: chinaDateTime(Number(r.created_at)),
          decidedAt: chinaDateTime(r.decided_at === null ? null : Number(r.decided_at)),
        };
      });
      const pd: PageData = pageData(page, total);
      return { list, page: pd };
    },

    count(auth: AuthInfo, approveType: ApproveType): Promise<number> {
      if (approveType === 3) return repo.countSent(auth.corpId, auth.empId);
      return repo.count(auth.corpId, auth.empId, STATES_BY_TYPE[approveType]);
    },

    /** spgzFindList: the company's rules (optionally of one product, '*' rules included). */
    async rules(auth: AuthInfo, req: SpgzFindListRequest) {
      const page = toPage(req);
      const all = await repo.rules(auth.corpId, req.product);
      const list = await ruleItems(auth.corpId, all.slice(page.offset, page.offset + page.count));
      return { list, page: pageData(page, all.length) };
    },

    /** vipSpgzFindDetail. */
    async ruleDetail(auth: AuthInfo, spgzId: string): Promise<ApprovalRuleDetail> {
      const rule = await repo.rule(auth.corpId, spgzId);
      if (!rule) throw notFound();
      const [item] = await ruleItems(auth.corpId, [rule]);
      return { ...(item as ApprovalRuleItem), levels: await levelsOf(auth.corpId, rule) };
    },

    /** matchGz: the rule that applies to a subject described by the caller (department: the session's by default). */
    async match(auth: AuthInfo, req: MatchGzRequest): Promise<MatchGzData> {
      const rule = await matchRule(ctx.db, {
        corpId: auth.corpId,
        deptId: req.deptId ?? auth.deptId,
        product: req.product,
        violated: req.violated === 1,
        violateItems: req.violateItems ?? [],
      });
      return rule
        ? { matched: true, spgzId: rule.id, name: rule.name, levelCount: rule.levels.length }
        : { matched: false, spgzId: '', name: '', levelCount: 0 };
    },

    /** vipSpkzNeedApproval (the employee approval mode and `approval.subjectBy` apply, as when sending). */
    async need(auth: AuthInfo, req: ApprovalOrderRequest): Promise<NeedApprovalData> {
      const rule = requireRule(await decideApproval(ctx.db, await partySubject(auth, req)));
      return { required: rule !== null, spgzId: rule?.id ?? '' };
    },

    /** vipSpgzGetInfo: the rule and each level's candidate approvers (/approval/Send). */
    async info(auth: AuthInfo, req: ApprovalOrderRequest): Promise<SpgzInfoData> {
      const rule = requireRule(await decideApproval(ctx.db, await partySubject(auth, req)));
      if (!rule) return { required: false, spgzId: '', name: '', levels: [] };
      return { required: true, spgzId: rule.id, name: rule.name, levels: await levelsOf(auth.corpId, rule) };
    },

    /**
     * orderApproveList (strict: the applicant, a traveller or an approver ever assigned to it) and
     * vipOrderAppProgress (also whoever may see the order within their booking scope). Others: not found.
     */
    async orderApprove(auth: AuthInfo, req: ApprovalOrderRequest, withScope: boolean): Promise<OrderApproveData> {
      const subject = await ctx.approvals.of(req.orderType).subject(ctx.db, auth.corpId, req.orderId);
      if (!subject || subject.corpId !== auth.corpId) throw notFound();
      const party = subject.applicantEmpId === auth.empId || subject.travellerEmpIds.includes(auth.empId);
      const allowed =
        party ||
        (await repo.isAssignedApprover(auth.corpId, auth.empId, req.orderId, req.orderType)) ||
        (withScope && !!(await ordersRepository(ctx.db).one(scopeFor(auth, auth.bookRange), req.orderId)));
      if (!allowed) throw notFound();

      const inst = await repo.latestInstance(auth.corpId, req.orderId, req.orderType);
      const items = inst ? await repo.itemsOf(inst.id) : [];
      const chosen = inst ? (JSON.parse(inst.send_apps_json) as { level: number; empIds: string[] }[]) : [];
      const people = await repo.employees(auth.corpId, [
        subject.applicantEmpId,
        ...subject.travellerEmpIds,
        ...(inst ? [inst.applicant_emp_id] : []),
        ...chosen.flatMap((c) => c.empIds),
        ...items.map((i) => i.approver_emp_id),
      ]);
      const state = (inst?.state ?? 'none') as ApprovalInstanceState | 'none';
      const levelCount = inst ? Number(inst.level_count) : 0;

      const levels: ApprovalChainLevel[] = [];
      for (let level = 1; level <= levelCount; level += 1) {
        const order = chosen.find((c) => c.level === level)?.empIds ?? [];
        // In the order the approvers were chosen (items of one level share their creation time).
        const mine = items
          .filter((i) => Number(i.level) === level)
          .sort((a, b) => order.indexOf(a.approver_emp_id) - order.indexOf(b.approver_emp_id));
        const states = mine.map((i) => i.state);
        const levelState: ApprovalLevelState = states.includes('approved')
          ? 'approved'
          : states.includes('rejected')
            ? 'rejected'
            : states.includes('pending')
              ? 'pending'
              : mine.length > 0 || state !== 'pending'
                ? 'closed'
                : 'waiting';
        levels.push({
          level,
          state: levelState,
          approvers: order.map((id) => candidate(id, people)),
          items: mine.map((i) => ({
            workItemId: i.id,
            empId: i.approver_emp_id,
            name: people.get(i.approver_emp_id)?.name ?? '',
            deptName: people.get(i.approver_emp_id)?.deptName ?? '',
            state: i.state as WorkItemState,
            remark: i.remark,
            decidedAt: chinaDateTime(i.decided_at === null ? null : Number(i.decided_at)),
          })),
        });
      }
      const myPending =
        state === 'pending' ? items.find((i) => i.state === 'pending' && i.approver_emp_id === auth.empId) : undefined;

      return {
        orderId: req.orderId,
        orderType: req.orderType,
        subject: {
          title: subject.title,
          orderNo: subject.orderNo,
          amount: fenToYuan(Math.round(subject.amountFen)),
          applicantName: people.get(subject.applicantEmpId)?.name ?? '',
          travellers: subject.travellerEmpIds.map((id) => people.get(id)?.name ?? '').filter((n) => n !== ''),
          lines: subject.lines,
          violations: subject.violations,
        },
        instanceId: inst?.id ?? '',
        spgzId: inst?.spgz_id ?? '',
        ruleName: inst?.rule_name ?? '',
        state,
        currentLevel: inst ? Number(inst.current_level) : 0,
        levelCount,
        appRemark: inst?.remark ?? '',
        applicantName: people.get(inst?.applicant_emp_id ?? subject.applicantEmpId)?.name ?? '',
        sentAt: chinaDateTime(inst ? Number(inst.created_at) : null),
        decidedAt: chinaDateTime(inst?.decided_at == null ? null : Number(inst.decided_at)),
        levels,
        canAct: myPending?.id ?? '',
        canWithdraw: state === 'pending' && inst?.applicant_emp_id === auth.empId,
      };
    },
  };
}
