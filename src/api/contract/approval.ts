/** My approvals (SPEC §3 approval, §7 vipBpmForMyAppListNew / vipBpmForMyAppCountNew). */
import type { PageQuery } from './envelope';

/** 1 pending (waiting for me), 2 done (approved or rejected by me). */
export type ApproveType = 1 | 2;

export type WorkItemState = 'pending' | 'approved' | 'rejected';

export interface MyApprovalListRequest extends PageQuery {
  approveType: ApproveType;
}

export interface MyApprovalCountRequest {
  approveType: ApproveType;
}

export interface MyApprovalCountData {
  count: number;
}

/** One approval work item of the session's employee as approver. */
export interface MyApprovalItem {
  workItemId: string;
  orderId: string;
  orderType: number;
  orderNo: string;
  /** Approval level 1 to 4. */
  level: number;
  state: WorkItemState;
  applicantName: string;
  title: string;
  createdAt: string;
  decidedAt: string;
}
