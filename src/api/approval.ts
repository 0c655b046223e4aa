/** Approval flows (SPEC §7 Approval; §3 approval; §4 approval). */
import { request } from './transport';
import { type Answer, type Obj, QUIET } from './call';
import type { PageData } from './contract/envelope';
import type {
  MyApprovalCountData,
  MyApprovalCountRequest,
  MyApprovalItem,
  MyApprovalListRequest,
} from './contract/approval';

/** Sends an order or trip application for approval. */
export interface VipBpmSendAppNewRequest {
  orderId: string;
  orderType: number;
  spgzId?: string;
  sendApps?: Obj[];
  vipBpmPersonnels?: Obj[];
  [key: string]: unknown;
}

/** Approve or reject a work item. */
export interface VipBpmReceiveAppResultRequest {
  workItemId: string;
  /** Approve or reject. */
  completeState: number | string;
  appRemark?: string;
  [key: string]: unknown;
}

export const vipSpgzGetInfo = (body: Obj): Answer => request('/obt/vipSpgzGetInfo', body);
export const vipSpkzNeedApproval = (body: Obj): Answer => request('/obt/vipSpkzNeedApproval', body);
export const vipBpmSendAppNew = (body: VipBpmSendAppNewRequest): Answer => request('/obt/vipBpmSendAppNew', body);
/** Withdraw. */
export const cancelApp = (body: Obj): Answer => request('/obt/cancelApp', body);
/** My approvals: pending (1) or done (2). */
export const vipBpmForMyAppListNew = (body: MyApprovalListRequest): Answer<PageData, MyApprovalItem> =>
  request('/obt/vipBpmForMyAppListNew', body);
/** Badge count of my approvals (approveType 1). */
export const vipBpmForMyAppCountNew = (
  body: MyApprovalCountRequest = { approveType: 1 },
): Answer<MyApprovalCountData> => request('/obt/vipBpmForMyAppCountNew', body, QUIET);
export const vipBpmReceiveAppResult = (body: VipBpmReceiveAppResultRequest): Answer =>
  request('/obt/vipBpmReceiveAppResult', body);
export const spgzFindList = (body: Obj = {}): Answer => request('/obt/spgzFindList', body);
export const orderApproveList = (body: Obj): Answer => request('/obt/orderApproveList', body);
export const vipSpgzFindDetail = (body: Obj): Answer => request('/obt/vipSpgzFindDetail', body);
export const matchGz = (body: Obj): Answer => request('/obt/matchGz', body);
