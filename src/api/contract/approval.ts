/**
 * Approval rules and flows (SPEC §3 approval, §4 approval, §5 "Approval needs a remark, and the approval level needs
 * at least one approver", §7 Approval). Amounts are yuan at this edge; dates are China time 'YYYY-MM-DD HH:mm:ss'
 * ('' when not yet). Order types: 11099 trip application, 11001… products (SPEC §9).
 */
import type { PageQuery } from './envelope';

/** 1 pending (waiting for me), 2 done (approved or rejected by me), 3 submitted by me. */
export type ApproveType = 1 | 2 | 3;

/**
 * A work item: `pending` waiting for its approver; `approved` / `rejected` decided by them; `closed` another approver
 * of the same level decided first, or the approval was withdrawn or terminated.
 */
export type WorkItemState = 'pending' | 'approved' | 'rejected' | 'closed';

/** An approval of one order: `terminated` = the order was cancelled or expired while in approval. */
export type ApprovalInstanceState = 'pending' | 'approved' | 'rejected' | 'withdrawn' | 'terminated';

/** vipBpmReceiveAppResult: 1 approve, 2 reject. */
export type CompleteState = 1 | 2;

/** Rule product: 'trip' (trip applications), a product code such as '10901', or '*' (every product). */
export type ApprovalRuleProduct = string;

export interface MyApprovalListRequest extends PageQuery {
  approveType: ApproveType;
}

export interface MyApprovalCountRequest {
  approveType: ApproveType;
}

export interface MyApprovalCountData {
  count: number;
}

/**
 * One row of my approvals. approveType 1/2: a work item of mine (state = its state). approveType 3: an approval I
 * sent (workItemId '', level = its current level, state = its instance state folded into work-item terms:
 * withdrawn/terminated → closed).
 */
export interface MyApprovalItem {
  workItemId: string;
  instanceId: string;
  orderId: string;
  orderType: number;
  orderNo: string;
  /** Approval level 1 to 4. */
  level: number;
  state: WorkItemState;
  instanceState: ApprovalInstanceState;
  applicantName: string;
  title: string;
  createdAt: string;
  decidedAt: string;
}

// Rules ------------------------------------------------------------------------------------------------------------

/** A candidate approver of a rule level. */
export interface ApprovalCandidate {
  empId: string;
  name: string;
  deptName: string;
}

export interface ApprovalRuleLevel {
  /** 1 to 4, contiguous from 1. */
  level: number;
  approvers: ApprovalCandidate[];
}

/** spgzFindList row. */
export interface ApprovalRuleItem {
  spgzId: string;
  name: string;
  product: ApprovalRuleProduct;
  /** Empty: every department. */
  deptIds: string[];
  deptNames: string[];
  /** 0 every booking, 1 only bookings that violate the travel policy. */
  violation: 0 | 1;
  /** Violation item codes (empty: any item), e.g. 'overBudget', 'cabinClass'. */
  violateItems: string[];
  levelCount: number;
  sort: number;
}

export interface SpgzFindListRequest extends PageQuery {
  /** Only rules of this product (exact match; '*' rules are listed too). */
  product?: string;
}

export interface SpgzIdRequest {
  spgzId: string;
}

/** vipSpgzFindDetail. */
export interface ApprovalRuleDetail extends ApprovalRuleItem {
  levels: ApprovalRuleLevel[];
}

/** matchGz: which rule applies to a subject (deptId defaults to the session's department). */
export interface MatchGzRequest {
  product: string;
  deptId?: string;
  /** 1: the booking violates the policy. */
  violated?: 0 | 1;
  violateItems?: string[];
}

export interface MatchGzData {
  matched: boolean;
  /** '' when no rule matches. */
  spgzId: string;
  name: string;
  levelCount: number;
}

// One order's approval ----------------------------------------------------------------------------------------------

/** The order (or trip application) an approval call is about. */
export interface ApprovalOrderRequest {
  orderId: string;
  orderType: number;
}

/** vipSpkzNeedApproval. */
export interface NeedApprovalData {
  required: boolean;
  /** '' when not required. */
  spgzId: string;
}

/** vipSpgzGetInfo: the rule that applies and each level's candidate approvers (empty levels when not required). */
export interface SpgzInfoData {
  required: boolean;
  spgzId: string;
  name: string;
  levels: ApprovalRuleLevel[];
}

/** The approvers chosen for one level at send time. */
export interface SendAppLevel {
  level: number;
  empIds: string[];
}

/** vipBpmSendAppNew (an order write: sent with an Idempotency-Key). */
export interface SendAppRequest {
  orderId: string;
  orderType: number;
  spgzId: string;
  /** One entry per rule level, each with at least one of that level's candidates. */
  sendApps: SendAppLevel[];
  /** Required (SPEC §5), at most 200 characters. */
  appRemark: string;
}

export interface SendAppData {
  instanceId: string;
  state: ApprovalInstanceState;
  currentLevel: number;
}

/** cancelApp: withdraw the pending approval of an order. */
export type CancelAppRequest = ApprovalOrderRequest;

export interface CancelAppData {
  instanceId: string;
  state: ApprovalInstanceState;
}

/** vipBpmReceiveAppResult. A reject needs a remark. */
export interface ReceiveAppResultRequest {
  workItemId: string;
  completeState: CompleteState;
  appRemark?: string;
}

/** The outcome; acting twice with the same decision answers the same outcome and changes nothing. */
export interface ReceiveAppResultData {
  workItemId: string;
  state: WorkItemState;
  instanceState: ApprovalInstanceState;
  /** The instance's current level after the action. */
  currentLevel: number;
}

/** One approver's work item in the chain. */
export interface ApprovalChainItem {
  workItemId: string;
  empId: string;
  name: string;
  deptName: string;
  state: WorkItemState;
  remark: string;
  decidedAt: string;
}

/**
 * A level of the chain: `waiting` not reached yet; `pending` current; `approved` / `rejected` decided; `closed`
 * withdrawn or terminated before a decision.
 */
export type ApprovalLevelState = 'waiting' | 'pending' | 'approved' | 'rejected' | 'closed';

export interface ApprovalChainLevel {
  level: number;
  state: ApprovalLevelState;
  /** The approvers chosen for this level at send time. */
  approvers: ApprovalCandidate[];
  /** Work items created for this level (none while waiting). */
  items: ApprovalChainItem[];
}

export interface ApprovalViolation {
  /** Violation item code, e.g. 'overBudget'. */
  item: string;
  reason: string;
}

/** What is being approved, for /approval/Detail. */
export interface ApprovalSubjectSummary {
  title: string;
  orderNo: string;
  /** Yuan. */
  amount: number;
  applicantName: string;
  travellers: string[];
  /** Product-specific summary lines (plain data text). */
  lines: string[];
  violations: ApprovalViolation[];
}

/**
 * orderApproveList / vipOrderAppProgress: the subject and its latest approval. `state` 'none' (instanceId '') when it
 * was never sent. `canAct`: the session employee's pending work item id ('' when none); `canWithdraw`: the session
 * employee sent it and it is still pending.
 */
export interface OrderApproveData {
  orderId: string;
  orderType: number;
  subject: ApprovalSubjectSummary;
  instanceId: string;
  spgzId: string;
  ruleName: string;
  state: ApprovalInstanceState | 'none';
  currentLevel: number;
  levelCount: number;
  appRemark: string;
  applicantName: string;
  sentAt: string;
  decidedAt: string;
  levels: ApprovalChainLevel[];
  canAct: string;
  canWithdraw: boolean;
}
