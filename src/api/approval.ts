/**
 * Approval flows (SPEC §7 Approval; §3 approval; §4 approval). Shapes: src/api/contract/approval. The approval
 * progress of an order (vipOrderAppProgress, answered as OrderApproveData) is called from src/api/orders.
 */
import { request } from './transport';
import { type Answer, QUIET, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';
import type { PageData } from './contract/envelope';
import type {
  ApprovalOrderRequest,
  ApprovalRuleDetail,
  ApprovalRuleItem,
  CancelAppData,
  CancelAppRequest,
  MatchGzData,
  MatchGzRequest,
  MyApprovalCountData,
  MyApprovalCountRequest,
  MyApprovalItem,
  MyApprovalListRequest,
  NeedApprovalData,
  OrderApproveData,
  ReceiveAppResultData,
  ReceiveAppResultRequest,
  SendAppData,
  SendAppRequest,
  SpgzFindListRequest,
  SpgzIdRequest,
  SpgzInfoData,
} from './contract/approval';

/** @deprecated name kept for earlier callers: use SendAppRequest. */
export type VipBpmSendAppNewRequest = SendAppRequest;
/** @deprecated name kept for earlier callers: use ReceiveAppResultRequest. */
export type VipBpmReceiveAppResultRequest = ReceiveAppResultRequest;

/** The rule that applies to an order and each level's candidate approvers (/approval/Send). */
export const vipSpgzGetInfo = (body: ApprovalOrderRequest): Answer<SpgzInfoData> =>
  request('/obt/vipSpgzGetInfo', body);
/** Whether an order needs approval, and by which rule. */
export const vipSpkzNeedApproval = (body: ApprovalOrderRequest): Answer<NeedApprovalData> =>
  request('/obt/vipSpkzNeedApproval', body);
/** Sends an order or trip application for approval (an order write: Idempotency-Key). */
export const vipBpmSendAppNew = (
  body: SendAppRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<SendAppData> => request('/obt/vipBpmSendAppNew', body, write(idempotencyKey));
/** Withdraw a pending approval (refused once decided). */
export const cancelApp = (body: CancelAppRequest): Answer<CancelAppData> => request('/obt/cancelApp', body);
/** My approvals: pending (1), done (2) or sent by me (3). */
export const vipBpmForMyAppListNew = (body: MyApprovalListRequest): Answer<PageData, MyApprovalItem> =>
  request('/obt/vipBpmForMyAppListNew', body);
/** Badge count of my approvals (approveType 1). */
export const vipBpmForMyAppCountNew = (
  body: MyApprovalCountRequest = { approveType: 1 },
): Answer<MyApprovalCountData> => request('/obt/vipBpmForMyAppCountNew', body, QUIET);
/** Approve (completeState 1) or reject (2, remark required) a work item of mine. */
export const vipBpmReceiveAppResult = (body: ReceiveAppResultRequest): Answer<ReceiveAppResultData> =>
  request('/obt/vipBpmReceiveAppResult', body);
/** The company's approval rules. */
export const spgzFindList = (body: SpgzFindListRequest = {}): Answer<PageData, ApprovalRuleItem> =>
  request('/obt/spgzFindList', body);
/** An order's subject and approval chain (/approval/Detail). */
export const orderApproveList = (body: ApprovalOrderRequest): Answer<OrderApproveData> =>
  request('/obt/orderApproveList', body);
/** One rule with its levels and approvers. */
export const vipSpgzFindDetail = (body: SpgzIdRequest): Answer<ApprovalRuleDetail> =>
  request('/obt/vipSpgzFindDetail', body);
/** Which rule matches a subject. */
export const matchGz = (body: MatchGzRequest): Answer<MatchGzData> => request('/obt/matchGz', body);
